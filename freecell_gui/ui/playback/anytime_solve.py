"""The panel's Solve, "anytime": fc-solve's solution at once, then shorter ones from our own search as
it finds them ("Shortened to 41 moves"), until the search ends or the user cancels.

The work runs on the shared :class:`~freecell_gui.ui.playback.solve_runner.SolveRunner`'s thread
(:func:`~freecell_gui.ui.playback.anytime_job.anytime_solve`); what it finds reaches this object in the
GUI thread through the runner's mailbox, in order, and nothing of a cancelled solve arrives after
:meth:`AnytimeSolve.cancel`. Which solution the panel shows is :class:`Shortening`'s rule: a shorter one
replaces the one shown only while playback is at the start; otherwise it waits, said in the status line,
until playback goes back to the start (:meth:`AnytimeSolve.playbackAtStart`).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QObject, Signal, Slot

from freecell_gui.app.shortening import NOT_SHORTER, PENDING, SHORTER, Shortening
from freecell_gui.app.solution import Solution
from freecell_gui.core.rules.position import Position
from freecell_gui.core.search.process import SearchProcess
from freecell_gui.core.search.result import NO_SOLUTION
from freecell_gui.ui.playback.anytime_job import (
    PREPARING,
    SEARCHING,
    FirstFound,
    Found,
    SearchEnd,
    SearchFunction,
    anytime_solve,
)
from freecell_gui.ui.playback.solve_runner import SolveRunner
from freecell_gui.ui.playback.solve_worker import (
    SolveFunction,
    SolveOutcome,
    failure_outcome,
    library_solve,
    solver_failed,
)
from freecell_gui.ui.playback.texts import texts
from freecell_gui.ui.text.wording import Text, text_of


class SolveDisplay(Protocol):
    """What the solve needs of the panel."""

    def showSolved(self, solution: Solution, status: Text) -> None: ...
    def setStatusText(self, message: Text, error: bool = False) -> None: ...
    def isAtStart(self) -> bool: ...


def joined(*parts: Text) -> str:
    """The status line's parts worded now, " · " between those not empty."""
    return " · ".join(text for text in map(text_of, parts) if text)


