"""Deals by number: the seed task's boards, the oracle over every range, the Deal value."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from freecell_gui.core import FIRST_DEAL, LAST_DEAL, DealRange, deal, deal_freecell
from freecell_gui.core.deals.batch import deal_orders
from freecell_gui.core.deals.cards import CARD_CODES, card_code
from freecell_gui.core.deals.deal import cascades_of
from tests.helpers.oracle import oracle_cascades

# The seed task's contract, as published with it (Rosetta Code's "Deal cards for FreeCell").
DEAL_1 = """JD 2D 9H JC 5D 7H 7C 5H
KD KC 9S 5S AD QC KH 3H
2S KS 9D QD JS AS AH 3C
4C 5C TS QH 4H AC 4D 7S
3S TD 4S TH 8H 2C JH 7D
6D 8S 8D QS 6C 3D 8C TC
6S 9C 2H 6H"""
DEAL_617 = """7D AD 5C 3S 5S 8C 2D AH
TD 7S QD AC 6D 8H AS KH
TH QC 3H 9D 6S 8D 3D TC
KD 5H 9S 3C 8S 7H 4D JS
4C QS 9C 9H 7C 6H 2C 2S
4S TS 2H 5D JC 6C JH QH
JD KS KC 4H"""

BOUNDARIES = (1, 32000, 32001, 1_000_000, 2**31 - 1, 2**31, 2**32 - 1, 2**32, 2**33 - 1)
# (first, last) of every range above the Windows deals (those are all checked): each is sampled as densely
# as the others, so that 32,001 … 1,000,000 is not left to the few random picks that would fall in it
# out of the whole 31-bit range.
SAMPLED_RANGES = ((32_001, 1_000_000), (1_000_001, 2**31 - 1), (2**31, 2**32 - 1), (2**32, 2**33 - 1))
SAMPLES_PER_RANGE = 20_000


@pytest.mark.parametrize(("number", "board"), [(1, DEAL_1), (617, DEAL_617)])
def test_seed_boards(number: int, board: str) -> None:
    assert deal_freecell(number) == [line.split() for line in board.splitlines()]


def test_seed_contract_rows() -> None:
    assert deal_freecell(1)[0] == ["JD", "2D", "9H", "JC", "5D", "7H", "7C", "5H"]
    assert deal_freecell(617)[6] == ["JD", "KS", "KC", "4H"]


def _batch_cascades(first: int, count: int) -> list[tuple[tuple[str, ...], ...]]:
    return [
        tuple(tuple(CARD_CODES[c] for c in col) for col in cascades_of(list(row)))
        for row in deal_orders(first, count)
    ]


def test_every_windows_deal_matches_the_oracle() -> None:
    ours = _batch_cascades(1, 32000)
    mismatches = [n for n in range(1, 32001) if ours[n - 1] != oracle_cascades(n)]
    assert mismatches == []


@pytest.mark.parametrize(("first", "last"), SAMPLED_RANGES, ids=["microsoft", "31-bit", "32-bit", "extended"])
def test_sampled_deals_of_each_range_match_the_oracle(first: int, last: int) -> None:
    rng = random.Random(first)
    numbers = {n for n in BOUNDARIES if first <= n <= last}
    numbers |= {*range(first, first + 50), *range(last - 49, last + 1)}
    while len(numbers) < SAMPLES_PER_RANGE:
        numbers.add(rng.randint(first, last))
    mismatches = [n for n in sorted(numbers) if deal(n).cascades() != oracle_cascades(n)]
    assert mismatches == []


@given(st.integers(FIRST_DEAL, LAST_DEAL))
def test_every_deal_is_a_permutation_in_eight_cascades(number: int) -> None:
    dealt = deal(number)
    assert sorted(dealt.order) == list(range(52))
    assert [len(c) for c in dealt.cascades()] == [7, 7, 7, 7, 6, 6, 6, 6]
    assert [len(r) for r in dealt.rows()] == [8, 8, 8, 8, 8, 8, 4]
    # The cascades and rows are two views of one dealing order.
    assert [dealt.rows()[k // 8][k % 8] for k in range(52)] == [card_code(c) for c in dealt.order]
    assert [dealt.cascades()[k % 8][k // 8] for k in range(52)] == [card_code(c) for c in dealt.order]


def test_deal_value_is_immutable_and_knows_its_range() -> None:
    dealt = deal(617)
    with pytest.raises(AttributeError):
        dealt.number = 618  # type: ignore[misc]
    assert dealt.deal_range is DealRange.WINDOWS
    assert deal(32001).deal_range is DealRange.MICROSOFT
    assert deal(1_000_001).deal_range is DealRange.BIT31
    assert deal(2**31).deal_range is DealRange.BIT32
    assert deal(LAST_DEAL).deal_range is DealRange.EXTENDED
    assert deal("617") == dealt


@pytest.mark.parametrize("bad", [0, -1, -2, LAST_DEAL + 1, "12x", "", "1.5", "--3"])
def test_out_of_range_or_malformed_numbers_raise_value_error_naming_the_range(bad: object) -> None:
    with pytest.raises(ValueError, match="8,589,934,591"):
        deal(bad)  # type: ignore[arg-type]


@pytest.mark.parametrize("bad", [1.0, True, None, [1]])
def test_wrong_types_raise_type_error(bad: object) -> None:
    with pytest.raises(TypeError, match="8,589,934,591"):
        deal(bad)  # type: ignore[arg-type]


def test_negative_numbers_mention_windows_special_deals() -> None:
    with pytest.raises(ValueError, match="special negative deals"):
        deal(-1)
