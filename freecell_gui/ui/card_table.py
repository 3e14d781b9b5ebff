"""What the FreeCell and Dou Dizhu boards share: felt under a fixed set of reusable card widgets.

The card widgets are created once; a new deal only tells each one which card it shows, and a resize
only moves them. The felt (everything under the cards) is painted once per size, deck and pixel ratio
into a pixmap: a deal switch repaints the table under every (round-cornered, so not opaque) card.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRect, QSize
from PySide6.QtGui import QPainter, QPaintEvent, QPixmap, QResizeEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from freecell_gui.core.cards import CARD_CODES
from freecell_gui.resources import check_deck_name
from freecell_gui.ui.card_widget import CardWidget
from freecell_gui.ui.deck import card_renderer


class CardTableWidget(QWidget):
    """A table of ``card_count`` card widgets; subclasses place them and paint the felt."""

    def __init__(self, card_count: int, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(name)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(320, 300)
        self._deck = "classic"
        self._cards = [CardWidget(self) for _ in range(card_count)]  # later ones stack on top
        for card in self._cards:
            card.hide()
        self._felt: QPixmap | None = None

    # -- for subclasses ---------------------------------------------------------------------------------

    def _card_rects(self) -> Sequence[QRect]:
        """Where each card widget goes at the current size."""
        raise NotImplementedError

    def _paint_felt(self, painter: QPainter) -> None:
        """Everything under the cards."""
        raise NotImplementedError

    def _relayout(self) -> None:
        """Recompute the layout for the current size (called before the cards are placed)."""

    def _show_cards(self, codes: Sequence[str]) -> None:
        first = not self._cards[0].isVisibleTo(self)
        for widget, code in zip(self._cards, codes, strict=True):
            widget.setCard(code)
        if first:
            for widget in self._cards:
                widget.show()

    def _place_cards(self) -> None:
        rects = self._card_rects()
        for widget, rect in zip(self._cards, rects, strict=True):
            widget.setGeometry(rect)
        if self.isVisible():
            # Render every face at the new size now, in one go, rather than card by card while painting.
            card_renderer(self._deck).prerender(CARD_CODES, rects[0].width(), self.devicePixelRatioF())

    # -- public API -------------------------------------------------------------------------------------

    def deck(self) -> str:
        return self._deck

    def setDeck(self, deck: str) -> None:
        if check_deck_name(deck) == self._deck:
            return
        self._deck = deck
        self._felt = None
        for widget in self._cards:
            widget.setDeck(deck)
        self.update()

    def cardWidgets(self) -> list[CardWidget]:
        return list(self._cards)

    def sizeHint(self) -> QSize:
        return QSize(960, 720)

    # -- events -----------------------------------------------------------------------------------------

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._relayout()
        self._felt = None
        self._place_cards()
        super().resizeEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        dpr = self.devicePixelRatioF()
        if self._felt is None or self._felt.devicePixelRatio() != dpr:
            self._felt = QPixmap(round(self.width() * dpr), round(self.height() * dpr))
            self._felt.setDevicePixelRatio(dpr)
            painter = QPainter(self._felt)
            self._paint_felt(painter)
            painter.end()
        QPainter(self).drawPixmap(QPointF(0, 0), self._felt)  # clipped to the region being repainted
