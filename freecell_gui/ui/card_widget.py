"""One card on screen: a widget painting its deck's cached pixmap, named for screen readers."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QSize
from PySide6.QtGui import QPainter, QPaintEvent, QPixmap
from PySide6.QtWidgets import QWidget

from freecell_gui.core.cards import CARD_CODES, card_name, parse_card
from freecell_gui.ui.deck import card_height, card_renderer

# Looked up for 52 widgets on every deal switch, so computed once.
_NAMES = {code: card_name(index) for index, code in enumerate(CARD_CODES)}
_NAMES.update({"SJ": "Small Joker", "BJ": "Big Joker", "back": "Card back"})


def card_display_name(code: str) -> str:
    """The name read out for ``code``: "Jack of Diamonds", "Big Joker"; CardError for unknown codes."""
    return _NAMES.get(code) or card_name(parse_card(code))


class CardWidget(QWidget):
    """Shows card ``code`` of the board's deck at the widget's width; the board sets both."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._code = "back"
        self._deck = "classic"
        self._pixmap = QPixmap()
        self._pixmap_key: tuple[str, str, int, float] | None = None

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

    def pixmap(self) -> QPixmap:
        """The card's image at the widget's size and device pixel ratio."""
        key = (self._code, self._deck, self.width(), self.devicePixelRatioF())
        if key != self._pixmap_key:  # the renderer caches too; this skips even the lookup on repaints
            self._pixmap = card_renderer(self._deck).pixmap(self._code, self.width(), key[3])
            self._pixmap_key = key
        return self._pixmap

    def paintEvent(self, event: QPaintEvent) -> None:
        QPainter(self).drawPixmap(QPointF(0, 0), self.pixmap())
