"""What the catalogue records of one deal, computed where the work runs (a local process or a Dask worker).

* the verdict, by fc-solve's library through :class:`~freecell_gui.core.solver.Solver` (never a list);
* ``moves``: the moves a player makes in the solution found, with Microsoft's safe autoplay making the
  moves home it makes by itself for free — the count freecellgamesolutions.com gives, the length of
  ``freecell solve N``'s output;
* the search effort: ``iterations`` (positions checked) and ``positions`` (distinct positions stored);
* :func:`difficulty`, from the effort and the length;
* the engine: ``fc-solve <library version> <preset>, freecell-gui <version>``.

The rows depend on nothing but the deal and the engine (no clock, no order), so a local build and a
cluster build make the same rows.
"""

from __future__ import annotations

import functools
import math
import threading
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any, NamedTuple

from freecell_gui import __version__
from freecell_gui.core.catalogue.store import Row
from freecell_gui.core.fcs_lib import FcsInstance, load_library
from freecell_gui.core.rules.position import Position
from freecell_gui.core.rules.reduction import autoplay_reduction
from freecell_gui.core.solution_text import shown_texts
from freecell_gui.core.solver import (
    DEFAULT_MAX_ITERATIONS,
    VERDICT_WORDS,
    Outcome,
    Solver,
    SolveResult,
    Verdict,
)
from freecell_gui.core.solver_moves import solution_of_codes

PRESET = "fast"


class ShortEngine(NamedTuple):
    """The short-solution engine as the catalogue uses it: its name and version for the rows, and a
    function giving the moves of its solution of a position (counted as ``moves`` is), or None when it
    found none; it ends early once its stop event (the build's, or None) is set, a Cancel in the window.
    ``moves_of`` is a module-level function, so that it travels to Dask workers by name."""

    label: str
    moves_of: Callable[[Position, threading.Event | None], int | None]


def difficulty(iterations: int, moves: int) -> float:
    """The difficulty of a solved deal: ten points for each tenfold of fc-solve's search effort, and one
    point for every five moves a player makes, rounded to a tenth.

    The effort weighs most: it tells how hard the deal was for a strong heuristic search (deals 1 … 3000
    need 38 … 15,591 iterations, 26 points apart), while the length of that search's solution says less
    (45 … 126 moves, 16 points apart; its correlation with the effort's logarithm is 0.23). Nine deals in
    ten of 1 … 3000 score 30–45 (median 35); they span 25.6 (deal 941) … 54.3 (deal 1941). Deals
    without a solution have no difficulty.
    """
    return round(10 * math.log10(max(iterations, 1)) + moves / 5, 1)


@functools.cache
def engine_label() -> str:
    """``fc-solve 5.0.0 fast, freecell-gui 0.1.0``: the library's own version, the preset the rows are
    searched with, and the program that checks the verdicts and counts the moves."""
    import ctypes

    version_of = load_library().freecell_solver_user_get_lib_version
    version_of.argtypes, version_of.restype = [ctypes.c_void_p], ctypes.c_char_p
    with FcsInstance(()) as instance:
        version = bytes(version_of(instance.handle) or b"unknown").decode("ascii", "replace")
    return f"fc-solve {version} {PRESET}, freecell-gui {__version__}"  # ours: the moves counted, the proof


def moves_shown(result: SolveResult) -> int:
    """How many moves ``freecell solve`` prints for the solved ``result`` (safe autoplay): the length of
    :func:`~freecell_gui.core.solution_text.shown_texts`, without making the texts. Its fast path —
    the moves autoplay leaves, checked to win with autoplay — is the one shown_texts takes, and gives
    one text a move; anything else goes to shown_texts itself, which explains."""
    try:
        reduced = autoplay_reduction(result.start, result.moves, result.ops)
    except (IndexError, TypeError):
        reduced = None
    if reduced is not None:
        return len(reduced.ops)
    return len(shown_texts(result.start, result.moves, result.texts, "safe", result.ops))


