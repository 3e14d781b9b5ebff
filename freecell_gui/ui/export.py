"""Pictures of a deal: the board as the viewer draws it, rendered offscreen to PNG or SVG.

One path serves the window's Export… and ``freecell export``: the same layout, the same felt painting
and the same card images as the on-screen board, with no window shown. PNGs are rendered at the asked
pixel ratio (crisp, never scaled); SVGs draw the cards from the deck's own SVGs, so they stay vector.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QByteArray, QRect, QRectF, QSize
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtSvg import QSvgGenerator, QSvgRenderer

from freecell_gui.core.cards import card_code
from freecell_gui.core.deal import CASCADE_COUNT, ROW_COUNT, Deal
from freecell_gui.core.doudizhu import DouDizhuDeal
from freecell_gui.resources import check_deck_name, deck_file_bytes
from freecell_gui.ui.board_layout import board_layout
from freecell_gui.ui.board_painting import paint_felt
from freecell_gui.ui.deck import card_renderer
from freecell_gui.ui.doudizhu_board import deal_codes, doudizhu_layout, paint_doudizhu_felt
from freecell_gui.ui.offscreen import ensure_gui_application

DEFAULT_WIDTH = 1000
ASPECT = 0.72  # height / width of a default export: the board with a little room below the cascades
MAX_PIXELS = 200_000_000  # a 14,000 × 14,000 image; beyond that QImage allocation fails or thrashes
SUFFIXES = (".png", ".svg")


def export_size(width: int | None, height: int | None) -> QSize:
    """The logical size of an export: either side may be left out and follows the board's proportions."""
    for name, value in (("width", width), ("height", height)):
        if value is not None and (not isinstance(value, int) or value < 100):
            raise ValueError(f"the {name} must be a whole number of at least 100 pixels, not {value!r}")
    if width is None and height is None:
        width = DEFAULT_WIDTH
    if width is None:
        assert height is not None
        width = round(height / ASPECT)
    if height is None:
        height = round(width * ASPECT)
    return QSize(width, height)


def _draw_card(painter: QPainter, code: str, rect: QRect, deck: str, dpr: float, vector: bool) -> None:
    """One card: from its SVG for vector output, else the renderer's pixmap (as on screen)."""
    svg = QSvgRenderer(QByteArray(deck_file_bytes(deck, code))) if vector else None
    if svg is not None and svg.isValid():
        svg.render(painter, QRectF(rect))
    else:
        painter.drawPixmap(rect.topLeft(), card_renderer(deck).pixmap(code, rect.width(), dpr))


def paint_board(
    painter: QPainter, deal: Deal | DouDizhuDeal, size: QSize, deck: str, dpr: float, vector: bool = False
) -> None:
    """Paint the whole board of ``deal`` at ``size`` (logical pixels) with ``painter``."""
    area = QRect(0, 0, size.width(), size.height())
    if isinstance(deal, DouDizhuDeal):
        table = doudizhu_layout(size.width(), size.height())
        paint_doudizhu_felt(painter, area, table)
        for code, slot in zip(deal_codes(deal), table.slots, strict=True):
            _draw_card(painter, code, slot, deck, dpr, vector)
        return
    layout = board_layout(size.width(), size.height(), ROW_COUNT)
    paint_felt(painter, area, layout, deck)
    for k, card in enumerate(deal.order):
        rect = layout.card_rect(k % CASCADE_COUNT, k // CASCADE_COUNT)
        _draw_card(painter, card_code(card), rect, deck, dpr, vector)


def export_board(
    deal: Deal | DouDizhuDeal,
    path: str | Path,
    width: int | None = None,
    height: int | None = None,
    scale: float = 1.0,
    deck: str = "classic",
) -> Path:
    """Write the board of ``deal`` to ``path`` (.png or .svg) and return the path.

    ``width`` × ``height`` is the logical size; a PNG has ``scale`` times as many pixels each way.
    Raises ValueError for a bad size, scale, deck or suffix and OSError when the file cannot be written.
    """
    target = Path(path)
    suffix = target.suffix.lower()
    if suffix not in SUFFIXES:
        raise ValueError(f"cannot export {target.name!r}: the file name must end in .png or .svg")
    check_deck_name(deck)
    if not isinstance(scale, (int, float)) or not 0 < scale <= 16:
        raise ValueError(f"the scale must be a number in (0, 16], such as 1, 1.5 or 2, not {scale!r}")
    size = export_size(width, height)
    pixels = QSize(round(size.width() * scale), round(size.height() * scale))
    if pixels.width() * pixels.height() > MAX_PIXELS:
        raise ValueError(f"{pixels.width()} × {pixels.height()} pixels is too large an image")
    if not target.parent.is_dir():
        raise FileNotFoundError(f"cannot write {target}: folder {target.parent} does not exist")
    ensure_gui_application()

    if suffix == ".svg":
        generator = QSvgGenerator()
        generator.setFileName(str(target))
        generator.setSize(size)
        generator.setViewBox(QRect(0, 0, size.width(), size.height()))
        game = "Dou Dizhu" if isinstance(deal, DouDizhuDeal) else "FreeCell"
        generator.setTitle(f"{game} deal {deal.number}")
        painter = QPainter(generator)
        paint_board(painter, deal, size, deck, 1.0, vector=True)
        painter.end()
        if not target.is_file():
            raise OSError(f"cannot write {target}")
        return target

    image = QImage(pixels, QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(scale)
    image.fill(QColor(0, 0, 0, 0))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    paint_board(painter, deal, size, deck, scale)
    painter.end()
    # The stubs ask for bytes, but PySide6 6.11 accepts only str for the format.
    if not image.save(str(target), "PNG"):  # type: ignore[call-overload]
        raise OSError(f"cannot write {target}")
    return target
