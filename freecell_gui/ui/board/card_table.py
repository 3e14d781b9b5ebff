"""What the FreeCell and Dou Dizhu boards share: felt under a fixed set of reusable card widgets.

The card widgets are created once; a new deal only tells each one which card it shows, and a resize
only moves them. The felt (everything under the cards) is painted once per size, deck and pixel ratio
into a pixmap: a deal switch repaints the table under every (round-cornered, so not opaque) card.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QEvent, QPoint, QPointF, QRect, QSize, Qt, QTimer, Slot
from PySide6.QtGui import QHelpEvent, QPainter, QPaintEvent, QPixmap, QResizeEvent
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from freecell_gui.ui.board.card_widget import CardWidget
from freecell_gui.ui.board.deck_rendering import deck_images, deck_news
from freecell_gui.ui.board.painting import Box, paint_focus_frame
from freecell_gui.util.resources import check_deck_name

if TYPE_CHECKING:
    from freecell_gui.core.games import AnyDeal
    from freecell_gui.core.rules.position import Position


FELT_DELAY_MS = 150  # the felt is painted again at the new size once a resize pauses this long
FOLLOW_DELAY_MS = 100  # the card widgets follow the cards once the table has been still this long


class CardTableWidget(QWidget):
    """A table of ``card_count`` card widgets; subclasses place them and paint the felt."""

    def __init__(self, card_count: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(320, 300)
        # The felt covers every pixel: Qt need not paint the window and the stack under the board first.
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self._deck = "classic"
        self._cards = [CardWidget(self) for _ in range(card_count)]  # later ones stack on top
        self._faces = [card.face for card in self._cards]  # what the loops over the cards read
        self._z_order = list(self._cards)  # as stacked on screen, bottom first (see _set_z_order)
        self._z_faces = list(self._faces)
        for card in self._cards:
            card.hide()
        self._felt: QPixmap | None = None
        self._stale_felt: QPixmap | None = None
        self._felt_timer = QTimer(self, singleShot=True, interval=FELT_DELAY_MS)
        self._felt_timer.timeout.connect(self._on_felt_timer_timeout)
        self._follow_timer = QTimer(self, singleShot=True, interval=FOLLOW_DELAY_MS)
        self._follow_timer.timeout.connect(self.followCards)
        deck_news().rendered.connect(self._on_deck_news_rendered)

    # -- for subclasses ---------------------------------------------------------------------------------

    def _card_rects(self) -> Sequence[QRect]:
        """Where each card widget goes at the current size."""
        raise NotImplementedError

    def _paint_felt(self, painter: QPainter) -> None:
        """Everything under the cards."""
        raise NotImplementedError

    def _relayout(self) -> None:
        """Recompute the layout for the current size (called before the cards are placed)."""

    def _set_z_order(self, order: Sequence[CardWidget]) -> None:
        """Stack the cards in ``order`` (bottom first): the order the table paints them and finds them
        under the pointer in. Qt's own stacking of the card widgets is left alone: they take no mouse
        events (the table takes them and asks :meth:`cardWidgetAt`), and restacking 52 widgets cost a
        fifth of a deal switch."""
        self._z_order = list(order)
        self._z_faces = [widget.face for widget in self._z_order]

    def cardWidgetAt(self, point: QPoint) -> CardWidget | None:
        """The topmost card under ``point`` (table coordinates), as stacked on screen, or None."""
        for widget in reversed(self._z_order):
            if widget.face.rect.contains(point) and not widget.isHidden():
                return widget
        return None

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            # The cards take no mouse events, so no tool tip either: the table shows the one of the
            # card under the pointer (its name, as a screen reader says it).
            card = self.cardWidgetAt(event.pos())
            if card is not None and card.toolTip():
                QToolTip.showText(event.globalPos(), card.toolTip(), self, card.table_rect)
            else:
                QToolTip.hideText()
                event.ignore()
            return True
        return super().event(event)

    def raiseCards(self, widgets: Sequence[CardWidget]) -> None:
        """Stack ``widgets`` above every other card, in the order given (cards picked up by the mouse)."""
        lifted = set(widgets)
        self._set_z_order([widget for widget in self._z_order if widget not in lifted] + list(widgets))
        dirty = QRect()
        for widget in widgets:
            dirty = dirty.united(widget.table_rect)
        self.update(dirty)

    def _show_cards(self, codes: Sequence[str]) -> None:
        first = not self._cards[0].isVisibleTo(self)
        for widget, code in zip(self._cards, codes, strict=True):
            widget.setCard(code)
        if first:
            for widget in self._cards:
                widget.show()

    def _place_cards(self) -> None:
        rects = self._card_rects()
        for widget, rect in zip(self._cards, rects, strict=True):
            widget.placeQuietly(rect)
        self.followCards()
        self.update()  # the whole table: the felt changes with its size anyway
        if self.isVisible():
            # Every face at the new size, rendered in a worker; the cards are drawn scaled meanwhile.
            deck_images(self._deck).request(rects[0].width(), self.devicePixelRatioF())

    # -- public API -------------------------------------------------------------------------------------

    def deck(self) -> str:
        return self._deck

    def setDeck(self, deck: str) -> None:
        if check_deck_name(deck) == self._deck:
            return
        self._deck = deck
        self._felt = None
        for widget in self._cards:
            widget.setDeck(deck)
        self.update()

    def display(self, dealt: AnyDeal, position: Position | None = None, animate: bool = False) -> None:
        """Show ``dealt``, or ``position`` when the game has one (``animate``: slide the cards that moved)."""
        raise NotImplementedError

    def cardWidgets(self) -> list[CardWidget]:
        """The card widgets, each at the geometry the table paints it at."""
        self.followCards()
        return list(self._cards)

    def _follow_later(self) -> None:
        """The cards were placed quietly: their widgets follow once the table is still."""
        self._follow_timer.start()

    @Slot()
    def followCards(self) -> None:
        """Give every card widget the geometry the table paints it at now (see CardWidget.followPlace)."""
        self._follow_timer.stop()
        for widget in self._cards:
            widget.followPlace()

    def sizeHint(self) -> QSize:
        return QSize(960, 720)

    # -- events -----------------------------------------------------------------------------------------

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._relayout()
        if self._felt is not None:  # while the size keeps changing, the last felt is shown scaled
            self._stale_felt = self._felt
        if self._stale_felt is not None:
            self._felt_timer.start()  # restarted by every step: the felt is painted once the resize pauses
        self._felt = None
        self._place_cards()
        super().resizeEvent(event)

    def isCrisp(self) -> bool:
        """Whether the felt and every card are drawn at the board's size (no scaled stand-in is shown)."""
        return self._stale_felt is None and all(card.isCrisp() for card in self._cards)

    def feltDelayRemaining(self) -> int:
        """Milliseconds until the felt is painted again at the new size (0: due at the next turn of the
        event loop), or -1 when no resize is waiting for it (tests: the timer, not the clock)."""
        return self._felt_timer.remainingTime()

    @Slot(str)
    def _on_deck_news_rendered(self, deck: str) -> None:
        if deck == self._deck and self._cards[0].isCrisp():
            # The crisp faces of this size (not of one the board has left). The felt is painted again
            # only once the resize pauses (the timer): it costs more than all the cards together.
            self.update()

    @Slot()
    def _on_felt_timer_timeout(self) -> None:
        self._felt_timer.stop()
        self._stale_felt = None
        self.update()

    def feltPixmap(self) -> QPixmap:
        """Everything under the cards at the current size and pixel ratio, painted once and kept."""
        dpr = self.devicePixelRatioF()
        if self._felt is None or self._felt.devicePixelRatio() != dpr:
            self._felt = QPixmap(round(self.width() * dpr), round(self.height() * dpr))
            self._felt.setDevicePixelRatio(dpr)
            painter = QPainter(self._felt)
            self._paint_felt(painter)
            painter.end()
        return self._felt

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        if self._stale_felt is not None:  # a resize goes on: a felt takes a few ms, scaling it less
            painter.drawPixmap(self.rect(), self._stale_felt)
        else:
            painter.drawPixmap(QPointF(0, 0), self.feltPixmap())  # clipped to the region being repainted
        left, top, width, height = cast("Box", event.rect().getRect())
        right, bottom = left + width, top + height
        dpr = self.devicePixelRatioF()
        # Bottom first: the card widgets paint nothing themselves. They are shown and hidden together
        # (hidden until the first deal), and the test is done in ints: each call into Qt costs.
        if not self._cards[0].isHidden():
            for face in self._z_faces:
                box = face.box
                x, y, w, h = box
                if x < right and y < bottom and x + w > left and y + h > top and w > 0 and h > 0:
                    face.paint(painter, box, dpr)
        if self.hasFocus():  # on top of the cards: they may reach the board's edge
            paint_focus_frame(painter, self.rect())
