"""The deal catalogue's file: one SQLite row per deal, in WAL mode, written a chunk per transaction.

The file is ours only if its header says so: SQLite's ``application_id`` (:data:`APPLICATION_ID`) and
``user_version`` (the schema version) are read straight from the first 100 bytes before SQLite opens
it, so a foreign or corrupt file is reported (:class:`CatalogueError`, one line) and never written to.
A new catalogue is made whole in a temporary file beside it and linked into place, so a crash never
leaves a half-made file that the next run would take for a foreign one (util/sqlite_file.py, as the
record of games is).

WAL mode lets a reader (the window's status bar) look deals up while a build writes; each chunk of rows
is one transaction, so a build killed at any moment leaves every chunk either whole or absent.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
from collections.abc import Iterable, Iterator, Sequence
from pathlib import Path
from typing import Any, NamedTuple

from freecell_gui import __version__
from freecell_gui.util.catalogue_file import default_path
from freecell_gui.util.sqlite_file import SqliteFile
from freecell_gui.util.text_marks import QT_TRANSLATE_NOOP, Message, message

# The messages of :class:`CatalogueError`, marked so that the window shows them translated (the CLI: English).
CANNOT_READ = QT_TRANSLATE_NOOP("Catalogue", "cannot read the catalogue {path}: {reason}")
NOT_SQLITE = QT_TRANSLATE_NOOP(
    "Catalogue", "{path} is not a deal catalogue (not an SQLite database); it was left unchanged"
)
FOREIGN = QT_TRANSLATE_NOOP(
    "Catalogue", "{path} is another program's SQLite database, not a deal catalogue; it was left unchanged"
)
NEWER = QT_TRANSLATE_NOOP(
    "Catalogue",
    "{path} is the catalogue of a newer freecell-gui (schema {version}, this one reads {reads});"
    " it was left unchanged",
)
CANNOT_CREATE = QT_TRANSLATE_NOOP("Catalogue", "cannot create the catalogue {path}: {reason}")
MISSING = QT_TRANSLATE_NOOP(
    "Catalogue", "there is no catalogue at {path}: build one with `freecell catalogue build A..B`"
)
CANNOT_OPEN = QT_TRANSLATE_NOOP("Catalogue", "cannot open the catalogue {path}: {reason}")
DAMAGED = QT_TRANSLATE_NOOP("Catalogue", "{path} is a damaged catalogue ({reason}); it was left unchanged")
UNREADABLE = QT_TRANSLATE_NOOP("Catalogue", "{path} cannot be read: {reason}")
CANNOT_WRITE = QT_TRANSLATE_NOOP("Catalogue", "cannot write to the catalogue {path}: {reason}")


#: "FCCa" in SQLite's header (offset 68): what marks a file as a freecell-gui deal catalogue.
APPLICATION_ID = 0x46434361
SCHEMA_VERSION = 1
VERDICTS = ("solved", "no-solution", "gave-up")
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
#: The columns of a :class:`Row`, in its order, the engines' names joined in.
ROW_COLUMNS = (
    "d.deal, d.verdict, d.moves, d.iterations, d.positions, d.difficulty, e.name, d.short_moves, s.name"
)
_PLACES = ", ".join("?" * 9)
ROW_TABLES = "deals AS d JOIN engines AS e ON e.id = d.engine LEFT JOIN engines AS s ON s.id = d.short_engine"


def _says(template: str, path: Path, reason: object = "") -> Message:
    """A catalogue message about ``path`` (the reason, an OS's or SQLite's words, stays English)."""
    return message(template, path=str(path), reason=str(reason))


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
    CANNOT_READ,
    NOT_SQLITE,
    FOREIGN,
    NEWER,
    CANNOT_CREATE,
    CANNOT_OPEN,
    DAMAGED,
)


class Row(NamedTuple):
    """What the catalogue knows of one deal. ``moves`` (solved deals only): the moves a player makes
    with Microsoft's safe autoplay, as freecellgamesolutions.com counts them; ``iterations`` and
    ``positions``: the search effort; ``difficulty``: see :func:`~.facts.difficulty`; ``engine``: the
    solver and version that made the row; ``short_moves``/``short_engine``: the short engine's count."""

    deal: int
    verdict: str
    moves: int | None
    iterations: int
    positions: int
    difficulty: float | None
    engine: str
    short_moves: int | None = None
    short_engine: str | None = None


def _check_header(path: Path) -> bool:
    """Whether ``path`` holds a catalogue (False: no file, or an empty one, to be made); raises
    :class:`CatalogueError` for anything else, having only read its first bytes."""
    return CATALOGUE_FILE.exists(path, path)


def _create(path: Path) -> None:
    """A new, empty catalogue at ``path``, made in a temporary file and linked there whole."""
    CATALOGUE_FILE.make(path, path)


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
        :class:`CatalogueMissingError` or :class:`CatalogueError` (foreign, corrupt, unreadable)."""
        path = Path(path)
        if not _check_header(path):
            if not create:
                raise CatalogueMissingError(_says(MISSING, path))
            _create(path)
            _check_header(path)
        return cls(path, CATALOGUE_FILE.connect(path, path, 60, _read_last_deal))

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
        """What the catalogue knows of ``deal``, or None."""
        rows = self.read(f"SELECT {ROW_COLUMNS} FROM {ROW_TABLES} WHERE d.deal = ?", (deal,))
        return Row(*rows[0]) if rows else None

    def read(self, sql: str, parameters: Sequence[object] = ()) -> list[tuple[Any, ...]]:
        """The rows of a read-only query; a damaged file raises :class:`CatalogueError`."""
        try:
            return self._connection.execute(sql, parameters).fetchall()
        except sqlite3.DatabaseError as error:
            raise CatalogueError(_says(UNREADABLE, self.path, error)) from None

    @contextlib.contextmanager
    def snapshot(self) -> Iterator[None]:
        """Reads inside see the catalogue as it was at the first of them, whatever a build commits
        meanwhile (one read transaction; WAL keeps the writer going)."""
        try:
            self._connection.execute("BEGIN")
        except sqlite3.Error as error:
            raise CatalogueError(_says(UNREADABLE, self.path, error)) from None
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
            raise CatalogueError(_says(UNREADABLE, self.path, error)) from None

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
            raise CatalogueError(_says(CANNOT_WRITE, self.path, error)) from None

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

    def done_by_chunk(self, first: int, last: int, chunk: int, short: bool) -> dict[int, int]:
        """How many deals of ``first`` … ``last`` are done, per chunk ((deal - 1) // ``chunk``); with
        ``short``, a solved deal is done only once it has the short engine's count too."""
        where = f"deal BETWEEN ? AND ? {_done(short)}"
        rows = self.read(
            f"SELECT (deal - 1) / ?, count(*) FROM deals WHERE {where} GROUP BY 1", (chunk, first, last)
        )
        return {int(index): int(count) for index, count in rows}

    def done_deals(self, first: int, last: int, short: bool) -> set[int]:
        """The deals of ``first`` … ``last`` that are done (as :meth:`done_by_chunk` counts them)."""
        rows = self.read(f"SELECT deal FROM deals WHERE deal BETWEEN ? AND ? {_done(short)}", (first, last))
        return {int(deal) for (deal,) in rows}


def _done(short: bool) -> str:
    return "AND (short_moves IS NOT NULL OR verdict != 'solved')" if short else ""
