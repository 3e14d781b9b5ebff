"""The compiled count of a catalogue row against the Python passes it replaces: the same count for every
solution fc-solve gives, and no count for a solution those passes do not check to win."""

from __future__ import annotations

import random

import pytest

from freecell_gui.core.catalogue.facts import moves_shown
from freecell_gui.core.position import Position
from freecell_gui.core.search.count_kernel import deal_shown_count
from freecell_gui.core.solver import Outcome, Solver, SolverBugError, SolveResult, Verdict
from freecell_gui.core.solver_moves import solution_of_codes
from tests.helpers.fc_solve import require_fc_solve


@pytest.fixture(scope="module")
def outcomes() -> list[tuple[Position, Outcome]]:
    require_fc_solve()
    with Solver() as solver:
        found = [(Position.deal(number), solver.outcome(Position.deal(number))) for number in range(1, 401)]
    return [(start, outcome) for start, outcome in found if outcome.verdict is Verdict.SOLVED]


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


def _corrupted(codes: bytes, rng: random.Random) -> bytes:
    moves = [codes[i : i + 4] for i in range(0, len(codes), 4)]
    at = rng.randrange(len(moves))
    how = rng.randrange(5)
    if how == 0:
        del moves[at]
    elif how == 1 and at + 1 < len(moves):
        moves[at], moves[at + 1] = moves[at + 1], moves[at]
    elif how == 2:
        moves = moves[:at]
    else:  # another source or destination (a place out of range too), or another card count
        changed = bytearray(moves[at])
        changed[1 + (how - 2) % 3] = rng.randrange(14)
        moves[at] = bytes(changed)
    return b"".join(moves)


def test_a_corrupted_solution_gets_no_count_the_python_passes_would_not_give(
    outcomes: list[tuple[Position, Outcome]],
) -> None:
    rng = random.Random(23)
    refused = vouched = 0
    for start, outcome in outcomes[:120]:
        for _ in range(6):
            codes = _corrupted(outcome.codes, rng)
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
