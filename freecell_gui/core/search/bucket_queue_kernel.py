"""Priority queues of stored positions as numba kernels, for the fast pass (sweep_kernel.py): several
queues side by side, each an array of buckets, one per priority, a bucket a linked list of items (its
newest first). Pushing and popping cost a few array writes, where a heap costs a logarithm; the lowest
bucket that may hold an item is kept for each queue.
"""

from __future__ import annotations

from freecell_gui.core.search.arrays import Ints, Longs
from freecell_gui.core.search.jit import inlined

#: Priorities are clamped below this: one bucket each.
BUCKETS = 1024


@inlined
def push(heads: Ints, links: Ints, lowest: Longs, queue: int, priority: int, item: int) -> None:
    """Put ``item`` first in ``queue``'s bucket of ``priority`` (a bucket gives its newest item first).
    Rows of 2-D arrays are indexed, not taken as views: a view costs as much as the push."""
    bucket = min(max(priority, 0), BUCKETS - 1)
    links[queue, item] = heads[queue, bucket]
    heads[queue, bucket] = item
    if bucket < lowest[queue]:
        lowest[queue] = bucket


@inlined
def pop_lowest(heads: Ints, links: Ints, lowest: Longs, queue: int) -> int:
    """The newest item of ``queue``'s lowest bucket, or -1 when its every bucket is empty."""
    bucket = lowest[queue]
    while bucket < BUCKETS and heads[queue, bucket] < 0:
        bucket += 1
    lowest[queue] = bucket
    if bucket == BUCKETS:
        return -1
    item = heads[queue, bucket]
    heads[queue, bucket] = links[queue, item]
    return int(item)
