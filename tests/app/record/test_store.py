"""The record's file: made whole on first use, written a change per transaction, and never written when
it is not ours (a corrupt, foreign or newer file, a device, a FIFO): said in one line, left byte for byte.
A link is followed, never replaced."""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Callable
from pathlib import Path

import pytest

from freecell_gui.app.record.rows import GameState, RecordError
from freecell_gui.app.record.store import APPLICATION_ID, RecordStore
from freecell_gui.core.rules.autoplay import Autoplay
from tests.helpers.special_files import SPECIAL_FILES, kinds


def state(moves: str, won: bool = False, when: str = "2026-01-01T10:05:00+00:00") -> GameState:
    return GameState(moves, len(moves.split()), 0, 0, 12.5, won, when, when if won else None)


def rows(path: Path) -> list[tuple[object, ...]]:
    with sqlite3.connect(path) as connection:  # another reader: what a later run would find
        return connection.execute("SELECT deal, moves, won, ended, seconds FROM games ORDER BY id").fetchall()


def test_a_new_record_is_made_and_each_change_is_there_for_another_reader(tmp_path: Path) -> None:
    path = tmp_path / "data" / "record.sqlite"  # its folder is made too
    with RecordStore.open(path) as store:
        game = store.begin("freecell", 617, Autoplay.SAFE, "2026-01-01T10:00:00+00:00")
        store.update(game, state("7a 7b"))
        assert rows(path) == [(617, "7a 7b", 0, None, 12.5)]
        store.update(game, state("7a 7b 7c", won=True))
        assert rows(path) == [(617, "7a 7b 7c", 1, "2026-01-01T10:05:00+00:00", 12.5)]
        other = store.begin("freecell", 1, Autoplay.SAFE, "2026-01-01T11:00:00+00:00")
        store.end(other, "2026-01-01T11:30:00+00:00")
    with sqlite3.connect(path) as connection:
        assert connection.execute("PRAGMA application_id").fetchone() == (APPLICATION_ID,)
        assert connection.execute("PRAGMA journal_mode").fetchone() == ("wal",)
    assert rows(path)[1][3] == "2026-01-01T11:30:00+00:00"


def test_a_game_a_killed_program_left_under_way_ends_at_the_next_opening(tmp_path: Path) -> None:
    path = tmp_path / "record.sqlite"
    store = RecordStore.open(path)
    game = store.begin("freecell", 617, Autoplay.SAFE, "2026-01-01T10:00:00+00:00")
    store.update(game, state("7a", when="2026-01-01T10:01:00+00:00"))  # never closed: as if killed
    with RecordStore.open(path):
        assert rows(path) == [(617, "7a", 0, "2026-01-01T10:01:00+00:00", 12.5)]
    store.close()


def sqlite_file(path: Path, application_id: int = 0, version: int = 0) -> bytes:
    with sqlite3.connect(path) as connection:
        connection.execute(f"PRAGMA application_id = {application_id}")
        connection.execute(f"PRAGMA user_version = {version}")
        connection.execute("CREATE TABLE notes (text TEXT)")
    return path.read_bytes()


def damaged(path: Path) -> bytes:
    """A record whose first page (the header, the list of tables) is sound and whose tables are garbage."""
    RecordStore.open(path).close()
    data = bytearray(path.read_bytes())
    page = int.from_bytes(data[16:18], "big")
    data[page:] = bytes((i * 37) % 256 for i in range(len(data) - page))
    path.write_bytes(bytes(data))
    return bytes(data)


def text(path: Path) -> bytes:
    path.write_text("my notes\n")
    return path.read_bytes()


def zeros(path: Path) -> bytes:
    path.write_bytes(bytes(200))
    return path.read_bytes()


def newer(path: Path) -> bytes:
    return sqlite_file(path, APPLICATION_ID, 99)


BAD_FILES: dict[str, tuple[Callable[[Path], bytes], str]] = {
    "text": (text, "not an SQLite database"),
    "zeros": (zeros, "not an SQLite database"),
    "foreign": (sqlite_file, "another program's SQLite database"),
    "newer": (newer, "a newer freecell-gui (schema 99"),
    "damaged": (damaged, "is a damaged record of games"),
}


@pytest.mark.parametrize("kind", sorted(BAD_FILES))
def test_a_file_that_is_not_our_record_is_refused_in_one_line_and_left_as_it_was(
    tmp_path: Path, kind: str
) -> None:
    path = tmp_path / "record.sqlite"
    make, words = BAD_FILES[kind]
    before = make(path)
    with pytest.raises(RecordError) as refused:
        RecordStore.open(path)
    assert words in str(refused.value) and str(path) in str(refused.value)
    assert "\n" not in str(refused.value) and "left unchanged" in str(refused.value)
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["record.sqlite"]  # no WAL, no temporary file


@pytest.mark.parametrize("kind", sorted(SPECIAL_FILES))
def test_a_device_or_a_fifo_is_refused_before_it_is_opened(tmp_path: Path, kind: str) -> None:
    path = SPECIAL_FILES[kind](tmp_path / "record.sqlite")
    before = kinds(tmp_path)
    outcome: list[BaseException] = []
    opening = threading.Thread(target=lambda: outcome.append(_refusal(path)), daemon=True)
    opening.start()
    opening.join(10)  # reading a FIFO's header would wait for a writer forever
    assert outcome and isinstance(outcome[0], RecordError), "the open hung or succeeded"
    assert "not a regular file" in str(outcome[0])
    assert kinds(tmp_path) == before


def _refusal(path: Path) -> BaseException:
    try:
        RecordStore.open(path).close()
    except RecordError as error:
        return error
    return AssertionError("opened")


def test_a_link_is_followed_and_stays_a_link(tmp_path: Path) -> None:
    (tmp_path / "real").mkdir()
    link = tmp_path / "record.sqlite"
    link.symlink_to(tmp_path / "real" / "games.sqlite")  # dangling: the record is made where it leads
    with RecordStore.open(link) as store:
        store.begin("freecell", 5, Autoplay.SAFE, "2026-01-01T10:00:00+00:00")
    assert link.is_symlink() and rows(tmp_path / "real" / "games.sqlite")[0][0] == 5
    with RecordStore.open(link) as store:  # and found again through it
        store.begin("freecell", 6, Autoplay.SAFE, "2026-01-01T10:00:00+00:00")
    assert [row[0] for row in rows(link)] == [5, 6] and link.is_symlink()


def test_an_empty_file_becomes_a_record(tmp_path: Path) -> None:
    path = tmp_path / "record.sqlite"
    path.touch()
    RecordStore.open(path).close()
    assert rows(path) == []
