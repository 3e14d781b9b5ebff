"""The independent oracle: pysol_cards's Microsoft FreeCell deals (a test extra, never a dependency)."""

from __future__ import annotations

import sys
from functools import cache

from pysol_cards.cwrap import create_gen


@cache
def _generator():  # type: ignore[no-untyped-def]
    return create_gen("freecell", 0)


def oracle_cascades(number: int) -> tuple[tuple[str, ...], ...]:
    """Deal ``number`` as pysol_cards deals it: eight cascades of codes, top card first."""
    # pysol_cards is pure Python and not ours: under `make test`'s coverage tracer it runs 4× slower,
    # and the oracle sweeps call it 100,000 times. Its frames are not traced; ours still are.
    tracer = sys.gettrace()
    sys.settrace(None)
    try:
        text = _generator()(number)
    finally:
        sys.settrace(tracer)
    return tuple(tuple(line.split()) for line in text.strip().splitlines())
