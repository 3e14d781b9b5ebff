"""A deal played by hand (no Qt): turns with autoplay, undo/redo, typed moves, the clock, the move text,
and the session that keeps the game in progress with its history entry.

fc-solve is the oracle: its solution of a deal, typed move by move, must win the game, and the positions
reached must be the ones it prints.
"""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from freecell_gui.app.play_state import GamePlay, tally, won_text
from freecell_gui.app.session import Change, ViewerSession
from freecell_gui.core.games import DOUDIZHU, FREECELL
from freecell_gui.core.notation.standard import Move, MoveTextError, parse_moves
from freecell_gui.core.rules.autoplay import Autoplay
from freecell_gui.core.rules.position import Position
from freecell_gui.core.rules.replay import replay
from tests.helpers.fc_solve import fc_solve_boards, fc_solve_moves, fc_solve_short_moves, normalized_board
from tests.helpers.positions import make

GAME_PARTS = Change.GAME | Change.DEAL | Change.POSITION | Change.HISTORY


class FakeClock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


# ---- moves and autoplay ---------------------------------------------------------------------------------


def test_a_turn_is_the_move_and_the_moves_home_that_follow_it() -> None:
    game = GamePlay(make({1: "AS 5H", 2: "6C"}))
    turn = game.play(Move("1", "2"))
    assert turn.move == Move("1", "2", 1) and turn.auto == (Move("1", "h"),)
    assert game.position().foundations == (0, 0, 0, 1) and game.position().cascades[0] == ()


def test_autoplay_none_leaves_the_cards_in_play() -> None:
    game = GamePlay(make({1: "AS 5H", 2: "6C"}))
    assert game.play(Move("1", "2"), autoplay=Autoplay.NONE).auto == ()
    assert game.position().cascades[0] == make({1: "AS"}).cascades[0]


def test_an_illegal_move_changes_nothing() -> None:
    game = GamePlay(make({1: "7S", 2: "9H"}))
    with pytest.raises(ValueError, match="7S cannot go on 9H"):
        game.play(Move("1", "2"))
    assert game.made() == () and not game.can_undo() and game.elapsed() == 0.0


def test_a_sequence_onto_an_empty_column_records_its_count() -> None:
    game = GamePlay(make({1: "KS 9C 8H 7S", 3: "QH"}))
    turn = game.play(Move("1", "2", 0))  # typed "12": as many as may move
    assert turn.move == Move("1", "2", 3) and turn.text == "12v3"


# ---- undo, redo, restart ------------------------------------------------------------------------------


def test_undo_takes_back_the_move_with_its_automatic_moves_and_redo_makes_them_again() -> None:
    start = make({1: "AS 5H", 2: "6C", 3: "9D"})
    game = GamePlay(start)
    game.play(Move("1", "2"))
    after = game.position()
    assert game.undo() and game.position() == start
    assert not game.undo()
    assert game.redo() and game.position() == after
    assert not game.redo()


def test_go_to_undoes_or_redoes_several_turns_at_once() -> None:
    game = GamePlay(Position.deal(617))
    game.play_text("7a 7b 7c")
    positions = [game.start, *(turn.position for turn in game.turns())]
    assert game.go_to(1) and game.position() == positions[1] and game.can_redo()
    assert game.go_to(99) and game.position() == positions[3] and game.cursor() == 3
    assert not game.go_to(3)
    assert game.go_to(-5) and game.position() == game.start


def test_a_new_move_after_undo_drops_the_moves_undone() -> None:
    game = GamePlay(make({1: "5H", 2: "6C", 3: "6S"}))
    game.play(Move("1", "2"))
    game.undo()
    game.play(Move("1", "3"))
    assert [turn.move for turn in game.turns()] == [Move("1", "3")] and not game.can_redo()


def test_undo_is_unlimited() -> None:
    game = GamePlay(Position.deal(1))
    game.play_text(fc_solve_moves(1), autoplay=Autoplay.NONE)
    while game.undo():
        pass
    assert game.position() == Position.deal(1) and game.cursor() == 0


def test_restart_goes_back_to_the_deal_with_a_fresh_clock() -> None:
    clock = FakeClock()
    game = GamePlay(make({1: "5H", 2: "6C"}), clock)
    game.play(Move("1", "2"))
    clock.now += 30
    assert game.restart() and game.position() == game.start and game.turns() == ()
    assert game.elapsed() == 0.0 and not game.restart()


# ---- typed moves ----------------------------------------------------------------------------------------


def test_a_typed_solution_wins_the_deal_through_fc_solves_positions() -> None:
    game = GamePlay(Position.deal(617))
    turns, error = game.play_text(fc_solve_moves(617), autoplay=Autoplay.NONE)
    assert error is None and game.is_won()
    boards = fc_solve_boards(617)
    assert len(boards) == len(turns) + 1
    assert [normalized_board(turn.position.to_fcs()) for turn in turns] == boards[1:]


