"""The deals the player has won (the record of games) in the gallery: which of a page's deals to mark, and
the deals not yet won that the filter bar can narrow any sequence to.

A page's won deals come in one query of the record, kept until the page changes; the won deals are a few
thousand at most, so a sequence without them asks its own sequence for that many more and leaves them out.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from freecell_gui.ui.gallery.sequence import DealSequence

# The record's won deals among those given (None: all of them).
WonSource = Callable[[Sequence[int] | None], set[int]]


class WonDeals:
    """The won deals, read from ``source`` a page at a time; :meth:`forget` after a game may have been won."""

    def __init__(self, source: WonSource) -> None:
        self._source = source
        self._page: tuple[tuple[int, ...], frozenset[int]] | None = None

    def on_page(self, deals: list[int]) -> frozenset[int]:
        key = tuple(deals)
        if self._page is None or self._page[0] != key:
            self._page = (key, frozenset(self._source(deals) if deals else ()))
        return self._page[1]

    def every(self) -> frozenset[int]:
        return frozenset(self._source(None))

    def forget(self) -> None:
        self._page = None


class NotYetWon:
    """The deals of ``within`` that are not in ``won``."""

    def __init__(self, within: DealSequence, won: frozenset[int]) -> None:
        self.within = within
        self._won = won

    def bounds(self) -> tuple[int, int] | None:
        outer = self.within.bounds()
        if outer is None:
            return None
        first, last = self.starting_at(outer[0], 1), self.before(outer[1] + 1, 1)
        return (first[0], last[0]) if first and last else None

    def starting_at(self, number: int, count: int) -> list[int]:
        found = self.within.starting_at(number, max(count, 0) + len(self._won))
        return [deal for deal in found if deal not in self._won][: max(count, 0)]

    def before(self, number: int, count: int) -> list[int]:
        found = self.within.before(number, max(count, 0) + len(self._won))
        kept = [deal for deal in found if deal not in self._won]
        return kept[max(0, len(kept) - count) :] if count > 0 else []


def shown_within(sequence: DealSequence) -> DealSequence:
    """The sequence a gallery's pages come from, the won deals left in (what its filter bar counts)."""
    return sequence.within if isinstance(sequence, NotYetWon) else sequence
