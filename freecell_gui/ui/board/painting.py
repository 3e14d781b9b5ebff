"""The board under the cards — felt, empty free cells and foundations, cascade numbers — painted once
here for the on-screen board and for exports alike."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QRadialGradient
from PySide6.QtSvg import QSvgRenderer

from freecell_gui.ui.board.deck import card_renderer
from freecell_gui.ui.board.layout import FOUNDATION_SUITS, BoardLayout

FELT = QColor("#1f6b3a")
FELT_EDGE = QColor("#134a27")
SLOT_LINE = QColor(255, 255, 255, 90)
SLOT_FILL = QColor(0, 0, 0, 40)
LABEL = QColor(255, 255, 255, 225)  # ≥ 4.5:1 on the lightest felt (tests/ui/board/test_labels.py measures it)
FOCUS_LINE = QColor(255, 255, 255, 210)
FOCUS_WIDTH = 3
# Proportions of the packaged faces (tools/make_deck.py): the index ends at 19.4 % of the height and a
# court card's picture frame starts at 22.3 %, within a grey edge of 1 % of the width.
BELOW_INDEX = 0.21
CARD_EDGE = 0.01
CARD_FACE = QColor("#ffffff")
COURT_RANKS = "JQK"

Box = tuple[int, int, int, int]  # a rectangle as x, y, width, height: read without calling into Qt


def _suit_renderer(deck: str, suit: str) -> QSvgRenderer | None:
    """The ace's SVG, whose element ``s`` is the suit symbol; None if the file cannot be used (the deck's
    renderer checks and caches it, and names a damaged file once)."""
    renderer = card_renderer(deck).svg(f"A{suit}")
    return renderer if renderer is not None and renderer.elementExists("s") else None


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


def paint_focus_frame(painter: QPainter, size: QRect) -> None:
    """The frame that says the board has the keyboard focus (arrows and the wheel browse the deals)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(FOCUS_LINE, FOCUS_WIDTH))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    inset = FOCUS_WIDTH / 2 + 1
    painter.drawRoundedRect(QRectF(size).adjusted(inset, inset, -inset, -inset), 6, 6)
    painter.restore()


def hide_court_frame(painter: QPainter, card: Box, shown_height: int) -> None:
    """Paint the face's white over what a covered court card's strip shows below its index: the top of
    the picture frame would show there as a thin sliver under the index. ``card``: x, y, width, height."""
    x, y, width, height = card
    top = math.ceil(height * BELOW_INDEX)
    if shown_height <= top:
        return
    edge = math.ceil(width * CARD_EDGE)
    painter.fillRect(QRect(x + edge, y + top, width - 2 * edge, shown_height - top), CARD_FACE)
