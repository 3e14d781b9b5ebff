"""The compiled deal of a catalogue build against the Python deal, over every draw rule."""

from __future__ import annotations

import itertools

import pytest

from freecell_gui.core.deals.cards import CARD_CODES
from freecell_gui.core.rules.position import Position
from freecell_gui.core.search.deal_kernel import dealt
from tests.helpers.oracle import oracle_cascades

NUMBERS = [1, 2, 617, 11982, 32000, 1_000_000, 2**31 - 1, 2**31, 2**32 - 1, 2**32, 2**33 - 1, 5_000_000_000]


@pytest.mark.parametrize("number", NUMBERS)
def test_the_compiled_deal_is_the_deal_and_its_board_text(number: int) -> None:
    cascades, board = dealt(number)
    start = Position.deal(number)
    assert board.decode("ascii") == start.to_fcs()
    assert bytes(cascades) == bytes(itertools.chain.from_iterable(start.cascades))


def test_the_compiled_deal_of_microsoft_deals_is_pysol_cards_deal() -> None:  # an independent oracle
    for number in (1, 617, 31_999, 999_999, 2**31 - 1):
        cascades, _ = dealt(number)
        codes = [CARD_CODES[card] for card in cascades]
        assert tuple(itertools.chain.from_iterable(oracle_cascades(number))) == tuple(codes)


@pytest.mark.parametrize("number", [0, 2**33, -5])
def test_a_number_that_is_not_a_deal_is_refused(number: int) -> None:
    with pytest.raises(ValueError, match="out of range"):
        dealt(number)
