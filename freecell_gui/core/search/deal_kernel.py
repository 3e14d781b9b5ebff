"""A deal dealt in compiled code straight into a search state (layout.py): for sweeps over ranges of deals,
where dealing in Python (:func:`~freecell_gui.core.deals.generator.deal_order`, a Position, then
:func:`~.layout.state_of`) would cost as much as the search of a deal. tests/core/search/
test_deal_kernel.py holds it to the Python deal over every draw rule.
"""

from __future__ import annotations

import numpy as np

from freecell_gui.core.deals.generator import INCREMENT, MULTIPLIER, rule_for, validate_deal_number
from freecell_gui.core.search import layout
from freecell_gui.core.search.arrays import State
from freecell_gui.core.search.jit import kernel
from freecell_gui.core.search.rules_kernel import run_length


@kernel
def deal_into(seed: int, state_mask: int, draw_add: int, state: State) -> None:
    """Deal the generator's ``seed`` into ``state``: card k to column k mod 8, the first dealt deepest."""
    deck = np.arange(52)
    generator = seed
    for i in range(layout.STATE_SIZE):
        state[i] = 0
    for k in range(52):
        left = 52 - k
        generator = (generator * MULTIPLIER + INCREMENT) & state_mask
        j = ((generator >> 16) + draw_add) % left
        column, depth = k % layout.COLUMNS, k // layout.COLUMNS
        state[column * layout.COLUMN_SLOTS + depth] = deck[j]
        deck[j] = deck[left - 1]
    for column in range(layout.COLUMNS):
        state[layout.LENGTHS + column] = 7 if column < 4 else 6
        state[layout.RUN_AT + column] = run_length(state, column)
    for slot in range(layout.CELLS):
        state[layout.CELL_AT + slot] = layout.EMPTY


def dealt_state(number: int) -> State:
    """Deal ``number`` as a search state, as ``state_of(Position.deal(number))`` makes it. Raises
    ValueError or TypeError for a number that is not a deal's."""
    number = validate_deal_number(number)
    rule = rule_for(number)
    state = np.empty(layout.STATE_SIZE, dtype=np.uint8)
    deal_into(number - rule.seed_offset, rule.state_mask, rule.draw_add, state)
    return state
