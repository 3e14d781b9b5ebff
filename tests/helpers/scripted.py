"""Solvers for the panel's Solve in tests: our real search on small beam widths, a scripted search that
reports solutions when the test says so, and a scripted fc-solve part that needs no library; and what
the panel shows while it solves (:class:`Shown`, :func:`assert_replays`)."""

from __future__ import annotations

import queue
import threading
from collections.abc import Callable
from functools import cache, partial

from freecell_gui.app.solution import Solution
from freecell_gui.core.rules.position import Position
from freecell_gui.core.rules.replay import replay
from freecell_gui.core.search import GAVE_UP, SOLVED, SearchResult, search
from freecell_gui.core.search.solution import Solution as FoundMoves
from freecell_gui.ui.playback import PlaybackPanel
from freecell_gui.ui.playback.solve_worker import SolveOutcome

GIVE_UP_S = 20  # a scripted search the test forgot to end stops by itself instead of hanging the suite
SMALL_WIDTHS = (64, 512)


def small_search(
    start: Position,
    autoplay: str,
    stop: threading.Event,
    on_better: Callable[[FoundMoves], None],
    widths: tuple[int, ...] = SMALL_WIDTHS,
) -> SearchResult:
    """Our real search, on beam widths small enough for a test (a fraction of a second a deal)."""
    return search(start, autoplay, stop=stop, on_better=on_better, widths=widths)


def gives_up(
    start: Position, autoplay: str, stop: threading.Event, on_better: Callable[[FoundMoves], None]
) -> SearchResult:
    """Our search, giving up at once (as on a deal too hard for its widest beam)."""
    return SearchResult(GAVE_UP, None, 0, 0.0)


def search_with_widths(*widths: int) -> Callable[..., SearchResult]:
    return partial(small_search, widths=widths)


@cache
def engine_solutions(deal: int, autoplay: str = "safe") -> tuple[FoundMoves, ...]:
    """Every solution our search's beams report on ``deal`` with growing widths, longest first (deal 1,
    safe autoplay: 46, 43 and 39 moves); the complete search, given no room, adds none."""
    found: list[FoundMoves] = []
    widths = (4, 16, 64, 256, 2048)
    search(Position.deal(deal), autoplay, on_better=found.append, widths=widths, max_positions=1)
    return tuple(found)


def solver_outcome(start: Position, solution: FoundMoves, note: str = "scripted fc-solve") -> SolveOutcome:
    """A solved outcome as fc-solve's part gives it (every move, and the site's form with safe autoplay)
    made from ``solution`` (found with safe autoplay)."""
    site = replay(start, solution.moves, "safe")
    every = [move for step in site.steps for move in (step.move, *step.auto)]
    return SolveOutcome(True, note, every, site=site)


class ScriptedFirst:
    """fc-solve's part, scripted: returns ``outcome`` at once."""

    def __init__(self, outcome: SolveOutcome) -> None:
        self.outcome = outcome

    def __call__(self, position: Position, should_stop: Callable[[], bool]) -> SolveOutcome:
        return self.outcome


class ScriptedSearch:
    """Our search, scripted: reports each solution given to :meth:`release` when it is given, ends with
    :meth:`finish` (its verdict) or when stopped; records that it started and saw the stop flag."""

    def __init__(self) -> None:
        self._letters: queue.Queue[FoundMoves | str] = queue.Queue()
        self.started = threading.Event()
        self.stopped = threading.Event()
        self.calls: list[str] = []  # the autoplay of each search started

    def release(self, solution: FoundMoves) -> None:
        self._letters.put(solution)

    def finish(self, verdict: str = SOLVED) -> None:
        self._letters.put(verdict)

    def __call__(
        self, start: Position, autoplay: str, stop: threading.Event, on_better: Callable[[FoundMoves], None]
    ) -> SearchResult:
        self.calls.append(autoplay)
        self.started.set()
        best: FoundMoves | None = None
        waited = 0.0
        while not stop.is_set() and waited < GIVE_UP_S:
            try:
                letter = self._letters.get(timeout=0.005)
            except queue.Empty:
                waited += 0.005
                continue
            if isinstance(letter, str):
                return SearchResult(letter, best if letter == SOLVED else None, 0, 0.5)
            on_better(letter)
            best = letter
        self.stopped.set()
        return SearchResult(SOLVED if best else GAVE_UP, best, 0, 0.5, stopped=True)


def assert_replays(solution: Solution) -> None:
    """``solution`` wins from its start in Position: every move as written, and its short form (the
    site's, with safe autoplay, for a list of every move)."""
    assert solution.rejected is None and solution.is_solved()
    assert replay(solution.start, solution.text(short=False), "none").final.is_solved()
    short_form = "safe" if solution.autoplay == "none" else solution.autoplay  # see Solution.moves
    assert replay(solution.start, solution.text(short=True), short_form).final.is_solved()


class Shown:
    """Each solution the panel shows, with the status line as it is shown."""

    def __init__(self, panel: PlaybackPanel) -> None:
        self.solutions: list[Solution] = []
        self.statuses: list[str] = []

        def note() -> None:
            solution = panel.solution()
            if solution is not None:
                self.solutions.append(solution)
                self.statuses.append(panel.statusText())

        panel.solutionChanged.connect(note)
