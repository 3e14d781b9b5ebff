"""The solver's hint (H): the next move of the shortest solution known from the position on the board,
highlighted there. The rule of thumb's move (core/rules/hints.py) stands in only while the solver looks
for one, and where it has none, and the status bar says so. A hint's move played, H again goes on along
the same solution: the positions it passes through are known from it (app/known.py), so no search runs.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from freecell_gui.app.known import SOLVED
from freecell_gui.app.shown import Source
from freecell_gui.core.rules.hints import hint
from freecell_gui.ui.play.winnable_words import winnable_words

if TYPE_CHECKING:
    from freecell_gui.app.session import ViewerSession
    from freecell_gui.app.winnable import Judgment
    from freecell_gui.core.rules.position import Position
    from freecell_gui.ui.board.interaction import BoardInteraction
    from freecell_gui.ui.solving.jobs import Job
    from freecell_gui.ui.solving.service import SolveService


class SolverHint(QObject):
    """Hints on ``session``'s game from ``service``, shown by ``interaction``."""

    def __init__(
        self, session: ViewerSession, service: SolveService, interaction: BoardInteraction, parent: QObject
    ) -> None:
        super().__init__(parent)
        self._session, self._service, self._interaction = session, service, interaction
        self._asked: Position | None = None  # the position whose solver's hint is awaited
        self._job: Job | None = None

    def show(self) -> None:
        """The hint for the game's position (the board shows the game again first)."""
        position = self._session.position()
        if position is None:
            return
        self._session.show_game()
        self.cancel()
        judged = self._service.judgment(position)
        if judged is not None and (judged.rest or judged.verdict != SOLVED):
            self._say(position, judged)
            return
        self._interaction.showHint(hint(position), winnable_words().rule_of_thumb(None))
        self._asked = position
        answered, failed = partial(self._on_answer, position), partial(self._on_fail, position)
        job = self._service.judge(position, answered, failed, urgent=True)
        if self._asked is position:
            self._job = job

    def cancel(self) -> None:
        """No hint awaited any longer (its search stops)."""
        if self._job is not None:
            self._service.cancel(self._job)
        self._job, self._asked = None, None

    def isWaiting(self) -> bool:
        """Whether the rule of thumb's move is shown while the solver looks for its own."""
        return self._asked is not None

    def _say(self, position: Position, judged: Judgment | None, failure: str = "") -> None:
        words = winnable_words()
        if judged is not None and judged.rest:
            self._interaction.showHint(judged.rest[0], words.solvers_hint())
        else:
            verdict = None if judged is None else judged.verdict
            self._interaction.showHint(hint(position), words.rule_of_thumb(verdict, failure))

    def _answered(self, position: Position) -> bool:
        """Whether the answer for ``position`` is still wanted: awaited, and the board shows it."""
        if position is not self._asked:
            return False
        self._job, self._asked = None, None
        shown = self._session.shown()
        return shown.source is Source.GAME and shown.position == position

    def _on_answer(self, position: Position, judged: Judgment | None) -> None:
        if self._answered(position) and judged is not None:
            self._say(position, judged)

    def _on_fail(self, position: Position, why: str) -> None:
        if self._answered(position):
            self._say(position, None, why)
