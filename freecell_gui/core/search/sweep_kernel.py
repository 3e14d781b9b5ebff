"""The fast verdict pass as numba kernels: a best-first search over whole positions told apart by a 64-bit
hash, for a chunk of deals in one call (dealt here, arrays reused, no Python between two deals).

It only ever proves that a deal is solved: every position it stores was made by a legal move (and the
autoplay) from the one it was expanded from, and the solution it finds is replayed from the deal to a won
game before it counts. Two positions with the same hash are taken for one, so a collision may prune a
position never met (a search that finds nothing proves nothing: the exact search, complete_kernel.py,
answers then). Hashes (hash_kernel.py): Zobrist keys of the cards by depth, XORed per column and spread
(splitmix64's finaliser), summed with the free cells' keys, so the order of columns and cells is ignored;
a child's hash is its parent's with the columns whose length changed made again from the cards that
changed. They are kept in a set of their own (hash_set_kernel.py).

The order of expansion takes turns between queues (bucket_queue_kernel.py), one per row of weights over
the position's features (:data:`FEATURES`): positions are stored once and expanded once, and each queue
offers its own best. A single ranking has a long tail of deals it wanders on; several differently
weighted ones rarely all do.
"""

from __future__ import annotations

import numpy as np

from freecell_gui.core.search import layout
from freecell_gui.core.search.arrays import Ints, Keys, Longs, Shorts, States
from freecell_gui.core.search.autoplay_kernel import autoplay, finish, may_autoplay
from freecell_gui.core.search.bucket_queue_kernel import pop_lowest, push
from freecell_gui.core.search.complete_kernel import sorted_out
from freecell_gui.core.search.deal_kernel import deal_into
from freecell_gui.core.search.hash_kernel import COLUMN_KEYS, Hash, cells_key, raw_column_key, spread
from freecell_gui.core.search.hash_set_kernel import FIRST_TABLE, STAMPS, add_hash, grown
from freecell_gui.core.search.jit import inlined, kernel
from freecell_gui.core.search.legal_moves_kernel import generate_moves
from freecell_gui.core.search.rules_kernel import apply_move, cards_home, copy_state

#: The store's arrays: positions, their columns' raw hashes, their hashes, parents, moves, depths, the
#: queues' bucket heads and links, and the expanded flags (sweep.py makes them).
Store = tuple[States, Keys, Keys, Ints, Shorts, Shorts, Ints, Ints, States]

#: The features a queue weighs (a row of weights each): cards above their column's run, cards in free
#: cells, cards not home, cards on the next card of each suit, empty columns, moves made.
FEATURES = ("out of order", "in cells", "not home", "depth of the next cards", "empty columns", "moves")
#: A deal's verdict from the fast pass: solved (and replayed), or not known.
UNKNOWN, SOLVED = 0, 1
#: Room kept in the store for one expansion's children.
MOST_MOVES = 256


@inlined
def _locate(state: States, where: Ints) -> None:
    """where[card] = column * 32 + depth for the cards in columns, -1 for the others."""
    for card in range(52):
        where[card] = -1
    for column in range(layout.COLUMNS):
        base = column * layout.COLUMN_SLOTS
        for depth in range(np.int64(state[layout.LENGTHS + column])):
            where[state[base + depth]] = column * 32 + depth


@inlined
def _next_depths(child: States, where: Ints, dest: int) -> int:
    """The cards lying on the next card of each suit to go home, summed (rules_kernel.cost's term),
    from where the parent's cards lay (``where``): a card the move took along went to ``dest``."""
    total = 0
    for suit in range(4):
        rank = np.int64(child[layout.HOME_AT + suit])
        if rank == 13:
            continue
        card = rank * 4 + suit
        at = where[card]
        if at < 0:
            continue  # in a free cell, or put from one on a column's end
        column, depth = at >> 5, at & 31
        length = np.int64(child[layout.LENGTHS + column])
        if depth < length and child[column * layout.COLUMN_SLOTS + depth] == card:
            total += length - 1 - depth
        elif dest < layout.COLUMNS:
            length = np.int64(child[layout.LENGTHS + dest])
            for i in range(length):
                if child[dest * layout.COLUMN_SLOTS + i] == card:
                    total += length - 1 - i
                    break
    return total


