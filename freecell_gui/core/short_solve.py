"""A position solved for the fewest moves (issue 21, "who solves what"): fc-solve's quick verdict first
where its library is installed, then freecell-gui's own search.

fc-solve finds *a* solution in milliseconds and proves that none exists (deal 11982); our search
(:mod:`freecell_gui.core.search`) finds a short one in about a second. So fc-solve runs first: its
"no solution" ends the work, and its solution is the one printed when our search gives up (not with
max autoplay: its solutions assume that no card goes home before it is written, and a third of them
need a card that max autoplay sends home). Without the library our search solves alone; it says "no
solution" only when its search dropped no position.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import TYPE_CHECKING

from freecell_gui.core.fcs_lib import SolverNotInstalledError
from freecell_gui.core.solution_text import shown_texts
from freecell_gui.core.solver import DEFAULT_MAX_ITERATIONS, Solver, SolveResult, Verdict

if TYPE_CHECKING:
    from freecell_gui.core.rules.position import Position
    from freecell_gui.core.search import SearchResult

#: Who found a solution.
BY_SEARCH, BY_FC_SOLVE = "freecell-gui's search", "fc-solve"


@dataclass(frozen=True)
class ShortSolve:
    """The ``verdict`` on ``start`` with ``autoplay``; when solved, ``texts`` (the moves as written
    with that autoplay, replayed by our engine) found ``by`` :data:`BY_SEARCH` or :data:`BY_FC_SOLVE`.
    ``fcs`` is fc-solve's result (None without its library), ``search`` our search's (None when
    fc-solve's proof made it needless); ``fcs_count`` the moves of fc-solve's solution as the site
    counts them (safe autoplay), if it found one; ``seconds`` the whole time taken."""

    start: Position
    autoplay: str
    verdict: Verdict
    texts: tuple[str, ...]
    by: str
    fcs: SolveResult | None
    search: SearchResult | None
    fcs_count: int | None
    seconds: float


def verdict_solver() -> Solver | None:
    """fc-solve's fast preset, for the quick verdict; None when its library is not installed."""
    try:
        return Solver("fast")
    except SolverNotInstalledError:
        return None


def solve_short(
    start: Position,
    autoplay: str,
    solver: Solver | None,
    max_iterations: int = DEFAULT_MAX_ITERATIONS,
    time_limit: float | None = None,
) -> ShortSolve:
    """Solve ``start`` with fc-solve's ``solver`` (if any; ``max_iterations`` are its limit) then our
    search; ``time_limit`` seconds are for both together. Raises SolverBugError for a solution that
    does not replay, and FcsError for a position fc-solve rejects."""
    from freecell_gui.core.search import NO_SOLUTION, SOLVED, search

    began = time.monotonic()
    fcs = solver.solve(start, max_iterations, time_limit) if solver is not None else None
    fcs_texts: tuple[str, ...] = ()
    if fcs is not None and fcs.verdict is Verdict.SOLVED:
        fcs_texts = tuple(shown_texts(start, fcs.moves, fcs.texts, "safe", fcs.ops))
    fcs_count = len(fcs_texts) if fcs is not None and fcs.verdict is Verdict.SOLVED else None

    def done(verdict: Verdict, texts: tuple[str, ...], by: str, found: SearchResult | None) -> ShortSolve:
        seconds = time.monotonic() - began
        return ShortSolve(start, autoplay, verdict, texts, by, fcs, found, fcs_count, seconds)

    if fcs is not None and fcs.verdict is Verdict.NO_SOLUTION:
        return done(Verdict.NO_SOLUTION, (), "", None)
    left = None if time_limit is None else max(time_limit - (time.monotonic() - began), 1e-9)
    found = search(start, autoplay, time_limit=left)
    if found.verdict == SOLVED and found.solution is not None:
        return done(Verdict.SOLVED, found.solution.texts, BY_SEARCH, found)
    if fcs_count is not None and autoplay != "max":
        assert fcs is not None
        texts = fcs_texts if autoplay == "safe" else tuple(shown_texts(start, fcs.moves, fcs.texts, autoplay))
        return done(Verdict.SOLVED, texts, BY_FC_SOLVE, found)
    exhausted = found.verdict == NO_SOLUTION  # the search dropped no position
    return done(Verdict.NO_SOLUTION if exhausted else Verdict.GAVE_UP, (), "", found)
