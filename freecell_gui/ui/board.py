"""The FreeCell board: felt, four free cells, four foundations and eight cascades of card widgets.

Widget k always stands at dealing position k (cascade k mod 8, row k div 8), so the stacking order
never changes; a deal only tells each widget its card.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRect
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QWidget

from freecell_gui.core.cards import DECK_SIZE, card_code
from freecell_gui.core.deal import CASCADE_COUNT, ROW_COUNT, Deal
from freecell_gui.ui.board_layout import BoardLayout, board_layout
from freecell_gui.ui.board_painting import paint_felt
from freecell_gui.ui.card_table import CardTableWidget


class BoardWidget(CardTableWidget):
    """Shows one :class:`Deal`; ``displayedCascades()`` reads the cards back from the widgets on screen."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(DECK_SIZE, "FreeCell board", parent)
        self._deal: Deal | None = None
        self._layout = board_layout(self.width(), self.height(), ROW_COUNT)
        self._place_cards()

    def deal(self) -> Deal | None:
        return self._deal

    def setDeal(self, deal: Deal) -> None:
        if deal != self._deal:
            self._deal = deal
            self._show_cards([card_code(card) for card in deal.order])

    def boardLayout(self) -> BoardLayout:
        return self._layout

    def displayedCascades(self) -> tuple[tuple[str, ...], ...]:
        """The cascades as shown: visible card widgets grouped by x (left to right), each top to bottom."""
        columns: dict[int, list[tuple[int, str]]] = {}
        for widget in self._cards:
            if widget.isVisibleTo(self):
                columns.setdefault(widget.x(), []).append((widget.y(), widget.card()))
        return tuple(tuple(code for _, code in sorted(columns[x])) for x in sorted(columns))

    def _relayout(self) -> None:
        self._layout = board_layout(self.width(), self.height(), ROW_COUNT)

    def _card_rects(self) -> Sequence[QRect]:
        return [self._layout.card_rect(k % CASCADE_COUNT, k // CASCADE_COUNT) for k in range(DECK_SIZE)]

    def _paint_felt(self, painter: QPainter) -> None:
        paint_felt(painter, self.rect(), self._layout, self._deck)
