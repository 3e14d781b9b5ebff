"""The searches the solve service runs on its thread, each in the search's process
(:class:`~freecell_gui.core.search.process.SearchProcess`), and what they find as entries of
:mod:`~freecell_gui.app.known` or, from a position in play, as an :class:`Answer`. Qt-free: what they
find goes to ``report`` (the service posts it to the GUI thread).

A solution reaches the window as texts that the process's parent replays once by
:class:`~freecell_gui.core.rules.position.Position` (core.search.solution); its playback steps are made
here from that replay, off the GUI thread, which only shows them.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from freecell_gui.app.known import GAVE_UP, NO_SOLUTION, SOLVED, Known, found
from freecell_gui.app.solution import PlaybackSolution, replayed_solution
from freecell_gui.core.rules.autoplay import DEFAULT_AUTOPLAY, Autoplay
from freecell_gui.core.rules.replay import Replay

if TYPE_CHECKING:
    from freecell_gui.core.notation.standard import Move
    from freecell_gui.core.rules.position import Position
    from freecell_gui.core.search.result import SearchResult
    from freecell_gui.core.search.solution import FoundSolution


@dataclass(frozen=True)
class Answer:
    """What a search from a position says: its ``verdict`` (core.search's SOLVED, NO_SOLUTION or GAVE_UP,
    or :data:`~freecell_gui.app.known.FAILED` saying why in ``failure``), the ``moves`` of its solution
    (as written with ``autoplay``), and the ``positions`` searched."""

    verdict: str
    moves: tuple[Move, ...] = ()
    autoplay: Autoplay = DEFAULT_AUTOPLAY
    positions: int = 0
    failure: str = ""


class Searcher(Protocol):
    """What the service asks of the search's process (core.search.process's SearchProcess; tests give
    scripted ones): only the calls below make, with the arguments they always pass."""

    def is_ready(self) -> bool: ...
    def prepare(self, stop: threading.Event | None = None) -> None: ...
    def close(self) -> None: ...
    def quick(
        self, start: Position, autoplay: Autoplay, *, time_limit: float | None, stop: threading.Event
    ) -> SearchResult: ...
    def search(
        self,
        start: Position,
        autoplay: Autoplay,
        *,
        stop: threading.Event,
        on_better: Callable[[FoundSolution], None],
    ) -> SearchResult: ...


def playback_of(start: Position, moves: FoundSolution) -> PlaybackSolution:
    """A solution from the search's process as playback steps, from the replay that checked it."""
    return replayed_solution(moves.replayed or Replay(start, ()), moves.autoplay)


def known_of(start: Position, result: SearchResult, source: str, stop: threading.Event) -> Known | None:
    """What ``result`` says of ``start``; None if the search was stopped before it could say anything
    (a search stopped by its time limit gave up, with the positions it searched)."""
    if result.verdict == SOLVED and result.solution is not None:
        return found(playback_of(start, result.solution), source, result.seconds)
    if result.verdict == NO_SOLUTION:
        return Known(NO_SOLUTION, source, positions=result.expanded, seconds=result.seconds)
    if stop.is_set():
        return None
    return Known(GAVE_UP, source, positions=result.expanded, seconds=result.seconds)


def prepared(process: Searcher, stop: threading.Event, loading: Callable[[bool], None]) -> bool:
    """Load the search's process unless it is ready, saying ``loading(True)`` before and
    ``loading(False)`` after; False if ``stop`` was set first."""
    if process.is_ready():
        return True
    loading(True)
    process.prepare(stop)
    if stop.is_set():
        return False
    loading(False)
    return True


def quick_pass(
    process: Searcher,
    start: Position,
    autoplay: Autoplay,
    source: str,
    stop: threading.Event,
    time_limit: float | None,
) -> Known | None:
    """The quick pass from ``start`` (see :func:`known_of`)."""
    result = process.quick(start, autoplay, time_limit=time_limit, stop=stop)
    return known_of(start, result, source, stop)


def shorter_ones(
    process: Searcher,
    start: Position,
    autoplay: Autoplay,
    source: str,
    stop: threading.Event,
    report: Callable[[Known], None],
) -> SearchResult:
    """The anytime search from ``start``: each solution shorter than the last reported as it is found."""
    began = time.perf_counter()

    def better(moves: FoundSolution) -> None:
        report(found(playback_of(start, moves), source, time.perf_counter() - began))

    return process.search(start, autoplay, stop=stop, on_better=better)
