"""What the catalogue knows of the deals on a page, and how a thumbnail's caption shows it.

A page's rows come in one query by the deal index (a few dozen rows: well under a millisecond), kept until
the page changes. The caption under a thumbnail: the deal's number, and on the right its moves on the
colour of its difficulty band (core/difficulty_bands.py: easy green, medium yellow, hard orange, very
hard purple), a red ✗ for "no solution", a grey ? when the solver gave up. A count made by another
engine (an earlier version's rows, fc-solve's) has its difficulty on a scale of its own: its badge is a
light neutral grey. A deal the player has won (the record of games) gets a green tick in its top right
corner.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication, QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPen

from freecell_gui.core.catalogue.facts import ENGINE_PREFIX
from freecell_gui.core.catalogue.store import Catalogue, CatalogueError, Row
from freecell_gui.core.difficulty_bands import EASY, HARD, MEDIUM, VERY_HARD, band_of
from freecell_gui.util.text_marks import QT_TRANSLATE_NOOP

#: The badge's colour of each difficulty band, by the band's key (the bands' limits: difficulty_bands.py).
BAND_COLOURS = {
    EASY.key: QColor("#2f8f46"),
    MEDIUM.key: QColor("#e9c46a"),
    HARD.key: QColor("#f08c3c"),
    VERY_HARD.key: QColor("#8e44ad"),
}
#: A count whose difficulty is on another engine's scale: no band, no colour.
OTHER_SCALE_GREY = QColor("#d3d7dc")
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


def on_our_scale(row: Row) -> bool:
    """Whether ``row`` has a difficulty on this program's scale (the bands'): made by our engine. Another
    engine's difficulty (fc-solve's ran from 28 to 50, ours mostly lies between 44 and 52) is not banded."""
    return row.difficulty is not None and str(row.engine).startswith(ENGINE_PREFIX)


def difficulty_colour(row: Row) -> QColor:
    """The colour of ``row``'s difficulty band, or a neutral grey when it has none on our scale."""
    if row.difficulty is None or not on_our_scale(row):
        return OTHER_SCALE_GREY
    return BAND_COLOURS[band_of(row.difficulty).key]


def text_colour_on(background: QColor) -> QColor:
    """White on a dark badge, black on a light one (by the colour's luminance: yellow is light)."""
    luminance = 0.2126 * background.redF() + 0.7152 * background.greenF() + 0.0722 * background.blueF()
    return QColor("white") if luminance < 0.55 else QColor("black")


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
        colour = difficulty_colour(row)
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
    painter.setPen(text_colour_on(colour))
    painter.drawText(pill, Qt.AlignmentFlag.AlignCenter, text)
    painter.restore()
    return width
