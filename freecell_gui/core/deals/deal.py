"""The `Deal` value: one numbered Microsoft FreeCell deal, laid out as eight cascades."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from freecell_gui.core.deals.cards import card_code
from freecell_gui.core.deals.generator import DealRange, deal_order, validate_deal_number

CASCADE_COUNT = 8
ROW_COUNT = 7  # six full rows of 8 and a last row of 4


def cascades_of(order: tuple[int, ...] | list[int]) -> tuple[tuple[int, ...], ...]:
    """Split cards in dealing order into the eight cascades (card k goes to cascade k mod 8)."""
    return tuple(tuple(order[c::CASCADE_COUNT]) for c in range(CASCADE_COUNT))


def rows_of(order: tuple[int, ...] | list[int]) -> list[list[int]]:
    """Split cards in dealing order into rows of eight (the last row of a full deal has four)."""
    return [list(order[r : r + CASCADE_COUNT]) for r in range(0, len(order), CASCADE_COUNT)]


@dataclass(frozen=True)
class Deal:
    """Deal ``number``; ``order`` holds its 52 card indices in dealing order."""

    number: int
    order: tuple[int, ...]

    @property
    def deal_range(self) -> DealRange:
        return DealRange.of(self.number)

    def cascade_indices(self) -> tuple[tuple[int, ...], ...]:
        """The eight cascades as card indices, top (first dealt) card first."""
        return cascades_of(self.order)

    def cascades(self) -> tuple[tuple[str, ...], ...]:
        """The eight cascades as card codes, top (first dealt) card first."""
        return tuple(tuple(card_code(i) for i in column) for column in self.cascade_indices())

    def rows(self) -> list[list[str]]:
        """The seven rows in dealing order: six of eight cards and a last one of four."""
        return [[card_code(i) for i in row] for row in rows_of(self.order)]


@lru_cache(maxsize=4096)
def _cached_deal(number: int) -> Deal:
    return Deal(number, tuple(deal_order(number)))


def deal(number: int | str) -> Deal:
    """Deal ``number`` (1 … 8,589,934,591); raises ValueError/TypeError for anything else."""
    return _cached_deal(validate_deal_number(number))


def deal_freecell(number: int) -> list[list[str]]:
    """Deal ``number`` as 7 rows of card codes in dealing order (six of 8 cards, a last one of 4)."""
    return deal(number).rows()
