"""Playing by hand, without Qt: which cards a grab lifts, where a double-click sends them, a hint, a win.

A double-click sends the card (and the cards lying on it) to the best legal place, in this order: home
to its foundation, onto a card of another column (the leftmost that takes it), to an empty column, to a
free cell. A hint prefers moves that make progress over moves that only park a card: home first, then a
sequence onto a card that uncovers or empties its column, then a free cell's card back to a column, then
a move to an empty column, then a card parked in a free cell.
"""

from __future__ import annotations

from dataclasses import dataclass

from freecell_gui.core.notation.standard import COLUMN_NAMES, FREE_CELL_NAMES, HOME, UNCOUNTED, Move
from freecell_gui.core.rules.position import Position

PILES = COLUMN_NAMES + FREE_CELL_NAMES + HOME  # the order Tab walks over the piles


@dataclass(frozen=True, slots=True)
class Pick:
    """The cards lifted together: the bottom ``count`` cards of pile ``source`` (a column or a free cell)."""

    source: str
    count: int = 1


def pile_of(position: Position, card: int) -> tuple[str, int] | None:
    """Where ``card`` lies: its pile name and its depth (1 = the exposed card); None if it is home."""
    for column, cascade in enumerate(position.cascades):
        if card in cascade:
            return COLUMN_NAMES[column], len(cascade) - cascade.index(card)
    if card in position.free_cells:
        return FREE_CELL_NAMES[position.free_cells.index(card)], 1
    return None


def pick_card(position: Position, card: int) -> Pick | None:
    """What grabbing ``card`` lifts: the card and those lying on it, if they form one sequence in
    alternating colours; None for a card home or one buried under cards out of sequence."""
    where = pile_of(position, card)
    if where is None:
        return None
    pile, depth = where
    if pile in FREE_CELL_NAMES:
        return Pick(pile)
    if depth > position.sequence_length(COLUMN_NAMES.index(pile)):
        return None
    return Pick(pile, depth)


def pick_pile(position: Position, pile: str) -> Pick | None:
    """What selecting a whole pile lifts (keyboard play): a free cell's card, or the column's bottom
    sequence with its count left open, so that a move takes as many cards as fit; None if nothing."""
    if pile in FREE_CELL_NAMES:
        return Pick(pile) if position.free_cells[FREE_CELL_NAMES.index(pile)] is not None else None
    if pile in COLUMN_NAMES and position.cascades[COLUMN_NAMES.index(pile)]:
        return Pick(pile, UNCOUNTED)
    return None


def lifted_cards(position: Position, pick: Pick) -> tuple[int, ...]:
    """The cards ``pick`` lifts, first dealt first (an open count lifts the column's whole sequence)."""
    if pick.source in FREE_CELL_NAMES:
        card = position.free_cells[FREE_CELL_NAMES.index(pick.source)]
        return () if card is None else (card,)
    column = COLUMN_NAMES.index(pick.source)
    count = position.sequence_length(column) if pick.count == UNCOUNTED else pick.count
    return position.cascades[column][-count:] if count else ()


def drop_move(pick: Pick, dest: str) -> Move:
    """The move of ``pick`` to pile ``dest``; :meth:`Position.apply` says whether it is legal and why not."""
    return Move(pick.source, dest, pick.count)


def best_move(position: Position, pick: Pick) -> Move | None:
    """Where a double-click sends ``pick``, in the module's order; None if it can go nowhere useful."""
    lifted = _lifted(position, pick)
    candidates: list[Move] = []
    single = lifted == 1 or pick.count == UNCOUNTED  # an open count may move the exposed card alone
    if single:
        candidates.append(Move(pick.source, HOME))
    empty_columns: list[Move] = []
    for dest, cascade in zip(COLUMN_NAMES, position.cascades, strict=True):
        if dest == pick.source:
            continue
        if cascade:
            candidates.append(Move(pick.source, dest, pick.count))
        elif not _lifts_whole_column(position, pick):  # a whole column to an empty one changes nothing
            empty_columns.append(Move(pick.source, dest, pick.count))
    candidates += empty_columns
    if single and pick.source not in FREE_CELL_NAMES:
        candidates += [Move(pick.source, cell) for cell in FREE_CELL_NAMES]
    return next((move for move in candidates if position.allows(move)), None)


def hint(position: Position) -> Move | None:
    """A legal move worth showing, in the module's order of preference; None when no move is left."""
    moves = position.legal_moves()
    for rank in range(5):
        for move in moves:
            if _hint_rank(position, move) == rank:
                return move
    return moves[0] if moves else None


def is_won(position: Position) -> bool:
    """Every card is home."""
    return position.is_solved()


def _hint_rank(position: Position, move: Move) -> int:
    """0 home, 1 onto a card uncovering or emptying something, 2 a free cell's card onto a card, 3 to an
    empty column (not a whole column), 4 a card to a free cell; 5 for moves not worth a hint."""
    if move.dest == HOME:
        return 0
    if move.dest in FREE_CELL_NAMES:
        return 4
    dest_cards = position.cascades[COLUMN_NAMES.index(move.dest)]
    if move.source in FREE_CELL_NAMES:
        return 2 if dest_cards else 3
    source_cards = position.cascades[COLUMN_NAMES.index(move.source)]
    if len(source_cards) == move.count:  # the column empties: worth it onto a card, pointless otherwise
        return 1 if dest_cards else 5
    under = source_cards[-move.count - 1]
    # The sequence already lies on a card that takes it: moving it elsewhere only shuffles.
    if Pick(move.source, move.count + 1) == pick_card(position, under):
        return 5
    return 1 if dest_cards else 3


def _lifted(position: Position, pick: Pick) -> int:
    if pick.count != UNCOUNTED:
        return pick.count
    return position.sequence_length(COLUMN_NAMES.index(pick.source))


def _lifts_whole_column(position: Position, pick: Pick) -> bool:
    if pick.source not in COLUMN_NAMES:
        return False
    return _lifted(position, pick) == len(position.cascades[COLUMN_NAMES.index(pick.source)])
