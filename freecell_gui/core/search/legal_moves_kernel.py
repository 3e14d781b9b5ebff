"""The legal moves as a numba kernel over one state row (layout.py), all of them or one of each kind of
destination (the search's); tests/core/search/test_rules_kernel.py holds them to
:meth:`~freecell_gui.core.rules.position.Position.legal_moves` on random games.
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from freecell_gui.core.search import layout
from freecell_gui.core.search.arrays import State
from freecell_gui.core.search.jit import inlined, kernel

#: The suits of the other colour as bits (clubs and spades are black).
OTHER_COLOUR = np.array([0b0110, 0b1001, 0b1001, 0b0110], dtype=np.uint64)


@inlined
def _column_of(tops: np.uint64, card: int) -> int:
    """The column whose exposed card is ``card``: ``tops`` holds each column's in a byte."""
    for column in range(layout.COLUMNS):
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
    for slot in range(layout.CELLS):
        if state[layout.CELL_AT + slot] == layout.EMPTY:
            free += 1
            if first_cell < 0:
                first_cell = slot
    first_column, empty, empties = -1, 0, 0
    exposed, tops = np.uint64(0), np.uint64(0)
    for column in range(layout.COLUMNS):
        length = np.int64(state[layout.LENGTHS + column])
        card = np.int64(state[column * layout.COLUMN_SLOTS + length - 1]) if length else 255
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
    for source in range(layout.COLUMNS):
        length = np.int64(state[layout.LENGTHS + source])
        if length == 0:
            continue
        base = source * layout.COLUMN_SLOTS
        top = np.int64(state[base + length - 1])
        if state[layout.HOME_AT + (top & 3)] == top >> 2:
            moves[n] = source | layout.HOME_LOCATION << 4 | 1 << 8
            n += 1
        if every:
            for slot in range(layout.CELLS):
                if state[layout.CELL_AT + slot] == layout.EMPTY:
                    moves[n] = source | (layout.COLUMNS + slot) << 4 | 1 << 8
                    n += 1
        elif first_cell >= 0:
            moves[n] = source | (layout.COLUMNS + first_cell) << 4 | 1 << 8
            n += 1
        run = np.int64(state[layout.RUN_AT + source])
        dests = to_empty
        for count in range(1, min(run, onto_limit) + 1):
            dests |= _onto(exposed, tops, np.int64(state[base + length - count]))
        if dests == 0:
            continue
        for dest in range(layout.COLUMNS):
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
    for slot in range(layout.CELLS):
        card = np.int64(state[layout.CELL_AT + slot])
        if card == layout.EMPTY:
            continue
        if state[layout.HOME_AT + (card & 3)] == card >> 2:
            moves[n] = (layout.COLUMNS + slot) | layout.HOME_LOCATION << 4 | 1 << 8
            n += 1
        dests = to_empty | _onto(exposed, tops, card)
        for dest in range(layout.COLUMNS):
            if dests & (1 << dest):
                moves[n] = (layout.COLUMNS + slot) | dest << 4 | 1 << 8
                n += 1
    return n