def test_the_short_form_wins_with_safe_autoplay() -> None:
    short = " ".join(str(m) for m in fc_solve_short_moves(617))
    game = GamePlay(Position.deal(617))
    _, error = game.play_text(short)
    assert error is None and game.is_won()
    assert game.moves_text() == " ".join(str(Move(m.source, m.dest)) for m in fc_solve_short_moves(617))


def test_an_illegal_typed_move_stops_there_and_names_its_number() -> None:
    game = GamePlay(make({1: "5H", 2: "6C", 3: "KD"}))
    turns, error = game.play_text("12 32 13")
    assert len(turns) == 1 and error is not None and error.number == 2
    assert str(error) == "move 2 `32`: nothing movable in column 3 fits on 5H (it takes 4C or 4S)"
    assert game.cursor() == 1 and game.position().cascades[1] == make({2: "6C 5H"}).cascades[1]


def test_a_text_that_is_not_moves_changes_nothing() -> None:
    game = GamePlay(make({1: "5H", 2: "6C"}))
    with pytest.raises(MoveTextError, match="move 2 `9x`"):
        game.play_text("12 9x")
    assert game.made() == ()


def test_the_move_text_replays_to_the_same_position() -> None:
    game = GamePlay(Position.deal(1))
    _, error = game.play_text(" ".join(str(move) for move in fc_solve_short_moves(1)[:40]))
    assert error is None and not game.is_won()
    short, every = game.moves_text(), game.moves_text(every=True)
    assert replay(Position.deal(1), short, autoplay=Autoplay.SAFE).final == game.position()
    assert replay(Position.deal(1), every, autoplay=Autoplay.NONE).final == game.position()
    assert len(every.split()) == game.move_count() > len(short.split())


# ---- the clock ------------------------------------------------------------------------------------------


def test_the_clock_runs_from_the_first_move_until_the_win() -> None:
    clock = FakeClock()
    game = GamePlay(make({1: "QS KS"}, home=(13, 13, 13, 11)), clock)
    clock.now += 50
    assert game.elapsed() == 0.0  # not started before the first move
    game.play(Move("1", "a"), autoplay=Autoplay.NONE)
    clock.now += 7
    assert game.elapsed() == 7.0
    game.play(Move("1", "h"), autoplay=Autoplay.SAFE)  # QS home, then autoplay sends KS: won
    clock.now += 100
    assert game.is_won() and game.elapsed() == 7.0
    assert won_text(tally(game)) == "Won in 0:07 with 2 moves (+ 1 by autoplay)"


def test_the_clock_stands_still_while_the_game_is_not_shown() -> None:
    clock = FakeClock()
    game = GamePlay(make({1: "5H", 2: "6C", 3: "9D"}), clock)
    game.play(Move("1", "2"))
    clock.now += 5
    game.pause()
    clock.now += 1000
    game.resume()
    clock.now += 70
    assert game.elapsed() == 75.0


def test_won_text_counts_hours() -> None:
    clock = FakeClock()
    game = GamePlay(make({1: "AS"}, home=(13, 13, 13, 0)), clock)
    game.play(Move("1", "a"), autoplay=Autoplay.NONE)
    clock.now += 3725
    game.play(Move("a", "h"), autoplay=Autoplay.NONE)
    assert won_text(tally(game)) == "Won in 1:02:05 with 2 moves"


# ---- the session keeps the game in progress (tests/app/test_session.py covers the viewer's part) ---------


class Notifications:
    def __init__(self, session: ViewerSession) -> None:
        self.changes: list[Change] = []
        # The game's part of each change (what the board and the move list show: tests/app/).
        session.subscribe(lambda change: self.changes.append(change & GAME_PARTS))

    def take(self) -> list[Change]:
        changes, self.changes = self.changes, []
        return changes


def test_undo_takes_back_a_move_with_the_autoplay_after_it_in_one_notification() -> None:
    session = ViewerSession({FREECELL.key: 1})
    heard = Notifications(session)
    assert session.play_text("5a 5b 5c") is None  # fc-solve's first moves; then 5d, then 5h
    three = session.position()
    session.play(Move("5", "d"))
    game = session.game_play()
    assert game is not None and game.made()[-1].auto == (Move("5", "h"),)  # autoplay made fc-solve's 5h
    assert normalized_board(str(session.position())) == fc_solve_boards(1)[5]
    session.undo()
    assert session.position() == three
    session.redo()
    assert normalized_board(str(session.position())) == fc_solve_boards(1)[5]
    changes = heard.take()
    assert changes == [Change.POSITION] * 4 and all(change.is_move() for change in changes)


def test_back_returns_to_a_half_played_game_as_it_was_left() -> None:
    session = ViewerSession({FREECELL.key: 617})
    session.play_text("7a 7b")
    left = session.position()
    session.next()
    assert session.deal_number() == 618 and session.moves() == ()
    session.back()
    assert session.position() == left and session.move_cursor() == 2 and session.can_undo()
    session.forward()
    assert session.deal_number() == 618 and session.moves() == ()
    session.set_deal(617)  # a new visit of the deal: a new game
    assert session.moves() == () and session.position() == Position.deal(617)
    session.back()
    session.back()
    assert session.deal_number() == 617 and session.position() == left


