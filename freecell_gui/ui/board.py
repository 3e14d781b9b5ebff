"""The FreeCell board: felt, four free cells, four foundations and eight cascades of card widgets.

The 52 card widgets are created once; a new deal only tells each one which card it shows. Widget k
always stands at dealing position k (cascade k mod 8, row k div 8), so stacking order is fixed too.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QSize
from PySide6.QtGui import QPainter, QPaintEvent, QPixmap, QResizeEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from freecell_gui.core.cards import CARD_CODES, DECK_SIZE, card_code
from freecell_gui.core.deal import CASCADE_COUNT, ROW_COUNT, Deal
from freecell_gui.resources import check_deck_name
from freecell_gui.ui.board_layout import BoardLayout, board_layout
from freecell_gui.ui.board_painting import paint_felt
from freecell_gui.ui.card_widget import CardWidget
from freecell_gui.ui.deck import card_renderer


class BoardWidget(QWidget):
    """Shows one :class:`Deal`; ``displayedCascades()`` reads the cards back from the widgets on screen."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName("FreeCell board")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(320, 300)
        self._deal: Deal | None = None
        self._deck = "classic"
        self._cards = [CardWidget(self) for _ in range(DECK_SIZE)]  # later ones stack on top
        for card in self._cards:
            card.hide()
        self._layout = board_layout(self.width(), self.height(), ROW_COUNT)
        self._felt: QPixmap | None = None  # the painted board under the cards, for the current size and deck
        self._place_cards()

    # -- public API -------------------------------------------------------------------------------------

    def deal(self) -> Deal | None:
        return self._deal

    def setDeal(self, deal: Deal) -> None:
        if deal == self._deal:
            return
        first = self._deal is None
        self._deal = deal
        for widget, card in zip(self._cards, deal.order, strict=True):
            widget.setCard(card_code(card))
        if first:
            for widget in self._cards:
                widget.show()

    def deck(self) -> str:
        return self._deck

    def setDeck(self, deck: str) -> None:
        check_deck_name(deck)
        if deck == self._deck:
            return
        self._deck = deck
        self._felt = None
        for widget in self._cards:
            widget.setDeck(deck)
        self.update()

    def boardLayout(self) -> BoardLayout:
        return self._layout

    def cardWidgets(self) -> list[CardWidget]:
        return list(self._cards)

    def displayedCascades(self) -> tuple[tuple[str, ...], ...]:
        """The cascades as shown: visible card widgets grouped by x (left to right), each top to bottom."""
        columns: dict[int, list[tuple[int, str]]] = {}
        for widget in self._cards:
            if widget.isVisibleTo(self):
                columns.setdefault(widget.x(), []).append((widget.y(), widget.card()))
        return tuple(tuple(code for _, code in sorted(columns[x])) for x in sorted(columns))

    def sizeHint(self) -> QSize:
        return QSize(960, 720)

    # -- events -----------------------------------------------------------------------------------------

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._layout = board_layout(self.width(), self.height(), ROW_COUNT)
        self._felt = None
        self._place_cards()
        super().resizeEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        QPainter(self).drawPixmap(QPointF(0, 0), self._felt_pixmap())  # clipped to the region repainted

    def _felt_pixmap(self) -> QPixmap:
        """The board without cards, painted once per size, deck and pixel ratio."""
        dpr = self.devicePixelRatioF()
        if self._felt is None or self._felt.devicePixelRatio() != dpr:
            self._felt = QPixmap(round(self.width() * dpr), round(self.height() * dpr))
            self._felt.setDevicePixelRatio(dpr)
            painter = QPainter(self._felt)
            paint_felt(painter, self.rect(), self._layout, self._deck)
            painter.end()
        return self._felt

    def _place_cards(self) -> None:
        for k, widget in enumerate(self._cards):
            widget.setGeometry(self._layout.card_rect(k % CASCADE_COUNT, k // CASCADE_COUNT))
        if self.isVisible():
            # Render every face at the new size now, in one go, rather than card by card while painting.
            card_renderer(self._deck).prerender(CARD_CODES, self._layout.card_width, self.devicePixelRatioF())
