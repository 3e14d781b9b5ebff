"""One level of the beam search as numba kernels: expand every position of the beam, keep the best
``width`` distinct children, and make them the next beam.

Positions are told apart by :func:`~.hash_kernel.position_hash` (columns and free cells in any order):
a child met twice in a level is kept once, and one kept in the last few levels is not kept again (it
was reached in fewer moves). Only the last few: a check over the whole search lets a narrow beam run
out of new positions on a hard deal (as macroxue's solver, which forgets all but the last levels).
The tables are open-addressed arrays whose slots count as empty unless they carry the current stamp,
so that a new level, generation or search never clears them.
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from freecell_gui.core.search import layout
from freecell_gui.core.search.arrays import Ints, Keys, Links, Longs, Shorts, Stamps, States
from freecell_gui.core.search.autoplay_kernel import autoplay, finish, may_autoplay
from freecell_gui.core.search.hash_kernel import cells_key, column_key
from freecell_gui.core.search.jit import kernel
from freecell_gui.core.search.legal_moves_kernel import generate_moves
from freecell_gui.core.search.rules_kernel import apply_move, copy_state, cost

#: Costs are clamped below this for the counting sort.
COST_LIMIT = 4096
#: A position's link to its parent in the beam before: ``parent << LINK_SHIFT | move`` (moves < 4096).
LINK_SHIFT = 12
#: best[...]: the shortest solution found: its length, parent index in the beam and last move.
BEST_LENGTH, BEST_PARENT, BEST_MOVE = 0, 1, 2


@kernel
def table_find(keys: Keys, stamps: Stamps, stamp: int, key: np.uint64) -> bool:
    mask = len(keys) - 1
    i = np.int64(key & np.uint64(mask))
    while stamps[i] == stamp:
        if keys[i] == key:
            return True
        i = (i + 1) & mask
    return False


@kernel
def table_add(keys: Keys, stamps: Stamps, stamp: int, key: np.uint64, fill: Longs) -> bool:
    """Add ``key``; False if it was there already. A table filled to 3/4 takes no more keys (they
    count as new): the search then merely meets some positions twice."""
    mask = len(keys) - 1
    i = np.int64(key & np.uint64(mask))
    while stamps[i] == stamp:
        if keys[i] == key:
            return False
        i = (i + 1) & mask
    if fill[0] * 4 < len(keys) * 3:
        keys[i] = key
        stamps[i] = stamp
        fill[0] += 1
    return True


@kernel
def expand(
    states: States,
    count: int,
    level: int,
    mode: int,
    weights: Longs,
    costs: Shorts,
    hashes: Keys,
    parents: Ints,
    moves: Shorts,
    best: Longs,
) -> int:
    """The children of ``states[:count]`` (after ``level`` moves) as candidates: their costs, hashes,
    parents and moves (duplicates are left to :func:`select`, which meets far fewer). A child that is
    won, or that wins by moves home alone, updates ``best`` if shorter. Returns the number of
    candidates, or -1 - that number if the buffers overflowed."""
    scratch = np.empty(layout.STATE_SIZE, dtype=np.uint8)
    legal = np.empty(256, dtype=np.int32)
    ending = np.empty(64, dtype=np.int32)
    keys = np.empty(layout.COLUMNS, dtype=np.uint64)
    n, overflow = 0, False
    for parent in range(count):
        state = states[parent]
        # The parent's hash by parts: a child's differs only in the columns whose length changed.
        parent_cells = cells_key(state)
        parent_key = parent_cells
        for column in range(layout.COLUMNS):
            keys[column] = column_key(state, column)
            parent_key += keys[column]
        made = generate_moves(state, legal, False)
        for k in range(made):
            copy_state(state, scratch)
            apply_move(scratch, legal[k])
            if level == 0 or may_autoplay(scratch, legal[k], mode):  # a deal's start may have work for it
                autoplay(scratch, mode)
            length = level + 1
            home, out_of_order = 0, 0
            for i in range(4):
                home += scratch[layout.HOME_AT + i]
            for column in range(layout.COLUMNS):
                out_of_order += np.int64(scratch[layout.LENGTHS + column]) - scratch[layout.RUN_AT + column]
            if home < 52:
                if out_of_order > 0 or mode == 2:
                    key = parent_key - parent_cells + cells_key(scratch)
                    for column in range(layout.COLUMNS):
                        if scratch[layout.LENGTHS + column] != state[layout.LENGTHS + column]:
                            key += column_key(scratch, column) - keys[column]
                    if n == len(costs):
                        overflow = True
                        continue
                    if weights[3]:
                        estimate = cost(scratch, weights)
                    else:  # cost() without its loops: the counts are at hand
                        cells = 0
                        for slot in range(layout.CELLS):
                            cells += scratch[layout.CELL_AT + slot] != layout.EMPTY
                        estimate = weights[0] * out_of_order + weights[1] * cells + weights[2] * (52 - home)
                    costs[n] = min(estimate, COST_LIMIT - 1)
                    hashes[n], parents[n], moves[n] = key, parent, legal[k]
                    n += 1
                    continue
                length += finish(scratch, mode, ending)
            if length < best[BEST_LENGTH]:
                best[BEST_LENGTH], best[BEST_PARENT], best[BEST_MOVE] = length, parent, legal[k]
    return -1 - n if overflow else n


@kernel
def select(
    costs: Shorts,
    hashes: Keys,
    n: int,
    width: int,
    order: Ints,
    visited: npt.NDArray[np.uint64],
    visited_stamps: npt.NDArray[np.int32],
    generation: int,
    seen: Keys,
    seen_stamps: Stamps,
    seen_stamp: int,
    fills: Longs,
) -> int:
    """The indices of the ``width`` cheapest distinct candidates not visited before into ``order``,
    cheapest first, ties in the order found (children of better parents first); they become visited.
    ``visited`` holds two tables: the current ``generation``'s (``generation & 1``, stamped
    ``generation + 1``) and the one before; older generations are forgotten. Returns how many, or
    -1 - that number if some candidate was left out (the beam was full)."""
    now, before = generation & 1, (generation + 1) & 1
    starts = np.zeros(COST_LIMIT + 1, dtype=np.int64)
    for i in range(n):
        starts[costs[i] + 1] += 1
    for c in range(COST_LIMIT):
        starts[c + 1] += starts[c]
    ranked = np.empty(n, dtype=np.int32)
    for i in range(n):
        ranked[starts[costs[i]]] = i
        starts[costs[i]] += 1
    kept = 0
    fills[1] = 0
    for r in range(n):
        i = ranked[r]
        key = hashes[i]
        if table_find(visited[now], visited_stamps[now], generation + 1, key) or (
            generation and table_find(visited[before], visited_stamps[before], generation, key)
        ):
            continue
        if not table_add(seen, seen_stamps, seen_stamp, key, fills[1:]):
            continue
        if kept == width:
            return -1 - kept
        order[kept] = i
        kept += 1
        table_add(visited[now], visited_stamps[now], generation + 1, key, fills)
    return kept


@kernel
def build(
    states: States,
    order: Ints,
    kept: int,
    mode: int,
    parents: Ints,
    moves: Shorts,
    next_states: States,
    links: Links,
) -> None:
    """The next beam: the chosen candidates made, with their links to their parents."""
    for j in range(kept):
        i = order[j]
        copy_state(states[parents[i]], next_states[j])
        apply_move(next_states[j], moves[i])
        autoplay(next_states[j], mode)
        links[j] = np.uint32(parents[i]) << np.uint32(LINK_SHIFT) | np.uint32(moves[i])
