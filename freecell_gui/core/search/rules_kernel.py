"""The rules as numba kernels over one state row (layout.py): the moves, a move, the automatic moves
home and the position's estimated distance from the goal (its hash: hash_kernel.py).

They must agree with :class:`~freecell_gui.core.rules.position.Position` and
:mod:`~freecell_gui.core.rules.autoplay`
move for move; tests/core/search/test_rules_kernel.py checks them on random games in every autoplay mode.
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from freecell_gui.core.rules.card_rules import FITS as _FITS_BYTES
from freecell_gui.core.search.jit import inlined, kernel
from freecell_gui.core.search.layout import (
    CELL_AT,
    CELLS,
    COLUMN_SLOTS,
    COLUMNS,
    EMPTY,
    HOME_AT,
    HOME_LOCATION,
    LENGTHS,
    RUN_AT,
    STATE_SIZE,
)

State = npt.NDArray[np.uint8]
FITS = np.frombuffer(_FITS_BYTES, dtype=np.uint8).copy()
# The two suits of the other colour (C D H S: clubs and spades are black).
OPPOSITE_A = np.array([1, 0, 0, 1], dtype=np.int64)
OPPOSITE_B = np.array([2, 3, 3, 2], dtype=np.int64)


@inlined
def copy_state(source: State, dest: State) -> None:
    """``dest[:] = source``, as a loop: numba's slice assignment costs ten times as much here (so does a
    loop over 8-byte views: making the views costs more than the bytes)."""
    for i in range(STATE_SIZE):
        dest[i] = source[i]


@inlined
def run_length(state: State, column: int) -> int:
    """How many cards at the end of ``column`` build down in alternating colours (0 if empty)."""
    n = np.int64(state[LENGTHS + column])
    base = column * COLUMN_SLOTS
    k = min(n, 1)
    while k < n and FITS[np.int64(state[base + n - k]) * 52 + state[base + n - k - 1]]:
        k += 1
    return int(k)


@inlined
def _pop(state: State, column: int) -> int:
    """Take the exposed card off ``column`` and return it, keeping the run length right."""
    n = np.int64(state[LENGTHS + column]) - 1
    card = np.int64(state[column * COLUMN_SLOTS + n])
    state[LENGTHS + column] = n
    run = np.int64(state[RUN_AT + column])
    state[RUN_AT + column] = run - 1 if run > 1 else run_length(state, column)
    return int(card)


@inlined
def apply_move(state: State, move: int) -> None:
    """Make the legal ``move`` (no autoplay)."""
    source, dest, count = move & 15, (move >> 4) & 15, move >> 8
    if source < COLUMNS:
        if dest < COLUMNS:
            n, m = np.int64(state[LENGTHS + source]), np.int64(state[LENGTHS + dest])
            for i in range(count):
                state[dest * COLUMN_SLOTS + m + i] = state[source * COLUMN_SLOTS + n - count + i]
            state[LENGTHS + dest] = m + count
            state[RUN_AT + dest] = count + (state[RUN_AT + dest] if m else 0)
            state[LENGTHS + source] = n - count
            run = np.int64(state[RUN_AT + source])
            state[RUN_AT + source] = run - count if run > count else run_length(state, source)
            return
        card = _pop(state, source)
    else:
        card = np.int64(state[CELL_AT + source - COLUMNS])
        state[CELL_AT + source - COLUMNS] = EMPTY
    if dest == HOME_LOCATION:
        state[HOME_AT + (card & 3)] += 1
    elif dest >= COLUMNS:
        state[CELL_AT + dest - COLUMNS] = card
    else:
        m = np.int64(state[LENGTHS + dest])
        state[dest * COLUMN_SLOTS + m] = card
        state[LENGTHS + dest] = m + 1
        state[RUN_AT + dest] = state[RUN_AT + dest] + 1 if m else 1


@inlined
def may_autoplay(state: State, move: int, mode: int) -> bool:
    """Whether autoplay may have work after ``move`` was made on a position where it had none: a card
    went home (others may follow), or the card the move exposed in its source column may go."""
    if mode == 0:
        return False
    source, dest = move & 15, (move >> 4) & 15
    if dest == HOME_LOCATION:
        return True
    if source >= COLUMNS:
        return False  # a free cell emptied exposes nothing
    length = np.int64(state[LENGTHS + source])
    if length == 0:
        return False
    card = np.int64(state[source * COLUMN_SLOTS + length - 1])
    rank, suit = card >> 2, card & 3
    if state[HOME_AT + suit] != rank:
        return False
    return bool(
        mode == 2
        or card < 8
        or (state[HOME_AT + OPPOSITE_A[suit]] >= rank and state[HOME_AT + OPPOSITE_B[suit]] >= rank)
    )


@kernel
def autoplay(state: State, mode: int) -> int:
    """The automatic moves home of ``mode`` (0 none, 1 safe, 2 max), in place; returns how many.
    Written without helper calls: this is the innermost loop of the search."""
    if mode == 0:
        return 0
    made = 0
    progress = True
    while progress:
        progress = False
        for column in range(COLUMNS):
            length = np.int64(state[LENGTHS + column])
            taken = 0
            while taken < length:
                card = np.int64(state[column * COLUMN_SLOTS + length - 1 - taken])
                rank, suit = card >> 2, card & 3
                if state[HOME_AT + suit] != rank or (
                    mode == 1
                    and card >= 8
                    and (state[HOME_AT + OPPOSITE_A[suit]] < rank or state[HOME_AT + OPPOSITE_B[suit]] < rank)
                ):
                    break
                state[HOME_AT + suit] += 1
                taken += 1
            if taken:
                state[LENGTHS + column] = length - taken
                run = np.int64(state[RUN_AT + column])
                state[RUN_AT + column] = run - taken if run > taken else run_length(state, column)
                made += taken
                progress = True
        for slot in range(CELLS):
            card = np.int64(state[CELL_AT + slot])
            if card == EMPTY:
                continue
            rank, suit = card >> 2, card & 3
            if state[HOME_AT + suit] == rank and (
                mode == 2
                or card < 8
                or (state[HOME_AT + OPPOSITE_A[suit]] >= rank and state[HOME_AT + OPPOSITE_B[suit]] >= rank)
            ):
                state[CELL_AT + slot] = EMPTY
                state[HOME_AT + suit] += 1
                made += 1
                progress = True
    return made


#: The suits of the other colour as bits (clubs and spades are black).
OTHER_COLOUR = np.array([0b0110, 0b1001, 0b1001, 0b0110], dtype=np.uint64)


@inlined
def _column_of(tops: np.uint64, card: int) -> int:
    """The column whose exposed card is ``card``: ``tops`` holds each column's in a byte."""
    for column in range(COLUMNS):
        if np.int64((tops >> np.uint64(8 * column)) & np.uint64(255)) == card:
            return column
    return -1


