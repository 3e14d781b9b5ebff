"""Hand play in the window: the board's gestures and the play actions, wired to the session.

Undo, redo, restart, the hint, "continue from here" and the autoplay choice all go to the Qt-free
session (which keeps the game in progress); the window hands each of the session's notifications to
:meth:`HandPlay.sessionChanged` after the board has drawn the new position.

"Continue from here" is :class:`~freecell_gui.ui.play.continue_play.ContinuePlay`'s, the solver's hint
:class:`~freecell_gui.ui.play.solver_hint.SolverHint`'s, and "still winnable?" after each move
:class:`~freecell_gui.ui.play.still_winnable.StillWinnable`'s. The move panel
lists the game's moves as the session says (a step chosen there undoes or redoes to it); hand play
words its status line and plays the moves typed in its move field.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QObject, Signal, Slot
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QWidget

from freecell_gui.app.pasted_layout import LayoutNotMovesError
from freecell_gui.app.play_state import tally
from freecell_gui.app.session import Change, ViewerSession
from freecell_gui.core.notation.standard import parse_moves
from freecell_gui.ui.board.board import BoardWidget
from freecell_gui.ui.board.interaction import BoardInteraction
from freecell_gui.ui.play.autoplay_menu import AUTOPLAY_CHOICES, AUTOPLAY_MENU
from freecell_gui.ui.play.continue_play import ContinuePlay
from freecell_gui.ui.play.solver_hint import SolverHint
from freecell_gui.ui.play.still_winnable import StillWinnable, WinnableSettings
from freecell_gui.ui.play.won_moment import WonMoment, WonMomentSettings
from freecell_gui.ui.playback.move_field import MoveField
from freecell_gui.ui.playback.texts import texts
from freecell_gui.ui.solving.service import SolveService
from freecell_gui.ui.text.core_messages import message_of
from freecell_gui.ui.text.wording import Text, text_of
from freecell_gui.ui.widgets.choice_menus import choice_group, submenu

MESSAGE_MS = 6000


class MessageBar(Protocol):
    """Where hand play speaks: the window's status bar (QStatusBar's methods)."""

    def showMessage(self, text: Text, timeout: int = 0) -> None: ...
    def currentMessage(self) -> str: ...
    def clearMessage(self) -> None: ...


class MovePanel(Protocol):
    """The move panel as hand play uses it: the field where moves are typed, and its status line."""

    def moveField(self) -> MoveField: ...
    def setStatusText(self, message: Text, error: bool = False) -> None: ...


class PlaySettings(WonMomentSettings, WinnableSettings, Protocol):
    """What hand play remembers: whether a won game is celebrated, whether each move is judged."""


class HandPlay(QObject):
    """Owns the board's interaction controller, the autoplay menu, "continue from here" and the move panel's
    listing of the game.

    ``won(text)`` is emitted once when a move wins the game ("Won in 3:07 with 84 moves"). What it says
    about a position (a refused move, a hint, the win) goes when the position changes.
    """

    won = Signal(str)
    autoplayChanged = Signal(str)
    layoutEntered = Signal(str)  # a deal's layout typed or pasted in the move field (to find its deal)

    def __init__(
        self,
        session: ViewerSession,
        board: BoardWidget,
        messages: MessageBar,
        parent: QWidget,
        panel: MovePanel | None = None,
        *,
        solving: SolveService,
        settings: PlaySettings,
    ) -> None:
        """``panel``: the move panel, which lists the game's moves and has the move field; ``solving``:
        the window's solve service, which continues from here, judges each move and gives the hints;
        ``settings`` remember whether a won game is celebrated and whether each move is judged."""
        super().__init__(parent)
        self._session = session
        self._panel = panel
        self._moment = WonMoment(board, settings)
        self._messages = messages
        self._about_position: Text = ""  # the message last said about the position shown, if still shown

        def say(text: str) -> None:
            self._say_about_position(text, MESSAGE_MS)

        self._say = say
        # A solution's step shown: see play(). The gestures pick cards in what the session shows.
        self._interaction = BoardInteraction(board, session.play, session.shown_position)
        self._interaction.message.connect(say)
        if panel is not None:
            panel.moveField().movesEntered.connect(self._on_move_field_moves_entered)
        choices = [
            (QCoreApplication.translate("Actions", text), mode.value) for mode, text, _ in AUTOPLAY_CHOICES
        ]
        keys = [key for _, _, key in AUTOPLAY_CHOICES]
        self._autoplay_group = choice_group(self, choices, session.autoplay(), "autoplay", shortcuts=keys)
        self._autoplay_menu = submenu(parent, AUTOPLAY_MENU, self._autoplay_group)
        parent.addActions(self._autoplay_group.actions())  # their keys work with the menu closed
        self._autoplay_group.triggered.connect(self._on_autoplay_group_triggered)
        self._continue = ContinuePlay(
            session, lambda text: messages.showMessage(text, MESSAGE_MS), solving, self
        )
        self._winnable = StillWinnable(session, solving, settings, self)
        self._hint = SolverHint(session, solving, self._interaction, self)

    # -- for the window -----------------------------------------------------------------------------------

    def interaction(self) -> BoardInteraction:
        return self._interaction

    def autoplayMenu(self) -> QMenu:
        return self._autoplay_menu

    def wonMoment(self) -> WonMoment:
        return self._moment

    def stillWinnable(self) -> StillWinnable:
        """Still winnable?: its label for the status bar, its toggle and its way back."""
        return self._winnable

    def solverHint(self) -> SolverHint:
        return self._hint

    def actionsByName(self) -> dict[str, QAction]:
        """The actions hand play makes for the window's table: the won moment's and still winnable's
        toggles, and the way back to where the game could be won."""
        return {
            "wonMoment": self._moment.toggleAction(),
            "stillWinnable": self._winnable.toggleAction(),
            "backToWinnable": self._winnable.backAction(),
        }

    def retranslate(self) -> None:
        """The autoplay menu's entries in the interface language (the window calls this on a switch)."""
        for action, (_mode, text, _key) in zip(self._autoplay_group.actions(), AUTOPLAY_CHOICES, strict=True):
            action.setText(QCoreApplication.translate("Actions", text))

    def autoplayActions(self) -> list[QAction]:
        return self._autoplay_group.actions()

    def setContinueInterval(self, milliseconds: int) -> None:
        """The delay between two of the solver's moves while continuing from here."""
        self._continue.setInterval(milliseconds)

    def slots(self) -> dict[str, Callable[[], object]]:
        """The handlers of the window's play actions, by action name."""
        return {
            "undo": self._session.undo,
            "redo": self._session.redo,
            "restart": self._session.restart,
            "hint": self.showHint,
            "continueHere": self.continueFromHere,
        }

    def setAutoplay(self, mode: str) -> None:
        """Autoplay after the moves to come and in the solutions of Solve (an :class:`Autoplay` or its
        word); ValueError for any other word."""
        self._session.set_autoplay(mode)
        chosen = self._session.autoplay()
        for action in self._autoplay_group.actions():
            action.setChecked(action.data() == chosen)
        self.autoplayChanged.emit(chosen.value)
        self._winnable.refresh()  # its positions are judged with the autoplay of the moves to come

    def showHint(self) -> None:
        """The solver's next move from the game's position (see :class:`SolverHint`)."""
        self._hint.show()

    def continueFromHere(self) -> None:
        """Solve the position shown and play the solution on from it."""
        position = self._session.position()
        if position is None or self._continue.isSolving():
            return
        if position.is_solved():
            self._say_about_position(
                QCoreApplication.translate("HandPlay", "The game is won already"), MESSAGE_MS
            )
            return
        self._continue.stop()
        self._session.show_game()
        self._continue.start(position)

    def isContinuing(self) -> bool:
        return self._continue.isContinuing()

    def sessionChanged(self, change: Change, enable: Callable[[str, bool], None]) -> None:
        """After the board shows the session's position: selection, hint and actions follow; a win is said.

        ``enable(name, on)`` enables the window's action ``name``.
        """
        session = self._session
        game_play = session.game_play()
        if change & Change.SHOWN:
            self._interaction.positionChanged()
        if change & Change.POSITION:
            self._hint.cancel()  # the hint awaited was the position's before
            if not session.continuation():  # the player's own action, or the solver's last move
                self._continue.stop()
            if self._about_position and self._messages.currentMessage() == text_of(self._about_position):
                self._messages.clearMessage()  # a refusal or a hint of the position before: no longer true
            self._about_position = ""
        for name, on in (
            ("undo", session.can_undo()),
            ("redo", session.can_redo()),
            ("restart", game_play is not None and bool(game_play.turns())),
            ("hint", game_play is not None and not game_play.is_won()),
            ("continueHere", game_play is not None and not game_play.is_won()),
        ):
            enable(name, on)
        won = change.is_move() and game_play is not None and game_play.is_won() and bool(game_play.made())
        won_text = partial(texts().won, tally(game_play)) if won and game_play is not None else None
        listed = session.playback().lists_game
        if game_play is not None and change & Change.POSITION and self._panel is not None and listed:
            self._panel.setStatusText(won_text or partial(texts().played, tally(game_play)))
        if won_text is not None and game_play is not None:
            self._say_about_position(won_text, 0)  # until a move (an undo) changes the position; worded again
            self._moment.celebrate(tally(game_play))
            self.won.emit(won_text())
        elif change & (Change.POSITION | Change.SHOWN):
            self._moment.finish()  # an undo, another deal, a solution's step shown: the moment is over
        self._winnable.sessionChanged(change)

    # -- internals ----------------------------------------------------------------------------------------

    def _say_about_position(self, text: Text, timeout: int) -> None:
        self._about_position = text
        self._messages.showMessage(text, timeout)

    @Slot(str)
    def _on_move_field_moves_entered(self, text: str) -> None:
        assert self._panel is not None
        field = self._panel.moveField()
        try:
            error = self._session.play_text(text)
        except ValueError as refusal:  # not moves, or not the game on the board
            field.showResult(text, message_of(refusal))
            self._say(message_of(refusal))
            if isinstance(refusal, LayoutNotMovesError):
                self.layoutEntered.emit(text)
            return
        if error is None:
            field.showResult("")
            return
        remaining = parse_moves(text)[(error.number or 1) - 1 :]
        field.showResult(" ".join(move.written() for move in remaining), message_of(error))
        self._say(message_of(error))

    @Slot(QAction)
    def _on_autoplay_group_triggered(self, action: QAction) -> None:
        self.setAutoplay(str(action.data()))
