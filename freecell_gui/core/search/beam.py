"""One beam search of a given width, level by level: each level is one call of the kernels, short
enough (tens of milliseconds) that a stop request or a time limit is heard between two of them.

Level k holds the ``width`` best positions reached in k moves (by :func:`~.rules_kernel.cost`); the
first won position gives a solution, and the search goes on while a shorter one is possible (with safe
autoplay a later level can still win in fewer moves: the moves home it finishes with are counted).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import numpy as np
import numpy.typing as npt

from freecell_gui.core.search import beam_kernel as kernels
from freecell_gui.core.search.layout import STATE_SIZE
from freecell_gui.core.search.rules_kernel import apply_move, autoplay, finish, position_hash

#: No solution is longer (fc-solve's longest, without autoplay, are about 130 moves).
MAX_LEVELS = 250
#: Room for this many children per position of the beam (a position has ~30 moves; 60 is rare).
CHILDREN = 48
VISITED_SLOTS = 1 << 22


@dataclass
class Outcome:
    """What one beam search found: ``solutions`` (kernel moves, shortest last), the positions it
    ``expanded``, whether it was ``exhaustive`` (no position dropped: then no solution means none
    exists) and whether it was ``stopped``."""

    solutions: list[list[int]] = field(default_factory=list)
    expanded: int = 0
    exhaustive: bool = True
    stopped: bool = False


def _table(slots: int) -> tuple[npt.NDArray[np.uint64], npt.NDArray[np.int32]]:
    return np.zeros(slots, dtype=np.uint64), np.zeros(slots, dtype=np.int32)


def _power_of_two_above(n: int) -> int:
    return 1 << max(n - 1, 1).bit_length()


def beam_search(
    root: npt.NDArray[np.uint8],
    mode: int,
    width: int,
    weights: npt.NDArray[np.int64],
    bound: int,
    should_stop: Callable[[], bool],
    on_solution: Callable[[list[int]], None],
) -> Outcome:
    """Search from ``root`` with autoplay ``mode`` for solutions shorter than ``bound`` moves; each one
    found, shorter than the last, goes to ``on_solution`` (as kernel moves) at once."""
    capacity = width * CHILDREN
    costs, order = np.empty(capacity, dtype=np.int32), np.empty(width, dtype=np.int32)
    hashes = np.empty(capacity, dtype=np.uint64)
    parents, moves = np.empty(capacity, dtype=np.int32), np.empty(capacity, dtype=np.int32)
    seen, seen_stamps = _table(_power_of_two_above(4 * width))
    visited, visited_stamps = _table(min(VISITED_SLOTS, _power_of_two_above(width * 64)))
    fills = np.zeros(2, dtype=np.int64)
    beams = [np.empty((width, STATE_SIZE), dtype=np.uint8) for _ in range(2)]
    beams[0][0] = root
    kernels.table_add(visited, visited_stamps, 1, np.uint64(position_hash(beams[0][0])), fills)
    best = np.array([bound, -1, 0], dtype=np.int64)
    path: list[tuple[npt.NDArray[np.int32], npt.NDArray[np.int32]]] = []
    outcome = Outcome()
    count, level = 1, 0
    while count and level + 1 < best[kernels.BEST_LENGTH]:
        if should_stop():
            outcome.stopped = True
            break
        if level == MAX_LEVELS:
            outcome.exhaustive = False
            break
        shortest = best[kernels.BEST_LENGTH]
        made = kernels.expand(beams[0], count, level, mode, weights, costs, hashes, parents, moves, best)
        outcome.expanded += count
        if made < 0:
            made, outcome.exhaustive = -1 - made, False
        if best[kernels.BEST_LENGTH] < shortest:
            solution = _path(path, level, int(best[kernels.BEST_PARENT]), int(best[kernels.BEST_MOVE]))
            solution += _ending(root, solution, mode)
            outcome.solutions.append(solution)
            on_solution(solution)
        kept = kernels.select(
            costs, hashes, made, width, order, visited, visited_stamps, 1,
            seen, seen_stamps, level + 1, fills,
        )  # fmt: skip
        if kept < 0:
            kept, outcome.exhaustive = -1 - kept, False
        next_parents, next_moves = np.empty(kept, dtype=np.int32), np.empty(kept, dtype=np.int32)
        kernels.build(beams[0], order, kept, mode, parents, moves, beams[1], next_parents, next_moves)
        path.append((next_parents, next_moves))
        beams.reverse()
        count, level = kept, level + 1
    if outcome.solutions:
        outcome.exhaustive = False  # it stopped looking once nothing shorter could come
    return outcome


def _path(
    path: list[tuple[npt.NDArray[np.int32], npt.NDArray[np.int32]]], level: int, parent: int, move: int
) -> list[int]:
    """The moves from the root to ``parent`` (index in the beam of ``level``), then ``move``."""
    moves = [move]
    for parents, made in reversed(path[:level]):
        moves.append(int(made[parent]))
        parent = int(parents[parent])
    moves.reverse()
    return moves


def _ending(root: npt.NDArray[np.uint8], moves: list[int], mode: int) -> list[int]:
    """The moves home by hand that finish the game after ``moves`` (none with max autoplay)."""
    state = root.copy()
    for move in moves:
        apply_move(state, move)
        autoplay(state, mode)
    ending = np.empty(64, dtype=np.int32)
    made = finish(state, mode, ending)
    return [int(move) for move in ending[:made]]