@inlined
def _onto(exposed: np.uint64, tops: np.uint64, card: int) -> int:
    """The columns whose exposed card ``card`` may be put on, as bits (at most two)."""
    rank = card >> 2
    if rank == 12:
        return 0
    # The two cards one rank higher of the other colour: bits 4·(rank+1) + the other colour's suits.
    hits = (exposed >> np.uint64(4 * rank + 4)) & OTHER_COLOUR[card & 3]
    if not hits:
        return 0
    found = 0
    for suit in range(4):
        if hits & np.uint64(1 << suit):
            found |= 1 << _column_of(tops, 4 * rank + 4 + suit)
    return found


@kernel
def generate_moves(state: State, moves: npt.NDArray[np.int32], every: bool) -> int:
    """The legal moves into ``moves``; returns how many. Unless ``every``, only the first empty free
    cell and the first empty column are destinations (the others give the same position up to order),
    and a whole column never moves to an empty one. The moves onto a column are found from the cards
    that fit on exposed ones (a set of bits), not by trying every pair of columns."""
    first_cell, free = -1, 0
    for slot in range(CELLS):
        if state[CELL_AT + slot] == EMPTY:
            free += 1
            if first_cell < 0:
                first_cell = slot
    first_column, empty, empties = -1, 0, 0
    exposed, tops = np.uint64(0), np.uint64(0)
    for column in range(COLUMNS):
        length = np.int64(state[LENGTHS + column])
        card = np.int64(state[column * COLUMN_SLOTS + length - 1]) if length else 255
        tops |= np.uint64(card) << np.uint64(8 * column)
        if length == 0:
            empty += 1
            empties |= 1 << column
            if first_column < 0:
                first_column = column
        else:
            exposed |= np.uint64(1) << np.uint64(card)
    to_empty = empties if every else (0 if first_column < 0 else 1 << first_column)
    onto_limit = (free + 1) << empty
    empty_limit = (free + 1) << max(empty - 1, 0)
    n = 0
    for source in range(COLUMNS):
        length = np.int64(state[LENGTHS + source])
        if length == 0:
            continue
        base = source * COLUMN_SLOTS
        top = np.int64(state[base + length - 1])
        if state[HOME_AT + (top & 3)] == top >> 2:
            moves[n] = source | HOME_LOCATION << 4 | 1 << 8
            n += 1
        if every:
            for slot in range(CELLS):
                if state[CELL_AT + slot] == EMPTY:
                    moves[n] = source | (COLUMNS + slot) << 4 | 1 << 8
                    n += 1
        elif first_cell >= 0:
            moves[n] = source | (COLUMNS + first_cell) << 4 | 1 << 8
            n += 1
        run = np.int64(state[RUN_AT + source])
        dests = to_empty
        for count in range(1, min(run, onto_limit) + 1):
            dests |= _onto(exposed, tops, np.int64(state[base + length - count]))
        if dests == 0:
            continue
        for dest in range(COLUMNS):
            if not dests & (1 << dest):
                continue
            if empties & (1 << dest):
                for count in range(min(run, empty_limit), 0, -1):
                    if every or count < length:
                        moves[n] = source | dest << 4 | count << 8
                        n += 1
            else:
                onto = np.int64((tops >> np.uint64(8 * dest)) & np.uint64(255))
                moves[n] = source | dest << 4 | ((onto >> 2) - (top >> 2)) << 8
                n += 1
    for slot in range(CELLS):
        card = np.int64(state[CELL_AT + slot])
        if card == EMPTY:
            continue
        if state[HOME_AT + (card & 3)] == card >> 2:
            moves[n] = (COLUMNS + slot) | HOME_LOCATION << 4 | 1 << 8
            n += 1
        dests = to_empty | _onto(exposed, tops, card)
        for dest in range(COLUMNS):
            if dests & (1 << dest):
                moves[n] = (COLUMNS + slot) | dest << 4 | 1 << 8
                n += 1
    return n


