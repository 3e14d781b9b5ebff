"""The command line, run as a user runs it: in a subprocess, reading stdout, stderr and the exit status."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from freecell_gui.core import deal
from freecell_gui.core.notation.formats import format_deal
from tests.helpers.cli_process import assert_usage_error, freecell
from tests.helpers.oracle import oracle_cascades


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
        (
            ("solve", "1", "--autoplay", "Safe"),
            ("unknown autoplay mode 'Safe': choose one of safe, max, none",),
        ),
        (
            ("replay", "1", "--autoplay", "x" * 300),
            ("unknown autoplay mode 'xxx", "choose one of safe, max, none"),
        ),
    ],
)
def test_bad_input_is_one_line_and_exit_status_2(args: tuple[str, ...], fragments: tuple[str, ...]) -> None:
    assert_usage_error(freecell(*args), *fragments)


def test_version_and_help() -> None:
    from freecell_gui import __version__

    assert freecell("--version").stdout.splitlines()[0] == f"freecell {__version__}"  # then its places
    help_text = freecell("--help").stdout
    assert "examples:" in help_text and "freecell deal 617" in help_text
    assert "examples:" in freecell("deal", "--help").stdout


def test_a_closed_pipe_ends_quietly() -> None:
    command = f"{sys.executable} -m freecell_gui deal 1..200000 | head -c 100 > /dev/null"
    result = subprocess.run(
        ["bash", "-o", "pipefail", "-c", command], capture_output=True, text=True, timeout=120
    )
    assert result.stderr == ""
    assert result.returncode == 141  # 128 + SIGPIPE, as for any Unix tool the reader left (issue 11)


def test_find_reads_a_layout_in_any_format_and_prints_the_deal() -> None:
    for fmt in ("columns", "rows", "unicode", "json"):
        text = format_deal(deal(2**32 + 617), fmt)
        result = freecell("find", stdin=text)
        assert (result.returncode, result.stdout) == (0, f"{2**32 + 617}\n"), (fmt, result.stderr)


def test_find_a_partial_layout_from_a_file_as_json(tmp_path) -> None:  # type: ignore[no-untyped-def]
    layout = tmp_path / "top-row.txt"
    layout.write_text("7D AD 5C 3S 5S 8C 2D AH\n")
    result = freecell("find", str(layout), "--json")
    assert json.loads(result.stdout) == {"cards": 8, "matches": [617]}


def test_find_without_a_match_exits_1() -> None:
    order = list(deal(617).rows())
    order[0][0], order[0][1] = order[0][1], order[0][0]
    result = freecell("find", stdin="\n".join(" ".join(row) for row in order))
    assert (result.returncode, result.stdout, result.stderr) == (1, "", "freecell find: no deal matches\n")


@pytest.mark.parametrize(
    ("stdin", "fragments"),
    [
        ("JD 2D XX", ("line 1, token 3", "'XX' is not a card")),
        ("JD 2D\n9H JD", ("line 2, token 2", "duplicate card JD")),
        ("", ("no cards found",)),
        ("JD", ("give at least 2 cards",)),
        (":JD\n:2D 9H", ("inconsistent cascade lengths",)),
    ],
)
def test_find_bad_layouts(stdin: str, fragments: tuple[str, ...]) -> None:
    assert_usage_error(freecell("find", stdin=stdin), *fragments)


@pytest.mark.parametrize(
    "command", [("find",), ("solve", "--position"), ("replay", "617")], ids=["find", "solve", "replay"]
)
def test_a_10_mb_token_is_echoed_cut_short(tmp_path, command: tuple[str, ...]) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "token.txt"
    path.write_text("x" * 10_000_000, encoding="utf-8")
    result = freecell(*command, str(path))
    assert_usage_error(result, "xxxxxxxxxx")
    assert len(result.stderr) < 300, result.stderr[:300]


@pytest.mark.parametrize("kept", [7, 6, 2])
def test_find_says_a_columns_layout_missing_cascades_is_incomplete(kept: int) -> None:
    columns = format_deal(deal(617), "columns").splitlines()
    for marked in ("", ": "):
        result = freecell("find", stdin="\n".join(marked + line for line in columns[:kept]))
        missing = f"missing: {4 - min(kept, 4)} of 7 cards and {4 - max(kept - 4, 0)} of 6"
        assert_usage_error(result, f"incomplete layout: {kept} of the 8 cascades; {missing}")


def test_a_deal_number_too_large_says_so() -> None:
    nines = "9" * 32
    assert_usage_error(
        freecell("deal", nines),
        f"freecell deal: error: '{nines}' is too large: expected a whole number in 1 …",
    )


def test_a_long_header_is_cut_in_messages() -> None:
    header = "# deal " + "7" * 10_000
    result = freecell("find", stdin=f"{header}\nJD 2D XX\n")
    assert_usage_error(result, "standard input, # deal 7777", "…: line 2, token 3: 'XX' is not a card")
    assert len(result.stderr) < 200


def test_find_missing_file() -> None:
    assert_usage_error(freecell("find", "/nonexistent/layout.txt"), "cannot read /nonexistent/layout.txt")


def test_doudizhu_text_and_json() -> None:
    from freecell_gui.core.deals.doudizhu import deal_doudizhu

    dealt = deal_doudizhu(42)
    payload = json.loads(freecell("doudizhu", "42", "--format", "json").stdout)
    assert payload == {
        "deal": 42,
        "landlord": list(dealt.landlord),
        "players": [list(h) for h in dealt.players],
    }
    text = freecell("doudizhu", "4,294,967,295").stdout.splitlines()
    assert [line.split(":")[0] for line in text] == ["Player 1", "Player 2", "Player 3", "Landlord's cards"]


@pytest.mark.parametrize("number", ["0", "4294967296", "-3", "many"])
def test_doudizhu_bad_numbers(number: str) -> None:
    assert_usage_error(freecell("doudizhu", number), "4,294,967,295")
