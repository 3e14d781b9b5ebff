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
import numpy.typing as npt

from freecell_gui.core.search.hash_kernel import Hash
from freecell_gui.core.search.jit import inlined, kernel
from freecell_gui.core.search.layout import (
    CELL_AT,
    CELLS,
    COLUMN_SLOTS,
    COLUMNS,
    EMPTY,
    HOME_AT,
    LENGTHS,
    RUN_AT,
    STATE_SIZE,
)
from freecell_gui.core.search.rules_kernel import run_length

State = npt.NDArray[np.uint8]
Key = npt.NDArray[np.uint64]
Keys = npt.NDArray[np.uint64]
Slots = npt.NDArray[np.int32]

WORDS = 6
SYMBOLS_PER_WORD = 10
SEPARATOR = 52
PAD = 63
#: Bytes a stored position takes in the store (its key), besides the table's slot and the search's own.
KEY_BYTES = WORDS * 8


@inlined
def _shift(at: int) -> Hash:
    """Where symbol ``at`` lies in its word."""
    return np.uint64(6 * (at % SYMBOLS_PER_WORD))


@inlined
def canonical_key(state: State, key: Key) -> None:
    """Write ``state``'s key into ``key`` (see the module's docstring)."""
    order = np.empty(COLUMNS, dtype=np.int64)
    n = 0
    for column in range(COLUMNS):
        if state[LENGTHS + column]:
            first = np.int64(state[column * COLUMN_SLOTS])
            j = n
            while j > 0 and np.int64(state[order[j - 1] * COLUMN_SLOTS]) > first:
                order[j] = order[j - 1]
                j -= 1
            order[j] = column
            n += 1
    for word in range(WORDS):
        key[word] = 0
    at = 0
    for k in range(n):
        column = order[k]
        base = column * COLUMN_SLOTS
        for depth in range(np.int64(state[LENGTHS + column])):
            key[at // SYMBOLS_PER_WORD] |= np.uint64(state[base + depth]) << np.uint64(
                6 * (at % SYMBOLS_PER_WORD)
            )
            at += 1
        key[at // SYMBOLS_PER_WORD] |= np.uint64(SEPARATOR) << _shift(at)
        at += 1
    cells = np.empty(CELLS, dtype=np.int64)
    m = 0
    for slot in range(CELLS):
        card = np.int64(state[CELL_AT + slot])
        if card != EMPTY:
            j = m
            while j > 0 and cells[j - 1] > card:
                cells[j] = cells[j - 1]
                j -= 1
            cells[j] = card
            m += 1
    for k in range(m):
        key[at // SYMBOLS_PER_WORD] |= np.uint64(cells[k]) << _shift(at)
        at += 1
    while at < WORDS * SYMBOLS_PER_WORD:
        key[at // SYMBOLS_PER_WORD] |= np.uint64(PAD) << _shift(at)
        at += 1


@kernel
def decode_key(key: Key, state: State) -> None:
    """The position of ``key`` into ``state``: its columns in the key's order (the empty ones last), its
    free cells from slot a on, the foundations from the cards missing, the run lengths."""
    for i in range(STATE_SIZE):
        state[i] = 0
    for slot in range(CELLS):
        state[CELL_AT + slot] = EMPTY
    present = np.zeros(52, dtype=np.bool_)
    segment = np.empty(WORDS * SYMBOLS_PER_WORD, dtype=np.int64)  # the cards since the last separator
    column, length = 0, 0
    for at in range(WORDS * SYMBOLS_PER_WORD):
        symbol = np.int64(
            (key[at // SYMBOLS_PER_WORD] >> np.uint64(6 * (at % SYMBOLS_PER_WORD))) & np.uint64(63)
        )
        if symbol == PAD:
            break
        if symbol == SEPARATOR:
            for depth in range(length):
                state[column * COLUMN_SLOTS + depth] = segment[depth]
            state[LENGTHS + column] = length
            column += 1
            length = 0
            continue
        present[symbol] = True
        segment[length] = symbol
        length += 1
    for slot in range(length):  # after the last separator: the free cells' cards
        state[CELL_AT + slot] = segment[slot]
    for suit in range(4):
        rank = 0
        while rank < 13 and not present[rank * 4 + suit]:
            rank += 1
        state[HOME_AT + suit] = rank
    for c in range(COLUMNS):
        state[RUN_AT + c] = run_length(state, c)


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
