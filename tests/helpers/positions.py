"""Positions for the rules' tests: written by hand (cards from their codes, a position from column texts),
or reached by random play (a hypothesis strategy)."""

from __future__ import annotations

from hypothesis import strategies as st

from freecell_gui.core.deals.cards import parse_card
from freecell_gui.core.rules.position import Position


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
