"""Positions written by hand for the rules' tests: cards from their codes, a position from column texts."""

from __future__ import annotations

from freecell_gui.core.cards import parse_card
from freecell_gui.core.position import Position


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
