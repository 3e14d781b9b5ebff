"""Card pixmaps from the SVG deck: rendered at the screen's device pixel ratio, cached, never scaled.

One :class:`CardRenderer` per deck keeps a parsed ``QSvgRenderer`` per card file and an LRU of pixmaps
keyed by (code, width, dpr). A missing or corrupt file is reported once and drawn as a placeholder.
"""

from __future__ import annotations

import logging
import xml.etree.ElementTree as ElementTree
from collections import OrderedDict
from collections.abc import Iterable
from pathlib import Path

from PySide6.QtCore import QByteArray, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPen, QPixmap
from PySide6.QtSvg import QSvgRenderer

from freecell_gui.core.cards import CARD_CODES
from freecell_gui.resources import Traversable, check_deck_name, decks_root

#: Height / width of a card: poker proportions 2.5 : 3.5.
CARD_ASPECT = 3.5 / 2.5

#: Every image a deck holds: the 52 faces, the back and the small and big jokers.
DECK_CODES: tuple[str, ...] = (*CARD_CODES, "back", "SJ", "BJ")

_CACHE_LIMIT = 400  # a few sizes of a whole deck; a resize renders 52 faces, so the old size ages out
_log = logging.getLogger(__name__)


def card_height(width: int) -> int:
    """The height in pixels of a card ``width`` pixels wide."""
    return round(width * CARD_ASPECT)


class CardRenderer:
    """Renders and caches the cards of one deck; call from the GUI thread only (QPixmap)."""

    def __init__(self, deck: str = "classic", folder: Traversable | Path | None = None) -> None:
        """``folder`` overrides where the SVGs are read from (tests); by default the packaged deck."""
        self._deck = check_deck_name(deck)
        self._folder = folder if folder is not None else decks_root() / deck
        self._svgs: dict[str, QSvgRenderer | None] = {}
        self._pixmaps: OrderedDict[tuple[str, int, float], QPixmap] = OrderedDict()

    @property
    def deck_name(self) -> str:
        return self._deck

    def pixmap(self, code: str, width: int, dpr: float = 1.0) -> QPixmap:
        """Card ``code``, ``width`` logical pixels wide, rendered at ``round(width * dpr)`` device pixels."""
        key = (code, width, dpr)
        cached = self._pixmaps.get(key)
        if cached is not None:
            self._pixmaps.move_to_end(key)
            return cached
        pixmap = self._render(code, width, dpr)
        self._pixmaps[key] = pixmap
        if len(self._pixmaps) > _CACHE_LIMIT:
            self._pixmaps.popitem(last=False)
        return pixmap

    def prerender(self, codes: Iterable[str], width: int, dpr: float = 1.0) -> None:
        """Fill the cache ahead of painting, e.g. all 52 faces after a resize."""
        for code in codes:
            self.pixmap(code, width, dpr)

    def clear(self) -> None:
        """Forget every cached pixmap (the parsed SVGs stay)."""
        self._pixmaps.clear()

    def _render(self, code: str, width: int, dpr: float) -> QPixmap:
        if code not in DECK_CODES:
            raise ValueError(f"{code!r} is not a card of the deck (expected AC … KS, back, SJ or BJ)")
        if not isinstance(width, int) or width < 1:
            raise ValueError(f"card width must be a positive whole number of pixels, not {width!r}")
        if not dpr > 0:
            raise ValueError(f"device pixel ratio must be positive, not {dpr!r}")
        # A premultiplied image cleared to transparent, not a QPixmap, so the rounded corners carry no
        # dark fringe when cards are stacked.
        image = QImage(
            max(1, round(width * dpr)),
            max(1, round(card_height(width) * dpr)),
            QImage.Format.Format_ARGB32_Premultiplied,
        )
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        target = QRectF(0, 0, image.width(), image.height())
        svg = self._svg(code)
        if svg is None:
            _paint_placeholder(painter, target, code)
        else:
            svg.render(painter, target)
        painter.end()
        pixmap = QPixmap.fromImage(image)
        pixmap.setDevicePixelRatio(dpr)
        return pixmap

    def _svg(self, code: str) -> QSvgRenderer | None:
        if code not in self._svgs:
            self._svgs[code] = self._load(code)
        return self._svgs[code]

    def _load(self, code: str) -> QSvgRenderer | None:
        source = self._folder / f"{code}.svg"
        try:
            data = source.read_bytes()
        except OSError as error:
            _log.warning("card image %s cannot be read (%s); drawing a placeholder", source, error)
            return None
        # Check the XML first: Qt would print its own parser warnings for a broken file.
        try:
            root = ElementTree.fromstring(data)
        except ElementTree.ParseError as error:
            _log.warning("card image %s is not valid SVG (%s); drawing a placeholder", source, error)
            return None
        if root.tag.rpartition("}")[2] != "svg":
            _log.warning("card image %s is not an SVG document; drawing a placeholder", source)
            return None
        svg = QSvgRenderer(QByteArray(data))
        if not svg.isValid():
            _log.warning("card image %s could not be rendered; drawing a placeholder", source)
            return None
        return svg


def _paint_placeholder(painter: QPainter, target: QRectF, code: str) -> None:
    """A plain card: rounded outline with its code in the middle."""
    edge = max(1.0, target.width() / 60)
    card = target.adjusted(edge / 2, edge / 2, -edge / 2, -edge / 2)
    radius = target.width() * 0.05
    painter.setPen(QPen(QColor("#707070"), edge))
    painter.setBrush(QColor("#f2f2f2"))
    painter.drawRoundedRect(card, radius, radius)
    font = QFont()
    font.setPixelSize(max(6, round(target.width() * 0.22)))
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(QColor("#303030"))
    painter.drawText(card, Qt.AlignmentFlag.AlignCenter, code)


_shared: dict[str, CardRenderer] = {}


def card_renderer(deck: str = "classic") -> CardRenderer:
    """The application-wide renderer of ``deck``, so every widget shares one pixmap cache."""
    renderer = _shared.get(deck)
    if renderer is None:
        renderer = _shared[deck] = CardRenderer(deck)
    return renderer
