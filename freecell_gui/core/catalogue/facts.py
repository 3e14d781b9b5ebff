"""What the catalogue records of one deal, computed where the work runs (a local process or a Dask worker),
by freecell-gui's own engine (:mod:`freecell_gui.core.search`), never from a list.

Two kinds of rows:

* **counts** (a build's default): the quick pass with Microsoft's safe autoplay — the verdict, ``moves``
  (the moves a player makes in its solution, autoplay's moves home free: the count freecellgamesolutions.com
  gives, and the status bar's), the effort (positions expanded) and a :func:`difficulty`;
* **verdicts** (``--verdicts-only``): the verdict-only sweep (:mod:`~freecell_gui.core.search.sweep`),
  the fastest honest verdict: solved (a solution found and replayed by the search's rules to a won game),
  no solution (the complete search visited every position reachable with safe autoplay) or gave up (its
  bound of positions reached first); no count.

The engine that made a row is its label (:func:`engine_label`): ``freecell-gui 0.3.0 counts``. Rows
depend on nothing but the deal and the engine (no clock, no order), so a local build and a cluster build
make the same rows.
"""

from __future__ import annotations

import math
import threading
from collections.abc import Callable, Sequence
from typing import NamedTuple

from freecell_gui import __version__
from freecell_gui.core.catalogue.rows import Row
from freecell_gui.core.rules.position import Position

#: The kinds of rows a build makes.
COUNTS, VERDICTS = "counts", "verdicts"
#: The engine's labels start so; a row labelled otherwise was made by another engine (an earlier
#: version of this program asked fc-solve's library).
ENGINE_PREFIX = "freecell-gui "
#: The complete search's bound on positions for one deal in a build (its memory: see complete.py).
MAX_POSITIONS = 2_000_000
_VERDICT_WORDS = {"solved": "solved", "no solution": "no-solution", "gave up": "gave-up"}


class ShortEngine(NamedTuple):
    """The anytime search as ``--short`` uses it: its name and version for the rows, and a function giving
    the moves of its shortest solution of a position (counted as ``moves`` is), or None when it found
    none; it ends early once its stop event (the build's, or None) is set. ``moves_of`` is a module-level
    function, so that it travels to Dask workers by name."""

    label: str
    moves_of: Callable[[Position, threading.Event | None], int | None]


def engine_label(kind: str) -> str:
    """``freecell-gui 0.3.0 counts``: this program's version and the kind of rows it makes."""
    return f"{ENGINE_PREFIX}{__version__} {kind}"


def difficulty(expanded: int, moves: int) -> float:
    """The difficulty of a solved deal: ten points for each tenfold of the positions the quick pass
    expanded, and one point for every five moves of its solution, rounded to a tenth.

    The effort weighs most. The quick pass's narrow beam solves the usual deal in about a level per move
    (some 10,000 positions: 40 points); a deal it cannot solve goes on to the complete search and wider
    beams, ten to a thousand times the work (50 to 70 points) — deal 94717719, whose aces lie under six
    cards each, is the hardest of the deals known to be hard. Deals without a solution have none."""
    return round(10 * math.log10(max(expanded, 1)) + moves / 5, 1)


def count_row(deal: int, short: ShortEngine | None = None, stop: threading.Event | None = None) -> Row:
    """Deal ``deal`` by the quick pass with safe autoplay (and ``short``'s count when solved)."""
    from freecell_gui.core.search import SOLVED, quick

    start = Position.deal(deal)
    found = quick(start, "safe", stop=stop, max_positions=MAX_POSITIONS)
    moves = len(found.solution) if found.verdict == SOLVED and found.solution is not None else None
    short_moves = short.moves_of(start, stop) if short is not None and moves is not None else None
    return Row(
        deal,
        _VERDICT_WORDS[found.verdict],
        moves,
        found.expanded,
        found.expanded,
        None if moves is None else difficulty(found.expanded, moves),
        engine_label(COUNTS),
        short_moves,
        short.label if short is not None and short_moves is not None else None,
    )


_per_thread = threading.local()  # a Dask worker runs tasks on several threads: one sweep's arrays each


def verdict_rows(deals: Sequence[int], stop: threading.Event | None = None) -> list[Row] | None:
    """The rows of ``deals`` by the verdict-only sweep (search/sweep.py: its fast pass, then the complete
    search for a deal the fast pass did not solve): the verdict and effort, no count. None when ``stop``
    is set first."""
    from freecell_gui.core.search.sweep import Sweep

    sweep: Sweep | None = getattr(_per_thread, "sweep", None)
    if sweep is None or sweep.max_positions != MAX_POSITIONS:
        sweep = _per_thread.sweep = Sweep(MAX_POSITIONS)
    found = sweep.run(deals, stop.is_set if stop is not None else _never)
    if found is None:
        return None
    label = engine_label(VERDICTS)
    return [
        Row(one.deal, _VERDICT_WORDS[one.verdict], None, one.expanded, one.positions, None, label)
        for one in found
    ]


def verdict_row(deal: int, stop: threading.Event | None = None) -> Row:
    """Deal ``deal``'s row by the verdict-only sweep (:func:`verdict_rows`); when stopped, gave up."""
    rows = verdict_rows([deal], stop)
    return rows[0] if rows else Row(deal, "gave-up", None, 0, 0, None, engine_label(VERDICTS))


def _never() -> bool:
    return False


def solve_chunk(
    deals: Sequence[int],
    kind: str = COUNTS,
    short: ShortEngine | None = None,
    stop: threading.Event | None = None,
) -> list[Row] | None:
    """The rows of ``deals``, in order: the task of a local worker process or a Dask worker. None when
    ``stop`` is set before the chunk is done (a part of a chunk is never stored)."""
    if kind == VERDICTS:
        return verdict_rows(deals, stop)
    rows = []
    for deal in deals:
        rows.append(count_row(deal, short, stop))
        if stop is not None and stop.is_set():
            return None
    return rows


def load_engine() -> None:
    """Load the engine's kernels now, before worker processes are forked (they inherit them)."""
    from freecell_gui.core.search import prepare
    from freecell_gui.core.search.complete import CompleteSearch
    from freecell_gui.core.search.deal_kernel import dealt_state
    from freecell_gui.core.search.sweep import Sweep

    prepare()
    CompleteSearch(4096).run(dealt_state(1))
    Sweep(capacity=4096).run([1])
