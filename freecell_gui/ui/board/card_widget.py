"""One card on screen: a widget placed on the table, named for screen readers, drawn by the table."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QRect, QRectF, QSize
from PySide6.QtGui import QHideEvent, QMoveEvent, QPainter, QPixmap, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QWidget

from freecell_gui.ui.board.deck import card_height
from freecell_gui.ui.board.painting import COURT_RANKS, hide_court_frame
from freecell_gui.ui.board.render_worker import deck_images
from freecell_gui.ui.card_names import card_display_name


class CardWidget(QWidget):
    """Card ``code`` of the board's deck at the widget's width; the board sets both.

    The widget is the card's identity, place, name and target for the mouse; the table it lies on paints
    it (see :meth:`paintCard`). The widget itself takes no paint events at all (updates disabled: Qt
    would otherwise send 52 empty paint events on every repaint of the board) and instead asks the table
    to repaint where it was and where it is whenever it moves or changes.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._code = "back"
        self._deck = "classic"
        self._pixmap = QPixmap()
        self._pixmap_key: tuple[str, str, int, float] | None = None
        self._crisp = False
        self._shown_height: int | None = None
        self.setUpdatesEnabled(False)

    def card(self) -> str:
        return self._code

    def setCard(self, code: str) -> None:
        if code == self._code:
            return
        self._code = code
        self._show_name()
        self._repaint_table()

    def _show_name(self) -> None:
        name = card_display_name(self._code)  # in the interface language (ui/card_names.py)
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
        deck at a new size, the last one it had, which :meth:`paintCard` scales (see render_worker.py)."""
        key = (self._code, self._deck, self.width(), self.devicePixelRatioF())
        if key != self._pixmap_key or not self._crisp:  # this skips even the cache lookup on repaints
            self._pixmap, self._crisp = deck_images(self._deck).pixmap(self._code, self.width(), key[3])
            self._pixmap_key = key
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
            area = self.geometry()
            for rect in also:
                area |= rect
            table.update(area)

    def moveEvent(self, event: QMoveEvent) -> None:
        self._repaint_table(QRect(event.oldPos(), self.size()))

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._repaint_table(QRect(self.pos(), event.oldSize()))

    def showEvent(self, event: QShowEvent) -> None:
        self._repaint_table()

    def hideEvent(self, event: QHideEvent) -> None:
        table = self.parentWidget()
        if table is not None:
            table.update(self.geometry())

    def paintCard(self, painter: QPainter, at: QPoint) -> None:
        """Draw the card (what shows of it) with its top-left corner at ``at`` of ``painter``'s device.

        The table calls this for every card in one paint event of its own, in stacking order: one paint
        event for the board rather than one per card halves what a deal switch costs.
        """
        pixmap = self.pixmap()
        height = self.height() if self._shown_height is None else self._shown_height
        if height <= 0:
            return
        if self._crisp and self._shown_height is None:
            painter.drawPixmap(at, pixmap)
            return
        # Part of the card, or a stand-in of another size: source and target in proportion.
        source_height = pixmap.height() * height / max(1, self.height())
        target = QRectF(at.x(), at.y(), self.width(), height)
        painter.drawPixmap(target, pixmap, QRectF(0, 0, pixmap.width(), source_height))
        if self._shown_height is not None and self._code[0] in COURT_RANKS:
            hide_court_frame(painter, QRect(at, self.size()), height)
