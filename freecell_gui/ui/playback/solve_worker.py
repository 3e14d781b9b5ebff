"""Solve off the GUI thread: a QRunnable on the controller's own QThreadPool, a stop flag for Cancel.

The solver polls the flag between slices of its search (freecell_gui.core.solver), so a cancel ends the
thread within its slice; the controller forgets a cancelled task at once (its late signals are ignored by
generation), and waits for the pool when the application quits, so no thread outlives the window.
"""

from __future__ import annotations

import threading
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication, QObject, QRunnable, QThreadPool, Signal, Slot

from freecell_gui.core.moves import Move
from freecell_gui.core.position import Position
from freecell_gui.ui.playback.texts import texts

#: The GUI solves with fc-solve's ``short`` preset: a fifth fewer moves to watch for ~0.1 s more a deal.
PRESET = "short"


@dataclass(frozen=True)
class SolveOutcome:
    """What a solve ends with: ``moves`` (every move) when solved, else an honest one-line verdict."""

    solved: bool
    message: str
    moves: list[Move] = field(default_factory=list)
    error: bool = False  # the solver could not run (not installed, failed), as opposed to a verdict


SolveFunction = Callable[[Position, Callable[[], bool]], SolveOutcome]


def library_solve(position: Position, should_stop: Callable[[], bool]) -> SolveOutcome:
    """Solve with libfreecell-solver (freecell_gui.core.solver); its verdict in words."""
    # Imported on the first solve: the library loads then, not with the panel.
    from freecell_gui.core.fcs_lib import SolverNotInstalledError
    from freecell_gui.core.solver import Verdict, solve

    try:
        result = solve(position, preset=PRESET, stop=should_stop)
    except SolverNotInstalledError as error:
        needs = QCoreApplication.translate("SolveController", "Solve needs the solver library — %1")
        return SolveOutcome(False, needs.replace("%1", str(error)), error=True)
    summary = result.summary()
    if result.verdict is Verdict.SOLVED:
        return SolveOutcome(True, texts().solved_in(result.seconds), list(result.moves))
    return SolveOutcome(False, summary[:1].upper() + summary[1:])


class _SolveSignals(QObject):
    """Made in the GUI thread, so what the worker emits is queued to it."""

    finished = Signal(int, object)  # generation, SolveOutcome


class _SolveTask(QRunnable):
    def __init__(
        self,
        solve: SolveFunction,
        position: Position,
        stop: threading.Event,
        generation: int,
        signals: _SolveSignals,
    ) -> None:
        super().__init__()
        self.setAutoDelete(True)
        self._solve, self._position, self._stop = solve, position, stop
        self._generation, self._signals = generation, signals

    def run(self) -> None:
        try:
            outcome = self._solve(self._position, self._stop.is_set)
        except Exception as error:  # a bug must not leave the panel solving for ever
            traceback.print_exc()
            failed = QCoreApplication.translate("SolveController", "The solver failed: %1")
            outcome = SolveOutcome(
                False, failed.replace("%1", f"{type(error).__name__}: {error}"), error=True
            )
        self._signals.finished.emit(self._generation, outcome)


class SolveController(QObject):
    """One solve at a time. ``solved(moves, note)`` on success; ``message(text, error)`` for the rest."""

    runningChanged = Signal(bool)
    solved = Signal(object, str)
    message = Signal(str, bool)

    def __init__(self, parent: QObject | None = None, solve: SolveFunction = library_solve) -> None:
        super().__init__(parent)
        self._solve = solve
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._signals = _SolveSignals(self)
        self._signals.finished.connect(self._on_task_finished)
        self._generation = 0
        self._stop: threading.Event | None = None
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.shutdown)

    def setSolveFunction(self, solve: SolveFunction) -> None:
        self._solve = solve

    def isRunning(self) -> bool:
        return self._stop is not None

    def start(self, position: Position, deal_number: int | None) -> None:
        if self._stop is not None:
            return
        self._generation += 1
        self._stop = threading.Event()
        self._pool.start(_SolveTask(self._solve, position, self._stop, self._generation, self._signals))
        self.message.emit(texts().solving(deal_number), False)
        self.runningChanged.emit(True)

    def cancel(self) -> None:
        if self._stop is None:
            return
        self._stop.set()
        self._stop = None
        self.message.emit(texts().solving_cancelled(), False)
        self.runningChanged.emit(False)

    @Slot()
    def shutdown(self) -> None:
        """Stop any solve and wait for its thread (quitting, or the panel going away)."""
        if self._stop is not None:
            self._stop.set()
            self._stop = None
        self._pool.waitForDone()

    @Slot(int, object)
    def _on_task_finished(self, generation: int, outcome: SolveOutcome) -> None:
        if generation != self._generation or self._stop is None:
            return  # a cancelled task finishing late
        self._stop = None
        self.runningChanged.emit(False)
        if outcome.solved:
            self.solved.emit(outcome.moves, outcome.message)
        else:
            self.message.emit(outcome.message, outcome.error)
