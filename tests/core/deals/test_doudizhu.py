"""Dou Dizhu deals: shape, order, reproducibility, and a shuffle without bias (shown by chi-square)."""

from __future__ import annotations

import json
import math
from collections.abc import Callable

import numpy as np
import numpy.typing as npt
import pytest

from freecell_gui.core.deals.doudizhu import (
    DOUDIZHU_DECK,
    HAND_SIZE,
    LAST_DOUDIZHU_DEAL,
    deal_doudizhu,
    format_doudizhu,
    shuffled_deck,
    sort_key,
    splitmix64,
    uniform_below,
)

SAMPLE = range(1, 20_001)  # fixed deal numbers: the statistic below is deterministic
CARDS = len(DOUDIZHU_DECK)


def test_splitmix64_matches_the_published_reference_outputs() -> None:
    # Vigna's splitmix64.c: seed 0 gives 0xE220A8397B1DCDAF first; seed 1234567 is a common test vector.
    assert next(splitmix64(0)) == 0xE220A8397B1DCDAF
    outputs = splitmix64(1234567)
    assert [next(outputs) for _ in range(3)] == [
        6457827717110365317,
        3203168211198807973,
        9817491932198370423,
    ]


def test_regression_vector_deal_1() -> None:
    dealt = deal_doudizhu(1)
    assert dealt.landlord == ("SJ", "JD", "9S")
    hand = "BJ 2H AC KC QC JC TS TC TD 8S 8H 7D 6H 5C 4H 4C 3C"
    assert dealt.players[0] == tuple(hand.split())


@pytest.mark.parametrize("number", [1, 2, 617, 2**31, LAST_DOUDIZHU_DEAL])
def test_shape_and_completeness(number: int) -> None:
    dealt = deal_doudizhu(number)
    assert len(dealt.landlord) == 3 and [len(hand) for hand in dealt.players] == [HAND_SIZE] * 3
    everything = [*dealt.landlord, *(card for hand in dealt.players for card in hand)]
    assert sorted(everything) == sorted(DOUDIZHU_DECK) and len(set(everything)) == 54


def test_hands_are_sorted_high_to_low() -> None:
    order = ["BJ", "SJ", "2S", "2H", "2C", "2D", "AS", "KD", "TS", "9H", "3D"]
    assert sorted(order, key=sort_key, reverse=True) == order
    for hand in (*deal_doudizhu(5).players, deal_doudizhu(5).landlord):
        keys = [sort_key(card) for card in hand]
        assert keys == sorted(keys, reverse=True)


def test_reproducible_and_different_between_numbers() -> None:
    assert deal_doudizhu(42) == deal_doudizhu("42")
    decks = {tuple(shuffled_deck(n)) for n in range(1, 501)}
    assert len(decks) == 500


@pytest.mark.parametrize("bad", [0, -1, LAST_DOUDIZHU_DEAL + 1, "x", "1.5"])
def test_bad_numbers(bad: object) -> None:
    with pytest.raises(ValueError, match="4,294,967,295"):
        deal_doudizhu(bad)  # type: ignore[arg-type]


@pytest.mark.parametrize("bad", [True, 2.0, None])
def test_bad_types(bad: object) -> None:
    with pytest.raises(TypeError):
        deal_doudizhu(bad)  # type: ignore[arg-type]


def test_formats() -> None:
    dealt = deal_doudizhu(1)
    assert json.loads(format_doudizhu(dealt, "json")) == {
        "deal": 1,
        "landlord": list(dealt.landlord),
        "players": [list(hand) for hand in dealt.players],
    }
    text = format_doudizhu(dealt, "text").splitlines()
    assert text[0].startswith("Player 1: BJ 2♥ A♣") and text[3] == "Landlord's cards: SJ J♦ 9♠"
    with pytest.raises(ValueError, match="unknown format"):
        format_doudizhu(dealt, "xml")


def test_uniform_below_rejects_the_incomplete_top_block() -> None:
    top = 2**64 - 1  # in the incomplete block for n = 3 (2^64 ≡ 1 mod 3): must be rejected
    assert uniform_below(iter([top, 7]), 3) == 7 % 3


# -- unbiasedness ------------------------------------------------------------------------------------------


def naive_deck(number: int) -> list[str]:
    """The classic mistake, fed by the same generator: swap each position with any position of the deck."""
    outputs = splitmix64(number)
    items = list(DOUDIZHU_DECK)
    for i in range(len(items)):
        j = uniform_below(outputs, len(items))
        items[i], items[j] = items[j], items[i]
    return items


def position_counts(shuffle: Callable[[int], list[str]]) -> npt.NDArray[np.int64]:
    """How often each card lands at each position of ``shuffle(n)`` over the fixed sample of deals."""
    counts = np.zeros((CARDS, CARDS), dtype=np.int64)
    index = {card: i for i, card in enumerate(DOUDIZHU_DECK)}
    for number in SAMPLE:
        for position, card in enumerate(shuffle(number)):
            counts[index[card], position] += 1
    return counts


def chi_square(counts: npt.NDArray[np.int64]) -> float:
    expected = counts.sum() / counts.size
    return float(((counts - expected) ** 2 / expected).sum())


def chi_square_quantile(df: int, z: float) -> float:
    """Wilson–Hilferty: the chi-square quantile with ``df`` degrees of freedom at standard normal ``z``."""
    h = 2 / (9 * df)
    return df * (1 - h + z * math.sqrt(h)) ** 3


# Each card's row of the card × position table is a multinomial over 54 positions with known, equal
# probabilities: 53 degrees of freedom per card, so the statistic has mean 54 · 53 under a fair shuffle.
DEGREES = CARDS * (CARDS - 1)
THRESHOLD = chi_square_quantile(DEGREES, 3.719)  # upper tail p = 10⁻⁴


def test_the_real_shuffle_puts_every_card_anywhere_uniformly() -> None:
    statistic = chi_square(position_counts(shuffled_deck))
    assert statistic < THRESHOLD, (statistic, THRESHOLD)


def test_the_same_test_catches_the_naive_biased_shuffle() -> None:
    statistic = chi_square(position_counts(naive_deck))
    assert statistic > THRESHOLD, (statistic, THRESHOLD)
