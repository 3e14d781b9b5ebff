"""``freecell solve`` run as a user runs it: in a subprocess, reading stdout, stderr and the exit status.

``--preset fast`` is fc-solve's path (whose moves fc-solve's own program is the oracle for); the default
for one deal is freecell-gui's search, tested in test_cli_solve_short.py.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from freecell_gui.core.fcs_lib import LIBRARY_ENV
from freecell_gui.core.rules.position import Position
from freecell_gui.core.rules.replay import replay
from freecell_gui.core.workers import default_jobs
from tests.helpers.cli_process import assert_usage_error, freecell
from tests.helpers.fc_solve import fc_solve_output
from tests.helpers.processes import default_sigint
from tests.helpers.solver_library import needs_library


@needs_library
@pytest.mark.parametrize("number", ["617", "5731"])  # 5731 moves one card of a run to an empty column
def test_a_deal_is_solved_and_its_moves_replay(number: str) -> None:
    result = freecell("solve", number, "--preset", "fast")
    assert result.returncode == 0, result.stderr
    assert result.stderr.startswith(f"deal {number}: solved in ")
    assert replay(Position.deal(number), result.stdout, autoplay="safe", solution=True).final.is_solved()
    checked = freecell("replay", number, stdin=result.stdout)  # the default autoplay of both agrees
    assert checked.returncode == 0 and checked.stderr.startswith("solved:")


@needs_library
def test_autoplay_none_prints_every_move_and_detailed_is_fc_solves_form() -> None:
    every = freecell("solve", "1", "--autoplay", "none", "--format", "lines", "--preset", "fast")
    assert every.returncode == 0, every.stderr
    assert len(every.stdout.splitlines()) == 115
    short = freecell("solve", "1", "--preset", "fast")
    assert len(short.stdout.split()) < 115
    # One count whichever form is printed: the site's (the moves a player makes, autoplay's apart).
    moves = short.stdout.split()
    automatic = 52 - sum(move.endswith("h") for move in moves)  # each card goes home once: a move or autoplay
    counted = short.stderr.split(";")[0]
    assert counted == f"deal 1: solved in {len(moves)} moves (and {automatic} automatic moves home)"
    assert every.stderr.startswith(f"{counted}, all 115 listed;")
    detailed = freecell("solve", "1", "--autoplay", "none", "--format", "detailed", "--preset", "fast")
    theirs = fc_solve_output(1, "-p", "-t", "-sam")
    assert theirs.startswith(detailed.stdout) and theirs[len(detailed.stdout) :].startswith("This game is")


@needs_library
@pytest.mark.parametrize("preset", ["fast", "short"])  # short: fc-solve's proof comes first
def test_no_solution_exits_1_with_the_verdict_on_stderr(preset: str) -> None:
    result = freecell("solve", "11982", "--preset", preset)
    assert result.returncode == 1
    assert result.stdout == ""
    assert result.stderr.startswith("deal 11982: no solution: every move was searched")
    assert result.stderr.count("\n") == 1


@needs_library
def test_giving_up_exits_1_and_says_how_far_it_searched() -> None:
    result = freecell("solve", "617", "--max-iterations", "10", "--preset", "fast")
    assert result.returncode == 1
    assert result.stdout == ""
    assert "gave up (iteration limit) after 10 iterations" in result.stderr


@needs_library
@pytest.mark.parametrize(
    ("args", "fragment"),
    [
        (("solve", "0"), "out of range"),
        (("solve",), "give a deal number"),
        (("solve", "1..3", "--format", "detailed"), "a range prints one line a deal"),
        (("solve", "3..1"), "empty range"),
    ],
)
def test_bad_input_exits_2_with_one_line(args: tuple[str, ...], fragment: str) -> None:
    assert_usage_error(freecell(*args), fragment)


@needs_library
def test_bad_options_exit_2() -> None:
    for option in (("--max-iterations", "0"), ("--jobs", "x"), ("--time-limit", "-1")):
        result = freecell("solve", "1", *option)
        assert result.returncode == 2 and "Traceback" not in result.stderr


@pytest.mark.parametrize(
    ("option", "text", "fragment"),
    [
        ("--jobs", "1,0", "--jobs/-j: expected a whole number of at least 1, not '1,0'"),
        ("--jobs", "nan", "--jobs/-j: expected a whole number of at least 1, not 'nan'"),
        ("--max-iterations", "2,00", "--max-iterations: expected a whole number of at least 1, not '2,00'"),
        ("--max-iterations", "9" * 40, f"--max-iterations: '{'9' * 40}' is too large"),
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


@needs_library
def test_grouped_option_numbers_and_a_tiny_time_limit_are_taken() -> None:
    limits = ("--max-iterations", "2,000,000", "--time-limit", "1e-9", "--preset", "fast")
    result = freecell("solve", "617", *limits)
    assert result.returncode == 1 and result.stdout == ""
    assert "gave up (time limit) after 0 iterations, 0 positions, " in result.stderr
    one = freecell("solve", "617", "--max-iterations", "1", "--preset", "fast")
    assert "gave up (iteration limit) after 1 iteration, " in one.stderr


@needs_library
def test_jobs_are_never_more_than_the_chunks_of_work_nor_the_cores() -> None:
    result = freecell("solve", "1..3", "--jobs", "64")
    assert result.returncode == 0, result.stderr
    assert [line.split()[:2] for line in result.stdout.splitlines()] == [
        [str(n), "solved"] for n in (1, 2, 3)
    ]
    reason = "only 1 chunk of work" if default_jobs() > 1 else "this process may use 1 core"
    assert result.stderr == f"freecell solve: note: --jobs 64 cut to 1: {reason}\n"
    assert freecell("solve", "1..3").stderr == ""  # the default is cut silently


@needs_library
def test_a_position_file_is_solved_and_a_bad_one_rejected(tmp_path: Path) -> None:
    moves = freecell("solve", "617", "--autoplay", "none", "--preset", "fast").stdout
    middle = replay(Position.deal(617), " ".join(moves.split()[:30]), autoplay="none").final
    board = tmp_path / "board.txt"
    board.write_text(middle.to_fcs() + "\n", encoding="utf-8")
    result = freecell("solve", "--position", str(board), "--autoplay", "none")
    assert result.returncode == 0, result.stderr
    assert replay(middle, result.stdout, autoplay="none").final.is_solved()
    board.write_text("JD KD\nnot a board\n", encoding="utf-8")
    assert_usage_error(freecell("solve", "--position", str(board)))


@needs_library
def test_deal_5731_is_printed_in_plain_notation_and_replays_to_the_win() -> None:
    # Its "21" (one card of a two-card run to an empty column) read as two cards replays but does not
    # win; `freecell replay`, reading a solution, then takes the reading that wins, so no "v1" is needed.
    result = freecell("solve", "5731", "--preset", "fast")
    assert result.returncode == 0, result.stderr
    moves = result.stdout.split()
    assert "21" in moves and not any(move.endswith("v1") for move in moves)
    assert not replay(Position.deal(5731), result.stdout).final.is_solved()  # the greedy reading alone
    checked = freecell("replay", "5731", stdin=result.stdout)
    assert checked.returncode == 0 and checked.stderr.startswith("solved:"), checked.stderr


@needs_library
def test_a_range_is_printed_in_order_on_any_number_of_jobs() -> None:
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


@needs_library
def test_a_solved_range_exits_0_and_is_fc_solves_by_default() -> None:
    result = freecell("solve", "1..3", "-j", "2")
    assert result.returncode == 0, result.stderr
    assert [line.split()[:2] for line in result.stdout.splitlines()] == [
        [str(n), "solved"] for n in (1, 2, 3)
    ]
    assert (
        result.stdout.splitlines()[0]
        == "1 solved " + freecell("solve", "1", "--preset", "fast").stdout.strip()
    )


def test_a_missing_library_names_the_packages_to_install_for_fc_solves_path() -> None:
    env = {**os.environ, LIBRARY_ENV: "/nonexistent/libfreecell-solver.so.0"}
    for args in (("1..4",), ("617", "--preset", "fast")):
        result = subprocess.run(
            [sys.executable, "-m", "freecell_gui", "solve", *args], capture_output=True, text=True, env=env
        )
        assert_usage_error(result, "apt-get install libfreecell-solver0 freecell-solver-bin")
    deal = subprocess.run([sys.executable, "-m", "freecell_gui", "deal", "1"], capture_output=True, env=env)
    assert deal.returncode == 0  # everything else still runs


def _children(pid: int) -> list[int]:
    path = Path(f"/proc/{pid}/task/{pid}/children")
    return [int(child) for child in path.read_text().split()] if path.exists() else []


@needs_library
@pytest.mark.skipif(not Path("/proc/self/task").exists(), reason="reads the process tree from /proc")
def test_ctrl_c_stops_a_range_cleanly() -> None:
    process = subprocess.Popen(
        [sys.executable, "-m", "freecell_gui", "solve", "1..1000000", "--jobs", "2"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        preexec_fn=default_sigint,  # sent Ctrl+C below, also when the tests run as a background job
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
