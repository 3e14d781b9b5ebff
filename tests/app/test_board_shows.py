"""What the board shows, one value in the Qt-free session: after every action ``session.shown()`` is the
position fc-solve prints for that point of its solution, and the action notified once, saying so."""

from __future__ import annotations

import pytest

from freecell_gui.app.notify import Change, Notifier
from freecell_gui.app.session import ViewerSession
from freecell_gui.app.shown import Source
from freecell_gui.app.solution import load_solution
from freecell_gui.core.games import FREECELL
from freecell_gui.core.notation.standard import parse_moves
from freecell_gui.core.rules.autoplay import Autoplay
from freecell_gui.core.rules.position import Position
from tests.helpers.fc_solve import fc_solve_boards, fc_solve_moves, normalized_board


class Heard:
    def __init__(self, session: ViewerSession) -> None:
        self.changes: list[Change] = []
        session.subscribe(lambda change: self.changes.append(change))

    def take(self) -> list[Change]:
        changes, self.changes = self.changes, []
        return changes


@pytest.fixture
def deal_1() -> tuple[list[str], list[str]]:
    """fc-solve's solution of deal 1 (every move) and its boards: the start, then after each move."""
    return fc_solve_moves(1).split(), fc_solve_boards(1)


def board(session: ViewerSession) -> str:
    position = session.shown().position
    assert position is not None
    return normalized_board(position.to_fcs())


def test_game_playback_paste_continue_undo_and_deals_each_change_what_is_shown_once(deal_1) -> None:
    moves, boards = deal_1
    session = ViewerSession(
        {FREECELL.key: 1}, autoplay=Autoplay.NONE
    )  # fc-solve's boards: no move is automatic
    heard = Heard(session)
    assert session.shown().source is Source.GAME and board(session) == boards[0]

    session.play_text(" ".join(moves[:3]))  # the game
    assert heard.take() == [Change.POSITION | Change.SHOWN | Change.STEPS | Change.STEP]
    assert (session.shown().source, board(session), session.shown().moves) == (Source.GAME, boards[3], 3)
    assert session.playback().lists_game and session.playback().index == 3

    session.show_solution(load_solution(Position.deal(1), " ".join(moves)))  # pasted: the board jumps
    assert heard.take() == [Change.SHOWN | Change.STEPS | Change.STEP | Change.JUMP]
    assert (session.shown().source, board(session), session.shown().moves) == (Source.PLAYBACK, boards[0], 0)

    session.go_to_step(5)  # played back step by step: animated
    assert heard.take() == [Change.SHOWN | Change.STEP] and heard.changes == []
    assert (board(session), session.shown().moves) == (boards[5], 5)
    assert session.move_cursor() == 3  # the game stays where it was

    with pytest.raises(ValueError, match="Undo"):  # a move on the board is not the game's: refused
        session.play(parse_moves(moves[5])[0])
    with pytest.raises(ValueError, match="Undo"):
        session.play_text(moves[5])
    assert heard.take() == [] and board(session) == boards[5]

    session.undo()  # first Undo: the game is shown again, nothing undone
    assert heard.take() == [Change.SHOWN]
    assert (session.shown().source, board(session), session.move_cursor()) == (Source.GAME, boards[3], 3)
    session.undo()
    assert heard.take() == [Change.POSITION | Change.SHOWN | Change.STEPS | Change.STEP]
    assert board(session) == boards[2] and session.playback().lists_game

    session.continue_with(parse_moves(" ".join(moves[2:])), Autoplay.NONE)  # continue from here
    assert session.play_continuation() and session.play_continuation()
    assert heard.take() == [Change.POSITION | Change.SHOWN | Change.STEPS | Change.STEP] * 2
    assert board(session) == boards[4] and len(session.continuation()) == len(moves) - 4
    assert session.game_play() is not None and session.game_play().turns()[-1].by_solver  # type: ignore[union-attr]
    session.undo()  # the player's own action drops the solver's moves still to play
    assert session.continuation() == () and not session.play_continuation()
    assert board(session) == boards[3] and session.playback().index == 3  # the cursor only
    assert heard.take() == [Change.POSITION | Change.SHOWN | Change.STEP]

    session.set_deal(2)  # another deal: its start, an empty move list
    assert heard.take() == [
        Change.DEAL | Change.POSITION | Change.HISTORY | Change.SHOWN | Change.STEPS | Change.STEP
    ]
    assert session.shown().position == Position.deal(2) and session.playback().solution is None
    session.back()  # the game left on deal 1 comes back, listed
    assert board(session) == boards[3] and session.playback().lists_game
    assert session.playback().index == 3 and len(heard.take()) == 1


@pytest.fixture
def at_step_4(deal_1) -> tuple[ViewerSession, Heard]:
    """Deal 1 not played yet, fc-solve's solution pasted and played back to its fourth step."""
    session = ViewerSession({FREECELL.key: 1}, autoplay=Autoplay.NONE)
    session.show_solution(load_solution(Position.deal(1), " ".join(deal_1[0])))
    session.go_to_step(4)
    return session, Heard(session)


def test_a_move_on_a_solution_shown_plays_on_from_its_step_when_no_move_is_lost(deal_1, at_step_4) -> None:
    moves, boards = deal_1
    session, heard = at_step_4
    session.play(parse_moves(moves[4])[0])
    assert heard.take() == [Change.POSITION | Change.SHOWN | Change.STEPS | Change.STEP]
    assert (session.shown().source, board(session), session.move_cursor()) == (Source.GAME, boards[5], 5)
    assert [str(move) for move in session.moves()] == [str(parse_moves(m)[0]) for m in moves[:5]]


def test_an_illegal_move_on_a_solution_shown_still_makes_its_steps_the_games(deal_1, at_step_4) -> None:
    boards = deal_1[1]
    session, heard = at_step_4
    with pytest.raises(ValueError, match="occupied"):
        session.play(parse_moves("1a")[0])  # free cell a holds a card after 5a
    assert heard.take() == [Change.POSITION | Change.SHOWN | Change.STEPS | Change.STEP]  # now the game's
    assert (session.shown().source, board(session), session.move_cursor()) == (Source.GAME, boards[4], 4)


def test_a_solver_move_that_does_not_apply_ends_the_continuation() -> None:
    session = ViewerSession({FREECELL.key: 1})
    session.continue_with(parse_moves("1a 1a 1b"), Autoplay.NONE)
    assert session.play_continuation()
    with pytest.raises(ValueError, match="occupied"):
        session.play_continuation()
    assert session.continuation() == () and session.move_cursor() == 1


def test_a_game_only_dealt_shows_no_position_and_nothing_to_play() -> None:
    session = ViewerSession(game="doudizhu")
    assert session.shown().position is None and session.playback().start is None
    assert not session.show_game()


def test_an_action_taken_while_listeners_are_told_is_told_after_the_change_that_caused_it() -> None:
    notifier, heard = Notifier(), []

    def first(change: Change) -> None:
        heard.append(("first", change))
        if change & Change.STEP:
            notifier.notify(Change.STEPS)  # e.g. a shorter solution shown when playback is back at its start

    notifier.subscribe(first)
    notifier.subscribe(lambda change: heard.append(("second", change)))
    notifier.notify(Change.STEP)
    assert heard == [
        ("first", Change.STEP),
        ("second", Change.STEP),
        ("first", Change.STEPS),
        ("second", Change.STEPS),
    ]
