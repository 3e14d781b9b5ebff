"""``freecell catalogue`` run as a user runs it: builds stopped by SIGKILL and Ctrl+C and resumed, files not
ours refused untouched, every query option, the statistics, and a one-line error for every mistake."""

from __future__ import annotations

import csv
import io
import json
import os
import signal
import sqlite3
import time
from pathlib import Path

import pytest
from distributed import LocalCluster

from tests.helpers.catalogue_helpers import (
    catalogue_of,
    children_of,
    damage,
    made_up_rows,
    start_build,
    table,
)
from tests.helpers.cli_process import assert_usage_error, freecell, run_freecell
from tests.helpers.fc_solve import require_fc_solve

ROWS = made_up_rows(200)


def _rows_stored(path: Path) -> int:
    try:
        connection = sqlite3.connect(f"file:{path}?mode=ro", uri=True, timeout=10)
    except sqlite3.Error:  # not made yet
        return 0
    try:
        return int(connection.execute("SELECT count(*) FROM deals").fetchone()[0])
    except sqlite3.Error:  # being made
        return 0
    finally:
        connection.close()


def _wait_for_rows(path: Path, at_least: int) -> None:
    deadline = time.monotonic() + 60
    while _rows_stored(path) < at_least:
        assert time.monotonic() < deadline, "the build stored nothing in a minute"
        time.sleep(0.05)


def test_build_then_query_and_stats(tmp_path: Path) -> None:
    require_fc_solve()
    db = str(tmp_path / "c.sqlite")
    built = freecell("catalogue", "build", "11975..11990", "--db", db, "--chunk", "8")
    assert built.returncode == 0, built.stderr
    assert built.stdout == "" and "16 deals solved and stored" in built.stderr
    assert "--jobs" not in built.stderr  # every core by default: no request was cut
    again = freecell("catalogue", "build", "11975..11990", "--db", db)
    assert again.returncode == 0 and "16 of the 16 deals are in" in again.stderr
    one = freecell("catalogue", "build", "11980..11980", "--db", db)
    assert one.returncode == 0 and f"deal 11980 is in {db} already" in one.stderr
    cut = freecell("catalogue", "build", "11991..11999", "--db", db, "--jobs", "8")
    assert cut.returncode == 0 and "--jobs 8 cut to 1: only 1 chunk of work" in cut.stderr
    found = freecell("catalogue", "query", "--db", db, "--verdict", "no-solution", "--format", "json")
    assert [json.loads(line)["deal"] for line in found.stdout.splitlines()] == [11982]
    stats = freecell("catalogue", "stats", "--db", db).stdout
    assert "rows: 25\n" in stats and "no-solution 1" in stats and "11,975 … 11,999 (complete)" in stats


