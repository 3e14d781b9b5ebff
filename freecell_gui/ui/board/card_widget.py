"""One card on screen: a widget placed on the table, named for screen readers, drawn by the table."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRect, QSize, Qt
from PySide6.QtGui import QHideEvent, QMoveEvent, QPainter, QPixmap, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QWidget

from freecell_gui.ui.board.card_face import CardFace
from freecell_gui.ui.board.deck import card_height
from freecell_gui.ui.board.painting import Box
from freecell_gui.ui.text.card_names import card_display_name


class CardWidget(QWidget):
    """Card ``code`` of the board's deck at the widget's width; the board sets both.

    The widget is the card's identity, place and name; the table it lies on takes the mouse and paints
    it from the card's :attr:`face` (see card_face.py). The widget itself takes no paint events at all
    (updates disabled: Qt would otherwise send 52 empty paint events on every repaint of the board) and
    instead asks the table to repaint where it was and where it is whenever it moves or changes.

    Where the table paints the card is :attr:`table_rect`. The table places cards there alone
    (:meth:`placeQuietly`), and the widget's own geometry, which only screen readers and tool tips see,
    follows when the table calls :meth:`followPlace` once it is idle: moving 52 widgets cost a third of
    a deal switch, and a user browsing deals needs only the last deal's. A move of the widget itself (a
    slide, a drag) moves :attr:`table_rect` with it.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.face = CardFace(self.geometry())
        self._quiet = False  # see followPlace
        self.setUpdatesEnabled(False)
        # The table takes the mouse and finds the card under it in its own stacking order (cardWidgetAt).
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)

    @property
    def table_rect(self) -> QRect:
        """Where the table paints the card (see the class's docstring): a copy, for the face's rectangle
        is shared with the table's places."""
        return QRect(self.face.rect)

    def card(self) -> str:
        return self.face.code

    def setCard(self, code: str) -> None:
        if code == self.face.code:
            return
        self.face.code = code
        self._show_name()
        self._repaint_table()

    def _show_name(self) -> None:
        name = card_display_name(self.face.code)  # in the interface language (ui/text/card_names.py)
        self.setAccessibleName(name)
        self.setToolTip(name)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._show_name()
        super().changeEvent(event)

    def deck(self) -> str:
        return self.face.deck

    def setDeck(self, deck: str) -> None:
        if deck != self.face.deck:
            self.face.deck = deck
            self._repaint_table()

    def sizeHint(self) -> QSize:
        return QSize(100, card_height(100))

    def pixmap(self) -> QPixmap:
        """The card's image at its size and the device pixel ratio — or, while a worker renders the deck
        at a new size, the last one it had, which the table scales (see deck_rendering.py)."""
        return self.face.pixmap(self.face.box[2], self.devicePixelRatioF())

    def isCrisp(self) -> bool:
        """Whether the card is drawn from a pixmap of its own size (not a scaled stand-in)."""
        return self.face.is_crisp(self.devicePixelRatioF())

    def shownHeight(self) -> int | None:
        return self.face.shown_height

    def setShownHeight(self, height: int | None) -> None:
        """Paint only the top ``height`` pixels, the rest being hidden under other cards; None paints all."""
        if self.face.show_height(height):
            self._repaint_table()

    def _repaint_table(self, *also: QRect) -> None:
        table = self.parentWidget()
        if table is not None and self.isVisible():
            area = QRect(self.face.rect)  # a copy: |= changes a QRect in place
            for rect in also:
                area |= rect
            table.update(area)

    def placeQuietly(self, where: QRect, box: Box | None = None) -> None:
        """Be painted at ``where`` (``box``: the same as ints, if the caller has them) from now on, without
        asking the table to repaint (the caller repaints one rectangle around all the cards it places: 52
        small update requests, each through Python, cost more than the moves themselves); the widget
        itself moves in :meth:`followPlace`."""
        self.face.place(where, box)

    def followPlace(self) -> None:
        """Give the widget the geometry the table paints it at (quietly: nothing moves on screen)."""
        face = self.face
        if not face.following:
            self._quiet = True
            try:
                self.setGeometry(face.rect)
            finally:
                self._quiet = False
            face.following = True

    def _moved(self) -> None:
        """The widget itself moved or changed size (a slide, a drag): the card is painted there. While
        it does not follow its card, a move is Qt's, kept from while it was hidden, of a stale place."""
        face = self.face
        if not self._quiet and face.following:
            was = face.rect
            face.place(self.geometry(), widget_there=True)
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
            table.update(self.face.rect)

    def paintCard(self, painter: QPainter, box: Box, dpr: float) -> None:
        """Draw the card into ``box`` of ``painter``'s device (see CardFace.paint)."""
        self.face.paint(painter, box, dpr)
