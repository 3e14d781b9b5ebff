"""Card pixmaps from the SVG deck: rendered at the screen's device pixel ratio, cached, never scaled.

The boards get their faces through deck_rendering.py, which renders new sizes off the GUI thread.

One :class:`CardRenderer` per deck keeps a parsed ``QSvgRenderer`` per card file and an LRU of pixmaps
keyed by (code, width, dpr). A missing or damaged file is logged once, naming it, and the card is drawn
as a plain placeholder face instead; a deck folder that is missing or holds no card image at all is one
line naming the folder, not one per card.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Iterable
from pathlib import Path
from xml.parsers import expat

from PySide6.QtCore import QByteArray, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPen, QPixmap
from PySide6.QtSvg import QSvgRenderer

from freecell_gui.core.deals.cards import CARD_CODES
from freecell_gui.util.lru import LruCache
from freecell_gui.util.resources import Traversable, check_deck_name, decks_root

#: Height / width of a card: poker proportions 2.5 : 3.5.
CARD_ASPECT = 3.5 / 2.5

#: Every image a deck holds: the 52 faces, the back and the small and big jokers.
DECK_CODES: tuple[str, ...] = (*CARD_CODES, "back", "SJ", "BJ")

# Two sizes of a whole deck: the window's first size and an export's. The sizes a resize passes through are
# the render worker's (deck_rendering.py); 400 faces of export sizes held ~45 MB
# (tests/ui/window/test_monkey.py).
_CACHE_LIMIT = 2 * len(DECK_CODES)
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
        self._folder_checked = False
        self._pixmaps: LruCache[tuple[str, int, float], QPixmap] = LruCache(_CACHE_LIMIT)

    @property
    def deck_name(self) -> str:
        return self._deck

    def pixmap(self, code: str, width: int, dpr: float = 1.0) -> QPixmap:
        """Card ``code``, ``width`` logical pixels wide, rendered at ``round(width * dpr)`` device pixels."""
        key = (code, width, dpr)
        pixmap = self._pixmaps.get(key)
        if pixmap is None:
            pixmap = self._render(code, width, dpr)
            self._pixmaps.put(key, pixmap)
        return pixmap

    def prerender(self, codes: Iterable[str], width: int, dpr: float = 1.0) -> None:
        """Fill the cache ahead of painting, e.g. all 52 faces after a resize."""
        for code in codes:
            self.pixmap(code, width, dpr)

    def clear(self) -> None:
        """Forget every cached pixmap (the parsed SVGs stay)."""
        self._pixmaps.clear()

    def source_path(self, code: str) -> str | None:
        """The path of ``code``'s SVG file for a reader in another thread, if the file is good and lies
        in the file system (not, say, in a zip); else None (the fallback face is drawn on the spot)."""
        if self.svg(code) is None:
            return None
        source = self._folder / f"{code}.svg"
        return os.fspath(source) if isinstance(source, os.PathLike) else None

    def svg(self, code: str) -> QSvgRenderer | None:
        """The parsed SVG of ``code``, or None (reported once) if its file is missing or damaged."""
        if not self._folder_checked:
            self._folder_checked = True
            self._check_folder()
        if code not in self._svgs:
            self._svgs[code] = self._load(code)
        return self._svgs[code]

    def paint(self, painter: QPainter, code: str, target: QRect, dpr: float, vector: bool = False) -> None:
        """Draw card ``code`` into ``target``: from its SVG when ``vector`` (SVG output), else the pixmap."""
        if not vector:
            painter.drawPixmap(target.topLeft(), self.pixmap(code, target.width(), dpr))
            return
        svg = self.svg(code)
        if svg is None:
            paint_fallback_face(painter, QRectF(target), code)
        else:
            svg.render(painter, QRectF(target))

    def _render(self, code: str, width: int, dpr: float) -> QPixmap:
        if code not in DECK_CODES:
            raise ValueError(f"{code!r} is not a card of the deck (expected AC … KS, back, SJ or BJ)")
        if not isinstance(width, int) or width < 1:
            raise ValueError(f"card width must be a positive whole number of pixels, not {width!r}")
        if not dpr > 0:
            raise ValueError(f"device pixel ratio must be positive, not {dpr!r}")
        pixmap = QPixmap.fromImage(card_image(self.svg(code), code, width, dpr))
        pixmap.setDevicePixelRatio(dpr)
        return pixmap

    def _check_folder(self) -> None:
        """A folder that is missing or holds none of the deck's images: said once, every card plain."""
        folder = self._folder
        try:
            if folder.is_file():
                problem = "is a file, not a folder"
            elif not folder.is_dir():
                problem = "does not exist"
            elif not any((folder / f"{code}.svg").is_file() for code in DECK_CODES):
                problem = "holds no card images (AC.svg … KS.svg, back.svg)"
            else:
                return
        except OSError as error:
            problem = f"cannot be read ({error.strerror or error})"
        _log.warning("deck folder %s %s; drawing plain placeholder cards instead", folder, problem)
        self._svgs.update(dict.fromkeys(DECK_CODES))

    def _load(self, code: str) -> QSvgRenderer | None:
        source = self._folder / f"{code}.svg"
        problem: str | None
        try:
            data = source.read_bytes()
        except OSError as error:
            data, problem = b"", f"cannot be read ({error.strerror or error})"
        else:
            problem = _svg_problem(data)
        if problem is not None:
            _log.warning("card image %s %s; drawing a plain placeholder card instead", source, problem)
            return None
        svg = QSvgRenderer(QByteArray(data))
        if not svg.isValid() or svg.viewBoxF().isEmpty():
            _log.warning("card image %s cannot be drawn; drawing a plain placeholder card instead", source)
            return None
        return svg


