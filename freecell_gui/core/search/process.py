"""Our search run in a process of its own (worker.py), for a window whose GUI thread must not wait.

:class:`SearchProcess` starts the worker on its first search (never before: a window that never solves
pays nothing), keeps it for the next ones (the kernels stay loaded) and ends it on :meth:`close`. Its
:meth:`~SearchProcess.search` has :func:`freecell_gui.core.search.search`'s shape and blocks the calling
thread (the solver's, never the GUI's) until the search ends; each shorter solution reaches
``on_better`` as the worker finds it, replayed here by :class:`~freecell_gui.core.rules.position.Position`
from its texts. A stop flag is passed on to the worker, which stops between two kernel calls; a worker
that does not answer within ``stop_grace`` seconds is killed. No worker outlives its parent: it ends
when its input closes (the parent closed it or died), and every one still running is killed at exit.
"""

from __future__ import annotations

import atexit
import threading
import time
import weakref
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from freecell_gui.core.rules.autoplay import DEFAULT_AUTOPLAY, Autoplay, autoplay_of
from freecell_gui.core.search.result import GAVE_UP, SOLVED, Limits, SearchResult

if TYPE_CHECKING:
    from typing_extensions import Unpack  # typing's own from Python 3.11; only the type checker reads it

    from freecell_gui.core.rules.position import Position
    from freecell_gui.core.search.pipe import WorkerPipe
    from freecell_gui.core.search.solution import FoundSolution

#: How often a waiting caller looks at its stop flag (seconds).
POLL_S = 0.02


class SearchProcessError(RuntimeError):
    """The worker ended unexpectedly, or its search raised (the message says which)."""


class SearchProcess:
    """Our search in a worker process; one search at a time. ``widths`` overrides the beam widths of
        every search (tests); ``command`` runs the worker (pipe.worker_command()). Cheap to make and to
    import: the window makes one at start-up, and only the first search loads the rest."""

    def __init__(
        self,
        widths: Sequence[int] | None = None,
        stop_grace: float = 5.0,
        command: Sequence[str] | None = None,
    ) -> None:
        self._widths = None if widths is None else tuple(widths)
        self._stop_grace = stop_grace
        self._command = None if command is None else list(command)
        self._lock = threading.Lock()  # guards _worker and _last_id
        self._searching = threading.Lock()
        self._worker: WorkerPipe | None = None
        self._last_id = 0
        _open.add(self)

    def __del__(self) -> None:
        self.close()

    def pid(self) -> int | None:
        """The worker's process id while it runs (started by the first search), else None."""
        worker = self._worker
        return None if worker is None or worker.ended.is_set() else worker.popen.pid

    def is_ready(self) -> bool:
        """Whether the worker runs with its kernels loaded (else a search first starts it: seconds)."""
        worker = self._worker
        return worker is not None and worker.ready.is_set() and not worker.ended.is_set()

    def is_searching(self) -> bool:
        """Whether a search is under way (from its call until the worker's last word is read)."""
        return self._searching.locked()

    def prepare(self, stop: threading.Event | None = None) -> None:
        """Start the worker unless it runs, and wait until its kernels are loaded or ``stop`` is set
        (then it goes on loading, for the next search). Raises SearchProcessError if it ends."""
        self._prepared(stop)

    def close(self) -> None:
        """End the worker now (a search running returns, stopped); the next search starts another.
        Safe from any thread."""
        with self._lock:
            worker, self._worker = self._worker, None
        if worker is not None:
            worker.closed = True
            worker.kill()

    def quick(
        self, start: Position, autoplay: Autoplay = DEFAULT_AUTOPLAY, **limits: Unpack[Limits]
    ) -> SearchResult:
        """As :func:`freecell_gui.core.search.quick`, in the worker (started first if need be)."""
        return self.search(start, autoplay, **limits, quick=True)

    def search(
        self,
        start: Position,
        autoplay: Autoplay = DEFAULT_AUTOPLAY,
        *,
        time_limit: float | None = None,
        stop: threading.Event | None = None,
        on_better: Callable[[FoundSolution], None] | None = None,
        widths: Sequence[int] | None = None,
        quick: bool = False,
    ) -> SearchResult:
        """As :func:`freecell_gui.core.search.search` (``quick``: as :func:`~freecell_gui.core.search.quick`),
        in the worker (started first if need be)."""
        autoplay = autoplay_of(autoplay)
        stop = stop or threading.Event()
        began = time.perf_counter()
        with self._searching:
            worker = None if stop.is_set() else self._prepared(stop)
            if worker is None:  # stopped before it began: no worker started for nothing
                return SearchResult(GAVE_UP, None, 0, time.perf_counter() - began, stopped=True)
            with self._lock:
                self._last_id += 1
                ident = self._last_id
            widths = widths or self._widths
            worker.send(
                search=ident,
                position=start.to_fcs(),
                autoplay=autoplay,
                time_limit=time_limit,
                widths=None if widths is None else list(widths),
                quick=quick,
            )
            try:
                return self._follow(worker, ident, start, autoplay, stop, on_better or (lambda found: None))
            except BaseException:  # a solution that does not replay, or on_better raised: stop it there too
                worker.send(stop=ident)
                raise

    def _prepared(self, stop: threading.Event | None) -> WorkerPipe | None:
        """The running worker with its kernels loaded, or None if ``stop`` was set first."""
        with self._lock:
            if self._worker is None or self._worker.ended.is_set():
                from freecell_gui.core.search.pipe import WorkerPipe, worker_command

                self._worker = WorkerPipe(self._command or worker_command())
            worker = self._worker
        while not worker.ready.wait(POLL_S):
            if worker.ended.is_set() and not worker.closed:
                raise SearchProcessError(f"the search's process ended while loading ({worker.exit_text()})")
            if (stop is not None and stop.is_set()) or worker.closed:
                return None
        return worker

    def _follow(
        self,
        worker: WorkerPipe,
        ident: int,
        start: Position,
        autoplay: Autoplay,
        stop: threading.Event,
        on_better: Callable[[FoundSolution], None],
    ) -> SearchResult:
        """The worker's replies to search ``ident`` until it ends."""
        import queue

        from freecell_gui.core.search.solution import solution_of_texts

        best: FoundSolution | None = None
        asked_to_stop: float | None = None
        while True:
            if stop.is_set() and asked_to_stop is None:
                worker.send(stop=ident)
                asked_to_stop = time.perf_counter()
            elif asked_to_stop is not None and time.perf_counter() - asked_to_stop > self._stop_grace:
                worker.kill()  # deaf to the stop: its end comes as the end of its replies
            try:
                reply = worker.replies.get(timeout=POLL_S)
            except queue.Empty:
                continue
            if reply is None:
                if stop.is_set() or worker.closed:  # killed on purpose
                    return SearchResult(SOLVED if best else GAVE_UP, best, 0, 0.0, stopped=True)
                raise SearchProcessError(f"the search's process ended ({worker.exit_text()})")
            if reply["id"] != ident:
                continue  # a stopped search's last word
            if reply["event"] == "better":
                best = solution_of_texts(start, reply["texts"], reply.get("autoplay", autoplay))
                on_better(best)
            elif reply["event"] == "error":
                raise SearchProcessError(reply["message"])
            else:
                solution = best if reply["verdict"] == SOLVED else None
                return SearchResult(
                    reply["verdict"], solution, reply["expanded"], reply["seconds"], reply["stopped"]
                )


_open: weakref.WeakSet[SearchProcess] = weakref.WeakSet()


@atexit.register
def _close_all() -> None:
    """No worker outlives the program (each would also end as its input closes)."""
    for process in list(_open):
        process.close()
