"""Game → Build catalogue…: solve a range of deals in the background and keep what is known of each.

The build runs on a worker thread of the dialog's own pool (build_task.py), which drives the core's
build on every core; progress, rate and time left come back through the mailbox. Cancel stops it within
a tenth of a second: the chunks already stored stay, and building the same range again goes on from
there. Closing the dialog, or the window, cancels the build and waits for its thread, so no worker
process outlives them. The dialog is not modal: the board stays in use while it builds.

A catalogue file no build can store rows in (another program's, a damaged or a newer one) is said when the
dialog shows, with Build off: it would fail.

The range proposed is Windows' 1 … 32,000 — the deals people know and the site solves — which takes
about half a minute on two cores; the short solutions (our search, up to a second a deal) are off.
"""

from __future__ import annotations

import threading
import time
from functools import partial
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QThreadPool, Signal, Slot
from PySide6.QtGui import QHideEvent, QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from freecell_gui.core.deals.generator import LAST_DEAL
from freecell_gui.ui.dialogs.catalogue.build_task import (
    BuildFunction,
    BuildSignals,
    BuildTask,
    catalogue_refusal,
    default_build,
)
from freecell_gui.ui.dialogs.catalogue.build_texts import build_texts
from freecell_gui.ui.text.i18n import ensure_language
from freecell_gui.ui.widgets.deal_spinbox import DealSpinBox
from freecell_gui.ui.widgets.wrapped_label import WrappedLabel

DEFAULT_FIRST, DEFAULT_LAST = 1, 32_000


