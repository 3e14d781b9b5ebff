"""Pictures of a deal: the board as the viewer draws it, rendered offscreen to PNG or SVG.

One path serves the window's Export… and ``freecell export``: the same layout, the same felt painting
and the same card images as the on-screen board, with no window shown. PNGs are rendered at the asked
pixel ratio (crisp, never scaled); SVGs draw the cards from the deck's own SVGs, so they stay vector.
A small caption names the deal in a corner free of cards (on by default), so a shared picture says which:
in English from the command line, in the interface language from the window (:func:`window_caption`).
The window exports what its board shows, a game in progress or a solution's step, as a :class:`Position`
("deal 617 after move 23"), or the deal's start. The limits are picture_limits.py's, shared with the CLI.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QRect, QSize, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from freecell_gui.core.deals.cards import card_code, card_index
from freecell_gui.core.deals.deal import CASCADE_COUNT, ROW_COUNT, Deal
from freecell_gui.core.deals.doudizhu import DouDizhuDeal
from freecell_gui.core.games import DOUDIZHU, FREECELL, GameDescription, number_text
from freecell_gui.core.rules.position import Position
from freecell_gui.ui.board.deck import card_renderer
from freecell_gui.ui.board.doudizhu_board import deal_codes, doudizhu_layout, paint_doudizhu_felt
from freecell_gui.ui.board.layout import board_layout, rows_of
from freecell_gui.ui.board.offscreen import ensure_gui_application
from freecell_gui.ui.board.painting import paint_felt, set_label_style
from freecell_gui.ui.board.picture_bytes import begin_painter, image_bytes, svg_bytes
from freecell_gui.ui.text.game_texts import deal_title
from freecell_gui.ui.text.i18n import format_number
from freecell_gui.util.atomic_file import check_not_a_folder, check_writable, write_atomically
from freecell_gui.util.picture_limits import check_height, check_pixels, check_scale, check_width
from freecell_gui.util.resources import check_deck_name
from freecell_gui.util.text_marks import QT_TRANSLATE_NOOP, message

DEFAULT_WIDTH = 1000
ASPECT = 0.72  # height / width of a default export: the board with a little room below the cascades
SUFFIXES = (".png", ".svg")
_LARGE = 100_000  # a side long enough never to limit the other


def card_rects(doudizhu: bool, width: int, height: int, position: Position | None = None) -> list[QRect]:
    """Where the cards lie in a picture of ``width`` × ``height``: a deal's start, or ``position``."""
    if doudizhu:
        return list(doudizhu_layout(width, height).slots)
    layout = board_layout(width, height, rows_of(position))
    if position is None:
        return [
            layout.card_rect(k % CASCADE_COUNT, k // CASCADE_COUNT) for k in range(ROW_COUNT * CASCADE_COUNT)
        ]
    return [
        layout.card_rect(c, r) for c, cascade in enumerate(position.cascades) for r in range(len(cascade))
    ]


def _board_fits(doudizhu: bool, width: int, height: int, rows: int) -> bool:
    """Whether every card lies inside the picture (the layouts never shrink cards below their minimum)."""
    area = QRect(0, 0, width, height)
    if doudizhu:
        return all(area.contains(rect) for rect in doudizhu_layout(width, height).slots)
    layout = board_layout(width, height, rows)
    return all(area.contains(layout.card_rect(c, rows - 1)) for c in range(CASCADE_COUNT))


@cache
def _minimum_size(doudizhu: bool, rows: int) -> tuple[int, int]:
    width = next(w for w in range(1, _LARGE) if _board_fits(doudizhu, w, _LARGE, rows))
    height = next(h for h in range(1, _LARGE) if _board_fits(doudizhu, _LARGE, h, rows))
    assert _board_fits(doudizhu, width, height, rows)
    return width, height


def minimum_export_size(
    deal_kind: type[Deal] | type[DouDizhuDeal] = Deal, position: Position | None = None
) -> QSize:
    """The smallest picture that holds the whole board (the deal's start, or ``position`` with its longest
    cascade), found from the layout at its minimum card width."""
    return QSize(*_minimum_size(deal_kind is DouDizhuDeal, rows_of(position)))


def export_size(
    width: int | None,
    height: int | None,
    deal_kind: type[Deal] | type[DouDizhuDeal] = Deal,
    position: Position | None = None,
) -> QSize:
    """The logical size of an export: either side may be left out and follows the board's proportions.

    Raises ValueError, naming the range or the minimum, for a size outside picture_limits.py's range or
    too small to hold the board.
    """
    if width is not None:
        check_width(width)
    if height is not None:
        check_height(height)
    if width is None and height is None:
        width = DEFAULT_WIDTH
    if width is None:
        assert height is not None
        width = round(height / ASPECT)
    if height is None:
        height = round(width * ASPECT)
    least = minimum_export_size(deal_kind, position)
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
    painter: QPainter,
    deal: Deal | DouDizhuDeal,
    size: QSize,
    deck: str,
    dpr: float,
    vector: bool = False,
    position: Position | None = None,
) -> None:
    """Paint the whole board of ``deal`` (at ``position``, by default its start) at ``size`` (logical
    pixels) with ``painter``.

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
    shown = position if position is not None else Position.deal(deal.number)
    layout = board_layout(size.width(), size.height(), rows_of(shown))
    paint_felt(painter, area, layout, deck)
    for suit, count in enumerate(shown.foundations):
        if count:  # the top card only: the others lie under it
            renderer.paint(
                painter, card_code(card_index(count - 1, suit)), layout.foundation_rect(suit), dpr, vector
            )
    for cell, card_or_none in enumerate(shown.free_cells):
        if card_or_none is not None:
            renderer.paint(painter, card_code(card_or_none), layout.free_cells[cell], dpr, vector)
    for column, cascade in enumerate(shown.cascades):
        for row, card in enumerate(cascade):
            renderer.paint(painter, card_code(card), layout.card_rect(column, row), dpr, vector)


def caption_text(deal: Deal | DouDizhuDeal) -> str:
    """``FreeCell deal 617``: what the caption of an exported picture says (in English, for the CLI)."""
    return f"{_game_of(deal).title} deal {number_text(deal.number)}"


def window_caption(deal: Deal | DouDizhuDeal, moves: int | None = None) -> str:
    """The caption in the interface language, as the window titles the deal ("フリーセル ディール 617"),
    and, for a position after ``moves`` of the player's moves, "FreeCell deal 617 after move 23"."""
    title = deal_title(_game_of(deal), deal.number)
    if moves is None:
        return title
    text = QCoreApplication.translate(
        "Export", "%1 after move %2", "%1: the deal's title, %2: the number of the player's move"
    )
    return text.replace("%1", title).replace("%2", format_number(moves))


