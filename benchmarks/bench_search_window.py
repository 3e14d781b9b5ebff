"""Our search in the window: how long the GUI thread is kept from its events while Solve runs.

A real window (offscreen, 1280 × 800, the solution panel and the text pane shown) solves deal 617 with
the panel's Solve: fc-solve's solution first, then our search's shorter ones, each shown as it comes,
until the search ends. A 1 ms QTimer ticks on the GUI thread meanwhile; the longest gap between two
ticks while the panel is solving is the longest stall a user could feel (goal: one frame, 16 ms).

Each session runs in a fresh interpreter: the window first ticks idle for IDLE_S (what the machine
alone stalls, printed for reference), then its first Solve loads the search ("Preparing the solver…";
the compile cache exists once any search has run), then LATER Solves run as every later Solve of a
session does. The median and the worst stall over the sessions are printed, with the load average (the
machine is shared: a loaded machine stretches every stall). Printed next to them: the seconds until the
first solution is shown and until the search ends, and the moves of the first and the last solution.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any, cast

from benchmarks.report import Figure

DEAL = 617
SIZE = (1280, 800)
SESSIONS = 5  # fresh processes, each measuring its first Solve and then LATER more
LATER = 2
GOAL = 0.016  # one frame at 60 Hz
IDLE_S = 2.0  # the window ticking without a Solve first: what the machine alone stalls


@dataclass
class SolveRun:
    stall: float  # the longest gap between ticks while solving
    first_shown: float  # seconds from Solve until the first solution is shown
    ended: float  # seconds from Solve until the search ended
    counts: list[int]  # the moves (as the site counts) of each solution shown


def _window(folder: str) -> Any:
    from PySide6.QtCore import QSettings

    from freecell_gui.ui.settings import ViewerSettings
    from freecell_gui.ui.window.main_window import MainWindow

    settings = ViewerSettings(QSettings(os.path.join(folder, "s.ini"), QSettings.Format.IniFormat))
    window = MainWindow(DEAL, settings=settings)
    window.resize(*SIZE)
    window.show()
    for name in ("playbackPane", "textPane"):
        if not window.actionsByName()[name].isChecked():
            window.actionsByName()[name].trigger()
    return window


def _solve(window: Any, panel: Any) -> SolveRun:
    """One Solve of the deal shown, timed from the action until the search ends (120 s at most)."""
    from PySide6.QtCore import QEventLoop, Qt, QTimer

    gaps: list[float] = []
    shown: list[tuple[float, int]] = []
    started = time.perf_counter()
    last = [started]

    def tick() -> None:
        now = time.perf_counter()
        if panel.isSolving():
            gaps.append(now - last[0])
        last[0] = now

    def note() -> None:
        solution = panel.solution()
        if solution is not None:
            shown.append((time.perf_counter() - started, solution.given_count()))

    loop = QEventLoop()
    timer = QTimer(interval=1, timerType=Qt.TimerType.PreciseTimer)
    timer.timeout.connect(tick)
    panel.solutionChanged.connect(note)

    def stopped(running: bool) -> None:
        if not running:
            loop.quit()

    panel.solver().runningChanged.connect(stopped)
    QTimer.singleShot(120_000, loop.quit)
    timer.start()
    window.actionsByName()["solve"].trigger()
    try:
        if panel.isSolving():
            loop.exec()
    finally:
        timer.stop()
        panel.solutionChanged.disconnect(note)
        panel.solver().runningChanged.disconnect()
    ended = time.perf_counter() - started
    if panel.isSolving() or not shown or not gaps:
        raise RuntimeError(f"deal {DEAL} was not solved within 120 s, or nothing was measured")
    return SolveRun(max(gaps), shown[0][0], ended, [count for _, count in shown])


def _idle_stall(seconds: float) -> float:
    """The longest gap between the same 1 ms ticks while the window does nothing: the machine's share."""
    from PySide6.QtCore import QEventLoop, Qt, QTimer

    gaps: list[float] = []
    last = [time.perf_counter()]

    def tick() -> None:
        now = time.perf_counter()
        gaps.append(now - last[0])
        last[0] = now

    loop = QEventLoop()
    timer = QTimer(interval=1, timerType=Qt.TimerType.PreciseTimer)
    timer.timeout.connect(tick)
    QTimer.singleShot(int(seconds * 1000), loop.quit)
    last[0] = time.perf_counter()
    timer.start()
    loop.exec()
    timer.stop()
    return max(gaps[1:])


