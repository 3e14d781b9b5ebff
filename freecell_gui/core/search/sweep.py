"""Verdicts for many deals, fast and honest: the fast pass (sweep_kernel.py) over a slice of deals in one
compiled call, then the exact complete search (complete.py) for each deal the fast pass did not solve.

*Solved* comes from either: the fast pass's solutions are replayed to a won game in the kernel. *No
solution* comes only from the complete search's exhaustion with safe autoplay (the fast pass tells
positions apart by a hash, so its running out proves nothing); *gave up* when the complete search's
bound came first. Memory: the fast pass's arrays, :data:`BYTES_PER_STORED` bytes a position of its
:data:`CAPACITY` (41 MB) and :data:`FIXED_BYTES`, besides the complete search's (complete.py).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from freecell_gui.core.deals.generator import rule_for, validate_deal_number
from freecell_gui.core.search import sweep_kernel as kernel
from freecell_gui.core.search.bounds import DEFAULT_MAX_POSITIONS
from freecell_gui.core.search.bucket_queue_kernel import BUCKETS
from freecell_gui.core.search.complete import CompleteSearch
from freecell_gui.core.search.deal_kernel import dealt_state
from freecell_gui.core.search.layout import COLUMNS, STATE_SIZE
from freecell_gui.core.search.result import GAVE_UP, NO_SOLUTION, SOLVED

#: The fast pass's queues: weights over sweep_kernel.FEATURES (cards out of order, in cells, not home,
#: depth of the next cards, empty columns, moves made). Over deals 1 … 2000 the three together expand
#: about 280 positions a deal on average, each alone 600 or more: each has deals it wanders on.
WEIGHTS = ((1, 2, 2, 1, 0, 1), (2, 3, 2, 1, -2, 1), (2, 3, 2, 0, 0, 1))
#: The positions the fast pass stores for one deal before it leaves the deal to the complete search.
CAPACITY = 1 << 17
#: Bytes of the fast pass's arrays per position of its capacity: the position, its columns' hashes,
#: its hash, its parent, move, depth, a link per queue, its expanded flag, and up to four slots of the
#: table (a power of two, at least twice the capacity).
BYTES_PER_STORED = STATE_SIZE + 8 * COLUMNS + 8 + 4 + 2 + 2 + 4 * len(WEIGHTS) + 1 + 4 * 8
#: And the queues' buckets, whatever the capacity (none without a fast pass).
FIXED_BYTES = 4 * len(WEIGHTS) * BUCKETS
#: Deals per compiled call: a stop request is heard between two (a few milliseconds).
SLICE = 16

ShouldStop = Callable[[], bool]


def _never() -> bool:
    return False


@dataclass(frozen=True)
class DealVerdict:
    """A deal's verdict (search.SOLVED, NO_SOLUTION or GAVE_UP), the positions expanded (the fast pass's
    and, if it ran, the complete search's) and the most stored at once."""

    deal: int
    verdict: str
    expanded: int
    positions: int


class Sweep:
    """Reusable arrays for sweeps, one at a time (a worker thread keeps one)."""

    def __init__(self, max_positions: int = DEFAULT_MAX_POSITIONS, capacity: int = CAPACITY) -> None:
        """``max_positions`` bounds both searches (the fast pass stores at most ``capacity`` positions,
        and none when the bound leaves it no room for one expansion)."""
        self.max_positions = max_positions
        self._complete: CompleteSearch | None = None
        capacity = min(capacity, max_positions)
        self._fast_pass = capacity >= 2 * kernel.MOST_MOVES
        capacity = capacity if self._fast_pass else 0
        queues = len(WEIGHTS)
        self._weights = np.array(WEIGHTS, dtype=np.int64)
        self._store = (
            np.empty((capacity, STATE_SIZE), dtype=np.uint8),  # the positions
            np.empty((capacity, COLUMNS), dtype=np.uint64),  # their columns' raw hashes
            np.empty(capacity, dtype=np.uint64),  # their hashes
            np.empty(capacity, dtype=np.int32),  # the positions they were made from
            np.empty(capacity, dtype=np.int16),  # by which move
            np.empty(capacity, dtype=np.int16),  # in how many moves from the start
            np.empty((queues, BUCKETS if capacity else 0), dtype=np.int32),  # each queue's buckets
            np.empty((queues, capacity), dtype=np.int32),  # and links
            np.empty(capacity, dtype=np.uint8),  # expanded yet
        )
        self._table = np.zeros(1 << (2 * capacity - 1).bit_length() if capacity else 0, dtype=np.uint64)
        self._stamp = np.zeros(1, dtype=np.int64)
        self._key_mask = np.uint64(2**64 - 1)  # tests force collisions with fewer bits

    def allocated(self) -> int:
        """The bytes the fast pass's arrays take."""
        return sum(array.nbytes for array in (*self._store, self._table))

    def run(self, deals: Sequence[int], should_stop: ShouldStop = _never) -> list[DealVerdict] | None:
        """The verdicts of ``deals`` in order, or None if ``should_stop`` said so first. Raises
        ValueError or TypeError for a number that is not a deal's."""
        numbers = [validate_deal_number(deal) for deal in deals]
        verdicts: list[DealVerdict] = []
        for start in range(0, len(numbers), SLICE):
            if should_stop():
                return None
            part = numbers[start : start + SLICE]
            fast = self._fast(part).tolist() if self._fast_pass else [[kernel.UNKNOWN, 0, 0]] * len(part)
            for deal, (code, expanded, stored) in zip(part, fast, strict=True):
                if code == kernel.SOLVED:
                    verdicts.append(DealVerdict(deal, SOLVED, expanded, stored))
                    continue
                exact = self._exact(deal, expanded, stored, should_stop)
                if exact is None:
                    return None
                verdicts.append(exact)
        return verdicts

    def fast_solution(self, start: npt.NDArray[np.uint8]) -> tuple[list[int] | None, int]:
        """The fast pass from the kernel state ``start``: its solution (kernel moves, the moves home that
        finish it included, replayed; None when it found none) and the positions it expanded."""
        if not self._fast_pass:
            return None, 0
        self._store[0][0] = start
        path = np.empty(1024, dtype=np.int32)
        control = np.zeros(kernel.CONTROL_SIZE, dtype=np.int64)
        made = kernel.solve(
            self._store, self._table, self._stamp, self._weights, self._key_mask, control, path
        )
        expanded = int(control[kernel.EXPANDED])
        return (None if made < 0 else [int(move) for move in path[:made]]), expanded

    def _fast(self, numbers: list[int]) -> npt.NDArray[np.int64]:
        deals = np.empty((len(numbers), 3), dtype=np.int64)
        for row, number in enumerate(numbers):
            rule = rule_for(number)
            deals[row] = number - rule.seed_offset, rule.state_mask, rule.draw_add
        found = np.zeros((len(numbers), kernel.FOUND_SIZE), dtype=np.int64)
        kernel.sweep(deals, self._store, self._table, self._stamp, self._weights, self._key_mask, found)
        return found

    def _exact(self, deal: int, expanded: int, stored: int, should_stop: ShouldStop) -> DealVerdict | None:
        """The complete search's verdict on ``deal``, after the fast pass's ``expanded`` and ``stored``."""
        if self._complete is None:
            self._complete = CompleteSearch(self.max_positions)
        outcome = self._complete.run(dealt_state(deal), should_stop=should_stop)
        if outcome.stopped:
            return None
        verdict = SOLVED if outcome.solved else NO_SOLUTION if outcome.exhausted else GAVE_UP
        return DealVerdict(deal, verdict, expanded + outcome.expanded, max(stored, outcome.positions))
