"""Searches for the solve service in tests: our real search in this process (no worker process to start),
a scripted one that finds what the test gives it when the test says so, and what the panel shows while it
solves (:class:`Shown`, :func:`assert_replays`)."""

from __future__ import annotations

import queue
import threading
import time
from collections.abc import Callable, Sequence
from functools import cache
from typing import TYPE_CHECKING, Any

from freecell_gui.app.notify import Change
from freecell_gui.app.session import ViewerSession
from freecell_gui.app.solution import PlaybackSolution
from freecell_gui.core import search as engine
from freecell_gui.core.rules.autoplay import Autoplay
from freecell_gui.core.rules.position import Position
from freecell_gui.core.rules.replay import replay
from freecell_gui.core.search import GAVE_UP, SOLVED, SearchResult
from freecell_gui.core.search.result import Limits
from freecell_gui.core.search.solution import FoundSolution
from freecell_gui.ui.playback import PlaybackPanel

if TYPE_CHECKING:
    from typing_extensions import Unpack

GIVE_UP_S = 20  # a scripted search the test forgot to end stops by itself instead of hanging the suite
SMALL_WIDTHS = (64, 512)


class LocalSearch:
    """Our real search in this process, the anytime search on beam widths small enough for a test (a
    fraction of a second a deal); the quick pass as the window's, the window's limits passed on. Counts
    its calls."""

    def __init__(self, widths: Sequence[int] = SMALL_WIDTHS) -> None:
        self.widths = tuple(widths)
        self.calls: list[tuple[str, Position, str]] = []  # ("quick" or "search", start, autoplay)

    def is_ready(self) -> bool:
        return engine.is_compiled()

    def prepare(self, stop: threading.Event | None = None) -> None:
        engine.prepare()

    def close(self) -> None:
        pass

    def quick(
        self, start: Position, autoplay: Autoplay = Autoplay.SAFE, **limits: Unpack[Limits]
    ) -> SearchResult:
        self.calls.append(("quick", start, autoplay))
        return engine.quick(start, autoplay, **limits)

    def search(self, start: Position, autoplay: Autoplay = Autoplay.SAFE, **limits: Any) -> SearchResult:
        self.calls.append(("search", start, autoplay))
        return engine.search(start, autoplay, widths=self.widths, **limits)


class GatedSearch(LocalSearch):
    """Our real search, whose quick passes wait until the test opens :attr:`gate` (or they are stopped):
    what the window says while the solver looks."""

    def __init__(self) -> None:
        super().__init__()
        self.gate = threading.Event()

    def quick(
        self, start: Position, autoplay: Autoplay = Autoplay.SAFE, **limits: Unpack[Limits]
    ) -> SearchResult:
        stop: threading.Event | None = limits.get("stop")
        give_up = time.monotonic() + GIVE_UP_S
        while not self.gate.wait(0.005) and time.monotonic() < give_up:
            if stop is not None and stop.is_set():
                return SearchResult(GAVE_UP, None, 0, 0.0, stopped=True)
        return super().quick(start, autoplay, **limits)


@cache
def engine_solutions(deal: int, autoplay: Autoplay = Autoplay.SAFE) -> tuple[FoundSolution, ...]:
    """Every solution our search's beams report on ``deal`` with growing widths, longest first (deal 1,
    safe autoplay: 46, 43 and 39 moves); the complete search, given no room, adds none."""
    found: list[FoundSolution] = []
    widths = (4, 16, 64, 256, 2048)
    engine.search(Position.deal(deal), autoplay, on_better=found.append, widths=widths, max_positions=1)
    return tuple(found)


