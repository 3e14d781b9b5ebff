"""Text formats: exact output, round trips, and a parser that fails only with LayoutError, saying where."""

from __future__ import annotations

import contextlib
import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from freecell_gui.core import FIRST_DEAL, LAST_DEAL, deal
from freecell_gui.core.deals.cards import SUIT_SYMBOLS, CardError, card_code, card_symbol_text, parse_card
from freecell_gui.core.notation.formats import (
    FORMATS,
    LayoutError,
    format_cards,
    format_deal,
    parse_layout,
)

deal_numbers = st.integers(FIRST_DEAL, LAST_DEAL)


def test_columns_is_one_cascade_a_line_top_card_first() -> None:
    lines = format_deal(deal(617), "columns").splitlines()
    assert [tuple(line.split()) for line in lines] == list(deal(617).cascades())


def test_json_is_the_row_array() -> None:
    assert json.loads(format_deal(deal(1), "json")) == deal(1).rows()


def test_unicode_uses_suit_symbols_and_ten() -> None:
    first_row = format_deal(deal(617), "unicode").splitlines()[1].split()
    assert first_row[0] == "10♦"
    assert all(token[-1] in SUIT_SYMBOLS for token in first_row)


@given(deal_numbers, st.sampled_from(FORMATS))
def test_every_format_round_trips(number: int, fmt: str) -> None:
    assert parse_layout(format_deal(deal(number), fmt)).cards == deal(number).order


@given(deal_numbers, st.integers(1, 52))
def test_partial_layouts_round_trip_in_dealing_order(number: int, count: int) -> None:
    order = deal(number).order[:count]
    assert parse_layout(" ".join(card_code(c) for c in order)).cards == order
    assert parse_layout(format_cards(order, "rows")).cards == order


@given(st.text(max_size=300))
def test_the_parser_raises_only_layout_error(text: str) -> None:
    try:
        layout = parse_layout(text)
    except LayoutError as error:
        assert str(error) and "\n" not in str(error)
    else:
        assert 1 <= len(layout.cards) <= 52 and len(set(layout.cards)) == len(layout.cards)


@given(
    st.lists(
        st.sampled_from([*"AKQJT98765432", "10", *"CDHScdhs♣♦♥♠", " ", "\n", ":", ",", "[", "]", '"']),
        max_size=200,
    )
)
def test_the_parser_raises_only_layout_error_on_card_like_text(pieces: list[str]) -> None:
    with contextlib.suppress(LayoutError):
        parse_layout("".join(pieces))


def test_fc_solve_board_with_headers_colons_and_tens() -> None:
    board = format_deal(deal(617), "columns").replace("T", "10")
    text = "Foundations: H-0 C-0 D-0 S-0\nFreecells:\n" + "\n".join(":" + line for line in board.splitlines())
    assert parse_layout(text).cards == deal(617).order


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("JD 2D XX", "line 1, token 3: 'XX' is not a card"),
        ("JD 2D\n9H JD", "line 2, token 2: duplicate card JD (first at line 1, token 1)"),
        ("", "no cards found"),
        ("Freecells:\n", "no cards found"),
        (":JD\n:2D 9H", "line 2: inconsistent cascade lengths: cascade 2 has 2 cards"),
        ('[["JD", 5]]', "row 1: JSON cards must be strings"),
        ("[1, 2", "not valid JSON"),
    ],
)
def test_parse_errors_say_what_and_where(text: str, message: str) -> None:
    with pytest.raises(LayoutError, match="^" + message.replace("(", r"\(").replace(")", r"\)")):
        parse_layout(text)


def test_more_than_52_cards_is_refused() -> None:
    text = format_deal(deal(1), "rows") + " JD"
    with pytest.raises(LayoutError, match="line 7, token 5: duplicate card JD"):
        parse_layout(text)


@pytest.mark.parametrize(
    ("token", "code"), [("JD", "JD"), ("10h", "TH"), ("t♠", "TS"), ("A♣", "AC"), ("q♢", "QD")]
)
def test_card_tokens(token: str, code: str) -> None:
    assert card_code(parse_card(token)) == code


@pytest.mark.parametrize("token", ["", "1", "11H", "JX", "JDD", "♠"])
def test_bad_card_tokens(token: str) -> None:
    with pytest.raises(CardError):
        parse_card(token)


def test_card_indices_follow_rank_then_suit() -> None:
    assert [card_code(i) for i in (0, 1, 3, 51)] == ["AC", "AD", "AS", "KS"]
    assert card_symbol_text(parse_card("TH")) == "10♥"


# -- a byte order mark, comments and several layouts (issue 11, item 11) -----------------------------


@pytest.mark.parametrize("fmt", FORMATS)
def test_a_byte_order_mark_is_ignored(fmt: str) -> None:
    text = "\ufeff" + format_deal(deal(617), fmt)
    assert parse_layout(text).cards == deal(617).order


def test_comment_lines_are_ignored() -> None:
    text = "# my layout\n" + format_deal(deal(5), "rows") + "\n  # the end\n"
    assert parse_layout(text).cards == deal(5).order
