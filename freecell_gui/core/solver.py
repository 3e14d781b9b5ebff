"""Solving a position with libfreecell-solver, with three honest verdicts and a solution we checked.

* ``SOLVED``: the library found a solution, and our own move engine replayed every move of it to a
  won game (a solution that does not replay raises :class:`SolverBugError`: it is a bug, never a result);
* ``NO_SOLUTION``: a search that covers every legal move was exhausted;
* ``GAVE_UP``: the iteration or time limit was reached, or the caller stopped the search.

The ``fast`` preset runs fc-solve's ``lg`` (``looking-glass``, the quickest of its presets on deals
1 … 2000) and, once lg has spent :data:`PROVER_AFTER` iterations, a plain depth-first search interleaved
with it slice by slice: lg's several scans need about 200,000 iterations to exhaust deal 11982, the
plain one about 25,000 (its Horne prune, ``-sp r:tf``, only sends cards home when no solution can need
them). The first verdict ends both. Both make fc-solve's meta-moves, which miss some solutions (deal
739671 of 1 … 1,000,000 is solvable, and both exhaust it), so their exhaustion is checked by a third
search that moves one card at a time (:data:`_PROOF_LANE`): its exhaustion is the proof, its solution a
solution (deals 1 … 1,000,000: the 8 known unsolvable deals take it 4,866 … 67,299 positions; deal
739671 a solution of 483 moves in about 2 s). The search runs on the caller's thread; ctypes
releases the GIL inside the library, so a GUI runs it on a worker thread and ends it with ``stop``.
The ``short`` preset then spends a second pass on ``micro-finance-improved`` (flares, each solution
scored by length), which finds solutions about a fifth shorter (deals 1 … 40: 92 moves against 117) in
about 0.1 s a deal, and keeps the shorter.
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass, field
from enum import Enum
from typing import NamedTuple

from freecell_gui.core.fcs_lib import FcsInstance, Status
from freecell_gui.core.notation.standard import Move
from freecell_gui.core.rules.move_check import Op
from freecell_gui.core.rules.position import Position
from freecell_gui.core.solver_lanes import (  # re-exported: the tuning was the solver's own
    FALLBACK_PATIENCE,
    PROVER_AFTER,
    PROVER_WEIGHT,
    SLICE,
    LaneSearch,
    StopCheck,
)
from freecell_gui.core.solver_moves import (  # re-exported: the solver's API since before the split
    SolverBugError,
    check_solution,
    raw_to_moves,
    solution_of_codes,
)
from freecell_gui.util.text_marks import QT_TRANSLATE_NOOP, Grouped, Message, message

__all__ = [
    "DEFAULT_MAX_ITERATIONS",
    "FALLBACK_PATIENCE",
    "PRESETS",
    "PROVER_AFTER",
    "PROVER_WEIGHT",
    "SLICE",
    "VERDICT_WORDS",
    "SolveResult",
    "Solver",
    "SolverBugError",
    "Verdict",
    "check_solution",
    "raw_to_moves",
    "solution_of_codes",
    "solve",
]

#: The default iteration limit of a search (lg needs at most 12,040 on deals 1 … 2000).
DEFAULT_MAX_ITERATIONS = 2_000_000
#: The second pass of the ``short`` preset stops here and keeps the first solution.
SHORT_PASS_ITERATIONS = 1_500_000

_FAST_LANES = (("-l", "lg"), ("-sp", "r:tf"))
# Both lanes make meta-moves (several cards, or cards home, at once), which miss the solutions of some
# deals (739671 of 1 … 1,000,000): their exhaustion is no proof. This lane moves one card at a time
# (fc-solve's atomic moves, as its "crooked-nose" preset, which guarantees an accurate verdict); its
# exhaustion is the proof, and it runs only after theirs (deal 11982: 61,809 positions, about 0.15 s).
_PROOF_LANE = ("-to", "01ABCDE", "-sp", "r:tf")
_SHORT_PASS = ("-l", "micro-finance-improved")
PRESETS = {
    "fast": "fc-solve's lg, with a plain exhaustive search to prove deals unsolvable",
    "short": "fast, then a second pass with fc-solve's micro-finance-improved for fewer moves",
}


class Verdict(Enum):
    SOLVED = "solved"
    NO_SOLUTION = "no solution"
    GAVE_UP = "gave up"


# Each verdict as one word, for lines that programs read (``freecell solve A..B``, the catalogue).
VERDICT_WORDS = {Verdict.SOLVED: "solved", Verdict.NO_SOLUTION: "no-solution", Verdict.GAVE_UP: "gave-up"}


@dataclass(frozen=True)
class SolveResult:
    """The ``verdict`` on ``start``; when solved, ``moves`` (every move, counts included, none left to
    autoplay) and ``texts``, the same in fc-solve's ``-snx`` notation (and ``ops``, the same prepared for
    :mod:`~freecell_gui.core.rules.move_check`); ``iterations`` (positions checked) and ``positions``
    (distinct
    positions reached) searched; ``reason`` why a search gave up ("iteration limit", "time limit",
    "stopped")."""

    verdict: Verdict
    start: Position
    moves: tuple[Move, ...]
    iterations: int
    positions: int
    seconds: float
    preset: str
    reason: str = ""
    texts: tuple[str, ...] = ()
    ops: tuple[Op, ...] = field(default=(), repr=False, compare=False)

    def summary(self) -> str:
        """One line: ``solved: 115 moves``, ``no solution (24,573 positions searched)``, ``gave up …``."""
        return str(self.summary_message())

    def summary_message(self) -> Message:
        """:meth:`summary` for the interface to translate."""
        if self.verdict is Verdict.SOLVED:
            return message(QT_TRANSLATE_NOOP("Solver", "solved: {count} moves"), count=len(self.moves))
        # "iterations: 1" reads right for every count, in every language (no plural forms to choose).
        template = QT_TRANSLATE_NOOP("Solver", "iterations: {iterations}, positions: {positions}")
        searched = message(template, iterations=Grouped(self.iterations), positions=Grouped(self.positions))
        if self.verdict is Verdict.NO_SOLUTION:
            template = QT_TRANSLATE_NOOP("Solver", "no solution: every move searched ({searched})")
            return message(template, searched=searched)
        template = QT_TRANSLATE_NOOP("Solver", "gave up ({reason}); {searched}")
        return message(template, reason=message(self.reason), searched=searched)


class Outcome(NamedTuple):
    """What the library's search found: the ``verdict``, the effort (as in :class:`SolveResult`), why it
    gave up, and when solved the solution's ``codes`` (:meth:`FcsInstance.move_codes`), unchecked."""

    verdict: Verdict
    iterations: int
    positions: int
    reason: str
    codes: bytes


