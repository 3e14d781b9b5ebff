"""Queries and statistics read in process: what the command line prints is tested in test_cli_catalogue."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest

from freecell_gui.core.catalogue.build import plan_build
from freecell_gui.core.catalogue.query import Query, bounds_contradict, select, stats, stats_text
from freecell_gui.core.catalogue.store import Catalogue, CatalogueError, Row
from tests.helpers.catalogue_helpers import ENGINE, catalogue_of, damage, made_up_rows


@pytest.mark.parametrize(("field", "value"), [("sort", "name"), ("verdict", "lost")])
def test_a_query_names_its_choices(field: str, value: str) -> None:
    with pytest.raises(ValueError, match=f"unknown {field}"):
        Query(**{field: value})  # type: ignore[arg-type]


def test_bounds_on_the_moves_that_exclude_each_other_are_refused() -> None:
    with pytest.raises(ValueError, match="at least 130 moves exceeds at most 100"):
        Query(min_moves=130, max_moves=100)
    assert not any(bounds_contradict(*bounds) for bounds in ((100, 100), (None, 5), (5, None), (None, None)))
    assert Query(min_moves=100, max_moves=100).max_moves == 100


def test_a_plan_needs_a_range_and_a_chunk(tmp_path: Path) -> None:
    with Catalogue.open(tmp_path / "c.sqlite", create=True) as catalogue, pytest.raises(ValueError):
        plan_build(catalogue, 5, 4)


def test_an_empty_catalogue_has_plain_statistics(tmp_path: Path) -> None:
    with Catalogue.open(tmp_path / "c.sqlite", create=True) as catalogue:
        assert stats_text(stats(catalogue)) == "rows: 0\nverdicts: solved 0, no-solution 0, gave-up 0\n"
        assert list(select(catalogue, Query(sort="moves"))) == []


def test_one_move_count_is_one_bar_and_the_short_counts_are_counted(tmp_path: Path) -> None:
    rows = [Row(deal, "solved", 60, 100, 100, 30.0, ENGINE, 50, "short 1") for deal in (3, 4)]
    with Catalogue.open(catalogue_of(tmp_path / "c.sqlite", rows)) as catalogue:
        summary = stats(catalogue)
    assert (summary.width, summary.histogram, summary.short_rows) == (1, [(60, 2)], 2)
    assert stats_text(summary).endswith(
        "short engine's counts: 2 rows\nmoves of the solutions found (safe "
        "autoplay):\n         60           2 " + "#" * 40 + "\n"
    )


def test_the_bars_widen_to_stay_few(tmp_path: Path) -> None:
    rows = [Row(deal, "solved", 10 + deal * 40, 100, 100, 30.0, ENGINE) for deal in range(1, 60)]
    with Catalogue.open(catalogue_of(tmp_path / "c.sqlite", rows)) as catalogue:
        summary = stats(catalogue)
    assert summary.width == 200 and len(summary.histogram) <= 20
    assert sum(count for _, count in summary.histogram) == 59


def test_a_limit_counts_the_deals_without_moves_too(tmp_path: Path) -> None:
    with Catalogue.open(catalogue_of(tmp_path / "c.sqlite", made_up_rows(30))) as catalogue:
        solved = sum(1 for row in made_up_rows(30) if row.moves is not None)
        found = list(select(catalogue, Query(sort="difficulty", limit=solved + 2)))
    assert len(found) == solved + 2 and [row.deal for row in found[-2:]] == [7, 11]


def test_the_statistics_are_of_one_moment_while_a_build_writes(tmp_path: Path) -> None:
    path = catalogue_of(tmp_path / "c.sqlite", made_up_rows(100))
    with Catalogue.open(path) as catalogue, Catalogue.open(path) as build:
        read, written = catalogue.read, [100]

        def read_then_build(sql: str, parameters: Sequence[object] = ()) -> list[tuple[Any, ...]]:
            rows = read(sql, parameters)
            build.write([row._replace(deal=row.deal + written[0]) for row in made_up_rows(50)])
            written[0] += 50
            return rows

        catalogue.read = read_then_build  # type: ignore[method-assign]  # a build commits between reads
        summary = stats(catalogue)
        assert summary.rows == sum(summary.verdicts.values()) == sum(summary.engines.values()) == 100
        assert sum(count for _, count in summary.histogram) == summary.verdicts["solved"]
        assert stats(catalogue).rows > 100  # the next look sees what the build wrote


@pytest.mark.parametrize(
    ("change", "reason"),
    [
        ("moves = 'abc', difficulty = 'NaN'", "deal 5: moves 'abc'"),
        ("moves = -7", "deal 5: moves -7"),
        ("moves = 52.5", "deal 5: moves 52.5"),  # between the least and the most: found by its bar
        ("short_moves = 'many'", "deal 5: short_moves 'many'"),
        ("verdict = 'won'", "deal 5: verdict 'won'"),
        ("engine = 99", "deal 5: engine NULL"),
        ("deal = 9999999999999", "a row of deal 9,999,999,999,999, which is not a deal number"),
    ],
)
def test_the_statistics_refuse_a_damaged_value_they_count(tmp_path: Path, change: str, reason: str) -> None:
    path = damage(catalogue_of(tmp_path / "c.sqlite", made_up_rows(30)), change)
    with Catalogue.open(path) as catalogue, pytest.raises(CatalogueError) as raised:
        stats(catalogue)
    assert str(raised.value) == f"{path} is a damaged catalogue ({reason}); it was left unchanged"


def test_the_statistics_are_not_changed_by_a_value_they_do_not_count(tmp_path: Path) -> None:
    sound = catalogue_of(tmp_path / "sound.sqlite", made_up_rows(30))
    path = damage(
        catalogue_of(tmp_path / "c.sqlite", made_up_rows(30)), "difficulty = 'NaN', iterations = -1"
    )
    with Catalogue.open(sound) as catalogue:
        expected = stats(catalogue)
    with Catalogue.open(path) as catalogue:
        assert stats(catalogue) == expected
        with pytest.raises(CatalogueError, match=r"\(deal 5: iterations -1\)"):
            list(select(catalogue, Query()))  # which the rows printed are checked for
