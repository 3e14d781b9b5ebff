"""The moves of a solution that safe autoplay leaves to the player, found and checked in one fast pass
on mutable lists (the hot path of ``freecell solve A..B`` and of the catalogue's facts), with the
kinds of move and the rules' tables of :mod:`~freecell_gui.core.rules.move_check`;
tests/core/test_move_check.py holds it to the slow reduction by :meth:`Position.apply`.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import NamedTuple

from freecell_gui.core.deals.cards import DECK_SIZE
from freecell_gui.core.notation.standard import COLUMN_NAMES, FREE_CELL_NAMES, HOME, Move
from freecell_gui.core.rules.autoplay import CELL_PLACES, card_places, goes_home, settle_placed
from freecell_gui.core.rules.card_rules import FITS, supermove_limit
from freecell_gui.core.rules.move_check import (
    CELL_TO_COLUMN,
    CELL_TO_HOME,
    COLUMN_TO_CELL,
    COLUMN_TO_COLUMN,
    COLUMN_TO_HOME,
    HOME_DEST,
    Op,
)
from freecell_gui.core.rules.position import Position

_HOME_KINDS = frozenset((COLUMN_TO_HOME, CELL_TO_HOME))
# An op's text, at kind * 64 + source * 8 + dest (plain: written_texts adds the count where it is needed).
_PLACES = {
    COLUMN_TO_COLUMN: (COLUMN_NAMES, COLUMN_NAMES),
    COLUMN_TO_CELL: (COLUMN_NAMES, FREE_CELL_NAMES),
    COLUMN_TO_HOME: (COLUMN_NAMES, HOME),
    CELL_TO_COLUMN: (FREE_CELL_NAMES, COLUMN_NAMES),
    CELL_TO_HOME: (FREE_CELL_NAMES, HOME),
}
_TEXTS = [""] * (64 * (max(_PLACES) + 1))
for _kind, (_sources, _dests) in _PLACES.items():
    for _source, _source_name in enumerate(_sources):
        for _dest, _dest_name in [(HOME_DEST, HOME)] if _dests == HOME else enumerate(_dests):
            _TEXTS[_kind * 64 + _source * 8 + _dest] = _source_name + _dest_name


class _Kept(NamedTuple):
    indices: list[int]
    ops: list[Op]
    onto_empty: list[int]
    ambiguous: list[int]


class Reduction(NamedTuple):
    """The moves of a solution that safe autoplay leaves to the player: ``moves``, each with the cards it
    still carries, and ``ops``, the same prepared; the indices of the moves of a column ``onto_empty``
    column, and of the ``ambiguous`` ones among them: one card, where the bare move reads as more."""

    moves: list[Move]
    ops: list[Op]
    onto_empty: list[int]
    ambiguous: list[int]


def autoplay_reduction(start: Position, moves: Sequence[Move], ops: Sequence[Op]) -> Reduction | None:
    """The moves of a solution (``moves``, every one listed, and their ``ops``) less those safe autoplay
    makes — a move whose cards are all home already in the autoplayed game is dropped, a run some of
    whose cards went home carries the rest — checked as :func:`check_ops` with autoplay checks them:
    None unless every move left is legal and they win the game.

    Both games are followed side by side, the complete one without checks (a solution that does not
    reduce may raise IndexError or TypeError). A card is still in play while its foundation holds fewer
    cards than its rank, ``home[card & 3] <= card >> 2``. One pass instead of a reduction and then a
    check: the hot path of ``freecell solve A..B``.
    """
    kept = _reduce(start, ops)
    if kept is None:
        return None
    kept_moves = [
        moves[index] if op is ops[index] else Move(moves[index].source, moves[index].dest, op.cards)
        for index, op in zip(kept.indices, kept.ops, strict=True)
    ]
    return Reduction(kept_moves, kept.ops, kept.onto_empty, kept.ambiguous)


def reduced_texts(start: Position, ops: Sequence[Op]) -> tuple[list[str], list[int]] | None:
    """:func:`autoplay_reduction` of a solution given as ``ops`` only, as the texts of the moves kept
    (``-snx``: ``v`` and the count for a run onto an empty column) and the indices of the ambiguous ones
    among them, without making a :class:`Move` (the hot path of ``freecell solve A..B``); None as there."""
    kept = _reduce(start, ops)
    if kept is None:
        return None
    return written_texts(kept.ops, kept.onto_empty), kept.ambiguous


def written_texts(ops: Iterable[Sequence[int]], onto_empty: Iterable[int]) -> list[str]:
    """The ``-snx`` texts of the moves kept, ``ops`` (kind, source, dest, cards; a home op's dest is
    4 = 12 % 8): ``v`` and the count for a run of those at the indices ``onto_empty`` (the moves onto an
    empty column). Shared with the compiled path (search/shown_kernel.py), which writes the same ops."""
    kept = list(ops)
    texts = [_TEXTS[kind * 64 + source * 8 + dest] for kind, source, dest, _ in kept]
    for index in onto_empty:
        cards = kept[index][3]
        if cards > 1:
            texts[index] += f"v{cards:x}"
    return texts


def _reduce(start: Position, ops: Sequence[Op]) -> _Kept | None:
    """The core of :func:`autoplay_reduction`: the indices of the moves kept, their ops (a run some of
    whose cards went home carries the rest), and the indices among the kept of the moves onto an empty
    column and of the ambiguous ones; None unless every move kept is legal and they win the game.

    The loop is long because it is the hot path: one branch per kind of move, the common ones first.
    Autoplay (:func:`~freecell_gui.core.rules.autoplay.settle_placed`, which looks only at each suit's next
    card) runs after the first move kept, then only after a move home or one that exposed a card that
    may go."""
    full = [list(column) for column in start.cascades]  # every move made, nothing autoplayed
    full_cells = list(start.free_cells)
    columns = [list(column) for column in start.cascades]  # the game as played, with autoplay
    cells = list(start.free_cells)
    home = list(start.foundations)
    where = card_places(columns, cells)
    fits = FITS
    settled = False  # autoplay has run once, after the first move kept
    kept: list[int] = []
    kept_ops: list[Op] = []
    onto_empty: list[int] = []
    ambiguous: list[int] = []
    for index, op in enumerate(ops):
        kind, source, dest, count = op
        if kind in _HOME_KINDS:
            column: list[int] | None = None
            if kind == COLUMN_TO_HOME:
                card = full[source].pop()
                if home[card & 3] > card >> 2:  # home already: autoplay made this move
                    continue
                column = columns[source]
                if not column or column[-1] != card:
                    return None
                column.pop()
            else:
                card = full_cells[source]  # type: ignore[assignment]  # checked: a card
                full_cells[source] = None
                if home[card & 3] > card >> 2:
                    continue
                if cells[source] != card:
                    return None
                cells[source] = None
            suit, rank = card & 3, card >> 2
            if home[suit] != rank:
                return None
            home[suit] = rank + 1
            kept.append(index)
            kept_ops.append(op)
            settle_placed(columns, cells, home, where)
            settled = True
            continue
        elif kind == COLUMN_TO_CELL:
            card = full_cells[dest] = full[source].pop()
            if home[card & 3] > card >> 2:
                continue
            column = columns[source]
            if not column or cells[dest] is not None:
                return None
            card = cells[dest] = column.pop()
            where[card] = CELL_PLACES + dest
            kept.append(index)
            kept_ops.append(op)
        elif kind == COLUMN_TO_COLUMN:
            if count == 1:
                card = full[source].pop()
                full[dest].append(card)
                if home[card & 3] > card >> 2:
                    continue
                left = 1
            else:
                carried = full[source][-count:]
                del full[source][-count:]
                full[dest] += carried
                left = 0
                for card in carried:
                    if home[card & 3] <= card >> 2:
                        left += 1
                if not left:
                    continue
            column, target = columns[source], columns[dest]
            if len(column) < left:
                return None
            if left > 1 or not target:
                run = 1  # the cards at the end of the column that build down in alternating colours
                while run < len(column) and fits[column[-run] * DECK_SIZE + column[-run - 1]]:
                    run += 1
                free, empty = cells.count(None), columns.count([])
                if not target:
                    onto_empty.append(len(kept))
                    if left == 1 and min(run, supermove_limit(free, empty - 1)) > 1:
                        ambiguous.append(len(kept))
                if left > 1 and (run < left or left > supermove_limit(free, empty - (not target))):
                    return None
            if target and not fits[column[-left] * DECK_SIZE + target[-1]]:
                return None
            for card in column[-left:]:
                where[card] = dest
            target += column[-left:]
            del column[-left:]
            kept.append(index)
            kept_ops.append(op if left == count else op._replace(cards=left))
        elif kind == CELL_TO_COLUMN:
            card = full_cells[source]  # type: ignore[assignment]
            full_cells[source] = None
            full[dest].append(card)
            if home[card & 3] > card >> 2:
                continue
            target = columns[dest]
            if cells[source] != card or (target and not fits[card * DECK_SIZE + target[-1]]):
                return None
            target.append(card)
            where[card] = dest
            cells[source] = None
            kept.append(index)
            kept_ops.append(op)
            column = None
        else:
            return None
        if not settled:
            settle_placed(columns, cells, home, where)
            settled = True
        elif column:  # the card the move exposed may go home
            top = column[-1]
            if home[top & 3] == top >> 2 and goes_home(top, home):
                settle_placed(columns, cells, home, where)
    if sum(home) != DECK_SIZE:
        return None
    return _Kept(kept, kept_ops, onto_empty, ambiguous)
