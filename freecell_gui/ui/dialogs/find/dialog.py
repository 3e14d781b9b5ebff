"""Edit → Find deal by layout…: paste or type cards, press Enter, get the deal numbers, open one.

The search (well under a second for the whole range) runs on a worker thread from the dialog's own
QThreadPool (worker.py); its progress and matches come back as queued signals. Cancel
sets a stop flag the finder polls and returns at once (the worker's late signals are ignored); hiding the
dialog or quitting the application also waits for the worker, so no thread outlives the dialog. The
dialog opens beside the main window so that the board stays in view (ui/dialogs/placement.py).
"""

from __future__ import annotations

import threading

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRect, Qt, QThreadPool, Signal, Slot
from PySide6.QtGui import QGuiApplication, QHideEvent, QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QProgressBar,
    QVBoxLayout,
    QWidget,
)

from freecell_gui.core.notation.formats import Layout
from freecell_gui.ui.dialogs.find.buttons import FindButtons
from freecell_gui.ui.dialogs.find.layout_field import LayoutField
from freecell_gui.ui.dialogs.find.parts import FindDialogParts
from freecell_gui.ui.dialogs.find.results import MatchList
from freecell_gui.ui.dialogs.find.search_task import Search, SearchSignals, SearchTask, default_search
from freecell_gui.ui.dialogs.find.texts import LISTED_MATCHES, cancelled_text, count_text, searching_text
from freecell_gui.ui.dialogs.placement import place_beside_owner
from freecell_gui.ui.text.i18n import ensure_language
from freecell_gui.ui.widgets.wrapped_label import WrappedLabel
from freecell_gui.util.text_marks import QT_TRANSLATE_NOOP

EARLIER_LAYOUT = QT_TRANSLATE_NOOP(
    "FindDealDialog", "These matches are for an earlier layout: press Enter to search this one."
)


