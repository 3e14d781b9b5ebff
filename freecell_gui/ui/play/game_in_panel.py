"""The move panel as the game's move list: the game's turns shown as playback steps, a step chosen there
undoes or redoes to it, moves typed in its move field are played, and a solution played back on the board
can become the game's moves when a move is made from it.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PySide6.QtCore import QCoreApplication, QObject, Slot

from freecell_gui.app.play_state import GamePlay, Turn, tally
from freecell_gui.app.session import Change, ViewerSession
from freecell_gui.core.moves import parse_moves
from freecell_gui.core.text_marks import QT_TRANSLATE_NOOP
from freecell_gui.ui.board.board import BoardWidget
from freecell_gui.ui.playback.panel import PlaybackPanel
from freecell_gui.ui.playback.solution import Solution, Step
from freecell_gui.ui.playback.texts import Text, texts
from freecell_gui.ui.text.core_messages import message_of

# Marked here, translated where shown.
NOT_THE_GAME = QT_TRANSLATE_NOOP(
    "HandPlay", "The board shows a solution being played back: Undo (Ctrl+Z) returns to your game"
)


def played_solution(game_play: GamePlay) -> tuple[Solution, int]:
    """The game's turns (those undone too) as playback steps, autoplay's moves greyed under the move they
    followed, and the index of the step reached (the made turns)."""
    steps: list[Step] = []
    position, reached = game_play.start, 0
    for number, turn in enumerate(game_play.turns(), start=1):
        position = position.apply(turn.move)
        steps.append(Step(number, turn.move, False, position, turn.text, turn.by_solver))
        for auto in turn.auto:
            position = position.apply(auto)
            steps.append(Step(number, auto, True, position, str(auto), turn.by_solver))
        if number == game_play.cursor():
            reached = len(steps)
    autoplay = "safe" if any(turn.auto for turn in game_play.turns()) else "none"
    return Solution(game_play.start, tuple(steps), autoplay), reached


class GameInPanel(QObject):
    """Keeps ``panel`` listing the game of ``session``; ``say(text)`` shows a line in the status bar."""

    def __init__(
        self,
        session: ViewerSession,
        board: BoardWidget,
        panel: PlaybackPanel,
        say: Callable[[str], None],
        parent: QObject,
    ) -> None:
        super().__init__(parent)
        self._session = session
        self._board = board
        self._panel = panel
        self._say = say
        self._game_solution: Solution | None = None  # the game's moves as last given to the panel
        self._shown_turns: tuple[Turn, ...] = ()  # the turns it was made of
        self._updating_panel = False
        panel.moveField().movesEntered.connect(self._on_move_field_moves_entered)
        panel.positionChanged.connect(self._on_panel_position_changed)

    def adoptBoardPosition(self) -> bool:
        """The board shows a solution being played back: when no move of the game would be lost, the
        solution's moves up to there become the game's, so a move made on the board plays on from it."""
        panel, game_play = self._panel, self._session.game_play()
        if game_play is None or game_play.turns() or panel.solution() is self._game_solution:
            return False
        solution, index = panel.solution(), panel.currentIndex()
        if solution is None or solution.start != game_play.start:
            return False
        if solution.position(index) != self._board.position():
            return False
        self._session.replace_moves(
            [step.move for step in solution.steps[:index]], by_solver=solution.by_solver
        )
        return True

    def showGame(self, game_play: GamePlay, change: Change, won: Text | None) -> None:
        """The move list shows the game once a move is made (or the game kept by a history entry); an undo
        or redo only moves its cursor, so playing through one's own moves goes on."""
        panel = self._panel
        if not (game_play.turns() or change.is_move()):
            return
        status = won or partial(texts().played, tally(game_play))  # counts the moves made up to the cursor
        self._updating_panel = True
        try:
            if (
                won is None
                and panel.solution() is self._game_solution
                and game_play.turns() == self._shown_turns
            ):
                panel.setCurrentIndex(game_play.move_count(), animate=False)
                panel.setStatusText(status)  # no longer "Won in …" after an undo
                return
            solution, reached = played_solution(game_play)
            panel.setSolution(solution, reached, status)
            self._game_solution, self._shown_turns = solution, game_play.turns()
        finally:
            self._updating_panel = False

    @Slot(object, bool)
    def _on_panel_position_changed(self, position: object, animate: bool) -> None:
        """A move of the game chosen in the move list (a click, the arrows, playing): undo or redo to it."""
        panel = self._panel
        if self._updating_panel or panel.solution() is not self._game_solution:
            return
        solution, index = panel.solution(), panel.currentIndex()
        assert solution is not None
        self._session.go_to_move(solution.steps[index - 1].number if index else 0)

    @Slot(str)
    def _on_move_field_moves_entered(self, text: str) -> None:
        field = self._panel.moveField()
        try:
            if self._board.position() != self._session.position():
                raise ValueError(QCoreApplication.translate("HandPlay", NOT_THE_GAME))
            error = self._session.play_text(text)
        except ValueError as refusal:  # not moves, or not the game on the board
            field.showResult(text, message_of(refusal))
            self._say(message_of(refusal))
            return
        if error is None:
            field.showResult("")
            return
        remaining = parse_moves(text)[(error.number or 1) - 1 :]
        field.showResult(" ".join(move.written() for move in remaining), message_of(error))
        self._say(message_of(error))
