"""The status bar's solver verdict as a user waits for it, in a real window (offscreen, 1280 × 800).

* Time to the verdict: from the end of the pause on a deal (the solve starting) until its verdict is
  in the label, with the verdict cache emptied before each run so that every run really solves; next
  to it, in the same run, the same search called directly (what the window adds is the difference).
* Responsiveness: a 1 ms QTimer ticks on the GUI thread while deals are solved one after another; the
  longest gap between two ticks during a solve is the longest the GUI thread was kept from its events.
"""

from __future__ import annotations

import os
import statistics
import tempfile
import time
from typing import Any

from benchmarks.report import Figure
from benchmarks.timing import median_seconds

DEALS = (1, 617, 11982)
RUNS = 7
STALL_DEALS = (*range(1, 31), 617, 1941, 11982)  # 1941 and 617 are lg's slowest of 1 … 2000
SIZE = (1280, 800)


def _window(folder: str) -> Any:
    from PySide6.QtCore import QSettings

    from freecell_gui.ui.settings import ViewerSettings
    from freecell_gui.ui.window.main_window import MainWindow

    settings = ViewerSettings(QSettings(os.path.join(folder, "s.ini"), QSettings.Format.IniFormat))
    window = MainWindow(2, settings=settings)
    window.resize(*SIZE)
    window.show()
    return window


def _wait_for_verdict(label: Any) -> None:
    """Run the event loop, idle as in the application, until the label shows a verdict (30 s at most)."""
    from PySide6.QtCore import QEventLoop, QTimer

    if label.outcome() is not None:
        return
    loop = QEventLoop()
    label.verdictShown.connect(loop.quit)
    QTimer.singleShot(30_000, loop.quit)
    try:
        loop.exec()
    finally:
        label.verdictShown.disconnect(loop.quit)


def _verdict_seconds(app: Any, window: Any, label: Any, number: int) -> float:
    """Seconds from the solve's start to its verdict shown, for deal ``number`` not cached."""
    from freecell_gui.ui.window.verdict_label import library_verdict

    label.setSolveFunction(library_verdict)  # forgets the cached verdicts
    window.setDeal(number + 1)
    started: list[float] = []
    shown: list[float] = []
    label.solveStarted.connect(lambda _: started.append(time.perf_counter()))
    label.verdictShown.connect(lambda _: shown.append(time.perf_counter()))
    try:
        window.setDeal(number)
        _wait_for_verdict(label)
    finally:
        label.solveStarted.disconnect()
        label.verdictShown.disconnect()
    if not (started and shown):
        raise RuntimeError(f"no verdict for deal {number} within 30 s")
    return shown[0] - started[0]


def _longest_stall(app: Any, window: Any, label: Any) -> float:
    """The longest gap between 1 ms ticks on the GUI thread while a solve runs, over STALL_DEALS."""
    from PySide6.QtCore import Qt, QTimer

    from freecell_gui.ui.window.verdict_label import library_verdict

    label.setSolveFunction(library_verdict)
    label.setPause(0)
    gaps: list[float] = []
    last = [time.perf_counter()]

    def tick() -> None:
        now = time.perf_counter()
        if label.isSolving():
            gaps.append(now - last[0])
        last[0] = now

    timer = QTimer(interval=1, timerType=Qt.TimerType.PreciseTimer)
    timer.timeout.connect(tick)
    timer.start()
    try:
        for number in STALL_DEALS:
            window.setDeal(number)
            _wait_for_verdict(label)
    finally:
        timer.stop()
    if not gaps:
        raise RuntimeError("no tick while solving: nothing was measured")
    return max(gaps)


def run() -> list[Figure]:
    from PySide6.QtWidgets import QApplication

    from freecell_gui.core.rules.position import Position
    from freecell_gui.core.solver import solve
    from freecell_gui.ui.window.verdict_label import PAUSE_MS, VerdictLabel

    app = QApplication.instance() or QApplication([])
    figures = []
    with tempfile.TemporaryDirectory() as folder:
        window = _window(folder)
        label = window.findChild(VerdictLabel, "verdictLabel")
        _verdict_seconds(app, window, label, 3)  # warm: the library loads on the first solve
        for number in DEALS:
            median = statistics.median(_verdict_seconds(app, window, label, number) for _ in range(RUNS))
            figures.append(
                Figure(
                    f"time to the verdict of deal {number}, after the {PAUSE_MS} ms pause (median of {RUNS})",
                    median,
                    "s",
                    at_most=0.050,
                )
            )
            start = Position.deal(number)
            alone = median_seconds(lambda: solve(start, preset="fast"), repeat=RUNS)  # noqa: B023 (called here)
            figures.append(Figure(f"  the same search alone, core solve() off Qt, deal {number}", alone, "s"))
        stall = _longest_stall(app, window, label)
        figures.append(
            Figure(
                f"longest GUI-thread stall while solving deals ({len(STALL_DEALS)} solves, 1 ms ticks)",
                stall,
                "s",
                at_most=0.016,
            )
        )
        window.close()
        label.shutdown()
    return figures