class FindDealDialog(FindDialogParts, QDialog):
    """Finds deal numbers from a layout; ``dealActivated`` carries the number chosen (a Python int). Its
    parts' accessors (``layoutField()``, ``findButton()`` …) come from :class:`FindDialogParts`."""

    dealActivated = Signal(object)
    searchFinished = Signal()  # a search ended: finished, failed or cancelled
    galleryRequested = Signal(object)  # the matches (an ascending list), to show as a gallery

    def __init__(self, parent: QWidget | None = None, search: Search | None = None) -> None:
        ensure_language()  # plural forms ("1 deal", "2 deals") even without the application's start-up
        super().__init__(parent)
        self._search: Search = search or default_search
        # Deleted before the pool (children go in creation order), this stops the worker that the pool's
        # destructor then waits for, should the dialog be deleted without being closed.
        dying = self._dying = threading.Event()
        QObject(self).destroyed.connect(lambda *_: dying.set())
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)  # a new search queues behind a cancelled one still winding down
        self._stop = threading.Event()
        self._task_signals: SearchSignals | None = None
        self._layout: Layout | None = None
        self._searched: tuple[int, ...] | None = None  # the cards the listed matches are for
        self._matches: list[int] = []
        self._placed = False

        self._field = LayoutField()
        self._field.validated.connect(self._on_field_validated)
        self._field.submitted.connect(self.startSearch)
        self._progress = QProgressBar()
        self._progress.setRange(0, 100)
        self._progress.setVisible(False)
        self._status = WrappedLabel()
        self._results = MatchList()
        self._results.dealActivated.connect(self.dealActivated)
        self._results.currentItemChanged.connect(self._on_results_current_item_changed)

        self._buttons = buttons = FindButtons()
        self._buttons.find.clicked.connect(self.startSearch)
        self._buttons.cancel.clicked.connect(self.cancelSearch)
        self._buttons.show.clicked.connect(self._results.activateCurrent)
        self._buttons.gallery.clicked.connect(self._on_gallery_clicked)
        buttons.close.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self._field, 1)
        layout.addWidget(self._progress)
        layout.addWidget(self._status)
        layout.addWidget(self._results, 1)
        layout.addLayout(buttons)

        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self._stop_worker)  # the worker must not outlive the interpreter
        self.retranslateUi()
        self.resize(560, 520)

    def retranslateUi(self) -> None:
        """The dialog's texts in the interface language (also on a switch while it is open)."""
        self.setWindowTitle(QCoreApplication.translate("FindDealDialog", "Find deal by layout"))
        self._results.setAccessibleName(QCoreApplication.translate("FindDealDialog", "Matching deals"))
        self._results.retranslateUi()
        self._buttons.retranslateUi()
        self._field.retranslateUi()  # also validates: the feedback in the new language

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    # -- public API -------------------------------------------------------------------------------------

    def setLayoutText(self, text: str) -> None:
        """Replace the editor's text and validate it at once (typing validates after a short pause)."""
        self._field.setText(text)

    def matches(self) -> list[int]:
        """The deal numbers found by the last search (so far, while it runs), ascending."""
        return list(self._matches)

    def isSearching(self) -> bool:
        return self._task_signals is not None

    @Slot()
    def startSearch(self) -> None:
        """Search for the editor's layout (a running search is cancelled); does nothing if it is invalid."""
        self._field.validate()
        if self._layout is None:
            return
        self.cancelSearch()
        self._stop = threading.Event()
        self._clear_matches()
        self._searched = tuple(self._layout.cards)
        # A child of the dialog, so its signals can arrive after a cancel and be told apart (_current).
        signals = self._task_signals = SearchSignals(self)
        signals.progressed.connect(self._on_task_progressed)
        signals.matchesReady.connect(self._on_task_matches_ready)
        signals.finished.connect(self._on_task_finished)
        signals.failed.connect(self._on_task_failed)
        self._progress.setRange(0, 0)  # busy until the first progress report
        self._progress.setVisible(True)
        self._status.setMessage(searching_text())
        self._set_busy(True)
        stop, dying = self._stop, self._dying
        task = SearchTask(self._search, self._layout.cards, lambda: stop.is_set() or dying.is_set(), signals)
        self._pool.start(task)

    @Slot()
    def cancelSearch(self) -> None:
        """Stop a running search; returns at once, and whatever the worker still sends is ignored."""
        if self._task_signals is None:
            return
        self._stop.set()
        self._end_search(cancelled_text(len(self._matches)))

    # -- internals --------------------------------------------------------------------------------------

    @Slot()
    def _stop_worker(self) -> None:
        """Cancel and wait until the worker has returned (it polls the stop flag between steps)."""
        self.cancelSearch()
        self._pool.waitForDone()

    def _end_search(self, status: str) -> None:
        self._task_signals = None  # signals of that task still in flight are ignored from now on
        self._progress.setVisible(False)
        self._status.setMessage(status)
        self._set_busy(False)
        self._buttons.gallery.setEnabled(bool(self._matches))
        self.searchFinished.emit()

    def _clear_matches(self) -> None:
        self._matches = []
        self._searched = None
        self._results.clear()
        self._buttons.show.setEnabled(False)
        self._buttons.gallery.setEnabled(False)

    def _current(self) -> SearchSignals | None:
        """The running search's signals if the signal being handled is theirs (not a cancelled search's)."""
        signals = self._task_signals
        return signals if signals is not None and self.sender() is signals else None

    def _release_sender(self) -> None:
        """A task's last signal was handled: its signals object can go."""
        sender = self.sender()
        if isinstance(sender, SearchSignals):
            sender.deleteLater()

    def _set_busy(self, busy: bool) -> None:
        self._buttons.cancel.setEnabled(busy)
        self._buttons.find.setEnabled(not busy and self._layout is not None)
        if busy:
            self.setCursor(Qt.CursorShape.BusyCursor)
        else:
            self.unsetCursor()

    @Slot()
    def _on_field_validated(self) -> None:
        self._layout = self._field.currentLayout()
        self._forget_stale_matches()
        self._buttons.find.setEnabled(self._layout is not None and not self.isSearching())

    def _forget_stale_matches(self) -> None:
        """Matches of an earlier layout go once the text is no layout at all (a running search too); for a
        different valid layout they stay, and the status says they are not this layout's."""
        if self._searched is None or (self.isSearching() and self._layout is not None):
            return
        if self._layout is None:
            if self._task_signals is not None:
                self._stop.set()
                self._end_search("")
            self._clear_matches()
            self._status.setMessage("")
        elif tuple(self._layout.cards) != self._searched:
            self._status.setMessage(QCoreApplication.translate("FindDealDialog", EARLIER_LAYOUT))
        elif self._status.message() == QCoreApplication.translate("FindDealDialog", EARLIER_LAYOUT):
            self._status.setMessage(count_text(len(self._matches)))

    @Slot(int)
    def _on_task_progressed(self, percent: int) -> None:
        if self._current() is not None:
            self._progress.setRange(0, 100)
            self._progress.setValue(percent)

    @Slot()
    def _on_task_matches_ready(self) -> None:
        if (signals := self._current()) is not None:
            self._add_matches(signals.inbox.take())

    def _add_matches(self, numbers: list[int]) -> None:
        if not numbers:
            return
        self._matches.extend(numbers)
        room = LISTED_MATCHES - self._results.count()  # millions for two cards: list the first ones
        self._results.addMatches(numbers[: max(room, 0)])
        self._status.setMessage(searching_text(len(self._matches)))

    @Slot(object)
    def _on_task_finished(self, matches: list[int]) -> None:
        if (signals := self._current()) is not None:
            self._add_matches(signals.inbox.take())
            self._matches = list(matches)
            self._end_search(count_text(len(self._matches)))
            if self._results.count():
                self._results.setFocus(Qt.FocusReason.OtherFocusReason)  # Enter now opens the first match
        self._release_sender()

    @Slot(str)
    def _on_task_failed(self, message: str) -> None:
        if self._current() is not None:
            self._end_search(message)
        self._release_sender()

    @Slot()
    def _on_gallery_clicked(self) -> None:
        # The list itself, however long: a finished search's list is never changed (a new one starts anew).
        self.galleryRequested.emit(self._matches)

    @Slot()
    def _on_results_current_item_changed(self) -> None:
        self._buttons.show.setEnabled(self._results.currentItem() is not None)

    # -- placement and closing --------------------------------------------------------------------------

    def _available_geometry(self) -> QRect:
        """The screen area the dialog may use: the main window's screen (a method, so tests can fake it)."""
        owner = self.parentWidget()
        screen = owner.screen() if owner is not None else QGuiApplication.primaryScreen()
        return screen.availableGeometry()

    def showEvent(self, event: QShowEvent) -> None:
        # Placed once, on the first show: afterwards the dialog stays where the user puts it.
        if not self._placed and not event.spontaneous():
            self._placed = True
            place_beside_owner(self, self._available_geometry())
        super().showEvent(event)

    def done(self, result: int) -> None:
        self._stop_worker()
        super().done(result)

    def hideEvent(self, event: QHideEvent) -> None:
        # Closed, rejected, or hidden with its main window: stop the search. A minimised window (a
        # spontaneous hide) keeps searching.
        if not event.spontaneous():
            self._stop_worker()
        super().hideEvent(event)
