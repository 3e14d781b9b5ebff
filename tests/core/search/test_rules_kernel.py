"""The rules kernels against the model: on random games, a move made on the state row gives the position
Position.apply gives, run lengths included, and the cards home are counted."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from freecell_gui.core.rules.autoplay import Autoplay
from freecell_gui.core.rules.position import Position
from freecell_gui.core.search import layout
from freecell_gui.core.search import rules_kernel as rules
from tests.helpers.kernel_games import assert_state_is, kernel_move, random_game


@settings(max_examples=60, deadline=None)
@given(deal=st.integers(1, 32000), choices=st.lists(st.integers(0, 10_000), min_size=1, max_size=60))
def test_a_move_agrees_with_position_on_random_games(deal: int, choices: list[int]) -> None:
    state = layout.state_of(Position.deal(deal))
    for _, move, after, _ in random_game(deal, Autoplay.NONE, choices):
        rules.apply_move(state, kernel_move(move))
        assert_state_is(state, after)
        assert rules.cards_home(state) == sum(after.foundations)
