"""What a search returns (no numba here: the window reads it without loading the kernels)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from freecell_gui.core.search.solution import FoundSolution

SOLVED = "solved"
GAVE_UP = "gave up"
#: Only when the search dropped no position: then no solution exists.
NO_SOLUTION = "no solution"


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
