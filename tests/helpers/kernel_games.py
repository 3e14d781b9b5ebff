"""Random games for the search's kernel tests: each move as Position and autoplay play it, to hold the
kernels (over one state row) to the model move for move."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

import numpy as np
import numpy.typing as npt
from hypothesis import strategies as st

from freecell_gui.core.notation.standard import LOCATION_INDEX, Move
from freecell_gui.core.rules.autoplay import Autoplay, autoplay_after
from freecell_gui.core.rules.position import Position
from freecell_gui.core.search import layout
from freecell_gui.core.search.rules_kernel import run_length
from tests.helpers.positions import position_of

#: The arguments of :func:`random_game` for hypothesis (``@given(**RANDOM_GAMES)``): a deal of Windows'
#: 32,000, an autoplay, and up to 60 choices of move.
RANDOM_GAMES = {
    "deal": st.integers(1, 32000),
    "mode": st.sampled_from(tuple(Autoplay)),
    "choices": st.lists(st.integers(0, 10_000), min_size=1, max_size=60),
}


def random_game(
    deal: int, mode: Autoplay, choices: Sequence[int]
) -> Iterator[tuple[Position, Move, Position, int]]:
    """The moves of a game from ``deal`` with autoplay ``mode``, each the legal move of index ``choice``
    (modulo their number): the position, the move, the position after the move and its automatic moves,
    and how many automatic moves were made. Ends early where no move is left."""
    position = Position.deal(deal)
    for choice in choices:
        legal = position.legal_moves()
        if not legal:
            return
        move = legal[choice % len(legal)]
        after, automatic = autoplay_after(position.apply(move), mode)
        yield position, move, after, len(automatic)
        position = after


def kernel_move(move: Move) -> int:
    return layout.encode(LOCATION_INDEX[move.source], LOCATION_INDEX[move.dest], move.count)


def assert_state_is(state: npt.NDArray[np.uint8], position: Position) -> None:
    """``state`` is ``position``, its run lengths (kept up to date move by move) included."""
    assert position_of(state) == position
    for column in range(8):
        assert state[layout.RUN_AT + column] == position.sequence_length(column)
        assert run_length(state, column) == position.sequence_length(column)