def _svg_problem(data: bytes) -> str | None:
    """Why ``data`` cannot be a card face, or None. Checked in Python first, because Qt would print its
    own warning for every broken element and every paint of a renderer that never loaded.

    Read by expat itself, as ElementTree would read it but without building the tree (nor importing
    ElementTree at the window's start): the names of the first two elements, namespace first.
    """
    names: list[str] = []
    parser = expat.ParserCreate(namespace_separator="}")

    def start(name: str, attributes: object) -> None:
        names.append(name)
        if len(names) == 2:  # the root and an element inside it: no need to hear of the others
            parser.StartElementHandler = None

    parser.StartElementHandler = start
    try:
        parser.Parse(data, True)
    except expat.ExpatError as error:
        return f"is not valid XML ({error})"
    if names[0].rpartition("}")[2] != "svg":
        return "is not an SVG document"
    if len(names) == 1:  # any other element lies inside the root, the only top-level element
        return "is an empty SVG document"
    return None


def card_image(svg: QSvgRenderer | None, code: str, width: int, dpr: float) -> QImage:
    """Card ``code`` drawn by ``svg`` (None: the plain fallback face) at ``width`` × ``dpr`` pixels.

    A premultiplied image cleared to transparent, not a QPixmap, so the rounded corners carry no dark
    fringe when cards are stacked, and so that the render worker can call it off the GUI thread.
    """
    image = QImage(
        max(1, round(width * dpr)),
        max(1, round(card_height(width) * dpr)),
        QImage.Format.Format_ARGB32_Premultiplied,
    )
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
    target = QRectF(0, 0, image.width(), image.height())
    if svg is None:
        paint_fallback_face(painter, target, code)
    else:
        svg.render(painter, target)
    painter.end()
    image.setDevicePixelRatio(dpr)
    return image


def paint_fallback_face(painter: QPainter, target: QRectF, code: str) -> None:
    """A plain card for a missing image: white, rounded, its rank and suit in the corner and the middle."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    edge = max(1.0, target.width() / 60)
    card = target.adjusted(edge / 2, edge / 2, -edge / 2, -edge / 2)
    radius = target.width() * 0.06
    painter.setPen(QPen(QColor("#5a5a5a"), edge))
    painter.setBrush(QColor("white"))
    painter.drawRoundedRect(card, radius, radius)
    rank, suit = (code[:-1].replace("T", "10"), code[-1]) if code in CARD_CODES else (code, "")
    painter.setPen(QColor("#c0141e") if suit in ("D", "H") else QColor("#141414"))
    symbol = _SUIT_SYMBOLS.get(suit, "")
    font = QFont()
    font.setBold(True)
    font.setPixelSize(max(5, round(target.width() * 0.2)))
    painter.setFont(font)
    inset = target.width() * 0.07
    corner = card.adjusted(inset, inset * 0.6, -inset, -inset)
    painter.drawText(corner, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, f"{rank}\n{symbol}")
    font.setPixelSize(max(6, round(target.width() * (0.45 if symbol else 0.22))))
    painter.setFont(font)
    painter.drawText(card, Qt.AlignmentFlag.AlignCenter, symbol or rank)
    painter.restore()


_SUIT_SYMBOLS = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}


_shared: dict[str, CardRenderer] = {}


def card_renderer(deck: str = "classic") -> CardRenderer:
    """The application-wide renderer of ``deck``, so every widget shares one pixmap cache."""
    renderer = _shared.get(deck)
    if renderer is None:
        renderer = _shared[deck] = CardRenderer(deck)
    return renderer


def forget_renderers() -> None:
    """Drop the shared renderers, so the next use reads the deck files again (a changed deck folder)."""
    _shared.clear()
