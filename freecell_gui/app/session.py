"""The viewer's state without Qt: the game shown, each game's deal and history, the position and its moves.

The session is the single source of truth of the window. Every action (a deal typed, Previous, Back, a
move, Undo …) changes it at most once and then calls each listener once with a :class:`Change` saying
what changed, so a widget updates once per user action. The ui re-emits these calls as a Qt signal.
"""

from __future__ import annotations

import enum
import random
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING

from freecell_gui.app.play_state import GamePlay
from freecell_gui.core.autoplay import AUTOPLAY_MODES
from freecell_gui.core.games import DEFAULT_GAME, GAMES, AnyDeal, GameDescription

if TYPE_CHECKING:
    from freecell_gui.core.moves import IllegalMove, Move
    from freecell_gui.core.position import Position


class Change(enum.Flag):
    """What one action changed. A new deal or game also means a new position (drawn without animation)."""

    NONE = 0
    GAME = enum.auto()  # another game is shown (its deal may be new to the viewer, or the one it had)
    DEAL = enum.auto()  # another deal is shown
    POSITION = enum.auto()  # the position changed: a deal, a move, an undo or redo
    HISTORY = enum.auto()  # back/forward became possible or impossible

    def is_move(self) -> bool:
        """A change of position within the same deal: the board may animate it."""
        return bool(self & Change.POSITION) and not self & (Change.GAME | Change.DEAL)


Listener = Callable[[Change], None]


class DealHistory:
    """Deals in the order viewed, with a cursor; visiting after going back drops the forward entries."""

    LIMIT = 1000  # holding Up scrubs through hundreds of deals: keep the list bounded
    KEPT_LIMIT = 100  # games left half-played that Back finds again; older ones go back to their start

    def __init__(self) -> None:
        self._entries: list[int] = []
        self._kept: list[object] = []  # per entry: what it keeps (the game in progress left there) or None
        self._cursor = -1

    def visit(self, number: int) -> None:
        if self._entries and self._entries[self._cursor] == number:
            return
        del self._entries[self._cursor + 1 :]
        del self._kept[self._cursor + 1 :]
        self._entries.append(number)
        self._kept.append(None)
        if len(self._entries) > self.LIMIT:
            del self._entries[0]
            del self._kept[0]
        self._cursor = len(self._entries) - 1

    def kept(self) -> object:
        """What the current entry keeps (see :meth:`keep`), or None."""
        return self._kept[self._cursor] if self._entries else None

    def keep(self, item: object) -> None:
        """Keep ``item`` with the current entry until it is dropped from the history."""
        if self._entries:
            self._kept[self._cursor] = item
            held = [i for i, kept in enumerate(self._kept) if kept is not None and i != self._cursor]
            excess = len(held) + (item is not None) - self.KEPT_LIMIT
            for index in held[: max(0, excess)]:  # the earliest in the history first
                self._kept[index] = None

    def can_go_back(self) -> bool:
        return self._cursor > 0

    def can_go_forward(self) -> bool:
        return self._cursor < len(self._entries) - 1

    def back(self) -> int | None:
        """The previous deal, moving the cursor there, or None at the start."""
        if not self.can_go_back():
            return None
        self._cursor -= 1
        return self._entries[self._cursor]

    def forward(self) -> int | None:
        """The next deal after going back, moving the cursor there, or None at the end."""
        if not self.can_go_forward():
            return None
        self._cursor += 1
        return self._entries[self._cursor]


class _Play:
    """One game's deal and, for a game played move by move, the game in progress on it (made on first use)."""

    def __init__(self, game: GameDescription, number: int) -> None:
        self.dealt: AnyDeal = game.dealer(number)
        self._start = game.start_position
        self.started: GamePlay | None = None

    def game_play(self) -> GamePlay | None:
        if self._start is None:
            return None
        if self.started is None:
            self.started = GamePlay(self._start(self.dealt.number))
        return self.started

    def position(self) -> Position | None:
        game_play = self.game_play()
        return None if game_play is None else game_play.position()

    def start(self) -> Position | None:
        game_play = self.game_play()
        return None if game_play is None else game_play.start


