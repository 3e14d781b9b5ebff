"""``freecell solve`` run as a user runs it: in a subprocess, reading stdout, stderr and the exit status.
Every solution printed is checked by ``freecell replay``; no test needs fc-solve's library (the program
never loads it), and one runs with it made unreachable."""

from __future__ import annotations

import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from freecell_gui.core.rules.autoplay import Autoplay
from freecell_gui.core.rules.position import Position
from freecell_gui.core.rules.replay import replay
from freecell_gui.core.workers import default_jobs
from tests.helpers.cli_process import assert_usage_error, freecell, run_freecell
from tests.helpers.processes import default_sigint

#: fc-solve's library made unreachable, as on a machine without it.
WITHOUT_LIBRARY = {
    "FREECELL_SOLVER_LIBRARY": "/nonexistent/libfreecell-solver.so.0",
    "LD_LIBRARY_PATH": "/nonexistent",
}


def assert_replays(number: int, solution: str, autoplay: str = "safe") -> int:
    """``freecell replay`` wins deal ``number`` with ``solution``; the moves it made."""
    checked = freecell("replay", str(number), "--autoplay", autoplay, stdin=solution)
    assert checked.returncode == 0 and checked.stderr.startswith("solved: "), checked.stderr
    return int(checked.stderr.split()[1])


def stated_count(stderr: str) -> int:
    found = re.search(r": solved in (\d+) moves", stderr)
    assert found, stderr
    return int(found.group(1))


@pytest.mark.parametrize(
    ("preset", "by"), [("short", "freecell-gui's search"), ("fast", "freecell-gui's quick pass")]
)
def test_a_deal_is_solved_and_its_moves_replay(preset: str, by: str) -> None:
    result = freecell("solve", "617", "--preset", preset)
    assert result.returncode == 0, result.stderr
    moves = assert_replays(617, result.stdout)
    assert moves == len(result.stdout.split()) == stated_count(result.stderr)
    assert result.stderr.startswith("deal 617: solved in ") and f", by {by}; " in result.stderr
    assert result.stderr.count("\n") == 1 and "fc-solve" not in result.stderr


def test_the_anytime_search_is_never_longer_than_the_quick_pass() -> None:
    short, fast = freecell("solve", "617"), freecell("solve", "617", "--preset", "fast")
    assert len(short.stdout.split()) <= len(fast.stdout.split()) <= 45  # macroxue's near-optimal: 41


def test_autoplay_none_lists_every_move_and_says_the_sites_count_apart() -> None:
    result = freecell("solve", "3", "--autoplay", "none", "--format", "lines")
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert assert_replays(3, result.stdout, "none") == len(lines)
    assert sum(line.endswith("h") for line in lines) == 52  # every card home by a written move
    assert f"solved in {len(lines)} moves, every one listed (as the site counts it, with safe autoplay: " in (
        result.stderr
    )
    site = freecell("solve", "3")  # the same deal's short form is about that count
    assert stated_count(site.stderr) <= int(re.findall(r"safe autoplay: (\d+) moves", result.stderr)[0])


def test_detailed_prints_every_position_after_every_move() -> None:
    result = freecell("solve", "1", "--autoplay", "none", "--format", "detailed", "--preset", "fast")
    assert result.returncode == 0, result.stderr
    blocks = result.stdout.split("\n\n\n====================\n\n")
    moves = [block.split("\n", 1)[0].removeprefix("Move: ").strip() for block in blocks[1:-1]]
    game = replay(Position.deal(1), " ".join(moves), autoplay=Autoplay.NONE)
    assert [step.position.to_fcs() for step in game.steps] == [
        block.split("\n\n", 1)[1] for block in blocks[1:-1]
    ]
    assert game.final.is_solved()


@pytest.mark.parametrize("preset", ["fast", "short"])
def test_no_solution_exits_1_with_the_proof_on_stderr(preset: str) -> None:
    result = freecell("solve", "11982", "--preset", preset)
    assert result.returncode == 1 and result.stdout == ""
    assert result.stderr.startswith(
        "deal 11982: no solution: every position reachable with safe autoplay was searched ("
    )
    assert result.stderr.count("\n") == 1


