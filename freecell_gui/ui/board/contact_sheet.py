"""A whole deck in one picture: 13 ranks × 4 suits, then the back and both jokers (``freecell deck-sheet``).

The file name says the format: an image format that holds the sheet as drawn (png, jpg, bmp …: see
util/picture_formats.py), or svg for a vector sheet drawn from the deck's own SVGs.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QRect, QSize
from PySide6.QtGui import QImageWriter, QPainter

from freecell_gui.core.deals.cards import RANKS, SUITS
from freecell_gui.ui.board.deck import card_height, card_renderer
from freecell_gui.ui.board.offscreen import ensure_gui_application
from freecell_gui.ui.board.painting import FELT
from freecell_gui.ui.board.picture_bytes import picture_bytes
from freecell_gui.util.atomic_file import check_writable, write_atomically
from freecell_gui.util.picture_formats import check_sheet_size, sheet_format
from freecell_gui.util.picture_limits import DEFAULT_CARD_WIDTH, check_card_width
from freecell_gui.util.resources import check_deck_name

ROWS = [[rank + suit for rank in RANKS] for suit in SUITS] + [["back", "SJ", "BJ"]]


def sheet_formats() -> list[str]:
    """The formats Qt writes here (its image plugins), and svg: :func:`sheet_format` picks among them."""
    ensure_gui_application()  # image plugins load with the application
    images = {bytes(name.data()).decode().lower() for name in QImageWriter.supportedImageFormats()}
    return sorted(images | {"svg"})


def picture_format(target: Path) -> str:
    """The format ``target``'s suffix names (png, svg …), or ValueError saying why it cannot be used and
    listing the suffixes to use (see util/picture_formats.py)."""
    return sheet_format(target.name, sheet_formats())


def render_contact_sheet(path: str | Path, deck: str = "classic", width: int = DEFAULT_CARD_WIDTH) -> Path:
    """Write the sheet of ``deck``, cards ``width`` pixels wide, to ``path`` in the format its suffix names;
    returns the path.

    Raises ValueError for a bad deck, width or suffix and OSError when the file cannot be written (it is
    then left as it was).
    """
    check_deck_name(deck)
    check_card_width(width)
    target = check_writable(path)
    image_format = picture_format(target)
    ensure_gui_application()
    height = card_height(width)
    gap = max(4, width // 8)
    size = QSize(gap + len(RANKS) * (width + gap), gap + len(ROWS) * (height + gap))
    check_sheet_size(target.name, image_format, size.width(), size.height())
    vector = image_format == "svg"

    def draw(painter: QPainter) -> None:
        renderer = card_renderer(deck)
        painter.fillRect(QRect(0, 0, size.width(), size.height()), FELT)
        for row, codes in enumerate(ROWS):
            for column, code in enumerate(codes):
                slot = QRect(gap + column * (width + gap), gap + row * (height + gap), width, height)
                renderer.paint(painter, code, slot, 1.0, vector)

    title = f"The {deck} deck" if vector else target.name
    return write_atomically(target, picture_bytes(size, title, draw, image_format))
