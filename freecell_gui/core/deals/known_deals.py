"""What is known about particular FreeCell deals: the few of 1 … 1,000,000 that cannot be won.

Source: the well-known "impossible" deals listed in Michael Keller's FreeCell FAQ, confirmed by exhaustive
solvers; deal 11982 is fc-solve's classic example (and the only one of Windows' 1 … 32,000).
This is the one place in the program that lists them.
"""

from __future__ import annotations

SURVEYED_LAST = 1_000_000  # the list is complete for deals 1 … this; beyond it nothing is claimed
UNSOLVABLE_DEALS = frozenset({11982, 146692, 186216, 455889, 495505, 512118, 517776, 781948})


def is_known_unsolvable(number: int) -> bool:
    """Whether deal ``number`` is one of the deals known to have no solution."""
    return number in UNSOLVABLE_DEALS
