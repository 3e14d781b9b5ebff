"""What the catalogue knows of the deals on a page, and how a thumbnail's caption shows it.

A page's rows come in one query by the deal index (a few dozen rows: well under a millisecond), kept until
the page changes. The caption under a thumbnail: the deal's number, and on the right its moves on a
difficulty colour (green easy … red hard), a red ✗ for "no solution", a grey ? when the solver gave up.
A deal the player has won (the record of games) gets a green tick in its top right corner.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication, QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPen

from freecell_gui.core.catalogue.store import Catalogue, CatalogueError, Row
from freecell_gui.util.text_marks import QT_TRANSLATE_NOOP

EASY, HARD = 28.0, 50.0  # difficulty points (core/catalogue/facts.py): most deals of 1 … 3000 lie between
NO_SOLUTION_RED = QColor("#d0202e")
GAVE_UP_GREY = QColor("#8a8a8a")
WON_GREEN = QColor("#1e8e3e")
MOVES = QT_TRANSLATE_NOOP("Gallery", "%1 moves")
NO_SOLUTION = QT_TRANSLATE_NOOP("Gallery", "no solution")


class PageFacts:
    """The catalogue's rows of the deals asked for, read once per page (None: no catalogue). A damaged row
    is left out (its deal is drawn without facts), and :meth:`take_damage` tells what it holds."""

    def __init__(self, catalogue: Catalogue | None = None) -> None:
        self.catalogue = catalogue
        self._damage: CatalogueError | None = None
        self._page: tuple[tuple[int, ...], dict[int, Row]] | None = None

    def rows(self, deals: list[int]) -> Mapping[int, Row]:
        if self.catalogue is None or not deals:
            return {}
        key = tuple(deals)
        if self._page is None or self._page[0] != key:
            # The page's own deals (the finder's matches may lie far apart): a few hundred at most.
            places = ",".join("?" * len(deals))
            try:
                sound, damage = self.catalogue.sound_rows(f"WHERE d.deal IN ({places})", deals)
            except CatalogueError:
                sound, damage = [], None
            self._damage = damage or self._damage
            self._page = (key, {row.deal: row for row in sound})
        return self._page[1]

    def take_damage(self) -> CatalogueError | None:
        """The error of the first damaged row read since the last call (None: none)."""
        damage, self._damage = self._damage, None
        return damage


def difficulty_colour(difficulty: float | None) -> QColor:
    """Green for an easy deal, through yellow, to red for a hard one."""
    if difficulty is None:
        return GAVE_UP_GREY
    share = max(0.0, min(1.0, (difficulty - EASY) / (HARD - EASY)))
    return QColor.fromHsvF(0.33 * (1 - share), 0.75, 0.85)


def paint_verdict_mark(painter: QPainter, thumbnail: QRect, row: Row) -> None:
    """Over a thumbnail: a red cross and frame for a deal without a solution."""
    if row.verdict != "no-solution":
        return
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.fillRect(thumbnail, QColor(255, 255, 255, 70))
    pen = QPen(NO_SOLUTION_RED, max(3.0, thumbnail.width() / 60))
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRect(QRectF(thumbnail).adjusted(1.5, 1.5, -1.5, -1.5))
    side = min(thumbnail.width(), thumbnail.height()) * 0.35
    box = QRectF(0, 0, side, side)
    box.moveCenter(QRectF(thumbnail).center())
    painter.drawLine(box.topLeft(), box.bottomRight())
    painter.drawLine(box.topRight(), box.bottomLeft())
    painter.restore()


def paint_won_mark(painter: QPainter, thumbnail: QRect) -> None:
    """In a thumbnail's top right corner: a green disc with a white tick, for a deal the player has won."""
    side = max(12.0, min(thumbnail.width(), thumbnail.height()) * 0.16)
    disc = QRectF(thumbnail.right() - side - 3, thumbnail.top() + 3, side, side)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(QColor("white"), max(1.5, side / 12)))
    painter.setBrush(WON_GREEN)
    painter.drawEllipse(disc)
    tick = QPen(QColor("white"), max(2.0, side / 7))
    tick.setCapStyle(Qt.PenCapStyle.RoundCap)
    tick.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    painter.setPen(tick)
    x, y, s = disc.left(), disc.top(), side
    painter.drawPolyline(
        [
            QPointF(x + 0.27 * s, y + 0.52 * s),
            QPointF(x + 0.44 * s, y + 0.69 * s),
            QPointF(x + 0.74 * s, y + 0.34 * s),
        ]
    )
    painter.restore()


def paint_facts_label(painter: QPainter, caption: QRect, row: Row) -> int:
    """The right part of the caption (moves on the difficulty colour, or the verdict); returns its width."""
    if row.verdict == "solved" and row.moves is not None:
        text = QCoreApplication.translate("Gallery", MOVES).replace("%1", str(row.moves))
        colour = difficulty_colour(row.difficulty)
    elif row.verdict == "no-solution":
        text, colour = "✗ " + QCoreApplication.translate("Gallery", NO_SOLUTION), NO_SOLUTION_RED
    else:
        text, colour = "?", GAVE_UP_GREY
    metrics = QFontMetrics(painter.font())
    width = metrics.horizontalAdvance(text) + 10
    pill = QRectF(caption.right() - width, caption.top() + 2, width, caption.height() - 4)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2)
    painter.setPen(QColor("white") if colour.lightnessF() < 0.6 else QColor("black"))
    painter.drawText(pill, Qt.AlignmentFlag.AlignCenter, text)
    painter.restore()
    return width
