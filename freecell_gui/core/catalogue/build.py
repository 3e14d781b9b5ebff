"""Building the catalogue: the deals of a range not yet in it, solved in chunks and stored a chunk at a time.

Chunks are aligned on multiples of the chunk size (chunk k holds deals k·size + 1 … (k + 1)·size), so
that one SQL query tells which chunks of a range are done, whichever ranges earlier builds covered; a
build run again skips them (``force`` recomputes). The chunks run on local worker processes (never more
than there are chunks, nor than the cores this process may use) or, given a scheduler's address, on a
Dask cluster (:mod:`.cluster`); either way this thread writes each chunk's rows in one transaction as
they arrive, so a build stopped any way — Ctrl+C, a crash, SIGKILL — loses only the chunks in flight.

For the window: :func:`build_range` takes a progress callback and a stop event and runs on the caller's
(worker) thread; :meth:`~.store.Catalogue.lookup` answers the status bar.
"""

from __future__ import annotations

import functools
import os
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field

from freecell_gui.core.catalogue.done import done_by_chunk, done_deals
from freecell_gui.core.catalogue.facts import COUNTS, VERDICTS, ShortEngine, load_engine, solve_chunk
from freecell_gui.core.catalogue.processes import run_here, run_on_processes
from freecell_gui.core.catalogue.store import Catalogue, CatalogueError, Row
from freecell_gui.core.rules.autoplay import Autoplay
from freecell_gui.core.rules.position import Position
from freecell_gui.core.workers import default_jobs, worker_count

#: Deals per chunk, a transaction each: some seconds of one core's work with counts (about 15 ms a deal),
#: a fraction of a second with verdicts only.
DEFAULT_CHUNK = 500
#: The rows a build of each kind takes as done (SQL LIKE patterns of their engine's name): counts are
#: this engine's counts; a verdict is any of this engine's. Rows of another engine (an earlier version's,
#: fc-solve's) are made again, replaced chunk by chunk as the new rows are stored.
DONE_BY = {COUNTS: ("freecell-gui % counts",), VERDICTS: ("freecell-gui % counts", "freecell-gui % verdicts")}

Progress = Callable[[int, int], None]  # (deals done in this build, deals this build computes)


class ShortEngineUnavailableError(CatalogueError):
    """``--short`` was asked for, and the short engine is not there."""


#: The short engine's time for one deal in a catalogue build (the anytime search keeps what it has then).
SHORT_TIME_LIMIT = 30.0


def short_moves(start: Position, stop: threading.Event | None = None) -> int | None:
    """The moves of our search's shortest solution of ``start`` with safe autoplay, counted as the site
    counts them, or None if it found none or ``stop`` ended it first (module-level: workers receive it
    by name)."""
    from freecell_gui.core.search import search

    result = search(start, Autoplay.SAFE, time_limit=SHORT_TIME_LIMIT, stop=stop)
    return None if result.solution is None else len(result.solution)


def load_short_engine() -> ShortEngine:
    """The short-solution engine that ``--short`` runs on every solved deal: :mod:`freecell_gui.core.search`
    (its kernels loaded here, once, before the workers start). Raises :class:`ShortEngineUnavailableError`
    with one line when numba, which it needs, cannot be loaded."""
    from freecell_gui import __version__
    from freecell_gui.core.search import prepare

    try:
        prepare()
    except ImportError as error:
        raise ShortEngineUnavailableError(f"the short engine cannot run: {error}") from None
    return ShortEngine(f"freecell-gui search {__version__}", short_moves)


