"""What the record of games says: how many were played and won, the streaks, each deal's best. Qt-free.

A win is the player's own: a game the solver finished ("continue from here") counts as played, and as
finished by the solver, not as won. Streaks run over the ended games in the order they were started; a
game under way is in none of them yet.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from freecell_gui.app.record.store import RecordStore
from freecell_gui.core.catalogue.store import Row
from freecell_gui.core.rules.autoplay import Autoplay

_OWN_WIN = "won = 1 AND solver_moves = 0"


@dataclass(frozen=True)
class Statistics:
    """The games of one game kind: ``played`` (those ``under_way`` included), ``won`` by the player,
    ``by_solver`` (finished by the solver), and the streaks of the player's wins."""

    played: int = 0
    won: int = 0
    by_solver: int = 0
    under_way: int = 0
    current_streak: int = 0
    longest_streak: int = 0

    def win_rate(self) -> float | None:
        """The share of the ended games that the player won (None before any game has ended)."""
        ended = self.played - self.under_way
        return self.won / ended if ended else None


@dataclass(frozen=True)
class DealRecord:
    """One deal's games: how many, how many won, and the best of the wins (fewest moves as the site
    counts them, and fastest); ``last``: when it was last played (ISO 8601)."""

    deal: int
    played: int
    won: int
    fewest_moves: int | None
    fastest_seconds: float | None
    last: str


@dataclass(frozen=True)
class PlayedGame:
    """One game of the record, as ``freecell record list`` prints it."""

    deal: int
    started: str
    ended: str | None
    won: bool
    own_moves: int
    solver_moves: int
    seconds: float
    autoplay: Autoplay
    moves: str


@dataclass(frozen=True)
class Known:
    """The fewest moves known to solve a deal (as the site counts them, with safe autoplay) and whose
    count it is: the solver, and its version, that made the catalogue's row."""

    moves: int
    by: str


def shortest_known(row: Row | None) -> Known | None:
    """The catalogue's fewest moves for a deal: its solver's count or the short search's, the fewer;
    None when the catalogue has none (never a guess)."""
    if row is None or row.verdict != "solved":
        return None
    counts = [(row.moves, row.engine), (row.short_moves, row.short_engine)]
    known = [Known(moves, by) for moves, by in counts if moves is not None and by is not None]
    return min(known, key=lambda count: count.moves, default=None)


def streaks(wins: Iterable[bool]) -> tuple[int, int]:
    """The current and the longest run of wins in ``wins`` (first first)."""
    current = longest = 0
    for won in wins:
        current = current + 1 if won else 0
        longest = max(longest, current)
    return current, longest


def statistics(store: RecordStore, game: str) -> Statistics:
    """The statistics of ``game``'s games (a key of core/games.py)."""
    ((played, won, by_solver, under_way),) = store.read(
        f"SELECT count(*), coalesce(sum({_OWN_WIN}), 0), coalesce(sum(won = 1 AND solver_moves > 0), 0), "
        "coalesce(sum(ended IS NULL), 0) FROM games WHERE game = ?",
        (game,),
    )
    ended = store.read(
        f"SELECT {_OWN_WIN} FROM games WHERE game = ? AND ended IS NOT NULL ORDER BY started, id", (game,)
    )
    current, longest = streaks(bool(own) for (own,) in ended)
    return Statistics(played, won, by_solver, under_way, current, longest)


def deal_records(store: RecordStore, game: str, limit: int = 1000) -> list[DealRecord]:
    """Each deal played, the last played first (``limit`` deals at most)."""
    rows = store.read(
        f"SELECT deal, count(*), sum({_OWN_WIN}), min(CASE WHEN {_OWN_WIN} THEN own_moves END), "
        f"min(CASE WHEN {_OWN_WIN} THEN seconds END), max(started) FROM games WHERE game = ? "
        "GROUP BY deal ORDER BY max(started) DESC, deal LIMIT ?",
        (game, limit),
    )
    return [DealRecord(int(d), int(p), int(w), m, s, last) for d, p, w, m, s, last in rows]


def won_deals(store: RecordStore, game: str, deals: Sequence[int] | None = None) -> set[int]:
    """The deals the player has won, among ``deals`` (None: all of them)."""
    if deals is None:
        rows = store.read(f"SELECT DISTINCT deal FROM games WHERE game = ? AND {_OWN_WIN}", (game,))
    else:
        places = ",".join("?" * len(deals))
        rows = store.read(
            f"SELECT DISTINCT deal FROM games WHERE game = ? AND {_OWN_WIN} AND deal IN ({places})",
            (game, *deals),
        )
    return {int(deal) for (deal,) in rows}


def played_games(store: RecordStore, game: str, limit: int = 100) -> list[PlayedGame]:
    """The last ``limit`` games started, the last first."""
    rows = store.read(
        "SELECT deal, started, ended, won, own_moves, solver_moves, seconds, autoplay, moves FROM games "
        "WHERE game = ? ORDER BY started DESC, id DESC LIMIT ?",
        (game, limit),
    )
    return [PlayedGame(int(d), s, e, bool(w), o, b, t, a, m) for d, s, e, w, o, b, t, a, m in rows]