class ScriptedSearch:
    """Our search, scripted. The quick pass answers ``first`` at once (None: ``quick_verdict``, or, with
    ``slow``, waits until stopped). The anytime search reports each solution given to :meth:`release`
    when it is given and ends with :meth:`finish` (its verdict) or when stopped. :attr:`loaded`: the
    kernels are loaded (a test clears it to watch "Preparing the solver…"). Records each call, and that
    a search started and saw its stop flag."""

    def __init__(
        self,
        first: FoundSolution | None = None,
        quick_verdict: str = GAVE_UP,
        slow: bool = False,
        seconds: float = 0.01,
    ) -> None:
        self.first, self.quick_verdict, self.slow, self.seconds = first, quick_verdict, slow, seconds
        self._letters: queue.Queue[FoundSolution | str] = queue.Queue()
        self.loaded = threading.Event()
        self.loaded.set()
        self.started = threading.Event()  # the anytime search
        self.quick_started = threading.Event()
        self.stopped = threading.Event()
        self.calls: list[tuple[str, Position, str]] = []

    def is_ready(self) -> bool:
        return self.loaded.is_set()

    def prepare(self, stop: threading.Event | None = None) -> None:
        while not self.loaded.wait(0.005):
            if stop is not None and stop.is_set():
                return

    def close(self) -> None:
        pass

    def release(self, solution: FoundSolution) -> None:
        self._letters.put(solution)

    def finish(self, verdict: str = SOLVED) -> None:
        self._letters.put(verdict)

    def quick(
        self,
        start: Position,
        autoplay: Autoplay = Autoplay.SAFE,
        *,
        stop: threading.Event | None = None,
        **_: Any,
    ) -> SearchResult:
        self.calls.append(("quick", start, autoplay))
        self.quick_started.set()
        give_up = time.monotonic() + GIVE_UP_S
        slow = self.slow  # read once: a test that makes the next search quick leaves this one waiting
        while slow and not (stop is not None and stop.is_set()) and time.monotonic() < give_up:
            time.sleep(0.002)
        if stop is not None and stop.is_set():
            self.stopped.set()
            return SearchResult(GAVE_UP, None, 0, 0.0, stopped=True)
        if self.first is not None:
            return SearchResult(SOLVED, self.first, 1000, self.seconds)
        return SearchResult(self.quick_verdict, None, 12345, self.seconds)

    def search(
        self,
        start: Position,
        autoplay: Autoplay = Autoplay.SAFE,
        *,
        stop: threading.Event | None = None,
        on_better: Callable[[FoundSolution], None] | None = None,
        **_: Any,  # the time limit: a scripted search ends when the test says
    ) -> SearchResult:
        self.calls.append(("search", start, autoplay))
        self.started.set()
        best: FoundSolution | None = None
        waited = 0.0
        while not (stop is not None and stop.is_set()) and waited < GIVE_UP_S:
            try:
                letter = self._letters.get(timeout=0.005)
            except queue.Empty:
                waited += 0.005
                continue
            if isinstance(letter, str):
                return SearchResult(letter, best if letter == SOLVED else None, 0, 0.5)
            if on_better is not None:
                on_better(letter)
            best = letter
        self.stopped.set()
        return SearchResult(SOLVED if best else GAVE_UP, best, 0, 0.5, stopped=True)


class FailingSearch(ScriptedSearch):
    """A search whose process ends as it is asked (the window says why)."""

    WHY = "the search's process ended (exit status 1) while it was answering the window's request"

    def quick(self, *args: object, **kwargs: object) -> SearchResult:
        from freecell_gui.core.search.process import SearchProcessError

        raise SearchProcessError(self.WHY)


def assert_replays(solution: PlaybackSolution) -> None:
    """``solution`` wins from its start in Position: every move as written, and its short form (the
    site's, with safe autoplay, for a list of every move)."""
    assert solution.rejected is None and solution.is_solved()
    assert replay(solution.start, solution.text(short=False), Autoplay.NONE).final.is_solved()
    short_form = (
        Autoplay.SAFE if solution.autoplay == Autoplay.NONE else solution.autoplay
    )  # see PlaybackSolution.moves
    assert replay(solution.start, solution.text(short=True), short_form).final.is_solved()


class Shown:
    """Each solution the panel on ``session`` shows, with the panel's status line as it is shown."""

    def __init__(self, session: ViewerSession, panel: PlaybackPanel) -> None:
        self.solutions: list[PlaybackSolution] = []
        self.statuses: list[str] = []

        def note(change: Change) -> None:
            solution = panel.solution()
            if change & Change.STEPS and solution is not None:
                self.solutions.append(solution)
                self.statuses.append(panel.statusText())

        session.subscribe(note)
