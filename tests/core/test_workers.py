"""The worker processes a catalogue build and `freecell solve A..B` share: how many, and their results as
done or in order."""

from __future__ import annotations

import pytest

from freecell_gui.core.workers import pool_context, worker_count, worker_results
from tests.helpers.catalogue_helpers import slow_first_chunks


def _chunks() -> list[range]:
    return [range(start, start + 2) for start in range(1, 13, 2)]


def test_results_come_in_the_chunks_order_when_asked() -> None:
    results = worker_results(_chunks(), 2, slow_first_chunks, ordered=True)
    assert list(results) == [list(chunk) for chunk in _chunks()]


def test_results_come_as_they_are_done_otherwise() -> None:
    done = list(worker_results(_chunks(), 2, slow_first_chunks))
    assert sorted(done) == [list(chunk) for chunk in _chunks()]
    assert done[-1] == [1, 2]  # the first chunk, the slowest, came last


@pytest.mark.parametrize(
    ("requested", "chunks", "cores", "jobs", "note"),
    [
        (None, 100, 8, 8, ""),
        (None, 2, 8, 2, ""),  # the default is cut silently
        (4, 100, 8, 4, ""),
        (10_000, 100, 8, 8, "--jobs 10,000 cut to 8: this process may use 8 cores"),
        (10_000, 2, 8, 2, "--jobs 10,000 cut to 2: only 2 chunks of work"),
        (3, 1, 8, 1, "--jobs 3 cut to 1: only 1 chunk of work"),
        (3, 1, 1, 1, "--jobs 3 cut to 1: this process may use 1 core"),
    ],
)
def test_workers_are_never_more_than_the_chunks_nor_the_cores(
    requested: int | None, chunks: int, cores: int, jobs: int, note: str
) -> None:
    assert worker_count(requested, chunks, cores) == (jobs, note)


def test_a_thread_unknown_to_threading_still_means_spawn() -> None:
    # Qt's threads (the window's build worker, the render worker) are not in threading.enumerate(); a
    # fork beside them could copy a lock one of them holds. _thread starts such a thread.
    import _thread

    release, started = _thread.allocate_lock(), _thread.allocate_lock()
    release.acquire()
    started.acquire()

    def wait() -> None:
        started.release()
        release.acquire()

    _thread.start_new_thread(wait, ())
    started.acquire()
    try:
        assert pool_context().get_start_method() == "spawn"
    finally:
        release.release()
