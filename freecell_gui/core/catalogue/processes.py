"""Chunks of deals solved on local worker processes; each chunk's rows handed to the caller as it is done.

A few chunks per worker are in flight, never the whole range, so a range of billions needs no more
memory than a short one; the rows come back in the order the chunks finish. Workers ignore SIGINT
(Ctrl+C reaches the parent, which terminates them) and, on Linux, die with their parent, so a build
killed with SIGKILL leaves no process behind. A single job runs in the caller's process.
"""

from __future__ import annotations

import ctypes
import multiprocessing
import queue
import signal
import sys
import threading
from collections.abc import Callable, Iterable, Sequence

from freecell_gui.core.catalogue.store import Row

#: Chunks per worker in flight: one being solved, the next ones waiting, so that no worker idles.
IN_FLIGHT_PER_WORKER = 3
_PR_SET_PDEATHSIG = 1
_POLL_SECONDS = 0.1  # how soon a stop request is seen while waiting for a chunk

Work = Callable[..., "list[Row] | None"]  # a chunk's deals (and a stop event) → its rows
RowsHandler = Callable[[list[Row]], None]


def _start_worker() -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if sys.platform.startswith("linux"):  # the kernel sends SIGKILL when the parent dies, however it dies
        ctypes.CDLL(None, use_errno=True).prctl(_PR_SET_PDEATHSIG, signal.SIGKILL)


def pool_context() -> multiprocessing.context.BaseContext:
    """fork (quick) when this process runs one thread; else spawn: forking a process with threads (the
    window's) can copy a lock some other thread held, and deadlock the child."""
    if "fork" in multiprocessing.get_all_start_methods() and threading.active_count() == 1:
        return multiprocessing.get_context("fork")
    return multiprocessing.get_context("spawn")


def run_here(
    chunks: Iterable[Sequence[int]], work: Work, on_rows: RowsHandler, stop: threading.Event | None
) -> bool:
    """The chunks solved one after another in this process (``work`` is :func:`~.facts.solve_chunk`
    with its options bound); False when ``stop`` ended the work, the chunk under way lost."""
    for chunk in chunks:
        rows = work(chunk, stop=stop)
        if rows is None:
            return False
        on_rows(rows)
    return True


def run_on_processes(
    chunks: Iterable[Sequence[int]], jobs: int, work: Work, on_rows: RowsHandler, stop: threading.Event | None
) -> bool:
    """``work`` (a picklable function of a chunk) on ``jobs`` worker processes, ``on_rows`` called in this
    thread with each chunk's rows as it arrives. False when ``stop`` ended the work: the chunks in
    flight are lost. An error of a worker is raised here; the workers are gone on any exit."""
    finished: queue.SimpleQueue[tuple[list[Row] | None, BaseException | None]] = queue.SimpleQueue()
    pool = pool_context().Pool(jobs, initializer=_start_worker)
    pending = 0  # chunks handed to the pool whose outcome has not been taken yet
    try:
        for chunk in chunks:
            while pending >= jobs * IN_FLIGHT_PER_WORKER:
                pending -= 1
                if not _take_one(finished, on_rows, stop):
                    return False
            pool.apply_async(
                work,
                (chunk,),
                callback=lambda rows: finished.put((rows, None)),
                error_callback=lambda error: finished.put((None, error)),
            )
            pending += 1
        while pending:
            pending -= 1
            if not _take_one(finished, on_rows, stop):
                return False
        pool.close()
        return True
    except Exception:
        # A worker's error: the chunks in flight end first. Terminating a worker while it hands back its
        # outcome leaves the result queue's lock held, and Pool.terminate then waits for it for ever.
        pool.close()
        for _ in range(pending):
            finished.get()
        raise
    finally:
        pool.terminate()
        pool.join()


def _take_one(
    finished: queue.SimpleQueue[tuple[list[Row] | None, BaseException | None]],
    on_rows: RowsHandler,
    stop: threading.Event | None,
) -> bool:
    """Wait for the next finished chunk and hand its rows over; False when ``stop`` is set first."""
    while True:
        if stop is not None and stop.is_set():
            return False
        try:
            rows, error = finished.get(timeout=_POLL_SECONDS)
        except queue.Empty:
            continue
        if error is not None:
            raise error
        if rows is not None:
            on_rows(rows)
        return True
