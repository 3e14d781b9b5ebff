"""`freecell replay`, run as a user runs it: in a subprocess, reading stdout, stderr and the exit status."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from freecell_gui.core.rules.autoplay import Autoplay, autoplay_after
from freecell_gui.core.rules.position import Position
from freecell_gui.core.rules.replay import replay
from tests.helpers.compact_writer import first_compact
from tests.helpers.fc_solve import fc_solve_output

# fc-solve's solution of deal 1 (`make-microsoft-freecell-board -t 1 | fc-solve -l lg -p -t -sam -snx`).
DEAL_1_SOLUTION = """\
5a 5b 5c 5d 5h b2 8b a8 7a b7 58 a5 85 6b 6a 6h 6h ah 8a 8h a2 8a 81 76 78 7h 3h ah ch 1h 4h 3a b3
4c 4b d4 c7 b4 6d 6c 6b 6h c6 d6 2d 2h a2 d2 1c 1a 1d 1h 1h dh a2 b1 3d 3h 3a 3b 34 3h b6 13v2 a1
67 57 26v4 2b 2a 25 5h 13 25 21 2h dh 8h 7h 6h 7h 7h 42v4 4d 48 8h ch 6h bh 6h 2h 2h 3h 2h a4 d1 64
78v6 7h 8h 4h 8h 4h 8h 3h 4h 8h 1h 3h 2h 8h 1h 3h 5h 8h
"""
SOLVED = "Foundations: H-K C-K D-K S-K \nFreecells:" + " " * 16 + "\n" + ": \n" * 8


def freecell(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONIOENCODING": "utf-8"}
    return subprocess.run(
        [sys.executable, "-m", "freecell_gui", *args], input=stdin, capture_output=True, text=True, env=env
    )


def assert_one_line_error(result: subprocess.CompletedProcess[str], message: str) -> None:
    assert result.returncode == 2
    assert result.stdout == ""
    assert result.stderr == f"freecell replay: error: {message}\n"


def test_a_full_solution_from_a_file_solves_the_deal(tmp_path: Path) -> None:
    solution = tmp_path / "deal1.txt"
    solution.write_text(DEAL_1_SOLUTION, encoding="utf-8")
    result = freecell("replay", "1", str(solution), "--autoplay", "none")
    assert result.returncode == 0, result.stderr
    assert result.stdout == SOLVED
    assert result.stderr == "solved: 115 moves, all 52 cards home\n"


def test_moves_come_from_standard_input_by_default_and_autoplay_is_safe() -> None:
    result = freecell("replay", "1", stdin="5a 5b 5c 5d")
    assert result.returncode == 0, result.stderr
    expected = replay(Position.deal(1), "5a 5b 5c 5d").final
    assert result.stdout == expected.to_fcs() + "\n"
    assert "Foundations: H-0 C-0 D-A S-0 " in result.stdout  # the ace of diamonds went home by itself
    assert result.stderr == "4 moves (and 1 automatic move home) applied; 1 of 52 cards home\n"


def test_each_prints_every_position_under_its_move_autoplay_included() -> None:
    result = freecell("replay", "1", "-", "--each", stdin="5a 5b 5c 5d")
    assert result.returncode == 0, result.stderr
    blocks = result.stdout.split("\n\n")
    assert [block.splitlines()[0] for block in blocks] == [
        "Move: 5a",
        "Move: 5b",
        "Move: 5c",
        "Move: 5d",
        "Move: 5h (autoplay)",
    ]
    assert all(len(block.strip("\n").splitlines()) == 11 for block in blocks)
    assert blocks[0].splitlines()[2] == "Freecells:  6C            "
    assert blocks[-1].splitlines()[1:] == replay(Position.deal(1), "5a 5b 5c 5d").final.to_fcs().splitlines()


def test_each_with_autoplay_none_repeats_fc_solve_s_own_output() -> None:
    solved = fc_solve_output(617)
    result = freecell("replay", "617", "--autoplay", "none", "--each", stdin=solved)
    assert result.returncode == 0, result.stderr
    # fc-solve: "Move: 7a \n\n<position>\n\n\n====…"; ours: "Move: 7a\n<position>\n\n".
    theirs = [chunk.strip("\n").replace(" \n\n", "\n", 1) for chunk in solved.split("=" * 20)[1:-1]]
    assert result.stdout.removesuffix("\n").split("\n\n") == [chunk for chunk in theirs if chunk]
    assert result.stdout.endswith("\n") and result.stderr.startswith("solved: 103 moves")


@pytest.mark.parametrize("display", [("-m",), ("-p", "-t", "-sam")])
def test_fc_solve_s_output_replays_as_it_prints_it(display: tuple[str, ...]) -> None:
    # make-microsoft-freecell-board -t 617 | fc-solve -m -snx | freecell replay 617 - --autoplay none
    result = freecell("replay", "617", "-", "--autoplay", "none", stdin=fc_solve_output(617, *display))
    assert result.returncode == 0, result.stderr
    assert result.stdout == SOLVED and result.stderr == "solved: 103 moves, all 52 cards home\n"


@pytest.mark.parametrize("autoplay", [Autoplay.MAX, Autoplay.SAFE, Autoplay.NONE])
def test_compact_notation_and_its_game_links_replay_with_the_autoplay_they_imply(
    tmp_path: Path, autoplay: Autoplay
) -> None:
    written = first_compact(autoplay)
    number, moves = written.text.split(":")
    path = tmp_path / "compact.txt"
    path.write_text(written.text + "\n", encoding="utf-8")
    link = f"https://macroxue.github.io/freecell/game/freecell.html?deal={number}%3A{moves}"
    for result in (freecell("replay", number, str(path)), freecell("replay", number, stdin=link)):
        assert result.returncode == 0, result.stderr
        assert result.stdout == SOLVED and result.stderr.startswith("solved: ")
    assert_one_line_error(
        freecell("replay", str(int(number) + 1), str(path)),
        f"the solution is for deal {number}, not deal {int(number) + 1}",
    )


def test_autoplay_max_replays_a_solution_that_leaves_out_every_move_home() -> None:
    written = first_compact(Autoplay.MAX, range(1, 60))
    number = written.text.split(":")[0]
    assert not autoplay_after(Position.deal(int(number)), Autoplay.MAX)[
        1
    ]  # no ace home before the first move
    assert "h" not in written.standard
    result = freecell("replay", number, "--autoplay", "max", stdin=written.standard)
    assert result.returncode == 0, result.stderr
    assert result.stdout == SOLVED and result.stderr.startswith("solved: ")
    safe = freecell("replay", number, stdin=written.standard)
    assert safe.returncode == 2  # safe autoplay leaves cards out that the moves count on


def test_an_illegal_move_is_numbered_and_nothing_is_printed() -> None:
    assert_one_line_error(
        freecell("replay", "1", stdin="5b 5a 5a 5c"), "move 3 `5a`: free cell a is occupied"
    )


def test_a_full_solution_with_safe_autoplay_points_at_autoplay_none() -> None:
    result = freecell("replay", "1", stdin=DEAL_1_SOLUTION)
    assert result.returncode == 2 and result.stdout == ""
    assert result.stderr.startswith("freecell replay: error: move 5 `5h`: 5D cannot go home")
    assert result.stderr.endswith("needs autoplay none)\n") and result.stderr.count("\n") == 1


@pytest.mark.parametrize(
    ("args", "stdin", "message"),
    [
        (("1",), "5a zz", "move 2 `zz`: not a move in standard notation"),
        (("1", "/no/such/file"), None, "cannot read /no/such/file: No such file or directory"),
        (("0",), "", "deal 0 is out of range"),
        (("8589934592",), "", "deal 8589934592 is out of range"),
        (("1",), "", "no moves in standard input: expected a solution in standard notation, such as 8a"),
        (("1", "-"), "\n  \n1. \n", "no moves in standard input"),
    ],
)
def test_bad_input_is_one_line_and_exit_status_2(
    args: tuple[str, ...], stdin: str | None, message: str
) -> None:
    result = freecell("replay", *args, stdin=stdin)
    assert result.returncode == 2 and result.stdout == ""
    assert result.stderr.startswith(f"freecell replay: error: {message}")
    assert result.stderr.count("\n") == 1 and "Traceback" not in result.stderr
