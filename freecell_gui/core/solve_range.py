"""Solving a range of deals on several processes, the results handed back in deal order.

The workers are those a catalogue build uses too (:mod:`~freecell_gui.core.workers`: a few chunks
per worker in flight, so a range of billions of deals needs no more memory than a short one; Ctrl+C
reaches the parent, which ends them on any exit, the consumer abandoning the iterator included). Each
keeps one :class:`~freecell_gui.core.solver.Solver` (its library instances configured once; the
``short`` preset, freecell-gui's search after fc-solve's verdict, goes without one when the library is
missing) and solves a chunk of consecutive deals per task.

The fast preset with safe autoplay is the hot path. A range of :data:`COMPILED_DEALS_PER_JOB` deals
a worker or more takes it compiled: the deal dealt by :mod:`~freecell_gui.core.search.deal_kernel`,
the library's solution reduced and checked by :mod:`~freecell_gui.core.search.shown_kernel`, both
loaded in the parent before the workers fork (they inherit them); a solution the kernel does not vouch
for goes the Python way, which explains or raises.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple

from freecell_gui.core.rules.position import Position
from freecell_gui.core.short_solve import solve_short, verdict_solver
from freecell_gui.core.solution_text import needed_counts, shown_texts, shown_texts_of_ops
from freecell_gui.core.solver import DEFAULT_MAX_ITERATIONS, VERDICT_WORDS, Solver, Verdict
from freecell_gui.core.solver_moves import ops_of_codes, read_codes
from freecell_gui.core.workers import worker_results

#: Deals per task: enough to amortise the inter-process round trip (~0.1 ms) over ~0.5 ms deals.
CHUNK = 32
#: The short preset's: one, a deal takes about a second (and a range of a few deals uses every core).
SHORT_CHUNK = 1
#: The compiled path (fast preset, safe autoplay) serves ranges of this many deals a worker or more.
#: Loading numba and the kernels costs the parent ~0.36 s of CPU before the workers fork, while they
#: wait; the path saves each worker ~0.155 ms of CPU a deal (0.44 -> 0.29 ms, the library's search
#: included). It pays once the deals' saving, shared by the workers, passes the load: 0.36 s × jobs /
#: 0.155 ms ≈ 2,300 deals a job. `freecell solve 1..N --preset fast` on 2 jobs, wall time, Python /
#: compiled path, medians of 3 rounds: N = 2,000: 0.53 / 0.71 s; 3,000: 0.74 / 0.85 s; 5,000:
#: 1.20 / 1.17 s; 20,000: 4.77 / 3.58 s (CPU, all processes: 9.5 / 6.8 s).
COMPILED_DEALS_PER_JOB = 2300


@dataclass(frozen=True)
class RangeOptions:
    """What every deal of a range is solved with: ``preset`` "fast" (fc-solve's lg) or "short"
    (freecell-gui's search, after fc-solve's verdict where installed)."""

    preset: str = "fast"
    autoplay: str = "safe"
    max_iterations: int = DEFAULT_MAX_ITERATIONS
    time_limit: float | None = None

    @property
    def compilable(self) -> bool:
        """Whether the compiled path serves these options: the fast preset with safe autoplay."""
        return self.preset == "fast" and self.autoplay == "safe"

    @property
    def chunk(self) -> int:
        """Deals per task."""
        return SHORT_CHUNK if self.preset == "short" else CHUNK


_worker_solvers: dict[RangeOptions, Solver | None] = {}  # a worker process's solver, made on its first chunk


class CompiledPath(NamedTuple):
    """The compiled path: a deal dealt (its cascades and fc-solve's board text); the rows of the moves
    kept of a solution of it (None: not vouched for), their texts and ambiguous moves as
    :func:`~freecell_gui.core.rules.reduction.reduced_texts` gives them, and whether a reader wins them as
    written (then :func:`~freecell_gui.core.solution_text.needed_counts` keeps them)."""

    deal: Callable[[int], tuple[Any, bytes]]
    rows: Callable[[Any, bytes], Any]
    texts: Callable[[Any], tuple[list[str], list[int]]]
    reads_as_written: Callable[[Any, Any], bool]


_compiled: CompiledPath | None = None  # loaded by load_compiled, in the parent before the workers fork


def load_compiled() -> bool:
    """Load the compiled path now (from numba's cache; compiled on the first run after an install);
    False without numba, and the Python path serves."""
    global _compiled
    if _compiled is None:
        try:
            from freecell_gui.core.search.deal_kernel import dealt
            from freecell_gui.core.search.reading_kernel import reads_as_written
            from freecell_gui.core.search.shown_kernel import kept_rows, rows_for, texts_of_rows
        except ImportError:  # pragma: no cover (numba is a dependency; a broken install still solves)
            return False
        cascades, _ = dealt(1)  # every kernel loaded, with the types the path passes
        kept_rows(cascades, b"")
        reads_as_written(cascades, rows_for(b"")[:0])
        _compiled = CompiledPath(dealt, kept_rows, texts_of_rows, reads_as_written)
    return True


def deal_line(solver: Solver | None, number: int, options: RangeOptions, compiled: bool = False) -> str:
    """``N solved 8a 8b …``, ``N no-solution`` or ``N gave-up``, with its newline. ``solver`` is
    fc-solve's (None: not installed, only for the short preset); ``compiled``: take the compiled path
    where it serves (:func:`load_compiled` first)."""
    if compiled and _compiled is not None and options.compilable:
        assert solver is not None
        return _compiled_line(_compiled, solver, number, options)
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
            texts = tuple(_python_texts(start, found.codes))
    if verdict is not Verdict.SOLVED:
        return f"{number} {VERDICT_WORDS[verdict]}\n"
    return f"{number} solved {' '.join(texts)}\n"


def _python_texts(start: Position, codes: bytes) -> list[str]:
    """The moves of the library's solution ``codes`` that safe autoplay leaves, checked; raises
    SolverBugError for a solution that does not win."""
    shown = shown_texts_of_ops(start, ops_of_codes(codes))
    if shown is None:  # the way that explains (or raises SolverBugError)
        moves, _, ops = read_codes(codes)
        shown = shown_texts(start, moves, (), "safe", ops)
    return shown


def _compiled_line(compiled: CompiledPath, solver: Solver, number: int, options: RangeOptions) -> str:
    """:func:`deal_line` on the compiled path: no position is made unless a reader does not win the
    moves as written (a move onto an empty column may need its count), or the kernel leaves the
    solution to Python."""
    cascades, board = compiled.deal(number)
    found = solver.outcome(board, options.max_iterations, options.time_limit)
    if found.verdict is not Verdict.SOLVED:
        return f"{number} {VERDICT_WORDS[found.verdict]}\n"
    rows = compiled.rows(cascades, found.codes)
    if rows is None:
        texts = _python_texts(Position.deal(number), found.codes)
    else:
        texts, ambiguous = compiled.texts(rows)
        if ambiguous and not compiled.reads_as_written(cascades, rows):
            texts = needed_counts(Position.deal(number), texts, ambiguous)
    return f"{number} solved {' '.join(texts)}\n"


def _new_solver(options: RangeOptions) -> Solver | None:
    """fc-solve's solver for ``options``: the short preset's verdict (None without the library; the
    search's kernels loaded too), or the fast preset (raises SolverNotInstalledError without it)."""
    if options.preset != "short":
        return Solver(options.preset)
    from freecell_gui.core.search import prepare

    prepare()  # before a fork: every worker inherits the loaded kernels
    return verdict_solver()


def solve_chunk(deals: Sequence[int], options: RangeOptions, compiled: bool = False) -> str:
    """The lines of ``deals``: the task of a worker process, which keeps one solver for all its chunks.
    ``compiled``: on the compiled path, inherited from the parent (a spawned worker loads it itself)."""
    if options not in _worker_solvers:
        _worker_solvers[options] = _new_solver(options)
    compiled = compiled and load_compiled()
    solver = _worker_solvers[options]
    return "".join(deal_line(solver, number, options, compiled) for number in deals)


def chunk_count(first: int, last: int, chunk: int = CHUNK) -> int:
    """The chunks of ``chunk`` deals that ``first`` … ``last`` is solved in."""
    return -(-(last - first + 1) // chunk)


def solve_range(first: int, last: int, jobs: int, options: RangeOptions) -> Iterator[tuple[int, str]]:
    """Deals ``first`` … ``last`` solved on ``jobs`` processes (:mod:`~freecell_gui.core.workers`): yields
    (deals done, their lines) in deal order.

    Raises SolverNotInstalledError before any work when the library is missing (fast preset).
    """
    solver = _new_solver(options)  # the library and its presets are there, or a clear error here
    compiled = (
        options.compilable
        and last - first + 1 >= COMPILED_DEALS_PER_JOB * max(jobs, 1)
        and load_compiled()  # before the workers fork
    )
    try:
        if jobs <= 1 or last == first:
            for number in range(first, last + 1):
                yield number - first + 1, deal_line(solver, number, options, compiled)
            return
    finally:
        if solver is not None:
            solver.close()
    chunks = (
        range(start, min(start + options.chunk, last + 1)) for start in range(first, last + 1, options.chunk)
    )
    done = 0
    work = functools.partial(solve_chunk, options=options, compiled=compiled)
    for lines in worker_results(chunks, jobs, work, ordered=True):
        done += lines.count("\n")
        yield done, lines
