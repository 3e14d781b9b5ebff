"""A whole deck in one PNG: 13 ranks × 4 suits, then the back and both jokers (``freecell deck-sheet``)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QByteArray
from PySide6.QtGui import QColor, QImage, QImageWriter, QPainter

from freecell_gui.core.cards import RANKS, SUITS
from freecell_gui.resources import check_deck_name
from freecell_gui.ui.deck import card_height, card_renderer
from freecell_gui.ui.offscreen import ensure_gui_application

MIN_WIDTH, MAX_WIDTH = 20, 1000
FELT = QColor("#1f6a3c")


def render_contact_sheet(path: str | Path, deck: str = "classic", width: int = 120) -> None:
    """Write the sheet of ``deck`` with cards ``width`` pixels wide to the PNG ``path``.

    Raises ValueError for a bad deck or width and OSError when the file cannot be written.
    """
    check_deck_name(deck)
    if isinstance(width, bool) or not isinstance(width, int) or not MIN_WIDTH <= width <= MAX_WIDTH:
        raise ValueError(f"card width must be a whole number from {MIN_WIDTH} to {MAX_WIDTH}, not {width!r}")
    target = Path(path)
    if not target.parent.is_dir():
        raise FileNotFoundError(f"cannot write {target}: folder {target.parent} does not exist")
    ensure_gui_application()
    renderer = card_renderer(deck)
    height = card_height(width)
    gap = max(4, width // 8)
    rows = [[rank + suit for rank in RANKS] for suit in SUITS] + [["back", "SJ", "BJ"]]
    image = QImage(
        gap + len(RANKS) * (width + gap), gap + len(rows) * (height + gap), QImage.Format.Format_RGB32
    )
    image.fill(FELT)
    painter = QPainter(image)
    for row, codes in enumerate(rows):
        for column, code in enumerate(codes):
            x = gap + column * (width + gap)
            y = gap + row * (height + gap)
            painter.drawPixmap(x, y, renderer.pixmap(code, width, 1.0))
    painter.end()
    writer = QImageWriter(str(target), QByteArray(b"png"))
    if not writer.write(image):
        raise OSError(f"cannot write {target}: {writer.errorString()}")