class Kernels(NamedTuple):
    """The compiled path of a row: the deal dealt (its cascades and fc-solve's board text), and the
    count of a solution of it (None when the kernel does not vouch for one)."""

    deal: Callable[[int], tuple[Any, bytes]]
    shown_count: Callable[[Any, bytes], int | None]


_kernels: Kernels | None = None  # loaded by load_counting; None there: numba is missing
_loaded = False


def load_counting() -> None:
    """Load the compiled path (:mod:`~freecell_gui.core.search.deal_kernel`,
    :mod:`~freecell_gui.core.search.count_kernel`) now, before worker processes are forked (they
    inherit it); without numba the rows are made in Python."""
    global _kernels, _loaded
    if _loaded:
        return
    try:
        from freecell_gui.core.search.count_kernel import cascades_shown_count
        from freecell_gui.core.search.deal_kernel import dealt
    except ImportError:  # pragma: no cover (numba is a dependency; a broken install still builds)
        _kernels = None
    else:
        cascades_shown_count(dealt(1)[0], b"")  # the kernels loaded from numba's cache (compiled once)
        _kernels = Kernels(dealt, cascades_shown_count)
    _loaded = True


def python_moves(start: Position, found: Outcome) -> int:
    """:func:`moves_shown` of the solution the library ``found``, every move checked (SolverBugError)."""
    moves, texts, ops = solution_of_codes(start, found.codes)
    result = SolveResult(found.verdict, start, moves, found.iterations, found.positions, 0.0, PRESET)
    return moves_shown(replace(result, texts=texts, ops=ops))


def deal_row(
    solver: Solver,
    deal: int,
    max_iterations: int = DEFAULT_MAX_ITERATIONS,
    short: ShortEngine | None = None,
    stop: threading.Event | None = None,
) -> Row:
    """Deal ``deal`` solved by ``solver`` (the ``fast`` preset), as a catalogue row.

    Dealt and counted in compiled code where numba is (:func:`load_counting`): the count kernel makes
    the checks of the Python path in one pass — every move of the solution legal and winning, and what
    is left without autoplay's moves legal and winning with safe autoplay — and answers only when they
    all hold (tests/core/search/test_count_kernel.py holds it to that path); otherwise the Python path
    counts, explains or raises :class:`SolverBugError`. The catalogue stores the count, not the moves,
    so a count from a check that passed is all a row needs.
    """
    load_counting()
    cascades = None
    if _kernels is not None:
        cascades, board = _kernels.deal(deal)
        found = solver.outcome(board, max_iterations, stop=stop)
    else:
        found = solver.outcome(Position.deal(deal), max_iterations, stop=stop)
    moves: int | None = None
    short_moves: int | None = None
    if found.verdict is Verdict.SOLVED:
        if _kernels is not None:
            moves = _kernels.shown_count(cascades, found.codes)
        if moves is None:
            moves = python_moves(Position.deal(deal), found)
        if short is not None:
            short_moves = short.moves_of(Position.deal(deal), stop)
    return Row(
        deal,
        VERDICT_WORDS[found.verdict],
        moves,
        found.iterations,
        found.positions,
        None if moves is None else difficulty(found.iterations, moves),
        engine_label(),
        short_moves,
        short.label if short is not None and short_moves is not None else None,
    )


_per_thread = threading.local()  # a Dask worker runs tasks on several threads: one Solver each


def _thread_solver() -> Solver:
    solver: Solver | None = getattr(_per_thread, "solver", None)
    if solver is None:
        solver = _per_thread.solver = Solver(PRESET)
    return solver


def solve_chunk(
    deals: Sequence[int],
    max_iterations: int = DEFAULT_MAX_ITERATIONS,
    short: ShortEngine | None = None,
    stop: threading.Event | None = None,
) -> list[Row] | None:
    """The rows of ``deals``, in order: the task of a local worker process or a Dask worker. None when
    ``stop`` is set before the chunk is done (a part of a chunk is never stored)."""
    solver = _thread_solver()
    rows = []
    for deal in deals:
        rows.append(deal_row(solver, deal, max_iterations, short, stop))
        if stop is not None and stop.is_set():
            return None
    return rows
