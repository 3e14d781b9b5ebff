"""The status bar's verdict as a user waits for it, in a real window (offscreen, 1280 × 800), from the solve
service's quick pass in the search's worker process.

* The window's first verdict: from the window shown on a deal until its verdict is in the label (the
  pause, the worker process started, its kernels loaded from the compile cache, the quick pass).
* Then, the process up: for each deal the window stops on (none known before), from the end of the pause
  (the search's start) until the verdict is in the label; median and worst. Next to them, each right
  after its deal, the same quick pass asked of the process directly (what the window adds is the
  difference; the machine is shared, and its load slows both alike).
* Responsiveness: a 1 ms QTimer ticks on the GUI thread while deals are searched one after another; the
  longest gap between two ticks during a search is the longest the GUI thread was kept from its events,
  next to the longest gap of the same ticks in the idle window for as long (the machine's share).
"""

from __future__ import annotations

import os
import statistics
import tempfile
import time
from typing import Any

from benchmarks.report import Figure

#: Deals to stop on: 2 … 31 (typical), 617 (its first beam fails: the complete search solves it), 11982
#: (no solution: proved). Deal 1 is the first window's.
DEALS = (*range(2, 32), 617, 11982)
SIZE = (1280, 800)
GOAL = 0.100  # after the pause, once the search's process is up
WAIT_S = 60.0


def _window(folder: str, deal: int) -> Any:
    from PySide6.QtCore import QSettings

    from freecell_gui.ui.settings import ViewerSettings
    from freecell_gui.ui.window.main_window import MainWindow

    settings = ViewerSettings(QSettings(os.path.join(folder, "s.ini"), QSettings.Format.IniFormat))
    settings.set_catalogue_path(None)
    window = MainWindow(deal, settings=settings)
    window.resize(*SIZE)
    window.show()
    return window


def _wait_until(done: Any, seconds: float = WAIT_S) -> None:
    """Run the event loop, idle as in the application, until ``done()`` (``seconds`` at most)."""
    from PySide6.QtCore import QEventLoop, QTimer

    loop = QEventLoop()
    poll = QTimer(interval=1)
    poll.timeout.connect(lambda: loop.quit() if done() else None)
    QTimer.singleShot(int(seconds * 1000), loop.quit)
    poll.start()
    if not done():
        loop.exec()
    poll.stop()
    if not done():
        raise RuntimeError(f"no verdict within {seconds:g} s")


def _first_verdict(folder: str) -> tuple[float, Any]:
    """Seconds from a new window shown on deal 1 until its verdict is in the status bar; the window."""
    started = time.perf_counter()
    window = _window(folder, 1)
    label = window.statusBar().verdict
    _wait_until(lambda: label.known() is not None)
    return time.perf_counter() - started, window


def _verdict_seconds(window: Any, number: int) -> float:
    """Seconds from the search's start (after the pause) until deal ``number``'s verdict is shown."""
    service, label = window.solveService(), window.statusBar().verdict
    started: list[float] = []
    service.verdicts().started.connect(lambda start: started.append(time.perf_counter()))
    try:
        window.setDeal(number)
        _wait_until(lambda: label.known() is not None)
    finally:
        service.verdicts().started.disconnect()
    if not started:
        raise RuntimeError(f"deal {number} was known already: no search")
    return time.perf_counter() - started[0]


def _alone_seconds(process: Any, number: int) -> float:
    """The same quick pass asked of the same process directly, without the window."""
    from freecell_gui.core.rules.position import Position
    from freecell_gui.ui.solving.deal_verdict import VERDICT_SECONDS

    started = time.perf_counter()
    process.quick(Position.deal(number), "safe", time_limit=VERDICT_SECONDS)
    return time.perf_counter() - started


class _Ticks:
    """1 ms ticks on the GUI thread: the gaps between two ticks both made while ``counting()`` (a gap
    that began before, in the deal switch's drawing, is the switch's, not the search's)."""

    def __init__(self, counting: Any) -> None:
        from PySide6.QtCore import Qt, QTimer

        self.gaps: list[float] = []
        self._last = time.perf_counter()
        self._was_counting = False
        self._counting = counting
        self._timer = QTimer(interval=1, timerType=Qt.TimerType.PreciseTimer)
        self._timer.timeout.connect(self._tick)

    def _tick(self) -> None:
        now, counting = time.perf_counter(), self._counting()
        if counting and self._was_counting:
            self.gaps.append(now - self._last)
        self._last, self._was_counting = now, counting

    def __enter__(self) -> _Ticks:
        self._last = time.perf_counter()
        self._timer.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._timer.stop()


def _stalls(window: Any, deals: tuple[int, ...]) -> tuple[float, float]:
    """The longest gap between ticks while the verdicts of ``deals`` are searched (no pause), and in the
    idle window for as long."""
    from freecell_gui.app.solving import SEARCHING

    service, solving = window.solveService(), window.solveService().solving()
    service.verdicts().setPause(0)
    began = time.perf_counter()
    with _Ticks(lambda: solving.verdict_activity == SEARCHING and solving.verdict() is None) as busy:
        for number in deals:
            window.setDeal(number)
            _wait_until(lambda: solving.verdict() is not None)
    searching = time.perf_counter() - began
    with _Ticks(lambda: True) as idle:
        _wait_until(lambda: time.perf_counter() - began >= 2 * searching, 2 * searching + 1)
    if not busy.gaps:
        raise RuntimeError("no tick while searching: nothing was measured")
    return max(busy.gaps), max(idle.gaps[1:])


def run() -> list[Figure]:
    from PySide6.QtWidgets import QApplication

    from freecell_gui.ui.solving.deal_verdict import PAUSE_MS

    app = QApplication.instance() or QApplication([])
    load = os.getloadavg()[0]
    with tempfile.TemporaryDirectory() as folder:
        first, window = _first_verdict(folder)
        process = window.solveService().searchProcess()
        seconds, alone = {}, {}
        for number in DEALS:  # interleaved: a loaded machine slows both alike
            seconds[number] = _verdict_seconds(window, number)
            alone[number] = _alone_seconds(process, number)
        stall, idle = _stalls(window, tuple(range(101, 131)))
        window.close()
    app.processEvents()
    typical = [seconds[number] for number in DEALS]
    slowest = max(DEALS, key=lambda number: seconds[number])
    machine = f"load average {load:.2f}, 2 cores shared"
    return [
        Figure(f"the window's first verdict, from its start on deal 1 ({machine})", first, "s"),
        Figure(
            f"verdict after the {PAUSE_MS} ms pause, the search's process up: median of {len(DEALS)} deals",
            statistics.median(typical),
            "s",
            at_most=GOAL,
        ),
        Figure(f"  the same: worst (deal {slowest})", seconds[slowest], "s", at_most=GOAL),
        Figure(
            "  the same quick passes asked of the process directly: median",
            statistics.median(alone.values()),
            "s",
        ),
        Figure(f"  the same, directly: deal {slowest}", alone[slowest], "s"),
        Figure(
            "longest GUI-thread stall while 30 verdicts are searched (1 ms ticks)", stall, "s", at_most=0.016
        ),
        Figure("  for reference, the same ticks in the idle window for twice as long", idle, "s"),
    ]
