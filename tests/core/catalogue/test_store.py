"""The catalogue's file: made whole, read back, written a chunk at a time; a foreign or damaged file is
reported and left byte for byte as it was."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from freecell_gui.core.catalogue.store import (
    APPLICATION_ID,
    SCHEMA_VERSION,
    Catalogue,
    CatalogueError,
    CatalogueMissingError,
    Row,
)
from freecell_gui.util.catalogue_file import default_path
from tests.helpers.catalogue_helpers import ENGINE, catalogue_of, made_up_rows, table


def test_a_new_catalogue_is_marked_as_ours_in_wal_mode(tmp_path: Path) -> None:
    path = tmp_path / "deep" / "folder" / "catalogue.sqlite"
    Catalogue.open(path, create=True).close()
    with sqlite3.connect(path) as connection:
        assert connection.execute("PRAGMA application_id").fetchone() == (APPLICATION_ID,)
        assert connection.execute("PRAGMA user_version").fetchone() == (SCHEMA_VERSION,)
        assert connection.execute("PRAGMA journal_mode").fetchone() == ("wal",)
    assert [p.name for p in path.parent.iterdir() if p.name.endswith(".tmp")] == []  # no leftover


def test_rows_are_read_back_and_replaced(tmp_path: Path) -> None:
    rows = made_up_rows(30)
    path = catalogue_of(tmp_path / "c.sqlite", rows)
    with Catalogue.open(path) as catalogue:
        assert [catalogue.lookup(row.deal) for row in rows] == rows
        assert catalogue.lookup(31) is None
        changed = rows[0]._replace(moves=99, short_moves=50, short_engine="other 2")
        catalogue.write([changed])
        assert catalogue.lookup(1) == changed
    assert len(table(path)) == 30


def test_a_chunk_is_stored_whole_or_not_at_all(tmp_path: Path) -> None:
    path = catalogue_of(tmp_path / "c.sqlite", made_up_rows(5))
    chunk = [Row(deal, "solved", 50, 10, 10, 20.0, "new engine") for deal in range(6, 10)]
    chunk.append(Row(10, "maybe", None, 10, 10, None, ENGINE))  # refused by the schema
    with Catalogue.open(path) as catalogue, pytest.raises(CatalogueError, match="cannot write"):
        catalogue.write(chunk)
    with Catalogue.open(path) as catalogue:
        assert catalogue.lookup(6) is None
        catalogue.write(chunk[:-1])  # the engine's id made in the rolled-back transaction is made again
        assert catalogue.lookup(9) == chunk[3]


def test_missing_is_told_apart_and_never_made_unless_asked(tmp_path: Path) -> None:
    path = tmp_path / "none.sqlite"
    with pytest.raises(CatalogueMissingError, match="no catalogue at"):
        Catalogue.open(path)
    assert not path.exists()


def test_an_empty_file_becomes_a_catalogue(tmp_path: Path) -> None:
    path = tmp_path / "empty.sqlite"
    path.touch()
    with Catalogue.open(path, create=True) as catalogue:
        assert catalogue.lookup(1) is None


def _foreign(path: Path) -> None:
    with sqlite3.connect(path) as connection:
        connection.execute("CREATE TABLE deals (deal INTEGER)")
        connection.execute("INSERT INTO deals VALUES (1)")
    connection.close()


def _damaged(path: Path) -> None:
    catalogue_of(path, made_up_rows(3000))
    data = bytearray(path.read_bytes())
    data[4096:] = b"\x5a" * (len(data) - 4096)  # page 1 (the header and schema) intact, the rest garbage
    path.write_bytes(bytes(data))


def _newer(path: Path) -> None:
    catalogue_of(path, made_up_rows(3))
    with sqlite3.connect(path) as connection:
        connection.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    connection.close()


@pytest.mark.parametrize(
    ("make", "reason"),
    [
        (lambda path: path.write_bytes(b"not a database at all\n" * 10), "not an SQLite database"),
        (lambda path: path.write_bytes(b"SQLite format 3\x00"), "not an SQLite database"),  # cut short
        (_foreign, "another program's SQLite database"),
        (_damaged, "damaged catalogue"),
        (_newer, "newer freecell-gui"),
    ],
    ids=["text", "truncated", "foreign", "damaged", "newer"],
)
def test_a_file_not_ours_is_refused_and_left_unchanged(tmp_path: Path, make, reason: str) -> None:
    path = tmp_path / "c.sqlite"
    make(path)
    before = path.read_bytes()
    for create in (False, True):
        with pytest.raises(CatalogueError, match=reason) as raised:
            Catalogue.open(path, create=create).lookup(2999)
        assert "\n" not in str(raised.value)
    assert path.read_bytes() == before


def test_the_default_place_is_the_users_data_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert default_path() == tmp_path / "freecell-gui" / "catalogue.sqlite"
    Catalogue.open_default(create=True).close()
    assert (tmp_path / "freecell-gui" / "catalogue.sqlite").is_file()
