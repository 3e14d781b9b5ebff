"""The verdict-only sweep: its fast pass (positions told apart by a hash) agrees with the complete search,
its solutions replay by Position, a hash collision only ever prunes (never a "no solution"), and "no
solution" comes from the complete search alone."""

from __future__ import annotations

import random

import numpy as np
import pytest

from freecell_gui.core.rules.autoplay import Autoplay
from freecell_gui.core.rules.position import Position
from freecell_gui.core.search.complete import Completed, CompleteSearch
from freecell_gui.core.search.hash_set_kernel import STAMPS
from freecell_gui.core.search.layout import state_of
from freecell_gui.core.search.result import GAVE_UP, NO_SOLUTION, SOLVED
from freecell_gui.core.search.solution import solution_of
from freecell_gui.core.search.sweep import BYTES_PER_STORED, FIXED_BYTES, Sweep

SAMPLE = sorted({11982, 617, 1941, 253, *random.Random(30).sample(range(1, 32001), 25)})


def _complete_verdict(deal: int) -> str:
    outcome = CompleteSearch().run(state_of(Position.deal(deal)))
    return SOLVED if outcome.solved else NO_SOLUTION if outcome.exhausted else GAVE_UP


@pytest.fixture(scope="module")
def swept() -> dict[int, str]:
    found = Sweep().run(SAMPLE)
    assert found is not None
    assert [one.deal for one in found] == SAMPLE
    return {one.deal: one.verdict for one in found}


@pytest.mark.parametrize("deal", SAMPLE)
def test_the_sweep_agrees_with_the_complete_search(swept: dict[int, str], deal: int) -> None:
    assert swept[deal] == _complete_verdict(deal)


@pytest.mark.parametrize("deal", [1, 617, 1941, 253, 31999])
def test_a_solution_of_the_fast_pass_replays_by_position(deal: int) -> None:
    start = Position.deal(deal)
    moves, expanded = Sweep().fast_solution(state_of(start))
    assert moves is not None and expanded > 0
    solution = solution_of(
        start, moves, Autoplay.SAFE, Autoplay.SAFE
    )  # raises unless Position replays it to a win
    assert len(solution) > 20


def test_the_fast_pass_solves_the_usual_deal_without_the_complete_search(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def refused(*args: object, **kwargs: object) -> Completed:
        raise AssertionError("the complete search ran")

    monkeypatch.setattr(CompleteSearch, "run", refused)
    found = Sweep().run(range(1, 41))
    assert found is not None and {one.verdict for one in found} == {SOLVED}
    assert all(0 < one.expanded <= one.positions for one in found)


def test_no_solution_comes_from_the_complete_search_alone(monkeypatch: pytest.MonkeyPatch) -> None:
    searched: list[int] = []
    run = CompleteSearch.run

    def spied(self: CompleteSearch, start: np.ndarray, *args: object, **kwargs: object) -> Completed:
        searched.append(int(start[0]))
        return run(self, start, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(CompleteSearch, "run", spied)
    found = Sweep().run([11981, 11982, 11983])
    assert found is not None
    assert [one.verdict for one in found] == [SOLVED, NO_SOLUTION, SOLVED]
    assert searched == [int(state_of(Position.deal(11982))[0])]  # the fast pass ran out: it proved nothing
    assert found[1].expanded > 50_000


@pytest.mark.parametrize("bits", [0, 6, 12])
def test_hash_collisions_only_prune(bits: int) -> None:
    """With the hashes cut to a few bits, positions collide all the time: the fast pass finds less (with
    no bits, nothing past the deal), yet every verdict stands, "no solution" included."""
    deals = [1, 617, 11982, *SAMPLE[:6]]
    sweep = Sweep()
    sweep._key_mask = np.uint64(((1 << bits) - 1) << (64 - bits) if bits else 0)
    found = sweep.run(deals)
    assert found is not None
    assert [one.verdict for one in found] == [_complete_verdict(deal) for deal in deals]
    if bits == 0:
        # every child collides with the deal
        assert sweep.fast_solution(state_of(Position.deal(1))) == (None, 1)


def test_the_stamps_wrap_without_mixing_searches() -> None:
    deals = list(range(100, 108))
    fresh = Sweep().run(deals)
    wrapping = Sweep()
    wrapping._stamp[0] = STAMPS - 4  # the table is cleared halfway through
    assert wrapping.run(deals) == fresh
    assert 0 < wrapping._stamp[0] < 8


def test_a_stop_request_is_heard_between_slices() -> None:
    calls = 0

    def should_stop() -> bool:
        nonlocal calls
        calls += 1
        return calls > 2

    assert Sweep().run(range(1, 200), should_stop) is None
    assert calls == 3


def test_the_memory_is_bounded_as_documented() -> None:
    for capacity in (4096, 6000, 16384):  # the table's power of two is at most four slots a position
        bound = BYTES_PER_STORED * capacity + FIXED_BYTES
        assert 0.85 * bound < Sweep(capacity=capacity).allocated() <= bound


def test_the_bound_on_positions_bounds_both_searches() -> None:
    for bound in (1000, 300):  # 300: no room for the fast pass, the complete search alone
        sweep = Sweep(max_positions=bound)
        assert sweep.allocated() <= BYTES_PER_STORED * bound + FIXED_BYTES
        found = sweep.run([617, 11982])
        assert found is not None
        assert [one.verdict for one in found] == [GAVE_UP, GAVE_UP]
        assert all(0 < one.positions <= bound for one in found)
    assert Sweep(max_positions=300).fast_solution(state_of(Position.deal(1))) == (None, 0)


@pytest.mark.parametrize("number", [0, 2**33, -5])
def test_a_number_that_is_not_a_deal_is_refused(number: int) -> None:
    with pytest.raises(ValueError, match="out of range"):
        Sweep().run([number])


def test_deals_of_every_draw_rule_are_dealt_in_the_kernel() -> None:
    """The sweep deals in the kernel: each deal's search is the one from Position's deal, move for move."""
    deals = [1, 2**31 - 1, 2**31, 2**32 - 1, 2**32, 5_000_000_000]
    found = Sweep().run(deals)
    assert found is not None
    for one in found:
        moves, expanded = Sweep().fast_solution(state_of(Position.deal(one.deal)))
        assert moves is not None and (one.verdict, one.expanded) == (SOLVED, expanded)
        solution_of(Position.deal(one.deal), moves, Autoplay.SAFE, Autoplay.SAFE)