def test_giving_up_exits_1_and_says_how_far_it_searched() -> None:
    timed = freecell("solve", "617", "--time-limit", "1e-9")
    assert timed.returncode == 1 and timed.stdout == ""
    assert timed.stderr.startswith("deal 617: gave up: the time limit came first; there may be a solution (")
    assert re.search(r"\(\d[\d,]* positions? searched, ", timed.stderr)


def test_without_fc_solves_library_everything_still_runs() -> None:
    proof = run_freecell("solve", "11982", env=WITHOUT_LIBRARY)
    assert proof.returncode == 1 and "no solution: every position" in proof.stderr
    solved = run_freecell("solve", "1..3", env=WITHOUT_LIBRARY)
    assert solved.returncode == 0 and len(solved.stdout.splitlines()) == 3


def test_max_autoplay_writes_no_move_home_and_1941_is_written_for_safe_autoplay() -> None:
    result = freecell("solve", "617", "--autoplay", "max")
    assert result.returncode == 0, result.stderr
    assert assert_replays(617, result.stdout, "max") == stated_count(result.stderr)
    assert not any(move.endswith("h") for move in result.stdout.split())
    assert " with max autoplay, by freecell-gui's search; " in result.stderr
    only_safe = freecell("solve", "1941", "--autoplay", "max")
    assert only_safe.returncode == 0, only_safe.stderr
    assert_replays(1941, only_safe.stdout, "safe")
    assert "max autoplay cannot win it (a card goes home too soon): written for safe autoplay" in (
        only_safe.stderr
    )


@pytest.mark.parametrize(
    ("args", "fragment"),
    [
        (("solve", "0"), "out of range"),
        (("solve",), "give a deal number"),
        (("solve", "1..3", "--format", "detailed"), "a range prints one line a deal"),
        (("solve", "3..1"), "empty range"),
        (("solve", "1", "--max-positions", "0"), "--max-positions: expected a whole number of at least 1"),
        (("solve", "1", "--jobs", "x"), "--jobs/-j: expected a whole number"),
        (("solve", "1", "--time-limit", "-1"), "--time-limit: expected a number of seconds above 0"),
    ],
)
def test_bad_input_exits_2_with_one_line(args: tuple[str, ...], fragment: str) -> None:
    assert_usage_error(freecell(*args), fragment)


@pytest.mark.parametrize(
    ("option", "text", "fragment"),
    [
        ("--jobs", "1,0", "--jobs/-j: expected a whole number of at least 1, not '1,0'"),
        ("--jobs", "nan", "--jobs/-j: expected a whole number of at least 1, not 'nan'"),
        ("--max-positions", "2,00", "--max-positions: expected a whole number of at least 1, not '2,00'"),
        ("--max-positions", "9" * 40, f"--max-positions: '{'9' * 40}' is too large"),
        ("--time-limit", "nan", "--time-limit: expected a number of seconds above 0, such as 0.5 or 30"),
        ("--time-limit", "inf", "(leave the option out for no limit), not 'inf'"),
        ("--time-limit", "1,5", "not '1,5'"),
        ("--time-limit", "1_0", "not '1_0'"),
        ("--time-limit", "1e999", "not '1e999'"),
    ],
)
def test_numbers_in_options_are_read_as_deal_numbers_are(option: str, text: str, fragment: str) -> None:
    # A group separator only where it groups thousands, nan and inf refused: in every numeric option.
    assert_usage_error(freecell("solve", "1", option, text), fragment)


def test_grouped_option_numbers_are_taken() -> None:
    result = freecell("solve", "617", "--max-positions", "2,000,000", "--preset", "fast")
    assert result.returncode == 0, result.stderr


def test_jobs_are_never_more_than_the_chunks_of_work_nor_the_cores() -> None:
    result = freecell("solve", "1..3", "--jobs", "64")
    assert result.returncode == 0, result.stderr
    assert [line.split()[:2] for line in result.stdout.splitlines()] == [
        [str(n), "solved"] for n in (1, 2, 3)
    ]
    reason = "only 1 chunk of work" if default_jobs() > 1 else "this process may use 1 core"
    assert result.stderr == f"freecell solve: note: --jobs 64 cut to 1: {reason}\n"
    assert freecell("solve", "1..3").stderr == ""  # the default is cut silently


