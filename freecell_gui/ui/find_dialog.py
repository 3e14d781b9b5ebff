"""Edit → Find deal by layout…: paste or type cards, get the deal numbers, show one with a click.

The search (about a second for the whole range) runs on a worker thread from the dialog's own
QThreadPool; its progress and matches come back as queued signals. Cancel sets a stop flag the finder
polls and returns at once (the worker's late signals are ignored); hiding the dialog or quitting the
application also waits for the worker, so no thread outlives the dialog.
"""

from __future__ import annotations

import threading
import traceback
from collections import deque
from collections.abc import Callable, Sequence
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QObject, QRunnable, Qt, QThreadPool, QTimer, Signal, Slot
from PySide6.QtGui import QFontDatabase, QHideEvent, QKeyEvent, QResizeEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QProgressBar,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from freecell_gui.core.cards import DECK_SIZE
from freecell_gui.core.formats import Layout, LayoutError, parse_layout
from freecell_gui.core.generator import LAST_DEAL


class Search(Protocol):
    """The finder's signature (freecell_gui.core.finder.find_deals); tests pass fakes."""

    def __call__(
        self,
        cards: Sequence[int],
        progress: Callable[[float], None] | None,
        should_stop: Callable[[], bool] | None,
        on_match: Callable[[int], None] | None,
    ) -> list[int]: ...


LISTED_MATCHES = 10_000
VALIDATE_DELAY_MS = 200
ERROR_STYLE = "color: #b00020;"
PLACEHOLDER = (
    "Paste a layout: eight cascades, one a line, top card first (fc-solve's format),\n"
    "the seven rows of the deal, or just the first cards dealt, e.g. the top row:\n\n"
    "7D AD 5C 3S 5S 8C 2D AH"
)


def _default_search(
    cards: Sequence[int],
    progress: Callable[[float], None] | None = None,
    should_stop: Callable[[], bool] | None = None,
    on_match: Callable[[int], None] | None = None,
) -> list[int]:
    from freecell_gui.core.finder import find_deals  # numpy loads on the first search, not with the window

    return find_deals(cards, progress=progress, should_stop=should_stop, on_match=on_match)


def _expected_matches(card_count: int) -> float:
    """About how many deal numbers start with ``card_count`` given cards (all choices equally likely)."""
    expected = float(LAST_DEAL)
    for k in range(card_count):
        expected /= DECK_SIZE - k
    return expected


def describe_cards(count: int) -> str:
    """The feedback under the editor for a valid layout of ``count`` cards."""
    if count == DECK_SIZE:
        return f"{count} cards — a whole deal"
    if count % 8 == 0:
        rows = count // 8
        return f"{count} cards — the top row" if rows == 1 else f"{count} cards — the top {rows} rows"
    text = f"{count} cards — the first cards dealt"
    expected = _expected_matches(count)
    if expected >= 2:
        text += f" (about {expected:,.0f} deals will match)"
    return text


class _MatchInbox:
    """Matches handed from the worker to the GUI thread without delay and without a signal for each.

    The worker puts each match; only a put into an inbox not yet announced asks for a signal, and the
    GUI thread takes everything at once. Two cards match ~3 million deals: they cross in a few takes.
    deque.append and popleft are atomic, and a put that races a take is announced again, never lost.
    """

    def __init__(self) -> None:
        self._numbers: deque[int] = deque()
        self._announced = False

    def put(self, number: int) -> bool:
        """Add a match (worker thread); True when the GUI thread should be told."""
        self._numbers.append(number)
        if self._announced:
            return False
        self._announced = True
        return True

    def take(self) -> list[int]:
        """Every match put so far (GUI thread)."""
        self._announced = False  # before reading: a put from now on announces itself again
        numbers = self._numbers
        return [numbers.popleft() for _ in range(len(numbers))]


class _SearchSignals(QObject):
    """Made in the GUI thread, so what the worker emits is queued to the dialog."""

    progressed = Signal(int)  # percent
    matchesReady = Signal()  # take them from ``inbox``
    finished = Signal(object)  # the list of all matches; the task's last signal
    failed = Signal(str)  # a one-line message; also a last signal

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self.inbox = _MatchInbox()


class _SearchTask(QRunnable):
    """Runs one search on a pool thread and reports through its own ``_SearchSignals``."""

    def __init__(
        self,
        search: Search,
        cards: Sequence[int],
        should_stop: Callable[[], bool],
        signals: _SearchSignals,
    ) -> None:
        super().__init__()
        self.setAutoDelete(True)
        self._search, self._cards, self._signals = search, cards, signals
        self._should_stop = should_stop

    def run(self) -> None:
        signals = self._signals
        last_percent = -1

        def on_match(number: int) -> None:
            if signals.inbox.put(number):
                signals.matchesReady.emit()

        def progress(fraction: float) -> None:
            nonlocal last_percent
            percent = min(max(int(fraction * 100), 0), 100)
            if percent != last_percent:  # a finder may report often: one signal per percent at most
                last_percent = percent
                signals.progressed.emit(percent)

        try:
            matches = self._search(
                self._cards, progress=progress, should_stop=self._should_stop, on_match=on_match
            )
        except ValueError as error:
            signals.failed.emit(str(error))
        except Exception as error:  # a bug must not leave the dialog searching for ever
            traceback.print_exc()
            signals.failed.emit(f"search failed: {type(error).__name__}: {error}")
        else:
            signals.finished.emit(matches)


