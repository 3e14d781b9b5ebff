"""Hand play's "continue from here": solve the position on the board off the GUI thread, then play the
solver's moves on the game one by one, so they join the move list and can be undone.

Any move of the player's own stops it (:meth:`ContinuePlay.stop`, called by HandPlay on a new position
that this class did not play itself).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Slot

from freecell_gui.app.session import ViewerSession
from freecell_gui.core.moves import Move
from freecell_gui.core.position import Position
from freecell_gui.ui.playback.solve_worker import SolveController, SolveOutcome
from freecell_gui.ui.playback.texts import text_of
from freecell_gui.ui.text.core_messages import message_of

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
        self._queue: list[Move] = []
        self._autoplay = "safe"  # the solution's: its moves as the site writes them, or every move
        self._playing = False
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
        return self._solver.isRunning() or bool(self._queue)

    def isPlayingOwnMove(self) -> bool:
        """True while the session plays one of the solver's moves (its notification is not the player's)."""
        return self._playing

    def start(self, position: Position) -> None:
        """Solve ``position`` (the game's, on the board) and play the solution on from it."""
        self.stop()
        self._solver.start(position, None)

    def stop(self) -> None:
        self._queue.clear()
        self._timer.stop()
        if self._solver.isRunning():
            self._solver.cancel()

    @Slot(object)
    def _on_solver_solved(self, outcome: SolveOutcome) -> None:
        """Queue the solver's moves as the site writes them, so that the game counts them as it does."""
        if outcome.site is not None:
            self._queue, self._autoplay = [step.move for step in outcome.site.steps], "safe"
        else:
            self._queue, self._autoplay = list(outcome.moves), "none"
        playing_on = QCoreApplication.translate("HandPlay", "%1: playing on from here")
        self._say(playing_on.replace("%1", text_of(outcome.message)))
        self._timer.start()

    @Slot()
    def _on_timer_timeout(self) -> None:
        if not self._queue:
            self._timer.stop()
            return
        move = self._queue.pop(0)
        self._playing = True
        try:
            self._session.play(move, self._autoplay, by_solver=True)
        except ValueError as error:  # a bug: the solver's moves are replayed before they are returned
            stopped = QCoreApplication.translate("HandPlay", "The solution stopped: %1")
            self._say(stopped.replace("%1", message_of(error)))
            self.stop()
        finally:
            self._playing = False
