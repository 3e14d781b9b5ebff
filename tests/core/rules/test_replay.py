"""Standard notation, Microsoft's safe autoplay and the replay of solutions (fc-solve's oracle test is
test_fcsolve_oracle.py)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from freecell_gui.core.notation import standard as notation
from freecell_gui.core.notation.standard import UNCOUNTED, IllegalMove, Move, MoveTextError, parse_moves
from freecell_gui.core.rules.autoplay import (
    AUTOPLAY_MODES,
    Autoplay,
    autoplay_after,
    max_autoplay,
    safe_autoplay,
)
from freecell_gui.core.rules.position import Position
from freecell_gui.core.rules.replay import replay
from tests.helpers.fc_solve import fc_solve_output
from tests.helpers.known_solutions import DEAL_5731
from tests.helpers.positions import make

# ---- notation ------------------------------------------------------------------------------------------


def test_moves_print_in_standard_notation() -> None:
    assert [str(Move("8", "a")), str(Move("8", "7", 3)), str(Move("3", "h"))] == ["8a", "87", "3h"]
    assert [Move("7", "5", 10).written(), Move("8", "a").written()] == ["75va", "8a"]


def test_moves_are_separated_by_spaces_commas_and_line_breaks() -> None:
    assert parse_moves("8a, 8b\n81;  7H\t3A") == [
        Move("8", "a", UNCOUNTED),
        Move("8", "b", UNCOUNTED),
        Move("8", "1", UNCOUNTED),
        Move("7", "h", UNCOUNTED),
        Move("3", "a", UNCOUNTED),
    ]
    assert parse_moves("") == [] and parse_moves(" \n ") == []


def test_numbered_lists_are_read() -> None:
    assert parse_moves("1. 8a 2. 8b\n3) 81") == parse_moves("8a 8b 81")


def test_fc_solve_extended_counts_are_hexadecimal() -> None:
    assert parse_moves("13v2 75va 26vD") == [Move("1", "3", 2), Move("7", "5", 10), Move("2", "6", 13)]


def test_fc_solve_sam_output_is_read_from_its_move_lines() -> None:
    text = "-=-=-\n\nFoundations: H-0 C-0 D-0 S-0 \n: JD KD\n\n====\n\nMove: 5a \n\n: 5D AD\n\nMove: 13v2 \n"
    assert parse_moves(text) == [Move("5", "a", UNCOUNTED), Move("1", "3", 2)]


def test_fc_solve_m_output_is_read_without_the_lines_around_its_moves() -> None:
    # `fc-solve -m -snx`: a "-=-=…" line above the moves, ten a line, and its verdict below them.
    text = fc_solve_output(617, "-m")
    assert text.startswith("-=-=") and "This game is solveable." in text
    assert parse_moves(text) == parse_moves(fc_solve_output(617))


def test_a_text_is_read_alike_when_the_cache_of_moves_read_is_full(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(notation, "_KNOWN_MOST", 0)  # tokens read before stay; "v01" ones are new
    assert parse_moves("1. 8av01 2. 7Bv01") == [Move("8", "a", 1), Move("7", "b", 1)]
    with pytest.raises(MoveTextError, match=r"^move 2 `zz`"):
        parse_moves("1. 8av01 2. zz")


def test_lines_around_a_solution_and_line_ends_of_every_kind_are_read_past() -> None:
    text = "\r\n \n  Move: 8a \r\n\n\t Move: 8b\n" + "\n" * 100_000 + "This game is solveable.\n"
    assert parse_moves(text) == parse_moves("8a 8b") == parse_moves("8a 8b" + "\r\n" * 100_000)
    assert parse_moves("1. 8a\n\n2. 8b" + " \n" * 100_000) == parse_moves("8a 8b")


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("8a 8b 8x", "move 3 `8x`: not a move in standard notation"),
        ("8a 9a", "move 2 `9a`: not a move"),
        ("13v0", "move 1 `13v0`: a move carries 1 to 13 cards, not 0"),
        ("13vf", "move 1 `13vf`: a move carries 1 to 13 cards, not f"),
        ("13v", "move 1 `13v`: not a move"),
        ("8a 1.5", "move 2 `1.5`: not a move"),
        ("-=-=-=\n8a\nThis game is solveable.\nzz", "move 2 `zz`: not a move"),
        ("8a This game", "move 2 `This`: not a move"),
    ],
)
def test_text_that_is_not_a_move_is_named(text: str, message: str) -> None:
    with pytest.raises(MoveTextError) as caught:
        parse_moves(text)
    assert str(caught.value).startswith(message)


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=st.sampled_from("12345678abcdhvABCDHV9x0.,:;- \n\tMove"), max_size=60) | st.text())
def test_parse_moves_never_crashes(text: str) -> None:
    try:
        moves = parse_moves(text)
    except MoveTextError as error:
        assert "\n" not in str(error)
        return
    assert all(m.source in "12345678abcdh" and m.dest in "12345678abcdh" for m in moves)
    assert all(0 <= m.count <= 13 for m in moves)


# ---- Microsoft's safe autoplay -------------------------------------------------------------------------


def home_after(position: Position) -> tuple[int, ...]:
    return safe_autoplay(position)[0].foundations


def test_aces_and_twos_go_home_at_once() -> None:
    # 2C goes home although no red ace is home: Microsoft autoplays every two.
    assert home_after(make({1: "KS 2C AC", 2: "AH"})) == (2, 0, 1, 0)


def test_a_red_three_waits_for_both_black_twos() -> None:
    position = make({1: "KS 3H"}, "", (1, 0, 2, 2))  # 2C still out
    assert home_after(position) == (1, 0, 2, 2)
    assert home_after(make({1: "KS 3H"}, "", (2, 0, 2, 2))) == (2, 0, 3, 2)


def test_the_same_colour_does_not_matter_but_the_opposite_colour_one_rank_lower_does() -> None:
    # 5H with the black fours out stays although fc-solve's bolder "Horne" rule would send it home.
    assert home_after(make({1: "KS 5H"}, "", (3, 0, 4, 3))) == (3, 0, 4, 3)
    assert home_after(make({1: "KS 5H"}, "", (4, 0, 4, 4))) == (4, 0, 5, 4)


def test_autoplay_takes_chains_from_columns_and_free_cells_in_order() -> None:
    # AD, then AC from free cell b; the next pass finds 2D. 3D waits: 2S is not home.
    position, moves = safe_autoplay(make({1: "KS 2D", 2: "3D AD"}, "- AC"))
    assert [str(m) for m in moves] == ["2h", "bh", "1h"]
    assert position.foundations == (1, 2, 0, 0)
    assert position.free_cells == (None,) * 4
    assert position.cascades[:2] == ((51,), (9,))  # KS; 3D


def test_no_autoplay_leaves_the_position_as_it_is() -> None:
    position = Position.deal(1)
    assert safe_autoplay(position) == (position, ())


def test_max_autoplay_sends_home_every_card_that_may_go() -> None:
    # 5H goes although the black fours are out (safe keeps it); then 6H under it, and 2C from cell a.
    position, moves = max_autoplay(make({1: "KS 6H 5H"}, "2C", (1, 0, 4, 3)))
    assert [str(m) for m in moves] == ["1h", "1h", "ah"]
    assert position.foundations == (2, 0, 6, 3)
    assert position.cascades[0] == (51,) and position.free_cells == (None,) * 4
    assert safe_autoplay(make({1: "KS 6H 5H"}, "2C", (1, 0, 4, 3)))[0].foundations == (2, 0, 4, 3)


def test_max_autoplay_of_a_start_with_no_ace_exposed_changes_nothing() -> None:
    position = Position.deal(1)
    assert max_autoplay(position) == (position, ()) == autoplay_after(position, Autoplay.MAX)


# ---- replay --------------------------------------------------------------------------------------------


def test_replay_applies_moves_then_autoplay() -> None:
    # Deal 1: four cards off column 5 bare the ace of diamonds, which goes home by itself.
    result = replay(Position.deal(1), "5a 5b 5c 5d")
    assert [str(step.move) for step in result.steps] == ["5a", "5b", "5c", "5d"]
    assert [str(m) for m in result.steps[-1].auto] == ["5h"]
    assert result.final.foundations == (0, 1, 0, 0)
    assert [str(m) for m in result.moves] == ["5a", "5b", "5c", "5d", "5h"]
    none = replay(Position.deal(1), "5a 5b 5c 5d", autoplay=Autoplay.NONE)
    assert none.final.foundations == (0, 0, 0, 0)
    assert none.final.apply(Move("5", "h")) == result.final


def test_replay_takes_move_lists_too() -> None:
    moves = [Move("5", "a"), Move("5", "b")]
    assert replay(Position.deal(1), moves).final == replay(Position.deal(1), "5a 5b").final
    assert replay(Position.deal(1), []).final == Position.deal(1)


def test_the_first_illegal_move_is_numbered() -> None:
    with pytest.raises(IllegalMove, match=r"^move 3 `5a`: free cell a is occupied$") as caught:
        replay(Position.deal(1), "5b 5a 5a")
    assert caught.value.number == 3


def test_an_error_after_autoplay_points_at_autoplay_none() -> None:
    # fc-solve lists the ace's move home: after safe autoplay it is gone, and 5h finds 5D.
    with pytest.raises(IllegalMove, match=r"^move 5 `5h`: 5D cannot go home.*needs autoplay none\)$"):
        replay(Position.deal(1), "5a 5b 5c 5d 5h")
    assert replay(Position.deal(1), "5a 5b 5c 5d 5h", autoplay=Autoplay.NONE).final.foundations == (
        0,
        1,
        0,
        0,
    )


def test_an_unknown_autoplay_mode_is_refused() -> None:
    assert AUTOPLAY_MODES == ("safe", "max", "none")
    with pytest.raises(ValueError, match="unknown autoplay mode 'always'"):
        replay(Position.deal(1), "", autoplay="always")  # type: ignore[arg-type]


# An uncounted move to an empty column: column 1 holds 9C 3H 2S (3H 2S a sequence), column 2 is empty.
AMBIGUOUS = make({1: "9C 3H 2S", 3: "KD", 4: "KH", 5: "QC", 6: "QD", 7: "JC", 8: "JD"}, "", (0, 0, 2, 1))


def test_an_uncounted_move_to_an_empty_column_moves_as_many_as_the_rest_allows() -> None:
    # "12" alone: the site's meaning, as many as may move (two).
    assert replay(AMBIGUOUS, "12", autoplay=Autoplay.NONE).steps[0].move == Move("1", "2", 2)
    assert replay(AMBIGUOUS, "12", autoplay=Autoplay.NONE).steps[0].text == "12v2"
    # "12 2h 1h": only one card may have moved, else 1h would find 9C. fc-solve's reading.
    result = replay(AMBIGUOUS, "12 2h 1h", autoplay=Autoplay.NONE)
    assert [step.move for step in result.steps] == [Move("1", "2", 1), Move("2", "h"), Move("1", "h")]
    assert result.steps[0].text == "12"
    assert result.final.foundations == (0, 0, 3, 2)


def test_a_written_count_is_never_second_guessed() -> None:
    with pytest.raises(IllegalMove, match=r"^move 3 `1h`: 9C cannot go home"):
        replay(AMBIGUOUS, "12v2 2h 1h", autoplay=Autoplay.NONE)


def test_a_solution_takes_the_reading_that_wins_when_the_largest_does_not() -> None:
    greedy = replay(Position.deal(5731), DEAL_5731)
    assert greedy.steps[66].move == Move("2", "1", 2) and sum(greedy.final.foundations) == 9
    won = replay(Position.deal(5731), DEAL_5731, solution=True)
    assert won.final.is_solved()
    assert won.steps[66].move == Move("2", "1", 1) and won.steps[66].text == "21"
    counted = DEAL_5731.replace(" 21 ", " 21v1 ")  # a written count is never second-guessed
    assert replay(Position.deal(5731), counted).final.is_solved()
    wrong = DEAL_5731.replace(" 21 ", " 21v2 ")  # ... not even when it loses
    assert replay(Position.deal(5731), wrong, solution=True).final == greedy.final


def test_a_solution_that_never_wins_replays_as_the_first_reading_that_replays() -> None:
    # Nothing to win here: the first complete reading is the answer, the same as without `solution`.
    assert replay(AMBIGUOUS, "12", autoplay=Autoplay.NONE, solution=True) == replay(
        AMBIGUOUS, "12", autoplay=Autoplay.NONE
    )
    partial = " ".join(DEAL_5731.split()[:70])
    assert replay(Position.deal(5731), partial, solution=True) == replay(Position.deal(5731), partial)
    assert replay(Position.deal(1), "", solution=True).final == Position.deal(1)


def test_when_no_reading_works_the_error_is_the_furthest_move_reached() -> None:
    with pytest.raises(IllegalMove, match=r"^move 5 `1a`: column 1 is empty$"):
        replay(AMBIGUOUS, "12 2h 1h 1a 1a", autoplay=Autoplay.NONE)
