"""What the program knows of a start (a deal's, or a game's position) with an autoplay: the shortest
solution it has found, or a verdict without one, and whose it is. Qt-free.

One count for a deal everywhere: the status bar, the solution panel and Continue from here read the same
entry, so a Solve's shorter solution is what the status bar says next, and coming back to a deal finds
its solution still there. An entry only improves: a solution replaces a verdict without one (or the
catalogue's count of the same length, which has no moves to play), a shorter solution a longer one, and
a proof that none exists a search that gave up. Counts are the site's (the moves written; autoplay's
moves home apart and free).
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from freecell_gui.core.rules.autoplay import Autoplay
from freecell_gui.core.search.result import GAVE_UP, NO_SOLUTION, SOLVED

if TYPE_CHECKING:
    from freecell_gui.app.solution import PlaybackSolution
    from freecell_gui.core.catalogue.store import Row
    from freecell_gui.core.notation.standard import Move
    from freecell_gui.core.rules.position import Position

__all__ = [
    "CATALOGUE",
    "FAILED",
    "GAVE_UP",
    "NO_SOLUTION",
    "QUICK",
    "SEARCH",
    "SOLVED",
    "Known",
    "KnownStore",
]

#: Whose an entry is: our quick pass (the status bar's verdict, a Solve's first solution, Continue from
#: here), our anytime search (a Solve's later, shorter ones), or the deal catalogue's row (counts only).
QUICK, SEARCH, CATALOGUE = "quick", "search", "catalogue"
#: A search that could not run (its process ended, a solution that does not replay): never remembered.
FAILED = "failed"
#: Entries remembered, the least recently used forgotten first; one holds a solution's playback steps,
#: about 40 KB for a deal's 40 moves and 45 automatic ones (5 MB in all at most).
CAPACITY = 128
_CATALOGUE_VERDICTS = {"solved": SOLVED, "no-solution": NO_SOLUTION, "gave-up": GAVE_UP}


@dataclass(frozen=True)
class Known:
    """A ``verdict`` (SOLVED, NO_SOLUTION or GAVE_UP) and whose it is (``source``). Solved: the
    ``solution`` (playback steps, None for the catalogue's count) and its counts: ``moves`` written and
    ``auto`` moves home by autoplay (None when unknown: the catalogue keeps no such count). Given up:
    after ``positions``. ``seconds`` the search took; ``shortened``: shorter than one known before it;
    ``engine``: the catalogue's, which engine made its row."""

    verdict: str
    source: str
    solution: PlaybackSolution | None = None
    moves: int | None = None
    auto: int | None = None
    positions: int = 0
    seconds: float = 0.0
    shortened: bool = False
    engine: str = ""

    @property
    def autoplay(self) -> Autoplay | None:
        """The autoplay the solution replays with (None without one)."""
        return None if self.solution is None else self.solution.autoplay


def found(solution: PlaybackSolution, source: str, seconds: float = 0.0) -> Known:
    """A search's solution as an entry, counted from its steps (so the counts add up to the steps)."""
    given = solution.given_count()
    return Known(SOLVED, source, solution, given, len(solution.steps) - given, seconds=seconds)


def of_row(row: Row) -> Known | None:
    """The catalogue's row as an entry (its shortest count: the short search's when it has one); None for
    a verdict this program does not know."""
    verdict = _CATALOGUE_VERDICTS.get(row.verdict)
    if verdict is None:
        return None
    counts = [count for count in (row.moves, row.short_moves) if count is not None]
    moves = min(counts) if verdict == SOLVED and counts else None
    if verdict == SOLVED and moves is None:
        return None
    return Known(verdict, CATALOGUE, moves=moves, positions=row.positions, engine=row.engine)


def improves(new: Known, old: Known | None, autoplay: Autoplay) -> bool:
    """Whether ``new`` says more than ``old`` of a start searched with ``autoplay`` (see the module)."""
    if old is None:
        return True
    if new.verdict == SOLVED and new.moves is not None:
        if old.verdict != SOLVED or old.moves is None:
            return True  # a solution is a proof: it outranks a search that gave up (or a stale claim)
        if old.autoplay not in (None, autoplay) and new.autoplay == autoplay:
            return True  # in the autoplay asked for, where only another's was known
        if new.autoplay not in (None, autoplay) and old.autoplay == autoplay:
            return False
        return new.moves < old.moves or (
            new.moves == old.moves and old.solution is None and bool(new.solution)
        )
    if new.verdict == NO_SOLUTION:
        return old.verdict == GAVE_UP
    return old.verdict == GAVE_UP and new.positions > old.positions


class KnownStore:
    """The entries by (start, autoplay asked for), :data:`CAPACITY` at most, the least recently used
    forgotten first."""

    def __init__(self, capacity: int = CAPACITY) -> None:
        self._capacity = capacity
        self._entries: OrderedDict[tuple[Position, Autoplay], Known] = OrderedDict()
        # Each solution's positions between two given moves (where a game may stand on it), made on the
        # first question: by the entry's key, dropped with the entry.
        self._stops: dict[tuple[Position, Autoplay], dict[Position, int]] = {}

    def __len__(self) -> int:
        return len(self._entries)

    def get(self, start: Position, autoplay: Autoplay) -> Known | None:
        known = self._entries.get((start, autoplay))
        if known is not None:
            self._entries.move_to_end((start, autoplay))
        return known

    def offer(self, start: Position, autoplay: Autoplay, known: Known) -> Known | None:
        """Keep ``known`` if it improves on the entry (marked ``shortened`` when it is a shorter solution);
        returns the entry kept, or None if nothing changed."""
        key = (start, autoplay)
        old = self.get(start, autoplay)
        if not improves(known, old, autoplay):
            return None
        if _shorter(known, old):
            known = replace(known, shortened=True)
        self._entries[key] = known
        self._entries.move_to_end(key)
        self._stops.pop(key, None)
        while len(self._entries) > self._capacity:
            forgotten, _ = self._entries.popitem(last=False)
            self._stops.pop(forgotten, None)
        return known

    def forget(self, source: str) -> None:
        """Forget the entries of ``source`` (the catalogue's, after a build rewrote it)."""
        for key in [key for key, known in self._entries.items() if known.source == source]:
            del self._entries[key]
            self._stops.pop(key, None)

    def rest_from(self, position: Position, autoplay: Autoplay) -> list[Move] | None:
        """The given moves after ``position`` of the shortest known solution with ``autoplay`` that passes
        through it (a deal's start, or a game that has followed the solution so far); None if none does."""
        rest = self.shortest_rest(position, autoplay)
        return None if rest is None else rest[0]

    def shortest_rest(self, position: Position, autoplay: Autoplay) -> tuple[list[Move], Known] | None:
        """:meth:`rest_from` with the entry whose solution it is (the most recent among equals)."""
        best: tuple[list[Move], Known] | None = None
        for key, known in reversed(self._entries.items()):  # the most recent first
            solution = known.solution
            if solution is None or solution.autoplay != autoplay:
                continue
            index = self._stops_of(key, solution).get(position)
            if index is not None:
                rest = [step.move for step in solution.steps[index:] if not step.auto]
                if best is None or len(rest) < len(best[0]):
                    best = (rest, known)
        return best

    def _stops_of(self, key: tuple[Position, Autoplay], solution: PlaybackSolution) -> dict[Position, int]:
        stops = self._stops.get(key)
        if stops is None:
            stops = {solution.start: 0}
            steps = solution.steps
            for index, step in enumerate(steps, start=1):
                if index == len(steps) or not steps[index].auto:  # the last of a move's automatic moves
                    stops.setdefault(step.position, index)
            self._stops[key] = stops
        return stops


def _shorter(new: Known, old: Known | None) -> bool:
    """Whether ``new`` is a shorter solution than ``old``'s, in the same autoplay (the catalogue counts
    with safe autoplay)."""
    if old is None or old.moves is None or new.moves is None:
        return False
    return new.moves < old.moves and (old.autoplay or Autoplay.SAFE) == new.autoplay
