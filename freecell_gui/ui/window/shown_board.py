"""What the FreeCell board shows, for File → Export: the deal's start, the game in progress, or a step of
the solution played back in the panel, with how many of the player's moves lead there."""

from __future__ import annotations

from dataclasses import dataclass

from freecell_gui.app.session import ViewerSession
from freecell_gui.core.position import Position
from freecell_gui.ui.playback.panel import PlaybackPanel


@dataclass(frozen=True)
class ShownBoard:
    """``position`` is None for the deal's start; ``moves`` counts the player's moves up to it (autoplay's
    moves home are not counted: a step of autoplay shares the number of the move it followed)."""

    position: Position | None
    moves: int


def shown_board(on_board: Position | None, session: ViewerSession, panel: PlaybackPanel) -> ShownBoard:
    """What ``on_board`` (the board's position) is: a step of the panel's list (a solution, or the game's
    own moves), the game in progress, or the start (also for games only dealt)."""
    game_play = session.game_play()
    if game_play is None or on_board is None or on_board == game_play.start:
        return ShownBoard(None, 0)
    solution, index = panel.solution(), panel.currentIndex()
    if solution is not None and solution.position(index) == on_board:
        return ShownBoard(on_board, solution.steps[index - 1].number if index else 0)
    return ShownBoard(on_board, game_play.cursor())
