"""A pool of local worker processes that a catalogue build and ``freecell solve A..B`` share: how many
workers (:func:`worker_count`), and each chunk's result handed back as it is done or in the chunks'
order (:func:`worker_results`).

A few chunks per worker are in flight, never the whole range, so a range of billions needs no more
memory than a short one. Workers ignore SIGINT (Ctrl+C reaches the parent, which terminates them) and,
on Linux, die with their parent, so a run killed with SIGKILL leaves no process behind.
"""

from __future__ import annotations

import ctypes
import functools
import multiprocessing
import os
import queue
import signal
import sys
import threading
from collections.abc import Callable, Generator, Iterable, Sequence
from typing import TypeVar

#: Chunks per worker in flight: one being solved, the next ones waiting, so that no worker idles.
IN_FLIGHT_PER_WORKER = 3
_PR_SET_PDEATHSIG = 1
_POLL_SECONDS = 0.1  # how soon a stop request is seen while waiting for a chunk

T = TypeVar("T")
# (chunk index, result, error) of each finished chunk
Finished = queue.SimpleQueue[tuple[int, T | None, BaseException | None]]


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


def _start_worker() -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if sys.platform.startswith("linux"):  # the kernel sends SIGKILL when the parent dies, however it dies
        ctypes.CDLL(None, use_errno=True).prctl(_PR_SET_PDEATHSIG, signal.SIGKILL)


def pool_context() -> multiprocessing.context.BaseContext:
    """fork (quick) when this process runs one thread; else spawn: forking a process with threads (the
    window's) can copy a lock some other thread held, and deadlock the child. The threads are counted by
    the system (Linux's /proc): Qt's threads, the window's build worker among them, are unknown to
    ``threading`` until they call into it."""
    if "fork" in multiprocessing.get_all_start_methods() and _single_threaded():
        return multiprocessing.get_context("fork")
    return multiprocessing.get_context("spawn")


def _single_threaded() -> bool:
    try:
        return len(os.listdir("/proc/self/task")) == 1
    except OSError:  # no /proc (macOS, BSD): spawn, the safe start
        return False


def worker_results(
    chunks: Iterable[Sequence[int]],
    jobs: int,
    work: Callable[[Sequence[int]], T | None],
    stop: threading.Event | None = None,
    ordered: bool = False,
) -> Generator[T, None, bool]:
    """``work`` (a picklable function of a chunk) on ``jobs`` worker processes: yields each chunk's
    result as it arrives, or in the chunks' order if ``ordered``; returns False when ``stop`` ended the
    work (the chunks in flight are lost). An error of a worker is raised here; the workers are gone on
    any exit, the consumer's abandoning the generator included."""
    finished: queue.SimpleQueue[tuple[int, T | None, BaseException | None]] = queue.SimpleQueue()
    early: dict[int, T] = {}  # ordered: results that came before an earlier chunk's
    pool = pool_context().Pool(jobs, initializer=_start_worker)
    pending, handed = 0, 0  # chunks handed to the pool whose outcome has not been taken yet; results given
    try:
        for index, chunk in enumerate(chunks):
            while pending >= jobs * IN_FLIGHT_PER_WORKER:
                pending -= 1
                if not _take_one(finished, early, stop):
                    return False
                handed = yield from _release(early, handed, ordered)
            pool.apply_async(
                work,
                (chunk,),
                callback=functools.partial(_put_result, finished, index),
                error_callback=functools.partial(_put_error, finished, index),
            )
            pending += 1
        while pending:
            pending -= 1
            if not _take_one(finished, early, stop):
                return False
            handed = yield from _release(early, handed, ordered)
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


def _put_result(finished: Finished[T], index: int, result: T | None) -> None:
    finished.put((index, result, None))


def _put_error(finished: Finished[T], index: int, error: BaseException) -> None:
    finished.put((index, None, error))


def _take_one(
    finished: queue.SimpleQueue[tuple[int, T | None, BaseException | None]],
    early: dict[int, T],
    stop: threading.Event | None,
) -> bool:
    """Wait for the next finished chunk and keep its result in ``early``; False when ``stop`` is set first
    (or the work stopped a chunk)."""
    while True:
        if stop is not None and stop.is_set():
            return False
        try:
            index, result, error = finished.get(timeout=_POLL_SECONDS)
        except queue.Empty:
            continue
        if error is not None:
            raise error
        if result is None:
            return False
        early[index] = result
        return True


def _release(early: dict[int, T], handed: int, ordered: bool) -> Generator[T, None, int]:
    """Yield the results that may go now: all of them, or those next in the chunks' order."""
    if not ordered:
        while early:
            yield early.pop(next(iter(early)))
            handed += 1
        return handed
    while handed in early:
        yield early.pop(handed)
        handed += 1
    return handed