def _forget_solution(app: Any, window: Any) -> None:
    """Another deal and back: the next Solve starts from an empty panel, as a user's first one does."""
    window.setDeal(DEAL + 1)
    window.setDeal(DEAL)
    app.processEvents()


def session() -> dict[str, Any]:
    """One session in this process: the first Solve, then :data:`LATER` more (run in a fresh process)."""
    from PySide6.QtWidgets import QApplication

    from freecell_gui.ui.playback.dock import PlaybackDock

    app = QApplication.instance() or QApplication([])
    with tempfile.TemporaryDirectory() as folder:
        window = _window(folder)
        panel = window.findChild(PlaybackDock).panel()
        app.processEvents()
        idle = _idle_stall(IDLE_S)
        first = _solve(window, panel)
        later = []
        for _ in range(LATER):
            _forget_solution(app, window)
            later.append(_solve(window, panel))
        window.close()
        panel.solver().shutdown()
    return {"idle": idle, "first": asdict(first), "later": [asdict(solve) for solve in later]}


def _fresh_session() -> dict[str, Any]:
    """:func:`session` in a new interpreter: nothing of the search loaded yet, as at a first Solve."""
    code = "import json, benchmarks.bench_search_window as b; print(json.dumps(b.session()))"
    root = Path(__file__).resolve().parent.parent
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=root, capture_output=True, text=True, timeout=600, check=False
    )
    if done.returncode != 0:
        raise RuntimeError(f"a session failed (exit {done.returncode}): {done.stderr[-2000:]}")
    return cast(dict[str, Any], json.loads(done.stdout.strip().splitlines()[-1]))


def _stall_figures(what: str, stalls: list[float]) -> list[Figure]:
    return [
        Figure(f"longest GUI-thread stall, {what}: median", statistics.median(stalls), "s", at_most=GOAL),
        Figure(f"longest GUI-thread stall, {what}: worst", max(stalls), "s", at_most=GOAL),
    ]


def run() -> list[Figure]:
    load_before = os.getloadavg()[0]
    sessions = [_fresh_session() for _ in range(SESSIONS)]
    load_after = os.getloadavg()[0]
    firsts = [SolveRun(**one["first"]) for one in sessions]
    laters = [SolveRun(**solve) for one in sessions for solve in one["later"]]
    load = f"load average {load_before:.2f} → {load_after:.2f}, 2 cores"
    figures = [
        *_stall_figures(
            f"first Solve of deal {DEAL} ({SESSIONS} fresh sessions; {load})", [r.stall for r in firsts]
        ),
        *_stall_figures(f"later Solves ({len(laters)}: {LATER} per session)", [r.stall for r in laters]),
    ]
    idles = [one["idle"] for one in sessions]
    figures.append(
        Figure(
            f"  for reference, the same ticks in the idle window ({IDLE_S:g} s a session): worst",
            max(idles),
            "s",
        )
    )
    typical = laters[-1]
    figures.append(
        Figure(f"  first solution shown (fc-solve's, {typical.counts[0]} moves)", typical.first_shown, "s")
    )
    figures.append(
        Figure(
            f"  search ended ({len(typical.counts)} solutions shown, the last {typical.counts[-1]} moves)",
            typical.ended,
            "s",
        )
    )
    figures.append(
        Figure(
            "  the first Solve of a session, until the search ended: median",
            statistics.median(r.ended for r in firsts),
            "s",
        )
    )
    return figures