class _OneLineLabel(QLabel):
    """A label kept to one line: a message too long for its width is elided, and whole in the tooltip."""

    def __init__(self) -> None:
        super().__init__()
        self._message = ""
        # Ignored: a long message must not widen the dialog.
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)

    def message(self) -> str:
        return self._message

    def setMessage(self, message: str) -> None:
        self._message = message
        self.setToolTip(message)
        self._elide()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._elide()

    def _elide(self) -> None:
        width = max(self.contentsRect().width(), 1)
        self.setText(self.fontMetrics().elidedText(self._message, Qt.TextElideMode.ElideRight, width))


class _MatchList(QListWidget):
    """The list of matches: Enter shows the current one, and goes no further (not to the Find button)."""

    def keyPressEvent(self, event: QKeyEvent) -> None:
        # The view emits itemActivated, then ignores the key, which would press the dialog's default button.
        super().keyPressEvent(event)
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.currentItem() is not None:
            event.accept()


class FindDealDialog(QDialog):
    """Finds deal numbers from a layout; ``dealActivated`` carries the number chosen (a Python int)."""

    dealActivated = Signal(object)
    searchFinished = Signal()  # a search ended: finished, failed or cancelled

    def __init__(self, parent: QWidget | None = None, search: Search | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Find deal by layout")
        self._search: Search = search or _default_search
        # Deleted before the pool (children go in creation order), this stops the worker that the pool's
        # destructor then waits for, should the dialog be deleted without being closed.
        dying = self._dying = threading.Event()
        QObject(self).destroyed.connect(lambda *_: dying.set())
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)  # a new search queues behind a cancelled one still winding down
        self._stop = threading.Event()
        self._task_signals: _SearchSignals | None = None
        self._layout: Layout | None = None
        self._matches: list[int] = []

        self._editor = QPlainTextEdit()
        self._editor.setPlaceholderText(PLACEHOLDER)
        self._editor.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self._editor.setAccessibleName("Layout")
        self._editor.textChanged.connect(self._on_editor_text_changed)
        self._feedback = _OneLineLabel()
        self._progress = QProgressBar()
        self._progress.setRange(0, 100)
        self._progress.setVisible(False)
        self._status = _OneLineLabel()
        self._results = _MatchList()
        self._results.setAccessibleName("Matching deals")
        self._results.itemActivated.connect(self._on_results_item_activated)
        self._results.currentRowChanged.connect(self._on_results_current_row_changed)

        self._find = QPushButton("&Find")
        self._find.setDefault(True)
        self._find.setEnabled(False)
        self._find.clicked.connect(self.startSearch)
        self._cancel = QPushButton("&Cancel search")
        self._cancel.setEnabled(False)
        self._cancel.clicked.connect(self.cancelSearch)
        self._show = QPushButton("&Show deal")
        self._show.setEnabled(False)
        self._show.clicked.connect(self._on_show_clicked)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)

        buttons = QHBoxLayout()
        for button in (self._find, self._cancel, self._show):
            buttons.addWidget(button)
        buttons.addStretch(1)
        buttons.addWidget(close)
        layout = QVBoxLayout(self)
        layout.addWidget(self._editor, 2)
        layout.addWidget(self._feedback)
        layout.addWidget(self._progress)
        layout.addWidget(self._status)
        layout.addWidget(self._results, 1)
        layout.addLayout(buttons)

        self._validate_timer = QTimer(self, singleShot=True, interval=VALIDATE_DELAY_MS)
        self._validate_timer.timeout.connect(self._validate)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self._stop_worker)  # the worker must not outlive the interpreter
        self._validate()
        self.resize(560, 520)

    # -- public API -------------------------------------------------------------------------------------

    def setLayoutText(self, text: str) -> None:
        """Replace the editor's text and validate it at once (typing validates after a short pause)."""
        self._editor.setPlainText(text)
        self._validate()

    def matches(self) -> list[int]:
        """The deal numbers found by the last search (so far, while it runs), ascending."""
        return list(self._matches)

    def isSearching(self) -> bool:
        return self._task_signals is not None

    @Slot()
    def startSearch(self) -> None:
        """Search for the editor's layout (a running search is cancelled); does nothing if it is invalid."""
        self._validate()
        if self._layout is None:
            return
        self.cancelSearch()
        self._stop = threading.Event()
        self._matches = []
        self._results.clear()
        # A child of the dialog, so its signals can arrive after a cancel and be told apart (_current).
        signals = self._task_signals = _SearchSignals(self)
        signals.progressed.connect(self._on_task_progressed)
        signals.matchesReady.connect(self._on_task_matches_ready)
        signals.finished.connect(self._on_task_finished)
        signals.failed.connect(self._on_task_failed)
        self._progress.setRange(0, 0)  # busy until the first progress report
        self._progress.setVisible(True)
        self._status.setMessage(f"Searching all {LAST_DEAL:,} deals…")
        self._set_busy(True)
        stop, dying = self._stop, self._dying
        task = _SearchTask(self._search, self._layout.cards, lambda: stop.is_set() or dying.is_set(), signals)
        self._pool.start(task)

    @Slot()
    def cancelSearch(self) -> None:
        """Stop a running search; returns at once, and whatever the worker still sends is ignored."""
        if self._task_signals is None:
            return
        self._stop.set()
        self._end_search(self._cancelled_text())

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
        self.searchFinished.emit()

    def _current(self) -> _SearchSignals | None:
        """The running search's signals if the signal being handled is theirs (not a cancelled search's)."""
        signals = self._task_signals
        return signals if signals is not None and self.sender() is signals else None

    def _release_sender(self) -> None:
        """A task's last signal was handled: its signals object can go."""
        sender = self.sender()
        if isinstance(sender, _SearchSignals):
            sender.deleteLater()

    def _set_busy(self, busy: bool) -> None:
        self._cancel.setEnabled(busy)
        self._find.setEnabled(not busy and self._layout is not None)
        if busy:
            self.setCursor(Qt.CursorShape.BusyCursor)
        else:
            self.unsetCursor()

    @staticmethod
    def _deals_text(count: int) -> str:
        return "1 deal" if count == 1 else f"{count:,} deals"

    def _count_text(self) -> str:
        count = len(self._matches)
        if count == 0:
            return "no deal matches"
        if count == 1:
            return "1 deal matches"
        text = f"{count:,} deals match"
        if count > LISTED_MATCHES:
            text += f" (the first {LISTED_MATCHES:,} are listed: give more cards)"
        return text

    def _cancelled_text(self) -> str:
        count = len(self._matches)
        return "search cancelled" + (f" ({self._deals_text(count)} found so far)" if count else "")

    @Slot()
    def _on_editor_text_changed(self) -> None:
        self._validate_timer.start()

    @Slot()
    def _validate(self) -> None:
        self._validate_timer.stop()
        text = self._editor.toPlainText()
        error = False
        if not text.strip():
            self._layout = None
            message = "Type or paste at least two cards."
        else:
            try:
                self._layout = parse_layout(text)
                if len(self._layout.cards) < 2:
                    raise LayoutError(
                        f"one card matches about {_expected_matches(1):,.0f} deals: give at least 2 cards"
                    )
            except LayoutError as problem:
                self._layout = None
                message, error = str(problem), True
            else:
                message = describe_cards(len(self._layout.cards))
        self._feedback.setMessage(message)
        self._feedback.setStyleSheet(ERROR_STYLE if error else "")
        self._find.setEnabled(self._layout is not None and not self.isSearching())

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
        for number in numbers[: max(room, 0)]:
            item = QListWidgetItem(f"{number:,}")
            item.setData(Qt.ItemDataRole.UserRole, number)
            self._results.addItem(item)
        if self._results.currentRow() < 0 and self._results.count():
            self._results.setCurrentRow(0)
        self._status.setMessage(
            f"Searching all {LAST_DEAL:,} deals… {self._deals_text(len(self._matches))} found"
        )

    @Slot(object)
    def _on_task_finished(self, matches: list[int]) -> None:
        if (signals := self._current()) is not None:
            self._add_matches(signals.inbox.take())
            self._matches = list(matches)
            self._end_search(self._count_text())
            if self._results.count():
                self._results.setFocus(Qt.FocusReason.OtherFocusReason)  # Enter now shows the first match
        self._release_sender()

    @Slot(str)
    def _on_task_failed(self, message: str) -> None:
        if self._current() is not None:
            self._end_search(message)
        self._release_sender()

    @Slot(int)
    def _on_results_current_row_changed(self, row: int) -> None:
        self._show.setEnabled(row >= 0)

    @Slot(QListWidgetItem)
    def _on_results_item_activated(self, item: QListWidgetItem) -> None:
        self.dealActivated.emit(int(item.data(Qt.ItemDataRole.UserRole)))

    @Slot()
    def _on_show_clicked(self) -> None:
        item = self._results.currentItem()
        if item is not None:
            self._on_results_item_activated(item)

    def done(self, result: int) -> None:
        self._stop_worker()
        super().done(result)

    def hideEvent(self, event: QHideEvent) -> None:
        # Closed, rejected, or hidden with its main window: stop the search. A minimised window (a
        # spontaneous hide) keeps searching.
        if not event.spontaneous():
            self._stop_worker()
        super().hideEvent(event)
