"""Solve off the GUI thread: verdicts of the real library, Cancel, a missing library in one line.

These tests run fc-solve's part of Solve alone (no search of ours after it: see test_anytime_solve.py).
"""

from __future__ import annotations

import threading
import time

from PySide6.QtWidgets import QToolButton

from freecell_gui.core.rules.position import Position
from freecell_gui.core.rules.replay import replay
from freecell_gui.ui.playback import PlaybackPanel
from freecell_gui.ui.playback.solve_worker import SolveOutcome, library_solve
from freecell_gui.ui.text.wording import text_of


def _solve_and_wait(qtbot, panel: PlaybackPanel) -> None:  # type: ignore[no-untyped-def]
    panel.solver().setSearchFunction(None)
    panel.playbackActions().solve.trigger()
    assert panel.isSolving() and panel.playbackActions().cancel.isEnabled()
    qtbot.waitUntil(lambda: not panel.isSolving(), timeout=30_000)
    assert not panel.playbackActions().cancel.isEnabled()


def test_deal_11982_has_no_solution(qtbot, panel: PlaybackPanel, solver_library) -> None:
    panel.setStart(Position.deal(11982), 11982)
    _solve_and_wait(qtbot, panel)
    assert panel.statusText().lower().startswith("no solution") and panel.stepCount() == 0


def test_deal_1_is_solved_and_the_solution_replays(qtbot, panel: PlaybackPanel, solver_library) -> None:
    _solve_and_wait(qtbot, panel)
    assert (
        panel.statusText().startswith("fc-solve's solution (short preset), found in ") and panel.stepCount()
    )
    solution = panel.solution()
    assert solution is not None and solution.rejected is None
    every = solution.text(short=False)
    assert replay(Position.deal(1), every, autoplay="none").final.is_solved()  # the core replays it
    panel.playbackActions().end.trigger()
    end = panel.currentPosition()
    assert end is not None and end.is_solved()


def test_library_solve_sees_the_stop_flag(solver_library) -> None:
    outcome = library_solve(Position.deal(617), lambda: True)
    assert not outcome.solved and "stopped" in text_of(outcome.message) and not outcome.moves


def test_a_missing_library_says_what_to_install(qtbot, panel: PlaybackPanel, monkeypatch) -> None:
    from freecell_gui.core.fcs_lib import LIBRARY_ENV

    monkeypatch.setenv(LIBRARY_ENV, "/nonexistent/libfreecell-solver.so.0")
    _solve_and_wait(qtbot, panel)
    message = panel.statusText()
    assert "apt-get install libfreecell-solver0" in message and "\n" not in message
    assert panel.stepCount() == 0 and panel.playbackActions().solve.isEnabled()


class _Blocking:
    """A solve that runs until it is told to stop, and records that it saw the flag."""

    def __init__(self) -> None:
        self.started = threading.Event()
        self.stopped = threading.Event()

    def __call__(self, position: Position, should_stop) -> SolveOutcome:  # type: ignore[no-untyped-def]
        self.started.set()
        while not should_stop():
            time.sleep(0.005)
        self.stopped.set()
        return SolveOutcome(False, "gave up (stopped)")


def test_cancel_ends_the_solve_and_the_gui_stays_responsive(
    qtbot, panel: PlaybackPanel, fc_solve_solution
) -> None:
    solve = _Blocking()
    panel.solver().setSolveFunction(solve)
    panel.loadSolution(fc_solve_solution(1).text())
    panel.show()
    cancel_button = next(
        b for b in panel.findChildren(QToolButton) if b.defaultAction() is panel.playbackActions().cancel
    )
    assert not cancel_button.isVisible()
    panel.playbackActions().solve.trigger()
    assert solve.started.wait(5) and panel.isSolving() and cancel_button.isVisible()
    panel.playbackActions().forward.trigger()  # the GUI thread is free while the worker solves
    qtbot.wait(50)
    assert panel.currentIndex() == 1 and panel.isSolving()
    panel.playbackActions().cancel.trigger()
    assert (
        not panel.isSolving() and panel.statusText() == "Solving cancelled" and not cancel_button.isVisible()
    )
    assert solve.stopped.wait(1)
    qtbot.wait(50)  # the late "gave up" of the cancelled task is ignored
    assert panel.statusText() == "Solving cancelled" and panel.stepCount() == len(fc_solve_solution(1).moves)


def test_a_new_deal_cancels_the_solve(qtbot, panel: PlaybackPanel) -> None:
    solve = _Blocking()
    panel.solver().setSolveFunction(solve)
    panel.playbackActions().solve.trigger()
    assert solve.started.wait(5)
    panel.setStart(Position.deal(2), 2)
    assert solve.stopped.wait(1) and not panel.isSolving()
