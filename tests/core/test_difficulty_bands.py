"""The difficulty bands: one table whose bands follow each other without a gap, and the names it knows."""

from __future__ import annotations

import itertools
import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from freecell_gui.core.difficulty_bands import (
    BAND_KEYS,
    BANDS,
    EASY,
    HARD,
    MEDIUM,
    VERY_HARD,
    band_named,
    band_of,
)
from freecell_gui.util.text_marks import message_in


def test_the_bands_follow_each_other_from_zero_to_no_limit() -> None:
    assert BANDS[0].low == 0 and BANDS[-1].high is None
    for lower, upper in itertools.pairwise(BANDS):
        assert lower.high == upper.low and lower.low < upper.low
    assert BAND_KEYS == ("easy", "medium", "hard", "very-hard")


@given(st.floats(min_value=0, max_value=10_000, allow_nan=False))
def test_every_difficulty_falls_in_exactly_one_band(rating: float) -> None:
    holding = [band for band in BANDS if band.holds(rating)]
    assert holding == [band_of(rating)]


def test_a_band_holds_its_lower_limit_and_not_its_upper_one() -> None:
    assert band_of(47.0) is MEDIUM and band_of(46.9) is EASY
    assert band_of(50.5) is VERY_HARD and band_of(50.4) is HARD
    assert VERY_HARD.holds(math.inf)


def test_bands_by_name_and_an_unknown_name_said_with_the_choices() -> None:
    assert [band_named(key) for key in BAND_KEYS] == list(BANDS)
    with pytest.raises(ValueError) as refused:
        band_named("Hard")
    said = message_in(refused.value)
    assert said is not None
    assert str(said) == "unknown difficulty 'Hard': choose one of easy, medium, hard, very-hard"
