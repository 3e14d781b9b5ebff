"""The SQLite files the program keeps (the deal catalogue, the record of games): known by their header,
made whole.

A file is the program's only if SQLite's header, read from its first 100 bytes before SQLite opens it,
carries the program's ``application_id`` and a ``user_version`` (the schema) that it reads: a foreign,
newer or garbled file is reported and never written to. A new file is made in a temporary file beside
its place, in WAL mode, and linked there whole: a crash never leaves half a file that the next run would
take for a foreign one, and a file another process made meanwhile is never replaced (an empty regular
file, holding nothing, is).
"""

from __future__ import annotations

import os
import sqlite3
import stat
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from freecell_gui.util.atomic_file import UnsuitableFileError, check_file_name, regular_destination
from freecell_gui.util.text_marks import Message, message

_MAGIC = b"SQLite format 3\x00"
_HEADER_SIZE = 100


@dataclass(frozen=True)
class SqliteFile:
    """One kind of file: its ``application_id``, its schema's ``version`` and ``schema`` (SQL run once
    in the new file's first transaction) with the ``tables`` it makes, ``error`` (the exception its
    problems raise, with one line) and its messages, templates of ``{path}`` and ``{reason}`` (``newer``:
    ``{version}`` and ``{reads}``): each kind of file words them whole, for translation."""

    application_id: int
    version: int
    schema: str
    tables: frozenset[str]
    error: type[Exception]
    cannot_read: str
    not_sqlite: str
    foreign: str
    newer: str
    cannot_create: str
    cannot_open: str
    damaged: str
    not_a_file: str

    def says(self, template: str, shown: Path | str, reason: object = "") -> Message:
        """One of the messages about the file named ``shown`` (``reason``: an OS's or SQLite's words)."""
        return message(template, path=str(shown), reason=str(reason))

    def fail(self, template: str, shown: Path | str, reason: object = "") -> Exception:
        return self.error(self.says(template, shown, reason))

    def open(
        self,
        path: str | os.PathLike[str],
        timeout: float,
        check: Callable[[sqlite3.Connection], None],
        *,
        create: bool,
    ) -> sqlite3.Connection | None:
        """A connection to the file at ``path`` (see :meth:`connect`), made first if there is none and
        ``create`` says so; None if there is none to open. Raises :attr:`error`."""
        real, shown = self.destination(path), Path(path)
        if not self.exists(real, shown):
            if not create:
                return None
            self.make(real, shown)
            self.exists(real, shown)
        return self.connect(real, shown, timeout, check)

    def destination(self, path: str | os.PathLike[str]) -> Path:
        """The regular file (or missing name) that ``path`` names: ``path`` or the file its links lead
        to. Anything else raises :attr:`error` before the file is opened (a FIFO would hang a read)."""
        typed = os.fspath(path)
        try:
            return regular_destination(Path(check_file_name(typed)))
        except UnsuitableFileError as problem:
            if not typed:
                raise self.error(problem.args[0]) from None
            raise self.fail(self.not_a_file, typed, problem.args[0]) from None

    def exists(self, path: Path, shown: Path) -> bool:
        """Whether ``path`` holds such a file (False: none, or an empty one, to be made); raises
        :attr:`error` for anything else (named ``shown``), having read only its header."""
        try:
            with path.open("rb") as file:
                header = file.read(_HEADER_SIZE)
        except FileNotFoundError:
            return False
        except OSError as problem:
            raise self.fail(self.cannot_read, shown, reason(problem)) from None
        if not header:
            return False
        if len(header) < _HEADER_SIZE or not header.startswith(_MAGIC):
            raise self.fail(self.not_sqlite, shown)
        if int.from_bytes(header[68:72], "big") != self.application_id:
            raise self.fail(self.foreign, shown)
        found = int.from_bytes(header[60:64], "big")
        if found > self.version:
            raise self.error(message(self.newer, path=str(shown), version=found, reads=self.version))
        return True

    def make(self, path: Path, shown: Path) -> None:
        """A new file at ``path``, empty but for :attr:`schema`; raises :attr:`error` if it cannot be made."""
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            descriptor, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
            os.close(descriptor)
        except OSError as problem:
            raise self.fail(self.cannot_create, shown, reason(problem)) from None
        try:
            umask = os.umask(0)
            os.umask(umask)
            os.chmod(temporary, 0o666 & ~umask)  # as an ordinary new file; mkstemp makes it private
            connection = sqlite3.connect(temporary, isolation_level=None)
            try:
                connection.execute("PRAGMA journal_mode = WAL")  # kept in the file's header
                connection.executescript(
                    f"BEGIN; PRAGMA application_id = {self.application_id}; "
                    f"PRAGMA user_version = {self.version}; {self.schema} COMMIT;"
                )
            finally:
                connection.close()  # the last connection checkpoints the WAL into the file and removes it
            try:
                os.link(temporary, path)  # never replaces a file made meanwhile
            except FileExistsError:
                found = os.lstat(path)
                if (
                    stat.S_ISREG(found.st_mode) and found.st_size == 0
                ):  # never a link or device made meanwhile
                    os.replace(temporary, path)
        except (OSError, sqlite3.Error) as problem:
            raise self.fail(self.cannot_create, shown, reason(problem)) from None
        finally:
            Path(temporary).unlink(missing_ok=True)

    def connect(
        self, path: Path, shown: Path, timeout: float, check: Callable[[sqlite3.Connection], None]
    ) -> sqlite3.Connection:
        """A connection (autocommit, WAL with ``synchronous = NORMAL``: a killed program loses nothing
        committed) to the file at ``path``, whose header :meth:`exists` has checked, once its tables are
        there and ``check`` has read it; raises :attr:`error` (damaged, or locked and not opened)."""
        try:
            connection = sqlite3.connect(path, isolation_level=None, timeout=timeout)
        except sqlite3.Error as problem:
            raise self.fail(self.cannot_open, shown, problem) from None
        try:
            found = {name for (name,) in connection.execute("SELECT name FROM sqlite_master")}
            if not self.tables <= found:
                raise self.fail(self.damaged, shown, "tables missing")
            check(connection)
            connection.execute("PRAGMA synchronous = NORMAL")
        except sqlite3.OperationalError as problem:  # locked, a read-only folder …: the file may be sound
            connection.close()
            raise self.fail(self.cannot_open, shown, problem) from None
        except sqlite3.Error as problem:
            connection.close()
            raise self.fail(self.damaged, shown, problem) from None
        except self.error:
            connection.close()
            raise
        return connection


def reason(error: BaseException) -> str:
    """An OS's or SQLite's words for ``error`` (they stay English)."""
    return str(getattr(error, "strerror", None) or error)
