"""The complete search: exact keys that ignore only the order of columns and free cells, proofs of "no
solution" on the known deals, solutions that replay, its bound and its stop flag; and its verdicts against
fc-solve's, the independent oracle."""

from __future__ import annotations

import random
import subprocess
import threading

import numpy as np
import pytest
from hypothesis import given, settings

from freecell_gui.core.deals.known_deals import UNSOLVABLE_DEALS
from freecell_gui.core.rules.autoplay import Autoplay
from freecell_gui.core.rules.position import Position
from freecell_gui.core.search.bounds import BYTES_PER_POSITION
from freecell_gui.core.search.complete import CompleteSearch
from freecell_gui.core.search.layout import STATE_SIZE, state_of
from freecell_gui.core.search.solution import solution_of
from freecell_gui.core.search.store_kernel import ORDER_SIZE, WORDS, canonical_key, decode_key
from tests.helpers.fc_solve import require_fc_solve
from tests.helpers.positions import played_positions, position_of


def key_of(position: Position) -> tuple[int, ...]:
    key = np.empty(WORDS, dtype=np.uint64)
    canonical_key(state_of(position), key, np.empty(ORDER_SIZE, dtype=np.int64))
    return tuple(int(word) for word in key)


def shuffled(position: Position, seed: int) -> Position:
    """The same position with its columns and its free cells in another order."""
    chooser = random.Random(seed)
    columns, cells = list(position.cascades), list(position.free_cells)
    chooser.shuffle(columns)
    chooser.shuffle(cells)
    return Position(tuple(columns), tuple(cells), position.foundations)


@settings(max_examples=150, deadline=None)
@given(played_positions())
def test_a_key_ignores_the_order_of_columns_and_cells_and_decodes_to_the_position(position: Position) -> None:
    key = key_of(position)
    assert key_of(shuffled(position, 1)) == key == key_of(shuffled(position, 2))
    decoded = np.empty(STATE_SIZE, dtype=np.uint8)
    decode_key(np.array(key, dtype=np.uint64), decoded)
    back = position_of(decoded)
    assert back.foundations == position.foundations
    assert sorted(back.cascades) == sorted(position.cascades)
    assert sorted(card for card in back.free_cells if card is not None) == sorted(
        card for card in position.free_cells if card is not None
    )
    assert (decoded == state_of(back)).all()  # the run lengths too


@settings(max_examples=150, deadline=None)
@given(played_positions(), played_positions())
def test_positions_that_differ_otherwise_have_different_keys(a: Position, b: Position) -> None:
    same = sorted(a.cascades) == sorted(b.cascades) and sorted(a.free_cells, key=str) == sorted(
        b.free_cells, key=str
    )
    assert (key_of(a) == key_of(b)) == same


def test_a_card_moved_within_a_column_changes_the_key() -> None:
    start = Position.deal(617)
    column = start.cascades[0]
    swapped = Position(
        ((column[1], column[0], *column[2:]), *start.cascades[1:]), start.free_cells, start.foundations
    )
    assert key_of(swapped) != key_of(start)


@pytest.mark.parametrize("deal", sorted(UNSOLVABLE_DEALS)[:4])
def test_the_known_deals_without_a_solution_are_exhausted(deal: int) -> None:
    outcome = CompleteSearch().run(state_of(Position.deal(deal)))
    assert outcome.exhausted and not outcome.solved and not outcome.full
    assert outcome.moves == () and outcome.positions == outcome.expanded > 1000


@pytest.mark.parametrize("deal", [1, 617, 1941, 739671])
def test_a_solution_of_the_complete_search_replays_and_wins(deal: int) -> None:
    start = Position.deal(deal)
    outcome = CompleteSearch().run(state_of(start))
    assert outcome.solved and not outcome.exhausted
    written = solution_of(
        start, outcome.moves, Autoplay.SAFE, Autoplay.SAFE
    )  # replayed by Position, or it raises
    assert len(written) > 20


def test_a_position_already_sorted_out_is_solved_by_moves_home_alone() -> None:
    start = Position.deal(5)
    outcome = CompleteSearch().run(state_of(start))
    solution = solution_of(start, outcome.moves, Autoplay.NONE, Autoplay.SAFE)
    last = start
    for move in solution.moves[:-10]:
        last = last.apply(move)
    ending = CompleteSearch().run(state_of(last))
    assert ending.solved and ending.expanded <= 10


@pytest.mark.parametrize("bound", [20_000, 32_768, 40_000])
def test_the_bound_gives_up_with_the_positions_searched_within_its_memory(bound: int) -> None:
    search = CompleteSearch(max_positions=bound)
    outcome = search.run(state_of(Position.deal(11982)))
    assert outcome.full and not outcome.exhausted and not outcome.solved
    assert bound // 2 < outcome.positions <= bound
    assert search.allocated() <= BYTES_PER_POSITION * bound


def test_a_stop_request_is_heard_between_slices() -> None:
    stop = threading.Event()
    calls = 0

    def should_stop() -> bool:
        nonlocal calls
        calls += 1
        return calls > 2

    outcome = CompleteSearch().run(state_of(Position.deal(11982)), should_stop=should_stop)
    assert outcome.stopped and not outcome.exhausted
    assert 0 < outcome.expanded <= 3 * 1024
    assert not stop.is_set()


def test_a_zero_bound_is_refused() -> None:
    with pytest.raises(ValueError, match="positive"):
        CompleteSearch(max_positions=0)


def _fc_solve(deal: int, *options: str) -> str:
    require_fc_solve()
    board = subprocess.run(
        ["make-microsoft-freecell-board", "-t", str(deal)], capture_output=True, text=True, check=True
    ).stdout
    return subprocess.run(["fc-solve", *options], input=board, capture_output=True, text=True).stdout


def _fc_solve_verdict(deal: int) -> str:
    """fc-solve's verdict on ``deal``: "solved" if its lg preset solves it, else "no solution" only when
    its search with single-card moves (its atomic move types) is exhausted within its limit."""
    if "This game is solveable" in _fc_solve(deal, "-l", "lg"):
        return "solved"
    limit = 3_000_000
    output = _fc_solve(deal, "-to", "01ABCDE", "-sp", "r:tf", "-mi", str(limit))
    if "This game is solveable" in output:
        return "solved"
    checked = int(output.split("Total number of states checked is ")[1].split(".")[0])
    return "no solution" if checked < limit else "gave up"


SAMPLE = [11982, 11981, 146692, 617, 1941, 57148, *random.Random(30).sample(range(1, 32001), 6)]


@pytest.mark.parametrize("deal", SAMPLE)
def test_verdicts_agree_with_fc_solve(deal: int) -> None:
    outcome = CompleteSearch().run(state_of(Position.deal(deal)))
    ours = "solved" if outcome.solved else "no solution" if outcome.exhausted else "gave up"
    assert ours == _fc_solve_verdict(deal)
