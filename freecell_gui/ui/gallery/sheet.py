"""The gallery as a picture (``freecell gallery A..B out.png``): the same thumbnails in a grid, each with its
number under it, as PNG (or another format that holds it: util/picture_formats.py) or SVG (drawn from the
deck's own SVGs).

The picture's size is checked against picture_limits.py before anything is drawn, and the file is written
whole or not at all (atomic_file.py).
"""

from __future__ import annotations

import math
from pathlib import Path

from PySide6.QtCore import QPointF, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter

from freecell_gui.core.deals.cards import CARD_CODES
from freecell_gui.core.deals.deal import deal
from freecell_gui.core.games import FREECELL
from freecell_gui.ui.board.contact_sheet import picture_format
from freecell_gui.ui.board.deck import card_renderer
from freecell_gui.ui.board.offscreen import ensure_gui_application
from freecell_gui.ui.board.picture_bytes import picture_bytes
from freecell_gui.ui.gallery import DEFAULT_WIDTH, MAX_WIDTH, MIN_WIDTH
from freecell_gui.ui.gallery.grid import CAPTION, SPACING, Grid, column_width
from freecell_gui.ui.gallery.thumbnail import (
    ThumbnailGeometry,
    face_images,
    paint_cascades,
    paint_simple_face,
    thumbnail_geometry,
)
from freecell_gui.util.atomic_file import check_writable, write_atomically
from freecell_gui.util.picture_formats import check_sheet_size
from freecell_gui.util.picture_limits import MAX_SIDE, check_pixels, check_width
from freecell_gui.util.resources import check_deck_name
from freecell_gui.util.text_marks import Grouped, counted, message

_NARROW = (
    "{width} is too narrow for {columns} of thumbnails at least {each} pixels wide: give {least} or more"
)
_PIXELS, _COLUMNS = "%Ln pixel(s)", "%Ln column(s)"  # "1 pixel", "5 columns"
_TOO_MANY = (
    "{count} deals make a picture {height} pixels high, more than {most}: fewer deals, more --columns or a "
    "smaller --width"
)


def sheet_size(count: int, columns: int, width: int | None) -> tuple[QSize, ThumbnailGeometry]:
    """The picture's size and the thumbnails' geometry for ``count`` deals in ``columns`` columns, the picture
    ``width`` pixels wide (None: thumbnails of the gallery's default width); ValueError when it cannot be."""
    columns = max(1, min(columns, count))
    least = SPACING + columns * (MIN_WIDTH + SPACING)
    if width is None:
        width = SPACING + columns * (DEFAULT_WIDTH + SPACING)
    check_width(width)
    if width < least:
        widths = {"width": counted(_PIXELS, width), "columns": counted(_COLUMNS, columns)}
        raise ValueError(message(_NARROW, **widths, least=Grouped(least), each=MIN_WIDTH))
    geometry = thumbnail_geometry(min(MAX_WIDTH, column_width(width, columns)))
    rows = math.ceil(count / columns)
    height = SPACING + rows * (geometry.height + CAPTION + SPACING)
    if height > MAX_SIDE:
        shown = {"count": Grouped(count), "height": Grouped(height), "most": Grouped(MAX_SIDE)}
        raise ValueError(message(_TOO_MANY, **shown))
    check_pixels(width, height)
    return QSize(width, height), geometry


def render_gallery_sheet(
    path: str | Path,
    first: int,
    last: int,
    columns: int = 5,
    width: int | None = None,
    deck: str = "classic",
) -> Path:
    """Write deals ``first`` … ``last`` as a grid to ``path``, in the format its suffix names.

    Raises ValueError for a bad size, deck or suffix, OSError when the file cannot be written (it is then
    left as it was).
    """
    check_deck_name(deck)
    count = last - first + 1
    size, geometry = sheet_size(count, columns, width)
    columns = max(1, min(columns, count))
    target = check_writable(path)
    image_format = picture_format(target)
    check_sheet_size(target.name, image_format, size.width(), size.height())
    ensure_gui_application()
    vector = image_format == "svg"
    renderer = card_renderer(deck)
    faces = {}
    if not vector:
        paths = {code: renderer.source_path(code) for code in CARD_CODES}
        faces = face_images(paths, geometry, 1.0, deck)
    grid = Grid(geometry.width, geometry.height, columns, size.width())

    def draw_card(painter: QPainter, code: str, target: QRect) -> None:
        if not vector:
            painter.drawImage(target.topLeft(), faces[code])
        elif geometry.simple:
            paint_simple_face(painter, target, code, deck)
        else:
            renderer.paint(painter, code, target, 1.0, vector=True)

    def draw(painter: QPainter) -> None:
        painter.fillRect(QRect(0, 0, size.width(), size.height()), QColor("white"))
        font = QFont()
        font.setPixelSize(13)
        painter.setFont(font)
        painter.setPen(QColor("#202020"))
        for index, number in enumerate(range(first, last + 1)):
            x, y = grid.origin(index)
            paint_cascades(painter, QPointF(x, y), deal(number).cascades(), geometry, draw_card)
            caption = QRectF(x + 2, y + geometry.height, geometry.width - 2, CAPTION)
            painter.drawText(
                caption, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, f"{number:,}"
            )

    title = f"{FREECELL.title} deals {first:,} to {last:,}" if vector else target.name
    return write_atomically(target, picture_bytes(size, title, draw, image_format))
