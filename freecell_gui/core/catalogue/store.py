"""The deal catalogue's file: one SQLite row per deal, in WAL mode, written a chunk per transaction.

The file is ours only if its header says so: SQLite's ``application_id`` (:data:`APPLICATION_ID`) and
``user_version`` (the schema version) are read straight from the first 100 bytes before SQLite opens
it, so a foreign or corrupt file is reported (:class:`CatalogueError`, one line) and never written to.
A new catalogue is made whole in a temporary file beside it and linked into place, so a crash never
leaves a half-made file that the next run would take for a foreign one. The file is a regular file or
made as one: a device, a FIFO or a socket is refused before it is opened, and a symbolic link is followed,
never replaced (the rule of every file the program writes: util/atomic_file.py). The header's check and
the making of the file are util/sqlite_file.py's, as for the record of games.

WAL mode lets a reader (the window's status bar) look deals up while a build writes; each chunk of rows
is one transaction, so a build killed at any moment leaves every chunk either whole or absent.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
from collections.abc import Iterable, Iterator, Sequence
from pathlib import Path
from typing import Any

from freecell_gui import __version__
from freecell_gui.core.catalogue.rows import ROW_COLUMNS, ROW_TABLES, DamagedRowError, checked_row
from freecell_gui.core.catalogue.rows import VERDICTS as VERDICTS  # re-exported: read from here since before
from freecell_gui.core.catalogue.rows import Row as Row  # re-exported: the builds make them from here
from freecell_gui.util.catalogue_file import default_path
from freecell_gui.util.sqlite_file import SqliteFile
from freecell_gui.util.text_marks import QT_TRANSLATE_NOOP

# The messages of :class:`CatalogueError`, marked so that the window shows them translated (the CLI: English);
# the file's own are CATALOGUE_FILE's.
MISSING = QT_TRANSLATE_NOOP(
    "Catalogue", "there is no catalogue at {path}: build one with `freecell catalogue build A..B`"
)
UNREADABLE = QT_TRANSLATE_NOOP("Catalogue", "{path} cannot be read: {reason}")
CANNOT_WRITE = QT_TRANSLATE_NOOP("Catalogue", "cannot write to the catalogue {path}: {reason}")


# "FCCa" in SQLite's header (offset 68): what marks a file as a freecell-gui deal catalogue.
APPLICATION_ID = 0x46434361
SCHEMA_VERSION = 1
_PLACES = ", ".join("?" * len(Row._fields))
_SCHEMA = f"""
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE engines (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE);
CREATE TABLE deals (
    deal INTEGER PRIMARY KEY CHECK (deal >= 1),
    verdict TEXT NOT NULL CHECK (verdict IN {VERDICTS!r}),
    moves INTEGER,
    iterations INTEGER NOT NULL,
    positions INTEGER NOT NULL,
    difficulty REAL,
    engine INTEGER NOT NULL REFERENCES engines (id),
    short_moves INTEGER,
    short_engine INTEGER REFERENCES engines (id)
);
-- Each index is ordered by its column, then by deal (the rowid), which is every sort a query offers.
CREATE INDEX deals_by_moves ON deals (moves);
CREATE INDEX deals_by_difficulty ON deals (difficulty);
CREATE INDEX deals_by_verdict ON deals (verdict);
INSERT INTO meta VALUES ('created by', 'freecell-gui {__version__}');
"""


class CatalogueError(Exception):
    """The catalogue cannot be used: missing, foreign, corrupt or unwritable; the message is one line."""


class CatalogueMissingError(CatalogueError):
    """There is no catalogue at the path (and none was to be made)."""


CATALOGUE_FILE = SqliteFile(
    APPLICATION_ID,
    SCHEMA_VERSION,
    _SCHEMA,
    frozenset({"meta", "engines", "deals"}),
    CatalogueError,
    cannot_read=QT_TRANSLATE_NOOP("Catalogue", "cannot read the catalogue {path}: {reason}"),
    not_sqlite=QT_TRANSLATE_NOOP(
        "Catalogue", "{path} is not a deal catalogue (not an SQLite database); it was left unchanged"
    ),
    foreign=QT_TRANSLATE_NOOP(
        "Catalogue",
        "{path} is another program's SQLite database, not a deal catalogue; it was left unchanged",
    ),
    newer=QT_TRANSLATE_NOOP(
        "Catalogue",
        "{path} is the catalogue of a newer freecell-gui (schema {version}, this one reads {reads});"
        " it was left unchanged",
    ),
    cannot_create=QT_TRANSLATE_NOOP("Catalogue", "cannot create the catalogue {path}: {reason}"),
    cannot_open=QT_TRANSLATE_NOOP("Catalogue", "cannot open the catalogue {path}: {reason}"),
    damaged=QT_TRANSLATE_NOOP("Catalogue", "{path} is a damaged catalogue ({reason}); it was left unchanged"),
    not_a_file=QT_TRANSLATE_NOOP(
        "Catalogue", "cannot use {path} as the catalogue: {reason}; it was left unchanged"
    ),
)


class DamagedCatalogueError(CatalogueError):
    """A row read holds what no sound catalogue holds (its deal and field named); the others may be sound."""


def _damaged(path: Path, error: DamagedRowError) -> DamagedCatalogueError:
    return DamagedCatalogueError(CATALOGUE_FILE.says(CATALOGUE_FILE.damaged, path, error.args[0]))


def _read_last_deal(connection: sqlite3.Connection) -> None:
    """A read of the deals' table: a damaged file says so here."""
    connection.execute("SELECT deal FROM deals ORDER BY deal DESC LIMIT 1").fetchall()