#: control[...] of :func:`search`: positions expanded, positions stored, and once solved the stored
#: position whose move wins and that move.
EXPANDED, STORED, GOAL_PARENT, GOAL_MOVE = 0, 1, 2, 3
CONTROL_SIZE = 4


@kernel
def search(
    store: Store, table: Keys, stamp: int, mode: int, weights: Longs, key_mask: Hash, control: Longs
) -> int:
    """Search from ``store``'s first position with autoplay ``mode`` until a position is sorted out
    (:data:`SOLVED`) or the store is full or nothing is left (:data:`UNKNOWN`). ``weights`` has a row of
    weights over :data:`FEATURES` a queue; the queues take turns. ``table`` is the set of hashes (ANDed
    with ``key_mask``: all ones but in tests of collisions), its entries of this search carrying
    ``stamp``. ``control``: see :data:`CONTROL_SIZE`."""
    states, raws, hashes, parents, moves, depths, heads, links, expanded = store
    queues = len(weights)
    root = states[0]
    legal = np.empty(MOST_MOVES, dtype=np.int32)
    where = np.empty(52, dtype=np.int32)
    shares = np.empty(layout.COLUMNS, dtype=np.uint64)
    lowest = np.zeros(queues, dtype=np.int64)
    key = cells_key(root)
    for column in range(layout.COLUMNS):
        raws[0, column] = raw_column_key(root, column)
        key += spread(raws[0, column])
    mask = min(FIRST_TABLE, len(table)) - 1
    key &= key_mask
    add_hash(table, mask, stamp, key)
    hashes[0] = key
    parents[0], moves[0], depths[0], expanded[0] = -1, 0, 0, 0
    heads[:] = -1
    for queue in range(queues):
        push(heads, links, lowest, queue, 0, 0)
    count, done, turn = 1, 0, 0
    while count + MOST_MOVES <= len(states):
        queue = turn % queues
        turn += 1
        index = pop_lowest(heads, links, lowest, queue)
        while index >= 0 and expanded[index]:
            index = pop_lowest(heads, links, lowest, queue)
        if index < 0:
            break  # every position stored was in this queue: each one is expanded
        expanded[index] = 1
        done += 1
        state, parent_raw = states[index], raws[index]
        parent_key = np.uint64(0)  # the columns' share of the parent's hash
        for column in range(layout.COLUMNS):
            shares[column] = spread(parent_raw[column])
            parent_key += shares[column]
        _locate(state, where)
        made = generate_moves(state, legal, False)
        for k in range(made):
            move = legal[k]
            child, child_raw = states[count], raws[count]
            copy_state(state, child)
            apply_move(child, move)
            if index == 0 or may_autoplay(child, move, mode):  # the deal's start may have work for it
                autoplay(child, mode)
            if sorted_out(child):
                control[EXPANDED], control[STORED] = done, count
                control[GOAL_PARENT], control[GOAL_MOVE] = index, move
                return SOLVED
            key = parent_key + cells_key(child)
            out_of_order, empty = 0, 0
            for column in range(layout.COLUMNS):
                before, after = (
                    np.int64(state[layout.LENGTHS + column]),
                    np.int64(child[layout.LENGTHS + column]),
                )
                raw = parent_raw[column]
                if before != after:  # cards taken off or put on its end: the others stayed
                    base = column * layout.COLUMN_SLOTS
                    for depth in range(min(before, after), before):
                        raw ^= COLUMN_KEYS[np.int64(state[base + depth]) * layout.COLUMN_SLOTS + depth]
                    for depth in range(min(before, after), after):
                        raw ^= COLUMN_KEYS[np.int64(child[base + depth]) * layout.COLUMN_SLOTS + depth]
                    key += spread(raw) - shares[column]
                child_raw[column] = raw
                out_of_order += after - child[layout.RUN_AT + column]
                empty += after == 0
            key &= key_mask
            if not add_hash(table, mask, stamp, key):
                continue
            hashes[count] = key
            cells, home = 0, 0
            for slot in range(layout.CELLS):
                cells += child[layout.CELL_AT + slot] != layout.EMPTY
                home += child[layout.HOME_AT + slot]
            deep = _next_depths(child, where, (move >> 4) & 15)
            parents[count], moves[count], expanded[count] = index, move, 0
            depths[count] = depths[index] + 1
            moved = np.int64(depths[count])
            for queue in range(queues):
                priority = (
                    weights[queue, 0] * out_of_order
                    + weights[queue, 1] * cells
                    + weights[queue, 2] * (52 - home)
                    + weights[queue, 3] * deep
                    + weights[queue, 4] * empty
                    + weights[queue, 5] * moved
                )
                push(heads, links, lowest, queue, priority, count)
            count += 1
        if 2 * (count + MOST_MOVES) > mask + 1 and mask + 1 < len(table):
            mask = grown(table, mask, stamp, hashes, count)
    control[EXPANDED], control[STORED] = done, count
    return UNKNOWN


