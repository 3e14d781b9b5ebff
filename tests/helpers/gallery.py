"""The gallery tests' window size, the catalogue opener the program uses (kept before the fixtures of
tests/ui/gallery/conftest.py replace it), and a thumbnail's tooltip as the user sees it."""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QApplication, QToolTip

from freecell_gui.app import user_catalogue

WIDE = (1920, 1080)
USERS_OPENER = user_catalogue.open_user_catalogue


def tooltip_over(gallery, number: int) -> str:  # type: ignore[no-untyped-def]
    """The tooltip shown when the mouse rests on deal ``number``'s thumbnail (a real ToolTip event)."""
    QToolTip.hideText()
    viewport = gallery.view().viewport()
    rect = gallery.thumbnailRect(number)
    point = viewport.mapFrom(gallery, rect.center())
    event = QHelpEvent(QEvent.Type.ToolTip, point, viewport.mapToGlobal(point))
    QApplication.sendEvent(viewport, event)
    return QToolTip.text() if QToolTip.isVisible() else ""