class ViewerSession:
    """What the viewer shows. Raises ValueError/TypeError for deal numbers outside the game's range."""

    def __init__(
        self,
        deals: Mapping[str, object] | None = None,
        game: str = DEFAULT_GAME.key,
        games: Mapping[str, GameDescription] = GAMES,
        autoplay: str = "safe",
    ) -> None:
        """``deals``: the deal to show first in each game (e.g. remembered ones); bad ones mean deal 1.
        ``autoplay``: the moves home made after each move, "safe" (Microsoft's), "max" or "none"."""
        self._autoplay = autoplay if autoplay in AUTOPLAY_MODES else "safe"
        self._games = dict(games)
        self._game = self._games[game]
        self._first_deals = dict(deals or {})
        self._plays: dict[str, _Play] = {}
        self._histories = {key: DealHistory() for key in self._games}
        self._listeners: list[Listener] = []
        self._open(self._first_deal(self._game))

    # -- listeners ---------------------------------------------------------------------------------------

    def subscribe(self, listener: Listener) -> None:
        """Call ``listener(change)`` once after every action that changed something."""
        self._listeners.append(listener)

    def _notify(self, change: Change) -> None:
        if change:
            for listener in self._listeners:
                listener(change)

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

    def autoplay(self) -> str:
        return self._autoplay

    def set_autoplay(self, mode: str) -> None:
        """Autoplay after the moves to come: "safe", "max" or "none" (the position does not change now)."""
        if mode not in AUTOPLAY_MODES:
            raise ValueError(f"unknown autoplay mode {mode!r}: choose one of {', '.join(AUTOPLAY_MODES)}")
        self._autoplay = mode

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
        self._notify(self._go_to(self._game.validate(number), record=True))

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
        self._notify(change)

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
            self._notify(self._go_to(number, record=False) | Change.HISTORY)

    def forward(self) -> None:
        if self.can_go_forward():
            self._leave()
            number = self._history().forward()
            assert number is not None
            self._notify(self._go_to(number, record=False) | Change.HISTORY)

    def play(self, move: Move, autoplay: str | None = None, by_solver: bool = False) -> None:
        """Make ``move`` and autoplay's moves after it (dropping the moves undone); raises IllegalMove,
        and changes nothing, if illegal. ``autoplay`` overrides :meth:`autoplay` for this move;
        ``by_solver``: the solver makes it for the player (continue from here), and the game says so."""
        self._game_play().play(move, autoplay or self._autoplay, by_solver)
        self._notify(Change.POSITION)

    def play_text(self, text: str) -> IllegalMove | None:
        """Make the moves typed in ``text`` (see :meth:`GamePlay.play_text`): the legal ones before the first
        illegal move are made, and that move's error is returned; MoveTextError changes nothing."""
        turns, error = self._game_play().play_text(text, self._autoplay)
        if turns:
            self._notify(Change.POSITION)
        return error

    def replace_moves(self, moves: Sequence[Move], autoplay: str = "none", by_solver: bool = False) -> None:
        """Make ``moves`` from the deal's start the game's moves instead of those made (to play on from a
        solution shown on the board, the solver's for ``by_solver``); raises IllegalMove, and changes
        nothing, if one cannot be made."""
        self._game_play().replace(moves, autoplay, by_solver)
        self._notify(Change.POSITION)

    def undo(self) -> None:
        """Take back the last move with autoplay's moves after it."""
        self._change_game_play(GamePlay.undo)

    def redo(self) -> None:
        self._change_game_play(GamePlay.redo)

    def go_to_move(self, cursor: int) -> None:
        """Undo or redo until ``cursor`` moves are made (a click in the move list): one notification."""
        self._change_game_play(lambda game_play: game_play.go_to(cursor))

    def restart(self) -> None:
        """The deal from its start, with a fresh clock and no moves."""
        self._change_game_play(GamePlay.restart)

    # -- internals ---------------------------------------------------------------------------------------

    def _change_game_play(self, change: Callable[[GamePlay], bool]) -> None:
        """Apply ``change`` to the game in progress, if any; notify if it says something changed."""
        game_play = self._play().game_play()
        if game_play is not None and change(game_play):
            self._notify(Change.POSITION)

    def _play(self) -> _Play:
        return self._plays[self._game.key]

    def _history(self) -> DealHistory:
        return self._histories[self._game.key]

    def _game_play(self) -> GamePlay:
        game_play = self._play().game_play()
        if game_play is None:
            raise ValueError(f"{self._game.title} is not played move by move")
        return game_play

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
        self._plays[self._game.key] = _Play(self._game, number)
        self._history().visit(number)

    def _go_to(self, number: int, record: bool) -> Change:
        if number == self.deal_number():
            return Change.NONE
        could = (self.can_go_back(), self.can_go_forward())
        if record:
            self._leave()
            self._history().visit(number)
        kept = self._history().kept()
        play = kept if isinstance(kept, _Play) and kept.dealt.number == number else _Play(self._game, number)
        if play.started is not None:
            play.started.resume()
        self._plays[self._game.key] = play
        change = Change.DEAL | Change.POSITION
        if (self.can_go_back(), self.can_go_forward()) != could:
            change |= Change.HISTORY
        return change
