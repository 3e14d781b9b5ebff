"""The gallery's paging over its sequences: rows, pages and both ends of 1 … 8,589,934,591, and the scroll
bar's 32-bit position mapped onto the range and back."""

from __future__ import annotations

import pytest

from freecell_gui.core.deals.generator import LAST_DEAL
from freecell_gui.ui.gallery.paging import SCROLL_SPAN, Paging
from freecell_gui.ui.gallery.sequence import ListedDeals, WholeRange


def paging(columns: int = 5, rows: int = 4, first: int = 617) -> Paging:
    page = Paging(WholeRange(), first)
    page.set_shape(columns, rows)
    return page


def test_the_page_is_consecutive_deals_from_the_first() -> None:
    page = paging()
    assert page.deals() == list(range(617, 637))


def test_rows_and_pages_step_by_the_columns_and_stop_at_the_last_page() -> None:
    page = paging()
    page.step_rows(1)
    assert page.first == 622
    page.step_rows(-2)
    assert page.first == 612
    page.end()
    assert page.deals()[-1] == LAST_DEAL and len(page.deals()) == 20
    before = page.first
    page.step_rows(3)
    assert page.first == before  # nothing past the end
    page.home()
    page.step_rows(-1)
    assert page.first == 1


def test_the_scroll_bar_spans_the_whole_range_in_32_bits() -> None:
    page = paging()
    page.home()
    assert page.scroll_value() == 0
    page.end()
    assert page.scroll_value() == SCROLL_SPAN < 2**31
    page.scroll_to(SCROLL_SPAN // 2)
    assert abs(page.first - LAST_DEAL // 2) < LAST_DEAL / SCROLL_SPAN * 2
    page.scroll_to(SCROLL_SPAN)
    assert page.deals()[-1] == LAST_DEAL
    assert 0 < page.scroll_page_step() <= SCROLL_SPAN


@pytest.mark.parametrize("steps", [1, -1, 5, -5])
def test_the_selection_moves_and_brings_the_page_along(steps: int) -> None:
    page = paging()
    page.select(617)
    for _ in range(12):
        page.move_selection(steps)
        assert page.selected in page.deals()
    assert page.selected == 617 + 12 * steps


def test_page_down_keeps_the_selections_place_on_the_page() -> None:
    page = paging()
    page.select(619)
    page.page_selection(1)
    assert (page.first, page.selected) == (637, 639)
    page.page_selection(-1)
    assert (page.first, page.selected) == (617, 619)


def test_a_listed_sequence_pages_over_its_members_only() -> None:
    members = [3, 50, 51, 700, 9000, 2**32 + 5, LAST_DEAL]
    page = Paging(ListedDeals(members), 1)
    page.set_shape(2, 1)
    assert page.deals() == [3, 50]
    page.step_rows(1)
    assert page.deals() == [51, 700]
    page.end()
    assert page.deals() == [2**32 + 5, LAST_DEAL]
    page.set_first(52)
    assert page.first == 700
    page.set_sequence(ListedDeals([]), 1)
    assert page.deals() == [] and page.scroll_value() == 0