@kernel
def cards_home(state: State) -> int:
    return int(
        np.int64(state[HOME_AT]) + state[HOME_AT + 1] + np.int64(state[HOME_AT + 2]) + state[HOME_AT + 3]
    )


@inlined
def cost(state: State, weights: npt.NDArray[np.int64]) -> int:
    """The estimate the beam ranks positions by (lower is better): weighted cards out of order (above
    their column's run: each must move again), cards in free cells, cards not home, and how deep the
    next card of each suit lies. No helper calls: it runs for every child."""
    out_of_order, cells, home, depth = 0, 0, 0, 0
    for column in range(COLUMNS):
        out_of_order += np.int64(state[LENGTHS + column]) - state[RUN_AT + column]
    for slot in range(CELLS):
        cells += state[CELL_AT + slot] != EMPTY
        home += state[HOME_AT + slot]
    if weights[3]:
        for column in range(COLUMNS):
            length = np.int64(state[LENGTHS + column])
            for i in range(length):
                card = np.int64(state[column * COLUMN_SLOTS + i])
                if state[HOME_AT + (card & 3)] == card >> 2:
                    depth += length - 1 - i
    return int(weights[0] * out_of_order + weights[1] * cells + weights[2] * (52 - home) + weights[3] * depth)


@kernel
def finish(state: State, mode: int, moves: npt.NDArray[np.int32]) -> int:
    """Play every card home from a position without unsorted cards (each column one run), in place:
    the lowest card that may go first, the automatic moves after each. Writes the moves made by hand
    into ``moves`` and returns how many, or -1 if stuck (never, for such a position)."""
    made = 0
    autoplay(state, mode)
    while cards_home(state) < 52:
        best, best_rank = -1, 99
        for column in range(COLUMNS):
            length = np.int64(state[LENGTHS + column])
            if length:
                card = np.int64(state[column * COLUMN_SLOTS + length - 1])
                if state[HOME_AT + (card & 3)] == card >> 2 and card >> 2 < best_rank:
                    best, best_rank = column, card >> 2
        for slot in range(CELLS):
            card = np.int64(state[CELL_AT + slot])
            if card != EMPTY and state[HOME_AT + (card & 3)] == card >> 2 and card >> 2 < best_rank:
                best, best_rank = COLUMNS + slot, card >> 2
        if best < 0:
            return -1
        move = best | HOME_LOCATION << 4 | 1 << 8
        apply_move(state, move)
        moves[made] = move
        made += 1
        autoplay(state, mode)
    return made
