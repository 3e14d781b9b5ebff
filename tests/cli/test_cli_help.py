"""The help a user reads: every argument described, every option in the usage line, and text in plain
ASCII ("...", "-") where the locale cannot show "…" or "—" rather than ``?`` or ``\\u2026``."""

from __future__ import annotations

import argparse
from collections.abc import Iterator

import pytest

from freecell_gui.cli.main import build_gui_parser, build_parser
from freecell_gui.cli.output import SUIT_SYMBOLS
from tests.helpers.cli_process import run_freecell

ASCII_LOCALE = {"LC_ALL": "C", "LANG": None, "PYTHONIOENCODING": "ascii"}


def _parsers(parser: argparse.ArgumentParser) -> Iterator[argparse.ArgumentParser]:
    yield parser
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for command in action.choices.values():
                yield from _parsers(command)


def _arguments() -> Iterator[tuple[str, argparse.Action]]:
    for root in (build_parser(), build_gui_parser()):
        for parser in _parsers(root):
            for action in parser._actions:
                if not isinstance(action, argparse._SubParsersAction):
                    yield parser.prog, action


def test_every_argument_of_every_command_is_described() -> None:
    undescribed = [
        f"{prog} {action.option_strings or action.metavar}"
        for prog, action in _arguments()
        if not action.help
    ]
    assert undescribed == []


def test_export_describes_its_deal_and_file() -> None:
    text = run_freecell("export", "--help").stdout
    assert "N                     the deal" in text and "FILE                  the picture to write" in text


def test_the_viewers_usage_names_every_option() -> None:
    parser = build_gui_parser()
    usage = parser.format_usage()
    for action in parser._actions:
        names = action.option_strings or [str(action.metavar)]
        assert any(f"[{name}" in usage for name in names), (names, usage)
    assert usage.startswith("usage: freecell-gui [N] [--game {freecell,doudizhu}]")


@pytest.mark.parametrize(
    ("args", "stream", "expected"),
    [
        (("deal", "0"), "stderr", "deals are 1 ... 8,589,934,591"),
        (("--help",), "stdout", "Deal numbers run 1 ... 8,589,934,591"),
        (("gallery", "--help"), "stdout", "under it - in a grid"),
        (("view", "--help"), "stdout", "View -> Language"),
        (("deal", "--help"), "stdout", "unicode: rows with CDHS"),
    ],
)
def test_an_ascii_locale_reads_plain_ascii(args: tuple[str, ...], stream: str, expected: str) -> None:
    text = getattr(run_freecell(*args, env=ASCII_LOCALE), stream)
    assert expected in " ".join(text.split())
    assert text.isascii() and "\\u" not in text
    assert text.count("?") == getattr(run_freecell(*args), stream).count("?")  # no character lost to "?"


def test_a_utf8_locale_keeps_its_characters() -> None:
    text = run_freecell("deal", "--help").stdout
    assert SUIT_SYMBOLS in text and "…" in run_freecell("--help").stdout


def test_every_description_is_filled_to_the_terminal_and_every_epilog_keeps_its_lines(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("COLUMNS", "80")
    for parser in _parsers(build_parser()):
        help_text = parser.format_help()
        description = " ".join(str(parser.description).split())
        paragraph = help_text.split("\n\n")[1]  # after the usage block
        assert " ".join(paragraph.split()) == description, parser.prog
        assert max(map(len, paragraph.splitlines())) <= 80, parser.prog
        if parser.epilog:  # examples lined up by hand: every line as written
            assert all(line in help_text.splitlines() for line in parser.epilog.splitlines()), parser.prog
