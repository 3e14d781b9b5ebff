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
#: The searches run for each autoplay mode, in turn until one solves. Without autoplay every card goes
#: home by a written move, so the fewest moves are max autoplay's with its moves home written out (or,
#: where max autoplay sends a card home too early, safe autoplay's).
SEARCHED_WITH = {"none": ("max", "safe"), "safe": ("safe",), "max": ("max",)}
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
    if start.is_solved():
        return SearchResult(SOLVED, Solution((), ()), 0, time.perf_counter() - started)
    root = state_of(start)
    best: Solution | None = None
    expanded, proven, stopped = 0, False, False

    def should_stop() -> bool:
        return (stop is not None and stop.is_set()) or (
            deadline is not None and time.perf_counter() > deadline
        )

    for searched in SEARCHED_WITH[autoplay]:
        mode, weights = AUTOPLAY_CODES[searched], np.array(WEIGHTS[searched], dtype=np.int64)
        extra = 0 if searched == autoplay else 52 - sum(start.foundations)  # moves home written out

        def found(moves: list[int], searched: str = searched) -> None:
            nonlocal best
            best = solution_of(start, moves, autoplay, searched)
            if on_better is not None:
                on_better(best)

        for width in widths:
            bound = len(best) - extra if best is not None else MAX_LEVELS + 1
            outcome = beam_search(root, mode, width, weights, bound, should_stop, found)
            expanded += outcome.expanded
            stopped = outcome.stopped
            if stopped or outcome.exhaustive:  # exhaustive: nothing dropped, no shorter solution exists
                proven = best is None and not stopped
                break
        if best is not None or stopped or proven:
            break
    verdict = SOLVED if best is not None else NO_SOLUTION if proven else GAVE_UP
    return SearchResult(verdict, best, expanded, time.perf_counter() - started, stopped)
