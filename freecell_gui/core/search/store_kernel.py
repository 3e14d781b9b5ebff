"""Positions stored exactly, for the complete search: a canonical key a position, and a hash table of keys.

A position's key lists its non-empty columns ordered by their first card (the one dealt deepest), each
card by card and closed by :data:`SEPARATOR`, then its free cells' cards in increasing order, padded with
:data:`PAD`: six bits a symbol, ten symbols a 64-bit word, :data:`WORDS` words (at most 52 cards and 8
separators). Positions that differ only in the order of their columns or of their free cells share a key;
any other two differ, so that a position found in the table has really been met (no hash collision can
hide one: "no solution" is a proof). The foundations follow from the cards left. Word 0 is never zero (ten
aces of clubs), so a zero word 0 marks a free slot of the store.
"""

from __future__ import annotations

import numpy as np

from freecell_gui.core.search import layout
from freecell_gui.core.search.arrays import Key, Keys, Longs, Slots, State
from freecell_gui.core.search.hash_kernel import Hash
from freecell_gui.core.search.jit import inlined, kernel
from freecell_gui.core.search.rules_kernel import run_length

WORDS = 6
SYMBOLS_PER_WORD = 10
SEPARATOR = 52
PAD = 63


#: Scratch room :func:`canonical_key` needs: the columns in order, the free cells' cards, the symbols.
_SYMBOLS_AT = layout.COLUMNS + layout.CELLS
ORDER_SIZE = _SYMBOLS_AT + WORDS * SYMBOLS_PER_WORD


@inlined
def canonical_key(state: State, key: Key, scratch: Longs) -> None:
    """Write ``state``'s key into ``key`` (see the module's docstring); ``scratch`` is room of
    :data:`ORDER_SIZE` (no array is made here: this runs for every position the complete search meets).
    The symbols are listed first, then packed ten a word with constant shifts."""
    n = 0
    for column in range(layout.COLUMNS):  # the non-empty columns by their first card, by insertion
        if state[layout.LENGTHS + column]:
            first = np.int64(state[column * layout.COLUMN_SLOTS])
            j = n
            while j > 0 and np.int64(state[scratch[j - 1] * layout.COLUMN_SLOTS]) > first:
                scratch[j] = scratch[j - 1]
                j -= 1
            scratch[j] = column
            n += 1
    m = 0
    for slot in range(layout.CELLS):  # the free cells' cards, least first
        card = np.int64(state[layout.CELL_AT + slot])
        if card != layout.EMPTY:
            j = m
            while j > 0 and scratch[layout.COLUMNS + j - 1] > card:
                scratch[layout.COLUMNS + j] = scratch[layout.COLUMNS + j - 1]
                j -= 1
            scratch[layout.COLUMNS + j] = card
            m += 1
    at = _SYMBOLS_AT
    for k in range(n):
        base = scratch[k] * layout.COLUMN_SLOTS
        for depth in range(np.int64(state[layout.LENGTHS + scratch[k]])):
            scratch[at] = state[base + depth]
            at += 1
        scratch[at] = SEPARATOR
        at += 1
    for k in range(m):
        scratch[at] = scratch[layout.COLUMNS + k]
        at += 1
    while at < ORDER_SIZE:
        scratch[at] = PAD
        at += 1
    for w in range(WORDS):
        word = np.uint64(0)
        for i in range(SYMBOLS_PER_WORD):
            word |= np.uint64(scratch[_SYMBOLS_AT + w * SYMBOLS_PER_WORD + i]) << np.uint64(6 * i)
        key[w] = word


@kernel
def decode_key(key: Key, state: State) -> None:
    """The position of ``key`` into ``state``: its columns in the key's order (the empty ones last), its
    free cells from slot a on, the foundations from the cards missing, the run lengths. Symbols are
    read by shifting each word (a division by ten a symbol cost more than the rest together)."""
    for i in range(layout.STATE_SIZE):
        state[i] = 0
    for slot in range(layout.CELLS):
        state[layout.CELL_AT + slot] = layout.EMPTY
    present = np.uint64(0)
    column, depth = 0, 0
    for w in range(WORDS):
        word = key[w]
        for _ in range(SYMBOLS_PER_WORD):
            symbol = np.int64(word & np.uint64(PAD))
            word >>= np.uint64(6)
            if symbol == PAD:
                break
            if symbol == SEPARATOR:
                state[layout.LENGTHS + column] = depth
                column += 1
                depth = 0
            else:
                present |= np.uint64(1) << np.uint64(symbol)
                if column < layout.COLUMNS:
                    state[column * layout.COLUMN_SLOTS + depth] = symbol
                else:  # eight columns closed: the rest are the free cells' cards
                    state[layout.CELL_AT + depth] = symbol
                depth += 1
    if column < layout.COLUMNS:  # the cards after the last separator, read as a column, are the free cells'
        for slot in range(depth):
            state[layout.CELL_AT + slot] = state[column * layout.COLUMN_SLOTS + slot]
            state[column * layout.COLUMN_SLOTS + slot] = 0
    for suit in range(4):
        rank = 0
        while rank < 13 and not present & (np.uint64(1) << np.uint64(rank * 4 + suit)):
            rank += 1
        state[layout.HOME_AT + suit] = rank
    for c in range(layout.COLUMNS):
        state[layout.RUN_AT + c] = run_length(state, c)


@inlined
def key_hash(key: Key) -> Hash:
    h = np.uint64(0x9E3779B97F4A7C15)
    for word in range(WORDS):
        h = (h ^ key[word]) * np.uint64(0xBF58476D1CE4E5B9)
        h ^= h >> np.uint64(31)
    return h


@inlined
def find_or_add(slots: Slots, keys: Keys, count: int, key: Key) -> int:
    """The index of ``key`` in ``keys[:count]`` as -1 - index if there, else ``count`` after adding it
    there (the caller counts it). ``slots`` (a power of two, at most half full) hold index + 1, 0 free."""
    mask = len(slots) - 1
    i = np.int64(key_hash(key) & np.uint64(mask))
    while slots[i]:
        index = slots[i] - 1
        same = True
        for word in range(WORDS):
            if keys[index, word] != key[word]:
                same = False
                break
        if same:
            return int(-1 - index)
        i = (i + 1) & mask
    for word in range(WORDS):
        keys[count, word] = key[word]
    slots[i] = count + 1
    return count


@kernel
def rehash(keys: Keys, count: int, slots: Slots) -> None:
    """Fill the empty table ``slots`` with the first ``count`` keys (after the table grew)."""
    mask = len(slots) - 1
    for index in range(count):
        i = np.int64(key_hash(keys[index]) & np.uint64(mask))
        while slots[i]:
            i = (i + 1) & mask
        slots[i] = index + 1
