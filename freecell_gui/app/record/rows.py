"""What the record of games holds of a game, and its one error: apart from the store (which imports
sqlite3), so that the window can set the recorder up without loading SQLite before the first move."""

from __future__ import annotations

from dataclasses import dataclass


class RecordError(Exception):
    """The record cannot be used: not a regular file, foreign, newer, damaged, unwritable (one line)."""


@dataclass(frozen=True)
class GameState:
    """What a game's row says after a change: its moves (standard notation, the player's and the
    solver's), counted as freecellgamesolutions.com counts (``own`` and ``solver`` moves, autoplay's
    ``auto`` apart), the time played, whether it is won, and when it ended (None: under way)."""

    moves: str
    own: int
    solver: int
    auto: int
    seconds: float
    won: bool
    updated: str
    ended: str | None = None
