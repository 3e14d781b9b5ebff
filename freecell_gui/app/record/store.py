"""The record of the games played by hand: one SQLite row per game, written as the game goes.

Each change of a game (a move, an undo, the win) is one transaction in WAL mode with ``synchronous =
NORMAL``: a program killed at any moment loses nothing committed, so at most the change under way. A game
the program could not end (it was killed) is ended at the next opening, as not won, when it last changed.

The file is ours only if SQLite's header says so (:data:`APPLICATION_ID` and a schema this program reads,
checked before SQLite opens it), and a new one is made whole (util/sqlite_file.py, as the catalogue is):
a foreign, newer or damaged file raises :class:`RecordError` (one line) and is never written to. It is a
regular file or made as one, a link followed and never replaced (util/atomic_file.py's rule).
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
from collections.abc import Sequence
from dataclasses import astuple
from pathlib import Path
from typing import Any

from freecell_gui import __version__
from freecell_gui.app.record.rows import GameState, RecordError
from freecell_gui.core.rules.autoplay import Autoplay
from freecell_gui.util.sqlite_file import SqliteFile
from freecell_gui.util.text_marks import QT_TRANSLATE_NOOP

CANNOT_WRITE = QT_TRANSLATE_NOOP("Record", "cannot write to the record of your games {path}: {reason}")

# "FCRe" in SQLite's header (offset 68): what marks a file as freecell-gui's record of games.
APPLICATION_ID = 0x46435265
SCHEMA_VERSION = 1
# How long a write waits for another window writing the same record (a row takes microseconds).
BUSY_SECONDS = 2.0

_SCHEMA = f"""
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE games (
    id INTEGER PRIMARY KEY,
    game TEXT NOT NULL,
    deal INTEGER NOT NULL CHECK (deal >= 1),
    autoplay TEXT NOT NULL,
    started TEXT NOT NULL,
    updated TEXT NOT NULL,
    ended TEXT,
    won INTEGER NOT NULL DEFAULT 0 CHECK (won IN (0, 1)),
    moves TEXT NOT NULL DEFAULT '',
    own_moves INTEGER NOT NULL DEFAULT 0,
    solver_moves INTEGER NOT NULL DEFAULT 0,
    auto_moves INTEGER NOT NULL DEFAULT 0,
    seconds REAL NOT NULL DEFAULT 0
);
CREATE INDEX games_by_deal ON games (game, deal);
INSERT INTO meta VALUES ('created by', 'freecell-gui {__version__}');
"""


RECORD_FILE = SqliteFile(
    APPLICATION_ID,
    SCHEMA_VERSION,
    _SCHEMA,
    frozenset({"meta", "games"}),
    RecordError,
    cannot_read=QT_TRANSLATE_NOOP("Record", "cannot read the record of your games {path}: {reason}"),
    not_sqlite=QT_TRANSLATE_NOOP(
        "Record", "{path} is not a record of games (not an SQLite database); it was left unchanged"
    ),
    foreign=QT_TRANSLATE_NOOP(
        "Record", "{path} is another program's SQLite database, not a record of games; it was left unchanged"
    ),
    newer=QT_TRANSLATE_NOOP(
        "Record",
        "{path} is the record of a newer freecell-gui (schema {version}, this one reads {reads});"
        " it was left unchanged",
    ),
    cannot_create=QT_TRANSLATE_NOOP("Record", "cannot create the record of your games {path}: {reason}"),
    cannot_open=QT_TRANSLATE_NOOP("Record", "cannot open the record of your games {path}: {reason}"),
    damaged=QT_TRANSLATE_NOOP(
        "Record", "{path} is a damaged record of games ({reason}); it was left unchanged"
    ),
    not_a_file=QT_TRANSLATE_NOOP("Record", "cannot use {path} as the record of your games: {reason}"),
)


def _check(connection: sqlite3.Connection) -> None:
    """A whole check of the file: milliseconds for years of games."""
    (verdict,) = connection.execute("PRAGMA quick_check").fetchone()
    if verdict != "ok":
        raise sqlite3.DatabaseError(verdict)


class RecordStore:
    """An open record (one thread uses it: SQLite's rule). Every method raises :class:`RecordError`."""

    def __init__(self, path: Path, connection: sqlite3.Connection) -> None:
        self.path = path
        self._connection = connection

    @classmethod
    def open(cls, path: str | os.PathLike[str]) -> RecordStore:
        """The record at ``path`` to write the games to, made if there is none. The games a killed
        program left under way end, unwon, when they last changed (a game another window plays on is
        under way again at its next change)."""
        connection = RECORD_FILE.open(path, BUSY_SECONDS, _check, create=True)
        assert connection is not None  # made when there was none
        store = cls(Path(path), connection)
        store._write("UPDATE games SET ended = updated WHERE ended IS NULL", ())
        return store

    @classmethod
    def open_to_read(cls, path: str | os.PathLike[str]) -> RecordStore | None:
        """The record at ``path`` as it is, to read (a window may be writing it); None if there is none."""
        connection = RECORD_FILE.open(path, BUSY_SECONDS, _check, create=False)
        return None if connection is None else cls(Path(path), connection)

    def close(self) -> None:
        """Close the file; an error closing it changes nothing committed."""
        with contextlib.suppress(sqlite3.Error):
            self._connection.close()

    def __enter__(self) -> RecordStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- writing: one transaction each ----------------------------------------------------------------

    def begin(self, game: str, deal: int, autoplay: Autoplay, when: str) -> int:
        """A new game's row (its first move made ``when``, ISO 8601); its id."""
        cursor = self._write(
            "INSERT INTO games (game, deal, autoplay, started, updated) VALUES (?, ?, ?, ?, ?)",
            (game, deal, autoplay, when, when),
        )
        assert cursor.lastrowid is not None
        return cursor.lastrowid

    def update(self, game_id: int, state: GameState) -> None:
        """The game's row as it is now."""
        self._write(
            "UPDATE games SET moves = ?, own_moves = ?, solver_moves = ?, auto_moves = ?, seconds = ?, "
            "won = ?, updated = ?, ended = ? WHERE id = ?",
            (*astuple(state), game_id),
        )

    def end(self, game_id: int, when: str) -> None:
        """The game ends unwon (restarted, or the window closed)."""
        self._write(
            "UPDATE games SET ended = ?, updated = ? WHERE id = ? AND ended IS NULL", (when, when, game_id)
        )

    def _write(self, sql: str, parameters: Sequence[object]) -> sqlite3.Cursor:
        try:
            return self._connection.execute(sql, parameters)  # autocommit: one transaction
        except sqlite3.Error as error:
            raise RECORD_FILE.fail(CANNOT_WRITE, self.path, error) from None

    # -- reading ----------------------------------------------------------------------------------------

    def read(self, sql: str, parameters: Sequence[object] = ()) -> list[tuple[Any, ...]]:
        """The rows of a read-only query."""
        try:
            return self._connection.execute(sql, parameters).fetchall()
        except sqlite3.Error as error:
            raise RECORD_FILE.fail(RECORD_FILE.cannot_read, self.path, error) from None
