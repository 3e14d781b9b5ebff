"""The session's games written to the record as they go: a row per game from its first move, each change
written at once, the win, Restart, the solver's moves, the window closing; and the statistics read back.
A record that cannot be used is said once and left as it was; the game goes on unrecorded."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest

from freecell_gui.app.record.recorder import GameRecorder
from freecell_gui.app.record.rows import GameState, RecordError
from freecell_gui.app.record.statistics import deal_records, statistics, streaks, won_deals
from freecell_gui.app.record.store import RecordStore
from freecell_gui.app.session import ViewerSession
from freecell_gui.core.notation.standard import Move
from freecell_gui.core.rules.autoplay import Autoplay
from freecell_gui.core.rules.position import Position
from freecell_gui.core.rules.replay import replay
from tests.helpers.fc_solve import fc_solve_short_moves


class Recording:
    """A session at deal 617 whose games go to a record in ``folder``, the clock ticking a minute a call."""

    def __init__(self, folder: Path) -> None:
        self.path = folder / "record.sqlite"
        self.session = ViewerSession({"freecell": 617})
        self.problems: list[RecordError] = []
        minutes = itertools.count()
        self.recorder = GameRecorder(
            self.session,
            self.path,
            self.problems.append,
            lambda: f"2026-01-01T10:{next(minutes):02}:00+00:00",
        )

    def rows(self) -> list[tuple[object, ...]]:
        reader = RecordStore.open_to_read(self.path)  # as Game → Statistics or `freecell record` reads it
        assert reader is not None
        with reader:
            return reader.read(
                "SELECT deal, moves, own_moves, solver_moves, won, ended IS NOT NULL FROM games"
            )


@pytest.fixture
def recording(tmp_path: Path) -> Recording:
    return Recording(tmp_path)


def winning_moves(number: int) -> list[str]:
    return [move.written() for move in fc_solve_short_moves(number)]  # counted: read as they were made


def test_each_move_undo_and_redo_is_in_the_record_at_once(recording: Recording) -> None:
    session = recording.session
    assert not recording.path.exists()  # nothing played, nothing made
    session.play(Move("7", "a"))
    assert recording.rows() == [(617, "7a", 1, 0, 0, 0)]
    session.play_text("7b 7c")
    assert recording.rows() == [(617, "7a 7b 7c", 3, 0, 0, 0)]
    session.undo()
    assert recording.rows() == [(617, "7a 7b", 2, 0, 0, 0)]
    session.redo()
    assert recording.rows()[0][1] == "7a 7b 7c"
    assert recording.problems == []


def test_restart_ends_the_game_and_the_next_move_begins_another(recording: Recording) -> None:
    session = recording.session
    session.play_text("7a 7b")
    session.restart()
    assert recording.rows() == [(617, "7a 7b", 2, 0, 0, 1)]
    session.play(Move("1", "a"))
    assert recording.rows()[1] == (617, "1a", 1, 0, 0, 0)


def test_a_won_game_is_recorded_as_won_and_stays_so(recording: Recording) -> None:
    session = recording.session
    moves = winning_moves(617)
    session.play_text(" ".join(moves))
    ((deal, recorded, own, solver, won, ended),) = recording.rows()
    assert (deal, own, solver, won, ended) == (617, len(moves), 0, 1, 1)
    assert replay(Position.deal(617), str(recorded), Autoplay.SAFE).final.is_solved()  # the moves as played
    session.undo()  # after the win: the record keeps the win
    assert recording.rows() == [(deal, recorded, own, solver, won, ended)]
    with RecordStore.open(recording.path) as store:  # another window's
        assert won_deals(store, "freecell") == {617}
        (best,) = deal_records(store, "freecell")
        assert (best.deal, best.played, best.won, best.fewest_moves) == (617, 1, 1, len(moves))


def test_the_solvers_moves_are_counted_apart_and_its_win_is_not_the_players(recording: Recording) -> None:
    session = recording.session
    moves = fc_solve_short_moves(617)
    session.play_text(" ".join(move.written() for move in moves[:5]))
    session.continue_with(moves[5:], Autoplay.SAFE)  # "continue from here": the solver plays on
    while session.play_continuation():
        pass
    ((_, recorded, own, solver, won, ended),) = recording.rows()
    assert (own, solver, won, ended) == (5, len(moves) - 5, 1, 1)
    assert replay(Position.deal(617), str(recorded), Autoplay.SAFE).final.is_solved()
    with RecordStore.open(recording.path) as store:
        counted = statistics(store, "freecell")
        assert (counted.played, counted.won, counted.by_solver) == (1, 0, 1)
        assert won_deals(store, "freecell") == set()


def test_a_game_left_on_another_deal_goes_on_when_back_finds_it(recording: Recording) -> None:
    session = recording.session
    session.play_text("7a 7b")
    session.set_deal(1)
    session.play(Move("1", "a"))
    session.back()
    session.play(Move("7", "c"))
    assert recording.rows() == [(617, "7a 7b 7c", 3, 0, 0, 0), (1, "1a", 1, 0, 0, 0)]


def test_closing_ends_the_games_under_way(recording: Recording) -> None:
    recording.session.play_text("7a 7b")
    recording.recorder.close()
    assert recording.rows() == [(617, "7a 7b", 2, 0, 0, 1)]
    recording.session.play(Move("7", "c"))  # after closing: nothing more is written
    assert recording.rows() == [(617, "7a 7b", 2, 0, 0, 1)]


def test_a_record_that_is_not_ours_is_said_once_and_left_as_it_was(recording: Recording) -> None:
    recording.path.write_text("my notes\n")
    session = recording.session
    session.play_text("7a 7b")
    session.play(Move("7", "c"))
    assert len(recording.problems) == 1 and "not a record of games" in str(recording.problems[0])
    assert recording.path.read_text() == "my notes\n"
    assert session.moves()[-1] == Move("7", "c", 1)  # the game goes on
    assert recording.recorder.store() is None and len(recording.problems) == 1


def test_statistics_count_wins_and_streaks(tmp_path: Path) -> None:
    assert streaks([True, True, False, True, True, True, False, True]) == (1, 3)
    assert streaks([]) == (0, 0)
    with RecordStore.open(tmp_path / "record.sqlite") as store:
        for day, (deal, won) in enumerate([(1, True), (2, True), (3, False), (1, True)], start=1):
            game = store.begin("freecell", deal, Autoplay.SAFE, f"2026-01-0{day}T10:00:00+00:00")
            store.update(game, _state(won))
        store.begin("freecell", 9, Autoplay.SAFE, "2026-01-09T10:00:00+00:00")  # under way
        counted = statistics(store, "freecell")
        assert (counted.played, counted.won, counted.under_way) == (5, 3, 1)
        assert counted.win_rate() == 3 / 4
        assert (counted.current_streak, counted.longest_streak) == (1, 2)  # won, won, lost, won
        assert statistics(store, "doudizhu").win_rate() is None
        assert [record.deal for record in deal_records(store, "freecell")] == [9, 1, 3, 2]  # the last first


def _state(won: bool) -> GameState:
    when = "2026-01-10T00:00:00+00:00"
    return GameState("1a", 1, 0, 0, 30.0, won, when, when)


def test_a_second_window_on_the_same_record_leaves_the_first_ones_game_under_way(tmp_path: Path) -> None:
    first, second = Recording(tmp_path), Recording(tmp_path)
    first.session.play(Move("7", "a"))
    second.session.play(Move("1", "a"))  # opening the record ends the games left under way …
    assert first.rows() == [(617, "7a", 1, 0, 0, 1), (617, "1a", 1, 0, 0, 0)]
    first.session.play(Move("7", "b"))  # … and the first window's next move takes its game up again
    assert first.rows() == [(617, "7a 7b", 2, 0, 0, 0), (617, "1a", 1, 0, 0, 0)]