class CatalogueBuildDialog(QDialog):
    """Builds the catalogue at ``path``; ``buildEnded(result)`` when a build ends (finished or cancelled:
    its BuildResult; failed: None), so that the window can show the new verdicts."""

    buildEnded = Signal(object)
    buildProgressed = Signal(object, object)  # deals stored by the build, deals it computes

    def __init__(self, path: Path, parent: QWidget | None = None, build: BuildFunction | None = None) -> None:
        ensure_language()
        super().__init__(parent)
        self.setObjectName("catalogueBuildDialog")
        self._path = path
        self._build: BuildFunction = build or default_build
        # Deleted before the pool (children go in creation order): stops the build the pool then waits
        # for, should the dialog be deleted without being closed (a list: the dialog's Python side may
        # be gone by then).
        flags: list[threading.Event] = []
        self._flags = flags
        QObject(self).destroyed.connect(partial(_set_all, flags))
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._stop = threading.Event()
        self._signals: BuildSignals | None = None
        self._started = 0.0
        self._done, self._total = 0, 0
        self._refused = False  # the catalogue file was found unusable when the dialog was last shown

        self._intro = QLabel(wordWrap=True)
        self._first, self._last = DealSpinBox(), DealSpinBox()
        for box, value in ((self._first, DEFAULT_FIRST), (self._last, DEFAULT_LAST)):
            box.setRange(1, LAST_DEAL)
            box.setValue(value)
        self._to = QLabel("…")
        deals = QHBoxLayout()
        for widget in (self._first, self._to, self._last):
            deals.addWidget(widget)
        deals.addStretch(1)
        self._short = QCheckBox()
        self._where = QLabel(str(path), wordWrap=True)
        self._where.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self._labels = [QLabel() for _ in range(3)]  # Deals, Also, Stored in
        self._labels[0].setBuddy(self._first)
        form = QFormLayout()
        form.addRow(self._labels[0], deals)
        form.addRow(self._labels[1], self._short)
        form.addRow(self._labels[2], self._where)
        self._progress = QProgressBar()
        self._progress.setVisible(False)
        self._status = WrappedLabel()

        self._start = QPushButton()
        self._start.setDefault(True)
        self._start.clicked.connect(self.startBuild)
        self._cancel = QPushButton()
        self._cancel.setEnabled(False)
        self._cancel.clicked.connect(self.cancelBuild)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        buttons = QHBoxLayout()
        buttons.addWidget(self._start)
        buttons.addWidget(self._cancel)
        buttons.addStretch(1)
        buttons.addWidget(close)
        layout = QVBoxLayout(self)
        layout.addWidget(self._intro)
        layout.addLayout(form)
        layout.addWidget(self._progress)
        layout.addWidget(self._status)
        layout.addStretch(1)
        layout.addLayout(buttons)

        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.stopBuild)  # no build outlives the interpreter
        self.retranslateUi()
        self.resize(520, self.sizeHint().height())

    def retranslateUi(self) -> None:
        self.setWindowTitle(self.tr("Build the deal catalogue"))
        self._intro.setText(
            self.tr(
                "Solve a range of deals once, on every core, and keep what is known of each: the status bar"
                " then shows a deal's verdict at once."
            )
        )
        for label, text in zip(
            self._labels, (self.tr("&Deals:"), self.tr("Also:"), self.tr("Stored in:")), strict=True
        ):
            label.setText(text)
        self._first.setAccessibleName(self.tr("First deal"))
        self._last.setAccessibleName(self.tr("Last deal"))
        self._short.setText(self.tr("the &short solutions (our search: much slower, up to a second a deal)"))
        self._start.setText(self.tr("&Build"))
        self._cancel.setText(self.tr("&Cancel build"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    # -- public API -------------------------------------------------------------------------------------

    def path(self) -> Path:
        return self._path

    def setRange(self, first: int, last: int) -> None:
        self._first.setValue(first)
        self._last.setValue(last)

    def range(self) -> tuple[int, int]:
        return self._first.value(), self._last.value()

    def isBuilding(self) -> bool:
        return self._signals is not None

    def progress(self) -> tuple[int, int]:
        """Deals stored by the build under way (or the last one), and deals it computes."""
        return self._done, self._total

    def statusText(self) -> str:
        return self._status.message()

    def statusLabel(self) -> WrappedLabel:
        """The status line (a long message, a path in it, wraps there)."""
        return self._status

    @Slot()
    def startBuild(self) -> None:
        """Build the range chosen (the deals the catalogue has already are skipped)."""
        if self.isBuilding():
            return
        first, last = sorted(self.range())
        self._stop = threading.Event()
        signals = self._signals = BuildSignals(self)
        signals.progressed.connect(self._on_task_progressed)
        signals.finished.connect(self._on_task_finished)
        signals.failed.connect(self._on_task_failed)
        self._started, self._done, self._total = time.monotonic(), 0, 0
        self._progress.setRange(0, 0)  # busy until the first chunk is stored
        self._progress.setVisible(True)
        self._status.setMessage(build_texts().starting())
        self._set_busy(True)
        self._flags[:] = [self._stop]
        request = (self._path, first, last, self._short.isChecked())
        self._pool.start(BuildTask(self._build, request, self._stop, signals))

    @Slot()
    def cancelBuild(self) -> None:
        """Stop the build; the chunks stored stay. The dialog says so when the build has wound down."""
        if self.isBuilding() and not self._stop.is_set():
            self._stop.set()
            self._cancel.setEnabled(False)
            self._status.setMessage(build_texts().cancelling())

    @Slot()
    def stopBuild(self) -> None:
        """Cancel and wait until the build's thread has returned (its worker processes are gone then)."""
        self.cancelBuild()
        self._pool.waitForDone()

    # -- internals --------------------------------------------------------------------------------------

    def _set_busy(self, busy: bool) -> None:
        self._start.setEnabled(not busy)
        self._cancel.setEnabled(busy)
        for widget in (self._first, self._last, self._short):
            widget.setEnabled(not busy)

    def _current(self) -> BuildSignals | None:
        signals = self._signals
        return signals if signals is not None and self.sender() is signals else None

    def _end(self, status: str, result: object, error: bool = False) -> None:
        sender = self.sender()
        self._signals = None
        self._progress.setVisible(False)
        self._status.setMessage(status, error)
        self._set_busy(False)
        if isinstance(sender, BuildSignals):
            sender.deleteLater()
        self.buildEnded.emit(result)

    @Slot(object, object)
    def _on_task_progressed(self, done: int, total: int) -> None:
        if self._current() is None or self._stop.is_set():
            return
        self._done, self._total = done, total
        self._progress.setRange(0, 1000)
        self._progress.setValue(round(1000 * done / max(total, 1)))
        self._status.setMessage(build_texts().progress(done, total, time.monotonic() - self._started))
        self.buildProgressed.emit(done, total)

    @Slot(object)
    def _on_task_finished(self, result: object) -> None:
        if self._current() is None:
            return
        computed, seconds = getattr(result, "computed", 0), getattr(result, "seconds", 0.0)
        self._done = computed
        texts = build_texts()
        stopped = getattr(result, "stopped", False)
        self._end(texts.cancelled(computed) if stopped else texts.finished(computed, seconds), result)

    @Slot(str)
    def _on_task_failed(self, message: str) -> None:
        if self._current() is not None:
            self._end(message, None, error=True)

    # -- closing ----------------------------------------------------------------------------------------

    def done(self, result: int) -> None:
        self.stopBuild()
        super().done(result)

    def showEvent(self, event: QShowEvent) -> None:
        if not self.isBuilding():  # the file may have changed since the dialog was last shown
            refusal = catalogue_refusal(self._path)
            self._start.setEnabled(refusal is None)
            if refusal is not None or self._refused:  # said before Build, which would fail
                self._status.setMessage(refusal or "", error=refusal is not None)
            self._refused = refusal is not None
        super().showEvent(event)

    def hideEvent(self, event: QHideEvent) -> None:
        if not event.spontaneous():  # closed, or hidden with the window; minimised keeps building
            self.stopBuild()
        super().hideEvent(event)


def _set_all(flags: list[threading.Event], *_: object) -> None:
    for flag in flags:
        flag.set()
