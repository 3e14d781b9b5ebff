"""The compiled count of a catalogue row against the Python passes it replaces: the same count for every
solution fc-solve gives, and no count for a solution those passes do not check to win."""

from __future__ import annotations

import random

import pytest

from freecell_gui.core.catalogue.facts import moves_shown
from freecell_gui.core.rules.position import Position
from freecell_gui.core.search.count_kernel import deal_shown_count
from freecell_gui.core.solver import Outcome, Solver, SolverBugError, SolveResult, Verdict
from freecell_gui.core.solver_moves import solution_of_codes
from tests.helpers.library_solutions import corrupted, solved_deals


@pytest.fixture(scope="module")
def outcomes() -> list[tuple[Position, Outcome]]:
    return solved_deals()


def python_count(start: Position, codes: bytes) -> int | None:
    """The count as the catalogue made it before the kernel; None for a solution it refuses."""
    try:
        moves, texts, ops = solution_of_codes(start, codes)
        result = SolveResult(Verdict.SOLVED, start, moves, 0, 0, 0.0, "fast", "", texts, ops)
        return moves_shown(result)
    except SolverBugError:
        return None


def test_the_compiled_count_is_the_python_count(outcomes: list[tuple[Position, Outcome]]) -> None:
    assert len(outcomes) == 400
    for start, outcome in outcomes:
        assert deal_shown_count(start, outcome.codes) == python_count(start, outcome.codes)


def test_a_corrupted_solution_gets_no_count_the_python_passes_would_not_give(
    outcomes: list[tuple[Position, Outcome]],
) -> None:
    rng = random.Random(23)
    refused = vouched = 0
    for start, outcome in outcomes[:120]:
        for _ in range(6):
            codes = corrupted(outcome.codes, rng)
            count = deal_shown_count(start, codes)
            if count is None:
                refused += 1
            else:  # only for a solution the checks of the Python passes take too, with the same count
                assert count == python_count(start, codes)
                vouched += 1
    assert refused > 300 and vouched > 10  # both kinds met (a swap of two independent moves still wins)


def test_a_position_other_than_a_deal_as_dealt_is_left_to_python() -> None:
    start = Position.deal(1)
    with Solver() as solver:
        codes = solver.outcome(start).codes
    moved = Position(
        (*start.cascades[:7], start.cascades[7][:-1]),
        (start.cascades[7][-1], None, None, None),
        start.foundations,
    )
    assert deal_shown_count(moved, codes) is None
    assert deal_shown_count(start, codes) == python_count(start, codes) == 80
