"""Run as a child process by bench_window: open the viewer offscreen and exit at the board's first paint.

Prints nothing; the parent measures the whole process, from launch to exit, and its peak memory.
"""

from __future__ import annotations

import os
import sys
import tempfile

os.environ["QT_QPA_PLATFORM"] = os.environ.get("QT_QPA_PLATFORM") or "offscreen"

from PySide6.QtCore import QEvent, QObject, QSettings
from PySide6.QtWidgets import QApplication


class _FirstPaint(QObject):
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.Paint:
            QApplication.instance().quit()  # type: ignore[union-attr]
        return False


def main() -> int:
    app = QApplication(sys.argv[:1])
    from freecell_gui.ui.main_window import MainWindow
    from freecell_gui.ui.settings import ViewerSettings

    with tempfile.TemporaryDirectory() as folder:
        settings = ViewerSettings(QSettings(os.path.join(folder, "s.ini"), QSettings.Format.IniFormat))
        window = MainWindow(617, settings=settings)
        watcher = _FirstPaint()
        window.board().installEventFilter(watcher)
        window.show()
        return app.exec()


if __name__ == "__main__":
    sys.exit(main())
