"""One card on screen: a widget placed on the table, named for screen readers, drawn by the table."""

from __future__ import annotations

from typing import cast

from PySide6.QtCore import QEvent, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QHideEvent, QMoveEvent, QPainter, QPixmap, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QWidget

from freecell_gui.ui.board.deck import card_height
from freecell_gui.ui.board.deck_rendering import deck_images
from freecell_gui.ui.board.painting import COURT_RANKS, Box, hide_court_frame
from freecell_gui.ui.text.card_names import card_display_name


class CardWidget(QWidget):
    """Card ``code`` of the board's deck at the widget's width; the board sets both.

    The widget is the card's identity, place and name; the table it lies on takes the mouse and paints
    it (see :meth:`paintCard`). The widget itself takes no paint events at all (updates disabled: Qt
    would otherwise send 52 empty paint events on every repaint of the board) and instead asks the table
    to repaint where it was and where it is whenever it moves or changes.

    Where the table paints the card is :attr:`table_rect`. The table places cards there alone
    (:meth:`placeQuietly`), and the widget's own geometry, which only screen readers and tool tips see,
    follows when the table calls :meth:`followPlace` once it is idle: moving 52 widgets cost a third of
    a deal switch, and a user browsing deals needs only the last deal's. A move of the widget itself (a
    slide, a drag) moves :attr:`table_rect` with it.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._code = "back"
        self._deck = "classic"
        self._pixmap = QPixmap()
        self._pixmap_key: tuple[str, str, int, float] | None = None
        self._pixmap_width = 0
        self._crisp = False
        self._shown_height: int | None = None
        self._quiet = False  # see followPlace
        self.table_rect = self.geometry()  # where the table paints the card (see the class's docstring)
        # The same as plain ints (x, y, width, height), which the table's loops read: each call into Qt
        # (a QRect's getter, comparison or union) costs more than the Python around it.
        self.table_box = cast("Box", self.table_rect.getRect())
        # Whether the widget's geometry is table_rect. A widget shown, or its table shown, gets the move
        # and resize events Qt kept while it was hidden: of a geometry that may be stale by then.
        self._following = True
        self.setUpdatesEnabled(False)
        # The table takes the mouse and finds the card under it in its own stacking order (cardWidgetAt).
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)

    def card(self) -> str:
        return self._code

    def setCard(self, code: str) -> None:
        if code == self._code:
            return
        self._code = code
        self._show_name()
        self._repaint_table()

    def _show_name(self) -> None:
        name = card_display_name(self._code)  # in the interface language (ui/text/card_names.py)
        self.setAccessibleName(name)
        self.setToolTip(name)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._show_name()
        super().changeEvent(event)

    def deck(self) -> str:
        return self._deck

    def setDeck(self, deck: str) -> None:
        if deck != self._deck:
            self._deck = deck
            self._repaint_table()

    def sizeHint(self) -> QSize:
        return QSize(100, card_height(100))

    def pixmap(self) -> QPixmap:
        """The card's image at the widget's size and device pixel ratio — or, while a worker renders the
        deck at a new size, the last one it had, which :meth:`paintCard` scales (see deck_rendering.py)."""
        return self._pixmap_at(self.table_rect.width(), self.devicePixelRatioF())

    def _pixmap_at(self, width: int, dpr: float) -> QPixmap:
        key = (self._code, self._deck, width, dpr)
        if key != self._pixmap_key or not self._crisp:  # this skips even the cache lookup on repaints
            self._pixmap, self._crisp = deck_images(self._deck).pixmap(self._code, width, dpr)
            self._pixmap_key, self._pixmap_width = key, self._pixmap.width()
        return self._pixmap

    def isCrisp(self) -> bool:
        """Whether the card is drawn from a pixmap of its own size (not a scaled stand-in)."""
        self.pixmap()
        return self._crisp

    def shownHeight(self) -> int | None:
        return self._shown_height

    def setShownHeight(self, height: int | None) -> None:
        """Paint only the top ``height`` pixels, the rest being hidden under other cards; None paints all.

        A cascade shows a strip of each covered card: painting only that strip halves the pixels a deal
        switch paints, while the widget keeps the card's whole geometry.
        """
        if height != self._shown_height:
            revealed = height is None or (self._shown_height is not None and height > self._shown_height)
            self._shown_height = height
            if revealed:
                self._repaint_table()

    def _repaint_table(self, *also: QRect) -> None:
        table = self.parentWidget()
        if table is not None and self.isVisible():
            area = QRect(self.table_rect)  # a copy: |= changes a QRect in place
            for rect in also:
                area |= rect
            table.update(area)

    def placeQuietly(self, where: QRect, box: Box | None = None) -> None:
        """Be painted at ``where`` (``box``: the same as ints, if the caller has them) from now on, without
        asking the table to repaint (the caller repaints one rectangle around all the cards it places: 52
        small update requests, each through Python, cost more than the moves themselves); the widget
        itself moves in :meth:`followPlace`."""
        box = cast("Box", where.getRect()) if box is None else box
        if box != self.table_box:
            self.table_rect, self.table_box = where, box
            self._following = False

    def followPlace(self) -> None:
        """Give the widget the geometry the table paints it at (quietly: nothing moves on screen)."""
        if not self._following:
            self._quiet = True
            try:
                self.setGeometry(self.table_rect)
            finally:
                self._quiet = False
            self._following = True

    def _moved(self) -> None:
        """The widget itself moved or changed size (a slide, a drag): the card is painted there."""
        if not self._quiet and self._following:
            was, self.table_rect = self.table_rect, self.geometry()
            self.table_box = cast("Box", self.table_rect.getRect())
            self._repaint_table(was)

    def moveEvent(self, event: QMoveEvent) -> None:
        self._moved()

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._moved()

    def showEvent(self, event: QShowEvent) -> None:
        self._repaint_table()

    def hideEvent(self, event: QHideEvent) -> None:
        table = self.parentWidget()
        if table is not None:
            table.update(self.table_rect)

    def paintCard(self, painter: QPainter, box: Box, dpr: float) -> None:
        """Draw the card (what shows of it) into ``box`` (x, y, width, height) of ``painter``'s device, at
        pixel ratio ``dpr`` (both passed in: the table has them, and each call into Qt costs).

        The table calls this for every card in one paint event of its own, in stacking order: one paint
        event for the board rather than one per card halves what a deal switch costs.
        """
        x, y, width, full = box
        pixmap = self._pixmap_at(width, dpr)
        shown = self._shown_height
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
        if shown is not None and self._code[0] in COURT_RANKS:
            hide_court_frame(painter, box, height)
