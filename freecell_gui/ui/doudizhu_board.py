"""The Dou Dizhu board: the landlord's three cards apart at the top, the three hands as fans below.

Like the FreeCell board, 54 card widgets are made once and only told which card to show. Cards of a
hand overlap sideways by just enough to leave every index (the top-left corner) readable.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPixmap, QRadialGradient, QResizeEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from freecell_gui.core.doudizhu import HAND_SIZE, LANDLORD_CARDS, PLAYERS, DouDizhuDeal
from freecell_gui.resources import check_deck_name
from freecell_gui.ui.board_painting import FELT, FELT_EDGE, LABEL
from freecell_gui.ui.card_widget import CardWidget
from freecell_gui.ui.deck import CARD_ASPECT, card_height

FAN_STEP = 0.56  # of the card width: the deck's index (rank and suit side by side) ends at ~52 %
MARGIN = 0.2
LABEL_WIDTH = 1.3  # room for "Player 1" left of each hand, in card widths
ROW_GAP = 0.25
CARD_COUNT = LANDLORD_CARDS + PLAYERS * HAND_SIZE
ROW_NAMES = ("Landlord's cards", "Player 1", "Player 2", "Player 3")


@dataclass(frozen=True)
class DouDizhuLayout:
    card_width: int
    card_height: int
    slots: tuple[QRect, ...]  # landlord's 3 cards, then the hands' 17 cards each, left to right
    labels: tuple[QRect, ...]  # one per row, as ROW_NAMES


def doudizhu_layout(width: int, height: int) -> DouDizhuLayout:
    """Where each of the 54 cards goes on a ``width`` × ``height`` board."""
    fan_width = (HAND_SIZE - 1) * FAN_STEP + 1
    by_width = width / (2 * MARGIN + LABEL_WIDTH + fan_width)
    by_height = height / (2 * MARGIN + 4 * CARD_ASPECT + 3 * ROW_GAP + ROW_GAP)
    card_w = max(24, int(min(by_width, by_height)))
    card_h = card_height(card_w)
    step = round(FAN_STEP * card_w)
    fan = (HAND_SIZE - 1) * step + card_w
    left = max(round(MARGIN * card_w), (width - round(LABEL_WIDTH * card_w) - fan) // 2) + round(
        LABEL_WIDTH * card_w
    )
    row_gap = round(ROW_GAP * card_w)
    top = max(round(MARGIN * card_w), (height - 4 * card_h - 4 * row_gap) // 2)
    rows_y = [top + r * (card_h + row_gap) + (row_gap if r else 0) for r in range(4)]
    landlord_left = left + (fan - (LANDLORD_CARDS * card_w + (LANDLORD_CARDS - 1) * row_gap)) // 2
    slots = [
        QRect(landlord_left + i * (card_w + row_gap), rows_y[0], card_w, card_h)
        for i in range(LANDLORD_CARDS)
    ]
    for player in range(PLAYERS):
        slots += [QRect(left + i * step, rows_y[player + 1], card_w, card_h) for i in range(HAND_SIZE)]
    label_w = round(LABEL_WIDTH * card_w) - row_gap
    labels = [QRect(left - label_w - row_gap, y, label_w, card_h) for y in rows_y]
    labels[0] = QRect(landlord_left - label_w - row_gap, rows_y[0], label_w, card_h)
    return DouDizhuLayout(card_w, card_h, tuple(slots), tuple(labels))


def paint_doudizhu_felt(painter: QPainter, size: QRect, layout: DouDizhuLayout) -> None:
    """The table under the cards, with the name of each row."""
    painter.save()
    gradient = QRadialGradient(QPointF(size.center()), max(size.width(), size.height()) * 0.75)
    gradient.setColorAt(0.0, FELT.lighter(112))
    gradient.setColorAt(1.0, FELT_EDGE)
    painter.fillRect(size, gradient)
    font = QFont(painter.font())
    font.setPixelSize(max(9, round(layout.card_width * 0.17)))
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(LABEL)
    for name, rect in zip(ROW_NAMES, layout.labels, strict=True):
        painter.drawText(
            QRectF(rect),
            Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap,
            name,
        )
    painter.restore()


def deal_codes(deal: DouDizhuDeal) -> list[str]:
    """The 54 cards in slot order: the landlord's, then each player's hand."""
    return [*deal.landlord, *(card for hand in deal.players for card in hand)]


class DouDizhuBoardWidget(QWidget):
    """Shows one :class:`DouDizhuDeal`; ``displayedHands()`` reads the cards back from the widgets."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName("Dou Dizhu board")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(320, 300)
        self._deal: DouDizhuDeal | None = None
        self._deck = "classic"
        self._cards = [CardWidget(self) for _ in range(CARD_COUNT)]
        for card in self._cards:
            card.hide()
        self._layout = doudizhu_layout(self.width(), self.height())
        self._felt: QPixmap | None = None
        self._place_cards()

    def deal(self) -> DouDizhuDeal | None:
        return self._deal

    def setDeal(self, deal: DouDizhuDeal) -> None:
        if deal == self._deal:
            return
        first = self._deal is None
        self._deal = deal
        for widget, code in zip(self._cards, deal_codes(deal), strict=True):
            widget.setCard(code)
        if first:
            for widget in self._cards:
                widget.show()

    def deck(self) -> str:
        return self._deck

    def setDeck(self, deck: str) -> None:
        if check_deck_name(deck) != self._deck:
            self._deck = deck
            for widget in self._cards:
                widget.setDeck(deck)

    def cardWidgets(self) -> list[CardWidget]:
        return list(self._cards)

    def displayedHands(self) -> tuple[tuple[str, ...], ...]:
        """The rows as shown, top to bottom (landlord's cards, players 1–3), each left to right."""
        rows: dict[int, list[tuple[int, str]]] = {}
        for widget in self._cards:
            if widget.isVisibleTo(self):
                rows.setdefault(widget.y(), []).append((widget.x(), widget.card()))
        return tuple(tuple(code for _, code in sorted(rows[y])) for y in sorted(rows))

    def sizeHint(self) -> QSize:
        return QSize(960, 720)

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._layout = doudizhu_layout(self.width(), self.height())
        self._felt = None
        self._place_cards()
        super().resizeEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        dpr = self.devicePixelRatioF()
        if self._felt is None or self._felt.devicePixelRatio() != dpr:
            self._felt = QPixmap(round(self.width() * dpr), round(self.height() * dpr))
            self._felt.setDevicePixelRatio(dpr)
            self._felt.fill(QColor(FELT_EDGE))
            felt_painter = QPainter(self._felt)
            paint_doudizhu_felt(felt_painter, self.rect(), self._layout)
            felt_painter.end()
        QPainter(self).drawPixmap(QPointF(0, 0), self._felt)

    def _place_cards(self) -> None:
        for widget, slot in zip(self._cards, self._layout.slots, strict=True):
            widget.setGeometry(slot)
