"""Dou Dizhu (斗地主) deals by number: 54 cards, an unbiased shuffle, three sorted hands.

The deal is specified completely here, so that any implementation can reproduce deal N:

1. The deck, in order: the 52 cards by index (AC AD AH AS 2C … KS, index = 4·rank + suit), then the
   small joker SJ and the big joker BJ.
2. The generator is SplitMix64 seeded with N (1 … 4,294,967,295): each output adds 0x9E3779B97F4A7C15
   to the state (mod 2^64), then z = state; z = (z ^ z >> 30) · 0xBF58476D1CE4E5B9;
   z = (z ^ z >> 27) · 0x94D049BB133111EB; output z ^ z >> 31 (products mod 2^64).
3. A uniform integer below n: take outputs x until x < 2^64 − (2^64 mod n), then x mod n. Rejecting
   the top, incomplete block of values removes the modulo bias (Microsoft's FreeCell keeps it).
4. Fisher–Yates from the last position down: for i = 53 … 1, swap position i with position
   uniform(i + 1).
5. Positions 0–2 are the landlord's extra cards (地主牌); positions 3 … 53 are dealt one at a time
   to players 1, 2, 3, 1, 2, 3 …, 17 cards each.
6. Hands and the landlord's cards are sorted as players hold them: big joker, small joker, 2, A, K, Q,
   J, 10, 9 … 3; within a rank ♠ ♥ ♣ ♦.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import lru_cache

from freecell_gui.core.deals.cards import CARD_CODES, SUIT_SYMBOLS, SUITS
from freecell_gui.core.deals.deal_numbers import number_for_message, range_message
from freecell_gui.core.deals.generator import whole_number
from freecell_gui.util.text_marks import QT_TRANSLATE_NOOP, message

SMALL_JOKER = "SJ"
BIG_JOKER = "BJ"
DOUDIZHU_DECK = (*CARD_CODES, SMALL_JOKER, BIG_JOKER)
FIRST_DOUDIZHU_DEAL = 1
LAST_DOUDIZHU_DEAL = 2**32 - 1
_RANGE = range_message(FIRST_DOUDIZHU_DEAL, LAST_DOUDIZHU_DEAL)  # for messages, to translate
PLAYERS = 3
HAND_SIZE = 17
LANDLORD_CARDS = 3
FORMATS = ("text", "json")

_MASK64 = 2**64 - 1
_RANK_ORDER = "3456789TJQKA2"  # low to high: the 2 ranks above the ace
_SUIT_ORDER = "DCHS"  # low to high: ♦ ♣ ♥ ♠


def splitmix64(seed: int) -> Iterator[int]:
    """SplitMix64's outputs for ``seed`` (Steele, Lea & Flood 2014; Vigna's reference constants)."""
    state = seed & _MASK64
    while True:
        state = (state + 0x9E3779B97F4A7C15) & _MASK64
        z = state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
        yield z ^ (z >> 31)


def uniform_below(outputs: Iterator[int], n: int) -> int:
    """An exactly uniform integer in 0 … n − 1 from 64-bit outputs, by rejection."""
    limit = 2**64 - (2**64 % n)
    while True:
        x = next(outputs)
        if x < limit:
            return x % n


def fisher_yates(items: list[str], below: Callable[[int], int]) -> list[str]:
    """Shuffle ``items`` in place from the last position down; ``below(n)`` is uniform in 0 … n − 1."""
    for i in range(len(items) - 1, 0, -1):
        j = below(i + 1)
        items[i], items[j] = items[j], items[i]
    return items


def sort_key(code: str) -> tuple[int, int]:
    """Sorts a hand from high to low when used with ``reverse=True``: jokers, 2, A, K … 3; ♠ ♥ ♣ ♦."""
    if code == BIG_JOKER:
        return (15, 0)
    if code == SMALL_JOKER:
        return (14, 0)
    return (_RANK_ORDER.index(code[0]), _SUIT_ORDER.index(code[1]))


def sorted_hand(cards: list[str] | tuple[str, ...]) -> tuple[str, ...]:
    return tuple(sorted(cards, key=sort_key, reverse=True))


def validate_doudizhu_number(number: object) -> int:
    """``number`` as an int if it is a Dou Dizhu deal number, else ValueError/TypeError naming the range."""
    value = whole_number(number, _RANGE)
    if not FIRST_DOUDIZHU_DEAL <= value <= LAST_DOUDIZHU_DEAL:
        template = QT_TRANSLATE_NOOP(
            "DealNumbers", "Dou Dizhu deal {number} is out of range: deals are {range}"
        )
        raise ValueError(message(template, number=number_for_message(value), range=_RANGE))
    return value


@dataclass(frozen=True)
class DouDizhuDeal:
    number: int
    landlord: tuple[str, ...]
    players: tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]


def shuffled_deck(number: int) -> list[str]:
    """The 54 cards of deal ``number`` in shuffled order (steps 1–4 of the module's specification)."""
    outputs = splitmix64(validate_doudizhu_number(number))
    return fisher_yates(list(DOUDIZHU_DECK), lambda n: uniform_below(outputs, n))


@lru_cache(maxsize=1024)
def _cached_deal(number: int) -> DouDizhuDeal:
    deck = shuffled_deck(number)
    rest = deck[LANDLORD_CARDS:]
    hands = tuple(sorted_hand(rest[p::PLAYERS]) for p in range(PLAYERS))
    return DouDizhuDeal(number, sorted_hand(deck[:LANDLORD_CARDS]), hands)  # type: ignore[arg-type]


def deal_doudizhu(number: int | str) -> DouDizhuDeal:
    """Dou Dizhu deal ``number`` (1 … 4,294,967,295)."""
    return _cached_deal(validate_doudizhu_number(number))


def card_text(code: str) -> str:
    """``10♠``, ``A♥``; the jokers stay ``BJ`` and ``SJ``."""
    if code in (BIG_JOKER, SMALL_JOKER):
        return code
    rank = "10" if code[0] == "T" else code[0]
    return rank + SUIT_SYMBOLS[SUITS.index(code[1])]


def format_doudizhu(deal: DouDizhuDeal, fmt: str = "text") -> str:
    """``json``: one object with the landlord's cards and the three hands; ``text``: one line each."""
    if fmt == "json":
        import json  # loaded where JSON is written, never at the window's start

        return json.dumps(
            {"deal": deal.number, "landlord": list(deal.landlord), "players": [list(p) for p in deal.players]}
        )
    if fmt == "text":
        lines = [f"Player {i}: " + " ".join(map(card_text, hand)) for i, hand in enumerate(deal.players, 1)]
        lines.append("Landlord's cards: " + " ".join(map(card_text, deal.landlord)))
        return "\n".join(lines)
    raise ValueError(f"unknown format {fmt!r}: choose one of {', '.join(FORMATS)}")
