"""Each game's deals in the order viewed, and the deal shown with the game played on it. Qt-free."""

from __future__ import annotations

from typing import TYPE_CHECKING

from freecell_gui.app.play_state import GamePlay

if TYPE_CHECKING:
    from freecell_gui.core.games import AnyDeal, GameDescription
    from freecell_gui.core.rules.position import Position


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


class DealPlay:
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
