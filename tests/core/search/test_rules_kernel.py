"""The kernels against the model: on random games, in every autoplay mode, the kernel's moves are
exactly Position.legal_moves, and a move plus its automatic moves gives the position that
Position.apply plus autoplay_after gives (run lengths and hashes included)."""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from freecell_gui.core.notation.standard import LOCATION_INDEX, parse_move
from freecell_gui.core.rules.autoplay import AUTOPLAY_MODES, autoplay_after
from freecell_gui.core.rules.position import Position
from freecell_gui.core.search import hash_kernel as hashes
from freecell_gui.core.search import layout
from freecell_gui.core.search import rules_kernel as rules
from tests.helpers.positions import position_of

_MOVES = np.empty(256, dtype=np.int32)


def _kernel_moves(state: np.ndarray, every: bool) -> set[tuple[str, str, int]]:
    made = rules.generate_moves(state, _MOVES, every)
    moves = [layout.decode(int(code)) for code in _MOVES[:made]]
    return {(m.source, m.dest, m.count) for m in moves}


def _check_state(state: np.ndarray, position: Position) -> None:
    assert position_of(state) == position
    for column in range(8):
        assert state[layout.RUN_AT + column] == position.sequence_length(column)
        assert rules.run_length(state, column) == position.sequence_length(column)


@settings(max_examples=60, deadline=None)
@given(
    deal=st.integers(1, 32000),
    mode=st.sampled_from(AUTOPLAY_MODES),
    choices=st.lists(st.integers(0, 10_000), min_size=1, max_size=60),
)
def test_kernel_moves_agree_with_position_on_random_games(deal: int, mode: str, choices: list[int]) -> None:
    position = Position.deal(deal)
    state = layout.state_of(position)
    for choice in choices:
        legal = position.legal_moves()
        assert _kernel_moves(state, True) == {(m.source, m.dest, m.count) for m in legal}
        assert _kernel_moves(state, False) <= _kernel_moves(state, True)
        if not legal:
            break
        move = legal[choice % len(legal)]
        position, auto = autoplay_after(position.apply(move), mode)
        rules.apply_move(
            state, layout.encode(LOCATION_INDEX[move.source], LOCATION_INDEX[move.dest], move.count)
        )
        assert rules.autoplay(state, layout.AUTOPLAY_CODES[mode]) == len(auto)
        _check_state(state, position)


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


def test_hash_ignores_the_order_of_columns_and_free_cells() -> None:
    position = Position.deal(617)
    position = position.apply(parse_move("1a")).apply(parse_move("2c"))
    swapped = Position(
        (position.cascades[3], *position.cascades[1:3], position.cascades[0], *position.cascades[4:]),
        (position.free_cells[2], None, position.free_cells[0], None),
        position.foundations,
    )
    assert hashes.position_hash(layout.state_of(position)) == hashes.position_hash(layout.state_of(swapped))
    other = position.apply(parse_move("3b"))
    assert hashes.position_hash(layout.state_of(position)) != hashes.position_hash(layout.state_of(other))


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
        made[mode] = rules.finish(state, code, ending)
        assert position_of(state).is_solved()
    assert made["none"] == 52
    assert made["max"] == 0
    assert made["safe"] == 0  # each column exposes an ace, then a two, …: safe autoplay takes all
