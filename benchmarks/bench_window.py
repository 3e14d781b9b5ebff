"""The viewer: deal switches in the window, cold start to the first painted board, peak memory."""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time

from benchmarks.timing import seconds_text

SWITCHES = 1000


def _switch_times() -> tuple[list[float], list[float]]:
    """Seconds per switch: MainWindow.setDeal + board repaint, and BoardWidget.setDeal + repaint."""
    from PySide6.QtCore import QSettings

    from freecell_gui.core import deal
    from freecell_gui.ui.main_window import MainWindow
    from freecell_gui.ui.offscreen import ensure_gui_application
    from freecell_gui.ui.settings import ViewerSettings

    app = ensure_gui_application()
    with tempfile.TemporaryDirectory() as folder:
        settings = ViewerSettings(QSettings(os.path.join(folder, "s.ini"), QSettings.Format.IniFormat))
        window = MainWindow(1, settings=settings)
        window.resize(1000, 760)
        window.show()
        app.processEvents()
        board = window.board()
        times, board_times = [], []
        for number in range(2, SWITCHES + 2):
            started = time.perf_counter()
            window.setDeal(number)
            board.repaint()  # paints the board and its 52 card widgets now, synchronously
            times.append(time.perf_counter() - started)
        for number in range(SWITCHES + 2, 2 * SWITCHES + 2):
            dealt = deal(number)
            started = time.perf_counter()
            board.setDeal(dealt)
            board.repaint()
            board_times.append(time.perf_counter() - started)
        window.close()
    return times, board_times


def _cold_start() -> tuple[float, int]:
    """Seconds from launching a process to the board's first paint (the process then exits), and its
    peak resident memory in KiB, as the child reports it."""
    started = time.perf_counter()
    child = subprocess.run(
        [sys.executable, "-m", "benchmarks.first_paint"], capture_output=True, text=True, check=True
    )
    elapsed = time.perf_counter() - started
    if child.stderr.strip():
        print(child.stderr.strip(), file=sys.stderr)
    return elapsed, int(child.stdout.split()[-1])


def run() -> list[tuple[str, str]]:
    times, board_times = _switch_times()
    starts = [_cold_start() for _ in range(5)]
    cold = statistics.median(t for t, _ in starts)
    peak_kib = max(peak for _, peak in starts)
    return [
        (
            f"deal switch in the window, median of {SWITCHES} (target ≤ 3 ms)",
            seconds_text(statistics.median(times)),
        ),
        ("deal switch, 95th percentile", seconds_text(sorted(times)[int(len(times) * 0.95)])),
        (
            f"board alone: setDeal + repaint, median of {SWITCHES}",
            seconds_text(statistics.median(board_times)),
        ),
        (
            "cold start to first painted board, whole process (median of 5, target ≤ 0.6 s)",
            seconds_text(cold),
        ),
        ("peak memory of the process with a deal shown (VmHWM)", f"{peak_kib / 1024:.0f} MiB"),
    ]