class AnytimeSolve(QObject):
    """One solve at a time for ``display``; ``runningChanged(bool)`` when it starts and ends."""

    runningChanged = Signal(bool)

    def __init__(self, display: SolveDisplay, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._display = display
        self._first: SolveFunction = library_solve
        # Our search, in a process of its own started by the first Solve: loading NumPy and numba, and
        # the search's Python between kernel calls, never hold this process's GIL (bench_search_window).
        self._process = SearchProcess()
        self.destroyed.connect(self._process.close)  # a function of the process: this one may be gone
        self._search: SearchFunction | None = self._process
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.shutdown)
        self._autoplay: Callable[[], str] = lambda: "safe"
        self._runner = SolveRunner(self)
        self._runner.progressed.connect(self._on_runner_progressed)
        self._runner.finished.connect(self._on_runner_finished)
        self._runner.failed.connect(self._on_runner_failed)
        self._state = Shortening("safe")
        self._head: Text = ""  # whose solution is shown and what it counts
        self._ours = False  # whether it is our search's
        self._activity: Text = ""  # what the search does, or how it ended
        self._cancelled = False
        self._solving: Text = ""  # "Solving deal 617…"

    def setSolveFunction(self, first: SolveFunction) -> None:
        """fc-solve's part (tests give a scripted one)."""
        self._first = first

    def setSearchFunction(self, search: SearchFunction | None) -> None:
        """Our search's part (a :class:`SearchProcess` by default); None for fc-solve's solution alone."""
        self._search = search

    def searchProcess(self) -> SearchProcess:
        """The process the default search runs in (its worker starts with the first Solve)."""
        return self._process

    def setAutoplaySource(self, autoplay: Callable[[], str]) -> None:
        """Where a solve reads the autoplay to search with ("safe", "max" or "none"): the session's."""
        self._autoplay = autoplay

    def isRunning(self) -> bool:
        return self._runner.isRunning()

    def start(self, position: Position, deal_number: int | None) -> None:
        """Solve ``position`` with the autoplay of the moment, unless a solve is running."""
        if self._runner.isRunning():
            return
        autoplay = self._autoplay()
        self._state, self._head, self._activity, self._cancelled = Shortening(autoplay), "", "", False
        job = partial(anytime_solve, self._first, self._search, position, autoplay)
        self._runner.startReporting(job)
        self._solving = partial(texts().solving, deal_number)
        self._display.setStatusText(self._solving)
        self.runningChanged.emit(True)

    def cancel(self) -> None:
        """Stop at once (the user's Cancel): what is shown stays, and so does a solution kept back."""
        if not self._runner.stop():
            return
        self._cancelled = True
        if self._head:
            self._say(texts().search_cancelled)
        else:
            self._display.setStatusText(texts().solving_cancelled)
        self.runningChanged.emit(False)

    def drop(self) -> None:
        """Stop quietly and forget the solve: the panel shows something else now."""
        self._state, self._head = Shortening(self._state.autoplay), ""
        if self._runner.stop():
            self.runningChanged.emit(False)

    def showOutcome(self, outcome: SolveOutcome, start: Position) -> None:
        """Show a solver's solution of ``start`` instead of this solve's (the verdict's, clicked)."""
        self.drop()
        loaded = outcome.playback(start)
        self._display.showSolved(loaded, partial(texts().solver_summary, outcome.message, loaded))

    def playbackAtStart(self) -> None:
        """Playback is back at the start: show the solution kept back, if any."""
        taken = self._state.take_pending()
        if taken is not None:
            self._show_found(*taken)

    @Slot()
    def shutdown(self) -> None:
        """The window closes: stop the solve, end the search's process, wait for the solver's thread."""
        self._runner.stop()
        self._process.close()
        self._runner.shutdown()

    # -- internals ----------------------------------------------------------------------------------------

    def _say(self, activity: Text, error: bool = False) -> None:
        """The status line: what is shown, what the search does, and a solution kept back."""
        self._activity = activity
        head, pending = self._head, self._state.pending
        waiting = partial(texts().pending, pending.given_count()) if pending is not None else ""
        self._display.setStatusText(partial(joined, head, activity, waiting), error)

    def _looking(self) -> None:
        """What the search does now: looking for a shorter solution, or for one (nothing shown yet)."""
        shown = self._state.shown
        if shown is None:
            self._display.setStatusText(self._solving)
        else:
            self._say(partial(texts().looking, self._state.autoplay, shown[0]))

    def _show(self, solution: Solution, head: Text, ours: bool) -> None:
        self._head, self._ours = head, ours
        self._display.showSolved(solution, head)
        if self._runner.isRunning():
            self._looking()
        elif not self._cancelled:
            self._say(partial(texts().search_done, ours))
        else:
            self._say(self._activity)

    @Slot(object)
    def _on_runner_progressed(self, report: object) -> None:
        if report == PREPARING:
            self._say(texts().preparing)
        elif report == SEARCHING:
            self._looking()
        elif isinstance(report, FirstFound):  # fc-solve's, shown at once
            self._state.show(report.solution)
            self._show(
                report.solution,
                partial(texts().solver_summary, report.outcome.message, report.solution),
                False,
            )
        elif isinstance(report, Found):
            kind = self._state.offer(report.solution, report.seconds, self._display.isAtStart())
            if kind == PENDING:
                self._say(self._activity)
            elif kind != NOT_SHORTER:
                self._show_found(report.solution, report.seconds, kind)

    def _show_found(self, solution: Solution, seconds: float, kind: str) -> None:
        self._show(solution, partial(texts().by_search, solution, seconds, kind == SHORTER), True)

    @Slot(object)
    def _on_runner_finished(self, end: object) -> None:
        self.runningChanged.emit(False)
        if self._head:  # a solution is shown: say how the search ended
            done = isinstance(end, SearchEnd) and self._state.pending is None  # else: the one waiting
            self._say(partial(texts().search_done, self._ours) if done else "")
        elif isinstance(end, SolveOutcome):  # fc-solve's verdict alone (no solution, an error)
            self._display.setStatusText(end.message, end.error)
        elif isinstance(end, SearchEnd) and end.verdict == NO_SOLUTION:
            self._display.setStatusText(texts().search_no_solution)
        elif isinstance(end, SearchEnd):
            # fc-solve's own word after ours: it gave up too, or could not run (and what to install).
            gave_up = partial(texts().search_gave_up, end.seconds)
            self._display.setStatusText(partial(joined, gave_up, end.first.message))

    @Slot(str)
    def _on_runner_failed(self, description: str) -> None:
        self.runningChanged.emit(False)
        if self._head:
            self._say(partial(solver_failed, description), error=True)
        else:
            self._display.setStatusText(failure_outcome(description).message, error=True)
