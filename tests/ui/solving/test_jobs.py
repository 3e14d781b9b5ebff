"""The solve service's queue: one job at a time on one thread; what the user waits for stops the status
bar's verdict; a new verdict replaces an older one; the queue ends with its window."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator

import pytest

from freecell_gui.ui.solving.jobs import Job, JobQueue

WAIT_S = 10.0


class Recorder:
    """Jobs that record their start and end (and whether they were stopped), each running until stopped
    or released."""

    def __init__(self) -> None:
        self.events: list[str] = []
        self.lock = threading.Lock()
        self.running = threading.Event()
        self.release = threading.Event()

    def job(self, name: str, kind: str, rank: int, failed: Callable[[str], None] = lambda text: None) -> Job:
        def work(stop: threading.Event) -> None:
            self.note(f"start {name}")
            self.running.set()
            end = time.monotonic() + WAIT_S
            while not stop.is_set() and not self.release.is_set() and time.monotonic() < end:
                time.sleep(0.001)
            self.note(f"{'stopped' if stop.is_set() else 'done'} {name}")

        return Job(kind, rank, work, failed)

    def note(self, event: str) -> None:
        with self.lock:
            self.events.append(event)

    def wait_for(self, event: str) -> None:
        end = time.monotonic() + WAIT_S
        while event not in self.events and time.monotonic() < end:
            time.sleep(0.001)
        assert event in self.events, self.events


@pytest.fixture
def jobs() -> Iterator[JobQueue]:
    queue = JobQueue()
    yield queue
    queue.shutdown()


def test_a_job_of_a_higher_rank_stops_the_running_one(jobs: JobQueue) -> None:
    record = Recorder()
    jobs.submit(record.job("verdict", "verdict", 0))
    record.wait_for("start verdict")
    jobs.submit(record.job("solve", "solve", 1))
    record.wait_for("start solve")
    assert record.events == ["start verdict", "stopped verdict", "start solve"]


def test_a_job_of_a_lower_rank_waits_its_turn(jobs: JobQueue) -> None:
    record = Recorder()
    jobs.submit(record.job("solve", "solve", 1))
    record.wait_for("start solve")
    jobs.submit(record.job("verdict", "verdict", 0))
    time.sleep(0.05)
    assert record.events == ["start solve"]  # the solve goes on
    record.release.set()
    record.wait_for("done verdict")
    assert record.events == ["start solve", "done solve", "start verdict", "done verdict"]


def test_a_new_job_of_a_kind_replaces_the_one_waiting(jobs: JobQueue) -> None:
    record = Recorder()
    jobs.submit(record.job("solve", "solve", 1))
    record.wait_for("start solve")
    older, newer = record.job("617", "verdict", 0), record.job("618", "verdict", 0)
    jobs.submit(older)
    jobs.submit(newer)
    assert older.stop.is_set()
    record.release.set()
    record.wait_for("done 618")
    assert "start 617" not in record.events


def test_a_cancelled_job_never_starts_and_a_running_one_stops(jobs: JobQueue) -> None:
    record = Recorder()
    running, waiting = record.job("solve", "solve", 1), record.job("verdict", "verdict", 0)
    jobs.submit(running)
    record.wait_for("start solve")
    jobs.submit(waiting)
    jobs.cancel(waiting)
    jobs.cancel(running)
    record.wait_for("stopped solve")
    time.sleep(0.05)
    assert record.events == ["start solve", "stopped solve"] and jobs.running() is None


def test_a_job_that_raises_is_reported_and_the_next_one_runs(jobs: JobQueue) -> None:
    failures: list[str] = []

    def broken(stop: threading.Event) -> None:
        raise ValueError("a bug")

    jobs.submit(Job("solve", 1, broken, failures.append))
    record = Recorder()
    record.release.set()
    jobs.submit(record.job("after", "verdict", 0))
    record.wait_for("done after")
    assert failures == ["ValueError: a bug"]


def service_threads() -> set[threading.Thread]:
    return {thread for thread in threading.enumerate() if thread.name == "solve-service"}


def test_shutdown_stops_every_job_ends_the_thread_and_takes_no_more() -> None:
    before = service_threads()
    jobs, record = JobQueue(), Recorder()
    jobs.submit(record.job("solve", "solve", 1))
    jobs.submit(record.job("verdict", "verdict", 0))
    record.wait_for("start solve")
    ended: list[str] = []
    jobs.shutdown(then=lambda: ended.append("process closed"))
    assert ended == ["process closed"] and record.events == ["start solve", "stopped solve"]
    assert service_threads() <= before  # its own thread has ended
    jobs.submit(record.job("late", "solve", 1))
    time.sleep(0.05)
    assert "start late" not in record.events
