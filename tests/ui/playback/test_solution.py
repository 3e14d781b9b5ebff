"""Solutions checked move by move: fc-solve's boards are the oracle for every position."""

from __future__ import annotations

import re

import pytest

from freecell_gui.app.solution import SolutionTextError, load_solution, solution_text
from freecell_gui.core.notation.standard import parse_moves
from freecell_gui.core.rules.autoplay import Autoplay
from freecell_gui.core.rules.position import Position
from freecell_gui.core.rules.replay import replay
from tests.helpers.fc_solve import normalized_board
from tests.helpers.known_solutions import DEAL_5731


def test_fc_solve_text_plays_as_written_and_matches_every_board(fc_solve_solution) -> None:
    oracle = fc_solve_solution(1)
    solution = load_solution(Position.deal(1), oracle.text())
    assert solution.autoplay == "none"
    assert solution.rejected is None
    assert [step.text for step in solution.steps] == [move[:2] for move in oracle.moves]
    for step, board in zip(solution.steps, oracle.boards, strict=True):
        assert normalized_board(step.position.to_fcs()) == board, step
    assert solution.is_solved()
    assert "autoplay off" in solution.summary()


def test_fc_solve_sam_output_pasted_whole_loads(fc_solve_solution) -> None:
    oracle = fc_solve_solution(617)
    pasted = "\n\n".join(
        f"Move: {move}\n\n{board}" for move, board in zip(oracle.moves, oracle.boards, strict=True)
    )
    solution = load_solution(Position.deal(617), pasted)
    assert len(solution.steps) == len(oracle.moves) and solution.is_solved()


def test_short_form_is_chosen_for_text_without_the_moves_autoplay_makes(fc_solve_solution) -> None:
    oracle = fc_solve_solution(617)
    full = load_solution(Position.deal(617), oracle.text())
    short = full.moves(short=True)
    assert 0 < len(short) < len(full.steps)
    # Independent check of the short form: the core's replay with safe autoplay solves the deal.
    assert replay(Position.deal(617), short, autoplay=Autoplay.SAFE).final.is_solved()
    loaded = load_solution(Position.deal(617), solution_text(short))
    assert loaded.autoplay == "safe" and loaded.rejected is None and loaded.is_solved()
    assert loaded.given_count() == len(short)
    # A sequence move that lost a card to autoplay moves fewer cards: never more steps than the full list.
    assert sum(step.auto for step in loaded.steps) > 0 and len(loaded.steps) <= len(full.steps)
    assert all(step.move.dest == "h" for step in loaded.steps if step.auto)
    assert "autoplay safe" in loaded.summary()
    # Copying the short form of a solution loaded short gives the same moves back.
    assert [str(m) for m in loaded.moves(short=True)] == [str(m) for m in short]


def test_an_illegal_fifth_move_is_named_and_the_four_before_it_stay(fc_solve_solution) -> None:
    oracle = fc_solve_solution(1)
    assert oracle.moves[:4] == ("5a", "5b", "5c", "5d")
    moves = [*oracle.moves[:4], "5a", *oracle.moves[5:]]  # free cell a holds 6C by then
    solution = load_solution(Position.deal(1), " ".join(moves))
    assert solution.rejected is not None
    assert solution.rejected.number == 5 and solution.rejected.text == "5a"
    assert "move 5" in solution.rejected.reason and "free cell a is occupied" in solution.rejected.reason
    assert len(solution.steps) == 4
    assert normalized_board(solution.position(4).to_fcs()) == oracle.boards[3]
    assert solution.summary().startswith(solution.rejected.reason)


def test_explicit_autoplay_is_obeyed(fc_solve_solution) -> None:
    oracle = fc_solve_solution(1)
    assert oracle.moves[4] == "5h"  # the ace of diamonds, which safe autoplay sends home after 5d
    solution = load_solution(Position.deal(1), oracle.text(), Autoplay.SAFE)
    assert solution.autoplay == "safe"
    assert solution.rejected is not None and solution.rejected.number == 5
    assert [step.text for step in solution.steps] == ["5a", "5b", "5c", "5d", "5h"]
    assert [step.auto for step in solution.steps] == [False, False, False, False, True]


@pytest.mark.parametrize("text", ["", "   \n", "8a 8b xyz", "1. 2. 3."])
def test_text_that_is_not_moves_is_refused_in_one_line(text: str) -> None:
    with pytest.raises(SolutionTextError) as caught:
        load_solution(Position.deal(1), text)
    assert "\n" not in str(caught.value) and str(caught.value)


def test_moves_given_as_objects_load_like_text(fc_solve_solution) -> None:
    oracle = fc_solve_solution(1)
    solution = load_solution(Position.deal(1), parse_moves(oracle.text()), Autoplay.NONE)
    assert solution.is_solved() and len(solution.steps) == len(oracle.moves)


def test_a_plain_solution_whose_greedy_reading_loses_is_loaded_as_the_win() -> None:
    """Deal 5731's short solution moves one card of a run to an empty column, written plainly as `21`.

    Read as the most cards that may move (the site's convention) the rest still plays but ends unwon;
    a pasted solution is meant to win, so the reading that wins is the one loaded.
    """
    text = re.sub(r"v[0-9a-f]+", "", DEAL_5731)  # plain notation, as the site writes it
    assert not replay(Position.deal(5731), text, autoplay=Autoplay.SAFE).final.is_solved()
    solution = load_solution(Position.deal(5731), text)
    assert solution.rejected is None and solution.is_solved()
