"""A deal's thumbnail: its eight cascades in our deck, drawn at a size, for the gallery and its pictures.

Everything here is safe off the GUI thread (QImage, QPainter on an image, fonts): the gallery's worker draws
thumbnails with it (thumbnail_store.py), and ``freecell gallery`` draws the same grid into a picture.

Below :data:`SIMPLE_BELOW` pixels a card's index no longer reads, so the faces turn simple: a white card
with its rank and suit written large in the strip that shows, in the deck's suit colours.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import cast

from PySide6.QtCore import QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPen

from freecell_gui.core.deals.cards import CARD_CODES, SUIT_SYMBOLS, SUITS
from freecell_gui.ui.board.deck import card_height
from freecell_gui.ui.board.deck_rendering import render_card_image
from freecell_gui.ui.board.painting import COURT_RANKS, FELT, Box, hide_court_frame
from freecell_gui.ui.gallery import MAX_WIDTH, MIN_WIDTH
from freecell_gui.ui.widgets.suit_highlighter import CLASSIC_SUITS, FOUR_COLOUR_SUITS

SIMPLE_BELOW = 40  # card width in pixels: a smaller card gets the simple face
GAP = 0.14  # between cascades, in card widths
STRIP = 0.22  # what shows of a covered card, in card heights: the deck's index ends at 19.4 %
SIMPLE_STRIP = 0.30  # a simple face's strip: rank and suit side by side, big enough to read
BLACK = "#141414"

DrawCard = Callable[[QPainter, str, QRect], None]


@dataclass(frozen=True)
class ThumbnailGeometry:
    """The measures of a thumbnail ``width`` × ``height`` logical pixels wide."""

    width: int
    height: int
    card_width: int
    card_height: int
    gap: int
    strip: int  # the height that shows of a covered card
    simple: bool

    def card_rect(self, column: int, row: int) -> QRect:
        x = self.gap + column * (self.card_width + self.gap)
        return QRect(x, self.gap + row * self.strip, self.card_width, self.card_height)


def thumbnail_geometry(width: int) -> ThumbnailGeometry:
    """The geometry of a thumbnail about ``width`` pixels wide (within MIN_WIDTH … MAX_WIDTH)."""
    width = max(MIN_WIDTH, min(MAX_WIDTH, width))
    card = max(8, int(width / (8 + 9 * GAP)))
    gap = max(2, (width - 8 * card) // 9)
    tall = card_height(card)
    simple = card < SIMPLE_BELOW
    strip = math.ceil(tall * (SIMPLE_STRIP if simple else STRIP))
    return ThumbnailGeometry(8 * card + 9 * gap, 2 * gap + 6 * strip + tall, card, tall, gap, strip, simple)


def suit_colour(suit: str, deck: str) -> QColor:
    colours = FOUR_COLOUR_SUITS if deck == "four-color" else CLASSIC_SUITS
    return QColor(colours.get(suit, BLACK))


def paint_simple_face(painter: QPainter, target: QRect, code: str, deck: str) -> None:
    """A small card: white, rounded, its rank and suit side by side at the top, as large as the strip."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    card = QRectF(target).adjusted(0.5, 0.5, -0.5, -0.5)
    radius = max(1.5, target.width() * 0.08)
    painter.setPen(QPen(QColor("#6a6a6a"), 1.0))
    painter.setBrush(QColor("white"))
    painter.drawRoundedRect(card, radius, radius)
    rank, suit = code[:-1].replace("T", "10"), code[-1]
    font = QFont()
    font.setBold(True)
    font.setPixelSize(max(6, round(target.height() * SIMPLE_STRIP * 0.78)))
    font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 90 if rank == "10" else 100)
    painter.setFont(font)
    painter.setPen(suit_colour(suit, deck))
    strip = QRectF(card.x() + 1, card.y(), card.width() - 2, target.height() * SIMPLE_STRIP)
    symbol = SUIT_SYMBOLS[SUITS.index(suit)]
    painter.drawText(strip, Qt.AlignmentFlag.AlignCenter, f"{rank}{symbol}")
    painter.restore()


def simple_face_image(code: str, width: int, dpr: float, deck: str) -> QImage:
    image = QImage(
        max(1, round(width * dpr)),
        max(1, round(card_height(width) * dpr)),
        QImage.Format.Format_ARGB32_Premultiplied,
    )
    image.fill(Qt.GlobalColor.transparent)
    image.setDevicePixelRatio(dpr)
    painter = QPainter(image)
    paint_simple_face(painter, QRect(0, 0, width, card_height(width)), code, deck)
    painter.end()
    return image


def face_images(
    paths: Mapping[str, str | None], geometry: ThumbnailGeometry, dpr: float, deck: str
) -> dict[str, QImage]:
    """The 52 faces at the thumbnail's card size: the deck's SVGs (``paths``, see CardRenderer.source_path),
    or simple faces on small cards."""
    width = geometry.card_width
    if geometry.simple:
        return {code: simple_face_image(code, width, dpr, deck) for code in CARD_CODES}
    return {code: render_card_image(paths.get(code), code, width, dpr) for code in CARD_CODES}


def paint_cascades(
    painter: QPainter,
    origin: QPointF,
    cascades: Sequence[Sequence[str]],
    geometry: ThumbnailGeometry,
    draw: DrawCard,
) -> None:
    """The felt and the cascades of a thumbnail whose top left corner is ``origin``."""
    painter.save()
    painter.translate(origin)
    painter.fillRect(QRect(0, 0, geometry.width, geometry.height), FELT)
    for column, cards in enumerate(cascades):
        for row, code in enumerate(cards):
            target = geometry.card_rect(column, row)
            draw(painter, code, target)
            if row < len(cards) - 1 and not geometry.simple and code[0] in COURT_RANKS:
                hide_court_frame(painter, cast("Box", target.getRect()), geometry.strip)
    painter.restore()


def draw_thumbnail(
    cascades: Sequence[Sequence[str]],
    geometry: ThumbnailGeometry,
    faces: Mapping[str, QImage],
    dpr: float,
    between_cards: Callable[[], object] = lambda: None,
) -> QImage:
    """The thumbnail as an image of ``geometry``'s size × ``dpr``, drawn from ``faces`` (face_images);
    ``between_cards`` is called after each card (the worker lets the GUI thread have the GIL there)."""
    image = QImage(
        round(geometry.width * dpr), round(geometry.height * dpr), QImage.Format.Format_ARGB32_Premultiplied
    )
    image.setDevicePixelRatio(dpr)
    painter = QPainter(image)

    def draw(into: QPainter, code: str, target: QRect) -> None:
        into.drawImage(target.topLeft(), faces[code])
        between_cards()

    paint_cascades(painter, QPointF(0, 0), cascades, geometry, draw)
    painter.end()
    return image
