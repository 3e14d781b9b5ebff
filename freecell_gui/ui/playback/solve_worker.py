"""The playback panel's Solve: the library's verdict in words, run off the GUI thread with Cancel.

The thread, the stop flag and the dropping of a cancelled solve's late result are the shared
:class:`~freecell_gui.ui.playback.solve_runner.SolveRunner`'s; this module words what a solve ends with.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Signal, Slot

from freecell_gui.app.solution import AUTOPLAY_NONE, AUTOPLAY_SAFE, Solution, load_solution
from freecell_gui.core.notation.standard import Move
from freecell_gui.core.rules.position import Position
from freecell_gui.ui.playback.solve_runner import SolveRunner
from freecell_gui.ui.playback.texts import texts
from freecell_gui.ui.text.core_messages import message_of
from freecell_gui.ui.text.wording import Text
from freecell_gui.util.text_marks import Message

if TYPE_CHECKING:
    from freecell_gui.core.rules.replay import Replay
    from freecell_gui.core.solver import SolveResult

#: The GUI solves with fc-solve's ``short`` preset: a fifth fewer moves to watch for ~0.1 s more a deal.
PRESET = "short"


@dataclass(frozen=True)
class SolveOutcome:
    """What a solve ends with: ``moves`` (every move) when solved, else an honest one-line verdict
    (worded when shown, so that it follows a language switch)."""

    solved: bool
    message: Text
    moves: list[Move] = field(default_factory=list)
    error: bool = False  # the solver could not run (not installed, failed), as opposed to a verdict
    unsolvable: bool = field(default=False, kw_only=True)  # proven: every move was searched
    # The solution as freecellgamesolutions.com writes and counts it (None: shown as every move).
    site: Replay | None = field(default=None, kw_only=True)

    def playback(self, start: Position, autoplay: str = "safe") -> Solution:
        """The solution as playback steps from ``start``: the site's form (safe autoplay), or every move
        with ``autoplay`` "none" or when the site's form could not be made."""
        if self.site is not None and autoplay != AUTOPLAY_NONE:
            loaded = load_solution(start, [step.move for step in self.site.steps], AUTOPLAY_SAFE)
        else:
            loaded = load_solution(start, self.moves, AUTOPLAY_NONE)
        return replace(loaded, by_solver=True)

    def counts(self) -> tuple[int, int]:
        """The moves a player makes and autoplay's moves home, as the site counts (every move, and 0,
        when the site's form could not be made)."""
        if self.site is None:
            return len(self.moves), 0
        return len(self.site.steps), sum(len(step.auto) for step in self.site.steps)


SolveFunction = Callable[[Position, Callable[[], bool]], SolveOutcome]


def site_form(start: Position, result: SolveResult) -> Replay | None:
    """A solved result as the site writes it (:func:`~freecell_gui.core.solution_text.site_replay`), made
    on the solver's thread; None if it does not replay so (a solver's bug: every move is shown then)."""
    from freecell_gui.core.solution_text import site_replay
    from freecell_gui.core.solver import SolverBugError

    try:
        return site_replay(start, result.moves, result.ops)
    except SolverBugError:
        return None


def library_solve(position: Position, should_stop: Callable[[], bool]) -> SolveOutcome:
    """Solve with libfreecell-solver (freecell_gui.core.solver); its verdict in words."""
    # Imported on the first solve: the library loads then, not with the panel.
    from freecell_gui.core.fcs_lib import SolverNotInstalledError
    from freecell_gui.core.solver import Verdict, solve

    try:
        result = solve(position, preset=PRESET, stop=should_stop)
    except SolverNotInstalledError as error:
        return SolveOutcome(False, partial(cannot_solve, error), error=True)
    if result.verdict is Verdict.SOLVED:
        found = partial(solver_note, PRESET, result.seconds)
        return SolveOutcome(True, found, list(result.moves), site=site_form(position, result))
    unsolvable = result.verdict is Verdict.NO_SOLUTION
    return SolveOutcome(False, partial(capitalized, result.summary_message()), unsolvable=unsolvable)


def solver_note(preset: str, seconds: float) -> str:
    """Whose solution it is, worded on the GUI thread (where the texts' QObject lives)."""
    return texts().found_by_solver(preset, seconds)


def cannot_solve(error: Exception) -> str:
    """ "Cannot solve — the solver library … is not installed: apt-get install …" (named once)."""
    cannot = QCoreApplication.translate("SolveController", "Cannot solve — %1")
    return cannot.replace("%1", message_of(error))


def capitalized(verdict: Message) -> str:
    """A core verdict ("gave up (…) after …") as a sentence of the status line."""
    text = message_of(verdict)
    return text[:1].upper() + text[1:]


def solver_failed(description: str) -> str:
    return QCoreApplication.translate("SolveController", "The solver failed: %1").replace("%1", description)


def failure_outcome(description: str) -> SolveOutcome:
    """The outcome of a solve that raised (``description``: "ValueError: …"): an error, not a verdict."""
    return SolveOutcome(False, partial(solver_failed, description), error=True)


class SolveController(QObject):
    """One solve at a time. ``solved(outcome)`` on success; ``message(text, error)`` for the rest (a
    :data:`~freecell_gui.ui.playback.texts.Text`, worded when shown)."""

    runningChanged = Signal(bool)
    solved = Signal(object)  # the SolveOutcome
    message = Signal(object, bool)

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
        self.message.emit(partial(texts().solving, deal_number), False)
        self.runningChanged.emit(True)

    def cancel(self) -> None:
        if not self._runner.stop():
            return
        self.message.emit(texts().solving_cancelled, False)
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
            self.solved.emit(outcome)
        else:
            self.message.emit(outcome.message, outcome.error)
