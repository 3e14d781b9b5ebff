"""Microsoft's FreeCell generator and shuffle, over every range real implementations accept.

Deal N seeds a linear congruential generator, state ← 214013·state + 2531011, and deals by drawing
``j = draw mod cards_left``, dealing card j and moving the last card into its place. The ranges differ
only in how a draw is made from the state:

* 1 … 2^31−1 (Windows, Microsoft and the 31-bit range): state mod 2^31, draw = state >> 16.
* 2^31 … 2^32−1: the same states, draw = ((state >> 16) & 0x7FFF) | 0x8000 (FreeCell Pro's convention).
* 2^32 … 2^33−1 (FreeCell Pro's extended deals): seed N − 2^32, state mod 2^32,
  draw = ((state >> 16) & 0xFFFF) + 1.
"""

from __future__ import annotations

import enum
from typing import NamedTuple

from freecell_gui.core.deals.cards import DECK_SIZE
from freecell_gui.core.deals.deal_numbers import number_for_message, parse_deal_number, range_message
from freecell_gui.util.text_marks import QT_TRANSLATE_NOOP, Message, message

MULTIPLIER = 214013
INCREMENT = 2531011
FIRST_DEAL = 1
LAST_DEAL = 2**33 - 1  # 8,589,934,591
_RANGE = range_message(FIRST_DEAL, LAST_DEAL)  # for messages, for the interface to translate
RANGE_TEXT = str(_RANGE)  # "1 … 8,589,934,591", in the command line's help


class DrawRule(NamedTuple):
    """How one range seeds the generator and turns a state into a draw."""

    seed_offset: int  # state₀ = N − seed_offset
    state_mask: int  # states are kept modulo state_mask + 1
    draw_add: int  # draw = (state >> 16) + draw_add


# With states below 2^31, state >> 16 < 0x8000, so "| 0x8000" is "+ 0x8000"; below 2^32,
# (state >> 16) & 0xFFFF is state >> 16. One addition thus expresses all three rules.
RULE_31BIT = DrawRule(0, 2**31 - 1, 0)
RULE_32BIT = DrawRule(0, 2**31 - 1, 0x8000)
RULE_EXTENDED = DrawRule(2**32, 2**32 - 1, 1)


class DealRange(enum.Enum):
    """Where a deal number lies; each value is (first, last, label)."""

    # Each label names the game whose numbers reach the range, with that game's whole range as every
    # label of the program writes a range: Windows FreeCell had 1 … 32,000, Microsoft's later versions
    # 1 … 1,000,000, FreeCell Pro 1 … 8,589,934,591 (the three draw rules below this point are its).
    WINDOWS = (1, 32000, QT_TRANSLATE_NOOP("DealRange", "Windows 1 … 32,000"))
    MICROSOFT = (32001, 1_000_000, QT_TRANSLATE_NOOP("DealRange", "Microsoft 1 … 1,000,000"))
    BIT31 = (1_000_001, 2**31 - 1, QT_TRANSLATE_NOOP("DealRange", "FreeCell Pro 1 … 8,589,934,591"))
    BIT32 = (2**31, 2**32 - 1, QT_TRANSLATE_NOOP("DealRange", "FreeCell Pro 1 … 8,589,934,591"))
    EXTENDED = (2**32, 2**33 - 1, QT_TRANSLATE_NOOP("DealRange", "FreeCell Pro 1 … 8,589,934,591"))

    @property
    def first(self) -> int:
        return int(self.value[0])

    @property
    def last(self) -> int:
        return int(self.value[1])

    @property
    def label(self) -> str:
        return str(self.value[2])

    @classmethod
    def of(cls, number: int) -> DealRange:
        n = validate_deal_number(number)
        return next(r for r in cls if n <= r.last)


def rule_for(number: int) -> DrawRule:
    """The draw rule of a valid deal number."""
    if number < 2**31:
        return RULE_31BIT
    if number < 2**32:
        return RULE_32BIT
    return RULE_EXTENDED


def whole_number(number: object, range_text: str | Message) -> int:
    """``number`` as an int: an int, an ``__index__`` type, or whole-number text (``parse_deal_number``).

    Floats and bools are refused even when integral, since they are almost always a caller's mistake.
    Raises TypeError or ValueError whose message names ``range_text``, the valid deals.
    """
    if isinstance(number, bool):
        template = QT_TRANSLATE_NOOP(
            "DealNumbers", "a deal number must be a whole number in {range}, not a bool"
        )
        raise TypeError(message(template, range=range_text))
    if isinstance(number, str):
        return parse_deal_number(number, expected=range_text)
    if isinstance(number, int):
        return number
    try:
        return int(number.__index__())  # type: ignore[attr-defined]
    except AttributeError:
        template = QT_TRANSLATE_NOOP(
            "DealNumbers", "a deal number must be a whole number in {range}, not {type}"
        )
        raise TypeError(message(template, range=range_text, type=type(number).__name__)) from None


def validate_deal_number(number: object) -> int:
    """``number`` as an int if it is a FreeCell deal number, else ValueError/TypeError naming the range."""
    value = whole_number(number, _RANGE)
    if FIRST_DEAL <= value <= LAST_DEAL:
        return value
    if value < 0:
        template = QT_TRANSLATE_NOOP(
            "DealNumbers",
            "deal {number} is out of range: deals are {range} "
            "(Windows' special negative deals are not reproduced)",
        )
    else:
        template = QT_TRANSLATE_NOOP("DealNumbers", "deal {number} is out of range: deals are {range}")
    raise ValueError(message(template, number=number_for_message(value), range=_RANGE))


def deal_order(number: int) -> list[int]:
    """The 52 card indices of deal ``number`` in dealing order (card k goes to cascade k mod 8)."""
    n = validate_deal_number(number)
    rule = rule_for(n)
    state_mask, draw_add = rule.state_mask, rule.draw_add
    state = n - rule.seed_offset
    deck = list(range(DECK_SIZE))
    dealt = []
    # The hot loop of the scalar path: kept flat on purpose (it is ~10× faster than pysol_cards).
    for left in range(DECK_SIZE, 0, -1):
        state = (state * MULTIPLIER + INCREMENT) & state_mask
        j = ((state >> 16) + draw_add) % left
        dealt.append(deck[j])
        deck[j] = deck[left - 1]
    return dealt