def test_the_clock_stops_while_the_game_is_not_shown(monkeypatch: pytest.MonkeyPatch) -> None:
    now = [0.0]
    monkeypatch.setattr("freecell_gui.app.play_state.time", SimpleNamespace(monotonic=lambda: now[0]))
    session = ViewerSession({FREECELL.key: 617})
    session.play(Move("7", "a"))
    now[0] += 10
    session.next()
    now[0] += 500
    session.back()
    now[0] += 5
    session.set_game(DOUDIZHU.key)
    now[0] += 100
    session.set_game(FREECELL.key)
    game = session.game_play()
    assert game is not None and game.elapsed() == 15.0


def test_autoplay_can_be_turned_off() -> None:
    session = ViewerSession({FREECELL.key: 1}, autoplay=Autoplay.NONE)
    assert session.autoplay() == "none"
    assert session.play_text("5a 5b 5c 5d") is None
    assert session.position().foundations == (0, 0, 0, 0)  # type: ignore[union-attr]
    session.set_autoplay("safe")
    assert session.autoplay() == "safe"
    with pytest.raises(ValueError, match="unknown autoplay mode 'bold'"):
        session.set_autoplay("bold")
    assert ViewerSession(autoplay="wild").autoplay() == Autoplay.SAFE  # type: ignore[arg-type]


def test_typed_moves_stop_at_the_first_illegal_one() -> None:
    session = ViewerSession({FREECELL.key: 617})
    heard = Notifications(session)
    error = session.play_text("7a 7a 7b")
    assert error is not None and str(error) == "move 2 `7a`: free cell a is occupied"
    assert session.move_cursor() == 1 and heard.take() == [Change.POSITION]
    with pytest.raises(MoveTextError):
        session.play_text("7b 7x")
    assert session.move_cursor() == 1 and heard.take() == []


def test_restart_goes_back_to_the_deal() -> None:
    session = ViewerSession({FREECELL.key: 617})
    session.play_text("7a 7b")
    heard = Notifications(session)
    session.restart()
    assert session.position() == Position.deal(617) and session.moves() == () and not session.can_redo()
    session.restart()
    assert heard.take() == [Change.POSITION]


def test_dou_dizhu_is_only_dealt() -> None:
    session = ViewerSession({FREECELL.key: 617})
    session.set_game(DOUDIZHU.key)
    with pytest.raises(ValueError, match="not played move by move"):
        session.play_text("7a")
    session.undo()
    session.restart()
    assert session.game_play() is None and not session.can_undo()


def test_a_click_in_the_move_list_goes_to_that_move_in_one_notification() -> None:
    session = ViewerSession({FREECELL.key: 617})
    session.play_text("7a 7b 7c")
    heard = Notifications(session)
    session.go_to_move(1)
    assert session.move_cursor() == 1 and session.can_redo() and len(session.moves()) == 3
    session.go_to_move(1)
    assert heard.take() == [Change.POSITION]


def test_replacing_the_moves_made_is_all_or_nothing() -> None:
    session = ViewerSession({FREECELL.key: 617})
    session.play_text("7a")
    heard = Notifications(session)
    with pytest.raises(ValueError, match="free cell a is occupied"):
        session.replace_moves([Move("7", "a"), Move("7", "a")])
    assert [str(move) for move in session.moves()] == ["7a"] and heard.take() == []
    session.replace_moves([Move("7", "b"), Move("7", "c")])
    assert [str(move) for move in session.moves()] == ["7b", "7c"] and heard.take() == [Change.POSITION]


def test_the_solvers_moves_are_counted_apart_from_the_players() -> None:
    clock = FakeClock()
    game = GamePlay(make({1: "QS KS"}, home=(13, 13, 13, 11)), clock)
    game.play(Move("1", "a"), autoplay=Autoplay.NONE)  # the player's
    clock.now += 65
    game.play(
        Move("1", "h"), autoplay=Autoplay.SAFE, by_solver=True
    )  # continue from here: QS, then KS by autoplay
    assert game.is_won() and [turn.by_solver for turn in game.made()] == [False, True]
    counted = tally(game)
    assert (counted.own, counted.by_solver, counted.auto) == (1, 1, 1)
    assert won_text(counted) == "Won in 1:05: 1 moves by you, 1 by the solver (+ 1 by autoplay)"
    game.undo()
    assert tally(game).by_solver == 0  # the count is of the moves made, up to the cursor
    replaced = GamePlay(game.start)
    replaced.replace([Move("1", "a")], by_solver=True)  # a solver's solution taken on as the game's moves
    assert [turn.by_solver for turn in replaced.made()] == [True]


def test_a_turn_of_the_game_is_a_replays_step() -> None:
    """One name for one idea: what the player makes is what a replay makes (issue 22: Step and Turn)."""
    game = GamePlay(Position.deal(617))
    turns = [game.play(move, autoplay=Autoplay.SAFE) for move in parse_moves("2a 27 72")]
    assert turns == list(replay(Position.deal(617), "2a 27 72", autoplay=Autoplay.SAFE).steps)
    assert game.play(Move("4", "b"), by_solver=True).by_solver