def _game_of(deal: Deal | DouDizhuDeal) -> GameDescription:
    return DOUDIZHU if isinstance(deal, DouDizhuDeal) else FREECELL


def caption_rect(
    deal: Deal | DouDizhuDeal, size: QSize, text_size: QSize, margin: int, position: Position | None = None
) -> QRect:
    """Where a caption of ``text_size`` goes: the first corner (bottom right, bottom left, top right, top
    left) where it covers no card and no empty slot; bottom right if every corner is taken."""
    width, height = size.width(), size.height()
    doudizhu = isinstance(deal, DouDizhuDeal)
    taken = card_rects(doudizhu, width, height, position)
    if not doudizhu:
        layout = board_layout(width, height, rows_of(position))
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


def paint_caption(
    painter: QPainter,
    deal: Deal | DouDizhuDeal,
    size: QSize,
    text: str | None = None,
    position: Position | None = None,
) -> None:
    """The deal's name (``text``, by default :func:`caption_text`), small and pale like the felt's labels,
    in a corner free of cards."""
    doudizhu = isinstance(deal, DouDizhuDeal)
    card_width = card_rects(doudizhu, size.width(), size.height(), None)[0].width()
    painter.save()
    set_label_style(painter, card_width)
    font = painter.font()
    font.setPixelSize(max(9, round(card_width * 0.14)))
    painter.setFont(font)
    text = caption_text(deal) if text is None else text
    metrics = painter.fontMetrics()
    text_size = QSize(metrics.horizontalAdvance(text) + 2, metrics.height())
    rect = caption_rect(deal, size, text_size, max(4, round(card_width * 0.12)), position)
    painter.drawText(rect, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, text)
    painter.restore()


def check_export(
    deal: Deal | DouDizhuDeal,
    path: str | Path,
    width: int | None = None,
    height: int | None = None,
    scale: float = 1.0,
    position: Position | None = None,
) -> tuple[Path, QSize]:
    """The file and logical size :func:`export_board` would write, or the reason it cannot: ValueError for
    a bad suffix, size or scale, OSError for a file that cannot be written. Nothing is drawn or written."""
    check_not_a_folder(path)  # before its name is said not to end in .png
    target = Path(path)
    if target.suffix.lower() not in SUFFIXES:
        template = QT_TRANSLATE_NOOP("Export", "cannot export {name}: the file name must end in .png or .svg")
        raise ValueError(message(template, name=repr(target.name)))
    check_scale(scale)
    size = export_size(width, height, type(deal), position)
    if target.suffix.lower() == ".png":
        check_pixels(round(size.width() * scale), round(size.height() * scale))
    check_writable(target)
    return target, size


def export_board(
    deal: Deal | DouDizhuDeal,
    path: str | Path,
    width: int | None = None,
    height: int | None = None,
    scale: float = 1.0,
    deck: str = "classic",
    caption: bool | str = True,
    position: Position | None = None,
) -> Path:
    """Write the board of ``deal`` to ``path`` (.png or .svg) and return the path.

    ``width`` × ``height`` is the logical size; a PNG has ``scale`` times as many pixels each way.
    ``caption`` writes the deal's name in a corner free of cards: True for :func:`caption_text`, or the text.
    ``position`` is a FreeCell position of the deal to draw instead of its start.
    Raises ValueError for a bad size, scale, deck or suffix and OSError when the file cannot be written;
    the file is then left as it was (written whole or not at all).
    """
    check_deck_name(deck)
    target, size = check_export(deal, path, width, height, scale, position)
    ensure_gui_application()

    def draw(painter: QPainter, dpr: float, vector: bool) -> None:
        paint_board(painter, deal, size, deck, dpr, vector, position)
        if caption:
            paint_caption(painter, deal, size, caption if isinstance(caption, str) else None, position)

    if target.suffix.lower() == ".svg":
        title = caption if isinstance(caption, str) else f"{_game_of(deal).title} deal {deal.number}"
        return write_atomically(target, svg_bytes(size, title, lambda painter: draw(painter, 1.0, True)))

    pixels = QSize(round(size.width() * scale), round(size.height() * scale))
    image = QImage(pixels, QImage.Format.Format_ARGB32_Premultiplied)
    if image.isNull():
        raise OSError(f"cannot draw {pixels.width()} × {pixels.height()} pixels: out of memory")
    image.setDevicePixelRatio(scale)
    image.fill(QColor(0, 0, 0, 0))
    painter = begin_painter(image, target.name)
    try:
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        draw(painter, scale, False)
    finally:
        painter.end()
    return write_atomically(target, image_bytes(image, "png"))
