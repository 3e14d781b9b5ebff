"""A range of deals solved: on how many worker processes, in order, and never a solution unchecked (the
command itself: tests/cli/test_cli_solve.py)."""

from __future__ import annotations

import pytest

from freecell_gui.core.position import Position
from freecell_gui.core.solve_range import CHUNK, RangeOptions, chunk_count, solve_range
from freecell_gui.core.solver import Outcome, Solver, SolverBugError
from tests.helpers.fc_solve import require_fc_solve


def test_chunks_cover_the_range() -> None:
    assert [chunk_count(1, last) for last in (1, CHUNK, CHUNK + 1, 50 * CHUNK)] == [1, 1, 2, 50]


@pytest.mark.parametrize("autoplay", ["safe", "none"])
def test_a_solution_that_does_not_win_is_never_printed(
    monkeypatch: pytest.MonkeyPatch, autoplay: str
) -> None:
    require_fc_solve()
    real_outcome = Solver.outcome

    def first_move_lost(self: Solver, start: Position, *args: object, **options: object) -> Outcome:
        found = real_outcome(self, start, *args, **options)  # type: ignore[arg-type]
        return found._replace(codes=found.codes[4:])  # (the last one lost would still win with autoplay)

    monkeypatch.setattr(Solver, "outcome", first_move_lost)
    with pytest.raises(SolverBugError):
        list(solve_range(617, 617, 1, RangeOptions("fast", autoplay)))


def test_a_range_on_workers_is_printed_in_deal_order_as_on_one_process() -> None:
    require_fc_solve()
    options = RangeOptions("fast")
    here = "".join(lines for _, lines in solve_range(1, 100, 1, options))
    pooled = list(solve_range(1, 100, 2, options))
    assert "".join(lines for _, lines in pooled) == here
    assert [done for done, _ in pooled] == [32, 64, 96, 100]
    assert [line.split()[0] for line in here.splitlines()] == [str(n) for n in range(1, 101)]