def test_a_position_file_is_solved_and_a_bad_one_rejected(tmp_path: Path) -> None:
    moves = freecell("solve", "617", "--autoplay", "none", "--preset", "fast").stdout
    middle = replay(Position.deal(617), " ".join(moves.split()[:30]), autoplay=Autoplay.NONE).final
    board = tmp_path / "board.txt"
    board.write_text(middle.to_fcs() + "\n", encoding="utf-8")
    result = freecell("solve", "--position", str(board), "--autoplay", "none")
    assert result.returncode == 0, result.stderr
    assert result.stderr.startswith("the position: solved in ")
    assert replay(middle, result.stdout, autoplay=Autoplay.NONE).final.is_solved()
    board.write_text("JD KD\nnot a board\n", encoding="utf-8")
    assert_usage_error(freecell("solve", "--position", str(board)))


def test_a_range_is_printed_in_order_on_any_number_of_jobs_by_the_quick_pass() -> None:
    one = freecell("solve", "11975..12040", "--jobs", "1")  # three chunks of work
    two = freecell("solve", "11975..12040", "--jobs", "2", "--autoplay", "safe")
    assert one.returncode == two.returncode == 1  # 11982 has no solution
    assert one.stdout == two.stdout
    lines = one.stdout.splitlines()
    assert [int(line.split()[0]) for line in lines] == list(range(11975, 12041))
    for line in lines:
        number, verdict, *moves = line.split()
        if number == "11982":
            assert (verdict, moves) == ("no-solution", [])
        else:
            assert verdict == "solved"
            assert replay(Position.deal(int(number)), " ".join(moves), solution=True).final.is_solved()
    fast = freecell("solve", "11975", "--preset", "fast").stdout.strip()
    assert lines[0] == f"11975 solved {fast}"


def test_a_short_range_runs_the_anytime_search_on_every_worker() -> None:
    result = run_freecell("solve", "11981..11983", "--preset", "short", "-j", "2")
    assert result.returncode == 1, result.stderr  # 11982 has no solution
    assert result.stderr == ""  # one deal a chunk: no note that --jobs was cut
    lines = result.stdout.splitlines()
    assert [line.split()[:2] for line in lines] == [
        ["11981", "solved"],
        ["11982", "no-solution"],
        ["11983", "solved"],
    ]
    for line in lines[::2]:
        number, _, moves = line.partition(" solved ")
        assert_replays(int(number), moves)


def test_the_help_names_the_presets_and_their_defaults() -> None:
    text = " ".join(freecell("solve", "--help").stdout.split())
    assert "short (default for one deal)" in text and "fast (default for a range)" in text
    assert "--preset short" in text.split("examples:")[1] and "fc-solve's lg" not in text


def _children(pid: int) -> list[int]:
    path = Path(f"/proc/{pid}/task/{pid}/children")
    return [int(child) for child in path.read_text().split()] if path.exists() else []


@pytest.mark.skipif(not Path("/proc/self/task").exists(), reason="reads the process tree from /proc")
def test_ctrl_c_stops_a_range_cleanly() -> None:
    process = subprocess.Popen(
        [sys.executable, "-m", "freecell_gui", "solve", "1..1000000", "--jobs", "2"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        preexec_fn=default_sigint,
    )
    assert process.stdout is not None
    first = process.stdout.readline()  # the workers are running once a line has come back
    assert first.startswith("1 solved ")
    workers = _children(process.pid)
    assert len(workers) == 2
    process.send_signal(signal.SIGINT)
    try:
        _, stderr = process.communicate(timeout=10)
    finally:
        process.kill()
    assert process.returncode == 130
    assert "Traceback" not in stderr
    assert stderr.strip().splitlines()[-1] == "freecell: interrupted"
    deadline = time.monotonic() + 5
    while any(Path(f"/proc/{worker}").exists() for worker in workers) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not any(Path(f"/proc/{worker}").exists() for worker in workers)
