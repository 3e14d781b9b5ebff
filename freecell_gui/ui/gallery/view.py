"""The grid of thumbnails: a window onto a sequence of deals, paged by hand (paging.py), never an item model.

Qt's item views count rows in a 32-bit int; the range has 8.6 billion deals. So the view paints one page
— as many thumbnails as fit — and its scroll bar is a position between the first deal and the last page
(paging.py maps it), while the arrows, Page Up/Down, Home/End, the wheel and a typed number move the page
and the selection themselves. Thumbnails come from a worker (thumbnail_store.py): a placeholder until
each is drawn, so no key press waits for one.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from PySide6.QtCore import QEvent, QPoint, QRect, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QKeyEvent, QMouseEvent, QPainter, QPaintEvent, QPalette, QResizeEvent, QWheelEvent
from PySide6.QtWidgets import QAbstractScrollArea, QAbstractSlider, QWidget

from freecell_gui.core.catalogue.store import Row
from freecell_gui.ui.gallery import MAX_WIDTH, MIN_WIDTH
from freecell_gui.ui.gallery.grid import Grid, column_width, fitted_width, grid_shape
from freecell_gui.ui.gallery.keys import TypedNumber, move_by_bar, move_by_key
from freecell_gui.ui.gallery.page_painting import paint_cell, paint_empty, paint_typing
from freecell_gui.ui.gallery.paging import SCROLL_SPAN, Paging
from freecell_gui.ui.gallery.sequence import DealSequence, WholeRange
from freecell_gui.ui.gallery.thumbnail import thumbnail_geometry
from freecell_gui.ui.gallery.thumbnail_store import Style, ThumbnailStore
from freecell_gui.ui.widgets.wheel_notches import WheelNotches


class GalleryView(QAbstractScrollArea):
    """``dealActivated(n)`` on a double-click or Enter; ``thumbnailWidthChanged(w)`` when zoomed;
    ``leaveRequested`` on Escape with nothing typed."""

    dealActivated = Signal(object)
    thumbnailWidthChanged = Signal(int)
    pageChanged = Signal()
    leaveRequested = Signal()

    def __init__(self, width: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        self.viewport().setAutoFillBackground(True)
        self.viewport().setBackgroundRole(QPalette.ColorRole.Base)
        self.paging = Paging(WholeRange())
        self.store = ThumbnailStore(self)
        self.store.arrived.connect(self._on_store_arrived)
        self._width = max(MIN_WIDTH, min(MAX_WIDTH, width))
        self._geometry = thumbnail_geometry(self._width)  # fitted to the viewport's width (_relayout)
        self._deck = "classic"
        self._facts: Callable[[list[int]], Mapping[int, Row]] = lambda deals: {}
        self._won: Callable[[list[int]], frozenset[int]] = lambda deals: frozenset()
        self._typing = TypedNumber()
        self._wheel = WheelNotches()
        self._request_due = False
        self.emptyText = ""
        bar = self.verticalScrollBar()
        bar.setRange(0, SCROLL_SPAN)
        bar.actionTriggered.connect(self._on_scroll_bar_action_triggered)
        bar.installEventFilter(self)  # the wheel over the bar moves rows too
        # Every page moves the bar: an opaque bar repaints alone, not with the four widgets under it
        # (`make bench`: a Page Down's repaint took twice as long with them).
        bar.setAutoFillBackground(True)

    # -- state ---------------------------------------------------------------------------------------------

    def thumbnailWidth(self) -> int:
        """The width asked for: the thumbnails are as near it as whole columns filling the view allow (and
        a whole number of cards and gaps)."""
        return self._width

    def setThumbnailWidth(self, width: int) -> None:
        width = max(MIN_WIDTH, min(MAX_WIDTH, width))
        if width != self._width:
            self._width = width
            self._relayout()
            self.thumbnailWidthChanged.emit(width)

    def setDeck(self, deck: str) -> None:
        if deck != self._deck:
            self._deck = deck
            self._changed()

    def setFactsSource(self, facts: Callable[[list[int]], Mapping[int, Row]]) -> None:
        self._facts = facts
        self.viewport().update()

    def setWonSource(self, won: Callable[[list[int]], frozenset[int]]) -> None:
        """Which of a page's deals the player has won (marked on their thumbnails)."""
        self._won = won
        self.viewport().update()

    def setSequence(self, sequence: DealSequence, first: int) -> None:
        self.paging.set_sequence(sequence, first)
        self._changed()

    def setFirstDeal(self, number: int) -> None:
        self.paging.set_first(number)
        self._changed()

    def goTo(self, number: int) -> None:
        """Select the first deal ≥ ``number`` and bring it onto the page, as the last page if near the end."""
        if self.paging.go_to(number):
            self._changed()

    def thumbnailStyle(self) -> Style:
        return (self._geometry, self.devicePixelRatioF(), self._deck)

    def isComplete(self) -> bool:
        """Whether every thumbnail on the page is drawn (no placeholder left)."""
        style = self.thumbnailStyle()
        return all(self.store.image(n, style) is not None for n in self.paging.deals())

    def cellRect(self, index: int) -> QRect:
        """The thumbnail of the page's ``index``-th deal, in the viewport's coordinates."""
        x, y = self._grid().origin(index)
        return QRect(x, y, self._geometry.width, self._geometry.height)

    def _grid(self) -> Grid:
        geometry = self._geometry
        return Grid(geometry.width, geometry.height, max(1, self.paging.columns), self.viewport().width())

    def _exposedCells(self, exposed: QRect, count: int) -> range | list[int]:
        """The page's cells that meet ``exposed`` (all of them for a whole repaint)."""
        if exposed.contains(self.viewport().rect()):
            return range(count)
        grid = self._grid()
        return grid.cells_meeting(exposed.left(), exposed.top(), exposed.right(), exposed.bottom(), count)

    def dealAt(self, point: QPoint) -> int | None:
        deals = self.paging.deals()
        index = self._grid().cell_at(point.x(), point.y(), len(deals))
        return deals[index] if index is not None else None

    # -- updates -------------------------------------------------------------------------------------------

    def _relayout(self) -> None:
        size = self.viewport().size()
        fitted = fitted_width(self._width, size.width(), MIN_WIDTH, MAX_WIDTH)
        geometry = self._geometry = thumbnail_geometry(fitted)
        self.paging.set_shape(*grid_shape(geometry.width, geometry.height, size.width(), size.height()))
        self._changed()

    def _changed(self) -> None:
        """The page, its shape or its style changed: the scroll bar, the worker's request, a repaint."""
        bar = self.verticalScrollBar()
        bar.blockSignals(True)
        bar.setPageStep(self.paging.scroll_page_step())
        bar.setValue(self.paging.scroll_value())
        bar.blockSignals(False)
        self._request_due = True  # once the page is painted (see paintEvent)
        self.viewport().update()
        self.pageChanged.emit()

    @Slot(object)
    def _on_store_arrived(self, number: int) -> None:
        deals = self.paging.deals()
        if number in deals:  # only that thumbnail is painted again
            self.viewport().update(self.cellRect(deals.index(number)))

    @Slot()
    def _request_thumbnails(self) -> None:
        if self._request_due:
            self._request_due = False
            self.store.request(self.paging.deals(), self.thumbnailStyle())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._relayout()

    @Slot(int)
    def _on_scroll_bar_action_triggered(self, action: int) -> None:
        bar = self.verticalScrollBar()
        move_by_bar(self.paging, QAbstractSlider.SliderAction(action), bar.sliderPosition())
        bar.setSliderPosition(self.paging.scroll_value())
        self._changed()

    # -- input ---------------------------------------------------------------------------------------------

    def event(self, event: QEvent) -> bool:
        # Backspace is also a Back shortcut, Escape Cancel solving's: while a number is typed they edit it.
        if event.type() == QEvent.Type.ShortcutOverride and self._typing.typed:
            assert isinstance(event, QKeyEvent)
            if event.key() in (Qt.Key.Key_Backspace, Qt.Key.Key_Escape):
                event.accept()
                return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key, modifiers = Qt.Key(event.key()), event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        ctrl = modifiers == Qt.KeyboardModifier.ControlModifier
        if ctrl and key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal, Qt.Key.Key_Minus):
            self._zoom(1 if key != Qt.Key.Key_Minus else -1)
        elif (modifiers and not ctrl) or (ctrl and key not in (Qt.Key.Key_Home, Qt.Key.Key_End)):
            super().keyPressEvent(event)
        elif event.text().isdigit():
            self._type(self._typing.typed + event.text())
        elif key == Qt.Key.Key_Backspace and self._typing.typed:
            self._type(self._typing.typed[:-1])
        elif key == Qt.Key.Key_Escape:
            if self._typing.shown():
                self._type("")
            else:
                self.leaveRequested.emit()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._enter()
        elif not self._move(key):
            super().keyPressEvent(event)

    def _move(self, key: Qt.Key) -> bool:
        if not move_by_key(self.paging, key):
            return False
        self._changed()
        return True

    def _type(self, typed: str) -> None:
        self._typing.set(typed)
        self.viewport().update()

    def _enter(self) -> None:
        if self._typing.typed:
            number = self._typing.enter()
            self.viewport().update()
            if number is not None:
                self.goTo(number)
        elif self.paging.selected is not None:
            self.dealActivated.emit(self.paging.selected)

    def _zoom(self, notches: int) -> None:
        """A column fewer for each notch in (Ctrl+wheel, Ctrl+plus), one more for each notch out."""
        self.setThumbnailWidth(column_width(self.viewport().width(), max(1, self.paging.columns - notches)))

    def wheelEvent(self, event: QWheelEvent) -> None:
        delta = event.angleDelta()
        notches = self._wheel.add(delta.y() or delta.x())
        if notches:
            if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
                self._zoom(notches)
            else:
                self.paging.step_rows(-notches)
                self._changed()
        event.accept()

    def eventFilter(self, watched: object, event: object) -> bool:
        if isinstance(event, QWheelEvent) and watched is self.verticalScrollBar():
            self.wheelEvent(event)
            return True
        return False

    def mousePressEvent(self, event: QMouseEvent) -> None:
        number = self.dealAt(event.position().toPoint())
        if number is not None:
            self.paging.select(number)
            self.viewport().update()
        self.setFocus(Qt.FocusReason.MouseFocusReason)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        number = self.dealAt(event.position().toPoint())
        if number is not None:
            self.paging.select(number)
            self.dealActivated.emit(number)

    # -- painting ------------------------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self.viewport())
        deals = self.paging.deals()
        style = self.thumbnailStyle()
        facts, won = self._facts(deals), self._won(deals)
        palette = self.palette()
        exposed = event.rect()
        for index in self._exposedCells(exposed, len(deals)):
            number = deals[index]
            paint_cell(
                painter,
                self.cellRect(index),
                number,
                self.store.image(number, style),
                facts.get(number),
                number == self.paging.selected,
                palette,
                number in won,
            )
        if not deals and self.emptyText:
            paint_empty(painter, self.viewport().rect(), self.emptyText, palette)
        if text := self._typing.shown():
            paint_typing(painter, self.viewport().rect(), text)
        painter.end()
        if self._request_due:
            # The worker starts after this paint: while it draws, each Python call of the GUI thread may
            # wait for the GIL, and the placeholders come first (`make bench`: opening to first paint).
            QTimer.singleShot(0, self, self._request_thumbnails)
