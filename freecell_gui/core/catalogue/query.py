"""Reading the catalogue: the deals that pass a filter, in an order, as text, JSON or CSV; and its statistics.

Every filter and sort is served by an index (store.py), so a query with a limit reads only the rows it
prints: the 100 shortest deals of at least 45 moves among a million take about a millisecond. Sorting
by moves or difficulty puts the deals that have none (no solution, gave up) last, in deal order.
"""

from __future__ import annotations

import csv
import io
import json
import math
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass

from freecell_gui.core.catalogue.rows import VERDICTS, Row, is_sound
from freecell_gui.core.catalogue.store import Catalogue

SORTS = ("deal", "moves", "difficulty")
FORMATS = ("text", "json", "csv")
HISTOGRAM_BARS = 20
BAR_WIDTH = 40


@dataclass(frozen=True)
class Query:
    """Which deals (``first`` … ``last``, a verdict, at least / at most so many moves), in which order
    (``sort``, ascending unless ``reverse``), and how many at most (``limit``; None: all)."""

    first: int | None = None
    last: int | None = None
    verdict: str | None = None
    min_moves: int | None = None
    max_moves: int | None = None
    sort: str = "deal"
    reverse: bool = False
    limit: int | None = None

    def __post_init__(self) -> None:
        if bounds_contradict(self.min_moves, self.max_moves):
            raise ValueError(f"at least {self.min_moves} moves exceeds at most {self.max_moves}")
        if self.sort not in SORTS:
            raise ValueError(f"unknown sort {self.sort!r}: choose one of {', '.join(SORTS)}")
        if self.verdict is not None and self.verdict not in VERDICTS:
            raise ValueError(f"unknown verdict {self.verdict!r}: choose one of {', '.join(VERDICTS)}")


def bounds_contradict(min_moves: int | None, max_moves: int | None) -> bool:
    """Whether "at least ``min_moves``" and "at most ``max_moves``" moves (None: no bound) exclude each
    other: no deal can match them."""
    return min_moves is not None and max_moves is not None and min_moves > max_moves


def filter_conditions(query: Query) -> tuple[list[str], list[object]]:
    """The SQL conditions on ``deals AS d`` of ``query``'s range, verdict and moves, and their parameters."""
    conditions: list[str] = []
    parameters: list[object] = []
    for sql, value in (
        ("d.deal >= ?", query.first),
        ("d.deal <= ?", query.last),
        ("d.verdict = ?", query.verdict),
        ("d.moves >= ?", query.min_moves),
        ("d.moves <= ?", query.max_moves),
    ):
        if value is not None:
            conditions.append(sql)
            parameters.append(value)
    return conditions, parameters


def select(catalogue: Catalogue, query: Query) -> Iterator[Row]:
    """The rows ``query`` asks for, in its order, read lazily."""
    conditions, parameters = filter_conditions(query)
    direction = "DESC" if query.reverse else "ASC"
    if query.sort == "deal":
        yield from _rows(catalogue, conditions, parameters, f"d.deal {direction}", query.limit)
        return
    column = f"d.{query.sort}"
    count = 0
    for row in _rows(
        catalogue,
        [*conditions, f"{column} IS NOT NULL"],
        parameters,
        f"{column} {direction}, d.deal",
        query.limit,
    ):
        count += 1
        yield row
    if query.limit is None or count < query.limit:
        left = None if query.limit is None else query.limit - count
        yield from _rows(catalogue, [*conditions, f"{column} IS NULL"], parameters, "d.deal", left)


def _rows(
    catalogue: Catalogue,
    conditions: Sequence[str],
    parameters: Sequence[object],
    order: str,
    limit: int | None,
) -> Iterator[Row]:
    where = f"WHERE {' AND '.join(conditions)}" if conditions else ""
    limited = "" if limit is None else f"LIMIT {int(limit)}"
    yield from catalogue.rows(f"{where} ORDER BY {order} {limited}", parameters)


CSV_FIELDS = Row._fields
_TEXT_HEADER = (
    f"{'deal':>13}  {'verdict':<11}  {'moves':>5}  {'short':>5}  {'difficulty':>10}  {'iterations':>11}"
)


def _dash(value: object) -> str:
    return "-" if value is None else str(value)


def text_lines(rows: Iterator[Row]) -> Iterator[str]:
    """A header, then one aligned line a deal."""
    yield _TEXT_HEADER + "\n"
    for row in rows:
        yield (
            f"{row.deal:>13,}  {row.verdict:<11}  {_dash(row.moves):>5}  {_dash(row.short_moves):>5}  "
            f"{_dash(row.difficulty):>10}  {row.iterations:>11,}\n"
        )


def json_lines(rows: Iterator[Row]) -> Iterator[str]:
    """One JSON object a deal, with every field of :class:`~.store.Row`."""
    for row in rows:
        yield json.dumps(row._asdict()) + "\n"