@dataclass(frozen=True)
class BuildPlan:
    """What a build of ``first`` … ``last`` computes (rows of ``kind``: counts or verdicts): ``todo`` deals
    in ``chunks`` chunks of ``chunk`` deals; ``done`` deals of the range the catalogue has already
    (skipped unless ``force``)."""

    first: int
    last: int
    chunk: int
    force: bool
    short: bool
    kind: str
    todo: int
    done: int
    chunks: int
    _done_by_chunk: dict[int, int] = field(repr=False, compare=False)

    def chunks_to_solve(self, catalogue: Catalogue) -> Iterator[Sequence[int]]:
        """The deals of each chunk still to solve, chunk by chunk (a lazy walk over the range)."""
        for index in range((self.first - 1) // self.chunk, (self.last - 1) // self.chunk + 1):
            low, high = _chunk_span(index, self.chunk, self.first, self.last)
            done = 0 if self.force else self._done_by_chunk.get(index, 0)
            if done == 0:
                yield range(low, high + 1)
            elif done < high - low + 1:
                skip = done_deals(catalogue, low, high, self.short, DONE_BY[self.kind])
                yield tuple(deal for deal in range(low, high + 1) if deal not in skip)


def plan_build(
    catalogue: Catalogue,
    first: int,
    last: int,
    chunk: int = DEFAULT_CHUNK,
    force: bool = False,
    short: bool = False,
    kind: str = COUNTS,
) -> BuildPlan:
    """What a build of ``first`` … ``last`` has to do, given what ``catalogue`` holds."""
    if not 1 <= first <= last or chunk < 1:
        raise ValueError(
            f"a build needs 1 <= first <= last and a positive chunk, not {first}, {last}, {chunk}"
        )
    if kind not in DONE_BY or (short and kind != COUNTS):
        raise ValueError(f"a build makes counts (with or without short counts) or verdicts, not {kind!r}")
    chunks_done = done_by_chunk(catalogue, first, last, chunk, short, DONE_BY[kind])
    spans = {index: _chunk_span(index, chunk, first, last) for index in chunks_done}
    total_chunks = (last - 1) // chunk - (first - 1) // chunk + 1
    done = 0 if force else sum(chunks_done.values())
    full = (
        0
        if force
        else sum(1 for index, count in chunks_done.items() if count == spans[index][1] - spans[index][0] + 1)
    )
    todo = last - first + 1 - done
    return BuildPlan(first, last, chunk, force, short, kind, todo, done, total_chunks - full, chunks_done)


def _chunk_span(index: int, chunk: int, first: int, last: int) -> tuple[int, int]:
    """The first and last deal of chunk ``index`` within ``first`` … ``last``."""
    return max(first, index * chunk + 1), min(last, (index + 1) * chunk)


@dataclass(frozen=True)
class BuildResult:
    """``computed`` deals stored by this build in ``seconds``; ``stopped`` when a stop event ended it."""

    computed: int
    seconds: float
    stopped: bool


def run_build(
    catalogue: Catalogue,
    plan: BuildPlan,
    jobs: int | None = None,
    scheduler: str | None = None,
    short_engine: ShortEngine | None = None,
    progress: Progress | None = None,
    stop: threading.Event | None = None,
) -> BuildResult:
    """Carry out ``plan`` on ``jobs`` local processes (capped by :func:`worker_count`) or on the Dask
    cluster at ``scheduler``; ``progress(done, plan.todo)`` after each chunk stored."""
    if plan.short and short_engine is None:
        short_engine = load_short_engine()
    began = time.monotonic()
    computed = 0

    def store(rows: list[Row]) -> None:
        nonlocal computed
        catalogue.write(rows)
        computed += len(rows)
        if progress is not None:
            progress(computed, plan.todo)

    if plan.todo == 0:
        return BuildResult(0, 0.0, False)
    load_engine()  # before the workers fork: they inherit the loaded kernels
    work = functools.partial(solve_chunk, kind=plan.kind, short=short_engine)
    chunks = plan.chunks_to_solve(catalogue)
    if scheduler is not None:
        from freecell_gui.core.catalogue.cluster import run_on_cluster  # Dask, only when asked for

        finished = run_on_cluster(scheduler, chunks, work, store, stop)
    else:
        jobs, _ = worker_count(jobs, plan.chunks, default_jobs())
        if jobs == 1:
            finished = run_here(chunks, work, store, stop)
        else:
            finished = run_on_processes(chunks, jobs, work, store, stop)
    return BuildResult(computed, time.monotonic() - began, not finished)


def build_range(
    path: str | os.PathLike[str],
    first: int,
    last: int,
    progress: Progress | None = None,
    stop: threading.Event | None = None,
    jobs: int | None = None,
    force: bool = False,
    chunk: int = DEFAULT_CHUNK,
    short: bool = False,
    kind: str = COUNTS,
) -> BuildResult:
    """The window's build: deals ``first`` … ``last`` into the catalogue at ``path`` (made if missing),
    on every core, with ``progress(done, total)`` and ``stop`` (set it to cancel; the chunks already
    stored stay); ``short`` adds the short engine's counts. Runs on the calling thread: call it from a
    worker thread."""
    with Catalogue.open(path, create=True) as catalogue:
        plan = plan_build(catalogue, first, last, chunk, force, short, kind)
        return run_build(catalogue, plan, jobs, progress=progress, stop=stop)