@kernel
def replayed(root: States, parents: Ints, moves: Shorts, control: Longs, mode: int, path: Ints) -> int:
    """Replay the solution :func:`search` found from ``root`` (the moves down to the winning position,
    then the moves home that finish it) into ``path``, each move checked legal; returns how many moves,
    or -1 if one is not legal or the game is not won at the end (a bug: never)."""
    made = 0
    index = control[GOAL_PARENT]
    while index > 0:
        made += 1
        index = parents[index]
    index = control[GOAL_PARENT]
    path[made] = control[GOAL_MOVE]
    for step in range(made - 1, -1, -1):
        path[step] = moves[index]
        index = parents[index]
    made += 1
    state = root.copy()
    legal = np.empty(MOST_MOVES, dtype=np.int32)
    for step in range(made):
        if not _is_legal(state, path[step], legal):
            return -1
        apply_move(state, path[step])
        autoplay(state, mode)
    ending = finish(state, mode, path[made:])
    if ending < 0 or cards_home(state) != 52:
        return -1
    return made + ending


@inlined
def _is_legal(state: States, move: int, legal: Ints) -> bool:
    made = generate_moves(state, legal, True)
    for k in range(made):  # noqa: SIM110 (numba compiles no generator expression)
        if legal[k] == move:
            return True
    return False


@kernel
def solve(
    store: Store, table: Keys, stamp: Longs, weights: Longs, key_mask: Hash, control: Longs, path: Ints
) -> int:
    """The fast pass with safe autoplay from ``store``'s first position: the moves of its solution into
    ``path`` (replayed and checked), how many, or -1 when it found none. ``stamp[0]``: the last search's
    stamp, made the next one's (the table is cleared when they wrap)."""
    stamp[0] += 1
    if stamp[0] == STAMPS:
        table[:] = 0
        stamp[0] = 1
    root = store[0][0].copy()
    if search(store, table, stamp[0], 1, weights, key_mask, control) == UNKNOWN:
        return -1
    return replayed(root, store[3], store[4], control, 1, path)


#: What :func:`sweep` records of each deal: its verdict, the positions expanded and stored.
VERDICT, DEAL_EXPANDED, DEAL_STORED = 0, 1, 2
FOUND_SIZE = 3


@kernel
def sweep(
    deals: Longs, store: Store, table: Keys, stamp: Longs, weights: Longs, key_mask: Hash, found: Longs
) -> None:
    """The fast pass over deals, one after the other in the same arrays: ``deals``' rows are the
    generator's seed, state mask and draw addition of each (deal_kernel.py); each one's verdict,
    positions expanded and stored go to its row of ``found``."""
    control = np.zeros(CONTROL_SIZE, dtype=np.int64)
    path = np.empty(1024, dtype=np.int32)
    for deal in range(len(deals)):
        deal_into(deals[deal, 0], deals[deal, 1], deals[deal, 2], store[0][0])
        solved = solve(store, table, stamp, weights, key_mask, control, path) >= 0
        found[deal, VERDICT] = SOLVED if solved else UNKNOWN
        found[deal, DEAL_EXPANDED] = control[EXPANDED]
        found[deal, DEAL_STORED] = control[STORED]
