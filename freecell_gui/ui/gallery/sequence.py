"""The deals a gallery pages through, read a page at a time: never a list of the whole range.

Three kinds: every deal of 1 … 8,589,934,591 (arithmetic), a sorted list held in memory (the finder's
matches, millions at most), and the catalogue's deals that pass a filter (SQLite, by the deal index). Each
answers two questions, enough for scrolling, paging and the scroll bar: the members from a number on, and
the members before a number.
"""

from __future__ import annotations

import bisect
from collections.abc import Sequence
from typing import Protocol

from freecell_gui.core.catalogue.query import Query, filter_conditions
from freecell_gui.core.catalogue.store import Catalogue
from freecell_gui.core.deals.generator import FIRST_DEAL, LAST_DEAL


class DealSequence(Protocol):
    """Deal numbers in ascending order."""

    def bounds(self) -> tuple[int, int] | None:
        """The first and last member, or None when there is none."""

    def starting_at(self, number: int, count: int) -> list[int]:
        """Up to ``count`` members ≥ ``number``, ascending."""

    def before(self, number: int, count: int) -> list[int]:
        """Up to ``count`` members < ``number``: the nearest ones, ascending."""


class WholeRange:
    """Every FreeCell deal."""

    def bounds(self) -> tuple[int, int] | None:
        return FIRST_DEAL, LAST_DEAL

    def starting_at(self, number: int, count: int) -> list[int]:
        start = max(number, FIRST_DEAL)
        return list(range(start, min(start + max(count, 0), LAST_DEAL + 1)))

    def before(self, number: int, count: int) -> list[int]:
        end = min(number, LAST_DEAL + 1)
        return list(range(max(FIRST_DEAL, end - max(count, 0)), end))


class ListedDeals:
    """A sorted list of deals (the finder's matches)."""

    def __init__(self, numbers: Sequence[int]) -> None:
        self._numbers = numbers

    def __len__(self) -> int:
        return len(self._numbers)

    def bounds(self) -> tuple[int, int] | None:
        return (self._numbers[0], self._numbers[-1]) if self._numbers else None

    def starting_at(self, number: int, count: int) -> list[int]:
        index = bisect.bisect_left(self._numbers, number)
        return list(self._numbers[index : index + max(count, 0)])

    def before(self, number: int, count: int) -> list[int]:
        index = bisect.bisect_left(self._numbers, number)
        return list(self._numbers[max(0, index - max(count, 0)) : index])


class CatalogueMatches:
    """The catalogued deals that pass ``query``'s filter (its verdict and moves), by deal number; a row
    of a number that is not a deal (a damaged catalogue) is no member."""

    def __init__(self, catalogue: Catalogue, query: Query) -> None:
        self._catalogue = catalogue
        conditions, self._parameters = filter_conditions(query)
        self._where = " AND ".join([*conditions, f"d.deal BETWEEN {FIRST_DEAL} AND {LAST_DEAL}"])
        self._bounds: list[tuple[int, int] | None] = []  # asked once

    def bounds(self) -> tuple[int, int] | None:
        if not self._bounds:
            sql = f"SELECT min(deal), max(deal) FROM deals AS d WHERE {self._where}"
            low, high = self._catalogue.read(sql, self._parameters)[0]
            self._bounds.append(None if low is None else (int(low), int(high)))
        return self._bounds[0]

    def count(self) -> int:
        sql = f"SELECT count(*) FROM deals AS d WHERE {self._where}"
        return int(self._catalogue.read(sql, self._parameters)[0][0])

    def starting_at(self, number: int, count: int) -> list[int]:
        return self._deals(">=", "ASC", number, count)

    def before(self, number: int, count: int) -> list[int]:
        return sorted(self._deals("<", "DESC", number, count))

    def _deals(self, compare: str, order: str, number: int, count: int) -> list[int]:
        sql = (
            f"SELECT deal FROM deals AS d WHERE {self._where} AND d.deal {compare} ? "
            f"ORDER BY d.deal {order} LIMIT ?"
        )
        rows = self._catalogue.read(sql, [*self._parameters, number, max(count, 0)])
        return [int(deal) for (deal,) in rows]
