"""A label's place in a layout that hears of the label's new words only when they need another width.

A label laid out directly asks its layout to lay everything out again at each new text; in a status bar
that repaints the whole bar. The status bar's verdict changes its words at every deal (blank while the
next deal's is awaited, then the count the catalogue gives), so it sits in this place instead: the label is
the place's child, outside any layout, sized to the place by hand; the place takes the label's width when
the label says something lasting, and keeps the width it has (growing only) while the label's words are
passing ones, as the blank between two deals. Same width, no layout: only the label is repainted.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QSize
from PySide6.QtGui import QResizeEvent, QShowEvent
from PySide6.QtWidgets import QLabel, QWidget


class SteadyPlace(QWidget):
    """Holds ``label``; ``passing()`` says whether the label's words are passing ones (the place keeps its
    width for them). The place's size hint is the label's, held steady so."""

    def __init__(self, label: QLabel, passing: Callable[[], bool], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._label, self._passing = label, passing
        label.setParent(self)
        self._size = QSize(0, 0)
        self._measure()

    def sizeHint(self) -> QSize:
        return self._size

    def minimumSizeHint(self) -> QSize:
        return QSize(1, self._size.height())

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LayoutRequest:  # the label's words changed (a child: posted here)
            self._measure()
        return super().event(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._label.setGeometry(self.rect())
        super().resizeEvent(event)

    def showEvent(self, event: QShowEvent) -> None:
        self._measure()  # words changed while hidden post nothing
        super().showEvent(event)

    def _measure(self) -> None:
        wanted = self._label.sizeHint()
        width = max(wanted.width(), self._size.width()) if self._passing() else wanted.width()
        size = QSize(width, wanted.height())
        if size != self._size:
            self._size = size
            self.updateGeometry()
