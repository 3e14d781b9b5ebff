"""A tool button that opens its menu on a click, wide enough for its text and the menu's arrow.

Qt draws the arrow of such a button (InstantPopup) in its bottom right corner but counts the arrow's room
in its size only for a split button (MenuButtonPopup): a word as wide as the button lost its last letter
under the arrow, in every language.
"""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QStyle, QStyleOptionToolButton, QToolButton, QWidget


class MenuButton(QToolButton):
    """Opens its menu at once; its size counts the arrow's room on each side, so the centred text stays
    clear of the arrow."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)

    def indicatorWidth(self) -> int:
        """The width the style gives the menu's arrow."""
        option = QStyleOptionToolButton()
        self.initStyleOption(option)
        return self.style().pixelMetric(QStyle.PixelMetric.PM_MenuButtonIndicator, option, self)

    def sizeHint(self) -> QSize:  # QToolButton's minimum size hint is its size hint: it follows
        size = super().sizeHint()
        if self.menu() is None:
            return size
        return QSize(size.width() + self.indicatorWidth(), size.height())
