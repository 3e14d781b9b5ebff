"""fc-solve's solution of a deal checked and counted as the site counts it, in one compiled pass.

The catalogue stores, for each solved deal, how many moves a player makes in fc-solve's solution when
Microsoft's safe autoplay makes the moves home it makes by itself. In Python that takes three passes
(:func:`~freecell_gui.core.solver_moves.solution_of_codes` reads and checks every move,
:func:`~freecell_gui.core.rules.reduction.autoplay_reduction` drops what autoplay makes, and
:func:`~freecell_gui.core.rules.move_check.check_ops` replays what is left with autoplay) and costs about
as much as fc-solve's search. :func:`~.shown_kernel.shown_count` makes the same three checks on the
library's move codes in one pass: every move of the solution legal and the game won without autoplay,
and every move kept legal and the game won with safe autoplay. It answers the count, or -1 for anything
it does not vouch for (the caller then takes the Python path, which explains or raises). tests/core/
search/test_count_kernel.py holds it to the Python passes on solutions and on corrupted ones.
"""

from __future__ import annotations

import itertools

import numpy as np

from freecell_gui.core.rules.position import Position
from freecell_gui.core.search.shown_kernel import Cards, shown_count

_DEALT, _NO_CELLS = (7, 7, 7, 7, 6, 6, 6, 6), (None,) * 4


def cascades_shown_count(cascades: Cards, codes: bytes) -> int | None:
    """:func:`~.shown_kernel.shown_count` of ``codes``; None when the kernel does not vouch for it."""
    count = int(shown_count(cascades, np.frombuffer(codes, dtype=np.uint8)))
    return None if count < 0 else count


def dealt_cascades(start: Position) -> Cards | None:
    """The cascades of ``start``, one after another as the kernels read them; None unless ``start`` is
    a deal as dealt (7, 7, 7, 7, 6, 6, 6, 6 cards, nothing in the free cells nor home)."""
    if start.free_cells != _NO_CELLS or any(start.foundations) or tuple(map(len, start.cascades)) != _DEALT:
        return None
    return np.frombuffer(bytes(itertools.chain.from_iterable(start.cascades)), dtype=np.uint8)


def deal_shown_count(start: Position, codes: bytes) -> int | None:
    """:func:`~.shown_kernel.shown_count` of ``codes`` from ``start``, a deal as dealt; None when the
    kernel does not vouch for the count (or ``start`` is not a deal's start): the caller counts in
    Python then."""
    cascades = dealt_cascades(start)
    return None if cascades is None else cascades_shown_count(cascades, codes)
