"""Run as a child process by bench_window: open the viewer offscreen and exit after the board's first paint.

Prints its own peak resident memory (VmHWM, in KiB). The parent cannot use the child's rusage for that:
on Linux a child's ru_maxrss starts from its parent's at fork, so it would report the benchmark's size.
"""

from __future__ import annotations

import os
import sys
import tempfile

os.environ["QT_QPA_PLATFORM"] = os.environ.get("QT_QPA_PLATFORM") or "offscreen"

from PySide6.QtCore import (
    QEvent,
    QMessageLogContext,
    QObject,
    QSettings,
    QTimer,
    QtMsgType,
    qInstallMessageHandler,
)
from PySide6.QtWidgets import QApplication

HARMLESS = ("This plugin does not support propagateSizeHints()",)


def _quiet(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
    if message not in HARMLESS:
        print(message, file=sys.stderr)


class _FirstPaint(QObject):
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.Paint:
            QTimer.singleShot(0, QApplication.quit)  # after this paint reaches the backing store
        return False


def _peak_kib() -> int:
    with open("/proc/self/status") as status:
        return next(int(line.split()[1]) for line in status if line.startswith("VmHWM:"))


def main() -> int:
    qInstallMessageHandler(_quiet)
    app = QApplication(sys.argv[:1])
    from freecell_gui.ui.settings import ViewerSettings
    from freecell_gui.ui.window.main_window import MainWindow

    with tempfile.TemporaryDirectory() as folder:
        settings = ViewerSettings(QSettings(os.path.join(folder, "s.ini"), QSettings.Format.IniFormat))
        window = MainWindow(617, settings=settings)
        watcher = _FirstPaint()
        window.board().installEventFilter(watcher)
        window.show()
        status = app.exec()
        print(_peak_kib())
        return status


if __name__ == "__main__":
    sys.exit(main())
