"""What the board shows: the one value every widget draws from (see :mod:`freecell_gui.app.session`).

The board shows either the game in progress at its move cursor (the deal's start before any move) or the
move list's steps at its cursor (a solution pasted or solved, played back step by step). The move list
holds the game's own moves while the board shows the game after a move; a solution shown there is played
back on the board until an action of the game (a move, Undo, a hint …) shows the game again.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import TYPE_CHECKING

from freecell_gui.app.notify import Change
from freecell_gui.app.playback import GameListing, Playback
from freecell_gui.core.rules.autoplay import DEFAULT_AUTOPLAY, Autoplay
from freecell_gui.util.text_marks import QT_TRANSLATE_NOOP, message

if TYPE_CHECKING:
    from freecell_gui.app.play_state import GamePlay
    from freecell_gui.core.notation.standard import Move
    from freecell_gui.core.rules.position import Position

# Marked here, translated where shown.
NOT_THE_GAME = QT_TRANSLATE_NOOP(
    "HandPlay", "The board shows a solution being played back: Undo (Ctrl+Z) returns to your game"
)


class Source(enum.Enum):
    """Whose position the board shows."""

    GAME = "game"  # the game in progress at its move cursor (for games only dealt: the deal)
    PLAYBACK = "playback"  # the move list's cursor: a step of a solution pasted or solved


@dataclass(frozen=True)
class Shown:
    """The board's position (None for games only dealt), whose it is, and how many of the player's moves
    lead there (autoplay's moves home are not counted: one of them shares its move's number)."""

    source: Source
    position: Position | None
    moves: int


class BoardShows:
    """The move list, whose position the board shows, and the solver's moves still to play on the game
    ("continue from here"). Its methods change it and say what changed; the session notifies."""

    def __init__(self) -> None:
        self.playback = Playback()
        self.listing = GameListing()  # the game's moves as the move list lists them
        self.source = Source.GAME
        self.continuation: list[Move] = []  # the solver's moves, played on the game one by one
        self.continuation_autoplay: Autoplay = DEFAULT_AUTOPLAY

    def shown(self, game_play: GamePlay | None) -> Shown:
        if self.source is Source.PLAYBACK:
            return Shown(Source.PLAYBACK, self.playback.position(), self.playback.move_number())
        if game_play is None:
            return Shown(Source.GAME, None, 0)
        return Shown(Source.GAME, game_play.position(), game_play.cursor())

    def enter_deal(self, start: Position | None, deal_number: int, game_play: GamePlay | None) -> Change:
        """Another deal (or game) is shown: the move list starts from it, listing its game if played."""
        self.continuation.clear()
        self.source = Source.GAME
        change = self.playback.reset(start, deal_number if start is not None else None)
        if game_play is not None and game_play.turns():
            change |= self.list_game(game_play)
        return change

    def list_game(self, game_play: GamePlay) -> Change:
        """The board shows the game and the move list lists its moves; an undo or redo of the moves
        listed only moves the cursor, so playing through one's own moves goes on."""
        self.source = Source.GAME
        solution, reached = self.listing.listed(game_play)
        if self.playback.lists_game and self.playback.given is solution:
            return self.playback.move_to(self.playback.listed_index(reached))
        return self.playback.show(solution, reached, lists_game=True)

    def shows_other_than(self, game_play: GamePlay) -> bool:
        """The board shows a solution's step that is not the game's position."""
        return self.source is Source.PLAYBACK and self.playback.position() != game_play.position()

    def refuse_unless_game(self, game_play: GamePlay) -> None:
        """Moves typed are the game's: refused while the board shows a solution's step instead."""
        if self.shows_other_than(game_play):
            raise ValueError(message(NOT_THE_GAME))

    def adopt_shown(self, game_play: GamePlay) -> bool:
        """Before a move made on the board: a solution's step shown becomes the game's position (its moves
        up to there become the game's) when no move of the game would be lost; True if so. Raises
        ValueError when the move cannot be the game's."""
        if not self.shows_other_than(game_play):
            return False
        solution = self.playback.solution
        if game_play.turns() or solution is None or solution.start != game_play.start:
            raise ValueError(message(NOT_THE_GAME))
        moves = [step.move for step in solution.steps[: self.playback.index]]
        game_play.replace(moves, by_solver=solution.by_solver)
        return True

    def show_game(self, game_play: GamePlay | None) -> bool:
        """The board shows the game again instead of a solution's step; True if it shows another position."""
        if game_play is None or not self.shows_other_than(game_play):
            return False
        self.source = Source.GAME
        return True

    def show_solution_steps(self, change: Change) -> Change:
        """The move list's cursor (``change``: it moved, or a solution was shown) is what the board shows."""
        if change:
            self.source = Source.PLAYBACK
        return change
