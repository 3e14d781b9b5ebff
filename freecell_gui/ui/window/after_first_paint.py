"""Work the window's start puts off until the board has been painted once: the board is what the user
waits for, and a check that writes a file (with its fsync) can come a moment later."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget


class _FirstPaint(QObject):
    """A child of the watched widget: it calls the work once, then lets go of the widget and goes."""

    def __init__(self, watched: QWidget, work: Callable[[], None]) -> None:
        super().__init__(watched)
        self._work = work
        watched.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self, self._run)  # once this paint has reached the screen
        return False

    def _run(self) -> None:
        self._work()
        self.deleteLater()


def after_first_paint(widget: QWidget, work: Callable[[], None]) -> None:
    """Call ``work`` once, from the event loop, just after ``widget`` is painted for the first time (never,
    if it never is)."""
    _FirstPaint(widget, work)
