"""What a search is asked and returns (no numba here: the window reads it without loading the kernels)."""

from __future__ import annotations

import threading
from dataclasses import dataclass
from typing import TYPE_CHECKING, TypedDict

if TYPE_CHECKING:
    from freecell_gui.core.search.solution import FoundSolution

SOLVED = "solved"
GAVE_UP = "gave up"
#: Only when the search dropped no position: then no solution exists.
NO_SOLUTION = "no solution"


class Limits(TypedDict, total=False):
    """When a search stops at the latest: after ``time_limit`` seconds (None: no limit) and when ``stop``
    is set, whatever it has found by then."""

    time_limit: float | None
    stop: threading.Event | None


@dataclass(frozen=True, slots=True)
class SearchResult:
    """``verdict`` (:data:`SOLVED`, :data:`GAVE_UP` or :data:`NO_SOLUTION`), the shortest ``solution``
    found (None unless solved), the positions ``expanded``, the ``seconds`` taken, and whether the
    search was ``stopped`` early (by the stop flag or the time limit) with its best so far."""

    verdict: str
    solution: FoundSolution | None
    expanded: int
    seconds: float
    stopped: bool = False
