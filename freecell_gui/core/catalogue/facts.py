"""What the catalogue records of one deal, computed where the work runs (a local process or a Dask worker),
by freecell-gui's own engine (:mod:`freecell_gui.core.search`), never from a list.

Two kinds of rows:

* **counts** (a build's default): the quick pass with Microsoft's safe autoplay — the verdict, ``moves``
  (the moves a player makes in its solution, autoplay's moves home free: the count freecellgamesolutions.com
  gives, and the status bar's), the effort (positions expanded) and a :func:`difficulty`;
* **verdicts** (``--verdicts-only``): the verdict-only sweep (:mod:`~freecell_gui.core.search.sweep`),
  the fastest honest verdict: solved (a solution found and replayed by the search's rules to a won game)
  or no solution (the complete search visited every position reachable with safe autoplay); a deal the
  sweep cannot settle within :data:`FIRST_POSITIONS` goes to the quick pass (whose beam solves deals that
  lead the complete search astray, such as 13599), and gave up only when that reaches its bound too; no
  count.

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
from freecell_gui.core.rules.autoplay import Autoplay
from freecell_gui.core.rules.position import Position

#: The kinds of rows a build makes.
COUNTS, VERDICTS = "counts", "verdicts"
#: The engine's labels start so; a row labelled otherwise was made by another engine (an earlier
#: version of this program asked fc-solve's library).
ENGINE_PREFIX = "freecell-gui "
#: The complete search's bound on positions for one deal in a build (its memory: see complete.py).
MAX_POSITIONS = 2_000_000
#: A verdict row's first complete search stops here (about a second): the eight deals of 1..1,000,000
#: without a solution are exhausted within 70,000; a deal it cannot settle goes to the quick pass.
FIRST_POSITIONS = 200_000
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
    found = quick(start, Autoplay.SAFE, stop=stop, max_positions=MAX_POSITIONS)
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
    search within :data:`FIRST_POSITIONS` for a deal the fast pass did not solve), and the quick pass for
    a deal neither settled: the verdict and effort, no count. None when ``stop`` is set first."""
    from freecell_gui.core.search import quick
    from freecell_gui.core.search.sweep import Sweep

    bound = min(FIRST_POSITIONS, MAX_POSITIONS)
    sweep: Sweep | None = getattr(_per_thread, "sweep", None)
    if sweep is None or sweep.max_positions != bound:
        sweep = _per_thread.sweep = Sweep(bound)
    found = sweep.run(deals) if stop is None else sweep.run(deals, stop.is_set)
    if found is None:
        return None
    label = engine_label(VERDICTS)
    rows = []
    for one in found:
        verdict, expanded, positions = _VERDICT_WORDS[one.verdict], one.expanded, one.positions
        if verdict == "gave-up":  # the quick pass's beam solves deals that lead the complete search astray
            again = quick(Position.deal(one.deal), Autoplay.SAFE, stop=stop, max_positions=MAX_POSITIONS)
            if stop is not None and stop.is_set():
                return None
            verdict, expanded = _VERDICT_WORDS[again.verdict], expanded + again.expanded
            positions = max(positions, again.expanded)
        rows.append(Row(one.deal, verdict, None, expanded, positions, None, label))
    return rows


def verdict_row(deal: int, stop: threading.Event | None = None) -> Row:
    """Deal ``deal``'s row by :func:`verdict_rows`; when stopped, gave up."""
    rows = verdict_rows([deal], stop)
    return rows[0] if rows else Row(deal, "gave-up", None, 0, 0, None, engine_label(VERDICTS))


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
