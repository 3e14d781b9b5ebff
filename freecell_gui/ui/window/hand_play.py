"""Hand play in the window: the board's gestures and the play actions, wired to the session.

Undo, redo, restart, the hint, "continue from here" and the autoplay choice all go to the Qt-free
session (which keeps the game in progress); the window hands each of the session's notifications to
:meth:`HandPlay.sessionChanged` after the board has drawn the new position.

"Continue from here" solves the position on the board (not the deal's start) off the GUI thread and then
plays the solver's moves on the game one by one, so they join the move list and can be undone; any move
of the player's own stops it.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal, Slot
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QWidget

from freecell_gui.core.hints import hint
from freecell_gui.core.moves import Move, parse_moves
from freecell_gui.core.text_marks import QT_TRANSLATE_NOOP
from freecell_gui.play_state import GamePlay, Turn
from freecell_gui.session import Change, ViewerSession
from freecell_gui.ui.board.board import BoardWidget
from freecell_gui.ui.board.interaction import BoardInteraction
from freecell_gui.ui.playback.panel import PlaybackPanel
from freecell_gui.ui.playback.solution import Solution, Step
from freecell_gui.ui.playback.solve_worker import SolveController
from freecell_gui.ui.playback.texts import texts
from freecell_gui.ui.window.actions import choice_group, submenu

AUTOPLAY_MENU = QT_TRANSLATE_NOOP("Actions", "&Autoplay")
AUTOPLAY_CHOICES = (
    ("safe", QT_TRANSLATE_NOOP("Actions", "&Safe: the automatic moves home")),
    ("none", QT_TRANSLATE_NOOP("Actions", "&Off")),
)
CONTINUE_INTERVAL_MS = 250  # between two of the solver's moves while continuing from here
MESSAGE_MS = 6000
# Marked here, translated where shown.
PLAYED_STATUS = QT_TRANSLATE_NOOP(
    "HandPlay", "Played by hand: Ctrl+Z undoes a move, Shift+Ctrl+Z redoes it, a click goes back to one"
)
NOT_THE_GAME = QT_TRANSLATE_NOOP(
    "HandPlay", "The board shows a solution being played back: Undo (Ctrl+Z) returns to your game"
)

ShowMessage = Callable[[str, int], None]


def played_solution(game_play: GamePlay) -> tuple[Solution, int]:
    """The game's turns (those undone too) as playback steps, autoplay's moves greyed under the move they
    followed, and the index of the step reached (the made turns)."""
    steps: list[Step] = []
    position, reached = game_play.start, 0
    for number, turn in enumerate(game_play.turns(), start=1):
        position = position.apply(turn.move)
        steps.append(Step(number, turn.move, False, position, turn.text))
        for auto in turn.auto:
            position = position.apply(auto)
            steps.append(Step(number, auto, True, position, str(auto)))
        if number == game_play.cursor():
            reached = len(steps)
    autoplay = "safe" if any(turn.auto for turn in game_play.turns()) else "none"
    return Solution(game_play.start, tuple(steps), autoplay), reached


class HandPlay(QObject):
    """Owns the board's interaction controller, the autoplay menu and the solver run of "continue".

    ``won(text)`` is emitted once when a move wins the game ("Won in 3:07 with 84 moves").
    """

    won = Signal(str)
    autoplayChanged = Signal(str)

    def __init__(
        self,
        session: ViewerSession,
        board: BoardWidget,
        show_message: ShowMessage,
        parent: QWidget,
        panel: PlaybackPanel | None = None,
    ) -> None:
        """``panel``: the move panel, which lists the game's moves and has the move field."""
        super().__init__(parent)
        self._session = session
        self._board = board
        self._show_message = show_message
        self._panel = panel
        self._game_solution: Solution | None = None  # the game's moves as last given to the panel
        self._shown_turns: tuple[Turn, ...] = ()  # the turns it was made of
        self._updating_panel = False
        self._interaction = BoardInteraction(board, self._play)
        self._interaction.message.connect(lambda text: show_message(text, MESSAGE_MS))
        if panel is not None:
            panel.moveField().movesEntered.connect(self._on_move_field_moves_entered)
            panel.positionChanged.connect(self._on_panel_position_changed)
            panel.positionChanged.connect(lambda position, animate: self._interaction.positionChanged())
        choices = [(QCoreApplication.translate("Actions", text), mode) for mode, text in AUTOPLAY_CHOICES]
        self._autoplay_group = choice_group(self, choices, session.autoplay(), name_prefix="autoplay")
        self._autoplay_menu = submenu(parent, AUTOPLAY_MENU, self._autoplay_group)
        self._autoplay_group.triggered.connect(self._on_autoplay_group_triggered)
        self._solver = SolveController(self)
        self._solver.solved.connect(self._on_solver_solved)
        self._solver.message.connect(lambda text, error: show_message(text, MESSAGE_MS))
        self._queue: list[Move] = []
        self._playing_queue = False
        self._queue_timer = QTimer(self, interval=CONTINUE_INTERVAL_MS)
        self._queue_timer.timeout.connect(self._on_queue_timer_timeout)

    # -- for the window -----------------------------------------------------------------------------------

    def interaction(self) -> BoardInteraction:
        return self._interaction

    def autoplayMenu(self) -> QMenu:
        return self._autoplay_menu

    def retranslate(self) -> None:
        """The autoplay menu's entries in the interface language (the window calls this on a switch)."""
        for action, (_mode, text) in zip(self._autoplay_group.actions(), AUTOPLAY_CHOICES, strict=True):
            action.setText(QCoreApplication.translate("Actions", text))

    def autoplayActions(self) -> list[QAction]:
        return self._autoplay_group.actions()

    def setContinueInterval(self, milliseconds: int) -> None:
        """The delay between two of the solver's moves while continuing from here."""
        self._queue_timer.setInterval(milliseconds)

    def solveController(self) -> SolveController:
        """The solver run by "continue from here" (tests may give it another solve function)."""
        return self._solver

    def slots(self) -> dict[str, Callable[[], object]]:
        """The handlers of the window's play actions, by action name."""
        return {
            "undo": lambda: self._unless_back_to_game(self._session.undo),
            "redo": lambda: self._unless_back_to_game(self._session.redo),
            "restart": self._session.restart,
            "hint": self.showHint,
            "continueHere": self.continueFromHere,
        }

    def setAutoplay(self, mode: str) -> None:
        """Autoplay after the moves to come: "safe" or "none"; ValueError for anything else."""
        self._session.set_autoplay(mode)
        for action in self._autoplay_group.actions():
            action.setChecked(action.data() == mode)
        self.autoplayChanged.emit(mode)

    def showHint(self) -> None:
        position = self._session.position()
        if position is not None:
            self._back_to_game()
            self._interaction.showHint(hint(position))

    def continueFromHere(self) -> None:
        """Solve the position shown and play the solution on from it."""
        position = self._session.position()
        if position is None or self._solver.isRunning():
            return
        if position.is_solved():
            self._show_message(QCoreApplication.translate("HandPlay", "The game is won already"), MESSAGE_MS)
            return
        self._stop_queue()
        self._back_to_game()
        self._solver.start(position, None)

    def isContinuing(self) -> bool:
        return self._solver.isRunning() or bool(self._queue)

    def sessionChanged(self, change: Change, enable: Callable[[str, bool], None]) -> None:
        """After the board shows the session's position: selection, hint and actions follow; a win is said.

        ``enable(name, on)`` enables the window's action ``name``.
        """
        session = self._session
        game_play = session.game_play()
        if change & Change.POSITION:
            self._interaction.positionChanged()
            if not self._playing_queue:
                self._stop_queue()
        for name, on in (
            ("undo", session.can_undo()),
            ("redo", session.can_redo()),
            ("restart", game_play is not None and bool(game_play.turns())),
            ("hint", game_play is not None and not game_play.is_won()),
            ("continueHere", game_play is not None and not game_play.is_won()),
        ):
            enable(name, on)
        won = change.is_move() and game_play is not None and game_play.is_won() and bool(game_play.made())
        if game_play is not None and change & Change.POSITION:
            self._show_game_in_panel(game_play, change, texts().won(game_play) if won else None)
        if won:
            assert game_play is not None
            text = texts().won(game_play)
            self._show_message(text, 0)
            self.won.emit(text)

    # -- internals ----------------------------------------------------------------------------------------

    def _back_to_game(self) -> bool:
        """When the board shows a solution being played back, show the game again instead; True if so."""
        position = self._session.position()
        if position is None or self._board.position() == position:
            return False
        self._board.setPosition(position, animate=True)
        self._interaction.positionChanged()
        return True

    def _unless_back_to_game(self, action: Callable[[], None]) -> None:
        if not self._back_to_game():
            action()

    def _play(self, move: Move) -> None:
        if self._board.position() != self._session.position() and not self._adopt_board_position():
            raise ValueError(QCoreApplication.translate("HandPlay", NOT_THE_GAME))
        self._session.play(move)

    def _adopt_board_position(self) -> bool:
        """The board shows a solution being played back: when no move of the game would be lost, the
        solution's moves up to there become the game's, so a move made on the board plays on from it."""
        panel, game_play = self._panel, self._session.game_play()
        if panel is None or game_play is None or game_play.turns() or panel.solution() is self._game_solution:
            return False
        solution, index = panel.solution(), panel.currentIndex()
        if solution is None or solution.start != game_play.start:
            return False
        if solution.position(index) != self._board.position():
            return False
        self._session.replace_moves([step.move for step in solution.steps[:index]])
        return True

    def _show_game_in_panel(self, game_play: GamePlay, change: Change, won: str | None) -> None:
        """The move list shows the game once a move is made (or the game kept by a history entry); an undo
        or redo only moves its cursor, so playing through one's own moves goes on."""
        panel = self._panel
        if panel is None or not (game_play.turns() or change.is_move()):
            return
        self._updating_panel = True
        try:
            if (
                won is None
                and panel.solution() is self._game_solution
                and game_play.turns() == self._shown_turns
            ):
                panel.setCurrentIndex(game_play.move_count(), animate=False)
                return
            solution, reached = played_solution(game_play)
            panel.setSolution(solution, reached, won or QCoreApplication.translate("HandPlay", PLAYED_STATUS))
            self._game_solution, self._shown_turns = solution, game_play.turns()
        finally:
            self._updating_panel = False

    @Slot(object, bool)
    def _on_panel_position_changed(self, position: object, animate: bool) -> None:
        """A move of the game chosen in the move list (a click, the arrows, playing): undo or redo to it."""
        panel = self._panel
        if self._updating_panel or panel is None or panel.solution() is not self._game_solution:
            return
        solution, index = panel.solution(), panel.currentIndex()
        assert solution is not None
        self._session.go_to_move(solution.steps[index - 1].number if index else 0)

    @Slot(str)
    def _on_move_field_moves_entered(self, text: str) -> None:
        assert self._panel is not None
        field = self._panel.moveField()
        try:
            if self._board.position() != self._session.position():
                raise ValueError(QCoreApplication.translate("HandPlay", NOT_THE_GAME))
            error = self._session.play_text(text)
        except ValueError as refusal:  # not moves, or not the game on the board
            field.showResult(text, str(refusal))
            self._show_message(str(refusal), MESSAGE_MS)
            return
        if error is None:
            field.showResult("")
            return
        remaining = parse_moves(text)[(error.number or 1) - 1 :]
        field.showResult(" ".join(move.written() for move in remaining), str(error))
        self._show_message(str(error), MESSAGE_MS)

    def _stop_queue(self) -> None:
        self._queue.clear()
        self._queue_timer.stop()
        if self._solver.isRunning():
            self._solver.cancel()

    @Slot(object, str)
    def _on_solver_solved(self, moves: object, note: str) -> None:
        assert isinstance(moves, list)
        self._queue = list(moves)
        playing_on = QCoreApplication.translate("HandPlay", "%1: playing on from here")
        self._show_message(playing_on.replace("%1", note), MESSAGE_MS)
        self._queue_timer.start()

    @Slot()
    def _on_queue_timer_timeout(self) -> None:
        if not self._queue:
            self._queue_timer.stop()
            return
        move = self._queue.pop(0)
        self._playing_queue = True
        try:
            self._session.play(move, autoplay="none")  # the solver lists every move home itself
        except ValueError as error:  # a bug: the solver's moves are replayed before they are returned
            stopped = QCoreApplication.translate("HandPlay", "The solution stopped: %1")
            self._show_message(stopped.replace("%1", str(error)), MESSAGE_MS)
            self._stop_queue()
        finally:
            self._playing_queue = False

    @Slot(QAction)
    def _on_autoplay_group_triggered(self, action: QAction) -> None:
        self.setAutoplay(str(action.data()))
