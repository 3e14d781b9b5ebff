"""Solving a range of deals on several processes, the results handed back in deal order.

Each worker process keeps one :class:`~freecell_gui.core.solver.Solver` (its library instances are
configured once; the ``short`` preset, freecell-gui's search after fc-solve's verdict, goes without one
when the library is missing) and solves a chunk of consecutive deals per task; at most a few chunks per
worker are in flight, so a range of billions of deals needs no more memory than a short one. Workers ignore
SIGINT: Ctrl+C reaches the parent, which terminates them (:func:`solve_range` closes its pool on any
exit, including a KeyboardInterrupt or the consumer abandoning the iterator).
"""

from __future__ import annotations

import multiprocessing
import os
import signal
from collections import deque
from collections.abc import Iterator
from dataclasses import dataclass
from multiprocessing.pool import AsyncResult

from freecell_gui.core.position import Position
from freecell_gui.core.short_solve import solve_short, verdict_solver
from freecell_gui.core.solution_text import shown_texts
from freecell_gui.core.solver import DEFAULT_MAX_ITERATIONS, Solver, Verdict

#: Deals per task: enough to amortise the inter-process round trip (~0.1 ms) over ~0.5 ms deals.
CHUNK = 32
#: The short preset's: one, a deal takes about a second (and a range of a few deals uses every core).
SHORT_CHUNK = 1
_IN_FLIGHT_PER_WORKER = 4
VERDICT_WORDS = {Verdict.SOLVED: "solved", Verdict.NO_SOLUTION: "no-solution", Verdict.GAVE_UP: "gave-up"}


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


_worker_solver: Solver | None = None
_parent_solver: Solver | None = None  # set while a pool is forked, for its workers to inherit
_worker_options = RangeOptions()


def deal_line(solver: Solver | None, number: int, options: RangeOptions) -> str:
    """``N solved 8a 8b …``, ``N no-solution`` or ``N gave-up``, with its newline. ``solver`` is
    fc-solve's (None: not installed, only for the short preset)."""
    start = Position.deal(number)
    if options.preset == "short":
        short = solve_short(start, options.autoplay, solver, options.max_iterations, options.time_limit)
        verdict, texts = short.verdict, short.texts
    else:
        assert solver is not None
        result = solver.solve(start, options.max_iterations, options.time_limit)
        verdict, texts = result.verdict, ()
        if verdict is Verdict.SOLVED:
            texts = tuple(shown_texts(start, result.moves, result.texts, options.autoplay, result.ops))
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


def _init_worker(options: RangeOptions, inherited: bool) -> None:
    global _worker_solver, _worker_options
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    # A forked worker already holds the parent's configured solver (a copy of its memory); else a new one.
    _worker_solver, _worker_options = _parent_solver if inherited else _new_solver(options), options


def _solve_chunk(first: int, count: int) -> str:
    return "".join(deal_line(_worker_solver, n, _worker_options) for n in range(first, first + count))


def default_jobs() -> int:
    """The cores this process may run on."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


def worker_count(requested: int | None, chunks: int, cores: int) -> tuple[int, str]:
    """The worker processes for ``chunks`` chunks of work: ``requested`` (None: every core), never more
    than the chunks nor the cores; and, when a request was cut down, a line saying why ("" otherwise).
    Every command that takes ``--jobs`` asks here, so that none forks thousands of processes."""
    jobs = max(1, min(requested or cores, cores, chunks))
    if requested is None or jobs == requested:
        return jobs, ""
    if jobs == chunks and chunks < cores:
        return jobs, f"--jobs {requested:,} cut to {jobs}: only {chunks} chunk{'s' * (chunks != 1)} of work"
    return jobs, f"--jobs {requested:,} cut to {jobs}: this process may use {cores} core{'s' * (cores != 1)}"


def chunk_count(first: int, last: int, chunk: int = CHUNK) -> int:
    """The chunks of ``chunk`` deals that ``first`` … ``last`` is solved in."""
    return -(-(last - first + 1) // chunk)


def solve_range(first: int, last: int, jobs: int, options: RangeOptions) -> Iterator[tuple[int, str]]:
    """Deals ``first`` … ``last`` solved on ``jobs`` processes: yields (deals done, their lines) in order.

    Raises SolverNotInstalledError before any work when the library is missing (fast preset).
    """
    solver = _new_solver(options)  # the library and its presets are there, or a clear error here
    if jobs <= 1 or last == first:
        try:
            for number in range(first, last + 1):
                yield number - first + 1, deal_line(solver, number, options)
        finally:
            if solver is not None:
                solver.close()
        return
    global _parent_solver
    fork = "fork" in multiprocessing.get_all_start_methods()
    _parent_solver = solver if fork else None
    try:
        pool = multiprocessing.get_context("fork" if fork else None).Pool(
            jobs, initializer=_init_worker, initargs=(options, fork)
        )
    finally:
        _parent_solver = None
        if solver is not None:
            solver.close()
    try:
        pending: deque[tuple[int, AsyncResult[str]]] = deque()
        start = first
        while start <= last or pending:
            while start <= last and len(pending) < jobs * _IN_FLIGHT_PER_WORKER:
                count = min(options.chunk, last - start + 1)
                pending.append((start + count - 1, pool.apply_async(_solve_chunk, (start, count))))
                start += count
            chunk_last, task = pending.popleft()
            yield chunk_last - first + 1, task.get()
        pool.close()
    finally:
        pool.terminate()
        pool.join()
