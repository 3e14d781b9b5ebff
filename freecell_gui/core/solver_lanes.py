"""One search of one board by one or two of libfreecell-solver's instances ("lanes"), run slice by slice
on the caller's thread until a verdict, the iteration or time limit, or a stop: the scheduling behind
:class:`~freecell_gui.core.solver.Solver` and its tuning, measured on deals 1 … 2000 (see that module
for why two lanes and a proving third).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence

from freecell_gui.core.fcs_lib import FcsInstance, Status
from freecell_gui.core.solver_moves import SolverBugError
from freecell_gui.util.text_marks import QT_TRANSLATE_NOOP

#: Iterations between two looks at the stop flag and the clock: about 1.5 ms of search.
SLICE = 1024
#: lg's iterations before the proving search starts. lg solves 95 % of deals 1 … 2000 within 630 and all
#: but 617 and 1941 within 4,096. Starting the prover at 2,048 instead made deals 1 … 2000 23 ms slower
#: (194, 451, 454: 3 ms each became 10–16 ms, six prover slices for each of lg's until lg solved them)
#: and saved 11982's proof 3 ms (37 against 40 ms).
PROVER_AFTER = 4096
#: Slices of the proving search for each slice of lg once both run: deal 11982 takes lg about 200,000
#: iterations to exhaust and the prover about 25,000, so the prover gets most of the time (measured:
#: 11982 in ~30,000 iterations; deals 1 … 2000 in 406,000, against lg's 380,000 alone).
PROVER_WEIGHT = 6
#: When the prover solves first (its solutions are long), lg goes on up to this many times its iterations
#: so far: deal 617 is solved by the prover at lg's 4,096 and by lg at 4,308.
FALLBACK_PATIENCE = 4

StopCheck = Callable[[], bool]


class LaneSearch:
    """One search of one board by lg (lane 0) and, once lg has spent :data:`PROVER_AFTER` iterations,
    the prover (lane 1), interleaved slice by slice on the caller's thread; the first verdict wins.

    A solution from the prover (a plain depth-first search, so a long one) is kept as a fallback while
    lg goes on until it has spent :data:`FALLBACK_PATIENCE` times the iterations it had then.
    """

    def __init__(
        self,
        lanes: Sequence[FcsInstance],
        board: str | bytes,
        max_iterations: int,
        deadline: float,
        stop: StopCheck,
        spent: int = 0,
    ) -> None:
        self.lanes = lanes
        self._spent = spent  # iterations of an earlier search of the same solve, counted against the limit
        self.board = board
        self._max_iterations = max_iterations
        self._deadline = deadline
        self._stop = stop
        self._started = [False] * len(lanes)
        self._counts = [0] * len(lanes)
        self.winner: tuple[int, Status] | None = None
        self.reason = ""

    def iterations(self) -> int:
        return self._spent + sum(self._counts)

    def positions(self) -> int:
        """Distinct positions reached, by the lane that reached most; 0 before any lane ran (the library
        reports garbage for a search never started, e.g. past a time limit of a nanosecond)."""
        ran = [lane for lane, started in zip(self.lanes, self._started, strict=True) if started]
        return max((lane.positions_stored() for lane in ran), default=0)

    def run(self) -> None:
        fallback_until: int | None = None  # lg's iteration count at which the prover's solution is taken
        while not self._stopping():
            status = self._step(0)
            if status in (Status.SOLVED, Status.UNSOLVABLE):
                self.winner = (0, Status(status))
                return
            if fallback_until is not None:
                if self._counts[0] >= fallback_until:
                    self.winner = (1, Status.SOLVED)
                    return
                continue
            if len(self.lanes) < 2 or self._counts[0] < PROVER_AFTER:
                continue
            for _ in range(PROVER_WEIGHT):
                if self._stopping():
                    break
                status = self._step(1)
                if status == Status.UNSOLVABLE:
                    self.winner = (1, Status.UNSOLVABLE)
                    return
                if status == Status.SOLVED:
                    fallback_until = FALLBACK_PATIENCE * self._counts[0]
                    break
        if fallback_until is not None:
            self.winner = (1, Status.SOLVED)

    def _step(self, index: int) -> Status | int:
        lane = self.lanes[index]
        chunk = max(1, min(SLICE, self._max_iterations - self.iterations()))
        status = lane.resume(chunk) if self._started[index] else lane.start(self.board, chunk)
        self._started[index] = True
        self._counts[index] = lane.iterations()
        if status not in (Status.SOLVED, Status.UNSOLVABLE, Status.SUSPENDED, Status.ITERATIONS_EXCEEDED):
            raise SolverBugError(f"libfreecell-solver stopped with the unexpected status {status}")
        return status

    def _stopping(self) -> bool:
        if self._stop():
            self.reason = QT_TRANSLATE_NOOP("Solver", "stopped")
        elif self.iterations() >= self._max_iterations:
            self.reason = QT_TRANSLATE_NOOP("Solver", "iteration limit")
        elif time.monotonic() >= self._deadline:
            self.reason = QT_TRANSLATE_NOOP("Solver", "time limit")
        return bool(self.reason)
