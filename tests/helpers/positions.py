"""Positions for the rules' tests: written by hand (cards from their codes, a position from column texts),
reached by random play (a hypothesis strategy), or read back from a search kernel's state."""

from __future__ import annotations

import numpy as np
import numpy.typing as npt
from hypothesis import strategies as st

from freecell_gui.core.deals.cards import parse_card
from freecell_gui.core.rules.position import Position
from freecell_gui.core.search.layout import CELL_AT, CELLS, COLUMN_SLOTS, COLUMNS, EMPTY, HOME_AT, LENGTHS


def cards(text: str) -> tuple[int, ...]:
    return tuple(parse_card(token) for token in text.split())


def make(
    columns: dict[int, str], cells: str = "", home: tuple[int, int, int, int] = (0, 0, 0, 0)
) -> Position:
    """A position from column texts (1-based, top card first), free cells ("-" empty) and home counts."""
    cell_tokens = (cells.split() + ["-"] * 4)[:4]
    return Position(
        tuple(cards(columns.get(i, "")) for i in range(1, 9)),
        tuple(None if token == "-" else parse_card(token) for token in cell_tokens),
        home,
    )


@st.composite
def played_positions(draw: st.DrawFn) -> Position:
    """A position random play reaches from a deal's start, without autoplay: cards that may go home are
    left where they are, often several of a suit in a row."""
    position = Position.deal(draw(st.integers(1, 2**33 - 1)))
    for choice in draw(st.lists(st.integers(0, 10_000), max_size=80)):
        moves = position.legal_moves()
        if not moves:
            break
        position = position.apply(moves[choice % len(moves)])  # never raises: test_position's property
    return position


def position_of(state: npt.NDArray[np.uint8]) -> Position:
    """A search kernel's state (core/search/layout.py) as a :class:`Position`: the kernels' oracle."""
    cascades = tuple(
        tuple(int(card) for card in state[c * COLUMN_SLOTS : c * COLUMN_SLOTS + int(state[LENGTHS + c])])
        for c in range(COLUMNS)
    )
    cells = tuple(None if card == EMPTY else int(card) for card in state[CELL_AT : CELL_AT + CELLS])
    return Position(cascades, cells, tuple(int(n) for n in state[HOME_AT : HOME_AT + 4]))
