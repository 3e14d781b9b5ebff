"""Hand play's "continue from here": solve the position on the board off the GUI thread, then play the
solver's moves on the game one by one, so they join the move list and can be undone.

The moves still to play are the session's (:meth:`ViewerSession.continuation`): any action of the
player's own drops them, and HandPlay then stops the timer (:meth:`ContinuePlay.stop`).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Slot

from freecell_gui.app.session import ViewerSession
from freecell_gui.core.rules.position import Position
from freecell_gui.ui.playback.solve_worker import SolveController, SolveOutcome
from freecell_gui.ui.text.core_messages import message_of
from freecell_gui.ui.text.wording import text_of

CONTINUE_INTERVAL_MS = 250  # between two of the solver's moves while continuing from here


class ContinuePlay(QObject):
    """The solver run and the timed queue of its moves; ``say(text)`` shows a line in the status bar."""

    def __init__(self, session: ViewerSession, say: Callable[[str], None], parent: QObject) -> None:
        super().__init__(parent)
        self._session = session
        self._say = say
        self._solver = SolveController(self)
        self._solver.solved.connect(self._on_solver_solved)
        self._solver.message.connect(lambda text, error: say(text_of(text)))
        self._timer = QTimer(self, interval=CONTINUE_INTERVAL_MS)
        self._timer.timeout.connect(self._on_timer_timeout)

    def solveController(self) -> SolveController:
        return self._solver

    def setInterval(self, milliseconds: int) -> None:
        self._timer.setInterval(milliseconds)

    def isSolving(self) -> bool:
        return self._solver.isRunning()

    def isContinuing(self) -> bool:
        """Solving, or moves of the solution still to play."""
        return self._solver.isRunning() or bool(self._session.continuation())

    def start(self, position: Position) -> None:
        """Solve ``position`` (the game's, on the board) and play the solution on from it."""
        self.stop()
        self._solver.start(position, None)

    def stop(self) -> None:
        self._session.stop_continuation()
        self._timer.stop()
        if self._solver.isRunning():
            self._solver.cancel()

    @Slot(object)
    def _on_solver_solved(self, outcome: SolveOutcome) -> None:
        """Queue the solver's moves as the site writes them, so that the game counts them as it does."""
        if (
            outcome.site is not None
        ):  # the solution's autoplay: its moves as the site writes them, or every move
            self._session.continue_with([step.move for step in outcome.site.steps], "safe")
        else:
            self._session.continue_with(outcome.moves, "none")
        playing_on = QCoreApplication.translate("HandPlay", "%1: playing on from here")
        self._say(playing_on.replace("%1", text_of(outcome.message)))
        self._timer.start()

    @Slot()
    def _on_timer_timeout(self) -> None:
        try:
            if not self._session.play_continuation():
                self._timer.stop()
        except ValueError as error:  # a bug: the solver's moves are replayed before they are returned
            stopped = QCoreApplication.translate("HandPlay", "The solution stopped: %1")
            self._say(stopped.replace("%1", message_of(error)))
            self.stop()
