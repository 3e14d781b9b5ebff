"""The moves of a solution that safe autoplay leaves to the player, found and checked in one fast pass
on mutable lists (the hot path of ``freecell solve A..B`` and of the catalogue's facts), with the
kinds of move and the rules' tables of :mod:`~freecell_gui.core.move_check`;
tests/core/test_move_check.py holds it to the slow reduction by :meth:`Position.apply`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from freecell_gui.core.autoplay import goes_home, settle
from freecell_gui.core.card_rules import FITS, supermove_limit
from freecell_gui.core.cards import DECK_SIZE
from freecell_gui.core.move_check import (
    CELL_TO_COLUMN,
    CELL_TO_HOME,
    COLUMN_TO_CELL,
    COLUMN_TO_COLUMN,
    COLUMN_TO_HOME,
    Op,
)
from freecell_gui.core.notation import Move
from freecell_gui.core.position import Position


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
    full = [list(column) for column in start.cascades]  # every move made, nothing autoplayed
    full_cells = list(start.free_cells)
    columns = [list(column) for column in start.cascades]  # the game as played, with autoplay
    cells = list(start.free_cells)
    home = list(start.foundations)
    fits = FITS
    settled = False
    kept_moves: list[Move] = []
    kept_ops: list[Op] = []
    onto_empty: list[int] = []
    ambiguous: list[int] = []
    for move, op in zip(moves, ops, strict=True):
        kind, source, dest, count = op
        if kind == COLUMN_TO_HOME:
            card = full[source].pop()
            if home[card & 3] > card >> 2:
                continue
            column = columns[source]
            if not column or home[column[-1] & 3] != column[-1] >> 2:
                return None
            home[column.pop() & 3] += 1
        elif kind == COLUMN_TO_CELL:
            card = full_cells[dest] = full[source].pop()
            if home[card & 3] > card >> 2:
                continue
            if not columns[source] or cells[dest] is not None:
                return None
            cells[dest] = columns[source].pop()
        elif kind == CELL_TO_COLUMN:
            card = full_cells[source]  # type: ignore[assignment]  # checked: a card
            full_cells[source] = None
            full[dest].append(card)
            if home[card & 3] > card >> 2:
                continue
            held, target = cells[source], columns[dest]
            if held is None or (target and not fits[held * DECK_SIZE + target[-1]]):
                return None
            target.append(held)
            cells[source] = None
        elif kind == CELL_TO_HOME:
            card = full_cells[source]  # type: ignore[assignment]
            full_cells[source] = None
            if home[card & 3] > card >> 2:
                continue
            held = cells[source]
            if held is None or home[held & 3] != held >> 2:
                return None
            home[held & 3] += 1
            cells[source] = None
        elif kind == COLUMN_TO_COLUMN:
            carried = full[source][-count:]
            del full[source][-count:]
            full[dest] += carried
            left = sum(1 for card in carried if home[card & 3] <= card >> 2)
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
                    onto_empty.append(len(kept_moves))
                    if left == 1 and min(run, supermove_limit(free, empty - 1)) > 1:
                        ambiguous.append(len(kept_moves))
                if left > 1 and (run < left or left > supermove_limit(free, empty - (not target))):
                    return None
            if target and not fits[column[-left] * DECK_SIZE + target[-1]]:
                return None
            target += column[-left:]
            del column[-left:]
            if left < count:
                move, op = Move(move.source, move.dest, left), op._replace(cards=left)
        else:
            return None
        kept_moves.append(move)
        kept_ops.append(op)
        if kind in (COLUMN_TO_HOME, CELL_TO_HOME) or not settled:
            settle(columns, cells, home)
            settled = True
        elif kind <= COLUMN_TO_CELL and columns[source]:  # a card exposed: it may go home
            top = columns[source][-1]
            if home[top & 3] == top >> 2 and goes_home(top, home):
                settle(columns, cells, home)
    if sum(home) != DECK_SIZE:
        return None
    return Reduction(kept_moves, kept_ops, onto_empty, ambiguous)
