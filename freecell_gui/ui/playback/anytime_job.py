"""The panel's anytime Solve as it runs on the solver's thread (Qt-free): fc-solve's solution first, then
our own search's shorter ones as they are found.

fc-solve goes first because it answers in a fraction of a second and proves that a deal has no solution
(then our search is not run: 11982). Our search (:mod:`freecell_gui.core.search`) then looks for the
fewest moves with the chosen autoplay and reports each solution shorter than its last; each is made into
playback steps here, on the solver's thread, so that the GUI thread only shows it. Without
libfreecell-solver the search still runs: fc-solve's outcome is then an error, kept for the last word.
The window's search runs in a process of its own (:mod:`freecell_gui.core.search.process`), started by
the first Solve, which loads the compiled kernels there (after an install, compiles them: seconds), so
:data:`PREPARING` is reported before and :data:`SEARCHING` after.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import partial
from typing import TYPE_CHECKING, Protocol, runtime_checkable

from freecell_gui.app.solution import Solution, load_solution
from freecell_gui.core.rules.position import Position
from freecell_gui.ui.playback.solve_worker import SolveFunction, SolveOutcome

if TYPE_CHECKING:
    from freecell_gui.core.search import SearchResult
    from freecell_gui.core.search.solution import Solution as FoundMoves

#: Reported while the search's kernels load (or compile, after an install), then when it searches.
PREPARING, SEARCHING = "preparing", "searching"

Report = Callable[[object], None]
#: Our search: (start, autoplay, stop flag, each better solution) → its result; core.search.search's shape.
SearchFunction = Callable[[Position, str, threading.Event, Callable[["FoundMoves"], None]], "SearchResult"]


@dataclass(frozen=True)
class FirstFound:
    """fc-solve's solution: its ``outcome``, and as playback steps (the site's form unless the autoplay
    asked for is "none": :meth:`SolveOutcome.playback`)."""

    outcome: SolveOutcome
    solution: Solution


@dataclass(frozen=True)
class Found:
    """A solution of our search, as playback steps (``by_solver``), found ``seconds`` after it began."""

    solution: Solution
    seconds: float


@dataclass(frozen=True)
class SearchEnd:
    """How our search ended: its ``verdict`` (core.search's SOLVED, GAVE_UP or NO_SOLUTION) after
    ``seconds``, and fc-solve's ``first`` outcome (an error when its library is missing)."""

    verdict: str
    seconds: float
    first: SolveOutcome


@runtime_checkable
class Loading(Protocol):
    """A search that loads before it searches, and says whether it has (core.search.process's)."""

    def is_ready(self) -> bool: ...
    def prepare(self, stop: threading.Event | None = None) -> None: ...


def prepare_search(search: SearchFunction, stop: threading.Event, report: Report) -> None:
    """Load ``search`` (its process, or else the kernels in this one), reporting :data:`PREPARING`
    first and :data:`SEARCHING` after if it was not loaded yet."""
    from freecell_gui.core import search as kernels

    if isinstance(search, Loading):
        ready, load = search.is_ready, partial(search.prepare, stop)
    else:  # a search in this process (tests give one), needing the kernels here
        ready, load = kernels.is_compiled, kernels.prepare
    if not ready():
        report(PREPARING)
        load()
        report(SEARCHING)


def anytime_solve(
    first: SolveFunction,
    search: SearchFunction | None,
    start: Position,
    autoplay: str,
    stop: threading.Event,
    report: Report,
) -> SolveOutcome | SearchEnd:
    """fc-solve's outcome (``first``), reported as a :class:`FirstFound` when solved, then our
    ``search``'s solutions with ``autoplay``, each reported as a :class:`Found`; returns how it ended.
    Without ``search``, or when fc-solve proved that there is no solution, fc-solve's outcome is the end."""
    outcome = first(start, stop.is_set)
    if outcome.solved:
        report(FirstFound(outcome, outcome.playback(start, autoplay)))
    if search is None or outcome.unsolvable or stop.is_set():
        return outcome
    prepare_search(search, stop, report)
    began = time.perf_counter()

    def better(found: FoundMoves) -> None:
        steps = replace(load_solution(start, found.moves, autoplay), by_solver=True)
        report(Found(steps, time.perf_counter() - began))

    result = search(start, autoplay, stop, better)
    return SearchEnd(result.verdict, result.seconds, outcome)
