"""The viewer's state without Qt: the game shown, each game's deal and history, and WHAT THE BOARD SHOWS.

The session is the single source of truth of the window. What the board shows is one value,
:meth:`ViewerSession.shown` (:class:`~freecell_gui.app.shown.Shown`): the game in progress at move k, or
the move list's solution at step k (a solution pasted, solved, or the verdict's), with the move list
itself (:meth:`~ViewerSession.playback`: steps and cursor; the game's own moves once one is made).

Who changes it: every action, and only through the session's methods: the deal box, Previous, Back and
the game menu (deals, games: :class:`ViewerSession`), the board's moves, Undo, Redo, Restart, the move
field, "continue from here" (:class:`~freecell_gui.app.board_actions.BoardActions`), the move panel's
cursor and the solutions it shows (:meth:`~BoardActions.go_to_step`, :meth:`~BoardActions.show_solution`).

Who listens: each action changes the session at most once and then calls each listener once with a
:class:`Change` saying what changed (SHOWN: what the board shows; STEPS, STEP: the move list), so a widget
updates once per user action. The window's thin Qt adapter (ui/window/session_signals.py) re-emits the
call as a signal; the window then draws the board and the text pane from :meth:`~ViewerSession.shown`,
and hands the change to the move panel and hand play, which read the session too. No widget keeps a copy.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import TYPE_CHECKING

from freecell_gui.app.board_actions import BoardActions
from freecell_gui.app.history import DealHistory, DealPlay
from freecell_gui.app.notify import Change, Listener
from freecell_gui.core.games import DEFAULT_GAME, GAMES, AnyDeal, GameDescription
from freecell_gui.core.rules.autoplay import AUTOPLAY_MODES, DEFAULT_AUTOPLAY, Autoplay, autoplay_of

if TYPE_CHECKING:
    from freecell_gui.app.play_state import GamePlay
    from freecell_gui.core.notation.standard import Move
    from freecell_gui.core.rules.position import Position

__all__ = ["Change", "DealHistory", "Listener", "ViewerSession"]


class ViewerSession(BoardActions):
    """What the viewer shows. Raises ValueError/TypeError for deal numbers outside the game's range."""

    def __init__(
        self,
        deals: Mapping[str, object] | None = None,
        game: str = DEFAULT_GAME.key,
        games: Mapping[str, GameDescription] = GAMES,
        autoplay: Autoplay = DEFAULT_AUTOPLAY,
    ) -> None:
        """``deals``: the deal to show first in each game (e.g. remembered ones); bad ones mean deal 1.
        ``autoplay``: the moves home made after each move (the default for anything that is not a
        mode, such as a damaged setting's word)."""
        super().__init__()
        self._autoplay = Autoplay(autoplay) if autoplay in AUTOPLAY_MODES else DEFAULT_AUTOPLAY
        self._games = dict(games)
        self._game = self._games[game]
        self._first_deals = dict(deals or {})
        self._plays: dict[str, DealPlay] = {}
        self._histories = {key: DealHistory() for key in self._games}
        self._open(self._first_deal(self._game))
        self._enter_deal()

    # -- what is shown -----------------------------------------------------------------------------------

    def game(self) -> GameDescription:
        return self._game

    def games(self) -> Mapping[str, GameDescription]:
        return self._games

    def deal_number(self) -> int:
        return self._play().dealt.number

    def dealt(self) -> AnyDeal:
        """The deal shown (a FreeCell Deal or a DouDizhuDeal, as the game's dealer makes it)."""
        return self._play().dealt

    def deal_numbers(self) -> dict[str, int]:
        """The deal each game showed last (games never shown are left out), e.g. to remember them."""
        return {key: play.dealt.number for key, play in self._plays.items()}

    def position(self) -> Position | None:
        """The position after the moves made so far; None for games that are only dealt, not played."""
        return self._play().position()

    def start_position(self) -> Position | None:
        """The deal's start, before any move (whatever the moves made); None for games only dealt."""
        return self._play().start()

    def game_play(self) -> GamePlay | None:
        """The game in progress on the deal shown (turns, clock, won or not); None for games only dealt."""
        return self._play().game_play()

    def moves(self) -> tuple[Move, ...]:
        """The player's moves, including those undone (see :meth:`move_cursor`), without autoplay's."""
        game_play = self._play().game_play()
        return tuple(turn.move for turn in game_play.turns()) if game_play else ()

    def move_cursor(self) -> int:
        """How many moves of :meth:`moves` are made."""
        game_play = self._play().game_play()
        return game_play.cursor() if game_play else 0

    def autoplay(self) -> Autoplay:
        return self._autoplay

    def set_autoplay(self, mode: str) -> None:
        """Autoplay after the moves to come, named by its word (ValueError for any other word); the
        position does not change now."""
        self._autoplay = autoplay_of(mode)

    def can_go_back(self) -> bool:
        return self._history().can_go_back()

    def can_go_forward(self) -> bool:
        return self._history().can_go_forward()

    def can_undo(self) -> bool:
        game_play = self._play().game_play()
        return game_play is not None and game_play.can_undo()

    def can_redo(self) -> bool:
        game_play = self._play().game_play()
        return game_play is not None and game_play.can_redo()

    # -- actions -----------------------------------------------------------------------------------------

    def set_deal(self, number: object) -> None:
        """Show deal ``number`` of the current game (recorded in its history); errors name the range."""
        self._deal_changed(self._go_to(self._game.validate(number), record=True))

    def set_game(self, key: str) -> None:
        """Show game ``key`` with the deal it showed last (or its first deal); KeyError for other keys."""
        game = self._games[key]
        if game is self._game:
            return
        if (left := self._play().started) is not None:
            left.pause()
        self._game = game
        change = Change.GAME | Change.POSITION | Change.HISTORY
        if key not in self._plays:
            self._open(self._first_deal(game))
            change |= Change.DEAL
        elif (resumed := self._play().started) is not None:
            resumed.resume()
        self._deal_changed(change)

    def previous(self) -> None:
        self.set_deal(max(self._game.first, self.deal_number() - 1))

    def next(self) -> None:
        self.set_deal(min(self._game.last, self.deal_number() + 1))

    def random(self, rng: random.Random, whole_range: bool = False) -> None:
        """A random deal of the catalogued range (Ctrl+R), or of the whole range."""
        game = self._game
        self.set_deal(rng.randint(game.first, game.last if whole_range else game.catalogued_last))

    def back(self) -> None:
        if self.can_go_back():
            self._leave()
            number = self._history().back()
            assert number is not None
            self._deal_changed(self._go_to(number, record=False) | Change.HISTORY)

    def forward(self) -> None:
        if self.can_go_forward():
            self._leave()
            number = self._history().forward()
            assert number is not None
            self._deal_changed(self._go_to(number, record=False) | Change.HISTORY)

    # -- internals ---------------------------------------------------------------------------------------

    def _play(self) -> DealPlay:
        return self._plays[self._game.key]

    def _history(self) -> DealHistory:
        return self._histories[self._game.key]

    def _deal_changed(self, change: Change) -> None:
        """Notify ``change`` of the deal or game shown: the board shows its game, the move list its start."""
        if change & (Change.DEAL | Change.GAME):
            change |= self._enter_deal() | Change.SHOWN | Change.POSITION
        self._notifier.notify(change)

    def _enter_deal(self) -> Change:
        play = self._play()
        return self._shows.enter_deal(play.start(), play.dealt.number, play.started)

    def _leave(self) -> None:
        """The deal shown is left: its history entry keeps the game if it was played, its clock stops."""
        play = self._play()
        if play.started is not None:
            play.started.pause()
        self._history().keep(play if play.started is not None and play.started.turns() else None)

    def _first_deal(self, game: GameDescription) -> int:
        try:
            return game.validate(self._first_deals.get(game.key, game.first))
        except (ValueError, TypeError):
            return game.first

    def _open(self, number: int) -> None:
        self._plays[self._game.key] = DealPlay(self._game, number)
        self._history().visit(number)

    def _go_to(self, number: int, record: bool) -> Change:
        if number == self.deal_number():
            return Change.NONE
        could = (self.can_go_back(), self.can_go_forward())
        if record:
            self._leave()
            self._history().visit(number)
        kept = self._history().kept()
        if not (isinstance(kept, DealPlay) and kept.dealt.number == number):
            kept = DealPlay(self._game, number)
        play = kept
        if play.started is not None:
            play.started.resume()
        self._plays[self._game.key] = play
        change = Change.DEAL | Change.POSITION
        if (self.can_go_back(), self.can_go_forward()) != could:
            change |= Change.HISTORY
        return change
