"""The complete search's memory bound, readable without loading numba (the command line's help states it)."""

from __future__ import annotations

#: The complete search's bound on positions stored, unless the caller gives one.
DEFAULT_MAX_POSITIONS = 2_000_000
#: Bytes a position of the bound takes at most: its key (48), parent (4), move (2), depth (4), heap
#: entry (8) and up to four table slots (16). tests/core/search/test_complete.py measures it.
BYTES_PER_POSITION = 82