class Catalogue:
    """An open catalogue. One thread uses it (SQLite's rule); a reader and a build each open their own."""

    def __init__(self, path: Path, connection: sqlite3.Connection) -> None:
        self.path = path
        self._connection = connection
        self._engine_ids: dict[str, int] = {}

    @classmethod
    def open(cls, path: str | os.PathLike[str], create: bool = False) -> Catalogue:
        """The catalogue at ``path``; with ``create``, a new one when there is none. Raises
        :class:`CatalogueMissingError` or :class:`CatalogueError` (foreign, corrupt, unreadable, not a
        regular file). A symbolic link is followed: the catalogue is the file it leads to."""
        connection = CATALOGUE_FILE.open(path, 60, _read_last_deal, create=create)
        if connection is None:
            raise CatalogueMissingError(CATALOGUE_FILE.says(MISSING, Path(path)))
        return cls(Path(path), connection)

    @classmethod
    def open_default(cls, create: bool = False) -> Catalogue:
        """The catalogue in the user's data folder (see :meth:`open`)."""
        return cls.open(default_path(), create)

    def close(self) -> None:
        self._connection.close()

    def __enter__(self) -> Catalogue:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def lookup(self, deal: int) -> Row | None:
        """What the catalogue knows of ``deal``, or None (its row damaged: :class:`DamagedCatalogueError`)."""
        rows = list(self.rows("WHERE d.deal = ?", (deal,)))  # read to the end: no statement left open
        return rows[0] if rows else None

    def rows(self, clauses: str, parameters: Sequence[object] = ()) -> Iterator[Row]:
        """The rows of ``SELECT`` :data:`ROW_COLUMNS` ``FROM`` :data:`ROW_TABLES` ``clauses``, each checked
        as it comes: a damaged one raises :class:`DamagedCatalogueError`."""
        for values in self.iterate(f"SELECT {ROW_COLUMNS} FROM {ROW_TABLES} {clauses}", parameters):
            try:
                yield checked_row(values)
            except DamagedRowError as error:
                raise _damaged(self.path, error) from None

    def sound_rows(
        self, clauses: str, parameters: Sequence[object] = ()
    ) -> tuple[list[Row], DamagedCatalogueError | None]:
        """:meth:`rows` without the damaged ones, and the error of the first of them (None: none)."""
        sound: list[Row] = []
        damage: DamagedCatalogueError | None = None
        for values in self.read(f"SELECT {ROW_COLUMNS} FROM {ROW_TABLES} {clauses}", parameters):
            try:
                sound.append(checked_row(values))
            except DamagedRowError as error:
                damage = damage or _damaged(self.path, error)
        return sound, damage

    def check_rows(self, where: str, parameters: Sequence[object] = ()) -> None:
        """Raise :class:`DamagedCatalogueError` if a row that ``where`` selects is damaged (when a value SQL
        gathered is unsound, its row names the deal and the field)."""
        for _ in self.rows(f"WHERE {where}", parameters):
            pass

    def read(self, sql: str, parameters: Sequence[object] = ()) -> list[tuple[Any, ...]]:
        """The rows of a read-only query; a damaged file raises :class:`CatalogueError`."""
        try:
            return self._connection.execute(sql, parameters).fetchall()
        except sqlite3.DatabaseError as error:
            raise CATALOGUE_FILE.fail(UNREADABLE, self.path, error) from None

    @contextlib.contextmanager
    def snapshot(self) -> Iterator[None]:
        """Reads inside see the catalogue as it was at the first of them, whatever a build commits
        meanwhile (one read transaction; WAL keeps the writer going)."""
        try:
            self._connection.execute("BEGIN")
        except sqlite3.Error as error:
            raise CATALOGUE_FILE.fail(UNREADABLE, self.path, error) from None
        try:
            yield
        finally:
            with contextlib.suppress(sqlite3.Error):  # a read transaction: nothing to lose
                self._connection.execute("COMMIT")

    def iterate(self, sql: str, parameters: Sequence[object] = ()) -> Iterator[tuple[Any, ...]]:
        """The rows of a read-only query, fetched as they are consumed."""
        try:
            cursor = self._connection.execute(sql, parameters)
            while batch := cursor.fetchmany(1000):
                yield from batch
        except sqlite3.DatabaseError as error:
            raise CATALOGUE_FILE.fail(UNREADABLE, self.path, error) from None

    def write(self, rows: Iterable[Row]) -> None:
        """Store ``rows`` (replacing what was known of their deals) in one transaction: all or none."""
        try:
            self._connection.execute("BEGIN IMMEDIATE")
            try:
                values = [(*row[:6], self._engine_id(row.engine), *self._short(row)) for row in rows]
                self._connection.executemany(f"INSERT OR REPLACE INTO deals VALUES ({_PLACES})", values)
                self._connection.execute("COMMIT")
            except BaseException:
                self._connection.execute("ROLLBACK")
                self._engine_ids.clear()  # ids made in the rolled-back transaction are gone
                raise
        except sqlite3.Error as error:
            raise CATALOGUE_FILE.fail(CANNOT_WRITE, self.path, error) from None

    def _short(self, row: Row) -> tuple[int | None, int | None]:
        if row.short_moves is None or row.short_engine is None:
            return None, None
        return row.short_moves, self._engine_id(row.short_engine)

    def _engine_id(self, name: str) -> int:
        known = self._engine_ids.get(name)
        if known is None:
            self._connection.execute("INSERT OR IGNORE INTO engines (name) VALUES (?)", (name,))
            (known,) = self._connection.execute("SELECT id FROM engines WHERE name = ?", (name,)).fetchone()
            self._engine_ids[name] = known
        return known
