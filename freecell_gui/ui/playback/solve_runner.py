"""Run one solve at a time off the GUI thread: the playback panel's Solve and the status bar's verdict.

A job is any callable given the stop flag's test (``should_stop``); it runs on the runner's own
QThreadPool (one thread), so a long search never blocks the GUI. A reporting job
(:meth:`SolveRunner.startReporting`) gets the stop flag itself and a ``report`` function: what it
reports on the way (an anytime search's better solutions) arrives as ``progressed`` in the GUI thread,
in order, through the mailbox (gui_mailbox.py). :meth:`SolveRunner.stop` sets the running job's
``threading.Event`` (the solver polls it between slices of its search) and forgets the job at once: its
late reports and result are dropped by generation. An exception in a job is reported through
``failed``, never raised into Qt. On quitting, :meth:`SolveRunner.shutdown` stops the job and waits
only for its thread; a runner destroyed with its parent (a panel closed) stops its job first too, since
its pool waits for the thread.
"""

from __future__ import annotations

import threading
import traceback
from collections.abc import Callable
from functools import partial

from PySide6.QtCore import QCoreApplication, QObject, QRunnable, QThreadPool, Signal, Slot

from freecell_gui.ui.gui_mailbox import GuiMailbox

SolveJob = Callable[[Callable[[], bool]], object]  # given should_stop, returns the result
# Given the stop flag and report(value), callable from the job's thread; returns the result.
ReportingJob = Callable[[threading.Event, Callable[[object], None]], object]


class _Relay(GuiMailbox):
    """Made in the GUI thread; a worker posts its outcome there (never emits itself: gui_mailbox.py)."""

    done = Signal(int, bool, object)  # generation, whether the job raised, its result or error text
    reported = Signal(int, object)  # generation, what the job reported on the way


class _Task(QRunnable):
    def __init__(self, job: ReportingJob, stop: threading.Event, generation: int, relay: _Relay) -> None:
        super().__init__()
        self.setAutoDelete(True)
        self._job, self._stop, self._generation, self._relay = job, stop, generation, relay

    def run(self) -> None:
        if self._stop.is_set():
            return  # stopped while it waited for the thread: nobody wants its result
        try:
            result = self._job(self._stop, self._progress)
        except Exception as error:  # a bug must not leave the caller waiting for ever, nor crash Qt
            traceback.print_exc()
            self._report(True, f"{type(error).__name__}: {error}")
            return
        self._report(False, result)

    def _progress(self, value: object) -> None:
        relay, generation = self._relay, self._generation
        relay.post(lambda: relay.reported.emit(generation, value))

    def _report(self, raised: bool, outcome: object) -> None:
        relay, generation = self._relay, self._generation
        relay.post(lambda: relay.done.emit(generation, raised, outcome))


def _stop_all(flags: list[threading.Event]) -> None:
    for flag in flags:
        flag.set()


class SolveRunner(QObject):
    """One job at a time. ``finished(result)`` for the current job's result; ``failed(text)`` when it
    raised ("ValueError: …"); ``progressed(value)`` for what a reporting job reports before. A stopped
    job reports nothing more."""

    finished = Signal(object)
    failed = Signal(str)
    progressed = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        # The pool is made before the relay, so it is destroyed (waiting for its thread) before the relay.
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._relay = _Relay(self)
        self._relay.done.connect(self._on_relay_done)
        self._relay.reported.connect(self._on_relay_reported)
        self._generation = 0
        self._stop: threading.Event | None = None
        # The running job's flag, set as the runner is destroyed, before its pool waits for the thread
        # (a module function: the runner's Python side may be gone by then).
        self._flags: list[threading.Event] = []
        self.destroyed.connect(partial(_stop_all, self._flags))
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.shutdown)

    def isRunning(self) -> bool:
        """True from :meth:`start` until the job's outcome is reported or it is stopped."""
        return self._stop is not None

    def start(self, job: SolveJob) -> None:
        """Run ``job`` off the GUI thread; a job still running is stopped first and its result dropped."""
        self.startReporting(lambda stop, report: job(stop.is_set))

    def startReporting(self, job: ReportingJob) -> None:
        """Run ``job`` as :meth:`start` does, giving it the stop flag and a ``report`` function."""
        self.stop()
        self._generation += 1
        self._stop = threading.Event()
        self._flags[:] = [self._stop]
        self._pool.start(_Task(job, self._stop, self._generation, self._relay))

    def stop(self) -> bool:
        """Stop the running job (it sees ``should_stop()`` true) and forget it; False if none was running."""
        if self._stop is None:
            return False
        self._stop.set()
        self._stop = None
        self._generation += 1
        return True

    @Slot()
    def shutdown(self) -> None:
        """Stop any job and wait for its thread (the application quitting): no thread outlives the window."""
        self.stop()
        self._pool.waitForDone()

    @Slot(int, object)
    def _on_relay_reported(self, generation: int, value: object) -> None:
        if generation == self._generation and self._stop is not None:  # else stopped: dropped
            self.progressed.emit(value)

    @Slot(int, bool, object)
    def _on_relay_done(self, generation: int, raised: bool, result: object) -> None:
        if generation != self._generation or self._stop is None:
            return  # a stopped job finishing late
        self._stop = None
        if raised:
            self.failed.emit(str(result))
        else:
            self.finished.emit(result)
