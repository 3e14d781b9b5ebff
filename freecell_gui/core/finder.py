"""Find the numbers of the deals that start with a given layout, over all of 1 … 8,589,934,591.

Trying every deal number costs 19 s in C; instead we invert the generator. The layout fixes the choice
made at each step, jₖ = drawₖ mod (52 − k). Write the first state after seeding as s₁ = h·2¹⁶ + l. The
first draw depends on h alone, so j₀ leaves ~1/52 of the high parts. The generator's low 16 bits evolve
on their own, so the second state's high part is a·h + D(l) (mod 2^w), with D a table over the 65,536
low parts; j₁ allows ~1/51 of its values, and for each allowed value and each h the matching l are read
from the table sorted by D (a counting sort) — no candidate that fails j₀ or j₁ is ever generated. The
survivors, ~1/2652 of the space, are stepped through the remaining choices, and each s₁ left is turned
back into its seed with the inverse of 214013 modulo 2^31 or 2^32. The three ranges draw differently
and are searched one after the other, so matches come out in ascending order.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from freecell_gui.core.deals.cards import DECK_SIZE
from freecell_gui.core.deals.generator import (
    INCREMENT,
    MULTIPLIER,
    RULE_31BIT,
    RULE_32BIT,
    RULE_EXTENDED,
    DrawRule,
)
from freecell_gui.core.notation.formats import Layout
from freecell_gui.util.text_marks import QT_TRANSLATE_NOOP, Grouped, message

Progress = Callable[[float], None]


@dataclass(frozen=True)
class _Range:
    first: int  # deal number of seed 0
    rule: DrawRule
    bits: int  # states are kept modulo 2^bits


# The 31-bit and 32-bit ranges share their states; the extended range has its own.
_RANGES = (_Range(0, RULE_31BIT, 31), _Range(2**31, RULE_32BIT, 31), _Range(2**32, RULE_EXTENDED, 32))


def choices_of(cards: Sequence[int]) -> list[int]:
    """The choices jₖ (index into the shrinking deck) that deal ``cards`` in this order."""
    deck = list(range(DECK_SIZE))
    choices = []
    for card in cards:
        j = deck.index(card)
        choices.append(j)
        deck[j] = deck[-1]
        deck.pop()
    return choices


def _validated(cards: Sequence[int] | Layout) -> list[int]:
    order = list(cards.cards if isinstance(cards, Layout) else cards)
    if not order:
        raise ValueError(message(QT_TRANSLATE_NOOP("Finder", "no cards: give at least the first card dealt")))
    if len(order) > DECK_SIZE:
        template = QT_TRANSLATE_NOOP("Finder", "{count} cards: a deal has {most}")
        raise ValueError(message(template, count=len(order), most=DECK_SIZE))
    if any(not isinstance(c, (int, np.integer)) or not 0 <= c < DECK_SIZE for c in order):
        raise ValueError("cards must be card indices 0 … 51")  # a caller's bug, never a user's text
    if len(set(order)) != len(order):
        raise ValueError(message(QT_TRANSLATE_NOOP("Finder", "the layout holds the same card twice")))
    return [int(c) for c in order]


def expected_matches(card_count: int) -> float:
    """About how many deals of the whole range start with a given ``card_count`` cards."""
    total = 2.0**33 - 1
    for k in range(card_count):
        total /= DECK_SIZE - k
    return total


@dataclass(frozen=True)
class _LowTable:
    """The 65,536 low parts l sorted by D(l), their push on the next state's high part (a counting sort)."""

    lows_by_carry: npt.NDArray[np.int64]
    counts: npt.NDArray[np.int64]
    offsets: npt.NDArray[np.int64]


def _low_table(space: _Range) -> _LowTable:
    high_mask = (1 << (space.bits - 16)) - 1
    lows = np.arange(1 << 16, dtype=np.int64)
    carry = ((MULTIPLIER * lows + INCREMENT) >> 16) & high_mask  # D(l): the low part's push on s₂'s high
    counts = np.bincount(carry, minlength=high_mask + 1)
    return _LowTable(np.argsort(carry, kind="stable"), counts, np.concatenate(([0], np.cumsum(counts))))


