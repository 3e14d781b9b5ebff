"""The status bar's solver verdict: honest texts, found after a pause, cancelled by a new deal, cached."""

from __future__ import annotations

import re
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass

import pytest
from PySide6.QtCore import Qt

from freecell_gui.core import fcs_lib
from freecell_gui.core.deals.known_deals import is_known_unsolvable
from freecell_gui.core.rules.position import Position
from freecell_gui.core.solver import Verdict, solve
from freecell_gui.ui.playback.dock import PlaybackDock
from freecell_gui.ui.playback.solve_worker import SolveOutcome
from freecell_gui.ui.window.main_window import MainWindow
from freecell_gui.ui.window.status_bar import SiteNoteLabel
from freecell_gui.ui.window.verdict_label import PAUSE_MS, VerdictLabel, VerdictOutcome

BROWSING_PAUSE_MS = 60_000
WAIT_MS = 30_000  # a generous ceiling for a loaded CI machine, not a speed goal (see bench_verdict)


def verdict_of(window) -> VerdictLabel:  # type: ignore[no-untyped-def]
    label = window.findChild(VerdictLabel, "verdictLabel")
    assert isinstance(label, VerdictLabel) and label.isVisibleTo(window.statusBar())
    return label


def wait_for_verdict(qtbot, label: VerdictLabel) -> SolveOutcome:  # type: ignore[no-untyped-def]
    qtbot.waitUntil(lambda: label.outcome() is not None, timeout=WAIT_MS)
    outcome = label.outcome()
    assert outcome is not None
    return outcome


class FakeSolver:
    """Counts its calls (by the position's deal) and returns a fixed verdict; ``slow`` searches until
    stopped, and records that it saw the stop flag."""

    def __init__(self, outcome: SolveOutcome, slow: bool = False) -> None:
        self.outcome, self.slow = outcome, slow
        self.calls: list[Position] = []
        self.running = threading.Event()
        self.saw_stop = threading.Event()

    def __call__(self, position: Position, should_stop: Callable[[], bool]) -> SolveOutcome:
        outcome, slow = self.outcome, self.slow  # as they were when this search began
        self.calls.append(position)
        self.running.set()
        give_up = time.monotonic() + 5  # a search that is never stopped fails the test instead of hanging it
        while slow and not should_stop() and time.monotonic() < give_up:
            threading.Event().wait(0.001)
        if slow and should_stop():
            self.saw_stop.set()
        return outcome


SOLVED_7 = VerdictOutcome(True, "", [], False, Verdict.SOLVED, 100)


@dataclass
class Solving:
    window: MainWindow
    label: VerdictLabel
    slow: FakeSolver  # searching deal 301 until it is stopped


@pytest.fixture
def solving(qtbot, make_window) -> Solving:  # type: ignore[no-untyped-def]
    """A window whose verdict label is in the middle of a slow search, started without a pause."""
    window = make_window(300)
    label = verdict_of(window)
    slow = FakeSolver(SOLVED_7, slow=True)
    label.setSolveFunction(slow)
    label.setPause(0)
    window.setDeal(301)
    qtbot.waitUntil(slow.running.is_set, timeout=WAIT_MS)
    return Solving(window, label, slow)


def test_deal_1_is_solvable_in_the_solvers_move_count(qtbot, make_window, solver_library) -> None:  # type: ignore[no-untyped-def]
    window = make_window(1)
    label = verdict_of(window)
    outcome = wait_for_verdict(qtbot, label)
    expected = len(solve(Position.deal(1), preset="fast").moves)  # the oracle: the solver, directly
    assert expected > 0 and len(outcome.moves) == expected
    found = re.fullmatch(r"Solvable: fc-solve solves it in (\d+) moves \+ (\d+) by autoplay", label.text())
    assert found is not None, label.text()
    # Counted as the site counts: every card goes home once, by a move or by autoplay.
    given, auto = int(found[1]), int(found[2])
    assert outcome.site is not None and given == len(outcome.site.steps)
    assert auto == 52 - sum(step.move.dest == "h" for step in outcome.site.steps) and given + auto <= expected
    assert "playback" in label.toolTip()


def test_deal_11982_has_no_solution_as_the_site_note_says(qtbot, make_window, solver_library) -> None:  # type: ignore[no-untyped-def]
    window = make_window(11982)
    label = verdict_of(window)
    wait_for_verdict(qtbot, label)
    assert label.text() == "No solution exists (search exhausted)"
    # Consistent with the list of known unsolvable deals (core/known_deals.py), which the site note shows.
    assert is_known_unsolvable(11982)
    site_note = window.findChild(SiteNoteLabel, "siteNoteLabel")
    assert site_note.text().startswith("No solution exists") and label.text().startswith("No solution exists")


