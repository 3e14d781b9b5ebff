"""Shared helpers of the catalogue's tests: rows made up for queries, a stand-in short engine, the table as
SQLite itself reads it, and a build started as a user starts it."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from freecell_gui.core.catalogue.facts import ShortEngine
from freecell_gui.core.catalogue.store import SCHEMA_VERSION, Catalogue, Row
from freecell_gui.core.rules.position import Position
from tests.helpers.processes import default_sigint

ENGINE = "fc-solve 5.0.0 fast, freecell-gui 0.1.0"


def stand_in_short_moves(position: Position, stop: threading.Event | None = None) -> int:
    """A short engine's answer for the tests: the cards of the first column, plus 40."""
    return 40 + len(position.cascades[0])


STAND_IN_SHORT = ShortEngine("stand-in 1.0", stand_in_short_moves)


def made_up_rows(count: int) -> list[Row]:
    """Rows 1 … ``count``: every seventh deal without a solution, every eleventh given up, the others
    solved in 40 … 109 moves with an effort that varies independently of the moves."""
    rows = []
    for deal in range(1, count + 1):
        if deal % 7 == 0:
            rows.append(Row(deal, "no-solution", None, 30_000 + deal, 20_000 + deal, None, ENGINE))
        elif deal % 11 == 0:
            rows.append(Row(deal, "gave-up", None, 2_000_000, 900_000, None, ENGINE))
        else:
            moves, iterations = 40 + deal * 37 % 70, 50 + deal * 101 % 9000
            rows.append(Row(deal, "solved", moves, iterations, iterations + 30, round(moves / 3, 1), ENGINE))
    return rows


def catalogue_of(path: Path, rows: list[Row]) -> Path:
    with Catalogue.open(path, create=True) as catalogue:
        catalogue.write(rows)
    return path


def spoil(path: Path, sql: str, parameters: Sequence[object] = ()) -> Path:
    """The catalogue at ``path`` changed by ``sql`` as another program may (the sqlite3 shell), the
    schema's checks off."""
    connection = sqlite3.connect(path)
    try:
        connection.execute("PRAGMA ignore_check_constraints = ON")
        connection.execute(sql, parameters)
        connection.commit()
    finally:
        connection.close()
    return path


def damage(path: Path, change: str, deal: int = 5) -> Path:
    """Deal ``deal``'s row of the catalogue at ``path`` changed by ``UPDATE deals SET change``."""
    return spoil(path, f"UPDATE deals SET {change} WHERE deal = ?", (deal,))


#: Changes to a row no sound catalogue holds, and how the catalogue names each (deal 5's row).
DAMAGES = [
    ("moves = 'abc', difficulty = 'NaN'", "deal 5: moves 'abc'"),
    ("moves = -7", "deal 5: moves -7"),
    ("moves = 10001", "deal 5: moves 10,001"),
    ("moves = 52.5", "deal 5: moves 52.5"),
    ("difficulty = 'NaN'", "deal 5: difficulty 'NaN'"),
    ("difficulty = 1e308", "deal 5: difficulty 1e+308"),
    ("difficulty = 9e999", "deal 5: difficulty inf"),
    ("difficulty = -0.5", "deal 5: difficulty -0.5"),
    ("iterations = -1", "deal 5: iterations -1"),
    ("positions = x'00ff'", "deal 5: positions b'\\x00\\xff'"),
    ("verdict = 'won'", "deal 5: verdict 'won'"),
    ("engine = 99", "deal 5: engine NULL"),
    ("short_moves = 'many', short_engine = 1", "deal 5: short_moves 'many'"),
    ("deal = 9999999999999", "a row of deal 9,999,999,999,999, which is not a deal number"),
]


def foreign_file(path: Path) -> None:
    """Another program's SQLite database at ``path``."""
    connection = sqlite3.connect(path)
    connection.execute("CREATE TABLE notes (text TEXT)")
    connection.commit()
    connection.close()


def truncated_catalogue(path: Path) -> None:
    """A catalogue of 3000 deals at ``path``, cut short (a copy that stopped half-way)."""
    catalogue_of(path, made_up_rows(3000))
    with path.open("r+b") as file:
        file.truncate(8192)


def newer_catalogue(path: Path) -> None:
    """A catalogue at ``path`` whose schema is a newer program's."""
    catalogue_of(path, made_up_rows(3))
    spoil(path, f"PRAGMA user_version = {SCHEMA_VERSION + 1}")


#: Files no catalogue can be read from or built into, and what the refusal says of each.
UNUSABLE_FILES = [
    (foreign_file, "another program's SQLite database"),
    (truncated_catalogue, "is a damaged catalogue (database disk image is malformed)"),
    (newer_catalogue, "the catalogue of a newer freecell-gui"),
]


def table(path: Path) -> list[tuple[Any, ...]]:
    """Every row of the deals table with its engines' names, in deal order, read by plain sqlite3 (with
    write access: after a SIGKILL, the first reader rebuilds the WAL's index, which a read-only one
    cannot do; the rows are not changed)."""
    assert path.is_file(), path
    connection = sqlite3.connect(path)
    try:
        return connection.execute(
            "SELECT d.deal, verdict, moves, iterations, positions, difficulty, e.name, short_moves "
            "FROM deals AS d JOIN engines AS e ON e.id = d.engine ORDER BY d.deal"
        ).fetchall()
    finally:
        connection.close()


def start_build(*args: str) -> subprocess.Popen[str]:
    """``freecell catalogue build ARGS`` started in the background, its output in pipes."""
    return subprocess.Popen(
        [sys.executable, "-m", "freecell_gui", "catalogue", "build", *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONIOENCODING": "utf-8"},
        preexec_fn=default_sigint,  # the tests send it Ctrl+C, also when they run as a background job
    )


def children_of(pid: int) -> set[int]:
    """The processes whose parent is ``pid`` (Linux's /proc)."""
    children = set()
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(fields[1]) == pid:
                children.add(int(entry.name))
    return children


def failing_chunk(deals: range) -> list[Row]:
    """A chunk's work that fails, as a solver bug would."""
    raise RuntimeError(f"chunk {deals.start} failed")


def slow_first_chunks(deals: Sequence[int]) -> list[int]:
    """A chunk's work that takes 1.5 s for the chunk of deal 1, no time for the others: while one worker
    is on the first chunk, the other does the rest."""
    import time

    time.sleep(1.5 if deals[0] == 1 else 0)
    return list(deals)
