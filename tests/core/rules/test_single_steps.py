"""Sequence moves as single-card steps: each step is legal and carries one card, the steps reach the
position the sequence move reaches, and whole solutions replay to the same won position with every
autoplay, read back as text by the reader of ``freecell replay``.

fc-solve is the oracle: its solutions (every move, -snx counts) are expanded move by move, and after the
steps of each move the board must be the one fc-solve prints after that move.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings

from freecell_gui.core.deals.cards import DECK_SIZE
from freecell_gui.core.notation.standard import IllegalMove, Move
from freecell_gui.core.rules.autoplay import Autoplay, autoplay_after
from freecell_gui.core.rules.position import Position
from freecell_gui.core.rules.replay import replay
from freecell_gui.core.rules.single_steps import expand_replay, single_card_moves, single_card_text
from tests.helpers.fc_solve import fc_solve_boards, fc_solve_moves, fc_solve_short_moves, normalized_board
from tests.helpers.positions import make, played_positions

# freecell-gui's search's solutions with max autoplay (`freecell solve N --autoplay max`). In deals 14 and
# 27 some sequence moves would uncover, card by card, a card that max autoplay sends home at once.
MAX_SOLUTIONS = {
    1: "6a 6b 7b 76 7c 86 4d 47 24 82 83 52 54 45 54 18 13 1d 58 61 25 76 2d 27 2b 12 3a 32 41",
    3: "2a 5b 45 4c 35 1c 12 27 56 25 75 8a 26 82 45 68 6c 3d",
    14: "6a 5b 58 6c 56 5d 75 36 3d 31 34 a2 7a 43 14 75 17 14 12 72 41 42 63 28 21 86",
    27: "27 73 27 48 47 41 4a 48 4b 74 76 75 54 57 24 65 35 86 82 32 57v2 83 18 1c 31 38 51 53 85 13v2 42 "
    "61 68 5a 16",
}
# Columns 3 … 8 taken, so that a test says which columns are empty.
FULL = {3: "QS", 4: "QD", 5: "JS", 6: "JD", 7: "TS", 8: "TH"}


def places(position: Position) -> list[object]:
    """Where each card lies: (column, depth), (cell,) or "home"."""
    where: list[object] = ["home"] * DECK_SIZE
    for index, column in enumerate(position.cascades):
        for depth, card in enumerate(column):
            where[card] = (index, depth)
    for slot, held in enumerate(position.free_cells):
        if held is not None:
            where[held] = (slot,)
    return where


def check_steps(position: Position, move: Move) -> list[Move]:
    """The single-card moves of ``move``: each legal and moving one card, together reaching its position."""
    steps = single_card_moves(position, move)
    reached = position
    for step in steps:
        after = reached.apply(step)  # raises if illegal
        moved = [
            card for card, (a, b) in enumerate(zip(places(reached), places(after), strict=True)) if a != b
        ]
        assert step.count == 1 and len(moved) == 1, f"{step} moves {len(moved)} cards"
        reached = after
    assert reached == position.apply(move)
    return steps


@settings(max_examples=200, deadline=None)
@given(played_positions())
def test_every_legal_move_of_random_play_is_made_by_single_cards(position: Position) -> None:
    for move in position.legal_moves():
        steps = check_steps(position, move)
        assert len(steps) >= 2 * move.count - 1  # each card of the run leaves it; all but one come back


@settings(max_examples=200, deadline=None)
@given(played_positions())
def test_with_safe_autoplay_the_single_cards_never_wait_for_autoplay(played: Position) -> None:
    position, _ = autoplay_after(played, Autoplay.SAFE)
    for move in position.legal_moves():
        made = replay(position, [move], Autoplay.SAFE)
        (single,) = expand_replay(made, Autoplay.SAFE)
        assert not single.held and single.steps[-1].position == made.final


@pytest.mark.parametrize(
    ("columns", "cells", "moves"),
    [
        # Two free cells: park two, move one, bring them back (2k - 1 moves).
        (FULL, "- - KC KD", ["1a", "1b", "12", "b2", "a2"]),
        # One free cell and column 4 empty: one card waits in the column while two go across.
        ({**FULL, 4: ""}, "- KH KC KD", ["14", "1a", "12", "a2", "42"]),
        # No free cell, columns 3 and 4 empty: the first column holds a card, the second the next.
        ({**FULL, 3: "", 4: ""}, "AH KH KC KD", ["13", "14", "12", "42", "32"]),
    ],
)
def test_the_classic_decomposition_of_three_cards(
    columns: dict[int, str], cells: str, moves: list[str]
) -> None:
    position = make({**columns, 1: "KS 8S 7H 6C", 2: "9D"}, cells)
    assert [str(step) for step in check_steps(position, Move("1", "2", 3))] == moves


def test_a_card_parked_alone_in_an_empty_column_says_so_where_the_bare_move_would_carry_more() -> None:
    # "14" bare would mean 7H 6C (the most that may go to an empty column with one free cell): "14v1".
    position = make({**FULL, 1: "KS 8S 7H 6C", 2: "9D", 4: ""}, "- KH KC KD")
    words, autoplay = single_card_text(replay(position, [Move("1", "2", 3)], Autoplay.NONE), Autoplay.NONE)
    assert (words, autoplay) == (["14v1", "1a", "12", "a2", "42"], "none")


def test_four_cards_through_two_empty_columns_alone() -> None:
    position = make({**FULL, 1: "KS 9D 8S 7H 6C", 2: "TS", 3: "", 4: ""}, "AH KH KC KD")
    steps = check_steps(position, Move("1", "2", 4))
    assert [str(step) for step in steps] == ["14", "13", "43", "14", "12", "42", "34", "32", "42"]


def test_the_most_cards_that_may_move_go_across_and_one_more_is_refused() -> None:
    run = "QH JC TD 9S 8H 7C 6H 5S 4H 3S 2H AS"
    columns = {1: f"5D {run}", 2: "KC", 3: "QS", 4: "QD", 5: "JS", 6: "JD"}  # 7 and 8 empty
    position = make(columns, "KD KH")
    assert position.supermove_limit() == (2 + 1) * 2**2 == 12
    assert len(check_steps(position, Move("1", "2", 12))) >= 23
    with pytest.raises(IllegalMove):
        single_card_moves(make(columns, "KD KH 5C"), Move("1", "2", 12))  # one free cell fewer: 8 at most


def test_a_move_of_one_card_is_itself() -> None:
    assert single_card_moves(Position.deal(1), Move("6", "a")) == [Move("6", "a", 1)]


@pytest.mark.parametrize(("autoplay", "held"), [("safe", False), ("none", False), ("max", True)])
def test_max_autoplay_would_take_an_uncovered_card_of_the_run_home_so_autoplay_waits(
    autoplay: Autoplay, held: bool
) -> None:
    # 3S 2H onto 4H with AS 2S home: parking 2H uncovers 3S, which max autoplay (not safe) sends home.
    position = make({**FULL, 1: "KD 3S 2H", 2: "4H"}, home=(0, 0, 0, 2))
    replayed = replay(position, [Move("1", "2", 2)], autoplay)
    (single,) = expand_replay(replayed, autoplay)
    assert single.held is held
    assert [str(step.move) for step in single.steps] == ["1a", "12", "a2"]
    assert single.steps[-1].position == replayed.final
    words, text_autoplay = single_card_text(replayed, autoplay)
    assert text_autoplay == ("none" if held else autoplay)
    assert replay(position, " ".join(words), text_autoplay).final == replayed.final


def check_expanded_solution(number: int, moves: str, autoplay: Autoplay) -> str:
    """The single-card text of a solution replays, with the autoplay it is for, to the won position, each
    of its moves carrying one card; returns that autoplay."""
    replayed = replay(Position.deal(number), moves, autoplay, solution=True)
    assert replayed.final.is_solved()
    words, text_autoplay = single_card_text(replayed, autoplay)
    again = replay(Position.deal(number), " ".join(words), text_autoplay)
    assert again.final == replayed.final
    assert all(move.count == 1 for move in again.moves)
    assert len(again.steps) > len(replayed.steps)
    return text_autoplay


@pytest.mark.parametrize("number", [1, 617, 5731, 11987])
def test_fc_solves_solutions_expanded_reach_fc_solves_boards_move_by_move(number: int) -> None:
    boards = fc_solve_boards(number)
    full = replay(Position.deal(number), fc_solve_moves(number), Autoplay.NONE)
    assert len(boards) == len(full.steps) + 1
    sequences = 0
    for single, board in zip(expand_replay(full, Autoplay.NONE), boards[1:], strict=True):
        assert normalized_board(single.steps[-1].position.to_fcs()) == board
        assert all(step.move.count == 1 and not step.auto for step in single.steps)
        sequences += single.given.move.count > 1
    assert sequences > 0, "fc-solve's solution moves no sequence: nothing was expanded"
    assert check_expanded_solution(number, fc_solve_moves(number), Autoplay.NONE) == Autoplay.NONE


@pytest.mark.parametrize("number", [1, 617, 5731])
def test_short_solutions_expanded_replay_with_safe_autoplay_between_single_cards(number: int) -> None:
    short = " ".join(move.written() for move in fc_solve_short_moves(number))
    assert check_expanded_solution(number, short, Autoplay.SAFE) == Autoplay.SAFE


@pytest.mark.parametrize("number", sorted(MAX_SOLUTIONS))
def test_max_autoplay_solutions_expanded_replay(number: int) -> None:
    replayed = replay(Position.deal(number), MAX_SOLUTIONS[number], Autoplay.MAX, solution=True)
    held = any(single.held for single in expand_replay(replayed, Autoplay.MAX))
    assert held is (number in (14, 27))
    assert check_expanded_solution(number, MAX_SOLUTIONS[number], Autoplay.MAX) == (
        Autoplay.NONE if held else Autoplay.MAX
    )
