"""Our own search for SHORT FreeCell solutions: the fewest moves as freecellgamesolutions.com counts
them (a sequence move is one move, automatic moves home are free and not written).

A beam search (after macroxue's solver: each level keeps the positions reached in k moves that look
closest to the goal) over positions told apart up to the order of columns and free cells, repeated
with growing widths, each time for a shorter solution ("anytime"). The kernels are numba functions,
compiled on the first search after an install and cached on disk (:func:`is_compiled`,
:func:`prepare`); importing this package loads neither numba nor NumPy. Every solution is replayed by
:class:`~freecell_gui.core.rules.position.Position` before anyone sees it. The window searches in a process
of its own (:mod:`~freecell_gui.core.search.process`), so that loading numba never stalls its GUI thread.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from freecell_gui.core.rules.autoplay import DEFAULT_AUTOPLAY, Autoplay, autoplay_of
from freecell_gui.core.search.result import GAVE_UP, NO_SOLUTION, SOLVED, SearchResult

if TYPE_CHECKING:
    from freecell_gui.core.rules.position import Position
    from freecell_gui.core.search.solution import FoundSolution

__all__ = ["GAVE_UP", "NO_SOLUTION", "SOLVED", "SearchResult", "is_compiled", "prepare", "quick", "search"]

_ready = threading.Event()


def is_compiled() -> bool:
    """Whether the kernels are loaded in this process (else the next search first loads them from the
    disk cache, or compiles them — several seconds — after an install: "Preparing the solver…")."""
    return _ready.is_set()


def prepare() -> None:
    """Load (or compile) the kernels now; safe to call from a worker thread, and more than once."""
    if _ready.is_set():
        return
    from freecell_gui.core.rules.position import Position
    from freecell_gui.core.search import engine

    engine.run(Position.deal(1), Autoplay.SAFE, None, None, None, (1,))
    _ready.set()


def search(
    start: Position,
    autoplay: Autoplay = DEFAULT_AUTOPLAY,
    *,
    time_limit: float | None = None,
    stop: threading.Event | None = None,
    on_better: Callable[[FoundSolution], None] | None = None,
    widths: Sequence[int] | None = None,
    max_positions: int | None = None,
) -> SearchResult:
    """The shortest solution from ``start`` the search finds with ``autoplay``, within ``time_limit``
    seconds and until ``stop`` is set. ``on_better`` gets each solution shorter than the last as it is
    found (from the searching thread). ``widths`` overrides the beam widths tried in turn (engine.WIDTHS,
    then engine.RESCUE_WIDTHS while nothing is found; each at most beam.MAX_WIDTH); after the first beam,
    while nothing is found, the complete search (proof of no solution, bounded by ``max_positions``).
    Memory: one beam search at a time, at most beam.memory_bound(width) bytes (1.7 KB per unit of width:
    26 MiB at 16384, 105 MiB at the widest, 65536), or the complete search's 74 bytes a position. Raises
    ValueError for an unknown autoplay mode or a width out of range."""
    mode = autoplay_of(autoplay)
    prepare()
    from freecell_gui.core.search import engine

    return engine.run(start, mode, time_limit, stop, on_better, widths, False, _bound(max_positions))


def quick(
    start: Position,
    autoplay: Autoplay = DEFAULT_AUTOPLAY,
    *,
    time_limit: float | None = None,
    stop: threading.Event | None = None,
    max_positions: int | None = None,
) -> SearchResult:
    """The quick pass: the verdict on ``start``, with the first solution found (a narrow beam's, in
    milliseconds for most deals, its count close to the shortest); a deal the beam cannot solve goes to
    the complete search, which proves that there is no solution (:data:`NO_SOLUTION`, only then) or finds
    one, and wider beams follow while nothing is found. :data:`GAVE_UP` when the limits came first, with
    the positions expanded. ``max_positions`` bounds the complete search's memory
    (complete.DEFAULT_MAX_POSITIONS, 74 bytes each)."""
    mode = autoplay_of(autoplay)
    prepare()
    from freecell_gui.core.search import engine

    return engine.run(start, mode, time_limit, stop, None, None, True, _bound(max_positions))


def _bound(max_positions: int | None) -> int:
    from freecell_gui.core.search.bounds import DEFAULT_MAX_POSITIONS

    return DEFAULT_MAX_POSITIONS if max_positions is None else max_positions
