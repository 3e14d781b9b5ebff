"""The finder inverts the generator exactly: round trips over every range, and brute force as a check."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from freecell_gui.core import LAST_DEAL, deal
from freecell_gui.core.deals.batch import iter_deal_orders
from freecell_gui.core.finder import choices_of, expected_matches, find_deals
from freecell_gui.core.notation.formats import parse_layout

EDGES = [1, 2, 617, 32000, 1_000_000, 2**31 - 1, 2**31, 2**32 - 1, 2**32, LAST_DEAL - 1, LAST_DEAL]


@pytest.mark.parametrize("number", EDGES, ids=str)
def test_a_full_layout_finds_exactly_its_deal(number: int) -> None:
    assert find_deals(deal(number).order) == [number]


@settings(max_examples=15, deadline=None)
@given(st.integers(1, LAST_DEAL), st.integers(3, 52))
def test_a_partial_layout_finds_its_deal_among_the_matches(number: int, count: int) -> None:
    matches = find_deals(deal(number).order[:count])
    assert number in matches
    assert matches == sorted(set(matches))
    for other in matches[:20]:
        assert deal(other).order[:count] == deal(number).order[:count]


@pytest.mark.parametrize(
    ("first", "last", "count"),
    [(1, 40_000, 2), (2**31 - 20_000, 2**31 + 20_000, 2), (2**32 - 60_000, 2**32 + 60_000, 3)],
)
def test_matches_in_a_window_equal_brute_force(first: int, last: int, count: int) -> None:
    """Dealing every deal of the window finds the same matches as the finder."""
    target = tuple(deal(first + 7).order[:count])
    brute = [
        start + int(i)
        for start, orders in iter_deal_orders(first, last)
        for i in np.flatnonzero((orders[:, :count] == np.array(target, dtype=np.uint8)).all(axis=1))
    ]
    found = [n for n in find_deals(target) if first <= n <= last]
    assert len(brute) >= 1
    assert found == brute


def test_the_number_of_matches_follows_the_odds() -> None:
    matches = find_deals(deal(617).order[:2])
    assert abs(len(matches) - expected_matches(2)) < 0.01 * expected_matches(2)


def test_a_layout_that_is_no_deal_finds_nothing() -> None:
    order = list(deal(617).order)
    order[10], order[11] = order[11], order[10]
    assert find_deals(order) == []


def test_a_layout_from_text() -> None:
    layout = parse_layout("7D AD 5C 3S 5S 8C 2D AH")
    assert find_deals(layout) == [617]


@pytest.mark.parametrize(
    ("cards", "message"),
    [
        ([], "no cards"),
        ([5], "give at least 2 cards"),
        ([1, 1], "same card twice"),
        ([1, 52], "0 … 51"),
        (list(range(53)), "53 cards"),
    ],
)
def test_bad_input(cards: list[int], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        find_deals(cards)


def test_progress_rises_to_one_and_matches_are_reported_as_found() -> None:
    fractions: list[float] = []
    reported: list[int] = []
    result = find_deals(deal(2**32 + 5).order[:5], progress=fractions.append, on_match=reported.append)
    assert fractions == sorted(fractions) and fractions[-1] == 1.0
    assert reported == result and 2**32 + 5 in result


def test_should_stop_ends_the_search_early() -> None:
    calls = []

    def stop() -> bool:
        calls.append(1)
        return len(calls) > 1  # let the 31-bit range run, then stop

    result = find_deals(deal(2**32 + 5).order, should_stop=stop)
    assert result == []  # the extended range, where the deal is, was never searched
    assert find_deals(deal(5).order, should_stop=lambda: False) == [5]


def test_choices_replay_the_shuffle() -> None:
    dealt = deal(1)
    deck = list(range(52))
    replayed = []
    for j in choices_of(dealt.order):
        replayed.append(deck[j])
        deck[j] = deck[-1]
        deck.pop()
    assert replayed == list(dealt.order)


def test_should_stop_is_heeded_inside_a_range() -> None:
    # Deal 5 lies in the first range. Polled between ranges only, the first call came before the range,
    # the next two after it and its match; now the third call stops the search inside that first range.
    calls: list[int] = []

    def stop() -> bool:
        calls.append(1)
        return len(calls) >= 3

    assert find_deals(deal(5).order, should_stop=stop) == []
    assert len(calls) == 3  # not polled again once it said stop


def test_should_stop_is_polled_throughout_each_range() -> None:
    fractions: list[float] = []
    polls_at: list[float] = []

    def stop() -> bool:
        polls_at.append(fractions[-1] if fractions else 0.0)
        return False

    find_deals(deal(2**32 + 5).order, progress=fractions.append, should_stop=stop)
    # Many polls, spread over all three ranges, so a Cancel is seen within a small part of any range.
    assert len(polls_at) >= 30
    gaps = np.diff([0.0, *polls_at, 1.0])
    assert gaps.max() <= 0.1
