"""Where the command line's output goes wrong: a full disk, a closed stdout, a reader that leaves, an ASCII
terminal, and `find` reading back what `deal` wrote (issue 11, items 5 and 11)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from freecell_gui.core.deals.deal import deal
from freecell_gui.core.deals.doudizhu import deal_doudizhu, format_doudizhu
from freecell_gui.core.notation.formats import format_deal
from tests.helpers.cli_process import freecell
from tests.helpers.oracle import oracle_cascades

COMMAND = [sys.executable, "-m", "freecell_gui"]


def run_shell(script: str, **env: str) -> subprocess.CompletedProcess[str]:
    """``script`` in bash with pipefail, ``$FREECELL`` standing for the program."""
    environment = {**os.environ, "FREECELL": " ".join(COMMAND), **env}
    return subprocess.run(
        ["bash", "-o", "pipefail", "-c", script], capture_output=True, text=True, env=environment, timeout=120
    )


def assert_one_line_error(result: subprocess.CompletedProcess[str], *fragments: str) -> None:
    assert result.returncode == 2, result.stderr
    assert result.stderr.count("\n") == 1, result.stderr
    assert "Traceback" not in result.stderr and "Exception ignored" not in result.stderr
    for fragment in fragments:
        assert fragment in result.stderr


@pytest.mark.parametrize("number", ["1..1000000", "617", "1..3"])
def test_a_full_disk_is_one_line_and_status_2(number: str) -> None:
    # A single deal fails only in the final flush, the range in the middle of writing.
    result = run_shell(f"$FREECELL deal {number} > /dev/full")
    assert_one_line_error(result, "cannot write to standard output", "No space left on device")


@pytest.mark.parametrize("command", ["$FREECELL --help", "$FREECELL solve --help", "$FREECELL --version"])
def test_help_on_a_full_disk_is_one_line_and_status_2(command: str) -> None:
    # argparse itself ignores a failed write of its help.
    assert_one_line_error(run_shell(f"{command} > /dev/full"), "cannot write to standard output")


def test_the_viewer_help_on_a_full_disk_is_one_line_and_status_2() -> None:
    script = "import sys; from freecell_gui.cli import gui_main; sys.exit(gui_main())"
    result = run_shell(f"{sys.executable} -c '{script}' --help > /dev/full")
    assert_one_line_error(result, "freecell-gui: error: cannot write to standard output")


@pytest.mark.parametrize(
    "args", ["deal 617", "deal 1..50000", "doudizhu 5", "find <<< '7D AD 5C 3S 5S 8C 2D AH'"]
)
def test_a_closed_stdout_is_one_line_and_status_2(args: str) -> None:
    result = run_shell(f"$FREECELL {args} >&-")
    assert_one_line_error(result, "standard output", "closed")


@pytest.mark.parametrize(
    "script", ["$FREECELL deal 1..1000000 | head -1", "$FREECELL deal 1..300000 -f json | head -c 10"]
)
def test_a_reader_that_leaves_ends_it_quietly_with_status_141(script: str) -> None:
    result = run_shell(script + " > /dev/null")
    assert result.stderr == ""
    assert result.returncode == 141


def _ascii_environment() -> dict[str, str]:
    return {"LANG": "C", "LC_ALL": "C", "PYTHONUTF8": "0", "PYTHONIOENCODING": ""}


@pytest.mark.parametrize("env", [{"PYTHONIOENCODING": "ascii"}, _ascii_environment()])
def test_unicode_format_on_an_ascii_stdout_falls_back_to_suit_letters(env: dict[str, str]) -> None:
    result = subprocess.run(
        [*COMMAND, "deal", "617", "--format", "unicode"],
        capture_output=True,
        env={**os.environ, **env},
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    expected = format_deal(deal(617), "unicode").translate(str.maketrans("♣♦♥♠", "CDHS"))
    assert result.stdout.decode("ascii") == expected + "\n"
    assert "10S" in expected or "10C" in expected or "10D" in expected or "10H" in expected
    note = result.stderr.decode("ascii")
    assert note.count("\n") == 1 and "C D H S" in note and "Traceback" not in note


def test_unicode_range_and_dou_dizhu_on_an_ascii_stdout() -> None:
    env = {**os.environ, **_ascii_environment()}
    deals = subprocess.run(
        [*COMMAND, "deal", "1..3", "-f", "unicode"], capture_output=True, env=env, timeout=60
    )
    assert deals.returncode == 0 and "Traceback" not in deals.stderr.decode()
    text = deals.stdout.decode("ascii")  # fails on any symbol left
    assert text.splitlines()[:2] == ["# deal 1", "JD 2D 9H JC 5D 7H 7C 5H"]
    hands = subprocess.run([*COMMAND, "doudizhu", "42"], capture_output=True, env=env, timeout=60)
    assert hands.returncode == 0
    expected = format_doudizhu(deal_doudizhu(42), "text").translate(str.maketrans("♣♦♥♠", "CDHS"))
    assert hands.stdout.decode("ascii") == expected + "\n"
    help_text = subprocess.run([*COMMAND, "deal", "--help"], capture_output=True, env=env, timeout=60)
    assert help_text.returncode == 0 and b"Traceback" not in help_text.stderr


def test_utf8_output_is_unchanged() -> None:
    result = freecell("deal", "617", "--format", "unicode")
    assert result.stdout == format_deal(deal(617), "unicode") + "\n" and "♥" in result.stdout
    assert result.stderr == ""


# -- find reads what deal writes ------------------------------------------------------------------


def test_find_accepts_a_byte_order_mark(tmp_path: Path) -> None:
    layout = tmp_path / "layout.txt"
    layout.write_bytes("\ufeff".encode() + format_deal(deal(617), "unicode").encode())
    result = freecell("find", str(layout))
    assert (result.returncode, result.stdout) == (0, "617\n"), result.stderr
    top_row = format_deal(deal(617), "unicode").splitlines()[0]
    piped = subprocess.run(  # a BOM on standard input too, and only the top row
        [*COMMAND, "find"], input="\ufeff".encode() + top_row.encode(), capture_output=True, timeout=60
    )
    assert piped.returncode == 0 and b"617\n" in piped.stdout


@pytest.mark.parametrize("fmt", ["columns", "rows", "unicode", "json"])
def test_find_reads_back_a_range_written_by_deal(tmp_path: Path, fmt: str) -> None:
    numbers = [5, 6, 7, 2**31 + 3]
    text = "".join(freecell("deal", f"{n}..{n}", "--format", fmt).stdout for n in numbers)
    source = tmp_path / "deals.txt"
    source.write_text(text, encoding="utf-8")
    result = freecell("find", str(source))
    assert result.returncode == 0, result.stderr
    assert result.stdout == "".join(f"# deal {n}\n{n}\n" for n in numbers)


def test_find_of_several_layouts_as_json_and_with_a_misfit(tmp_path: Path) -> None:
    cascades = [list(column) for column in oracle_cascades(99)]
    cascades[0][:2] = cascades[0][1::-1]  # two cards swapped: no deal starts like that
    misfit = "\n".join(" ".join(column) for column in cascades)
    text = freecell("deal", "98..99").stdout + f"# deal 100 (edited)\n{misfit}\n"
    source = tmp_path / "deals.txt"
    source.write_text(text, encoding="utf-8")
    result = freecell("find", str(source), "--json")
    lines = [json.loads(line) for line in result.stdout.splitlines()]
    assert [(line["header"], line["matches"]) for line in lines] == [
        ("# deal 98", [98]),
        ("# deal 99", [99]),
        ("# deal 100 (edited)", []),
    ]
    assert result.returncode == 1
    assert result.stderr.count("\n") == 1 and "# deal 100 (edited)" in result.stderr


def test_find_names_the_layout_of_a_bad_card(tmp_path: Path) -> None:
    source = tmp_path / "deals.txt"
    source.write_text(freecell("deal", "1..2").stdout.replace("KS", "XX"), encoding="utf-8")
    result = freecell("find", str(source))
    assert result.returncode == 2 and result.stderr.count("\n") == 1
    assert "deals.txt, # deal 1: line 3, token 3: 'XX' is not a card" in result.stderr
