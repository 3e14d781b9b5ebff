"""The complete search as numba kernels: best-first over every position reachable from the start, each
stored once by its exact key (store_kernel.py), until a position that wins, or none is left.

Complete because nothing is dropped: every legal move is tried from every position stored (the moves of
:func:`~.legal_moves_kernel.generate_moves`, which include every single-card move; a sequence move is a
shortcut through positions single-card moves reach), with the autoplay of ``mode`` after each. With safe
autoplay (Microsoft's) the search exhausting its positions proves that the start has no solution: a card
sent home by it can never be needed again (nothing could be put on it: both cards of the other colour one
rank lower are home), so a solution of a position is one of the position after autoplay, less those moves.

Which position is expanded next only decides how soon a solution is met: the one with the lowest cost
(:func:`~.rules_kernel.cost`) plus ``depth_weight`` per move from the start, the newest first on a tie.
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from freecell_gui.core.search import layout
from freecell_gui.core.search.arrays import Ints, Longs, Shorts
from freecell_gui.core.search.autoplay_kernel import autoplay, may_autoplay
from freecell_gui.core.search.jit import inlined, kernel
from freecell_gui.core.search.legal_moves_kernel import generate_moves
from freecell_gui.core.search.rules_kernel import apply_move, copy_state, cost
from freecell_gui.core.search.store_kernel import ORDER_SIZE, WORDS, canonical_key, decode_key, find_or_add

#: What :func:`best_first` returns.
SOLVED, EXHAUSTED, PAUSED, FULL = 1, 2, 3, 4
#: control[...]: positions stored, positions waiting in the heap, positions expanded, and once solved the
#: stored position whose move wins and that move.
COUNT, WAITING, EXPANDED, GOAL_PARENT, GOAL_MOVE = 0, 1, 2, 3, 4
CONTROL_SIZE = 5
#: Room kept in the store for one expansion's children (a position has fewer legal moves).
MOST_MOVES = 256


@inlined
def _before(costs: Ints, items: Ints, a: int, b: int) -> bool:
    return bool(costs[a] < costs[b] or (costs[a] == costs[b] and items[a] > items[b]))


@inlined
def _push(costs: Ints, items: Ints, size: int, cost_: int, item: int) -> None:
    k = size
    costs[k], items[k] = cost_, item
    while k > 0:
        parent = (k - 1) >> 1
        if not _before(costs, items, k, parent):
            break
        costs[parent], costs[k] = costs[k], costs[parent]
        items[parent], items[k] = items[k], items[parent]
        k = parent


@inlined
def _pop(costs: Ints, items: Ints, size: int) -> int:
    """The first item of the heap of ``size`` (then ``size - 1`` long)."""
    top = items[0]
    size -= 1
    costs[0], items[0] = costs[size], items[size]
    k = 0
    while True:
        least, left = k, 2 * k + 1
        if left < size and _before(costs, items, left, least):
            least = left
        if left + 1 < size and _before(costs, items, left + 1, least):
            least = left + 1
        if least == k:
            return int(top)
        costs[least], costs[k] = costs[k], costs[least]
        items[least], items[k] = items[k], items[least]
        k = least


@inlined
def sorted_out(state: npt.NDArray[np.uint8]) -> bool:
    """Whether every column is one run down in alternating colours: then the cards go home one by one
    (the lowest card left always lies exposed), so the position wins."""
    # A loop, not all(): numba compiles no generator expression.
    for column in range(layout.COLUMNS):
        if state[layout.LENGTHS + column] != state[layout.RUN_AT + column]:
            return False
    return True


@kernel
def best_first(
    keys: npt.NDArray[np.uint64],
    slots: Ints,
    parents: Ints,
    moves: Shorts,
    depths: Ints,
    heap_costs: Ints,
    heap_items: Ints,
    control: Longs,
    mode: int,
    weights: Longs,
    depth_weight: int,
    budget: int,
) -> int:
    """Expand up to ``budget`` positions, then :data:`PAUSED` (call again to go on); :data:`SOLVED`,
    :data:`EXHAUSTED`, or :data:`FULL` when the arrays have no room for one more expansion (grow them, or
    give up). The store's arrays hold ``control[COUNT]`` positions; the heap ``control[WAITING]``."""
    state = np.empty(layout.STATE_SIZE, dtype=np.uint8)
    child = np.empty(layout.STATE_SIZE, dtype=np.uint8)
    key = np.empty(WORDS, dtype=np.uint64)
    order = np.empty(ORDER_SIZE, dtype=np.int64)
    legal = np.empty(MOST_MOVES, dtype=np.int32)
    stop_at = control[EXPANDED] + budget
    while control[WAITING] > 0:
        if control[COUNT] + MOST_MOVES > len(keys):
            return FULL
        if control[EXPANDED] >= stop_at:
            return PAUSED
        index = _pop(heap_costs, heap_items, control[WAITING])
        control[WAITING] -= 1
        control[EXPANDED] += 1
        decode_key(keys[index], state)
        made = generate_moves(state, legal, False)
        for k in range(made):
            copy_state(state, child)
            apply_move(child, legal[k])
            if index == 0 or may_autoplay(child, legal[k], mode):  # stored positions have none to do
                autoplay(child, mode)
            if sorted_out(child):
                control[GOAL_PARENT], control[GOAL_MOVE] = index, legal[k]
                return SOLVED
            canonical_key(child, key, order)
            found = find_or_add(slots, keys, control[COUNT], key)
            if found < 0:
                continue
            parents[found], moves[found] = index, legal[k]
            depths[found] = depths[index] + 1
            priority = cost(child, weights) + depth_weight * np.int64(depths[found])
            _push(heap_costs, heap_items, control[WAITING], priority, found)
            control[WAITING] += 1
            control[COUNT] += 1
    return EXHAUSTED


@kernel
def real_moves(start: npt.NDArray[np.uint8], path: npt.NDArray[np.uint64], mode: int, out: Ints) -> int:
    """The moves from ``start`` (its own column and cell order) through the positions whose keys are
    ``path``'s rows, in turn, into ``out``; returns how many, or -1 - step if no move reaches step's key."""
    state = start.copy()
    child = np.empty(layout.STATE_SIZE, dtype=np.uint8)
    key = np.empty(WORDS, dtype=np.uint64)
    order = np.empty(ORDER_SIZE, dtype=np.int64)
    legal = np.empty(MOST_MOVES, dtype=np.int32)
    for step in range(len(path)):
        made = generate_moves(state, legal, True)
        found = -1
        for k in range(made):
            copy_state(state, child)
            apply_move(child, legal[k])
            autoplay(child, mode)
            canonical_key(child, key, order)
            same = True
            for word in range(WORDS):
                if key[word] != path[step, word]:
                    same = False
                    break
            if same:
                found = legal[k]
                break
        if found < 0:
            return -1 - step
        out[step] = found
        copy_state(child, state)
    return len(path)
