"""The complete search (complete_kernel.py) driven from Python: its arrays, grown as it stores more
positions up to a bound, and run in slices so that a stop flag or a time limit is heard within
milliseconds. It answers one of three, honestly: a solution (kernel moves from the start, the moves home
that finish it included), no solution (every position reachable with safe autoplay visited), or gave up
(the bound or the limit reached first), with the positions searched.

Memory: at most :data:`BYTES_PER_POSITION` bytes a position of the bound (its key, its link to its
parent, its depth, its place in the heap, and up to four slots of the table, a power of two at least
twice the positions): 164 MB for the default bound of two million positions, which the eight deals of
1 … 1,000,000 without a solution need a few per cent of (each is exhausted within 70,000). The arrays
start small and double as needed.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.typing as npt

from freecell_gui.core.search import complete_kernel as kernel
from freecell_gui.core.search.autoplay_kernel import finish
from freecell_gui.core.search.bounds import DEFAULT_MAX_POSITIONS
from freecell_gui.core.search.layout import STATE_SIZE
from freecell_gui.core.search.rules_kernel import copy_state
from freecell_gui.core.search.store_kernel import ORDER_SIZE, WORDS, canonical_key, rehash

#: Positions expanded between two looks at the stop flag and the clock (about a millisecond).
SLICE = 1024
#: The weights of the cost the complete search ranks positions by (rules_kernel.cost), and its weight
#: per move already made: an A*-like order, which meets a solution of most deals within a few hundred
#: expansions and keeps the long tail of a greedy order short.
WEIGHTS = (2, 1, 1, 1)
DEPTH_WEIGHT = 1
_INITIAL = 1 << 12

ShouldStop = Callable[[], bool]


def _never() -> bool:
    return False


@dataclass(frozen=True)
class Completed:
    """How a complete search ended: ``solved`` with ``moves`` (kernel moves from the start, finishing
    moves home included), ``exhausted`` (no solution exists: only with safe or no autoplay), or neither
    (it gave up: ``full``, the bound reached, or ``stopped``); ``positions`` stored, ``expanded``."""

    solved: bool
    exhausted: bool
    moves: tuple[int, ...]
    positions: int
    expanded: int
    full: bool = False
    stopped: bool = False


class CompleteSearch:
    """Reusable arrays for complete searches, one at a time (a range of deals reuses them)."""

    def __init__(self, max_positions: int = DEFAULT_MAX_POSITIONS) -> None:
        if max_positions < 1:
            raise ValueError(f"the bound on positions must be positive, not {max_positions}")
        self.max_positions = max_positions
        self._allocate(min(_INITIAL, max_positions))

    def _allocate(self, capacity: int) -> None:
        self._keys = np.empty((capacity, WORDS), dtype=np.uint64)
        self._parents = np.empty(capacity, dtype=np.int32)
        self._moves = np.empty(capacity, dtype=np.int16)
        self._depths = np.empty(capacity, dtype=np.int32)
        self._heap_costs = np.empty(capacity, dtype=np.int32)
        self._heap_items = np.empty(capacity, dtype=np.int32)
        self._slots = np.zeros(_power_of_two_at_least(2 * capacity), dtype=np.int32)

    def allocated(self) -> int:
        """The bytes its arrays take now."""
        return sum(array.nbytes for array in (*self._arrays(), self._slots))

    def _arrays(self) -> tuple[npt.NDArray[Any], ...]:
        """The store's arrays (keys, parents, moves, depths) and the heap's (costs, items)."""
        return (self._keys, self._parents, self._moves, self._depths, self._heap_costs, self._heap_items)

    def _grow(self, count: int, waiting: int) -> bool:
        """Double the arrays (up to the bound), keeping the ``count`` positions and ``waiting`` heap
        entries; False when they are at the bound already."""
        capacity = len(self._keys)
        if capacity >= self.max_positions:
            return False
        old = self._arrays()
        self._allocate(min(2 * capacity, self.max_positions))
        for new, kept, used in zip(
            self._arrays(), old, (count, count, count, count, waiting, waiting), strict=True
        ):
            new[:used] = kept[:used]
        rehash(self._keys, count, self._slots)
        return True

    def run(
        self,
        start: npt.NDArray[np.uint8],
        mode: int = 1,
        should_stop: ShouldStop = _never,
        weights: tuple[int, ...] = WEIGHTS,
        depth_weight: int = DEPTH_WEIGHT,
    ) -> Completed:
        """Search from the kernel state ``start`` with autoplay ``mode`` (0 none, 1 safe, 2 max: its
        exhaustion proves nothing, max autoplay may send home a card still needed)."""
        root = start.copy()
        if kernel.sorted_out(root):
            return Completed(True, False, tuple(_finish(root, mode)), 0, 0)
        self._slots[:] = 0
        key = np.empty(WORDS, dtype=np.uint64)
        canonical_key(root, key, np.empty(ORDER_SIZE, dtype=np.int64))
        self._keys[0] = key
        rehash(self._keys, 1, self._slots)
        self._parents[0], self._moves[0], self._depths[0] = -1, 0, 0
        self._heap_costs[0], self._heap_items[0] = 0, 0
        control = np.zeros(kernel.CONTROL_SIZE, dtype=np.int64)
        control[kernel.COUNT], control[kernel.WAITING] = 1, 1
        weight_array = np.array(weights, dtype=np.int64)
        while True:
            status = kernel.best_first(
                self._keys, self._slots, self._parents, self._moves, self._depths,
                self._heap_costs, self._heap_items, control, mode, weight_array, depth_weight, SLICE,
            )  # fmt: skip
            count, expanded = int(control[kernel.COUNT]), int(control[kernel.EXPANDED])
            if status == kernel.SOLVED:
                moves = self._solution(
                    root, mode, int(control[kernel.GOAL_PARENT]), int(control[kernel.GOAL_MOVE])
                )
                return Completed(True, False, moves, count, expanded)
            if status == kernel.EXHAUSTED:
                return Completed(False, True, (), count, expanded)
            if status == kernel.FULL and not self._grow(count, int(control[kernel.WAITING])):
                return Completed(False, False, (), count, expanded, full=True)
            if should_stop():
                return Completed(False, False, (), count, expanded, stopped=True)

    def _solution(self, root: npt.NDArray[np.uint8], mode: int, parent: int, move: int) -> tuple[int, ...]:
        """The real moves from ``root`` to the stored position ``parent``, its winning ``move``, then the
        moves home that finish the game."""
        chain = []
        while parent > 0:
            chain.append(parent)
            parent = int(self._parents[parent])
        chain.reverse()
        goal = np.empty(STATE_SIZE, dtype=np.uint8)
        from freecell_gui.core.search.autoplay_kernel import autoplay
        from freecell_gui.core.search.rules_kernel import apply_move
        from freecell_gui.core.search.store_kernel import decode_key

        decode_key(self._keys[chain[-1] if chain else 0], goal)
        apply_move(goal, move)
        autoplay(goal, mode)
        goal_key = np.empty(WORDS, dtype=np.uint64)
        canonical_key(goal, goal_key, np.empty(ORDER_SIZE, dtype=np.int64))
        path = np.vstack([self._keys[chain], goal_key[None, :]]) if chain else goal_key[None, :]
        out = np.empty(len(path), dtype=np.int32)
        made = kernel.real_moves(root, path, mode, out)
        if made != len(path):  # pragma: no cover (a bug: the stored positions do not link up)
            raise RuntimeError(f"the complete search's path breaks at step {-1 - made}")
        state = root.copy()
        for code in out:
            apply_move(state, int(code))
            autoplay(state, mode)
        return (*(int(code) for code in out), *_finish(state, mode))


def _finish(state: npt.NDArray[np.uint8], mode: int) -> list[int]:
    scratch = np.empty(STATE_SIZE, dtype=np.uint8)
    copy_state(state, scratch)
    ending = np.empty(64, dtype=np.int32)
    made = finish(scratch, mode, ending)
    return [int(code) for code in ending[:made]]


def _power_of_two_at_least(n: int) -> int:
    return 1 << max(n - 1, 1).bit_length()