def test_sigkill_loses_only_chunks_in_flight_and_the_same_command_resumes(tmp_path: Path) -> None:
    require_fc_solve()
    db = tmp_path / "c.sqlite"
    arguments = ("1..1200", "--db", str(db), "--chunk", "50", "--jobs", "2")
    build = start_build(*arguments)
    _wait_for_rows(db, 100)
    workers = children_of(build.pid)
    assert len(workers) >= 2
    build.kill()
    build.communicate()
    stored = table(db)
    assert len(stored) % 50 == 0 and len({(row[0] - 1) // 50 for row in stored}) == len(stored) // 50
    deadline = time.monotonic() + 10
    while any(Path(f"/proc/{pid}").exists() for pid in workers):  # the workers die with their parent
        assert time.monotonic() < deadline, f"worker processes {workers} outlived the killed build"
        time.sleep(0.05)
    resumed = freecell("catalogue", "build", *arguments)
    assert resumed.returncode == 0, resumed.stderr
    assert f"{len(stored):,} of the 1,200 deals are in" in resumed.stderr
    complete = table(db)
    assert [row[0] for row in complete] == list(range(1, 1201))
    assert [row for row in complete if row[0] in {r[0] for r in stored}] == stored


def test_ctrl_c_exits_130_keeping_whole_chunks(tmp_path: Path) -> None:
    require_fc_solve()
    db = tmp_path / "c.sqlite"
    build = start_build("1..100000", "--db", str(db), "--chunk", "40")
    _wait_for_rows(db, 40)
    build.send_signal(signal.SIGINT)
    _, stderr = build.communicate(timeout=60)
    assert build.returncode == 130
    stored = len(table(db))
    interrupted = f"interrupted: {stored:,} of the 100,000 deals are in {db}; the same command goes on"
    assert stderr.splitlines()[-1] == f"freecell catalogue: {interrupted}"
    assert "Traceback" not in stderr and stored % 40 == 0 and 0 < stored < 100000


def _foreign(path: Path) -> None:
    with sqlite3.connect(path) as connection:
        connection.execute("CREATE TABLE notes (text TEXT)")
    connection.close()


@pytest.mark.parametrize("make", [lambda path: path.write_bytes(os.urandom(3000)), _foreign])
@pytest.mark.parametrize("command", [("build", "1..5"), ("query",), ("stats",)])
def test_a_corrupt_or_foreign_file_exits_2_unchanged(tmp_path: Path, make, command: tuple[str, ...]) -> None:
    path = tmp_path / "c.sqlite"
    make(path)
    before = path.read_bytes()
    assert_usage_error(freecell("catalogue", *command, "--db", str(path)), str(path), "left unchanged")
    assert path.read_bytes() == before and sorted(p.name for p in tmp_path.iterdir()) == ["c.sqlite"]


def test_stats_of_a_catalogue_with_a_damaged_row_is_one_line_and_exit_2(tmp_path: Path) -> None:
    db = damage(catalogue_of(tmp_path / "c.sqlite", ROWS), "moves = 'abc', difficulty = 'NaN'")
    before = db.read_bytes()
    result = freecell("catalogue", "stats", "--db", str(db))
    assert_usage_error(result)
    said = f"{db} is a damaged catalogue (deal 5: moves 'abc'); it was left unchanged"
    assert result.stderr == f"freecell catalogue: error: {said}\n"
    assert db.read_bytes() == before


@pytest.mark.parametrize(
    ("change", "reason"),
    [
        ("moves = 'abc', difficulty = 'NaN'", "deal 5: moves 'abc'"),
        ("moves = -7", "deal 5: moves -7"),
        ("difficulty = 1e308", "deal 5: difficulty 1e+308"),
        ("deal = 9999999999999", "a row of deal 9,999,999,999,999, which is not a deal number"),
    ],
)
def test_a_query_stops_at_a_damaged_row_with_one_line_and_exit_2(
    tmp_path: Path, change: str, reason: str
) -> None:
    db = damage(catalogue_of(tmp_path / "c.sqlite", ROWS), change)
    result = freecell("catalogue", "query", "--db", str(db), "--format", "json")
    assert result.returncode == 2 and "Traceback" not in result.stderr
    said = f"{db} is a damaged catalogue ({reason}); it was left unchanged"
    assert result.stderr == f"freecell catalogue: error: {said}\n"
    printed = [json.loads(line)["deal"] for line in result.stdout.splitlines()]
    assert printed == (
        [row.deal for row in ROWS if row.deal != 5] if "not a deal" in reason else [1, 2, 3, 4]
    )


def test_the_default_catalogue_is_in_the_users_data_folder(tmp_path: Path) -> None:
    require_fc_solve()
    home = {"XDG_DATA_HOME": str(tmp_path)}
    assert run_freecell("catalogue", "build", "617", env=home).returncode == 0
    assert (tmp_path / "freecell-gui" / "catalogue.sqlite").is_file()
    assert (
        run_freecell("catalogue", "query", "--format", "csv", env=home)
        .stdout.splitlines()[1]
        .startswith("617,solved,")
    )


def _query(db: Path, *options: str) -> list[dict[str, object]]:
    result = freecell("catalogue", "query", "--db", str(db), "--format", "json", *options)
    assert result.returncode in (0, 1), result.stderr
    return [json.loads(line) for line in result.stdout.splitlines()]


@pytest.mark.parametrize(
    ("options", "expected"),
    [
        ((), [r.deal for r in ROWS]),
        (("--range", "50..60"), list(range(50, 61))),
        (("--verdict", "no-solution"), [r.deal for r in ROWS if r.verdict == "no-solution"]),
        (("--verdict", "gave-up", "--limit", "3"), [11, 22, 33]),
        (("--min-moves", "100"), [r.deal for r in ROWS if r.moves is not None and r.moves >= 100]),
        (("--max-moves", "42"), [r.deal for r in ROWS if r.moves is not None and r.moves <= 42]),
        (
            ("--min-moves", "45", "--sort", "moves", "--limit", "100"),
            [r.deal for r in sorted(ROWS, key=lambda r: (r.moves or 0, r.deal)) if (r.moves or 0) >= 45][
                :100
            ],
        ),
        (
            ("--sort", "moves", "--reverse", "--range", "1..30"),
            [r.deal for r in sorted(ROWS[:30], key=lambda r: (-(r.moves or 0), r.deal)) if r.moves]
            + [r.deal for r in ROWS[:30] if r.moves is None],
        ),
        (
            ("--sort", "difficulty", "--limit", "5"),
            [r.deal for r in sorted((r for r in ROWS if r.difficulty), key=lambda r: (r.difficulty, r.deal))][
                :5
            ],
        ),
        (("--sort", "deal", "--reverse", "--limit", "2"), [200, 199]),
        (("--min-moves", "200"), []),
    ],
)
def test_every_query_filter_and_sort(tmp_path: Path, options: tuple[str, ...], expected: list[int]) -> None:
    db = catalogue_of(tmp_path / "c.sqlite", ROWS)
    assert [row["deal"] for row in _query(db, *options)] == expected


def test_sorting_by_moves_puts_deals_without_moves_last_in_deal_order(tmp_path: Path) -> None:
    db = catalogue_of(tmp_path / "c.sqlite", ROWS)
    for reverse in ((), ("--reverse",)):
        rows = _query(db, "--sort", "moves", "--range", "1..30", *reverse)
        tail = [row["deal"] for row in rows if row["moves"] is None]
        assert tail == [7, 11, 14, 21, 22, 28] and [row["deal"] for row in rows[-6:]] == tail


def test_the_formats_carry_every_field(tmp_path: Path) -> None:
    db = catalogue_of(tmp_path / "c.sqlite", ROWS)
    options = ("--range", "6..8", "--db", str(db))
    objects = _query(db, "--range", "6..8")
    assert [{k: o[k] for k in ("deal", "verdict", "moves", "difficulty")} for o in objects] == [
        {"deal": r.deal, "verdict": r.verdict, "moves": r.moves, "difficulty": r.difficulty}
        for r in ROWS[5:8]
    ]
    records = list(csv.DictReader(io.StringIO(freecell("catalogue", "query", *options, "-f", "csv").stdout)))
    assert [(r["deal"], r["verdict"], r["moves"], r["engine"]) for r in records] == [
        (str(r.deal), r.verdict, "" if r.moves is None else str(r.moves), r.engine) for r in ROWS[5:8]
    ]
    text = freecell("catalogue", "query", *options).stdout.splitlines()
    assert text[0].split() == ["deal", "verdict", "moves", "short", "difficulty", "iterations"]
    assert text[2].split() == ["7", "no-solution", "-", "-", "-", f"{ROWS[6].iterations:,}"]


def test_stats_counts_verdicts_gaps_and_moves(tmp_path: Path) -> None:
    db = catalogue_of(tmp_path / "c.sqlite", [row for row in ROWS if row.deal != 100])
    lines = freecell("catalogue", "stats", "--db", str(db)).stdout.splitlines()
    solved = [r for r in ROWS if r.verdict == "solved" and r.deal != 100]
    assert lines[1] == "rows: 199"
    assert lines[2] == f"verdicts: solved {len(solved)}, no-solution 28, gave-up 16"
    assert lines[3] == "range covered: 1 … 200 (1 deals missing)"
    bars = [
        line.split() for line in lines[lines.index("moves of the solutions found (safe autoplay):") + 1 :]
    ]
    assert sum(int(bar[1]) for bar in bars) == len(solved)
    assert bars[0][0] == "40–44" and bars[-1][0] == "105–109"
    fullest = max(bars, key=lambda bar: int(bar[1]))
    assert fullest[2] == "#" * 40


def test_no_match_exits_1(tmp_path: Path) -> None:
    db = catalogue_of(tmp_path / "c.sqlite", ROWS)
    result = freecell("catalogue", "query", "--db", str(db), "--range", "500..600")
    assert (
        result.returncode == 1 and result.stderr == "freecell catalogue: no deal in the catalogue matches\n"
    )


def test_a_cluster_build_from_the_command_line_matches_a_local_one(tmp_path: Path) -> None:
    require_fc_solve()
    local, clustered = tmp_path / "local.sqlite", tmp_path / "cluster.sqlite"
    assert freecell("catalogue", "build", "1..30", "--db", str(local), "--chunk", "7").returncode == 0
    with LocalCluster(
        n_workers=2, threads_per_worker=1, processes=False, protocol="tcp", dashboard_address=None
    ) as cluster:
        result = freecell(
            "catalogue",
            "build",
            "1..30",
            "--db",
            str(clustered),
            "--chunk",
            "7",
            "--scheduler",
            cluster.scheduler_address,
        )
    assert result.returncode == 0, result.stderr
    assert table(clustered) == table(local)


@pytest.mark.parametrize(
    ("arguments", "fragment"),
    [
        (("build",), "required: A..B"),
        (("build", "0..5"), "out of range"),
        (("build", "9..5"), "empty range"),
        (("build", "1..5", "--jobs", "0"), "at least 1"),
        (("build", "1..5", "--chunk", "x"), "at least 1"),
        (("build", "1..5", "--jobs", "2", "--scheduler", "tcp://h:8786"), "--jobs sets local"),
        (("build", "1..5", "--scheduler", "h"), "not a Dask scheduler's address"),
        (("query", "--verdict", "lost"), "invalid choice"),
        (("query", "--sort", "name"), "invalid choice"),
        (("query", "--format", "xml"), "invalid choice"),
        (("query", "--min-moves", "-1"), "at least 0"),
        (("query", "--min-moves", "50", "--max-moves", "40"), "exceeds --max-moves"),
        (("query", "--limit", "0"), "at least 1"),
        (("query", "--range", "5..x"), "not a deal number"),
        (("query",), "no catalogue at"),
        (("stats",), "no catalogue at"),
        (("rebuild",), "invalid choice"),
        ((), "required: ACTION"),
    ],
)
def test_every_mistake_is_one_line_and_exit_2(
    tmp_path: Path, arguments: tuple[str, ...], fragment: str
) -> None:
    db = (
        ("--db", str(tmp_path / "none.sqlite"))
        if arguments[:1] in (("query",), ("stats",), ("build",))
        else ()
    )
    assert_usage_error(freecell("catalogue", *arguments, *db), fragment)
    assert not (tmp_path / "none.sqlite").exists()


def test_a_short_build_stores_our_searchs_count_beside_fc_solves(tmp_path: Path) -> None:
    db = str(tmp_path / "c.sqlite")
    assert freecell("catalogue", "build", "3..4", "--short", "--db", db).returncode == 0
    printed = freecell("catalogue", "query", "--db", db, "-f", "json").stdout
    rows = [json.loads(line) for line in printed.splitlines()]
    assert [row["deal"] for row in rows] == [3, 4]
    assert all(0 < row["short_moves"] < row["moves"] for row in rows), rows
