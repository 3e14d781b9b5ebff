"""What a catalogue build has done already: the deals done in each chunk of a range (a build resumed skips
them), and how many deals each engine made."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from freecell_gui.core.catalogue.store import Catalogue


def done_by_chunk(
    catalogue: Catalogue, first: int, last: int, chunk: int, short: bool, made_by: Sequence[str] = ()
) -> dict[int, int]:
    """How many deals of ``first`` … ``last`` are done, per chunk ((deal - 1) // ``chunk``): made by
    an engine whose name matches one of the SQL LIKE patterns ``made_by`` (any engine if none); with
    ``short``, a solved deal is done only once it has the short engine's count too."""
    where, parameters = _done(short, made_by)
    rows = catalogue.read(
        f"SELECT (deal - 1) / ?, count(*) FROM deals WHERE deal BETWEEN ? AND ? {where} GROUP BY 1",
        (chunk, first, last, *parameters),
    )
    return {int(index): int(count) for index, count in rows}


def done_deals(
    catalogue: Catalogue, first: int, last: int, short: bool, made_by: Sequence[str] = ()
) -> set[int]:
    """The deals of ``first`` … ``last`` that are done (as :func:`done_by_chunk` counts them)."""
    where, parameters = _done(short, made_by)
    rows = catalogue.read(
        f"SELECT deal FROM deals WHERE deal BETWEEN ? AND ? {where}", (first, last, *parameters)
    )
    return {int(deal) for (deal,) in rows}


def engines_of(catalogue: Catalogue, first: int, last: int) -> dict[str, int]:
    """How many deals of ``first`` … ``last`` each engine made."""
    rows = catalogue.read(
        "SELECT e.name, count(*) FROM deals AS d JOIN engines AS e ON e.id = d.engine"
        " WHERE d.deal BETWEEN ? AND ? GROUP BY e.name",
        (first, last),
    )
    return {str(name): int(count) for name, count in rows}


def _done(short: bool, made_by: Sequence[str]) -> tuple[str, tuple[str, ...]]:
    """The SQL condition of a row that is done, and its parameters."""
    where = "AND (short_moves IS NOT NULL OR verdict != 'solved')" if short else ""
    if made_by:
        patterns = " OR ".join("name LIKE ?" for _ in made_by)
        where += f" AND engine IN (SELECT id FROM engines WHERE {patterns})"
    return where, tuple(made_by)
