"""Still winnable?: after each move of a game played by hand, the solve service judges the position in the
background, and a label of the status bar says whether the game can still be won (with the count of the
shortest solution known from there), that it cannot (naming the move that lost it, with a link that goes
back to the position before it), or that nothing is known yet.

What is known of each position, and which move lost a game, is the Qt-free state's
(:meth:`Solving.judgment`, :func:`~freecell_gui.app.winnable.judge_game`); this asks the service to judge
the one position that state wants judged next (the game's, or one before it while the losing move is looked
for), one at a time, a newer one replacing an older. While a position is judged, the words of the one
before stay for :data:`JUDGING_SHOWN_MS` before "Judging…" replaces them: most answers come sooner, and the
status bar does not flicker at every move. Game → "Still winnable? Judge each move" turns it off,
remembered, for those who want no spoilers: then nothing is judged, nor said.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Slot
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel, QWidget

from freecell_gui.app.notify import Change
from freecell_gui.app.shown import Source
from freecell_gui.app.solving import SolvingChange
from freecell_gui.app.winnable import JUDGING, GameJudgment, Judgment, judge_game
from freecell_gui.ui.play.winnable_words import winnable_words

if TYPE_CHECKING:
    from freecell_gui.app.session import ViewerSession
    from freecell_gui.core.notation.standard import Move
    from freecell_gui.core.rules.position import Position
    from freecell_gui.ui.solving.jobs import Job
    from freecell_gui.ui.solving.service import SolveService


#: How long a judgment runs before the status bar says "Judging…" (a move's answer: tens of milliseconds).
JUDGING_SHOWN_MS = 300


class WinnableSettings(Protocol):
    def still_winnable(self) -> bool: ...
    def set_still_winnable(self, on: bool) -> None: ...


class WinnableLabel(QLabel):
    """The status bar's words on the game in play; its link goes back to where it could be won."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("winnableLabel")
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.LinksAccessibleByMouse)


class StillWinnable(QObject):
    """Judges the game of ``session`` through ``service`` and words it in :meth:`label`;
    :meth:`toggleAction` turns it on and off (remembered in ``settings``), :meth:`backAction` goes back
    to the last position from which the game could be won."""

    def __init__(
        self, session: ViewerSession, service: SolveService, settings: WinnableSettings, parent: QObject
    ) -> None:
        super().__init__(parent)
        self._session, self._service = session, service
        self._label = WinnableLabel()
        self._label.linkActivated.connect(self.goBack)
        self._label.installEventFilter(self)  # a language switch words it again
        self._toggle = QAction(self)
        self._toggle.setCheckable(True)
        self._toggle.setChecked(settings.still_winnable())
        self._toggle.toggled.connect(settings.set_still_winnable)
        self._toggle.toggled.connect(self.refresh)
        self._back = QAction(self)
        self._back.setEnabled(False)
        self._back.triggered.connect(self.goBack)
        self._said: GameJudgment | None = None
        self._asked: Position | None = None  # the position the service judges for us
        self._job: Job | None = None
        self._failed: tuple[Position, str] | None = None  # a position the solver could not judge, and why
        self._judging = QTimer(self, singleShot=True, interval=JUDGING_SHOWN_MS)
        self._judging.timeout.connect(self._on_judging_timeout)
        self._judging_said = False  # "Judging…" may be said: the judgment has run that long
        service.changes().changed.connect(self._on_changes_changed)

    # -- for hand play and the window -----------------------------------------------------------------

    def label(self) -> WinnableLabel:
        return self._label

    def toggleAction(self) -> QAction:
        return self._toggle

    def backAction(self) -> QAction:
        return self._back

    def said(self) -> GameJudgment | None:
        """What the label says of the game (None: nothing, as when it is off or no move is made)."""
        return self._said

    def sessionChanged(self, change: Change) -> None:
        if change & Change.POSITION:
            self._failed = None  # a search that could not run is tried again after a move
        if change & (Change.POSITION | Change.SHOWN | Change.GAME | Change.DEAL):
            self.refresh()

    @Slot()
    def refresh(self) -> None:
        """Judge the game as it stands, and say so."""
        positions = self._positions()
        said = wanted = None
        if positions is not None:
            autoplay, solving = self._session.autoplay(), self._service.solving()
            said = judge_game(positions, lambda position: solving.judgment(position, autoplay))
            wanted = None if said.wanted is None else positions[said.wanted]
        self._said = said
        self._ask(wanted)
        failure = self._failed[1] if self._failed is not None and self._failed[0] == wanted else ""
        self._word(failure)

    @Slot()
    def goBack(self) -> None:
        """Undo to the last position from which the game could be won."""
        back_to = None if self._said is None else self._said.go_back_to
        if back_to is not None:
            self._session.go_to_move(back_to)

    # -- internals ----------------------------------------------------------------------------------

    def _positions(self) -> list[Position] | None:
        """The game's positions, its start first, while it is to be judged: on, a move made, not won, and
        the board showing it."""
        game_play = self._session.game_play()
        if not self._toggle.isChecked() or game_play is None or not game_play.made() or game_play.is_won():
            return None
        if self._session.shown().source is not Source.GAME:
            return None
        return [game_play.start, *(turn.position for turn in game_play.made())]

    def _ask(self, position: Position | None) -> None:
        """Have the service judge ``position`` (None: nothing), unless it does already or could not."""
        if position == self._asked or (self._failed is not None and self._failed[0] == position):
            return
        if self._job is not None:
            self._service.cancel(self._job)
        self._job, self._asked = None, position
        if position is not None:
            answered, failed = partial(self._on_answer, position), partial(self._on_fail, position)
            job = self._service.judge(position, answered, failed)
            if self._asked is position:  # not answered at once
                self._job = job

    def _on_answer(self, position: Position, judged: Judgment | None) -> None:
        if position is not self._asked:
            return  # an older request's
        self._job, self._asked = None, None
        if judged is None:  # stopped for a request the user waits for: again, once that is done
            self.refresh()

    def _on_fail(self, position: Position, why: str) -> None:
        if position is self._asked:
            self._job, self._asked = None, None
            self._failed = (position, why)
            self.refresh()

    def _word(self, failure: str = "") -> None:
        said, words = self._said, winnable_words()
        judging = said is not None and said.state == JUDGING and not failure
        if judging and not self._judging_said:
            if not self._judging.isActive():
                self._judging.start()
            return  # the words of the position before stay a moment
        if not judging:
            self._judging.stop()
            self._judging_said = False
        text = "" if said is None else words.status(said, self._lost_move(), failure)
        tip = "" if said is None else words.tip(said, failure)
        if text != self._label.text() or tip != self._label.toolTip():  # each deal switch asks: mostly no
            self._label.setText(text)
            self._label.setToolTip(tip)
        self._back.setEnabled(said is not None and said.go_back_to is not None)

    def _lost_move(self) -> Move | None:
        said, game_play = self._said, self._session.game_play()
        if said is None or said.lost_by is None or game_play is None:
            return None
        return game_play.made()[said.lost_by - 1].move

    @Slot()
    def _on_judging_timeout(self) -> None:
        self._judging_said = True
        self.refresh()

    @Slot(object)
    def _on_changes_changed(self, change: SolvingChange) -> None:
        if change & (SolvingChange.KNOWN | SolvingChange.VERDICT):
            self.refresh()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._label and event.type() == QEvent.Type.LanguageChange:
            self.refresh()
        return super().eventFilter(watched, event)
