"""fc-solve's solutions written in macroxue's compact notation, to test our reader against a writer of
its own: it follows the format's definition (``r``: the first empty free cell; ``a``–``d``: the occupied
cells in the order they were filled, the rest shifting left when one empties; the autoplay implied by the
moves home; one autoplay before the first move) from the cards fc-solve moves, not our reader's code.
"""

from __future__ import annotations

from dataclasses import dataclass

from freecell_gui.core.notation.standard import COLUMN_NAMES, FREE_CELL_NAMES, HOME, Move
from freecell_gui.core.rules.autoplay import Autoplay, autoplay_after
from freecell_gui.core.rules.position import Position
from freecell_gui.core.rules.replay import replay
from tests.helpers.fc_solve import fc_solve_moves


@dataclass(frozen=True)
class CompactSolution:
    """``text`` (``N:4r46…``), the position after each of its moves (autoplay made), and ``standard``: the
    same moves in standard notation (after the autoplay before the first move)."""

    text: str
    positions: tuple[Position, ...]
    standard: str


def _moved_cards(before: Position, move: Move) -> tuple[int, ...]:
    source = COLUMN_NAMES.find(move.source)
    if source >= 0:
        return before.cascades[source][-move.count :]
    card = before.free_cells[FREE_CELL_NAMES.index(move.source)]
    assert card is not None
    return (card,)


def _where(position: Position, card: int) -> tuple[str, int] | None:
    """("column", index) or ("cell", slot) of ``card``; None when it is home."""
    for index, column in enumerate(position.cascades):
        if card in column:
            return "column", index
    if card in position.free_cells:
        return "cell", position.free_cells.index(card)
    return None


def fc_solve_compact(number: int, autoplay: Autoplay) -> CompactSolution | None:
    """Deal ``number`` solved by fc-solve and written in compact notation for ``autoplay`` (``none``: every
    move; ``safe``, ``max``: those autoplay has not made already). None when compact notation cannot say
    it: a move onto an empty column of fewer cards than may move, autoplay spoiling fc-solve's plan, or
    moves home that imply another autoplay."""
    start = Position.deal(number)
    theirs = replay(start, fc_solve_moves(number), autoplay=Autoplay.NONE).steps
    position, _ = autoplay_after(start, autoplay)
    packed: list[int] = []  # the occupied cells' cards, in the order they were filled
    codes: list[str] = []
    positions: list[Position] = []
    standard: list[str] = []
    before = start
    for step in theirs:
        cards = _moved_cards(before, step.move)
        before = step.position
        place = _where(position, cards[0])
        if place is None:
            if any(_where(position, card) for card in cards):
                return None  # part of the run went home already
            continue  # autoplay has made this move
        kind, index = place
        if kind == "column":
            source = COLUMN_NAMES[index]
            code_source = source
            count = len(position.cascades[index]) - position.cascades[index].index(cards[0])
        else:
            source, code_source, count = FREE_CELL_NAMES[index], FREE_CELL_NAMES[packed.index(cards[0])], 1
        if step.move.dest == HOME:
            dest, code_dest = HOME, HOME
        elif step.move.dest in FREE_CELL_NAMES:
            dest, code_dest = FREE_CELL_NAMES[position.free_cells.index(None)], "r"
        else:
            dest = code_dest = step.move.dest
            empty = not position.cascades[COLUMN_NAMES.index(dest)]
            most = min(position.sequence_length(index), position.supermove_limit(True))
            if kind == "column" and empty and count != most:
                return None  # fewer cards than may move onto an empty column: not expressible
        try:
            after = position.apply(Move(source, dest, count))
        except ValueError:
            return None
        if code_dest == "r":
            packed.append(cards[0])
        position, _ = autoplay_after(after, autoplay)
        packed = [card for card in packed if card in position.free_cells]
        codes.append(code_source + code_dest)
        positions.append(position)
        standard.append(source + dest)
    home = sum(code[1] == HOME for code in codes)
    implied = "max" if home == 0 else "safe" if home < 52 else "none"
    if not position.is_solved() or implied != autoplay:
        return None
    return CompactSolution(f"{number}:{''.join(codes)}", tuple(positions), " ".join(standard))


def first_compact(autoplay: Autoplay, deals: range = range(1, 60)) -> CompactSolution:
    """The first deal of ``deals`` whose fc-solve solution compact notation can say for ``autoplay``."""
    for number in deals:
        solution = fc_solve_compact(number, autoplay)
        if solution is not None:
            return solution
    raise AssertionError(f"no deal of {deals} can be written in compact notation for {autoplay} autoplay")
