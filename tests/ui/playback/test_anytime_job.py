"""The anytime Solve's work as its thread runs it, called here directly: what it reports, in order."""

from __future__ import annotations

import threading

import pytest

from freecell_gui.core import search as engine
from freecell_gui.core.rules.position import Position
from freecell_gui.core.search import NO_SOLUTION, SOLVED
from freecell_gui.core.search.process import SearchProcess
from freecell_gui.ui.playback.anytime_job import (
    PREPARING,
    SEARCHING,
    FirstFound,
    Found,
    SearchEnd,
    anytime_solve,
)
from freecell_gui.ui.playback.solve_worker import SolveOutcome
from tests.helpers.scripted import (
    SMALL_WIDTHS,
    ScriptedFirst,
    assert_replays,
    engine_solutions,
    small_search,
    solver_outcome,
)

START = Position.deal(1)


def test_fc_solves_solution_then_ours_each_as_replayed_steps(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(engine, "is_compiled", lambda: False)  # the kernels load on this first search
    reports: list[object] = []
    first = ScriptedFirst(solver_outcome(START, engine_solutions(1)[0]))
    end = anytime_solve(first, small_search, START, "safe", threading.Event(), reports.append)
    assert isinstance(reports[0], FirstFound) and reports[0].solution.autoplay == "safe"
    assert reports[1:3] == [PREPARING, SEARCHING]
    found = reports[3:]
    assert found and all(isinstance(report, Found) for report in found)
    counts = [report.solution.given_count() for report in found]  # type: ignore[attr-defined]
    assert counts == sorted(counts, reverse=True)
    for report in [reports[0], *found]:
        assert report.solution.by_solver  # type: ignore[attr-defined]
        assert_replays(report.solution)  # type: ignore[attr-defined]
    assert isinstance(end, SearchEnd) and end.verdict == SOLVED and end.first is first.outcome


def test_a_proof_that_no_solution_exists_ends_it_before_our_search() -> None:
    proven = SolveOutcome(False, "No solution (scripted)", unsolvable=True)
    searched: list[str] = []

    def search(*args: object) -> object:
        searched.append("called")
        raise AssertionError("our search ran after fc-solve's proof")

    reports: list[object] = []
    end = anytime_solve(ScriptedFirst(proven), search, START, "safe", threading.Event(), reports.append)  # type: ignore[arg-type]
    assert end is proven and reports == [] and searched == []


def test_without_our_search_fc_solves_outcome_is_the_end() -> None:
    outcome = solver_outcome(START, engine_solutions(1)[0])
    reports: list[object] = []
    end = anytime_solve(ScriptedFirst(outcome), None, START, "none", threading.Event(), reports.append)
    assert end is outcome and len(reports) == 1
    assert isinstance(reports[0], FirstFound) and reports[0].solution.autoplay == "none"  # every move


def test_a_search_process_loads_in_its_worker_and_reports_each_solution_replayed_here(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def loading_here() -> None:
        raise AssertionError("the kernels were loaded in the window's process")

    monkeypatch.setattr(engine, "prepare", loading_here)
    monkeypatch.setattr(engine, "is_compiled", lambda: False)
    gave_up = SolveOutcome(False, "Gave up (scripted)")
    process = SearchProcess(widths=SMALL_WIDTHS)
    try:
        reports: list[object] = []
        end = anytime_solve(ScriptedFirst(gave_up), process, START, "safe", threading.Event(), reports.append)
        assert reports[:2] == [PREPARING, SEARCHING] and len(reports) >= 4
        for report in reports[2:]:
            assert isinstance(report, Found) and report.solution.by_solver
            assert_replays(report.solution)
        assert isinstance(end, SearchEnd) and end.verdict == SOLVED
        reports.clear()  # the worker is loaded now: nothing to prepare
        anytime_solve(ScriptedFirst(gave_up), process, START, "safe", threading.Event(), reports.append)
        assert reports and all(isinstance(report, Found) for report in reports)
    finally:
        process.close()


def test_a_search_process_hears_the_stop_flag() -> None:
    stop = threading.Event()
    stop.set()
    process = SearchProcess()
    result = process(Position.deal(11982), "safe", stop, lambda found: None)
    assert result.stopped and result.verdict != NO_SOLUTION  # stopped before it could prove anything
