"""How one page of the gallery is painted: a thumbnail (or its placeholder) with its caption, the words of
an empty page, and the number being typed. Plain functions over a QPainter, so the view (view.py) keeps
only geometry and input."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPalette, QPen

from freecell_gui.core.catalogue.store import Row
from freecell_gui.ui.board.painting import FELT
from freecell_gui.ui.gallery.facts import paint_facts_label, paint_verdict_mark, paint_won_mark
from freecell_gui.ui.gallery.grid import CAPTION, FRAME
from freecell_gui.ui.text.i18n import format_number

PLACEHOLDER = FELT.darker(140)


def paint_cell(
    painter: QPainter,
    rect: QRect,
    number: int,
    image: QImage | None,
    row: Row | None,
    selected: bool,
    palette: QPalette,
    won: bool = False,
) -> None:
    """One deal: its selection frame, its thumbnail (a placeholder until drawn), marks (``won``: the
    player has won it) and caption."""
    if selected:
        painter.fillRect(
            rect.adjusted(-FRAME, -FRAME, FRAME, CAPTION + 3), palette.color(QPalette.ColorRole.Highlight)
        )
    if image is None:
        painter.fillRect(rect, PLACEHOLDER)
    else:
        painter.drawImage(rect.topLeft(), image)
    caption = QRect(rect.left(), rect.bottom() + 1, rect.width(), CAPTION)
    used = 0
    if row is not None:
        paint_verdict_mark(painter, rect, row)
        used = paint_facts_label(painter, caption, row)
    if won:
        paint_won_mark(painter, rect)
    role = QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text
    painter.setPen(palette.color(role))
    painter.drawText(
        caption.adjusted(2, 0, -used - 4, 0),
        Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
        format_number(number),
    )


def paint_empty(painter: QPainter, area: QRect, text: str, palette: QPalette) -> None:
    """Why a page shows no deal (a filter that matches none …), centred in ``area``."""
    painter.setPen(palette.color(QPalette.ColorRole.PlaceholderText))
    painter.drawText(
        area.adjusted(20, 20, -20, -20), Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, text
    )


def paint_typing(painter: QPainter, area: QRect, text: str) -> None:
    """The number being typed ("Go to deal 617"), in a dark rounded box at the foot of ``area``."""
    metrics = painter.fontMetrics()
    box = metrics.boundingRect(text).adjusted(-12, -8, 12, 8)
    box.moveCenter(QPoint(area.width() // 2, area.height() - box.height()))
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(QColor(0, 0, 0, 120)))
    painter.setBrush(QColor(30, 30, 30, 220))
    painter.drawRoundedRect(box, 8, 8)
    painter.setPen(QColor("white"))
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
