"""What the table paints of one card: its image, where it lies and how much of it shows.

A plain object beside each card widget, for the table's loops over all the cards on every deal switch
and every paint: an attribute of a Qt widget goes through PySide's wrapper, which costs about six times
a plain object's to read and to set.
"""

from __future__ import annotations

from typing import cast

from PySide6.QtCore import QRect, QRectF
from PySide6.QtGui import QPainter, QPixmap

from freecell_gui.ui.board.deck_rendering import deck_images
from freecell_gui.ui.board.painting import COURT_RANKS, Box, hide_court_frame


class CardFace:
    """Card ``code`` of ``deck``, painted at ``rect`` (``box``: the same as ints), its top ``shown_height``
    pixels only (None: all of it). ``following``: the card's widget stands at ``rect``."""

    __slots__ = (
        "_crisp",
        "_pixmap",
        "_pixmap_key",
        "_pixmap_width",
        "box",
        "code",
        "deck",
        "following",
        "rect",
        "shown_height",
    )

    def __init__(self, rect: QRect) -> None:
        self.code = "back"
        self.deck = "classic"
        self.rect = rect
        self.box = cast("Box", rect.getRect())
        self.shown_height: int | None = None
        self.following = True
        self._pixmap = QPixmap()
        self._pixmap_key: tuple[str, str, int, float] | None = None
        self._pixmap_width = 0
        self._crisp = False

    def place(self, rect: QRect, box: Box | None = None, *, widget_there: bool = False) -> None:
        """Be painted at ``rect`` (``box``: the same as ints, if the caller has them); ``widget_there``:
        the card's widget moved there itself (a slide, a drag), so it follows already."""
        box = cast("Box", rect.getRect()) if box is None else box
        if box != self.box:
            self.rect, self.box, self.following = rect, box, widget_there

    def show_height(self, height: int | None) -> bool:
        """Paint only the top ``height`` pixels (None: all); whether that shows more of the card than before.

        A cascade shows a strip of each covered card: painting only that strip halves the pixels a deal
        switch paints, while the card keeps its whole place.
        """
        shown = self.shown_height
        if height == shown:
            return False
        self.shown_height = height
        return height is None or (shown is not None and height > shown)

    def pixmap(self, width: int, dpr: float) -> QPixmap:
        """The card's image at ``width`` and pixel ratio ``dpr`` — or, while a worker renders the deck at a
        new size, the last one it had, which :meth:`paint` scales (see deck_rendering.py)."""
        key = (self.code, self.deck, width, dpr)
        if key != self._pixmap_key or not self._crisp:  # this skips even the cache lookup on repaints
            self._pixmap, self._crisp = deck_images(self.deck).pixmap(self.code, width, dpr)
            self._pixmap_key, self._pixmap_width = key, self._pixmap.width()
        return self._pixmap

    def is_crisp(self, dpr: float) -> bool:
        """Whether the card is drawn from a pixmap of its own size (not a scaled stand-in)."""
        self.pixmap(self.box[2], dpr)
        return self._crisp

    def paint(self, painter: QPainter, box: Box, dpr: float) -> None:
        """Draw the card (what shows of it) into ``box`` (x, y, width, height) of ``painter``'s device, at
        pixel ratio ``dpr`` (both passed in: the table has them, and each call into Qt costs).

        The table calls this for every card in one paint event of its own, in stacking order: one paint
        event for the board rather than one per card halves what a deal switch costs.
        """
        x, y, width, full = box
        pixmap = self.pixmap(width, dpr)
        shown = self.shown_height
        height = full if shown is None else shown
        if height <= 0:
            return
        if self._crisp:  # the pixmap is the card at this size: no scaling, and the fewest calls into Qt
            if shown is None:
                painter.drawPixmap(x, y, pixmap)
            else:  # the source in device pixels: the target is that over the pixel ratio
                painter.drawPixmap(x, y, pixmap, 0, 0, self._pixmap_width, round(height * dpr))
        else:  # a stand-in of another size: source and target in proportion
            source_height = pixmap.height() * height / max(1, full)
            target = QRectF(x, y, width, height)
            painter.drawPixmap(target, pixmap, QRectF(0, 0, pixmap.width(), source_height))
        if shown is not None and self.code[0] in COURT_RANKS:
            hide_court_frame(painter, box, height)
