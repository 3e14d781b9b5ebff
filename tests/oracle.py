"""The independent oracle: pysol_cards's Microsoft FreeCell deals (a test extra, never a dependency)."""

from __future__ import annotations

from functools import cache

from pysol_cards.cwrap import create_gen


@cache
def _generator():  # type: ignore[no-untyped-def]
    return create_gen("freecell", 0)


def oracle_cascades(number: int) -> tuple[tuple[str, ...], ...]:
    """Deal ``number`` as pysol_cards deals it: eight cascades of codes, top card first."""
    text = _generator()(number)
    return tuple(tuple(line.split()) for line in text.strip().splitlines())
