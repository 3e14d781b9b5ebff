"""Run as a child process by the benchmarks: start the viewer as ``freecell-gui 617`` does (the command
line's entry point, offscreen), and exit once the board's first paint has reached the window.

Prints two lines: the system-wide monotonic clock (``time.monotonic()``) when the board was painted, so
that the parent can tell the wait from its own reading taken before it started the process, and the
process's peak resident memory (VmHWM, in KiB). The parent cannot use the child's rusage for that: on
Linux a child's ru_maxrss starts from its parent's at fork, so it would report the benchmark's size.

The settings, the record and the catalogue are looked for in a fresh folder (XDG_CONFIG_HOME and
XDG_DATA_HOME), as at a first launch: the user's own never change what is measured, nor are touched.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time

os.environ["QT_QPA_PLATFORM"] = os.environ.get("QT_QPA_PLATFORM") or "offscreen"


def _peak_kib() -> int:
    with open("/proc/self/status") as status:
        return next(int(line.split()[1]) for line in status if line.startswith("VmHWM:"))


def _watch_first_paint(painted: list[float]) -> None:
    """Have the application's ``exec`` (called once the window is shown, before anything is painted) watch
    the board: its first paint stamps the time and quits. Nothing is imported or made sooner than in a
    user's start."""
    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtWidgets import QApplication

    def stamp_and_quit() -> None:
        painted.append(time.monotonic())
        QApplication.quit()

    class FirstPaint(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
            if event.type() == QEvent.Type.Paint and not painted:
                QTimer.singleShot(0, stamp_and_quit)  # after this paint reaches the backing store
            return False

    run = QApplication.exec

    def exec_watched(app: QApplication) -> int:
        from freecell_gui.ui.window.main_window import MainWindow

        (window,) = (w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow))
        window.board().installEventFilter(FirstPaint(window))
        return run()  # static in Qt 6

    QApplication.exec = exec_watched  # type: ignore[method-assign,assignment]


def main() -> int:
    from freecell_gui.cli import gui_main

    painted: list[float] = []
    with tempfile.TemporaryDirectory() as folder:
        os.environ["XDG_CONFIG_HOME"] = os.path.join(folder, "config")
        os.environ["XDG_DATA_HOME"] = os.path.join(folder, "data")
        _watch_first_paint(painted)
        status = gui_main(["617"])
    if not painted:
        print("the board was never painted", file=sys.stderr)
        return 1
    print(repr(painted[0]))
    print(_peak_kib())
    return status


if __name__ == "__main__":
    sys.exit(main())
