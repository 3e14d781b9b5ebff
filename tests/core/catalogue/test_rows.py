"""A catalogue row is checked as it is read: a field another program spoilt is named with its deal, the
other rows stay readable, and nothing read from SQLite reaches a count or a picture unchecked."""

from __future__ import annotations

import math
import shutil
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from freecell_gui.core.catalogue.query import Query, select
from freecell_gui.core.catalogue.rows import MOST_DIFFICULTY, MOST_MOVES, VERDICTS
from freecell_gui.core.catalogue.store import Catalogue, DamagedCatalogueError, Row
from freecell_gui.core.deals.generator import LAST_DEAL
from tests.helpers.catalogue_helpers import DAMAGES, catalogue_of, damage, made_up_rows, spoil

ROWS = made_up_rows(30)


@pytest.mark.parametrize(("change", "reason"), DAMAGES)
def test_a_damaged_row_is_named_and_the_others_are_read(tmp_path: Path, change: str, reason: str) -> None:
    path = damage(catalogue_of(tmp_path / "c.sqlite", ROWS), change)
    said = f"{path} is a damaged catalogue ({reason}); it was left unchanged"
    with Catalogue.open(path) as catalogue:
        with pytest.raises(DamagedCatalogueError) as raised:
            list(catalogue.rows("ORDER BY d.deal"))
        assert str(raised.value) == said
        assert catalogue.lookup(4) == ROWS[3] and catalogue.lookup(6) == ROWS[5]
        sound, error = catalogue.sound_rows("WHERE d.deal BETWEEN 3 AND 9999999999999")
        assert [row.deal for row in sound] == [3, 4, *range(6, 31)]  # deal 5's row left out
        assert str(error) == said
        with pytest.raises(DamagedCatalogueError, match="damaged catalogue"):
            list(select(catalogue, Query(sort="moves")))


def test_a_damaged_deal_looked_up_raises_and_a_sound_one_does_not(tmp_path: Path) -> None:
    path = damage(catalogue_of(tmp_path / "c.sqlite", ROWS), "moves = 'abc', difficulty = 'NaN'")
    with Catalogue.open(path) as catalogue:
        with pytest.raises(DamagedCatalogueError, match=r"\(deal 5: moves 'abc'\)"):
            catalogue.lookup(5)
        assert catalogue.lookup(12) == ROWS[11] and catalogue.lookup(31) is None
        assert catalogue.sound_rows("WHERE d.deal < 5") == (ROWS[:4], None)


#: Whatever SQLite may hand over for a field: every storage class, edge values included.
STORED = st.one_of(
    st.none(),
    st.integers(min_value=-(2**63), max_value=2**63 - 1),
    st.integers(min_value=-2, max_value=LAST_DEAL + 2),
    st.floats(allow_nan=False),
    st.text(max_size=20),
    st.binary(max_size=8),
    st.sampled_from([*VERDICTS, "fc-solve", MOST_MOVES, MOST_MOVES + 1, MOST_DIFFICULTY, 2.5]),
)
FIELDS = ("verdict", "moves", "iterations", "positions", "difficulty", "engine", "short_moves")


def _is_sound(row: Row) -> bool:
    """A row as the rest of the program takes it (the rule restated from the other side)."""

    def count(value: object, most: float = math.inf) -> bool:
        return isinstance(value, int) and 0 <= value <= most

    return (
        row.verdict in VERDICTS
        and (row.moves is None or count(row.moves, MOST_MOVES))
        and count(row.iterations)
        and count(row.positions)
        and (row.difficulty is None or 0 <= row.difficulty <= MOST_DIFFICULTY)
        and isinstance(row.engine, str)
        and (row.short_moves is None or count(row.short_moves, MOST_MOVES))
    )


@pytest.fixture(scope="module")
def base_catalogue(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return catalogue_of(tmp_path_factory.mktemp("rows") / "base.sqlite", ROWS)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(field=st.sampled_from(FIELDS), value=STORED)
def test_whatever_is_stored_in_a_field_is_read_sound_or_refused(
    base_catalogue: Path, tmp_path: Path, field: str, value: object
) -> None:
    path = tmp_path / "c.sqlite"
    shutil.copyfile(base_catalogue, path)
    # OR IGNORE: a value a NOT NULL column refuses leaves the row as it was.
    if field == "engine":  # the name the rows join in, from the engines table
        spoil(path, "UPDATE OR IGNORE engines SET name = ?", (value,))
    else:
        spoil(path, f"UPDATE OR IGNORE deals SET {field} = ? WHERE deal = 5", (value,))
    with Catalogue.open(path) as catalogue:
        try:
            row = catalogue.lookup(5)
        except DamagedCatalogueError as error:
            assert f"(deal 5: {field} " in str(error)
        else:
            assert row is not None and _is_sound(row), row
        try:
            read = list(catalogue.rows("ORDER BY d.deal"))
        except DamagedCatalogueError as error:
            assert "damaged catalogue (deal " in str(error)
        else:
            assert len(read) == len(ROWS) and all(_is_sound(row) for row in read)
