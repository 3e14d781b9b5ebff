"""A range of deals solved: on how many worker processes, in order, and never a solution unchecked (the
command itself: tests/cli/test_cli_solve.py)."""

from __future__ import annotations

import pytest

from freecell_gui.core import solution_text
from freecell_gui.core import solve_range as solve_range_module
from freecell_gui.core.rules.position import Position
from freecell_gui.core.solve_range import (
    CHUNK,
    CompiledPath,
    RangeOptions,
    chunk_count,
    deal_line,
    load_compiled,
    solve_range,
)
from freecell_gui.core.solver import Outcome, Solver, SolverBugError
from tests.helpers.fc_solve import require_fc_solve


def test_chunks_cover_the_range() -> None:
    assert [chunk_count(1, last) for last in (1, CHUNK, CHUNK + 1, 50 * CHUNK)] == [1, 1, 2, 50]


@pytest.mark.parametrize(("autoplay", "compiled_deals"), [("safe", 10**9), ("safe", 1), ("none", 10**9)])
def test_a_solution_that_does_not_win_is_never_printed(
    monkeypatch: pytest.MonkeyPatch, autoplay: str, compiled_deals: int
) -> None:
    require_fc_solve()
    monkeypatch.setattr(solve_range_module, "COMPILED_DEALS_PER_JOB", compiled_deals)  # 1: the compiled path
    real_outcome = Solver.outcome

    def first_move_lost(self: Solver, start: Position | bytes, *args: object, **options: object) -> Outcome:
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


def loaded_compiled() -> CompiledPath:
    """The compiled path, loaded."""
    require_fc_solve()
    assert load_compiled()
    compiled = solve_range_module._compiled
    assert compiled is not None
    return compiled


def python_lines(first: int, last: int) -> str:
    with Solver() as solver:
        return "".join(deal_line(solver, number, RangeOptions()) for number in range(first, last + 1))


def test_the_compiled_path_prints_the_python_paths_lines_without_python(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    require_fc_solve()
    expected = python_lines(1, 300)
    assert load_compiled()
    compiled = solve_range_module._compiled
    assert compiled is not None
    read: list[bool] = []  # the compiled reader's answer for each deal with ambiguous moves

    def reads_as_written(cascades: object, rows: object) -> bool:
        read.append(compiled.reads_as_written(cascades, rows))
        return read[-1]

    def python_texts(*args: object) -> None:
        raise AssertionError("the Python path was taken")

    monkeypatch.setattr(solve_range_module, "_compiled", compiled._replace(reads_as_written=reads_as_written))
    monkeypatch.setattr(solve_range_module, "_python_texts", python_texts)
    with Solver() as solver:
        lines = "".join(deal_line(solver, number, RangeOptions(), compiled=True) for number in range(1, 301))
    assert lines == expected
    assert read.count(True) > 20 and "v2" in expected  # ambiguous moves and runs onto an empty column met


def test_moves_a_reader_may_not_win_as_written_get_the_counts_they_need(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    compiled = loaded_compiled()
    asked: list[list[int]] = []  # the ambiguous moves of each deal that has some

    def needed_counts(start: Position, texts: list[str], ambiguous: list[int]) -> list[str]:
        asked.append(ambiguous)
        return solution_text.needed_counts(start, texts, ambiguous)

    monkeypatch.setattr(solve_range_module, "_compiled", compiled._replace(reads_as_written=lambda *_: False))
    monkeypatch.setattr(solve_range_module, "needed_counts", needed_counts)
    with Solver() as solver:
        lines = "".join(deal_line(solver, number, RangeOptions(), compiled=True) for number in range(1, 101))
    assert lines == python_lines(1, 100)
    assert len(asked) > 5


def test_ranges_of_enough_deals_a_job_take_the_compiled_path_on_every_worker(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    require_fc_solve()
    expected = python_lines(1, 70)
    monkeypatch.setattr(solve_range_module, "COMPILED_DEALS_PER_JOB", 35)
    pooled = "".join(lines for _, lines in solve_range(1, 70, 2, RangeOptions()))  # forked or spawned
    monkeypatch.setattr(solve_range_module, "_python_texts", None)  # the Python path fails from here on
    assert pooled == expected
    assert "".join(lines for _, lines in solve_range(1, 35, 1, RangeOptions())) == "".join(
        expected.splitlines(keepends=True)[:35]
    )
    assert solve_range_module.solve_chunk(range(1, 71), RangeOptions(), compiled=True) == expected  # a worker
    with pytest.raises(TypeError):  # a shorter range takes the Python path
        list(solve_range(1, 34, 1, RangeOptions()))


def test_a_solution_the_kernel_does_not_vouch_for_goes_the_python_way(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    compiled = loaded_compiled()
    monkeypatch.setattr(solve_range_module, "_compiled", compiled._replace(rows=lambda cascades, codes: None))
    with Solver() as solver:
        lines = "".join(deal_line(solver, number, RangeOptions(), compiled=True) for number in range(1, 41))
    assert lines == python_lines(1, 40)
