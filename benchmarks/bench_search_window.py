"""Our search in the window: how long the GUI thread is kept from its events while Solve runs.

A real window (offscreen, 1280 × 800, the solution panel and the text pane shown) solves deal 617 with
the panel's Solve through the solve service: the quick pass's solution first (or the one known for the
deal, at once), then the anytime search's shorter ones, each shown as it comes, until the search ends.
A 1 ms QTimer ticks on the GUI thread meanwhile; the longest gap between two ticks while the panel is
solving is the longest stall a user could feel (goal: one frame, 16 ms).

Each session runs in a fresh interpreter: its first Solve loads the search ("Preparing the solver…";
the compile cache exists once any search has run), then LATER Solves run as every later Solve of a
session does (the deal left and shown again: its solution known, shown at once). Then the same ticks
run in the idle window for as long as the later Solves took: like for like, what the machine alone
stalls in the same run. The median and the worst stall over the sessions are printed, with the load
average (the machine is shared: a loaded machine stretches every stall). Printed next to them: the
seconds until the first solution is shown and until the search ends, and the moves of the first and
the last solution.
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


@dataclass
class SolveRun:
    stall: float  # the longest gap between ticks while solving
    searching: float  # the same, leaving out the gaps in which a solution was drawn (the search's share)
    drawing: float  # the longest gap in which a solution was drawn (0 if none was)
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

    from freecell_gui.app.notify import Change

    gaps: list[tuple[float, float]] = []  # (from, to) since the start
    shown: list[tuple[float, int]] = []
    started = time.perf_counter()
    last = [0.0]

    def tick() -> None:
        now = time.perf_counter() - started
        if panel.isSolving():
            gaps.append((last[0], now))
        last[0] = now

    listening = [True]  # the session keeps its listeners: this one stops with the Solve it measures

    def note(change: Change) -> None:
        solution = panel.solution()
        if listening[0] and change & Change.STEPS and solution is not None:
            shown.append((time.perf_counter() - started, solution.given_count()))

    loop = QEventLoop()
    timer = QTimer(interval=1, timerType=Qt.TimerType.PreciseTimer)
    timer.timeout.connect(tick)
    window.session().subscribe(note)  # told after the window, which has the panel draw first

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
        listening[0] = False
        panel.solver().runningChanged.disconnect(stopped)
    ended = time.perf_counter() - started
    if panel.isSolving() or not shown or not gaps:
        raise RuntimeError(f"deal {DEAL} was not solved within 120 s, or nothing was measured")
    drew = [any(begin <= at <= end for at, _ in shown) for begin, end in gaps]
    lengths = [end - begin for begin, end in gaps]
    searching = max((length for length, drawn in zip(lengths, drew, strict=True) if not drawn), default=0.0)
    drawing = max((length for length, drawn in zip(lengths, drew, strict=True) if drawn), default=0.0)
    return SolveRun(max(lengths), searching, drawing, shown[0][0], ended, [count for _, count in shown])


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
        first = _solve(window, panel)
        later = []
        for _ in range(LATER):
            _forget_solution(app, window)
            later.append(_solve(window, panel))
        idle = _idle_stall(sum(solve.ended for solve in later))  # like for like: as long, same window
        window.close()
        window.solveService().shutdown()
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


def _stall_figures(what: str, runs: list[SolveRun]) -> list[Figure]:
    """The median and worst stall of ``runs``, and the worst split into the search's share and drawing."""
    stalls = [run.stall for run in runs]
    return [
        Figure(f"longest GUI-thread stall, {what}: median", statistics.median(stalls), "s", at_most=GOAL),
        Figure(f"longest GUI-thread stall, {what}: worst", max(stalls), "s", at_most=GOAL),
        Figure(
            "  of which while the search runs (gaps without a solution drawn): worst",
            max(run.searching for run in runs),
            "s",
            at_most=GOAL,
        ),
        Figure(
            "  of which drawing a solution (the panel's list, the window repainted): worst",
            max(run.drawing for run in runs),
            "s",
        ),
    ]


def run() -> list[Figure]:
    load_before = os.getloadavg()[0]
    sessions = [_fresh_session() for _ in range(SESSIONS)]
    load_after = os.getloadavg()[0]
    firsts = [SolveRun(**one["first"]) for one in sessions]
    laters = [SolveRun(**solve) for one in sessions for solve in one["later"]]
    load = f"load average {load_before:.2f} → {load_after:.2f}, 2 cores"
    figures = [
        *_stall_figures(f"first Solve of deal {DEAL} ({SESSIONS} fresh sessions; {load})", firsts),
        *_stall_figures(f"later Solves ({len(laters)}: {LATER} per session)", laters),
    ]
    idles = [one["idle"] for one in sessions]
    figures += [
        Figure(
            "  for reference, the same ticks in the idle window as long as the later Solves: median",
            statistics.median(idles),
            "s",
        ),
        Figure("  for reference, the same ticks in the idle window: worst", max(idles), "s"),
    ]
    typical = laters[-1]
    figures.append(
        Figure(f"  first solution shown (known: {typical.counts[0]} moves)", typical.first_shown, "s")
    )
    figures.append(
        Figure(
            f"  first Solve: the quick pass's solution shown ({firsts[-1].counts[0]} moves)",
            statistics.median(r.first_shown for r in firsts),
            "s",
        )
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
