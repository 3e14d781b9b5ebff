"""The panel's anytime Solve: fc-solve's solution at once, then our search's shorter ones as they come;
playback that has started keeps its place; Cancel; "Preparing the solver…"; no libfreecell-solver."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QGuiApplication

from freecell_gui.core import search as engine
from freecell_gui.core.rules.position import Position
from freecell_gui.core.rules.replay import replay
from freecell_gui.core.search import GAVE_UP
from freecell_gui.ui.playback import PlaybackPanel
from freecell_gui.ui.playback.solve_worker import SolveOutcome, library_solve
from tests.helpers.scripted import (
    ScriptedFirst,
    ScriptedSearch,
    Shown,
    assert_replays,
    engine_solutions,
    search_with_widths,
    small_search,
    solver_outcome,
)

WAIT_MS = 30_000


@pytest.fixture
def scripted(panel: PlaybackPanel) -> Iterator[ScriptedSearch]:
    """Deal 1 with a scripted fc-solve part (our search's 46 moves) and a scripted search, stopped at
    the end of the test (its thread would otherwise outlive the panel)."""
    first = engine_solutions(1)[0]
    panel.solver().setSolveFunction(ScriptedFirst(solver_outcome(Position.deal(1), first)))
    search = ScriptedSearch()
    panel.solver().setSearchFunction(search)
    yield search
    panel.cancelSolve()
    panel.solver().shutdown()


def _solve(qtbot, panel: PlaybackPanel, shown: Shown, count: int = 1) -> None:  # type: ignore[no-untyped-def]
    panel.playbackActions().solve.trigger()
    qtbot.waitUntil(lambda: len(shown.solutions) >= count, timeout=WAIT_MS)


def test_fc_solves_solution_comes_first_then_our_shorter_ones_each_replaying(
    qtbot, panel: PlaybackPanel, solver_library
) -> None:  # type: ignore[no-untyped-def]
    shown = Shown(panel)
    panel.solver().setSearchFunction(small_search)
    panel.playbackActions().solve.trigger()
    qtbot.waitUntil(lambda: not panel.isSolving(), timeout=WAIT_MS)
    assert len(shown.solutions) >= 2
    assert shown.statuses[0].startswith("fc-solve's solution (short preset), found in ")
    fc_solves = library_solve(Position.deal(1), lambda: False).counts()[0]
    assert shown.solutions[0].given_count() == fc_solves  # as the site counts fc-solve's
    counts = [solution.given_count() for solution in shown.solutions]
    assert counts == sorted(set(counts), reverse=True)  # each one shorter than the last
    for solution, status in zip(shown.solutions[1:], shown.statuses[1:], strict=True):
        assert status.startswith(f"Shortened to {solution.given_count()} moves (+ ")
        assert "our search, safe autoplay" in status
    for solution in shown.solutions:
        assert_replays(solution)
    assert panel.statusText().endswith(" · the shortest our search found")
    assert panel.solution() == shown.solutions[-1] and panel.currentIndex() == 0


def test_a_shorter_solution_waits_while_playback_has_started(
    qtbot, panel: PlaybackPanel, scripted: ScriptedSearch
) -> None:  # type: ignore[no-untyped-def]
    shown = Shown(panel)
    _, shorter, shortest = engine_solutions(1)
    _solve(qtbot, panel, shown)
    first = panel.solution()
    assert first is not None and first.given_count() == 46
    assert panel.statusText().endswith(" · looking for a shorter one…")
    actions = panel.playbackActions()
    actions.forward.trigger()
    actions.forward.trigger()
    board = panel.currentPosition()
    scripted.release(shorter)
    qtbot.waitUntil(lambda: "ready" in panel.statusText(), timeout=WAIT_MS)
    # The player's place is kept: same moves, same step, same position; the status line says why.
    assert panel.solution() == first and panel.currentIndex() == 2 and panel.currentPosition() == board
    assert panel.statusText().endswith(" · a shorter one (43 moves) is ready: go to the start to see it")
    scripted.release(shortest)
    qtbot.waitUntil(lambda: "(39 moves) is ready" in panel.statusText(), timeout=WAIT_MS)
    assert panel.solution() == first and len(shown.solutions) == 1
    actions.start.trigger()  # back at the start: the shortest one kept back is shown
    assert len(shown.solutions) == 2 and panel.currentIndex() == 0
    assert shown.solutions[-1].given_count() == 39 and panel.statusText().startswith("Shortened to 39 moves")
    assert "ready" not in panel.statusText() and panel.isSolving()
    assert_replays(shown.solutions[-1])


def test_playing_counts_as_started_and_replaying_from_the_end_takes_the_shorter_one(
    qtbot, panel: PlaybackPanel, scripted: ScriptedSearch
) -> None:  # type: ignore[no-untyped-def]
    shown = Shown(panel)
    _solve(qtbot, panel, shown)
    panel.togglePlaying()
    assert panel.isPlaying() and panel.currentIndex() == 0
    scripted.release(engine_solutions(1)[1])
    qtbot.waitUntil(lambda: "ready" in panel.statusText(), timeout=WAIT_MS)
    assert len(shown.solutions) == 1
    panel.togglePlaying()
    panel.playbackActions().end.trigger()
    panel.togglePlaying()  # Play at the end plays again from the start: the shorter solution
    assert panel.isPlaying() and len(shown.solutions) == 2 and shown.solutions[-1].given_count() == 43


def test_a_solution_no_shorter_than_the_one_shown_is_not_shown(
    qtbot, panel: PlaybackPanel, scripted: ScriptedSearch
) -> None:  # type: ignore[no-untyped-def]
    shown = Shown(panel)
    _solve(qtbot, panel, shown)
    scripted.release(engine_solutions(1)[0])  # as long as fc-solve's
    scripted.finish()
    qtbot.waitUntil(lambda: not panel.isSolving(), timeout=WAIT_MS)
    assert len(shown.solutions) == 1 and panel.statusText().endswith(" · our search found none shorter")


def test_cancel_stops_the_search_at_once_and_keeps_what_is_shown(
    qtbot, panel: PlaybackPanel, scripted: ScriptedSearch
) -> None:  # type: ignore[no-untyped-def]
    shown = Shown(panel)
    _solve(qtbot, panel, shown)
    scripted.release(engine_solutions(1)[1])
    qtbot.waitUntil(lambda: len(shown.solutions) == 2, timeout=WAIT_MS)
    panel.playbackActions().cancel.trigger()
    assert not panel.isSolving() and not panel.playbackActions().cancel.isEnabled()
    assert panel.statusText().startswith("Shortened to 43 moves") and panel.statusText().endswith(
        " · search cancelled"
    )
    assert scripted.stopped.wait(5)  # the search saw its stop flag
    scripted.release(engine_solutions(1)[2])
    qtbot.wait(100)
    assert len(shown.solutions) == 2 and panel.solution() == shown.solutions[1]


def test_preparing_the_solver_is_said_while_the_kernels_load(
    qtbot, panel: PlaybackPanel, scripted: ScriptedSearch, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    loaded = threading.Event()
    monkeypatch.setattr(engine, "is_compiled", lambda: loaded.is_set())
    monkeypatch.setattr(engine, "prepare", lambda: loaded.wait(WAIT_MS / 1000))
    gave_up = SolveOutcome(False, "Gave up (scripted)")
    panel.solver().setSolveFunction(ScriptedFirst(gave_up))
    panel.playbackActions().solve.trigger()
    qtbot.waitUntil(lambda: panel.statusText() == "Preparing the solver…", timeout=WAIT_MS)
    assert panel.isSolving() and not scripted.started.is_set()
    loaded.set()
    assert scripted.started.wait(5)
    qtbot.waitUntil(lambda: panel.statusText() == "Solving deal 1…", timeout=WAIT_MS)  # loaded: searching
    scripted.release(engine_solutions(1)[2])
    qtbot.waitUntil(lambda: panel.stepCount() > 0, timeout=WAIT_MS)
    assert panel.statusText().startswith("Our search's solution: 39 moves (+ ")


def test_preparing_follows_fc_solves_solution_in_the_status_line(
    qtbot, panel: PlaybackPanel, scripted: ScriptedSearch, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    loaded = threading.Event()
    monkeypatch.setattr(engine, "is_compiled", lambda: False)
    monkeypatch.setattr(engine, "prepare", lambda: loaded.wait(WAIT_MS / 1000))
    panel.playbackActions().solve.trigger()
    qtbot.waitUntil(lambda: panel.statusText().endswith(" · Preparing the solver…"), timeout=WAIT_MS)
    assert panel.statusText().startswith("scripted fc-solve · 46 moves") and panel.stepCount() > 0
    loaded.set()
    qtbot.waitUntil(lambda: panel.statusText().endswith(" · looking for a shorter one…"), timeout=WAIT_MS)


@pytest.fixture
def no_library(monkeypatch: pytest.MonkeyPatch) -> None:
    """libfreecell-solver unavailable, as for a user without the Debian package."""
    from freecell_gui.core.fcs_lib import LIBRARY_ENV

    monkeypatch.setenv(LIBRARY_ENV, "/nonexistent/libfreecell-solver.so.0")


def test_without_the_solver_library_our_search_still_solves(
    qtbot, panel: PlaybackPanel, no_library: None
) -> None:  # type: ignore[no-untyped-def]
    shown = Shown(panel)
    panel.solver().setSearchFunction(small_search)
    panel.playbackActions().solve.trigger()
    qtbot.waitUntil(lambda: not panel.isSolving(), timeout=WAIT_MS)
    assert shown.statuses[0].startswith("Our search's solution: ")
    assert panel.statusText().endswith(" · the shortest our search found")
    for solution in shown.solutions:
        assert_replays(solution)


def test_without_the_library_an_exhaustive_search_proves_there_is_no_solution(
    qtbot, panel: PlaybackPanel, no_library: None
) -> None:  # type: ignore[no-untyped-def]
    panel.setStart(Position.deal(11982), 11982)
    panel.solver().setSearchFunction(search_with_widths(16384))  # every position of 11982 fits
    panel.playbackActions().solve.trigger()
    qtbot.waitUntil(lambda: not panel.isSolving(), timeout=WAIT_MS)
    assert panel.statusText() == "No solution: our search tried every position"


def test_a_scripted_search_that_gives_up_leaves_fc_solves_solution(
    qtbot, panel: PlaybackPanel, scripted: ScriptedSearch
) -> None:  # type: ignore[no-untyped-def]
    shown = Shown(panel)
    _solve(qtbot, panel, shown)
    scripted.finish(GAVE_UP)
    qtbot.waitUntil(lambda: not panel.isSolving(), timeout=WAIT_MS)
    assert len(shown.solutions) == 1 and panel.statusText().endswith(" · our search found none shorter")


def test_a_max_autoplay_solution_is_copied_and_exported_in_its_own_short_form(
    qtbot, panel: PlaybackPanel, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    from freecell_gui.ui.playback import transfer

    found = engine_solutions(1, "max")[-1]  # our search's, with max autoplay
    panel.solver().setSolveFunction(ScriptedFirst(SolveOutcome(False, "Gave up (scripted)")))
    scripted = ScriptedSearch()
    panel.solver().setSearchFunction(scripted)
    panel.solver().setAutoplaySource(lambda: "max")
    panel.playbackActions().solve.trigger()
    assert scripted.started.wait(5) and scripted.calls == ["max"]
    scripted.release(found)
    scripted.finish()
    qtbot.waitUntil(lambda: not panel.isSolving(), timeout=WAIT_MS)
    assert "our search, max autoplay" in panel.statusText()
    panel.playbackActions().copy.trigger()
    assert QGuiApplication.clipboard().text() == found.text  # the moves as our search writes them
    target = tmp_path / "deal-1.txt"
    monkeypatch.setattr(transfer, "ask_export_path", lambda parent, number: str(target))
    panel.playbackActions().export.trigger()
    header, *lines = target.read_text().splitlines()
    assert header == f"# deal 1, max autoplay, {len(found.texts)} moves"
    assert " ".join(lines).split() == list(found.texts)
    assert replay(Position.deal(1), target.read_text(), "max").final.is_solved()


def test_a_search_ending_with_a_solution_waiting_says_only_that_it_waits(
    qtbot, panel: PlaybackPanel, scripted: ScriptedSearch
) -> None:  # type: ignore[no-untyped-def]
    shown = Shown(panel)
    _solve(qtbot, panel, shown)
    panel.playbackActions().forward.trigger()
    scripted.release(engine_solutions(1)[2])
    scripted.finish()
    qtbot.waitUntil(lambda: not panel.isSolving(), timeout=WAIT_MS)
    status = panel.statusText()
    assert status.endswith(" · solved · a shorter one (39 moves) is ready: go to the start to see it")
    panel.playbackActions().start.trigger()
    assert panel.statusText().endswith(" · the shortest our search found") and len(shown.solutions) == 2
