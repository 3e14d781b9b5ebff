"""The legal moves kernel against the model: on random games, all its moves are exactly
Position.legal_moves, and the search's reduced set leaves out only destinations that give the same
position up to the order of columns or free cells."""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings

from freecell_gui.core.rules.autoplay import Autoplay
from freecell_gui.core.rules.position import Position
from freecell_gui.core.search import layout
from freecell_gui.core.search.legal_moves_kernel import generate_moves
from tests.helpers.kernel_games import RANDOM_GAMES, random_game

_MOVES = np.empty(256, dtype=np.int32)


def _kernel_moves(state: np.ndarray, every: bool) -> set[tuple[str, str, int]]:
    made = generate_moves(state, _MOVES, every)
    moves = [layout.decode(int(code)) for code in _MOVES[:made]]
    return {(m.source, m.dest, m.count) for m in moves}


@settings(max_examples=60, deadline=None)
@given(**RANDOM_GAMES)
def test_kernel_moves_agree_with_position_on_random_games(
    deal: int, mode: Autoplay, choices: list[int]
) -> None:
    for position, _, _, _ in random_game(deal, mode, choices):
        state = layout.state_of(position)
        assert _kernel_moves(state, True) == {(m.source, m.dest, m.count) for m in position.legal_moves()}
        assert _kernel_moves(state, False) <= _kernel_moves(state, True)


def test_reduced_moves_leave_out_only_equivalent_destinations() -> None:
    """With two empty free cells and two empty columns, only the first of each is a destination, and a
    whole column never moves to an empty one (the same position with the columns in another order)."""
    dealt = Position.deal(1).cascades
    merged = dealt[5] + dealt[6] + dealt[7]
    position = Position((*dealt[:5], merged[4:], (), ()), tuple(merged[:4]), (0,) * 4)
    state = layout.state_of(position)
    reduced, every = _kernel_moves(state, False), _kernel_moves(state, True)
    assert ("1", "7", 1) in reduced and ("1", "7", 1) in every
    assert ("1", "8", 1) not in reduced and ("1", "8", 1) in every  # column 7 stands for 8 (both empty)
    assert not any(dest in "abcd" for _, dest, _ in every)  # the free cells are full
