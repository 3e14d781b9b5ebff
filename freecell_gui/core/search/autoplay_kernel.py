"""The automatic moves home as numba kernels over one state row (layout.py): whether a move may have
given autoplay work, the automatic moves of a mode, and the moves home that finish a sorted position.
They must agree with :mod:`~freecell_gui.core.rules.autoplay` (tests/core/search/test_rules_kernel.py).
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from freecell_gui.core.search import layout
from freecell_gui.core.search.arrays import State
from freecell_gui.core.search.jit import inlined, kernel
from freecell_gui.core.search.rules_kernel import apply_move, cards_home, run_length

# The two suits of the other colour (C D H S: clubs and spades are black).
OPPOSITE_A = np.array([1, 0, 0, 1], dtype=np.int64)
OPPOSITE_B = np.array([2, 3, 3, 2], dtype=np.int64)


@inlined
def may_autoplay(state: State, move: int, mode: int) -> bool:
    """Whether autoplay may have work after ``move`` was made on a position where it had none: a card
    went home (others may follow), or the card the move exposed in its source column may go."""
    if mode == 0:
        return False
    source, dest = move & 15, (move >> 4) & 15
    if dest == layout.HOME_LOCATION:
        return True
    if source >= layout.COLUMNS:
        return False  # a free cell emptied exposes nothing
    length = np.int64(state[layout.LENGTHS + source])
    if length == 0:
        return False
    card = np.int64(state[source * layout.COLUMN_SLOTS + length - 1])
    rank, suit = card >> 2, card & 3
    if state[layout.HOME_AT + suit] != rank:
        return False
    return bool(
        mode == 2
        or card < 8
        or (
            state[layout.HOME_AT + OPPOSITE_A[suit]] >= rank
            and state[layout.HOME_AT + OPPOSITE_B[suit]] >= rank
        )
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
        for column in range(layout.COLUMNS):
            length = np.int64(state[layout.LENGTHS + column])
            taken = 0
            while taken < length:
                card = np.int64(state[column * layout.COLUMN_SLOTS + length - 1 - taken])
                rank, suit = card >> 2, card & 3
                if state[layout.HOME_AT + suit] != rank or (
                    mode == 1
                    and card >= 8
                    and (
                        state[layout.HOME_AT + OPPOSITE_A[suit]] < rank
                        or state[layout.HOME_AT + OPPOSITE_B[suit]] < rank
                    )
                ):
                    break
                state[layout.HOME_AT + suit] += 1
                taken += 1
            if taken:
                state[layout.LENGTHS + column] = length - taken
                run = np.int64(state[layout.RUN_AT + column])
                state[layout.RUN_AT + column] = run - taken if run > taken else run_length(state, column)
                made += taken
                progress = True
        for slot in range(layout.CELLS):
            card = np.int64(state[layout.CELL_AT + slot])
            if card == layout.EMPTY:
                continue
            rank, suit = card >> 2, card & 3
            if state[layout.HOME_AT + suit] == rank and (
                mode == 2
                or card < 8
                or (
                    state[layout.HOME_AT + OPPOSITE_A[suit]] >= rank
                    and state[layout.HOME_AT + OPPOSITE_B[suit]] >= rank
                )
            ):
                state[layout.CELL_AT + slot] = layout.EMPTY
                state[layout.HOME_AT + suit] += 1
                made += 1
                progress = True
    return made


@kernel
def finish(state: State, mode: int, moves: npt.NDArray[np.int32]) -> int:
    """Play every card home from a position without unsorted cards (each column one run), in place:
    the lowest card that may go first, the automatic moves after each. Writes the moves made by hand
    into ``moves`` and returns how many, or -1 if stuck (never, for such a position)."""
    made = 0
    autoplay(state, mode)
    while cards_home(state) < 52:
        best, best_rank = -1, 99
        for column in range(layout.COLUMNS):
            length = np.int64(state[layout.LENGTHS + column])
            if length:
                card = np.int64(state[column * layout.COLUMN_SLOTS + length - 1])
                if state[layout.HOME_AT + (card & 3)] == card >> 2 and card >> 2 < best_rank:
                    best, best_rank = column, card >> 2
        for slot in range(layout.CELLS):
            card = np.int64(state[layout.CELL_AT + slot])
            if (
                card != layout.EMPTY
                and state[layout.HOME_AT + (card & 3)] == card >> 2
                and card >> 2 < best_rank
            ):
                best, best_rank = layout.COLUMNS + slot, card >> 2
        if best < 0:
            return -1
        move = best | layout.HOME_LOCATION << 4 | 1 << 8
        apply_move(state, move)
        moves[made] = move
        made += 1
        autoplay(state, mode)
    return made