def csv_lines(rows: Iterator[Row]) -> Iterator[str]:
    """A header of field names, then one record a deal (empty fields for what is unknown)."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(CSV_FIELDS)
    for row in rows:
        writer.writerow(["" if value is None else value for value in row])
        yield buffer.getvalue()
        buffer.seek(0)
        buffer.truncate()
    yield buffer.getvalue()


FORMATTERS = {"text": text_lines, "json": json_lines, "csv": csv_lines}


@dataclass(frozen=True)
class Stats:
    """``rows`` deals between ``first`` and ``last``; how many per verdict and per engine; and the
    histogram of the solved deals' moves: (first move count of the bar, deals), bars ``width`` wide."""

    rows: int
    first: int | None
    last: int | None
    verdicts: dict[str, int]
    engines: dict[str, int]
    short_rows: int
    width: int
    histogram: list[tuple[int, int]]


def _bar_width(low: int, high: int) -> int:
    """1, 2, 5, 10, 20, 50 … moves a bar: the narrowest giving at most :data:`HISTOGRAM_BARS` bars."""
    for exponent in range(12):
        for step in (1, 2, 5):
            width = step * 10**exponent
            if high // width - low // width < HISTOGRAM_BARS:
                return int(width)
    return 10**12


def stats(catalogue: Catalogue) -> Stats:
    """The catalogue's statistics (each from an index: a million rows in well under a second), all of
    one moment: a build writing meanwhile does not make the counts disagree. The values counted are
    checked as SQL gathers them (a deal's row holding text for its moves raises
    :class:`~.store.DamagedCatalogueError` naming it, instead of a count made of it)."""
    with catalogue.snapshot():
        return _stats(catalogue)


def _stats(catalogue: Catalogue) -> Stats:
    rows, first, last, short_rows, fewest_short, most_short = catalogue.read(
        "SELECT count(*), min(deal), max(deal), count(short_moves), min(short_moves), max(short_moves) "
        "FROM deals"
    )[0]
    _refuse_unsound(catalogue, "deal", "d.deal", (first, last))
    _refuse_unsound(catalogue, "short_moves", "d.short_moves", (fewest_short, most_short))
    verdicts = dict.fromkeys(VERDICTS, 0)
    counted = catalogue.read("SELECT verdict, count(*) FROM deals GROUP BY verdict")
    _refuse_unsound(catalogue, "verdict", "d.verdict", (verdict for verdict, _ in counted))
    verdicts.update(counted)
    # By the engine's id: a row whose engine is missing from its table is counted, and found damaged.
    engines = catalogue.read(
        "SELECT e.name, count(*) FROM deals AS d LEFT JOIN engines AS e ON e.id = d.engine GROUP BY d.engine"
    )
    _refuse_unsound(catalogue, "engine", "e.name", (name for name, _ in engines))
    low, high = catalogue.read("SELECT min(moves), max(moves) FROM deals")[0]
    # Numbers sort before text in SQLite: text or a count out of range is the least or the greatest.
    _refuse_unsound(catalogue, "moves", "d.moves", (low, high))
    width, histogram = 1, []
    if low is not None:
        width = _bar_width(low, high)
        bars = catalogue.read(
            "SELECT moves / ?, count(*) FROM deals WHERE moves IS NOT NULL GROUP BY 1", (width,)
        )
        if any(type(bar) is not int for bar, _ in bars):  # a fraction of a move, between the extremes
            catalogue.check_rows("typeof(d.moves) = 'real'")
        counts = dict(bars)
        histogram = [(bar * width, counts.get(bar, 0)) for bar in range(low // width, high // width + 1)]
    return Stats(rows, first, last, verdicts, dict(engines), short_rows, width, histogram)


def _refuse_unsound(catalogue: Catalogue, field: str, column: str, values: Iterable[object]) -> None:
    """Raise the catalogue's error for a damaged row (one holding ``value`` in ``column``) unless each of
    ``values`` may stand in ``field``."""
    for value in values:
        if not is_sound(field, value):
            catalogue.check_rows(f"{column} IS ?", (value,))


def stats_text(summary: Stats) -> str:
    """The statistics as ``freecell catalogue stats`` prints them."""
    lines = [f"rows: {summary.rows:,}"]
    lines.append(
        "verdicts: " + ", ".join(f"{verdict} {count:,}" for verdict, count in summary.verdicts.items())
    )
    if summary.first is not None and summary.last is not None:
        missing = summary.last - summary.first + 1 - summary.rows
        gaps = "complete" if missing == 0 else f"{missing:,} deals missing"
        lines.append(f"range covered: {summary.first:,} … {summary.last:,} ({gaps})")
    lines.extend(f"engine: {name} ({count:,} rows)" for name, count in summary.engines.items())
    if summary.short_rows:
        lines.append(f"short engine's counts: {summary.short_rows:,} rows")
    if summary.histogram:
        lines.append("moves of the solutions found (safe autoplay):")
        most = max(count for _, count in summary.histogram)
        for low, count in summary.histogram:
            label = f"{low}" if summary.width == 1 else f"{low}–{low + summary.width - 1}"
            bar = "#" * math.ceil(BAR_WIDTH * count / most) if count else ""
            lines.append(f"  {label:>9} {count:>11,} {bar}".rstrip())
    return "\n".join(lines) + "\n"
