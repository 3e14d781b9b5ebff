"""A script, run by an installed program's own Python — a venv's ``python FILE``, or the frozen app's
``freecell-gui --run-python FILE`` — never imported by the tests (it imports nothing of theirs).

The viewer opens as ``freecell-gui 617`` opens it (``run_viewer``); once it is shown, Solve is pressed;
when the search has ended (or after SECONDS, the first argument) the window is closed, and the exit
status is the viewer's. Then a pool of two worker processes adds up two chunks, started as the window's
catalogue build starts them (spawned: the window runs threads), or gives up after POOL_SECONDS. Prints,
one a line: the search worker's command line (its words joined by spaces), the solution's step count,
the panel's status, and the pool's sums.
"""

from __future__ import annotations

import sys
import threading
import time
import traceback
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMainWindow

from freecell_gui.core.search.process import SearchProcess
from freecell_gui.core.workers import pool_context, worker_results
from freecell_gui.ui.app import run_viewer
from freecell_gui.ui.playback.dock import PlaybackDock

DEAL = 617
POLL_MS = 100
POOL_SECONDS = 120.0


def _command_line(pid: int) -> str:
    try:
        words = Path(f"/proc/{pid}/cmdline").read_bytes().split(b"\0")
    except OSError:
        return f"(worker {pid} ended)"
    return " ".join(word.decode() for word in words if word)


def _or_exit(app: QApplication, step: Callable[[], None]) -> Callable[[], None]:
    """``step``, ending the viewer with status 3 if it raises (Qt would print the error and go on)."""

    def guarded() -> None:
        try:
            step()
        except Exception:
            traceback.print_exc()
            app.exit(3)

    return guarded


def _watch(app: QApplication, deadline: float, report: list[str]) -> None:
    """Press Solve in the main window, then close it once the search has ended or at ``deadline``."""
    (window,) = [w for w in app.topLevelWidgets() if isinstance(w, QMainWindow) and w.isVisible()]
    dock = window.findChild(PlaybackDock)
    assert dock is not None
    panel = dock.panel()
    window.actionsByName()["solve"].trigger()  # type: ignore[attr-defined]
    worker: list[str] = []  # its command line, read as soon as it runs
    timer = QTimer(window)
    process = panel.solver().service().searchProcess()  # the window's one solve service's
    assert isinstance(process, SearchProcess)

    def poll() -> None:
        pid = process.pid()
        if not worker and pid is not None:
            worker.append(_command_line(pid))
        if (panel.isSolving() or not worker) and time.monotonic() < deadline:
            return
        timer.stop()
        report.extend([*(worker or ["(no worker)"]), str(panel.stepCount()), panel.statusText()])
        window.close()

    timer.timeout.connect(_or_exit(app, poll))
    timer.start(POLL_MS)


def main() -> int:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 120.0
    app = QApplication(["freecell-gui"])
    report: list[str] = []
    QTimer.singleShot(0, _or_exit(app, lambda: _watch(app, time.monotonic() + seconds, report)))
    status = run_viewer(DEAL)
    print("\n".join(report))
    stop = threading.Event()
    deadline = threading.Timer(POOL_SECONDS, stop.set)  # workers that never start: an answer all the same
    deadline.start()  # a thread, as the window has: the pool spawns its workers
    try:
        assert pool_context().get_start_method() == "spawn"
        sums = list(worker_results([range(10), range(10, 20)], 2, sum, stop=stop, ordered=True))
    finally:
        deadline.cancel()
    print(" ".join(map(str, sums)) or "(the pool gave nothing)")
    return status


if __name__ == "__main__":
    raise SystemExit(main())
