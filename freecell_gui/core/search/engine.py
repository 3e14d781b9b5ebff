"""The anytime search: beam searches of growing width from the start position, each looking only for
solutions shorter than the best so far, until the widths run out, the time limit passes or ``stop``
is set. Imported by :func:`freecell_gui.core.search.search` on first use (it loads numba)."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Sequence

import numpy as np

from freecell_gui.core.rules.position import Position
from freecell_gui.core.search.beam import MAX_LEVELS, beam_search
from freecell_gui.core.search.layout import AUTOPLAY_CODES, state_of
from freecell_gui.core.search.result import GAVE_UP, NO_SOLUTION, SOLVED, SearchResult
from freecell_gui.core.search.solution import Solution, solution_of

Weights = tuple[int, ...]
#: Beam widths tried in turn (each search knows the best length so far and looks only for shorter).
WIDTHS = (256, 2048, 16384)
#: Tried only while those found nothing (a hard deal such as 94717719, where every card to go home
#: first lies under six others): a wider beam ranking free cells as dear as unsorted cards. Cheaper
#: cells fill them first, and the beam sticks; on the usual deals they give shorter solutions.
RESCUE_WIDTHS = (65536,)
RESCUE_WEIGHTS: Weights = (1, 1, 1, 0)
#: The searches run for each autoplay mode, in turn until one solves. Without autoplay every card goes
#: home by a written move, so the fewest moves are max autoplay's with its moves home written out (or,
#: where max autoplay sends a card home too early, safe autoplay's).
SEARCHED_WITH = {"none": ("max", "safe"), "safe": ("safe",), "max": ("max",)}
#: Cost weights (rules_kernel.cost): cards out of order, in free cells, not home, depth of next cards.
WEIGHTS: dict[str, Weights] = {"none": (2, 1, 1, 0), "safe": (2, 1, 1, 0), "max": (1, 1, 1, 0)}


def _passes(autoplay: str, widths: Sequence[int] | None) -> list[tuple[str, int, Weights, bool]]:
    """The beam searches to run in turn: (autoplay searched, width, weights, only while unsolved)."""
    searched = SEARCHED_WITH[autoplay]
    passes = [(mode, width, WEIGHTS[mode], False) for mode in searched for width in widths or WIDTHS]
    if widths is None:
        passes += [(mode, width, RESCUE_WEIGHTS, True) for mode in searched for width in RESCUE_WIDTHS]
    return passes


def run(
    start: Position,
    autoplay: str,
    time_limit: float | None,
    stop: threading.Event | None,
    on_better: Callable[[Solution], None] | None,
    widths: Sequence[int] | None,
) -> SearchResult:
    started = time.perf_counter()
    deadline = None if time_limit is None else started + time_limit
    if start.is_solved():
        return SearchResult(SOLVED, Solution((), ()), 0, time.perf_counter() - started)
    root = state_of(start)
    best: Solution | None = None
    expanded, proven, stopped = 0, False, False
    done: set[str] = set()  # the autoplay modes searched that solved (their wider passes run on)
    exhausted: set[str] = set()  # searched to the end without a solution

    def should_stop() -> bool:
        return (stop is not None and stop.is_set()) or (
            deadline is not None and time.perf_counter() > deadline
        )

    for searched, width, weights, rescue in _passes(autoplay, widths):
        if (
            (rescue and best is not None)
            or (best is not None and searched not in done)
            or searched in exhausted
        ):
            continue  # a later autoplay mode only stands in for one that found nothing
        extra = 0 if searched == autoplay else 52 - sum(start.foundations)  # moves home written out

        def found(moves: list[int], searched: str = searched) -> None:
            nonlocal best
            best = solution_of(start, moves, autoplay, searched)
            done.add(searched)
            if on_better is not None:
                on_better(best)

        bound = len(best) - extra if best is not None else MAX_LEVELS + 1
        mode = AUTOPLAY_CODES[searched]
        outcome = beam_search(root, mode, width, np.array(weights, np.int64), bound, should_stop, found)
        expanded += outcome.expanded
        stopped = outcome.stopped
        if stopped:
            break
        if outcome.exhaustive:  # nothing dropped: no shorter solution with the autoplay searched
            if best is None and searched == "max" != autoplay:
                exhausted.add(searched)  # max autoplay may send home a card still needed (98714): next
                continue
            proven = best is None  # safe autoplay never loses a game, so its proof holds for "none" too
            break
    verdict = SOLVED if best is not None else NO_SOLUTION if proven else GAVE_UP
    return SearchResult(verdict, best, expanded, time.perf_counter() - started, stopped)
