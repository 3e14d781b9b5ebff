"""The command line's words: plain English, no internal names, short echoes; freecell-gui's own parser."""

from __future__ import annotations

import os
import re
import subprocess
import sys

import pytest

from freecell_gui import __version__, cli
from freecell_gui.cli.commands import pictures as cli_pictures
from freecell_gui.cli.input import positive_seconds, whole_number_option
from freecell_gui.util.picture_limits import check_width
from tests.helpers.viewer_calls import record_viewer_calls

MAX_LINE = 220  # one readable line, whatever the user typed


def run(module_args: list[str], *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONIOENCODING": "utf-8"}
    return subprocess.run(
        [sys.executable, *module_args, *args], capture_output=True, text=True, env=env, timeout=120
    )


def freecell(*args: str) -> subprocess.CompletedProcess[str]:
    return run(["-m", "freecell_gui"], *args)


def freecell_gui(*args: str) -> subprocess.CompletedProcess[str]:
    return run(["-c", "import sys; from freecell_gui.cli import gui_main; sys.exit(gui_main())"], *args)


def assert_plain_error(result: subprocess.CompletedProcess[str], *fragments: str) -> None:
    assert result.returncode == 2, result.stderr
    assert result.stdout == ""
    assert result.stderr.count("\n") == 1 and len(result.stderr) < MAX_LINE, result.stderr
    assert "Traceback" not in result.stderr
    assert not re.search(r"\b_\w+|invalid \w+ value|Exceeds the limit|int_max_str", result.stderr), (
        result.stderr
    )
    for fragment in fragments:
        assert fragment in result.stderr, result.stderr


HUGE = "9" * 5000
LONG_TEXT = "x" * 5000


@pytest.mark.parametrize(
    ("args", "fragments"),
    [
        (("deal", HUGE), ("is too large", "…")),
        (("deal", LONG_TEXT), ("not a deal number", "…")),
        (("deal", f"1..{HUGE}"), ("is too large",)),
        (("deal", f"{'5' * 25}..3"), ("out of range",)),
        (("deal", "1,5"), ("not a deal number",)),
        (("deal", "1.000"), ("not a deal number",)),
        (("doudizhu", HUGE), ("is too large",)),
        (("view", HUGE), ("is too large",)),
        (("view", "5000000000", "--game", "doudizhu"), ("Dou Dizhu deal 5000000000", "4,294,967,295")),
        (("export", "1", "out.png", "--width", "²"), ("whole number of pixels",)),
        (("export", "1", "out.png", "--width", HUGE), ("whole number of pixels", "…")),
        (("export", "1", "out.png", "--height", "0"), ("whole number of pixels",)),
        (("export", "1", "out.png", "--scale", "nan"), ("scale",)),
        (("export", "1", "out.png", "--scale", HUGE), ("scale", "…")),
    ],
)
def test_errors_read_as_plain_english(args: tuple[str, ...], fragments: tuple[str, ...]) -> None:
    assert_plain_error(freecell(*args), *fragments)


def test_grouped_numbers_on_the_command_line() -> None:
    assert freecell("deal", "1,000").stdout == freecell("deal", "1000").stdout != ""


def test_freecell_gui_help_and_version() -> None:
    help_text = freecell_gui("--help").stdout
    assert help_text.startswith("usage: freecell-gui [N] [--game {freecell,doudizhu}]")
    assert "freecell view" not in help_text and "--version" in help_text
    version = freecell_gui("--version")
    assert (version.returncode, version.stdout.splitlines()[0]) == (0, f"freecell-gui {__version__}")
    assert "--game" in freecell("view", "--help").stdout


@pytest.mark.parametrize(
    ("args", "fragments"),
    [
        (("x",), ("freecell-gui: error:", "not a deal number")),
        (("5000000000", "--game", "doudizhu"), ("freecell-gui: error:", "4,294,967,295")),
        (("--game", "chess"), ("freecell-gui: error:", "invalid choice")),
        (("1", "2"), ("freecell-gui: error:", "unrecognized arguments")),
        ((HUGE,), ("freecell-gui: error:", "is too large")),
        (
            ("--lang", "xx"),
            (
                "freecell-gui: error: no interface in 'xx': the languages are en (English), "
                "pt_BR (Português (Brasil)), ja (日本語), uk (Українська), zh_CN (简体中文)",
            ),
        ),
        (("--lang", LONG_TEXT), ("no interface in 'xxxxxxxxx", "…'")),
        (("--record", ""), ("freecell-gui: error: --record: the file name is empty",)),
    ],
)
def test_freecell_gui_errors_name_freecell_gui(args: tuple[str, ...], fragments: tuple[str, ...]) -> None:
    result = freecell_gui(*args)
    assert_plain_error(result, *fragments)
    assert "freecell view" not in result.stderr


@pytest.mark.parametrize(
    ("argv", "expected"),
    [
        (["617"], (617, "freecell")),  # a number is a FreeCell deal, whatever the last session played
        (["617", "--game", "doudizhu"], (617, "doudizhu")),
        (["5000000000"], (5_000_000_000, "freecell")),
        (["--game", "doudizhu"], (None, "doudizhu")),
        ([], (None, None)),  # the game and deal viewed last
        (["8,589,934,591"], (8_589_934_591, "freecell")),
    ],
)
def test_what_the_viewer_is_asked_to_open(
    monkeypatch: pytest.MonkeyPatch, argv: list[str], expected: tuple[int | None, str | None]
) -> None:
    calls = record_viewer_calls(monkeypatch)
    assert cli.gui_main(argv) == 0
    assert cli.main(["view", *argv]) == 0
    assert [(call["initial_deal"], call["game"]) for call in calls] == [expected, expected]
    assert cli.gui_main([*argv, "--record", "games.sqlite"]) == 0  # the record named on the command line
    assert [call["record"] for call in calls] == [None, None, "games.sqlite"]


def test_type_functions_have_readable_names() -> None:
    # argparse quotes a type function's name when it fails with anything but ArgumentTypeError.
    pixels, scale = cli_pictures.pixels_option(check_width), cli_pictures._scale
    for function in (pixels, scale, whole_number_option(1), positive_seconds):
        assert not function.__name__.startswith("_")
