"""fc-solve's library's solutions of deals 1 … 400 as its move codes, and corrupted copies of them: the
material the compiled kernels (tests/core/search/test_count_kernel.py, test_shown_kernel.py) are held
to the Python passes on."""

from __future__ import annotations

import functools
import random

from freecell_gui.core.rules.position import Position
from freecell_gui.core.solver import Outcome, Solver, Verdict
from tests.helpers.fc_solve import require_fc_solve

DEALS = range(1, 401)


@functools.cache
def _solved() -> tuple[tuple[Position, Outcome], ...]:
    with Solver() as solver:
        found = [(Position.deal(number), solver.outcome(Position.deal(number))) for number in DEALS]
    return tuple((start, outcome) for start, outcome in found if outcome.verdict is Verdict.SOLVED)


def solved_deals() -> list[tuple[Position, Outcome]]:
    """Each solved deal of :data:`DEALS` (every one is) with the library's outcome (fast preset)."""
    require_fc_solve()
    return list(_solved())


def corrupted(codes: bytes, rng: random.Random) -> bytes:
    """``codes`` with one move lost, two swapped, the end cut off, or one move's source, destination or
    card count changed (a place out of range too)."""
    moves = [codes[i : i + 4] for i in range(0, len(codes), 4)]
    at = rng.randrange(len(moves))
    how = rng.randrange(5)
    if how == 0:
        del moves[at]
    elif how == 1 and at + 1 < len(moves):
        moves[at], moves[at + 1] = moves[at + 1], moves[at]
    elif how == 2:
        moves = moves[:at]
    else:  # another source or destination (a place out of range too), or another card count
        changed = bytearray(moves[at])
        changed[1 + (how - 2) % 3] = rng.randrange(14)
        moves[at] = bytes(changed)
    return b"".join(moves)
