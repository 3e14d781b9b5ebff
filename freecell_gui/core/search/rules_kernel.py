"""The rules as numba kernels over one state row (layout.py): a move made, the cards home and the
position's estimated distance from the goal. The moves: legal_moves_kernel.py; the automatic moves home:
autoplay_kernel.py; the position's hash: hash_kernel.py.

They must agree with :class:`~freecell_gui.core.rules.position.Position` and
:mod:`~freecell_gui.core.rules.autoplay`
move for move; tests/core/search/test_rules_kernel.py checks them on random games in every autoplay mode.
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from freecell_gui.core.rules.card_rules import FITS as _FITS_BYTES
from freecell_gui.core.search import layout
from freecell_gui.core.search.arrays import State
from freecell_gui.core.search.jit import inlined, kernel

FITS = np.frombuffer(_FITS_BYTES, dtype=np.uint8).copy()


@inlined
def copy_state(source: State, dest: State) -> None:
    """``dest[:] = source``, as a loop: numba's slice assignment costs ten times as much here (so does a
    loop over 8-byte views: making the views costs more than the bytes)."""
    for i in range(layout.STATE_SIZE):
        dest[i] = source[i]


@inlined
def run_length(state: State, column: int) -> int:
    """How many cards at the end of ``column`` build down in alternating colours (0 if empty)."""
    n = np.int64(state[layout.LENGTHS + column])
    base = column * layout.COLUMN_SLOTS
    k = min(n, 1)
    while k < n and FITS[np.int64(state[base + n - k]) * 52 + state[base + n - k - 1]]:
        k += 1
    return int(k)


@inlined
def _pop(state: State, column: int) -> int:
    """Take the exposed card off ``column`` and return it, keeping the run length right."""
    n = np.int64(state[layout.LENGTHS + column]) - 1
    card = np.int64(state[column * layout.COLUMN_SLOTS + n])
    state[layout.LENGTHS + column] = n
    run = np.int64(state[layout.RUN_AT + column])
    state[layout.RUN_AT + column] = run - 1 if run > 1 else run_length(state, column)
    return int(card)


@inlined
def apply_move(state: State, move: int) -> None:
    """Make the legal ``move`` (no autoplay)."""
    source, dest, count = move & 15, (move >> 4) & 15, move >> 8
    if source < layout.COLUMNS:
        if dest < layout.COLUMNS:
            n, m = np.int64(state[layout.LENGTHS + source]), np.int64(state[layout.LENGTHS + dest])
            for i in range(count):
                state[dest * layout.COLUMN_SLOTS + m + i] = state[
                    source * layout.COLUMN_SLOTS + n - count + i
                ]
            state[layout.LENGTHS + dest] = m + count
            state[layout.RUN_AT + dest] = count + (state[layout.RUN_AT + dest] if m else 0)
            state[layout.LENGTHS + source] = n - count
            run = np.int64(state[layout.RUN_AT + source])
            state[layout.RUN_AT + source] = run - count if run > count else run_length(state, source)
            return
        card = _pop(state, source)
    else:
        card = np.int64(state[layout.CELL_AT + source - layout.COLUMNS])
        state[layout.CELL_AT + source - layout.COLUMNS] = layout.EMPTY
    if dest == layout.HOME_LOCATION:
        state[layout.HOME_AT + (card & 3)] += 1
    elif dest >= layout.COLUMNS:
        state[layout.CELL_AT + dest - layout.COLUMNS] = card
    else:
        m = np.int64(state[layout.LENGTHS + dest])
        state[dest * layout.COLUMN_SLOTS + m] = card
        state[layout.LENGTHS + dest] = m + 1
        state[layout.RUN_AT + dest] = state[layout.RUN_AT + dest] + 1 if m else 1


@kernel
def cards_home(state: State) -> int:
    return int(
        np.int64(state[layout.HOME_AT])
        + state[layout.HOME_AT + 1]
        + np.int64(state[layout.HOME_AT + 2])
        + state[layout.HOME_AT + 3]
    )


@inlined
def cost(state: State, weights: npt.NDArray[np.int64]) -> int:
    """The estimate the beam ranks positions by (lower is better): weighted cards out of order (above
    their column's run: each must move again), cards in free cells, cards not home, and how deep the
    next card of each suit lies. No helper calls: it runs for every child."""
    out_of_order, cells, home, depth = 0, 0, 0, 0
    for column in range(layout.COLUMNS):
        out_of_order += np.int64(state[layout.LENGTHS + column]) - state[layout.RUN_AT + column]
    for slot in range(layout.CELLS):
        cells += state[layout.CELL_AT + slot] != layout.EMPTY
        home += state[layout.HOME_AT + slot]
    if weights[3]:
        for column in range(layout.COLUMNS):
            length = np.int64(state[layout.LENGTHS + column])
            for i in range(length):
                card = np.int64(state[column * layout.COLUMN_SLOTS + i])
                if state[layout.HOME_AT + (card & 3)] == card >> 2:
                    depth += length - 1 - i
    return int(weights[0] * out_of_order + weights[1] * cells + weights[2] * (52 - home) + weights[3] * depth)