def test_fast_browsing_starts_one_solve_after_the_pause(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window(100)
    label = verdict_of(window)
    fake = FakeSolver(SOLVED_7)
    label.setSolveFunction(fake)
    started: list[object] = []
    label.solveStarted.connect(started.append)
    # While browsing, a pause no loaded machine can stretch a 20 ms wait to; the real one for the last deal.
    label.setPause(BROWSING_PAUSE_MS)
    for number in range(200, 220):  # 20 deals, a key press every 20 ms
        window.setDeal(number)
        qtbot.wait(20)
        assert label.text() == ""  # no stale verdict of an earlier deal while browsing
    assert fake.calls == [] and started == []
    label.setPause(PAUSE_MS)  # restarts the waiting deal's pause
    wait_for_verdict(qtbot, label)
    qtbot.wait(PAUSE_MS)  # no second solve follows
    assert started == [("freecell", 219)]
    assert fake.calls == [Position.deal(219)]
    assert label.text() == "Solvable: fc-solve solves it in 0 moves"


def test_a_new_deal_stops_the_running_solve_and_ignores_its_result(qtbot, solving: Solving) -> None:  # type: ignore[no-untyped-def]
    label = solving.label
    assert label.isSolving() and label.text() == "Solving…"
    fake = solving.slow
    fake.outcome, fake.slow = VerdictOutcome(False, "", [], False, Verdict.GAVE_UP, 12345), False
    solving.window.setDeal(302)  # its search ends at once; the running one's SOLVED_7 comes late
    assert fake.saw_stop.wait(5), "the running search never saw the stop flag"
    outcome = wait_for_verdict(qtbot, label)
    qtbot.wait(50)  # the stopped search's late result has had time to arrive
    assert label.outcome() is outcome and outcome.verdict is Verdict.GAVE_UP  # type: ignore[attr-defined]
    assert label.text() == "Solver gave up after 12,345 positions"
    assert fake.calls == [Position.deal(301), Position.deal(302)]


def test_a_deal_seen_before_shows_its_cached_verdict_without_a_solve(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window(400)
    label = verdict_of(window)
    fake = FakeSolver(VerdictOutcome(False, "", [], False, Verdict.NO_SOLUTION))
    label.setSolveFunction(fake)
    label.setPause(0)
    window.setDeal(401)
    wait_for_verdict(qtbot, label)
    window.setDeal(402)
    wait_for_verdict(qtbot, label)
    window.setDeal(401)
    assert label.text() == "No solution exists (search exhausted)"  # at once, before any pause
    qtbot.wait(50)
    assert fake.calls == [Position.deal(401), Position.deal(402)]


def test_dou_dizhu_shows_no_verdict_and_solves_nothing(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window(500)
    label = verdict_of(window)
    fake = FakeSolver(SOLVED_7)
    label.setSolveFunction(fake)
    label.setPause(0)
    window.setGame("doudizhu")
    qtbot.wait(100)
    assert label.text() == "" and fake.calls == []


def test_a_missing_library_says_so_and_names_the_packages(qtbot, make_window, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv(fcs_lib.LIBRARY_ENV, "/nonexistent/libfreecell-solver.so.0")
    window = make_window(600)
    label = verdict_of(window)
    wait_for_verdict(qtbot, label)
    assert label.text() == "Solver not installed"
    assert "apt-get install libfreecell-solver0 freecell-solver-bin" in label.toolTip()


def test_clicking_a_verdict_asks_the_playback_panel_to_solve(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window(700)
    label = verdict_of(window)
    triggered: list[bool] = []
    window.actionsByName()["solve"].triggered.connect(lambda *_: triggered.append(True))
    dock = window.findChild(PlaybackDock)
    assert dock is not None and not dock.isVisibleTo(window)
    qtbot.mouseClick(label, Qt.MouseButton.LeftButton)
    assert triggered == [True] and dock.isVisibleTo(window)  # the panel shows, solving the deal


def test_the_late_result_of_a_stopped_solve_is_never_shown(qtbot, solving: Solving) -> None:  # type: ignore[no-untyped-def]
    solving.window.setGame("doudizhu")  # no new solve follows, so nothing but the late result could show
    assert solving.slow.saw_stop.wait(5)
    qtbot.wait(100)
    assert solving.label.outcome() is None and solving.label.text() == ""
