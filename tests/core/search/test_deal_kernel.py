"""The compiled deal of a sweep against the Python deal, over every draw rule, and against pysol_cards."""

from __future__ import annotations

import itertools

import pytest

from freecell_gui.core.deals.cards import CARD_CODES
from freecell_gui.core.rules.position import Position
from freecell_gui.core.search.deal_kernel import dealt_state
from freecell_gui.core.search.layout import COLUMN_SLOTS, LENGTHS, state_of
from tests.helpers.oracle import oracle_cascades
from tests.helpers.positions import position_of

NUMBERS = [1, 2, 617, 11982, 32000, 1_000_000, 2**31 - 1, 2**31, 2**32 - 1, 2**32, 2**33 - 1, 5_000_000_000]


@pytest.mark.parametrize("number", NUMBERS)
def test_the_compiled_deal_is_the_deal_as_a_state(number: int) -> None:
    state = dealt_state(number)
    assert position_of(state) == Position.deal(number)
    assert (state == state_of(Position.deal(number))).all()  # the run lengths and empty cells too


def test_the_compiled_deal_of_microsoft_deals_is_pysol_cards_deal() -> None:  # an independent oracle
    for number in (1, 617, 31_999, 999_999, 2**31 - 1):
        state = dealt_state(number)
        cascades = [
            [CARD_CODES[card] for card in state[c * COLUMN_SLOTS : c * COLUMN_SLOTS + state[LENGTHS + c]]]
            for c in range(8)
        ]
        assert tuple(itertools.chain.from_iterable(oracle_cascades(number))) == tuple(
            itertools.chain.from_iterable(cascades)
        )


@pytest.mark.parametrize("number", [0, 2**33, -5])
def test_a_number_that_is_not_a_deal_is_refused(number: int) -> None:
    with pytest.raises(ValueError, match="out of range"):
        dealt_state(number)
