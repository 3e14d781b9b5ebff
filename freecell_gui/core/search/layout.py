"""The search's position: one row of a uint8 NumPy array, so that a beam of positions is a 2-D array the
kernels copy and change without allocating.

Offsets: the eight columns (``COLUMN_SLOTS`` cards each, the exposed card last), their lengths, the four
free cells (:data:`EMPTY` when free, slot for slot as in :class:`~freecell_gui.core.rules.position.Position`),
the four foundations, and a cache of each column's run length (the cards at its end that build down in
alternating colours). Moves are ints: ``source | dest << 4 | count << 8`` over the locations 0–7 columns,
8–11 free cells, 12 home, as :data:`~freecell_gui.core.notation.standard.LOCATION_INDEX` numbers them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from freecell_gui.core.notation.standard import COLUMN_NAMES, FREE_CELL_NAMES, HOME, Move
from freecell_gui.core.rules.autoplay import Autoplay

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

    from freecell_gui.core.rules.position import Position

COLUMNS = 8
CELLS = 4
#: A column holds at most 19 cards: 7 dealt under a run King … Ace less the King (12 more).
COLUMN_SLOTS = 20
LENGTHS = COLUMNS * COLUMN_SLOTS
CELL_AT = LENGTHS + COLUMNS
HOME_AT = CELL_AT + CELLS
RUN_AT = HOME_AT + 4
STATE_SIZE = RUN_AT + COLUMNS
EMPTY = 255
HOME_LOCATION = 12
#: Autoplay modes as the kernels number them.
AUTOPLAY_CODES: dict[str, int] = {Autoplay.NONE: 0, Autoplay.SAFE: 1, Autoplay.MAX: 2}
_NAMES = COLUMN_NAMES + FREE_CELL_NAMES + HOME


def encode(source: int, dest: int, count: int) -> int:
    return source | dest << 4 | count << 8


def decode(move: int) -> Move:
    """The kernel's move as a :class:`Move` with its count."""
    return Move(_NAMES[move & 15], _NAMES[(move >> 4) & 15], move >> 8)


def state_of(position: Position) -> npt.NDArray[np.uint8]:
    """``position`` as a kernel state (run lengths included)."""
    import numpy as np

    state = np.zeros(STATE_SIZE, dtype=np.uint8)
    for c, column in enumerate(position.cascades):
        state[c * COLUMN_SLOTS : c * COLUMN_SLOTS + len(column)] = column
        state[LENGTHS + c] = len(column)
        state[RUN_AT + c] = position.sequence_length(c)
    for slot, card in enumerate(position.free_cells):
        state[CELL_AT + slot] = EMPTY if card is None else card
    state[HOME_AT : HOME_AT + 4] = position.foundations
    return state
