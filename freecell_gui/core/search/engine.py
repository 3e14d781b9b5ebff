"""The anytime search: beam searches of growing width from the start position, each looking only for
solutions shorter than the best so far, until the widths run out, the time limit passes or ``stop``
is set. Imported by :func:`freecell_gui.core.search.search` on first use (it loads numba)."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Sequence

import numpy as np

from freecell_gui.core.position import Position
from freecell_gui.core.search.beam import MAX_LEVELS, beam_search
from freecell_gui.core.search.layout import AUTOPLAY_CODES, state_of
from freecell_gui.core.search.result import GAVE_UP, NO_SOLUTION, SOLVED, SearchResult
from freecell_gui.core.search.solution import Solution, solution_of

#: Beam widths tried in turn (each search knows the best length so far and looks only for shorter).
WIDTHS = (256, 2048, 16384)
#: Cost weights (rules_kernel.cost): cards out of order, in free cells, not home, depth of next cards.
WEIGHTS = {"none": (2, 1, 1, 0), "safe": (2, 1, 1, 0), "max": (2, 1, 0, 0)}


def run(
    start: Position,
    autoplay: str,
    time_limit: float | None,
    stop: threading.Event | None,
    on_better: Callable[[Solution], None] | None,
    widths: Sequence[int],
) -> SearchResult:
    started = time.perf_counter()
    deadline = None if time_limit is None else started + time_limit
    mode = AUTOPLAY_CODES[autoplay]
    weights = np.array(WEIGHTS[autoplay], dtype=np.int64)
    root = state_of(start)
    best: Solution | None = None
    expanded, proven, stopped = 0, False, False

    def should_stop() -> bool:
        return (stop is not None and stop.is_set()) or (deadline is not None and time.perf_counter() > deadline)

    def found(moves: list[int]) -> None:
        nonlocal best
        best = solution_of(start, moves, autoplay)
        if on_better is not None:
            on_better(best)

    for width in widths:
        bound = len(best) if best is not None else MAX_LEVELS + 1
        outcome = beam_search(root, mode, width, weights, bound, should_stop, found)
        expanded += outcome.expanded
        if outcome.stopped:
            stopped = True
            break
        if outcome.exhaustive:  # nothing dropped: no shorter solution exists
            proven = best is None
            break
    verdict = SOLVED if best is not None else NO_SOLUTION if proven else GAVE_UP
    return SearchResult(verdict, best, expanded, time.perf_counter() - started, stopped)
