"""What the FreeCell board shows, for File → Export: the deal's start, the game in progress, or a step of
the solution played back in the panel, with how many of the player's moves lead there."""

from __future__ import annotations

from dataclasses import dataclass

from freecell_gui.app.session import ViewerSession
from freecell_gui.core.rules.position import Position


@dataclass(frozen=True)
class ShownBoard:
    """``position`` is None for the deal's start; ``moves`` counts the player's moves up to it (autoplay's
    moves home are not counted: a step of autoplay shares the number of the move it followed)."""

    position: Position | None
    moves: int


def shown_board(session: ViewerSession) -> ShownBoard:
    """What the session says the board shows: a step of the move list (a solution, or the game's own
    moves), the game in progress, or the start (also for games only dealt)."""
    shown = session.shown()
    if shown.position is None or shown.position == session.start_position():
        return ShownBoard(None, 0)
    return ShownBoard(shown.position, shown.moves)
