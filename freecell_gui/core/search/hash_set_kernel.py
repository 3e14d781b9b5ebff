"""A set of 64-bit position hashes as numba kernels, for the fast pass (sweep_kernel.py): open addressing
over the first ``mask + 1`` slots of one table that doubles when half full, each entry carrying the
search's stamp in its low bits, so that a new search forgets the last one's entries without clearing the
table (until the stamps wrap).
"""

from __future__ import annotations

import numpy as np

from freecell_gui.core.search.arrays import Keys
from freecell_gui.core.search.jit import inlined

#: The table starts this small for each search (a few hundred positions: it stays in the cache) and
#: doubles when half full, up to its whole length.
FIRST_TABLE = 1 << 18
#: Bits of an entry that carry the stamp of the search that added it.
STAMP_BITS = 16
STAMPS = 1 << STAMP_BITS
_STAMP_MASK = np.uint64(STAMPS - 1)


@inlined
def add_hash(table: Keys, mask: int, stamp: int, key: np.uint64) -> bool:
    """Add ``key`` to the current search's set, the first ``mask + 1`` slots of ``table``; False if it
    was there (or a key alike in all but its stamp bits: a collision, which merely prunes)."""
    entry = (key & ~_STAMP_MASK) | np.uint64(stamp)
    i = np.int64(key >> np.uint64(STAMP_BITS)) & mask
    while (table[i] & _STAMP_MASK) == np.uint64(stamp):
        if table[i] == entry:
            return False
        i = (i + 1) & mask
    table[i] = entry
    return True


@inlined
def grown(table: Keys, mask: int, stamp: int, hashes: Keys, count: int) -> int:
    """The mask of a table twice as large, holding the hashes of the ``count`` positions stored."""
    mask = 2 * mask + 1
    table[: mask + 1] = 0
    for index in range(count):
        add_hash(table, mask, stamp, hashes[index])
    return mask
