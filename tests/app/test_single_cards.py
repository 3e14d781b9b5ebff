"""The move list in single-card steps: every listed step is one card and its position follows from the
step before; each given move ends where it ended as given; the cursor keeps its move when the form
changes; the text copied replays; and the session's own game lists itself the same way."""

from __future__ import annotations

import pytest

from freecell_gui.app.notify import Change
from freecell_gui.app.session import ViewerSession
from freecell_gui.app.single_cards import single_card_solution
from freecell_gui.app.solution import PlaybackSolution, load_solution
from freecell_gui.core.rules.autoplay import Autoplay
from freecell_gui.core.rules.position import Position
from freecell_gui.core.rules.replay import replay
from tests.helpers.fc_solve import fc_solve_moves, fc_solve_short_moves


def every_move(number: int) -> PlaybackSolution:
    return load_solution(Position.deal(number), fc_solve_moves(number), Autoplay.NONE)


def short_form(number: int) -> PlaybackSolution:
    short = " ".join(move.written() for move in fc_solve_short_moves(number))
    return load_solution(Position.deal(number), short, Autoplay.SAFE)


@pytest.mark.parametrize("solution", [every_move(617), short_form(617), short_form(1)])
def test_each_step_listed_carries_one_card_and_each_move_ends_where_it_did(
    solution: PlaybackSolution,
) -> None:
    listed, steps = single_card_solution(solution)
    assert listed.single_cards and len(listed.steps) > len(solution.steps)
    position = listed.start
    for step in listed.steps:
        position = position.apply(step.move)
        assert step.position == position and step.move.count == 1
    assert any(step.part is not None and step.part.count > 2 for step in listed.steps)
    for given_end, listed_end in zip(steps.given, steps.listed, strict=True):
        assert listed.position(listed_end) == solution.position(given_end)
        assert steps.to_listed(given_end) == listed_end and steps.to_given(listed_end) == given_end
    assert steps.given[-1] == len(solution.steps) and listed.is_solved()


@pytest.mark.parametrize("solution", [every_move(617), short_form(617)])
def test_the_text_of_single_card_steps_replays_one_card_a_move(solution: PlaybackSolution) -> None:
    listed, _ = single_card_solution(solution)
    short = replay(solution.start, listed.text(short=True), solution.autoplay)
    every = replay(solution.start, listed.text(short=False), Autoplay.NONE)
    for replayed in (short, every):
        assert replayed.final.is_solved() and all(move.count == 1 for move in replayed.moves)
    assert len(every.steps) == len(listed.steps)


def test_the_cursor_keeps_its_move_when_the_list_changes_form() -> None:
    host, heard = ViewerSession({"freecell": 617}), list[Change]()
    host.subscribe(heard.append)
    solution = short_form(617)
    host.show_solution(solution)
    sequence = next(i for i, step in enumerate(solution.steps, 1) if step.move.count > 2)
    host.go_to_step(sequence)
    shown = host.shown_position()
    host.set_single_cards(True)
    assert heard[-1] == Change.STEPS | Change.STEP | Change.JUMP  # the same position: the board stays
    playback = host.playback()
    assert playback.solution is not None and playback.solution.single_cards
    assert host.shown_position() == shown and playback.index > sequence
    host.go_to_step(playback.index - 1)  # a card of the run on its way: a position the move never shows
    assert host.shown_position() != shown
    host.set_single_cards(False)
    assert heard[-1] == Change.STEPS | Change.STEP | Change.JUMP | Change.SHOWN
    assert playback.index == sequence - 1 and playback.solution is solution  # before the move
    host.set_single_cards(False)  # no change: no notification
    assert heard[-1] == Change.STEPS | Change.STEP | Change.JUMP | Change.SHOWN and len(heard) == 5


def test_a_solution_shown_later_is_listed_in_single_cards_too() -> None:
    host = ViewerSession({"freecell": 617})
    host.set_single_cards(True)
    host.show_solution(every_move(617), 3)
    playback = host.playback()
    assert playback.solution is not None and playback.solution.single_cards
    assert playback.given is not None and not playback.given.single_cards
    assert host.shown_position() == playback.given.position(3)


def test_the_game_played_is_listed_in_single_cards_and_a_step_chosen_goes_to_its_move() -> None:
    session = ViewerSession({"freecell": 617})
    moves = fc_solve_short_moves(617)
    sequence = next(i for i, move in enumerate(moves) if move.count > 2)
    session.play_text(" ".join(move.written() for move in moves[: sequence + 3]))
    session.set_single_cards(True)
    playback = session.playback()
    assert playback.lists_game and playback.solution is not None and playback.solution.single_cards
    assert session.shown_position() == session.position()
    assert playback.index == playback.step_count()  # the end of the game's moves, in single cards too
    session.undo()  # the cursor follows the game: to the end of the turn before, in single cards
    assert playback.solution.position(playback.index) == session.position()
    assert playback.solution.steps[playback.index - 1].number == session.move_cursor() == sequence + 2
    inside = next(
        i
        for i, step in enumerate(playback.solution.steps, 1)
        if step.part and step.part.index == 1 and step.number == sequence + 1
    )
    session.go_to_step(inside)  # a step inside a sequence move: the game goes to the end of its turn
    assert session.move_cursor() == playback.solution.steps[inside - 1].number == sequence + 1
    assert playback.solution.position(playback.index) == session.position()
    session.play_text(moves[session.move_cursor()].written())  # a move: listed in single cards again
    assert playback.solution.single_cards and playback.index == playback.step_count()
