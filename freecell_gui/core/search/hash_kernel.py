"""The position's hash as numba kernels over one state row (layout.py): Zobrist keys summed per column and
over the free cells, so that positions that differ only in the order of their columns or of their free
cells hash alike (tests/core/search/test_hash_kernel.py)."""

from __future__ import annotations

from typing import Any

import numpy as np

from freecell_gui.core.search import layout
from freecell_gui.core.search.arrays import State
from freecell_gui.core.search.jit import inlined, kernel

#: A 64-bit hash (np.uint64 in the kernels; NumPy's stubs type its arithmetic as Any).
Hash = Any
_RNG = np.random.default_rng(20_260_521)  # fixed: the same hashes in every run and in the disk cache
#: Zobrist keys of a card at a depth of a column, and of a card in a free cell.
COLUMN_KEYS = _RNG.integers(0, 2**63, size=52 * layout.COLUMN_SLOTS, dtype=np.int64).astype(np.uint64)
CELL_KEYS = _RNG.integers(0, 2**63, size=52, dtype=np.int64).astype(np.uint64)
_MIX_A, _MIX_B = np.uint64(0xBF58476D1CE4E5B9), np.uint64(0x94D049BB133111EB)
_S27, _S30, _S31 = np.uint64(27), np.uint64(30), np.uint64(31)


@inlined
def mix(x: Hash) -> Hash:
    """splitmix64's finaliser: a column's key, spread so that sums of keys do not collide."""
    x = (x ^ (x >> _S30)) * _MIX_A
    x = (x ^ (x >> _S27)) * _MIX_B
    return np.uint64(x ^ (x >> _S31))


@inlined
def raw_column_key(state: State, column: int) -> Hash:
    """The XOR of the keys of a column's cards by depth (its share before :func:`spread`): a search can
    make a child's from its parent's by XORing in and out only the cards that moved."""
    raw = np.uint64(0)
    base = column * layout.COLUMN_SLOTS
    for depth in range(np.int64(state[layout.LENGTHS + column])):
        raw ^= COLUMN_KEYS[np.int64(state[base + depth]) * layout.COLUMN_SLOTS + depth]
    return raw


@inlined
def spread(raw: Hash) -> Hash:
    """A column's share of the hash from its raw key (0 for an empty column's)."""
    return np.uint64(0) if raw == 0 else np.uint64(mix(raw))


@inlined
def column_key(state: State, column: int) -> Hash:
    """Column ``column``'s share of the hash (0 if empty), the same in whichever column it stands:
    :func:`spread` of :func:`raw_column_key`, written out (so the beam's kernel keeps its machine code)."""
    length = np.int64(state[layout.LENGTHS + column])
    if length == 0:
        return np.uint64(0)
    key = np.uint64(0)
    for depth in range(length):
        key ^= COLUMN_KEYS[
            np.int64(state[column * layout.COLUMN_SLOTS + depth]) * layout.COLUMN_SLOTS + depth
        ]
    return np.uint64(mix(key))


@inlined
def cells_key(state: State) -> Hash:
    """The free cells' share of the hash, the same in whichever slots the cards are."""
    total = np.uint64(0)
    for slot in range(layout.CELLS):
        if state[layout.CELL_AT + slot] != layout.EMPTY:
            total += CELL_KEYS[state[layout.CELL_AT + slot]]
    return np.uint64(total)


@kernel
def position_hash(state: State) -> Hash:
    """A hash of the position up to the order of its columns and of its free cells: positions that
    differ only so are one position for the search."""
    total = cells_key(state)
    for column in range(layout.COLUMNS):
        total += column_key(state, column)
    return total
