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
from freecell_gui.core.search.autoplay_kernel import autoplay, finish
from freecell_gui.core.search.hash_kernel import position_hash
from freecell_gui.core.search.layout import STATE_SIZE
from freecell_gui.core.search.rules_kernel import apply_move

#: No solution is longer (fc-solve's longest, without autoplay, are about 130 moves; every search
#: here has autoplay, "none" is searched with max or safe).
MAX_LEVELS = 200
#: Room for this many children per position of the beam (a position has ~10 on average, ~20 at most
#: in practice); the children of the last parents are left out if they overflow it.
CHILDREN = 24
#: Duplicates are checked over the last GENERATION to 2 × GENERATION levels.
GENERATION = 2
#: The widest beam: the memory bound holds for it, and a link keeps a parent's index in 20 bits.
MAX_WIDTH = 1 << 16


def memory_bound(width: int) -> int:
    """The bytes one beam search of ``width`` allocates at most (its arrays; NumPy's headers aside):
    per unit of width, 24 candidates of 16 bytes, two beams of positions, the two duplicate tables
    and a 4-byte link per level: 1.7 KB a unit, 105 MiB at :data:`MAX_WIDTH`, 26 MiB at 16384."""
    slots = _power_of_two_above(2 * GENERATION * width)
    return (
        width * CHILDREN * 16  # costs (int16), hashes (uint64), parents (int32), moves (int16)
        + width * (2 * STATE_SIZE + 4)  # the beam, the next beam, the order chosen
        + 2 * slots * 12  # the visited tables of two generations (uint64 key, int32 stamp)
        + _power_of_two_above(2 * width) * 12  # the level's table
        + width * 4 * MAX_LEVELS  # the links (uint32) of every level
        + STATE_SIZE
    )


@dataclass
class Outcome:
    """What one beam search found: ``solutions`` (kernel moves, shortest last), the positions it
    ``expanded``, whether it was ``exhaustive`` (no position dropped: then no solution means none
    exists), whether it was ``stopped``, and the ``allocated`` bytes of its arrays."""

    solutions: list[list[int]] = field(default_factory=list)
    expanded: int = 0
    exhaustive: bool = True
    stopped: bool = False
    allocated: int = 0


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
    found, shorter than the last, goes to ``on_solution`` (as kernel moves) at once. Allocates at
    most :func:`memory_bound` bytes; raises ValueError for a width above :data:`MAX_WIDTH`."""
    if not 1 <= width <= MAX_WIDTH:
        raise ValueError(f"beam width {width} is not within 1..{MAX_WIDTH}")
    capacity = width * CHILDREN
    costs, order = np.empty(capacity, dtype=np.int16), np.empty(width, dtype=np.int32)
    hashes = np.empty(capacity, dtype=np.uint64)
    parents, moves = np.empty(capacity, dtype=np.int32), np.empty(capacity, dtype=np.int16)
    seen = np.zeros(_power_of_two_above(2 * width), dtype=np.uint64)
    seen_stamps = np.zeros(len(seen), dtype=np.int32)
    slots = _power_of_two_above(2 * GENERATION * width)
    visited, visited_stamps = np.zeros((2, slots), dtype=np.uint64), np.zeros((2, slots), dtype=np.int32)
    fills = np.zeros(2, dtype=np.int64)
    beams = [np.empty((width, STATE_SIZE), dtype=np.uint8) for _ in range(2)]
    beams[0][0] = root
    kernels.table_add(visited[0], visited_stamps[0], 1, np.uint64(position_hash(root)), fills)
    best = np.array([bound, -1, 0], dtype=np.int64)
    path: list[npt.NDArray[np.uint32]] = []
    outcome = Outcome()
    outcome.allocated = sum(
        a.nbytes for a in (costs, order, hashes, parents, moves, seen, seen_stamps, visited, visited_stamps)
    ) + sum(beam.nbytes for beam in beams)
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
        generation = (level + 1) // GENERATION
        if (level + 1) % GENERATION == 0:
            fills[0] = 0  # a new generation's table: the one of two generations ago, forgotten
        kept = kernels.select(
            costs, hashes, made, width, order, visited, visited_stamps, generation,
            seen, seen_stamps, level + 1, fills,
        )  # fmt: skip
        if kept < 0:
            kept, outcome.exhaustive = -1 - kept, False
        links = np.empty(kept, dtype=np.uint32)
        kernels.build(beams[0], order, kept, mode, parents, moves, beams[1], links)
        path.append(links)
        outcome.allocated += links.nbytes
        beams.reverse()
        count, level = kept, level + 1
    if outcome.solutions:
        outcome.exhaustive = False  # it stopped looking once nothing shorter could come
    return outcome


def _path(path: list[npt.NDArray[np.uint32]], level: int, parent: int, move: int) -> list[int]:
    """The moves from the root to ``parent`` (index in the beam of ``level``), then ``move``."""
    moves = [move]
    mask = (1 << kernels.LINK_SHIFT) - 1
    for links in reversed(path[:level]):
        link = int(links[parent])
        moves.append(link & mask)
        parent = link >> kernels.LINK_SHIFT
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
