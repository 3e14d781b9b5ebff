"""A deal dealt in compiled code, for the catalogue's build: its cascades as the count kernel reads them
and its board as fc-solve reads it, exactly :meth:`Position.deal(n).to_fcs() <Position.to_fcs>`'s text.

In Python, dealing (:func:`~freecell_gui.core.deals.generator.deal_order`), the position and its text cost
about a tenth of fc-solve's search of the deal; here, about a hundredth. tests/core/search/
test_deal_kernel.py holds both to the Python deal over every draw rule.
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from freecell_gui.core.deals.cards import CARD_CODES
from freecell_gui.core.deals.generator import INCREMENT, MULTIPLIER, rule_for, validate_deal_number
from freecell_gui.core.rules.position import Position
from freecell_gui.core.search.jit import kernel

Bytes = npt.NDArray[np.uint8]
_NAMES = np.frombuffer("".join(CARD_CODES).encode("ascii"), dtype=np.uint8).copy()  # two letters a card
# A deal's text up to its first cascade: nothing home, no free cell taken (Position.to_fcs of a deal).
_HEAD = Position.deal(1).to_fcs().split("\n:", 1)[0].encode("ascii")
BOARD_SIZE = len(_HEAD) + 8 * 2 + 52 * 3  # "\n:" a cascade, " XX" a card


@kernel
def _deal(seed: int, state_mask: int, draw_add: int, cascades: Bytes, board: Bytes, head: int) -> None:
    """Deal the generator's ``seed`` into ``cascades`` (the eight cascades one after another, 7, 7, 7, 7,
    6, 6, 6, 6 cards) and write their lines into ``board`` after its first ``head`` bytes."""
    deck = np.arange(52)
    state = seed
    for k in range(52):
        left = 52 - k
        state = (state * MULTIPLIER + INCREMENT) & state_mask
        j = ((state >> 16) + draw_add) % left
        column, depth = k % 8, k // 8
        cascades[column * 7 + depth if column < 4 else 28 + (column - 4) * 6 + depth] = deck[j]
        deck[j] = deck[left - 1]
    at = head
    for column in range(8):
        board[at], board[at + 1] = 10, 58  # "\n:"
        at += 2
        first = column * 7 if column < 4 else 28 + (column - 4) * 6
        for depth in range(7 if column < 4 else 6):
            card = cascades[first + depth]
            board[at], board[at + 1], board[at + 2] = 32, _NAMES[2 * card], _NAMES[2 * card + 1]
            at += 3


def dealt(number: int) -> tuple[Bytes, bytes]:
    """Deal ``number``'s cascades, one after another (for the kernels of :mod:`.shown_kernel`), and its
    board text for fc-solve. Raises ValueError or TypeError for a number that is not a deal's."""
    number = validate_deal_number(number)
    rule = rule_for(number)
    cascades = np.empty(52, dtype=np.uint8)
    board = np.empty(BOARD_SIZE, dtype=np.uint8)
    board[: len(_HEAD)] = np.frombuffer(_HEAD, dtype=np.uint8)
    _deal(number - rule.seed_offset, rule.state_mask, rule.draw_add, cascades, board, len(_HEAD))
    return cascades, board.tobytes()
