"""The shared solve runner: off the GUI thread, a stopped job's late result dropped, stop and shutdown
honoured, an exception reported as a failure."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator

import pytest
import shiboken6
from PySide6.QtCore import QObject
from pytestqt.qtbot import QtBot

from freecell_gui.ui.playback.solve_runner import SolveRunner

GIVE_UP_S = 10  # a job that never sees its stop flag ends the test instead of hanging it


class Job:
    """Records the thread it ran on; ``blocking`` searches until stopped and records that it saw the flag;
    ``held``, an event, keeps the thread (stopped or not) until it is set."""

    def __init__(self, result: object, blocking: bool = False, held: threading.Event | None = None) -> None:
        self.result, self.blocking, self.held = result, blocking, held
        self.started = threading.Event()
        self.saw_stop = threading.Event()
        self.ended = threading.Event()
        self.thread: threading.Thread | None = None

    def __call__(self, should_stop: Callable[[], bool]) -> object:
        self.thread = threading.current_thread()
        self.started.set()
        if self.held is not None:
            self.held.wait(GIVE_UP_S)
        give_up = time.monotonic() + GIVE_UP_S
        while self.blocking and not should_stop() and time.monotonic() < give_up:
            time.sleep(0.001)
        if should_stop():
            self.saw_stop.set()
        self.ended.set()
        return self.result


class Heard:
    def __init__(self, runner: SolveRunner) -> None:
        self.finished: list[object] = []
        self.failed: list[str] = []
        runner.finished.connect(self.finished.append)
        runner.failed.connect(self.failed.append)


@pytest.fixture
def runner(qtbot: QtBot) -> Iterator[SolveRunner]:
    runner = SolveRunner()
    yield runner
    runner.shutdown()


def test_a_job_runs_off_the_gui_thread_and_reports_its_result(qtbot: QtBot, runner: SolveRunner) -> None:
    heard, job = Heard(runner), Job("solved")
    with qtbot.waitSignal(runner.finished, timeout=5000):
        runner.start(job)
        assert runner.isRunning()
    assert heard.finished == ["solved"] and heard.failed == [] and not runner.isRunning()
    assert job.thread is not None and job.thread is not threading.main_thread()


def test_a_superseded_jobs_late_result_is_dropped(qtbot: QtBot, runner: SolveRunner) -> None:
    heard, old, new = Heard(runner), Job("old", blocking=True), Job("new")
    runner.start(old)
    assert old.started.wait(5)
    runner.start(new)  # stops the old job; its result still comes back from the thread, late
    assert old.saw_stop.wait(5) and new.ended.wait(5)
    qtbot.waitUntil(lambda: heard.finished != [], timeout=5000)
    qtbot.wait(50)  # the old result has had every chance to arrive
    assert heard.finished == ["new"] and not runner.isRunning()


def test_stop_is_seen_by_the_job_and_nothing_is_reported(qtbot: QtBot, runner: SolveRunner) -> None:
    heard, job = Heard(runner), Job("too late", blocking=True)
    runner.start(job)
    assert job.started.wait(5)
    assert runner.stop() and not runner.isRunning()
    assert job.saw_stop.wait(5), "the running job never saw the stop flag"
    qtbot.wait(50)
    assert heard.finished == [] and heard.failed == []
    assert not runner.stop()  # nothing left to stop


def test_a_job_stopped_before_its_turn_never_runs(qtbot: QtBot, runner: SolveRunner) -> None:
    heard, release = Heard(runner), threading.Event()
    first, skipped, last = Job(1, blocking=True, held=release), Job(2), Job(3)
    runner.start(first)
    assert first.started.wait(5)
    runner.start(skipped)  # waits for the one thread, which the first job keeps, stopped or not ...
    runner.start(last)  # ... until the skipped job is superseded too
    release.set()
    qtbot.waitUntil(lambda: heard.finished == [3], timeout=5000)
    assert not skipped.started.is_set()


def test_shutdown_stops_a_running_job_and_waits_for_its_thread(qtbot: QtBot, runner: SolveRunner) -> None:
    heard, job = Heard(runner), Job("never shown", blocking=True)
    runner.start(job)
    assert job.started.wait(5)
    runner.shutdown()
    # Returned: the job saw the flag (it did not run to its give-up time) and its thread is done.
    assert job.saw_stop.is_set() and job.ended.is_set() and not runner.isRunning()
    qtbot.wait(50)
    assert heard.finished == []


def test_an_exception_in_the_job_is_reported_as_a_failure(
    qtbot: QtBot, runner: SolveRunner, capfd: pytest.CaptureFixture[str]
) -> None:
    heard = Heard(runner)

    def broken(should_stop: Callable[[], bool]) -> object:
        raise ValueError("no such card: 1Z")

    with qtbot.waitSignal(runner.failed, timeout=5000):
        runner.start(broken)
    assert heard.failed == ["ValueError: no such card: 1Z"] and heard.finished == []
    assert not runner.isRunning()
    assert "ValueError: no such card: 1Z" in capfd.readouterr().err  # the traceback, for the bug report
    with qtbot.waitSignal(runner.finished, timeout=5000):  # the runner goes on working
        runner.start(Job("after"))
    assert heard.finished == ["after"]


def test_a_reporting_jobs_reports_arrive_in_the_gui_thread_in_order_until_it_is_stopped(
    qtbot: QtBot, runner: SolveRunner
) -> None:
    heard: list[tuple[object, bool]] = []
    runner.progressed.connect(
        lambda value: heard.append((value, threading.current_thread() is threading.main_thread()))
    )
    release, flags = threading.Event(), []

    def job(stop: threading.Event, report: Callable[[object], None]) -> object:
        for value in range(3):
            report(value)
        release.wait(GIVE_UP_S)
        flags.append(stop.is_set())  # the runner's own flag: a search polls it
        report("late")
        return "done"

    runner.startReporting(job)
    qtbot.waitUntil(lambda: len(heard) == 3)
    assert heard == [(0, True), (1, True), (2, True)] and runner.isRunning()
    runner.stop()
    release.set()
    qtbot.waitUntil(lambda: flags == [True])
    qtbot.wait(50)
    assert len(heard) == 3  # nothing of a stopped job arrives after stop()


def test_a_runner_destroyed_with_its_parent_stops_its_job_first(qtbot: QtBot) -> None:
    parent = QObject()
    runner = SolveRunner(parent)
    job = Job("late", blocking=True)
    runner.start(job)
    assert job.started.wait(5)
    began = time.monotonic()
    shiboken6.delete(parent)  # the pool waits for its thread: the job must have been told to stop
    assert job.saw_stop.is_set() and time.monotonic() - began < GIVE_UP_S / 2