def _first_two_steps(
    space: _Range, table: _LowTable, first_ok: npt.NDArray[np.int64], second_ok: npt.NDArray[np.int64]
) -> tuple[npt.NDArray[np.uint64], npt.NDArray[np.uint64]]:
    """Every first state s₁ with high part in ``first_ok`` (draw 1 gives j₀) whose s₂ has its high part in
    ``second_ok`` (draw 2 gives j₁), and that s₂."""
    high_mask = (1 << (space.bits - 16)) - 1
    # For each (h, allowed high of s₂): the D value needed, then every l having it.
    needed = (second_ok[None, :] - (MULTIPLIER * first_ok)[:, None]) & high_mask
    needed_flat = needed.reshape(-1)
    per_value = table.counts[needed_flat]
    total = int(per_value.sum())
    run_starts = np.repeat(table.offsets[needed_flat] - (np.cumsum(per_value) - per_value), per_value)
    l_values = table.lows_by_carry[run_starts + np.arange(total)]
    h_values = np.repeat(np.repeat(first_ok, len(second_ok)), per_value)

    first = (h_values.astype(np.uint64) << np.uint64(16)) | l_values.astype(np.uint64)
    state_mask = np.uint64(space.rule.state_mask)
    second = (first * np.uint64(MULTIPLIER) + np.uint64(INCREMENT)) & state_mask
    return first, second


class _StopRequestedError(Exception):
    """``should_stop`` said so in the middle of a range."""


# High parts of s₁ handled at a time: ~1/20 of the 32-bit range, a few milliseconds of work, so that a
# request to stop is seen within ~10 ms.
_CHUNK = 64


def _search_range(
    space: _Range, choices: list[int], should_stop: Callable[[], bool], progress: Callable[[float], None]
) -> npt.NDArray[np.int64]:
    """Deal numbers of one range whose deals make ``choices``, ascending. Polls ``should_stop`` before each
    chunk of the work and raises _StopRequestedError; ``progress`` gets the fraction of the range done."""
    state_mask = np.uint64(space.rule.state_mask)
    add = space.rule.draw_add
    highs = np.arange(1 << (space.bits - 16), dtype=np.int64)
    first_ok = highs[(highs + add) % DECK_SIZE == choices[0]]  # h such that draw₁ gives j₀
    second_ok = highs[(highs + add) % (DECK_SIZE - 1) == choices[1]]  # high parts of s₂ giving j₁
    table = _low_table(space)
    inverse = np.uint64(pow(MULTIPLIER, -1, 1 << space.bits))
    found: list[npt.NDArray[np.uint64]] = []
    for begin in range(0, len(first_ok), _CHUNK):
        if should_stop():
            raise _StopRequestedError
        first, state = _first_two_steps(space, table, first_ok[begin : begin + _CHUNK], second_ok)
        for k in range(2, len(choices)):
            if not len(first):
                break
            state = (state * np.uint64(MULTIPLIER) + np.uint64(INCREMENT)) & state_mask
            keep = ((state >> np.uint64(16)) + np.uint64(add)) % np.uint64(DECK_SIZE - k) == np.uint64(
                choices[k]
            )
            first, state = first[keep], state[keep]
        found.append(((first - np.uint64(INCREMENT)) * inverse) & state_mask)
        progress(min(1.0, (begin + _CHUNK) / len(first_ok)))
    seeds = np.concatenate(found) if found else np.zeros(0, dtype=np.uint64)
    numbers = seeds.astype(np.int64) + space.first
    numbers.sort()
    valid: npt.NDArray[np.int64] = numbers[numbers >= 1]  # seed 0 of the 31-bit range would be deal 0
    return valid


def find_deals(
    cards: Sequence[int] | Layout,
    progress: Progress | None = None,
    should_stop: Callable[[], bool] | None = None,
    on_match: Callable[[int], None] | None = None,
) -> list[int]:
    """Every deal number in 1 … 8,589,934,591 whose deal starts with ``cards`` (dealing order), ascending.

    ``cards`` is a whole layout or its first K cards (K ≥ 2: one card matches ~165 million deals).
    ``progress`` receives the fraction searched (0 … 1); ``should_stop`` is polled every few milliseconds of
    work and, when it returns True, the search ends early with the matches of the ranges completed;
    ``on_match`` gets each match as it is found, in ascending order. All three are called on the thread
    running the search.
    Raises ValueError for an empty layout, a repeated card or an index outside 0 … 51.
    """
    order = _validated(cards)
    if len(order) < 2:
        # A single card leaves a 52nd of all deals: some 165 million numbers, too many to list.
        template = QT_TRANSLATE_NOOP("Finder", "one card matches about {count} deals: give at least 2 cards")
        raise ValueError(message(template, count=Grouped(round(expected_matches(1)))))
    choices = choices_of(order)
    stop = should_stop if should_stop is not None else lambda: False
    matches: list[int] = []
    searched = 0
    for space in _RANGES:
        size = 1 << space.bits

        def report(fraction: float, done: int = searched, size: int = size) -> None:
            if progress is not None:
                progress((done + fraction * size) / 2**33)

        try:
            found = _search_range(space, choices, stop, report).tolist()
        except _StopRequestedError:
            break
        matches.extend(found)
        if on_match is not None:
            for number in found:
                on_match(number)
        searched += size
    return matches
