"""Where a gallery is in its deals: the first deal on the page, the page's shape, the selected deal.

Qt-free. Any member of the sequence may start the page (the window's deal does, when the gallery opens);
rows step by the number of columns, pages by the page's size, and neither goes past the page that ends
on the last member. The scroll bar's position is the first deal's place between the first member and
that last page's start, in :data:`SCROLL_SPAN` steps: a 32-bit scroll bar over 8.6 billion deals.
"""

from __future__ import annotations

from freecell_gui.ui.gallery.sequence import DealSequence

SCROLL_SPAN = 1 << 30


class Paging:
    """The page over ``sequence``: ``columns`` × ``rows`` deals from :attr:`first`."""

    def __init__(self, sequence: DealSequence, first: int = 1) -> None:
        self.sequence = sequence
        self.columns = 1
        self.rows = 1
        self.first = first
        self.selected: int | None = None
        self._deals: tuple[tuple[object, ...], list[int]] | None = None
        self.set_first(first)

    # -- the page ----------------------------------------------------------------------------------------

    def size(self) -> int:
        return self.columns * self.rows

    def deals(self) -> list[int]:
        """The deals on the page, in order (fewer than :meth:`size` at the end)."""
        key = (id(self.sequence), self.first, self.size())
        if self._deals is None or self._deals[0] != key:
            self._deals = (key, self.sequence.starting_at(self.first, self.size()))
        return self._deals[1]

    def set_shape(self, columns: int, rows: int) -> None:
        self.columns, self.rows = max(1, columns), max(1, rows)

    def set_sequence(self, sequence: DealSequence, first: int) -> None:
        self.sequence = sequence
        self._deals = None
        self.set_first(first)
        if self.selected is not None and self.sequence.starting_at(self.selected, 1) != [self.selected]:
            self.selected = None

    def set_first(self, number: int) -> None:
        """Start the page at the first member ≥ ``number`` (the last member if there is none)."""
        found = self.sequence.starting_at(number, 1) or self.sequence.before(number, 1)
        bounds = self.sequence.bounds()
        self.first = found[0] if found else (bounds[0] if bounds else number)

    def last_start(self) -> int:
        """The start of the page that ends on the last member."""
        bounds = self.sequence.bounds()
        if bounds is None:
            return self.first
        page = self.sequence.before(bounds[1] + 1, self.size())
        return page[0]

    def step_rows(self, rows: int) -> None:
        """Move the page ``rows`` rows on (negative: back), stopping at either end."""
        if rows > 0:
            ahead = self.sequence.starting_at(self.first, rows * self.columns + 1)
            target = ahead[-1] if ahead else self.first
            self.first = max(self.first, min(target, self.last_start()))
        elif rows < 0:
            behind = self.sequence.before(self.first, -rows * self.columns)
            self.first = behind[0] if behind else self.first

    def home(self) -> None:
        bounds = self.sequence.bounds()
        if bounds is not None:
            self.first = bounds[0]

    def end(self) -> None:
        self.first = self.last_start()

    # -- the selection -----------------------------------------------------------------------------------

    def select(self, number: int | None) -> None:
        self.selected = number

    def move_selection(self, steps: int) -> None:
        """Select the member ``steps`` away (clamped at the ends) and bring it onto the page."""
        deals = self.deals()
        if self.selected not in deals:
            if deals:
                self.selected = deals[0] if steps >= 0 else deals[-1]
            return
        assert self.selected is not None
        if steps > 0:
            ahead = self.sequence.starting_at(self.selected, steps + 1)
            self.selected = ahead[-1] if len(ahead) == steps + 1 else self.selected
        elif steps < 0:
            behind = self.sequence.before(self.selected, -steps)
            self.selected = behind[0] if len(behind) == -steps else self.selected
        self.reveal_selection()

    def reveal_selection(self) -> None:
        """Step the page by whole rows until the selected deal is on it (or jump, when far away)."""
        if self.selected is None:
            return
        for _ in range(4):
            deals = self.deals()
            if not deals or self.selected in deals:
                return
            if self.selected < deals[0]:
                self.step_rows(-1)
            else:
                self.step_rows(1)
        if self.selected not in self.deals():
            self.set_first(self.selected)

    def go_to(self, number: int) -> bool:
        """Select the first deal ≥ ``number`` (else the last before it) and bring it onto the page, as the
        last page if near the end; False, and nothing changes, for a sequence without any."""
        found = self.sequence.starting_at(number, 1) or self.sequence.before(number, 1)
        if not found:
            return False
        self.select(found[0])
        if found[0] not in self.deals():
            self.set_first(min(found[0], self.last_start()))
        return True

    def page_selection(self, pages: int) -> None:
        """Page Up/Down: the page and the selection move by a page, the selection keeping its place."""
        deals = self.deals()
        index = deals.index(self.selected) if self.selected in deals else 0
        self.step_rows(pages * self.rows)
        deals = self.deals()
        self.selected = deals[min(index, len(deals) - 1)] if deals else None

    # -- the scroll bar ----------------------------------------------------------------------------------

    def scroll_value(self) -> int:
        """Where the page is, 0 … :data:`SCROLL_SPAN`."""
        bounds = self.sequence.bounds()
        if bounds is None:
            return 0
        span = self.last_start() - bounds[0]
        if span <= 0:
            return 0
        return min(SCROLL_SPAN, round((self.first - bounds[0]) * SCROLL_SPAN / span))

    def scroll_page_step(self) -> int:
        """The scroll bar's page step: how much of :data:`SCROLL_SPAN` a page is (at least 1)."""
        bounds = self.sequence.bounds()
        if bounds is None:
            return SCROLL_SPAN
        span = max(1, bounds[1] - bounds[0] + 1)
        return max(1, min(SCROLL_SPAN, round(self.size() * SCROLL_SPAN / span)))

    def scroll_to(self, value: int) -> None:
        """Start the page where the scroll bar's ``value`` points."""
        bounds = self.sequence.bounds()
        if bounds is None:
            return
        start = self.last_start()
        target = bounds[0] + round(max(0, min(value, SCROLL_SPAN)) * (start - bounds[0]) / SCROLL_SPAN)
        self.set_first(target)
        self.first = min(self.first, start)
