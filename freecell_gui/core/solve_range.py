"""Solving a range of deals on several processes, the results handed back in deal order.

The workers are those a catalogue build uses too (:mod:`~freecell_gui.core.workers`: a few chunks
per worker in flight, so a range of billions of deals needs no more memory than a short one; Ctrl+C
reaches the parent, which ends them on any exit, the consumer abandoning the iterator included). Each
keeps one :class:`~freecell_gui.core.solver.Solver` (its library instances configured once; the
``short`` preset, freecell-gui's search after fc-solve's verdict, goes without one when the library is
missing) and solves a chunk of consecutive deals per task.
"""

from __future__ import annotations

import functools
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from freecell_gui.core.position import Position
from freecell_gui.core.short_solve import solve_short, verdict_solver
from freecell_gui.core.solution_text import shown_texts, shown_texts_of_ops
from freecell_gui.core.solver import DEFAULT_MAX_ITERATIONS, VERDICT_WORDS, Solver, Verdict
from freecell_gui.core.solver_moves import ops_of_codes, read_codes
from freecell_gui.core.workers import worker_results

#: Deals per task: enough to amortise the inter-process round trip (~0.1 ms) over ~0.5 ms deals.
CHUNK = 32
#: The short preset's: one, a deal takes about a second (and a range of a few deals uses every core).
SHORT_CHUNK = 1


@dataclass(frozen=True)
class RangeOptions:
    """What every deal of a range is solved with: ``preset`` "fast" (fc-solve's lg) or "short"
    (freecell-gui's search, after fc-solve's verdict where installed)."""

    preset: str = "fast"
    autoplay: str = "safe"
    max_iterations: int = DEFAULT_MAX_ITERATIONS
    time_limit: float | None = None

    @property
    def chunk(self) -> int:
        """Deals per task."""
        return SHORT_CHUNK if self.preset == "short" else CHUNK


_worker_solvers: dict[RangeOptions, Solver | None] = {}  # a worker process's solver, made on its first chunk


def deal_line(solver: Solver | None, number: int, options: RangeOptions) -> str:
    """``N solved 8a 8b …``, ``N no-solution`` or ``N gave-up``, with its newline. ``solver`` is
    fc-solve's (None: not installed, only for the short preset)."""
    start = Position.deal(number)
    if options.preset == "short":
        short = solve_short(start, options.autoplay, solver, options.max_iterations, options.time_limit)
        verdict, texts = short.verdict, short.texts
    elif options.autoplay == "none":  # every move of the library's solution shown: every one checked
        assert solver is not None
        result = solver.solve(start, options.max_iterations, options.time_limit)
        verdict, texts = result.verdict, result.texts
    else:  # only the moves autoplay leaves are shown, and shown_texts checks them (the hot path)
        assert solver is not None
        found = solver.outcome(start, options.max_iterations, options.time_limit)
        verdict, texts = found.verdict, ()
        if verdict is Verdict.SOLVED:
            shown = shown_texts_of_ops(start, ops_of_codes(found.codes))
            if shown is None:  # the way that explains (or raises SolverBugError)
                moves, _, ops = read_codes(found.codes)
                shown = shown_texts(start, moves, (), options.autoplay, ops)
            texts = tuple(shown)
    if verdict is not Verdict.SOLVED:
        return f"{number} {VERDICT_WORDS[verdict]}\n"
    return f"{number} solved {' '.join(texts)}\n"


def _new_solver(options: RangeOptions) -> Solver | None:
    """fc-solve's solver for ``options``: the short preset's verdict (None without the library; the
    search's kernels loaded too), or the fast preset (raises SolverNotInstalledError without it)."""
    if options.preset != "short":
        return Solver(options.preset)
    from freecell_gui.core.search import prepare

    prepare()  # before a fork: every worker inherits the loaded kernels
    return verdict_solver()


def solve_chunk(deals: Sequence[int], options: RangeOptions) -> str:
    """The lines of ``deals``: the task of a worker process, which keeps one solver for all its chunks."""
    if options not in _worker_solvers:
        _worker_solvers[options] = _new_solver(options)
    solver = _worker_solvers[options]
    return "".join(deal_line(solver, number, options) for number in deals)


def chunk_count(first: int, last: int, chunk: int = CHUNK) -> int:
    """The chunks of ``chunk`` deals that ``first`` … ``last`` is solved in."""
    return -(-(last - first + 1) // chunk)


def solve_range(first: int, last: int, jobs: int, options: RangeOptions) -> Iterator[tuple[int, str]]:
    """Deals ``first`` … ``last`` solved on ``jobs`` processes (:mod:`~freecell_gui.core.workers`): yields
    (deals done, their lines) in deal order.

    Raises SolverNotInstalledError before any work when the library is missing (fast preset).
    """
    solver = _new_solver(options)  # the library and its presets are there, or a clear error here
    try:
        if jobs <= 1 or last == first:
            for number in range(first, last + 1):
                yield number - first + 1, deal_line(solver, number, options)
            return
    finally:
        if solver is not None:
            solver.close()
    chunks = (
        range(start, min(start + options.chunk, last + 1)) for start in range(first, last + 1, options.chunk)
    )
    done = 0
    work = functools.partial(solve_chunk, options=options)
    for lines in worker_results(chunks, jobs, work, ordered=True):
        done += lines.count("\n")
        yield done, lines
