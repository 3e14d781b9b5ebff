"""Hand play's "continue from here": the solve service's solution from the position on the board (the
rest of a known one, else our quick pass's), then its moves played on the game one by one, so they join
the move list and can be undone.

The moves still to play are the session's (:meth:`ViewerSession.continuation`): any action of the
player's own drops them, and HandPlay then stops the timer (:meth:`ContinuePlay.stop`).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Slot

from freecell_gui.app.known import FAILED, NO_SOLUTION, SOLVED
from freecell_gui.app.session import ViewerSession
from freecell_gui.core.rules.position import Position
from freecell_gui.ui.solving.jobs import Job
from freecell_gui.ui.solving.searches import Answer
from freecell_gui.ui.solving.service import SolveService
from freecell_gui.ui.solving.words import words
from freecell_gui.ui.text.core_messages import message_of
from freecell_gui.ui.text.i18n import format_number

CONTINUE_INTERVAL_MS = 250  # between two of the solver's moves while continuing from here


class ContinuePlay(QObject):
    """The search from the board's position and the timed queue of its moves; ``say(text)`` shows a
    line in the status bar."""

    def __init__(
        self, session: ViewerSession, say: Callable[[str], None], solving: SolveService, parent: QObject
    ) -> None:
        super().__init__(parent)
        self._session, self._say, self._solving = session, say, solving
        self._job: Job | None = None  # the search under way
        self._searching = False
        self._timer = QTimer(self, interval=CONTINUE_INTERVAL_MS)
        self._timer.timeout.connect(self._on_timer_timeout)

    def setInterval(self, milliseconds: int) -> None:
        self._timer.setInterval(milliseconds)

    def isSolving(self) -> bool:
        return self._searching

    def isContinuing(self) -> bool:
        """Solving, or moves of the solution still to play."""
        return self._searching or bool(self._session.continuation())

    def start(self, position: Position) -> None:
        """Solve ``position`` (the game's, on the board) and play the solution on from it."""
        self.stop()
        self._searching = True
        self._say(words().solving(None))
        self._job = self._solving.fromPosition(position, self._on_answer)

    def stop(self) -> None:
        self._session.stop_continuation()
        self._timer.stop()
        if self._job is not None:
            self._solving.cancel(self._job)
        self._job, self._searching = None, False

    def _on_answer(self, answer: Answer) -> None:
        """Queue the solution's moves as written with its autoplay, so the game counts them as the site."""
        self._job, self._searching = None, False
        if answer.verdict == SOLVED:
            self._session.continue_with(answer.moves, answer.autoplay)
            playing_on = QCoreApplication.translate("HandPlay", "%1: playing on from here")
            moves = words().counted(len(answer.moves), 0)
            self._say(playing_on.replace("%1", moves))
            self._timer.start()
        elif answer.verdict == NO_SOLUTION:
            nothing = QCoreApplication.translate(
                "HandPlay", "No solution from here: our search tried every position"
            )
            self._say(nothing)
        elif answer.verdict == FAILED:
            self._say(words().failed(answer.failure))
        else:
            gave_up = QCoreApplication.translate("HandPlay", "Our quick search gave up after %1 positions")
            self._say(gave_up.replace("%1", format_number(answer.positions)))

    @Slot()
    def _on_timer_timeout(self) -> None:
        try:
            if not self._session.play_continuation():
                self._timer.stop()
        except ValueError as error:  # a bug: the solver's moves are replayed before they are returned
            stopped = QCoreApplication.translate("HandPlay", "The solution stopped: %1")
            self._say(stopped.replace("%1", message_of(error)))
            self.stop()
