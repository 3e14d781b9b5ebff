"""The automatic moves kernels against the model: on random games in every autoplay mode, a move and its
automatic moves give the position Position.apply and autoplay_after give; the search's shortcut (no
autoplay where may_autoplay says it has no work) never skips one; finish plays sorted columns home."""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings

from freecell_gui.core.rules.autoplay import Autoplay
from freecell_gui.core.rules.position import Position
from freecell_gui.core.search import layout
from freecell_gui.core.search.autoplay_kernel import autoplay, finish, may_autoplay
from freecell_gui.core.search.rules_kernel import apply_move
from tests.helpers.kernel_games import RANDOM_GAMES, assert_state_is, kernel_move, random_game
from tests.helpers.positions import position_of


@settings(max_examples=60, deadline=None)
@given(**RANDOM_GAMES)
def test_automatic_moves_agree_with_position_on_random_games(
    deal: int, mode: Autoplay, choices: list[int]
) -> None:
    code = layout.AUTOPLAY_CODES[mode]
    state = layout.state_of(Position.deal(deal))
    idle = autoplay(state.copy(), code) == 0  # the deal's start may have work for it, no later position
    for _, move, after, automatic in random_game(deal, mode, choices):
        apply_move(state, kernel_move(move))
        may = may_autoplay(state, kernel_move(move), code)
        made = autoplay(state, code)
        assert made == automatic
        assert may or made == 0 or not idle
        assert_state_is(state, after)
        idle = True


def _runs_position() -> Position:
    """Every card in four runs King … Ace of alternating colours (clubs with diamonds, hearts with spades)."""

    def run(first: int, second: int) -> tuple[int, ...]:
        return tuple(4 * rank + (first if rank % 2 == 0 else second) for rank in range(12, -1, -1))

    cascades = (run(0, 1), run(1, 0), run(2, 3), run(3, 2), (), (), (), ())
    return Position(cascades, (None,) * 4, (0,) * 4)


def test_finish_plays_every_card_home_from_sorted_columns() -> None:
    ending = np.empty(64, dtype=np.int32)
    made = {}
    for mode, code in layout.AUTOPLAY_CODES.items():
        state = layout.state_of(_runs_position())
        made[mode] = finish(state, code, ending)
        assert position_of(state).is_solved()
    assert made["none"] == 52
    assert made["max"] == 0
    assert made["safe"] == 0  # each column exposes an ace, then a two, …: safe autoplay takes all
