"""The board under the cards — felt, empty free cells and foundations, cascade numbers — painted once
here for the on-screen board and for exports alike."""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QByteArray, QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QRadialGradient
from PySide6.QtSvg import QSvgRenderer

from freecell_gui.core.cards import SUITS
from freecell_gui.resources import deck_file_bytes
from freecell_gui.ui.board_layout import BoardLayout

FELT = QColor("#1f6b3a")
FELT_EDGE = QColor("#134a27")
SLOT_LINE = QColor(255, 255, 255, 90)
SLOT_FILL = QColor(0, 0, 0, 40)
LABEL = QColor(255, 255, 255, 150)
# Foundations show their suit faintly, in the order the aces usually go up: ♠ ♥ ♦ ♣ … any order works.
FOUNDATION_SUITS = ("S", "H", "D", "C")


@cache
def _suit_renderer(deck: str, suit: str) -> QSvgRenderer | None:
    """The ace's SVG, whose element ``s`` is the suit symbol; None if the file cannot be used."""
    try:
        renderer = QSvgRenderer(QByteArray(deck_file_bytes(deck, f"A{suit}")))
    except OSError:
        return None
    return renderer if renderer.isValid() and renderer.elementExists("s") else None


def paint_table(painter: QPainter, size: QRect) -> None:
    """The bare felt: green, lit from the middle."""
    gradient = QRadialGradient(QPointF(size.center()), max(size.width(), size.height()) * 0.75)
    gradient.setColorAt(0.0, FELT.lighter(112))
    gradient.setColorAt(1.0, FELT_EDGE)
    painter.fillRect(size, gradient)


def set_label_style(painter: QPainter, card_width: int) -> None:
    """Bold, pale lettering for the names and numbers written on the felt, sized to the cards."""
    font = QFont(painter.font())
    font.setPixelSize(max(9, round(card_width * 0.16)))
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(LABEL)


def paint_felt(painter: QPainter, size: QRect, layout: BoardLayout, deck: str) -> None:
    """Everything but the cards, for a board of ``size`` laid out as ``layout``."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint_table(painter, size)

    radius = layout.card_width * 0.06
    pen = QPen(SLOT_LINE, max(1.0, layout.card_width / 60))
    for slot in (*layout.free_cells, *layout.foundations):
        painter.setPen(pen)
        painter.setBrush(SLOT_FILL)
        painter.drawRoundedRect(QRectF(slot).adjusted(1, 1, -1, -1), radius, radius)
    for slot, suit in zip(layout.foundations, FOUNDATION_SUITS, strict=True):
        renderer = _suit_renderer(deck, suit)
        if renderer is not None:
            side = slot.width() * 0.45
            mark = QRectF(0, 0, side, side * 90 / 94)
            mark.moveCenter(QPointF(slot.center()))
            painter.setOpacity(0.28)
            renderer.render(painter, "s", mark)
            painter.setOpacity(1.0)

    set_label_style(painter, layout.card_width)
    for number, label in enumerate(layout.labels, start=1):
        painter.drawText(label, Qt.AlignmentFlag.AlignCenter, str(number))
    painter.restore()


assert len(FOUNDATION_SUITS) == len(SUITS)
