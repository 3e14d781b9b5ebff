"""The solve service's one thread and its queue of searches: one runs at a time (the search's process
answers one at a time), the others wait their turn, and a request the user waits for comes first.

A job is a function given its stop flag; it runs on the thread (it blocks there on the search's
process) and hands what it finds to the GUI thread itself. Submitting a job stops the running one if the
new one ranks as high or higher (a Solve stops the status bar's verdict; a new verdict, an older one), and
replaces a job of its own kind still waiting (only the latest deal's verdict is wanted). A stopped job
ends at its next look at the flag; the thread then takes the highest-ranked job waiting. Qt-free.
"""

from __future__ import annotations

import threading
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field

#: How long closing the window waits for the thread (a job stops within a poll of the search's process).
SHUTDOWN_S = 5.0


@dataclass(eq=False)
class Job:
    """``work(stop)`` of ``kind``, ranked ``rank`` (higher first); ``failed(text)`` if it raises."""

    kind: str
    rank: int
    work: Callable[[threading.Event], None]
    failed: Callable[[str], None] = lambda text: None
    stop: threading.Event = field(default_factory=threading.Event)


class JobQueue:
    """One thread, started with the first job."""

    def __init__(self, name: str = "solve-service") -> None:
        self._name = name
        self._lock = threading.Condition()
        self._waiting: list[Job] = []
        self._running: Job | None = None
        self._thread: threading.Thread | None = None
        self._closed = False

    def submit(self, job: Job) -> None:
        with self._lock:
            if self._closed:
                return
            for waiting in [waiting for waiting in self._waiting if waiting.kind == job.kind]:
                self._waiting.remove(waiting)
                waiting.stop.set()
            self._waiting.append(job)
            self._waiting.sort(key=lambda waiting: -waiting.rank)  # stable: first come first among equals
            if self._running is not None and job.rank >= self._running.rank:
                self._running.stop.set()
            if self._thread is None:
                self._thread = threading.Thread(target=self._serve, name=self._name, daemon=True)
                self._thread.start()
            self._lock.notify()

    def cancel(self, job: Job) -> None:
        """Stop ``job`` (running or waiting): it reports nothing more if it looks at its flag."""
        with self._lock:
            job.stop.set()
            if job in self._waiting:
                self._waiting.remove(job)

    def running(self) -> Job | None:
        return self._running

    def shutdown(self, then: Callable[[], None] = lambda: None) -> None:
        """Stop every job, take no more, call ``then`` (ending what the jobs wait on) and end the thread
        (waiting :data:`SHUTDOWN_S` at most)."""
        with self._lock:
            self._closed = True
            for job in (*self._waiting, *filter(None, [self._running])):
                job.stop.set()
            self._waiting.clear()
            self._lock.notify()
            thread = self._thread
        then()
        if thread is not None and thread is not threading.current_thread():
            thread.join(SHUTDOWN_S)

    def _serve(self) -> None:
        while True:
            with self._lock:
                while not self._waiting and not self._closed:
                    self._lock.wait()
                if self._closed:
                    self._running = None
                    return
                job = self._running = self._waiting.pop(0)
            try:
                if not job.stop.is_set():
                    job.work(job.stop)
            except Exception as error:  # a bug must not end the thread, nor leave its caller waiting
                traceback.print_exc()
                job.failed(f"{type(error).__name__}: {error}")
            finally:
                with self._lock:
                    self._running = None
