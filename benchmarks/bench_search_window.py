"""Our search in the window: how long the GUI thread is kept from its events while Solve runs.

A real window (offscreen, 1280 × 800, the solution panel and the text pane shown) solves deal 617 with
the panel's Solve: fc-solve's solution first, then our search's shorter ones, each shown as it comes,
until the search ends. A 1 ms QTimer ticks on the GUI thread meanwhile; the longest gap between two
ticks while the panel is solving is the longest stall a user could feel (goal: one frame, 16 ms).

Measured twice in one process: the first Solve, whose worker first loads the compiled kernels from the
disk cache ("Preparing the solver…"; the cache exists once any search has run), and then Solves with the
kernels loaded, as every later Solve of a session runs. Printed next to them: the seconds until the
first solution is shown and until the search ends, and the moves of the first and the last solution.
"""

from __future__ import annotations

import os
import tempfile
import time
from dataclasses import dataclass
from typing import Any

from benchmarks.report import Figure

DEAL = 617
SIZE = (1280, 800)
RUNS = 3  # solves with the kernels loaded; the longest stall of all is reported


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


def _forget_solution(app: Any, window: Any) -> None:
    """Another deal and back: the next Solve starts from an empty panel, as a user's first one does."""
    window.setDeal(DEAL + 1)
    window.setDeal(DEAL)
    app.processEvents()


def run() -> list[Figure]:
    from PySide6.QtWidgets import QApplication

    from freecell_gui.core import search
    from freecell_gui.ui.playback.dock import PlaybackDock

    app = QApplication.instance() or QApplication([])
    figures = []
    with tempfile.TemporaryDirectory() as folder:
        window = _window(folder)
        panel = window.findChild(PlaybackDock).panel()
        app.processEvents()
        loading = not search.is_compiled()
        first = _solve(window, panel)
        later = []
        for _ in range(RUNS):
            _forget_solution(app, window)
            later.append(_solve(window, panel))
        window.close()
        panel.solver().shutdown()
    what = "loading the kernels, then searching" if loading else "kernels already loaded"
    figures.append(
        Figure(
            f"longest GUI-thread stall, first Solve of deal {DEAL} ({what}), 1 ms ticks",
            first.stall,
            "s",
            at_most=0.016,
        )
    )
    worst = max(later, key=lambda solve: solve.stall)
    figures.append(
        Figure(
            f"longest GUI-thread stall, anytime Solve of deal {DEAL} ({RUNS} Solves, kernels loaded)",
            worst.stall,
            "s",
            at_most=0.016,
        )
    )
    typical = later[-1]
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
    figures.append(Figure("  the first Solve, kernels loading, until the search ended", first.ended, "s"))
    return figures
