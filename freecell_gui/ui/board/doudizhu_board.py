"""The Dou Dizhu board: the landlord's three cards apart at the top, the three hands as fans below.

Like the FreeCell board, 54 card widgets are made once and only told which card to show. Cards of a
hand overlap sideways by just enough to leave every index (the top-left corner) readable.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QRect, QRectF, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QWidget

from freecell_gui.core.deals.doudizhu import HAND_SIZE, LANDLORD_CARDS, PLAYERS, DouDizhuDeal
from freecell_gui.ui.board.card_table import CardTableWidget
from freecell_gui.ui.board.deck import CARD_ASPECT, card_height
from freecell_gui.ui.board.painting import paint_table, set_label_style
from freecell_gui.util.text_marks import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from freecell_gui.core.games import AnyDeal
    from freecell_gui.core.rules.position import Position

FAN_STEP = 0.56  # of the card width: the deck's index (rank and suit side by side) ends at ~52 %
MARGIN = 0.2
LABEL_WIDTH = 1.3  # room for "Player 1" left of each hand, in card widths
ROW_GAP = 0.25
CARD_COUNT = LANDLORD_CARDS + PLAYERS * HAND_SIZE
ROW_NAMES = (  # translated when painted: the interface's language, English on the command line
    QT_TRANSLATE_NOOP("DouDizhuBoard", "Landlord's cards"),
    QT_TRANSLATE_NOOP("DouDizhuBoard", "Player 1"),
    QT_TRANSLATE_NOOP("DouDizhuBoard", "Player 2"),
    QT_TRANSLATE_NOOP("DouDizhuBoard", "Player 3"),
)


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
    # The landlord's row has room from the hands' labels to its centred cards: longer names fit (pt_BR).
    labels[0] = QRect(left - label_w - row_gap, rows_y[0], landlord_left - left + label_w, card_h)
    return DouDizhuLayout(card_w, card_h, tuple(slots), tuple(labels))


def paint_doudizhu_felt(painter: QPainter, size: QRect, layout: DouDizhuLayout) -> None:
    """The table under the cards, with the name of each row."""
    painter.save()
    paint_table(painter, size)
    set_label_style(painter, layout.card_width)
    for name, rect in zip(ROW_NAMES, layout.labels, strict=True):
        painter.drawText(
            QRectF(rect),
            Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap,
            QCoreApplication.translate("DouDizhuBoard", name),
        )
    painter.restore()


def deal_codes(deal: DouDizhuDeal) -> list[str]:
    """The 54 cards in slot order: the landlord's, then each player's hand."""
    return [*deal.landlord, *(card for hand in deal.players for card in hand)]


class DouDizhuBoardWidget(CardTableWidget):
    """Shows one :class:`DouDizhuDeal`; ``displayedHands()`` reads back the cards as painted."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(CARD_COUNT, parent)
        self._deal: DouDizhuDeal | None = None
        self._layout = doudizhu_layout(self.width(), self.height())
        self._place_cards()

    def deal(self) -> DouDizhuDeal | None:
        return self._deal

    def setDeal(self, deal: DouDizhuDeal) -> None:
        if deal != self._deal:
            self._deal = deal
            self._show_cards(deal_codes(deal))

    def display(self, dealt: AnyDeal, position: Position | None = None, animate: bool = False) -> None:
        assert isinstance(dealt, DouDizhuDeal)
        self.setDeal(dealt)

    def displayedHands(self) -> tuple[tuple[str, ...], ...]:
        """The rows as shown, top to bottom (landlord's cards, players 1–3), each left to right."""
        rows: dict[int, list[tuple[int, str]]] = {}
        for widget in self._cards:
            rect = widget.table_rect
            if widget.isVisibleTo(self):
                rows.setdefault(rect.y(), []).append((rect.x(), widget.card()))
        return tuple(tuple(code for _, code in sorted(rows[y])) for y in sorted(rows))

    def _relayout(self) -> None:
        self._layout = doudizhu_layout(self.width(), self.height())

    def _card_rects(self) -> Sequence[QRect]:
        return self._layout.slots

    def _paint_felt(self, painter: QPainter) -> None:
        paint_doudizhu_felt(painter, self.rect(), self._layout)
