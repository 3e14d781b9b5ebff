"""A catalogue row's move count: the compiled count, the Python passes when it declines, and never a count
from a solution that does not check."""

from __future__ import annotations

import pytest

from freecell_gui.core.catalogue import facts
from freecell_gui.core.catalogue.facts import deal_row
from freecell_gui.core.rules.position import Position
from freecell_gui.core.solver import Outcome, Solver, SolverBugError
from tests.helpers.fc_solve import require_fc_solve


@pytest.fixture(autouse=True)
def _fc_solve() -> None:
    require_fc_solve()


def test_the_python_passes_make_the_same_rows_when_the_kernel_declines(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    with Solver() as solver:
        compiled = [deal_row(solver, number) for number in range(1, 61)]
        monkeypatch.setattr(facts, "_kernels", None)
        in_python = [deal_row(solver, number) for number in range(1, 61)]
    assert compiled == in_python
    assert all(row.moves for row in compiled)


@pytest.mark.parametrize("compiled", [True, False])
def test_a_solution_that_does_not_win_gets_no_row(monkeypatch: pytest.MonkeyPatch, compiled: bool) -> None:
    real_outcome = Solver.outcome

    def one_move_short(self: Solver, start: Position | bytes, *args: object, **options: object) -> Outcome:
        found = real_outcome(self, start, *args, **options)  # type: ignore[arg-type]
        return found._replace(codes=found.codes[:-4])

    monkeypatch.setattr(Solver, "outcome", one_move_short)
    if not compiled:
        monkeypatch.setattr(facts, "_kernels", None)
    with Solver() as solver, pytest.raises(SolverBugError, match="not win"):
        deal_row(solver, 617)
