"""The command line, run as a user runs it: in a subprocess, reading stdout, stderr and the exit status."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from freecell_gui.core import deal
from freecell_gui.core.formats import format_deal
from tests.oracle import oracle_cascades


def freecell(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONIOENCODING": "utf-8"}
    return subprocess.run(
        [sys.executable, "-m", "freecell_gui", *args],
        input=stdin,
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )


def assert_usage_error(result: subprocess.CompletedProcess[str], *fragments: str) -> None:
    assert result.returncode == 2
    assert result.stdout == ""
    assert result.stderr.count("\n") == 1, result.stderr  # exactly one line
    assert "Traceback" not in result.stderr
    for fragment in fragments:
        assert fragment in result.stderr


@pytest.mark.parametrize("fmt", ["columns", "rows", "json", "unicode"])
def test_one_deal_in_each_format(fmt: str) -> None:
    result = freecell("deal", "617", "--format", fmt)
    assert result.returncode == 0, result.stderr
    assert result.stdout == format_deal(deal(617), fmt) + "\n"


def test_default_format_is_columns_and_matches_the_oracle() -> None:
    result = freecell("deal", "8,589,934,591")
    assert tuple(tuple(line.split()) for line in result.stdout.splitlines()) == oracle_cascades(2**33 - 1)


def test_a_range_prints_each_deal_under_a_header() -> None:
    result = freecell("deal", "2147483646..2147483649")
    assert result.returncode == 0, result.stderr
    blocks = result.stdout.split("# deal ")[1:]
    assert [int(b.splitlines()[0]) for b in blocks] == [2147483646, 2147483647, 2147483648, 2147483649]
    for block in blocks:
        number, *lines = block.splitlines()
        assert tuple(tuple(line.split()) for line in lines) == oracle_cascades(int(number))


def test_a_json_range_is_one_object_a_line() -> None:
    result = freecell("deal", "99..101", "--format", "json")
    objects = [json.loads(line) for line in result.stdout.splitlines()]
    assert objects == [{"deal": n, "rows": deal(n).rows()} for n in (99, 100, 101)]


def test_a_single_number_range_still_has_its_header() -> None:
    assert freecell("deal", "5..5").stdout.startswith("# deal 5\n")


@pytest.mark.parametrize(
    ("args", "fragments"),
    [
        (("deal", "0"), ("out of range", "8,589,934,591")),
        (("deal", "-1"), ("special negative deals",)),
        (("deal", "8589934592"), ("out of range",)),
        (("deal", "1.5"), ("not a deal number",)),
        (("deal", "abc"), ("not a deal number",)),
        (("deal", "10..5"), ("empty range",)),
        (("deal", "1..x"), ("not a deal number",)),
        (("deal", "1", "--format", "xml"), ("invalid choice",)),
        (("deal",), ("required",)),
        (("shuffle",), ("invalid choice",)),
        ((), ("required",)),
        (("deal", "1", "--bogus"), ("unrecognized arguments",)),
    ],
)
def test_bad_input_is_one_line_and_exit_status_2(args: tuple[str, ...], fragments: tuple[str, ...]) -> None:
    assert_usage_error(freecell(*args), *fragments)


def test_version_and_help() -> None:
    from freecell_gui import __version__

    assert freecell("--version").stdout.strip() == f"freecell {__version__}"
    help_text = freecell("--help").stdout
    assert "examples:" in help_text and "freecell deal 617" in help_text
    assert "examples:" in freecell("deal", "--help").stdout


def test_a_closed_pipe_ends_quietly() -> None:
    command = f"{sys.executable} -m freecell_gui deal 1..200000 | head -c 100 > /dev/null"
    result = subprocess.run(
        ["bash", "-o", "pipefail", "-c", command], capture_output=True, text=True, timeout=120
    )
    assert result.stderr == ""
    assert result.returncode == 0
