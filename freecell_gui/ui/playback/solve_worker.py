"""The playback panel's Solve: the library's verdict in words, run off the GUI thread with Cancel.

The thread, the stop flag and the dropping of a cancelled solve's late result are the shared
:class:`~freecell_gui.ui.solve_runner.SolveRunner`'s; this module words what a solve ends with.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial

from PySide6.QtCore import QCoreApplication, QObject, Signal, Slot

from freecell_gui.core.moves import Move
from freecell_gui.core.position import Position
from freecell_gui.ui.core_messages import message_of
from freecell_gui.ui.playback.texts import texts
from freecell_gui.ui.solve_runner import SolveRunner

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
        return SolveOutcome(False, needs.replace("%1", message_of(error)), error=True)
    summary = message_of(result.summary_message())
    if result.verdict is Verdict.SOLVED:
        return SolveOutcome(True, texts().solved_in(result.seconds), list(result.moves))
    return SolveOutcome(False, summary[:1].upper() + summary[1:])


def failure_outcome(description: str) -> SolveOutcome:
    """The outcome of a solve that raised (``description``: "ValueError: …"): an error, not a verdict."""
    failed = QCoreApplication.translate("SolveController", "The solver failed: %1")
    return SolveOutcome(False, failed.replace("%1", description), error=True)


class SolveController(QObject):
    """One solve at a time. ``solved(moves, note)`` on success; ``message(text, error)`` for the rest."""

    runningChanged = Signal(bool)
    solved = Signal(object, str)
    message = Signal(str, bool)

    def __init__(self, parent: QObject | None = None, solve: SolveFunction = library_solve) -> None:
        super().__init__(parent)
        self._solve = solve
        self._runner = SolveRunner(self)
        self._runner.finished.connect(self._on_runner_finished)
        self._runner.failed.connect(self._on_runner_failed)

    def setSolveFunction(self, solve: SolveFunction) -> None:
        self._solve = solve

    def isRunning(self) -> bool:
        return self._runner.isRunning()

    def start(self, position: Position, deal_number: int | None) -> None:
        if self._runner.isRunning():
            return
        self._runner.start(partial(self._solve, position))
        self.message.emit(texts().solving(deal_number), False)
        self.runningChanged.emit(True)

    def cancel(self) -> None:
        if not self._runner.stop():
            return
        self.message.emit(texts().solving_cancelled(), False)
        self.runningChanged.emit(False)

    @Slot()
    def shutdown(self) -> None:
        """Stop any solve and wait for its thread (quitting, or the panel going away)."""
        self._runner.shutdown()

    @Slot(object)
    def _on_runner_finished(self, outcome: object) -> None:
        assert isinstance(outcome, SolveOutcome)
        self._report(outcome)

    @Slot(str)
    def _on_runner_failed(self, description: str) -> None:
        self._report(failure_outcome(description))

    def _report(self, outcome: SolveOutcome) -> None:
        self.runningChanged.emit(False)
        if outcome.solved:
            self.solved.emit(outcome.moves, outcome.message)
        else:
            self.message.emit(outcome.message, outcome.error)