def _never() -> bool:
    return False


def _stop_check(stop: StopCheck | threading.Event | None) -> StopCheck:
    return stop.is_set if isinstance(stop, threading.Event) else stop or _never


class Solver:
    """A reusable solver for one preset: its library instances are configured once and recycled
    between positions (what a range of deals needs). One solve at a time; :meth:`close` frees it."""

    def __init__(self, preset: str = "fast") -> None:
        if preset not in PRESETS:
            raise ValueError(f"unknown preset {preset!r}: choose one of {', '.join(PRESETS)}")
        self.preset = preset
        self._lanes: list[FcsInstance] = []
        self._proof: FcsInstance | None = None
        self._short: FcsInstance | None = None
        self._busy = threading.Lock()
        try:
            self._lanes = [FcsInstance(arguments) for arguments in _FAST_LANES]
            self._proof = FcsInstance(_PROOF_LANE)
            if preset == "short":
                self._short = FcsInstance(_SHORT_PASS)
        except BaseException:
            self.close()
            raise

    def close(self) -> None:
        for lane in (*self._lanes, self._proof, self._short):
            if lane is not None:
                lane.close()
        self._lanes, self._proof, self._short = [], None, None

    def __enter__(self) -> Solver:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def solve(
        self,
        start: Position,
        max_iterations: int = DEFAULT_MAX_ITERATIONS,
        time_limit: float | None = None,
        stop: StopCheck | threading.Event | None = None,
    ) -> SolveResult:
        """Solve ``start``; ``stop`` (a callable or an Event) is looked at every :data:`SLICE` iterations,
        so a search sees it within a few milliseconds. Raises FcsError for a position fc-solve rejects."""
        began = time.monotonic()
        found = self.outcome(start, max_iterations, time_limit, stop)
        moves: tuple[Move, ...] = ()
        texts: tuple[str, ...] = ()
        ops: tuple[Op, ...] = ()
        if found.codes:
            moves, texts, ops = solution_of_codes(start, found.codes)
        result = SolveResult(
            found.verdict, start, moves, found.iterations, found.positions, time.monotonic() - began,
            self.preset, found.reason, texts, ops,
        )  # fmt: skip
        if result.verdict is Verdict.SOLVED and moves and self._short is not None:
            deadline = began + time_limit if time_limit is not None else float("inf")
            with self._busy:
                result = self._shorter(result, began, deadline, _stop_check(stop))
        return result

    def outcome(
        self,
        start: Position | bytes,
        max_iterations: int = DEFAULT_MAX_ITERATIONS,
        time_limit: float | None = None,
        stop: StopCheck | threading.Event | None = None,
    ) -> Outcome:
        """The library's search of ``start`` (the first pass of :meth:`solve`; a position, or fc-solve's
        board text of a position not won), its solution's moves as the library's codes, not yet read nor
        checked: for a caller that checks them its own way."""
        if max_iterations < 1:
            raise ValueError(f"the iteration limit must be positive, not {max_iterations}")
        stop_check = _stop_check(stop)
        if isinstance(start, Position):
            if start.is_solved():  # fc-solve rejects a board without cards; the game is simply won
                return Outcome(Verdict.SOLVED, 0, 0, "", b"")
            start = start.to_fcs().encode()
        deadline = time.monotonic() + time_limit if time_limit is not None else float("inf")
        with self._busy:
            search = LaneSearch(self._lanes, start, max_iterations, deadline, stop_check)
            try:
                search.run()
                if search.winner is not None and search.winner[1] == Status.UNSOLVABLE:
                    assert self._proof is not None
                    search = LaneSearch(
                        [self._proof], search.board, max_iterations, deadline, stop_check, search.iterations()
                    )
                    search.run()
                if search.winner is None:
                    verdict, codes = Verdict.GAVE_UP, b""
                elif search.winner[1] == Status.UNSOLVABLE:
                    verdict, codes = Verdict.NO_SOLUTION, b""
                else:
                    verdict, codes = Verdict.SOLVED, search.lanes[search.winner[0]].move_codes()
                return Outcome(verdict, search.iterations(), search.positions(), search.reason, codes)
            finally:
                for lane in (*self._lanes, self._proof):
                    if lane is not None:
                        lane.recycle()

    def _shorter(self, found: SolveResult, began: float, deadline: float, stop: StopCheck) -> SolveResult:
        assert self._short is not None
        search = LaneSearch([self._short], found.start.to_fcs(), SHORT_PASS_ITERATIONS, deadline, stop)
        try:
            search.run()
            moves: tuple[Move, ...] = ()
            texts: tuple[str, ...] = ()
            ops: tuple[Op, ...] = ()
            if search.winner is not None and search.winner[1] == Status.SOLVED:
                moves, texts, ops = solution_of_codes(found.start, self._short.move_codes())
            iterations = found.iterations + search.iterations()
        finally:
            self._short.recycle()
        if not moves or len(moves) >= len(found.moves):
            moves, texts, ops = found.moves, found.texts, found.ops
        seconds = time.monotonic() - began
        return SolveResult(
            Verdict.SOLVED,
            found.start,
            moves,
            iterations,
            found.positions,
            seconds,
            self.preset,
            "",
            texts,
            ops,
        )


def solve(
    start: Position | int,
    preset: str = "fast",
    max_iterations: int = DEFAULT_MAX_ITERATIONS,
    time_limit: float | None = None,
    stop: StopCheck | threading.Event | None = None,
) -> SolveResult:
    """Solve ``start`` (a position, or a deal number for its start) once; see :meth:`Solver.solve`."""
    position = start if isinstance(start, Position) else Position.deal(start)
    with Solver(preset) as solver:
        return solver.solve(position, max_iterations, time_limit, stop)
