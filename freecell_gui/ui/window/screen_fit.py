"""The window's first size and place: within the screen's available area (a 1366×768 laptop, a panel, a
pixel ratio of 2). A remembered place is QWidget.restoreGeometry's to check: it brings back a window that
would be off every screen."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize
from PySide6.QtGui import QGuiApplication, QScreen
from PySide6.QtWidgets import QWidget

PREFERRED = QSize(1000, 760)  # the board at a comfortable size, with the toolbar and the status bar
# The title bar and borders the window manager adds, before the window is shown and they can be known.
FRAME_ALLOWANCE = QSize(16, 48)


def _screen_of(window: QWidget) -> QScreen | None:
    return window.screen() or QGuiApplication.primaryScreen()


def first_size(available: QSize, minimum: QSize) -> QSize:
    """The preferred size, shrunk to ``available`` less the window frame, never below ``minimum``."""
    room = available - FRAME_ALLOWANCE
    return PREFERRED.boundedTo(room).expandedTo(minimum)


def fit_first_window(window: QWidget) -> None:
    """Size ``window`` for a first start and centre it in its screen's available area."""
    screen = _screen_of(window)
    if screen is None:  # no screen at all (never on a real display): the preferred size
        window.resize(PREFERRED)
        return
    available = screen.availableGeometry()
    size = first_size(available.size(), window.minimumSizeHint())
    window.resize(size)
    spot = QRect(QPoint(0, 0), size + FRAME_ALLOWANCE)
    spot.moveCenter(available.center())
    window.move(max(spot.left(), available.left()), max(spot.top(), available.top()))
