"""Edit → Find deal by layout…: paste or type cards, get the deal numbers, show one with a click.

The search (about 0.2 s for the whole range, longer for few cards) runs on a worker thread from the
dialog's own QThreadPool; its progress and matches come back as queued signals, and Cancel, closing the
dialog or starting another search sets a stop flag the finder polls, then waits for the worker.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, QRunnable, Qt, QThreadPool, QTimer, Signal, Slot
from PySide6.QtGui import QCloseEvent, QFontDatabase
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
    QVBoxLayout,
    QWidget,
)

from freecell_gui.core.formats import Layout, LayoutError, parse_layout

Search = Callable[..., list[int]]
MATCH_BATCH = 2000
LISTED_MATCHES = 10_000
PLACEHOLDER = (
    "Paste a layout: eight cascades, one a line, top card first (fc-solve's format),\n"
    "the seven rows of the deal, or just the first cards dealt, e.g. the top row:\n\n"
    "7D AD 5C 3S 5S 8C 2D AH"
)


def _default_search(cards: Sequence[int], **callbacks: object) -> list[int]:
    from freecell_gui.core.finder import find_deals

    return find_deals(cards, **callbacks)  # type: ignore[arg-type]


class _SearchSignals(QObject):
    """Lives in the GUI thread, so signals emitted by the worker are queued to the dialog."""

    progressed = Signal(float)
    matched = Signal(object)  # a list of deal numbers (Python ints: they may exceed 2^31)
    finished = Signal(object)  # the list of matches
    failed = Signal(str)


class _SearchTask(QRunnable):
    def __init__(
        self, search: Search, cards: Sequence[int], stop: threading.Event, signals: _SearchSignals
    ) -> None:
        super().__init__()
        self.setAutoDelete(True)
        self.signals = signals
        self._search, self._cards, self._stop = search, cards, stop

    def run(self) -> None:
        # Two cards match ~3 million deals: they travel in batches, not one queued signal each.
        batch: list[int] = []
        last_sent = time.monotonic()

        def send() -> None:
            nonlocal batch, last_sent
            if batch:
                self.signals.matched.emit(batch)
                batch, last_sent = [], time.monotonic()

        def on_match(number: int) -> None:
            batch.append(number)
            if len(batch) >= MATCH_BATCH or time.monotonic() - last_sent > 0.05:
                send()

        try:
            matches = self._search(
                self._cards,
                progress=self.signals.progressed.emit,
                should_stop=self._stop.is_set,
                on_match=on_match,
            )
        except ValueError as error:
            self.signals.failed.emit(str(error))
            return
        send()
        self.signals.finished.emit(matches)


class FindDealDialog(QDialog):
    """Finds deal numbers from a layout; ``dealActivated`` carries the number chosen (a Python int)."""

    dealActivated = Signal(object)
    searchFinished = Signal()

    def __init__(self, parent: QWidget | None = None, search: Search | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Find deal by layout")
        self._search = search or _default_search
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._stop = threading.Event()
        self._task_signals: _SearchSignals | None = None
        self._layout: Layout | None = None
        self._matches: list[int] = []

        self._editor = QPlainTextEdit()
        self._editor.setPlaceholderText(PLACEHOLDER)
        self._editor.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self._editor.setAccessibleName("Layout")
        self._editor.textChanged.connect(self._on_editor_text_changed)
        self._feedback = QLabel(" ")
        self._feedback.setWordWrap(True)
        self._progress = QProgressBar()
        self._progress.setRange(0, 100)
        self._progress.setVisible(False)
        self._status = QLabel("")
        self._results = QListWidget()
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

        self._validate_timer = QTimer(self, singleShot=True, interval=200)
        self._validate_timer.timeout.connect(self._validate)
        self.resize(560, 520)

    # -- public API -------------------------------------------------------------------------------------

    def setLayoutText(self, text: str) -> None:
        self._editor.setPlainText(text)
        self._validate()

    def matches(self) -> list[int]:
        return list(self._matches)

    def isSearching(self) -> bool:
        return self._task_signals is not None

    @Slot()
    def startSearch(self) -> None:
        self._validate()
        if self._layout is None:
            return
        self.cancelSearch()
        self._stop = threading.Event()
        self._matches = []
        self._results.clear()
        # Parented to the dialog, so it outlives the task: a late signal can still be told apart.
        signals = self._task_signals = _SearchSignals(self)
        task = _SearchTask(self._search, self._layout.cards, self._stop, signals)
        signals.progressed.connect(self._on_task_progressed)
        signals.matched.connect(self._on_task_matched)
        signals.finished.connect(self._on_task_finished)
        signals.failed.connect(self._on_task_failed)
        self._progress.setValue(0)
        self._progress.setVisible(True)
        self._status.setText("Searching all 8,589,934,591 deals…")
        self._set_busy(True)
        self._pool.start(task)

    @Slot()
    def cancelSearch(self) -> None:
        """Stop a running search and wait for its worker; its late signals are ignored."""
        if self._task_signals is None:
            return
        self._stop.set()
        self._pool.waitForDone()
        self._forget_task()
        self._status.setText(self._count_text() + " (search cancelled)")
        self._set_busy(False)
        self.searchFinished.emit()

    # -- internals --------------------------------------------------------------------------------------

    def _forget_task(self) -> None:
        self._task_signals = None  # signals of that task still in flight are ignored (see _current)
        self._progress.setVisible(False)

    def _current(self) -> bool:
        """Whether the signal being handled comes from the search under way (not a cancelled one)."""
        return self._task_signals is not None and self.sender() is self._task_signals

    def _set_busy(self, busy: bool) -> None:
        self._cancel.setEnabled(busy)
        self._find.setEnabled(not busy and self._layout is not None)
        self.setCursor(Qt.CursorShape.BusyCursor if busy else Qt.CursorShape.ArrowCursor)

    def _count_text(self) -> str:
        count = len(self._matches)
        if count == 0:
            return "no deal matches"
        if count == 1:
            return "1 deal matches"
        listed = (
            f" (the first {LISTED_MATCHES:,} are listed: give more cards)" if count > LISTED_MATCHES else ""
        )
        return f"{count:,} deals match{listed}"

    @Slot()
    def _on_editor_text_changed(self) -> None:
        self._validate_timer.start()

    @Slot()
    def _validate(self) -> None:
        text = self._editor.toPlainText()
        if not text.strip():
            self._layout = None
            self._feedback.setText("Type or paste at least two cards.")
            self._feedback.setStyleSheet("")
        else:
            try:
                self._layout = parse_layout(text)
                if len(self._layout.cards) < 2:
                    raise LayoutError("one card matches about 165 million deals: give at least 2 cards")
            except LayoutError as error:
                self._layout = None
                self._feedback.setText(str(error))
                self._feedback.setStyleSheet("color: #b00020;")
            else:
                count = len(self._layout.cards)
                what = (
                    "a whole deal"
                    if count == 52
                    else "the top row"
                    if count == 8
                    else "the first cards dealt"
                )
                self._feedback.setText(f"{count} cards — {what}")
                self._feedback.setStyleSheet("")
        self._find.setEnabled(self._layout is not None and not self.isSearching())

    @Slot(float)
    def _on_task_progressed(self, fraction: float) -> None:
        if not self._current():
            return
        self._progress.setValue(round(fraction * 100))

    @Slot(object)
    def _on_task_matched(self, numbers: list[int]) -> None:
        if not self._current():
            return
        self._matches.extend(numbers)
        room = LISTED_MATCHES - self._results.count()  # millions for two cards: list the first ones
        for number in numbers[: max(room, 0)]:
            item = QListWidgetItem(f"{number:,}")
            item.setData(Qt.ItemDataRole.UserRole, number)
            self._results.addItem(item)
        if self._results.currentRow() < 0 and self._results.count():
            self._results.setCurrentRow(0)

    @Slot(object)
    def _on_task_finished(self, matches: list[int]) -> None:
        if not self._current():
            return
        self._matches = list(matches)
        self._forget_task()
        self._status.setText(self._count_text())
        self._set_busy(False)
        self.searchFinished.emit()

    @Slot(str)
    def _on_task_failed(self, message: str) -> None:
        if not self._current():
            return
        self._forget_task()
        self._status.setText(message)
        self._set_busy(False)
        self.searchFinished.emit()

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
        self.cancelSearch()
        super().done(result)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.cancelSearch()
        super().closeEvent(event)
