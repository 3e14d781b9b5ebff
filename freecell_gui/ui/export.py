"""Pictures of a deal: the board as the viewer draws it, rendered offscreen to PNG or SVG.

One path serves the window's Export… and ``freecell export``: the same layout, the same felt painting
and the same card images as the on-screen board, with no window shown. PNGs are rendered at the asked
pixel ratio (crisp, never scaled); SVGs draw the cards from the deck's own SVGs, so they stay vector.
A small caption names the deal in a corner free of cards (on by default), so a shared picture says which:
in English from the command line, in the interface language from the window (:func:`window_caption`).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from pathlib import Path

from PySide6.QtCore import QBuffer, QIODevice, QRect, QSize, Qt
from PySide6.QtGui import QColor, QImage, QPaintDevice, QPainter
from PySide6.QtSvg import QSvgGenerator

from freecell_gui.atomic_file import check_not_a_folder, check_writable, write_atomically
from freecell_gui.core.cards import DECK_SIZE, card_code
from freecell_gui.core.deal import CASCADE_COUNT, ROW_COUNT, Deal
from freecell_gui.core.doudizhu import DouDizhuDeal
from freecell_gui.core.games import DOUDIZHU, FREECELL, GameDescription, number_text
from freecell_gui.core.text_marks import QT_TRANSLATE_NOOP, message
from freecell_gui.resources import check_deck_name
from freecell_gui.ui.board.deck import card_renderer
from freecell_gui.ui.board.doudizhu_board import deal_codes, doudizhu_layout, paint_doudizhu_felt
from freecell_gui.ui.board.layout import board_layout
from freecell_gui.ui.board.painting import paint_felt, set_label_style
from freecell_gui.ui.game_texts import deal_title
from freecell_gui.ui.offscreen import ensure_gui_application

DEFAULT_WIDTH = 1000
ASPECT = 0.72  # height / width of a default export: the board with a little room below the cascades
MAX_PIXELS = 200_000_000  # a 14,000 × 14,000 image; beyond that QImage allocation fails or thrashes
MIN_SCALE, MAX_SCALE = 0.25, 16.0  # below a quarter, cards shrink to a few pixels and Qt floods warnings
SUFFIXES = (".png", ".svg")
_LARGE = 100_000  # a side long enough never to limit the other


def _card_rects(doudizhu: bool, width: int, height: int) -> list[QRect]:
    if doudizhu:
        return list(doudizhu_layout(width, height).slots)
    layout = board_layout(width, height, ROW_COUNT)
    return [layout.card_rect(k % CASCADE_COUNT, k // CASCADE_COUNT) for k in range(DECK_SIZE)]


def _board_fits(doudizhu: bool, width: int, height: int) -> bool:
    """Whether every card lies inside the picture (the layouts never shrink cards below their minimum)."""
    area = QRect(0, 0, width, height)
    return all(area.contains(rect) for rect in _card_rects(doudizhu, width, height))


@cache
def _minimum_size(doudizhu: bool) -> tuple[int, int]:
    width = next(w for w in range(1, _LARGE) if _board_fits(doudizhu, w, _LARGE))
    height = next(h for h in range(1, _LARGE) if _board_fits(doudizhu, _LARGE, h))
    assert _board_fits(doudizhu, width, height)
    return width, height


def minimum_export_size(deal_kind: type[Deal] | type[DouDizhuDeal] = Deal) -> QSize:
    """The smallest picture that holds the whole board, found from the layout at its minimum card width."""
    return QSize(*_minimum_size(deal_kind is DouDizhuDeal))


def export_size(
    width: int | None, height: int | None, deal_kind: type[Deal] | type[DouDizhuDeal] = Deal
) -> QSize:
    """The logical size of an export: either side may be left out and follows the board's proportions.

    Raises ValueError, naming the minimum, for a size too small to hold the board.
    """
    for name, value in (("width", width), ("height", height)):
        if value is not None and (isinstance(value, bool) or not isinstance(value, int) or value < 1):
            if name == "width":
                template = QT_TRANSLATE_NOOP(
                    "Export", "the width must be a positive whole number of pixels, not {value}"
                )
            else:
                template = QT_TRANSLATE_NOOP(
                    "Export", "the height must be a positive whole number of pixels, not {value}"
                )
            raise ValueError(message(template, value=repr(value)))
    if width is None and height is None:
        width = DEFAULT_WIDTH
    if width is None:
        assert height is not None
        width = round(height / ASPECT)
    if height is None:
        height = round(width * ASPECT)
    least = minimum_export_size(deal_kind)
    if width < least.width() or height < least.height():
        template = QT_TRANSLATE_NOOP(
            "Export",
            "{width} × {height} pixels cannot hold the board: "
            "it needs at least {least_width} × {least_height}",
        )
        fields = {"least_width": least.width(), "least_height": least.height()}
        raise ValueError(message(template, width=width, height=height, **fields))
    return QSize(width, height)


def paint_board(
    painter: QPainter, deal: Deal | DouDizhuDeal, size: QSize, deck: str, dpr: float, vector: bool = False
) -> None:
    """Paint the whole board of ``deal`` at ``size`` (logical pixels) with ``painter``.

    With ``vector`` the cards are drawn from their SVGs (for SVG output), else from the cached pixmaps.
    """
    area = QRect(0, 0, size.width(), size.height())
    renderer = card_renderer(deck)
    if isinstance(deal, DouDizhuDeal):
        table = doudizhu_layout(size.width(), size.height())
        paint_doudizhu_felt(painter, area, table)
        for code, slot in zip(deal_codes(deal), table.slots, strict=True):
            renderer.paint(painter, code, slot, dpr, vector)
        return
    layout = board_layout(size.width(), size.height(), ROW_COUNT)
    paint_felt(painter, area, layout, deck)
    for k, card in enumerate(deal.order):
        rect = layout.card_rect(k % CASCADE_COUNT, k // CASCADE_COUNT)
        renderer.paint(painter, card_code(card), rect, dpr, vector)


def caption_text(deal: Deal | DouDizhuDeal) -> str:
    """``FreeCell deal 617``: what the caption of an exported picture says (in English, for the CLI)."""
    return f"{_game_of(deal).title} deal {number_text(deal.number)}"


def window_caption(deal: Deal | DouDizhuDeal) -> str:
    """The caption in the interface language, as the window titles the deal ("フリーセル ディール 617")."""
    return deal_title(_game_of(deal), deal.number)


def _game_of(deal: Deal | DouDizhuDeal) -> GameDescription:
    return DOUDIZHU if isinstance(deal, DouDizhuDeal) else FREECELL


def caption_rect(deal: Deal | DouDizhuDeal, size: QSize, text_size: QSize, margin: int) -> QRect:
    """Where a caption of ``text_size`` goes: the first corner (bottom right, bottom left, top right, top
    left) where it covers no card and no empty slot; bottom right if every corner is taken."""
    width, height = size.width(), size.height()
    doudizhu = isinstance(deal, DouDizhuDeal)
    taken = _card_rects(doudizhu, width, height)
    if not doudizhu:
        layout = board_layout(width, height, ROW_COUNT)
        taken += [*layout.free_cells, *layout.foundations, *layout.labels]
    w, h = text_size.width(), text_size.height()
    corners = [
        QRect(width - margin - w, height - margin - h, w, h),
        QRect(margin, height - margin - h, w, h),
        QRect(width - margin - w, margin, w, h),
        QRect(margin, margin, w, h),
    ]
    free = [rect for rect in corners if not any(rect.intersects(card) for card in taken)]
    return (free or corners)[0]


def paint_caption(painter: QPainter, deal: Deal | DouDizhuDeal, size: QSize, text: str | None = None) -> None:
    """The deal's name (``text``, by default :func:`caption_text`), small and pale like the felt's labels,
    in a corner free of cards."""
    card_width = _card_rects(isinstance(deal, DouDizhuDeal), size.width(), size.height())[0].width()
    painter.save()
    set_label_style(painter, card_width)
    font = painter.font()
    font.setPixelSize(max(9, round(card_width * 0.14)))
    painter.setFont(font)
    text = caption_text(deal) if text is None else text
    metrics = painter.fontMetrics()
    text_size = QSize(metrics.horizontalAdvance(text) + 2, metrics.height())
    rect = caption_rect(deal, size, text_size, max(4, round(card_width * 0.12)))
    painter.drawText(rect, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, text)
    painter.restore()


def begin_painter(device: QPaintDevice, what: str) -> QPainter:
    """A painter active on ``device``, or OSError: painting on a device that failed to open makes Qt print
    a warning for every single drawing call."""
    painter = QPainter()
    if not painter.begin(device):
        raise OSError(f"cannot draw {what}: the painter could not start")
    return painter


def svg_bytes(size: QSize, title: str, draw: Callable[[QPainter], None]) -> bytes:
    """An SVG document of ``size`` drawn by ``draw``, built in memory."""
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    generator = QSvgGenerator()
    generator.setOutputDevice(buffer)
    generator.setSize(size)
    generator.setViewBox(QRect(0, 0, size.width(), size.height()))
    generator.setTitle(title)
    painter = begin_painter(generator, title)
    try:
        draw(painter)
    finally:
        painter.end()
    return bytes(buffer.data().data())


def image_bytes(image: QImage, image_format: str) -> bytes:
    """``image`` encoded as ``image_format`` (png, jpg, bmp …), in memory."""
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    # The stubs ask for bytes, but PySide6 6.11 accepts only str for the format.
    if not image.save(buffer, image_format.upper()):  # type: ignore[call-overload]
        raise OSError(f"cannot encode the picture as {image_format.upper()}")
    return bytes(buffer.data().data())


def export_board(
    deal: Deal | DouDizhuDeal,
    path: str | Path,
    width: int | None = None,
    height: int | None = None,
    scale: float = 1.0,
    deck: str = "classic",
    caption: bool | str = True,
) -> Path:
    """Write the board of ``deal`` to ``path`` (.png or .svg) and return the path.

    ``width`` × ``height`` is the logical size; a PNG has ``scale`` times as many pixels each way.
    ``caption`` writes the deal's name in a corner free of cards: True for :func:`caption_text`, or the text.
    Raises ValueError for a bad size, scale, deck or suffix and OSError when the file cannot be written;
    the file is then left as it was (written whole or not at all).
    """
    check_not_a_folder(path)  # before its name is said not to end in .png
    target = Path(path)
    suffix = target.suffix.lower()
    if suffix not in SUFFIXES:
        template = QT_TRANSLATE_NOOP("Export", "cannot export {name}: the file name must end in .png or .svg")
        raise ValueError(message(template, name=repr(target.name)))
    check_deck_name(deck)
    if isinstance(scale, bool) or not isinstance(scale, (int, float)) or not MIN_SCALE <= scale <= MAX_SCALE:
        template = QT_TRANSLATE_NOOP(
            "Export", "the scale must be a number from {least} to {most}, such as 1, 1.5 or 2, not {scale}"
        )
        raise ValueError(message(template, least=MIN_SCALE, most=f"{MAX_SCALE:g}", scale=repr(scale)))
    size = export_size(width, height, type(deal))
    pixels = QSize(round(size.width() * scale), round(size.height() * scale))
    if pixels.width() * pixels.height() > MAX_PIXELS:
        template = QT_TRANSLATE_NOOP("Export", "{width} × {height} pixels is too large an image")
        raise ValueError(message(template, width=pixels.width(), height=pixels.height()))
    check_writable(target)
    ensure_gui_application()

    if suffix == ".svg":
        data = svg_bytes(
            size,
            caption if isinstance(caption, str) else f"{_game_of(deal).title} deal {deal.number}",
            lambda painter: _paint_picture(painter, deal, size, deck, 1.0, caption, vector=True),
        )
        return write_atomically(target, data)

    image = QImage(pixels, QImage.Format.Format_ARGB32_Premultiplied)
    if image.isNull():
        raise OSError(f"cannot draw {pixels.width()} × {pixels.height()} pixels: out of memory")
    image.setDevicePixelRatio(scale)
    image.fill(QColor(0, 0, 0, 0))
    painter = begin_painter(image, target.name)
    try:
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        _paint_picture(painter, deal, size, deck, scale, caption)
    finally:
        painter.end()
    return write_atomically(target, image_bytes(image, "png"))


def _paint_picture(
    painter: QPainter,
    deal: Deal | DouDizhuDeal,
    size: QSize,
    deck: str,
    dpr: float,
    caption: bool | str,
    vector: bool = False,
) -> None:
    paint_board(painter, deal, size, deck, dpr, vector)
    if caption:
        paint_caption(painter, deal, size, caption if isinstance(caption, str) else None)
