"""The searches, pass by pass: beam searches of growing width, each looking only for solutions shorter than
the best so far, and the complete search (complete.py) once the first beam has found nothing, until the
passes run out, the time limit passes or ``stop`` is set. Imported by :mod:`freecell_gui.core.search` on
first use (it loads numba).

The quick pass stops at its first solution: a narrow beam answers most deals in milliseconds with a count
close to the shortest; a deal it cannot solve goes to the complete search, which proves that there is no
solution or finds one, and wider beams follow while nothing is found. The anytime search goes on with
every width for shorter solutions.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np

from freecell_gui.core.rules.autoplay import Autoplay, autoplay_of
from freecell_gui.core.rules.position import Position
from freecell_gui.core.search.beam import MAX_LEVELS, beam_search
from freecell_gui.core.search.bounds import DEFAULT_MAX_POSITIONS
from freecell_gui.core.search.complete import CompleteSearch
from freecell_gui.core.search.layout import AUTOPLAY_CODES, state_of
from freecell_gui.core.search.result import GAVE_UP, NO_SOLUTION, SOLVED, SearchResult
from freecell_gui.core.search.solution import FoundSolution, SolverBugError, solution_of

Weights = tuple[int, ...]
#: Beam widths tried in turn (each search knows the best length so far and looks only for shorter).
WIDTHS = (256, 2048, 16384)
#: The quick pass's beam: its solutions average within a few per cent of the widest's.
QUICK_WIDTH = 256
#: Tried only while those found nothing (a hard deal such as 94717719, where every card to go home
#: first lies under six others): a wider beam ranking free cells as dear as unsorted cards. Cheaper
#: cells fill them first, and the beam sticks; on the usual deals they give shorter solutions.
RESCUE_WIDTHS = (65536,)
RESCUE_WEIGHTS: Weights = (1, 1, 1, 0)
#: The searches run for each autoplay mode, in turn until one solves. Without autoplay every card goes
#: home by a written move, so the fewest moves are max autoplay's with its moves home written out (or,
#: where max autoplay sends a card home too early, safe autoplay's).
SEARCHED_WITH: dict[str, tuple[Autoplay, ...]] = {
    Autoplay.NONE: (Autoplay.MAX, Autoplay.SAFE),
    Autoplay.SAFE: (Autoplay.SAFE,),
    Autoplay.MAX: (Autoplay.MAX,),
}
#: Cost weights (rules_kernel.cost): cards out of order, in free cells, not home, depth of next cards.
WEIGHTS: dict[str, Weights] = {
    Autoplay.NONE: (2, 1, 1, 0),
    Autoplay.SAFE: (2, 1, 1, 0),
    Autoplay.MAX: (1, 1, 1, 0),
}
#: The complete search's place among the passes: after the first beam, while nothing is found.
COMPLETE = "complete"


@dataclass(frozen=True)
class Pass:
    """One search: a beam of ``width`` with the autoplay ``searched`` and ``weights``, or the complete
    search (``searched`` :data:`COMPLETE`). ``only_unsolved``: skipped once a beam has found a solution
    (``or_complete``: but not when only the complete search has, whose solutions are long)."""

    searched: str
    width: int = 0
    weights: Weights = ()
    only_unsolved: bool = False
    or_complete: bool = False


def passes(autoplay: Autoplay, widths: Sequence[int] | None, quick: bool = False) -> list[Pass]:
    """The searches to run in turn for ``autoplay``: the beams of ``widths`` (by default the quick
    width alone, or every width of :data:`WIDTHS`) then the rescue widths, the complete search after the
    first beam. In a quick pass every search after the first is only for a deal still unsolved."""
    searched = SEARCHED_WITH[autoplay]
    chosen = widths or ((QUICK_WIDTH, *WIDTHS[1:]) if quick else WIDTHS)
    beams = [
        Pass(mode, width, WEIGHTS[mode], quick, quick and k == 1)
        for mode in searched
        for k, width in enumerate(chosen)
    ]
    if widths is None:
        beams += [Pass(mode, width, RESCUE_WEIGHTS, True) for mode in searched for width in RESCUE_WIDTHS]
    return [beams[0], Pass(COMPLETE, only_unsolved=True), *beams[1:]]


def run(
    start: Position,
    autoplay: Autoplay,
    time_limit: float | None,
    stop: threading.Event | None,
    on_better: Callable[[FoundSolution], None] | None,
    widths: Sequence[int] | None,
    quick: bool = False,
    max_positions: int = DEFAULT_MAX_POSITIONS,
) -> SearchResult:
    """The searches of :func:`passes` from ``start``; see :func:`freecell_gui.core.search.search`."""
    return _Run(start, autoplay, time_limit, stop, on_better, max_positions).run(
        passes(autoplay, widths, quick)
    )


class _Run:
    """One run of passes: the best solution so far, the effort, and whether a pass proved the verdict."""

    def __init__(
        self,
        start: Position,
        autoplay: Autoplay,
        time_limit: float | None,
        stop: threading.Event | None,
        on_better: Callable[[FoundSolution], None] | None,
        max_positions: int,
    ) -> None:
        self.start, self.autoplay, self.stop, self.on_better = start, autoplay, stop, on_better
        self.started = time.perf_counter()
        self.deadline = None if time_limit is None else self.started + time_limit
        self.max_positions = max_positions
        self.root = state_of(start)
        self.best: FoundSolution | None = None
        self.expanded = 0
        self.proven = False  # no solution exists: a search dropped nothing with safe autoplay
        self.done: set[str] = set()  # the autoplay modes searched that solved (their wider passes run on)
        self.exhausted: set[str] = set()  # searched to the end without a solution
        self.by_complete = False  # the best solution is the complete search's

    def should_stop(self) -> bool:
        return (self.stop is not None and self.stop.is_set()) or (
            self.deadline is not None and time.perf_counter() > self.deadline
        )

    def found(self, moves: Sequence[int], searched: str, written: Autoplay | None = None) -> None:
        """A solution found with autoplay ``searched`` (kernel moves), written for ``written`` (by default
        the autoplay asked for): the best so far, told at once."""
        self.best = solution_of(self.start, moves, written or self.autoplay, autoplay_of(searched))
        self.done.add(searched)
        self.by_complete = False
        if self.on_better is not None:
            self.on_better(self.best)

    def run(self, plan: list[Pass]) -> SearchResult:
        if self.start.is_solved():
            return SearchResult(
                SOLVED, FoundSolution((), (), self.autoplay), 0, time.perf_counter() - self.started
            )
        stopped = False
        for step in plan:
            if self._skipped(step):
                continue
            stopped = self._complete() if step.searched == COMPLETE else self._beam(step)
            if stopped or self.proven:
                break
        verdict = SOLVED if self.best is not None else NO_SOLUTION if self.proven else GAVE_UP
        seconds = time.perf_counter() - self.started
        return SearchResult(verdict, self.best, self.expanded, seconds, stopped)

    def _skipped(self, step: Pass) -> bool:
        rerun = step.or_complete and self.by_complete
        if step.only_unsolved and self.best is not None and not rerun:
            return True
        # A later autoplay mode only stands in for one that found nothing.
        return step.searched != COMPLETE and (
            (self.best is not None and not self.by_complete and step.searched not in self.done)
            or step.searched in self.exhausted
        )

    def _beam(self, step: Pass) -> bool:
        """One beam search; True if it was stopped."""
        extra = 0 if step.searched == self.autoplay else 52 - sum(self.start.foundations)  # homes written
        bound = len(self.best) - extra if self.best is not None else MAX_LEVELS + 1
        outcome = beam_search(
            self.root,
            AUTOPLAY_CODES[step.searched],
            step.width,
            np.array(step.weights, np.int64),
            bound,
            self.should_stop,
            lambda moves: self.found(moves, step.searched),
        )
        self.expanded += outcome.expanded
        if outcome.stopped:
            return True
        if outcome.exhaustive and self.best is None:  # nothing dropped: no solution with this autoplay
            if step.searched == Autoplay.MAX != self.autoplay:
                # Max autoplay may send home a card still needed (98714): the next searches try safe.
                self.exhausted.add(Autoplay.MAX)
            elif step.searched != Autoplay.MAX:
                self.proven = True  # safe autoplay never loses a game, so its proof holds for "none" too
        return False

    def _complete(self) -> bool:
        """The complete search with safe autoplay (its exhaustion is the proof); its solution is written
        for the autoplay asked for where it replays so, else for safe autoplay (a deal such as 98714 is
        solved only so). True if it was stopped."""
        search = CompleteSearch(self.max_positions)
        outcome = search.run(self.root, AUTOPLAY_CODES[Autoplay.SAFE], self.should_stop)
        self.expanded += outcome.expanded
        if outcome.solved:
            try:
                self.found(outcome.moves, Autoplay.SAFE)
            except SolverBugError:  # max autoplay sends home a card the solution still needs
                self.found(outcome.moves, Autoplay.SAFE, Autoplay.SAFE)
            self.by_complete = True
        self.proven = outcome.exhausted
        return outcome.stopped
