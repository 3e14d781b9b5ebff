"""The session's actions on the game shown and on what the board shows: moves, Undo, the move list's
cursor, a solution shown, "continue from here". Each changes the session once and notifies once.

The base of :class:`~freecell_gui.app.session.ViewerSession` (which adds deals, games and the history);
what the board shows is :class:`~freecell_gui.app.shown.BoardShows`'s.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from freecell_gui.app.notify import Change, Listener, Notifier
from freecell_gui.app.pasted_layout import refuse_layout
from freecell_gui.app.play_state import GamePlay
from freecell_gui.app.shown import BoardShows, Shown
from freecell_gui.core.notation.standard import IllegalMove, MoveTextError
from freecell_gui.core.rules.autoplay import DEFAULT_AUTOPLAY, Autoplay

if TYPE_CHECKING:
    from freecell_gui.app.playback import Playback
    from freecell_gui.app.solution import PlaybackSolution
    from freecell_gui.core.notation.standard import Move
    from freecell_gui.core.rules.position import Position


class BoardActions:
    """Moves and playback; the subclass says which game is shown (:meth:`game_play`)."""

    def __init__(self) -> None:
        self._notifier = Notifier()
        self._shows = BoardShows()
        self._autoplay = DEFAULT_AUTOPLAY

    def subscribe(self, listener: Listener) -> None:
        """Call ``listener(change)`` once after every action that changed something."""
        self._notifier.subscribe(listener)

    def game_play(self) -> GamePlay | None:
        """The game in progress on the deal shown; None for games only dealt."""
        raise NotImplementedError

    # -- what the board shows -----------------------------------------------------------------------------

    def shown(self) -> Shown:
        """What the board shows: the one value the board, the text pane, the move list and Export draw."""
        return self._shows.shown(self.game_play())

    def shown_position(self) -> Position | None:
        return self.shown().position

    def playback(self) -> Playback:
        """The move list: its steps (a solution, or the game's own moves) and its cursor. Read only: the
        actions below change it."""
        return self._shows.playback

    def continuation(self) -> tuple[Move, ...]:
        """The solver's moves still to play on the game ("continue from here")."""
        return tuple(self._shows.continuation)

    # -- the game's actions ---------------------------------------------------------------------------------

    def play(self, move: Move, autoplay: Autoplay | None = None, by_solver: bool = False) -> None:
        """Make ``move`` and autoplay's moves after it (dropping the moves undone); raises IllegalMove,
        and changes nothing, if illegal. ``autoplay`` overrides :meth:`autoplay` for this move;
        ``by_solver``: the solver makes it for the player, and the game says so. While the board shows a
        solution's step, the move plays on from there (see :meth:`BoardShows.adopt_shown`)."""
        before, game_play = self.shown(), self._game_play()
        adopted = self._shows.adopt_shown(game_play)
        try:
            game_play.play(move, autoplay or self._autoplay, by_solver)
        except IllegalMove:
            if adopted:
                self._notify_game(before)
            raise
        self._notify_game(before)

    def play_text(self, text: str) -> IllegalMove | None:
        """Make the moves typed in ``text`` (see :meth:`GamePlay.play_text`): the legal ones before the first
        illegal move are made, and that move's error is returned; MoveTextError changes nothing (a
        LayoutNotMovesError for a deal's layout), and so does a ValueError while the board shows a
        solution's step (not the game)."""
        before, game_play = self.shown(), self._game_play()
        self._shows.refuse_unless_game(game_play)
        try:
            turns, error = game_play.play_text(text, self._autoplay)
        except MoveTextError:
            refuse_layout(text)  # a deal's layout: LayoutNotMovesError says so
            raise
        if turns:
            self._notify_game(before)
        return error

    def replace_moves(
        self, moves: Sequence[Move], autoplay: Autoplay = Autoplay.NONE, by_solver: bool = False
    ) -> None:
        """Make ``moves`` from the deal's start the game's moves instead of those made (the solver's for
        ``by_solver``); raises IllegalMove, and changes nothing, if one cannot be made."""
        before = self.shown()
        self._game_play().replace(moves, autoplay, by_solver)
        self._notify_game(before)

    def undo(self) -> None:
        """Take back the last move with autoplay's moves after it; while the board shows a solution's step,
        show the game again instead."""
        if not self.show_game():
            self._change_game_play(GamePlay.undo)

    def redo(self) -> None:
        if not self.show_game():
            self._change_game_play(GamePlay.redo)

    def go_to_move(self, cursor: int) -> None:
        """Undo or redo until ``cursor`` moves are made (a click in the move list): one notification."""
        self._change_game_play(lambda game_play: game_play.go_to(cursor))

    def restart(self) -> None:
        """The deal from its start, with a fresh clock and no moves."""
        self._change_game_play(GamePlay.restart)

    def show_game(self) -> bool:
        """The board shows the game again instead of a solution's step (before a hint, Undo …); True if
        that changed the board."""
        before = self.shown()
        if not self._shows.show_game(self.game_play()):
            return False
        self._notify(before, Change.SHOWN)
        return True

    # -- "continue from here" -------------------------------------------------------------------------------

    def continue_with(self, moves: Sequence[Move], autoplay: Autoplay) -> None:
        """The solver's ``moves`` (as written with ``autoplay``) are to be played on the game one by one
        (:meth:`play_continuation`); any other action on the game or the deal drops them."""
        self._shows.continuation[:] = moves
        self._shows.continuation_autoplay = autoplay

    def play_continuation(self) -> bool:
        """Play the solver's next move on the game; False when none is left. Raises IllegalMove (and
        drops the rest) if it does not apply."""
        shows = self._shows
        if not shows.continuation:
            return False
        before, game_play, move = self.shown(), self._game_play(), shows.continuation.pop(0)
        try:
            game_play.play(move, shows.continuation_autoplay, by_solver=True)
        except IllegalMove:
            shows.continuation.clear()
            raise
        self._notify_game(before, keep_continuation=True)
        return True

    def stop_continuation(self) -> None:
        self._shows.continuation.clear()

    # -- the move list ---------------------------------------------------------------------------------------

    def show_solution(self, solution: PlaybackSolution, index: int = 0, *, jump: bool = True) -> None:
        """List ``solution`` (from the deal's start) in the move list at step ``index``; the board shows
        that step (``jump``: without animation)."""
        before = self.shown()
        change = self._shows.show_solution_steps(self._shows.playback.show(solution, index))
        self._notify(before, change | Change.JUMP if jump else change)

    def go_to_step(self, index: int, *, animate: bool = True) -> None:
        """Move the move list's cursor to step ``index``: the board shows it. For the game's own moves,
        the game undoes or redoes to the move of that step."""
        playback, game_play = self._shows.playback, self.game_play()
        if playback.lists_game and game_play is not None and playback.solution is not None:
            index = min(max(index, 0), playback.step_count())
            self.go_to_move(playback.solution.steps[index - 1].number if index else 0)
            return
        before = self.shown()
        change = self._shows.show_solution_steps(playback.move_to(index))
        self._notify(before, change | Change.JUMP if change and not animate else change)

    def set_single_cards(self, on: bool) -> None:
        """List sequence moves as single-card steps (or as given); the cursor stays at its move, and the
        board, if it shows the move list's step, jumps to it."""
        before = self.shown()
        change = self._shows.playback.set_single_cards(on)
        self._notify(before, change | Change.JUMP if change else change)

    # -- internals ------------------------------------------------------------------------------------------

    def _game_play(self) -> GamePlay:
        game_play = self.game_play()
        if game_play is None:
            raise ValueError("the game shown is not played move by move")
        return game_play

    def _change_game_play(self, change: Callable[[GamePlay], bool]) -> None:
        """Apply ``change`` to the game in progress, if any; notify if it says something changed."""
        before, game_play = self.shown(), self.game_play()
        if game_play is not None and change(game_play):
            self._notify_game(before)

    def _notify_game(self, before: Shown, keep_continuation: bool = False) -> None:
        """The game's position changed: the board shows the game, the move list lists its moves."""
        if not keep_continuation:
            self._shows.continuation.clear()
        self._notify(before, Change.POSITION | self._shows.list_game(self._game_play()))

    def _notify(self, before: Shown, change: Change) -> None:
        """Notify ``change``, with SHOWN if the board shows something else than ``before``."""
        if change and self.shown() != before:
            change |= Change.SHOWN
        self._notifier.notify(change)
