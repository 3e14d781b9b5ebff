"""One card on screen: a widget painting its deck's cached pixmap, named for screen readers."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QSize
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QWidget

from freecell_gui.core.cards import card_name, parse_card
from freecell_gui.ui.deck import card_height, card_renderer

_JOKER_NAMES = {"SJ": "Small Joker", "BJ": "Big Joker", "back": "Card back"}


def card_display_name(code: str) -> str:
    """ "Jack of Diamonds" for ``JD``; the jokers and the back by their names."""
    return _JOKER_NAMES.get(code) or card_name(parse_card(code))


class CardWidget(QWidget):
    """Shows card ``code`` of the board's deck at the widget's width; the board sets both."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._code = "back"
        self._deck = "classic"

    def card(self) -> str:
        return self._code

    def setCard(self, code: str) -> None:
        if code == self._code:
            return
        self._code = code
        name = card_display_name(code)
        self.setAccessibleName(name)
        self.setToolTip(name)
        self.update()

    def deck(self) -> str:
        return self._deck

    def setDeck(self, deck: str) -> None:
        if deck != self._deck:
            self._deck = deck
            self.update()

    def sizeHint(self) -> QSize:
        return QSize(100, card_height(100))

    def paintEvent(self, event: QPaintEvent) -> None:
        pixmap = card_renderer(self._deck).pixmap(self._code, self.width(), self.devicePixelRatioF())
        painter = QPainter(self)
        painter.drawPixmap(QPointF(0, 0), pixmap)
