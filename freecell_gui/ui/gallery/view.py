"""The grid of thumbnails: a window onto a sequence of deals, paged by hand (paging.py), never an item model.

Qt's item views count rows in a 32-bit int; the range has 8.6 billion deals. So the view paints one page
— as many thumbnails as fit — and its scroll bar is a position between the first deal and the last page
(paging.py maps it), while the arrows, Page Up/Down, Home/End, the wheel and a typed number move the page
and the selection themselves. Thumbnails come from a worker (thumbnail_store.py): a placeholder until
each is drawn, so no key press waits for one.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from PySide6.QtCore import QCoreApplication, QEvent, QPoint, QRect, Qt, QTimer, Signal, Slot
from PySide6.QtGui import (
    QColor,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
    QResizeEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import QAbstractScrollArea, QAbstractSlider, QWidget

from freecell_gui.core.catalogue.store import Row
from freecell_gui.core.generator import validate_deal_number
from freecell_gui.ui.board.painting import FELT
from freecell_gui.ui.gallery import MAX_WIDTH, MIN_WIDTH
from freecell_gui.ui.gallery.facts import paint_facts_label, paint_verdict_mark
from freecell_gui.ui.gallery.paging import SCROLL_SPAN, Paging
from freecell_gui.ui.gallery.sequence import DealSequence, WholeRange
from freecell_gui.ui.gallery.thumbnail import thumbnail_geometry
from freecell_gui.ui.gallery.thumbnail_store import Style, ThumbnailStore
from freecell_gui.ui.text.core_messages import message_of
from freecell_gui.ui.text.i18n import format_number
from freecell_gui.util.text_marks import QT_TRANSLATE_NOOP

SPACING = 14  # between thumbnails, and around the grid
CAPTION = 22  # the line under a thumbnail: its number and what the catalogue knows
ZOOM = 1.15  # one Ctrl+wheel notch or Ctrl+plus
WHEEL_STEP = 120
PLACEHOLDER = FELT.darker(140)
GO_TO = QT_TRANSLATE_NOOP("Gallery", "Go to deal %1")

Slider = QAbstractSlider.SliderAction
_STEPS = {Slider.SliderSingleStepAdd: 1, Slider.SliderSingleStepSub: -1}


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
        self._geometry = thumbnail_geometry(self._width)
        self._deck = "classic"
        self._facts: Callable[[list[int]], Mapping[int, Row]] = lambda deals: {}
        self._typed = ""
        self._typing_note = ""
        self._wheel = 0
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
        """The width asked for (the thumbnails' own width is a whole number of cards and gaps near it)."""
        return self._width

    def setThumbnailWidth(self, width: int) -> None:
        width = max(MIN_WIDTH, min(MAX_WIDTH, width))
        if width != self._width:
            self._width = width
            self._geometry = thumbnail_geometry(width)
            self._relayout()
            self.thumbnailWidthChanged.emit(width)

    def setDeck(self, deck: str) -> None:
        if deck != self._deck:
            self._deck = deck
            self._changed()

    def setFactsSource(self, facts: Callable[[list[int]], Mapping[int, Row]]) -> None:
        self._facts = facts
        self.viewport().update()

    def setSequence(self, sequence: DealSequence, first: int) -> None:
        self.paging.set_sequence(sequence, first)
        self._changed()

    def setFirstDeal(self, number: int) -> None:
        self.paging.set_first(number)
        self._changed()

    def goTo(self, number: int) -> None:
        """Select the first deal ≥ ``number`` and bring it onto the page, as the last page if near the end."""
        found = self.paging.sequence.starting_at(number, 1) or self.paging.sequence.before(number, 1)
        if not found:
            return
        self.paging.select(found[0])
        if found[0] not in self.paging.deals():
            self.paging.set_first(min(found[0], self.paging.last_start()))
        self._changed()

    def thumbnailStyle(self) -> Style:
        return (self._geometry, self.devicePixelRatioF(), self._deck)

    def isComplete(self) -> bool:
        """Whether every thumbnail on the page is drawn (no placeholder left)."""
        style = self.thumbnailStyle()
        return all(self.store.image(n, style) is not None for n in self.paging.deals())

    def cellRect(self, index: int) -> QRect:
        """The thumbnail of the page's ``index``-th deal, in the viewport's coordinates."""
        geometry = self._geometry
        columns = self.paging.columns
        used = columns * (geometry.width + SPACING) - SPACING
        left = max(SPACING, (self.viewport().width() - used) // 2)
        row, column = divmod(index, columns)
        x = left + column * (geometry.width + SPACING)
        y = SPACING + row * (geometry.height + CAPTION + SPACING)
        return QRect(x, y, geometry.width, geometry.height)

    def _exposedCells(self, exposed: QRect, count: int) -> range | list[int]:
        """The page's cells (with frame and caption) that meet ``exposed``, found by arithmetic: a thumbnail
        arriving repaints one cell, and a Qt call per cell would each wait for the worker to yield the GIL."""
        geometry, columns = self._geometry, max(1, self.paging.columns)
        if exposed.contains(self.viewport().rect()):
            return range(count)
        pitch_x, pitch_y = geometry.width + SPACING, geometry.height + CAPTION + SPACING
        left = self.cellRect(0).left() - 5  # a cell's selection frame reaches 5 px out
        top = SPACING - 5
        wide, tall = geometry.width + 10, geometry.height + CAPTION + 8
        cols = range(
            max(0, (exposed.left() - left - wide) // pitch_x), (exposed.right() - left) // pitch_x + 1
        )
        rows = range(max(0, (exposed.top() - top - tall) // pitch_y), (exposed.bottom() - top) // pitch_y + 1)
        return [i for r in rows for c in cols if c < columns and (i := r * columns + c) < count]

    def dealAt(self, point: QPoint) -> int | None:
        for index, number in enumerate(self.paging.deals()):
            cell = self.cellRect(index).adjusted(0, 0, 0, CAPTION)
            if cell.contains(point):
                return number
        return None

    # -- updates -------------------------------------------------------------------------------------------

    def _relayout(self) -> None:
        geometry, size = self._geometry, self.viewport().size()
        columns = (size.width() - SPACING) // (geometry.width + SPACING)
        rows = (size.height() - SPACING) // (geometry.height + CAPTION + SPACING)
        self.paging.set_shape(columns, rows)
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
        paging = self.paging
        kind = Slider(action)
        if kind in _STEPS:
            paging.step_rows(_STEPS[kind])
        elif kind == Slider.SliderPageStepAdd:
            paging.step_rows(paging.rows)
        elif kind == Slider.SliderPageStepSub:
            paging.step_rows(-paging.rows)
        elif kind == Slider.SliderToMinimum:
            paging.home()
        elif kind == Slider.SliderToMaximum:
            paging.end()
        elif kind == Slider.SliderMove:
            paging.scroll_to(self.verticalScrollBar().sliderPosition())
        self.verticalScrollBar().setSliderPosition(paging.scroll_value())
        self._changed()

    # -- input ---------------------------------------------------------------------------------------------

    def event(self, event: QEvent) -> bool:
        # Backspace is also a Back shortcut, Escape Cancel solving's: while a number is typed they edit it.
        if event.type() == QEvent.Type.ShortcutOverride and self._typed:
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
            self._type(self._typed + event.text())
        elif key == Qt.Key.Key_Backspace and self._typed:
            self._type(self._typed[:-1])
        elif key == Qt.Key.Key_Escape:
            if self._typed or self._typing_note:
                self._type("")
            else:
                self.leaveRequested.emit()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._enter()
        elif not self._move(key):
            super().keyPressEvent(event)

    def _move(self, key: Qt.Key) -> bool:
        paging = self.paging
        steps = {Qt.Key.Key_Left: -1, Qt.Key.Key_Right: 1, Qt.Key.Key_Up: -paging.columns}
        steps[Qt.Key.Key_Down] = paging.columns
        if key in steps:
            paging.move_selection(steps[key])
        elif key in (Qt.Key.Key_PageUp, Qt.Key.Key_PageDown):
            paging.page_selection(-1 if key == Qt.Key.Key_PageUp else 1)
        elif key == Qt.Key.Key_Home:
            paging.home()
            paging.select(paging.first)
        elif key == Qt.Key.Key_End:
            paging.end()
            deals = paging.deals()
            paging.select(deals[-1] if deals else None)
        else:
            return False
        self._changed()
        return True

    def _type(self, typed: str) -> None:
        self._typed, self._typing_note = typed, ""
        self.viewport().update()

    def _enter(self) -> None:
        if self._typed:
            try:
                number = validate_deal_number(self._typed)
            except (ValueError, TypeError) as error:
                self._typed, self._typing_note = "", message_of(error)
                self.viewport().update()
                return
            self._type("")
            self.goTo(number)
        elif self.paging.selected is not None:
            self.dealActivated.emit(self.paging.selected)

    def _zoom(self, notches: int) -> None:
        self.setThumbnailWidth(round(self._width * ZOOM**notches))

    def wheelEvent(self, event: QWheelEvent) -> None:
        delta = event.angleDelta()
        self._wheel += delta.y() or delta.x()
        notches = int(self._wheel / WHEEL_STEP)
        if notches:
            self._wheel -= notches * WHEEL_STEP
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
        facts = self._facts(deals)
        palette = self.palette()
        exposed = event.rect()
        for index in self._exposedCells(exposed, len(deals)):
            number = deals[index]
            rect = self.cellRect(index)
            if number == self.paging.selected:
                frame = rect.adjusted(-5, -5, 5, CAPTION + 3)
                painter.fillRect(frame, palette.color(QPalette.ColorRole.Highlight))
            image = self.store.image(number, style)
            if image is None:
                painter.fillRect(rect, PLACEHOLDER)
            else:
                painter.drawImage(rect.topLeft(), image)
            caption = QRect(rect.left(), rect.bottom() + 1, rect.width(), CAPTION)
            row = facts.get(number)
            used = 0
            if row is not None:
                paint_verdict_mark(painter, rect, row)
                used = paint_facts_label(painter, caption, row)
            selected = number == self.paging.selected
            role = QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text
            painter.setPen(palette.color(role))
            painter.drawText(
                caption.adjusted(2, 0, -used - 4, 0),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                format_number(number),
            )
        if not deals and self.emptyText:
            painter.setPen(palette.color(QPalette.ColorRole.PlaceholderText))
            painter.drawText(
                self.viewport().rect().adjusted(20, 20, -20, -20),
                Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                self.emptyText,
            )
        self._paint_typing(painter)
        painter.end()
        if self._request_due:
            # The worker starts after this paint: while it draws, each Python call of the GUI thread may
            # wait for the GIL, and the placeholders come first (`make bench`: opening to first paint).
            QTimer.singleShot(0, self, self._request_thumbnails)

    def _paint_typing(self, painter: QPainter) -> None:
        if not self._typed and not self._typing_note:
            return
        text = self._typing_note or QCoreApplication.translate("Gallery", GO_TO).replace("%1", self._typed)
        metrics = painter.fontMetrics()
        box = metrics.boundingRect(text).adjusted(-12, -8, 12, 8)
        box.moveCenter(QPoint(self.viewport().width() // 2, self.viewport().height() - box.height()))
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(0, 0, 0, 120)))
        painter.setBrush(QColor(30, 30, 30, 220))
        painter.drawRoundedRect(box, 8, 8)
        painter.setPen(QColor("white"))
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
