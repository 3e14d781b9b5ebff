"""Deal numbers as typed: the one parser, its grouping rules, short echoes; and the deals known unsolvable."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from freecell_gui.core.deals.deal_numbers import parse_deal_number, spin_box_separators
from freecell_gui.core.deals.doudizhu import validate_doudizhu_number
from freecell_gui.core.deals.generator import validate_deal_number
from freecell_gui.core.deals.known_deals import SURVEYED_LAST, UNSOLVABLE_DEALS, is_known_unsolvable
from freecell_gui.util.text_marks import ECHO_LIMIT, shorten_for_message

PACKAGE = Path(__file__).resolve().parents[3] / "freecell_gui"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("617", 617),
        ("  617\n", 617),
        ("1,000", 1000),
        ("8,589,934,591", 8_589_934_591),
        ("4_294_967_296", 4_294_967_296),
        ("1 000 000", 1_000_000),
        ("1\u202f000\u00a0000", 1_000_000),
        ("1\u2009000", 1000),
        ("-5", -5),
        ("+7", 7),
        ("007", 7),
    ],
)
def test_command_line_text(text: str, expected: int) -> None:
    assert parse_deal_number(text) == expected


@pytest.mark.parametrize(
    "text",
    ["1.5", "1,5", "1,50", "1,0000", "12,34,567", ",617", "617,", "1,,000", "1.000", "", " ", "x", "1e3",
     "0x10", "١٢", "６１７", "--5", "5-", "1'000"],
)  # fmt: skip
def test_text_that_is_no_deal_number(text: str) -> None:
    with pytest.raises(ValueError, match="is not a deal number"):
        parse_deal_number(text)


def test_a_separator_groups_only_where_the_caller_says_so() -> None:
    assert parse_deal_number("1.500", group_separators=".") == 1500
    with pytest.raises(ValueError):
        parse_deal_number("1.5", group_separators=".")
    with pytest.raises(ValueError):
        parse_deal_number("1,500", group_separators=".")
    with pytest.raises(ValueError):
        parse_deal_number("1,500", group_separators="")


def test_spin_box_separators_add_typed_spaces_only_to_space_locales() -> None:
    assert spin_box_separators(",") == ","
    assert spin_box_separators(".") == "."
    assert " " in spin_box_separators("\u202f") and "\u00a0" in spin_box_separators("\u202f")


@pytest.mark.parametrize("digits", [32, 4301, 5000, 100_000])
def test_a_number_of_many_digits_says_it_is_too_large_briefly(digits: int) -> None:
    for validate in (validate_deal_number, validate_doudizhu_number):
        with pytest.raises(ValueError) as caught:
            validate("9" * digits)
        message = str(caught.value)
        assert message.startswith(
            f"{shorten_for_message('9' * digits)} is too large: expected a whole number in"
        )
        assert "limit" not in message and len(message) < ECHO_LIMIT + 80
    with pytest.raises(ValueError, match=r"^'9+' is too large for a deal number$"):
        parse_deal_number("9" * 32)


def test_huge_ints_from_code_are_summarised() -> None:
    with pytest.raises(ValueError) as caught:
        validate_deal_number(10**5000)
    assert "out of range" in str(caught.value) and len(str(caught.value)) < 120


def test_long_ints_within_the_digit_cap_are_still_out_of_range() -> None:
    with pytest.raises(ValueError, match="deal 99999999999 is out of range"):
        validate_deal_number("99999999999")
    with pytest.raises(ValueError, match="Dou Dizhu deal 5000000000 is out of range"):
        validate_doudizhu_number("5,000,000,000")


def test_shorten_for_message() -> None:
    assert shorten_for_message("617") == "'617'"
    long = shorten_for_message("x" * 1000)
    assert long.startswith("'xxx") and long.endswith("…'") and len(long) == ECHO_LIMIT + 2
    assert "\n" not in shorten_for_message("a\nb")


@given(st.text(max_size=60))
def test_the_parser_never_fails_otherwise(text: str) -> None:
    try:
        value = parse_deal_number(text)
    except ValueError as error:
        assert "is not a deal number" in str(error) or "is too large for a deal number" in str(error)
    else:
        assert value == int("".join(c for c in text if c in "0123456789") or "0") * (-1 if "-" in text else 1)


@given(st.integers(min_value=0, max_value=10**20), st.sampled_from([",", "_", " ", "\u202f"]))
def test_grouped_numbers_round_trip(number: int, separator: str) -> None:
    assert parse_deal_number(f"{number:,}".replace(",", separator)) == number
    assert parse_deal_number(f"{number:,}".replace(",", separator), group_separators=separator) == number


# -- deals known to have no solution ------------------------------------------------------------------


def test_the_eight_unsolvable_deals_of_the_first_million() -> None:
    assert sorted(UNSOLVABLE_DEALS) == [11982, 146692, 186216, 455889, 495505, 512118, 517776, 781948]
    assert all(n <= SURVEYED_LAST for n in UNSOLVABLE_DEALS)
    assert is_known_unsolvable(11982) and not is_known_unsolvable(617)


def test_the_list_is_kept_in_one_place() -> None:
    holders = [p.name for p in PACKAGE.rglob("*.py") if "146692" in p.read_text(encoding="utf-8")]
    assert holders == ["known_deals.py"]


def _fc_solve_verdict(number: int) -> str:
    board = subprocess.run(
        ["make-microsoft-freecell-board", "-t", str(number)], capture_output=True, text=True, check=True
    ).stdout
    env = {**os.environ, "FREECELL_SOLVER_QUIET": "1"}
    out = subprocess.run(["fc-solve"], input=board, capture_output=True, text=True, env=env).stdout
    return "unsolvable" if "I could not solve this game" in out else "solvable" if "solveable" in out else out


@pytest.mark.parametrize("number", sorted(UNSOLVABLE_DEALS))
def test_fc_solve_agrees_that_they_cannot_be_won(number: int) -> None:
    assert _fc_solve_verdict(number) == "unsolvable"
    assert _fc_solve_verdict(number + 1) == "solvable"  # a negative control: the solver does find wins
