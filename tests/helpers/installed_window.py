"""A script, run by an installed program's own Python — a venv's ``python FILE``, or the frozen app's
``freecell-gui --run-python FILE`` — never imported by the tests (it imports nothing of theirs).

The viewer opens as ``freecell-gui 617`` opens it (``run_viewer``); once it is shown, Solve is pressed;
when the search has ended (or after SECONDS, the first argument) the window is closed, and the exit
status is the viewer's. Then a pool of two worker processes adds up two chunks, started as the window's
catalogue build starts them (spawned: the window runs threads). Prints, one a line: the search worker's
command line (its words joined by spaces), the solution's step count, the panel's status, and the pool's
two sums.
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

from freecell_gui.core.workers import pool_context, worker_results
from freecell_gui.ui.app import run_viewer
from freecell_gui.ui.playback.dock import PlaybackDock

DEAL = 617
POLL_MS = 100


def _command_line(pid: int | None) -> str:
    if pid is None:
        return "(no worker)"
    words = Path(f"/proc/{pid}/cmdline").read_bytes().split(b"\0")
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
    worker: list[int | None] = [None]
    timer = QTimer(window)

    def poll() -> None:
        worker[0] = worker[0] or panel.solver().searchProcess().pid()
        if (panel.isSolving() or worker[0] is None) and time.monotonic() < deadline:
            return
        timer.stop()
        report.extend([_command_line(worker[0]), str(panel.stepCount()), panel.statusText()])
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
    waiting = threading.Event()
    threading.Thread(target=waiting.wait, daemon=True).start()  # as the window's threads: spawn
    assert pool_context().get_start_method() == "spawn"
    print(" ".join(map(str, worker_results([range(10), range(10, 20)], 2, sum, ordered=True))))
    waiting.set()
    return status


if __name__ == "__main__":
    raise SystemExit(main())
