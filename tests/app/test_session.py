"""The viewer's Qt-free state: deals per game, history, moves with undo/redo, one notification per action."""

from __future__ import annotations

import random

import pytest

from freecell_gui.app.session import Change, DealHistory, ViewerSession
from freecell_gui.core.deals.deal import deal
from freecell_gui.core.deals.doudizhu import deal_doudizhu
from freecell_gui.core.games import DOUDIZHU, FREECELL
from freecell_gui.core.notation.standard import IllegalMove, parse_moves
from freecell_gui.core.rules.position import Position
from tests.helpers.oracle import oracle_cascades

GAME_PARTS = Change.GAME | Change.DEAL | Change.POSITION | Change.HISTORY


class Recorder:
    def __init__(self, session: ViewerSession) -> None:
        self.changes: list[Change] = []
        session.subscribe(self.record)

    def record(self, change: Change) -> None:
        self.changes.append(change & GAME_PARTS)  # what the board shows is tests/app/'s

    def take(self) -> list[Change]:
        changes, self.changes = self.changes, []
        return changes


@pytest.fixture
def session() -> ViewerSession:
    return ViewerSession({FREECELL.key: 617})


def test_each_action_is_exactly_one_notification(session: ViewerSession) -> None:
    recorder = Recorder(session)
    session.next()
    assert recorder.take() == [Change.DEAL | Change.POSITION | Change.HISTORY]  # Back became possible
    session.previous()
    assert recorder.take() == [Change.DEAL | Change.POSITION]
    session.back()
    assert recorder.take() == [Change.DEAL | Change.POSITION | Change.HISTORY]
    assert session.deal_number() == 618
    session.forward()
    assert len(recorder.take()) == 1
    session.set_deal(5)
    assert len(recorder.take()) == 1
    session.random(random.Random(1))
    assert len(recorder.take()) == 1
    session.set_game(DOUDIZHU.key)
    assert recorder.take() == [Change.GAME | Change.DEAL | Change.POSITION | Change.HISTORY]


def test_no_change_no_notification(session: ViewerSession) -> None:
    recorder = Recorder(session)
    session.set_deal(617)
    session.set_game(FREECELL.key)
    session.undo()
    session.redo()
    session.set_deal(1)
    session.previous()  # already at the first deal
    session.back()
    session.back()  # nothing left to go back to
    assert len(recorder.take()) == 2


def test_deals_are_the_cores_and_each_game_keeps_its_own(session: ViewerSession) -> None:
    assert session.dealt() == deal(617)
    assert session.position() == Position.deal(617)
    session.set_game(DOUDIZHU.key)
    assert session.deal_number() == 1  # never shown: its first deal
    session.set_deal(42)
    assert session.dealt() == deal_doudizhu(42)
    assert session.position() is None  # dealt, not played move by move
    session.set_game(FREECELL.key)
    assert session.deal_number() == 617
    assert session.deal_numbers() == {FREECELL.key: 617, DOUDIZHU.key: 42}


def test_numbers_outside_the_game_are_refused_and_change_nothing(session: ViewerSession) -> None:
    recorder = Recorder(session)
    for bad in (0, 2**33, -1, "x", 1.5):
        with pytest.raises((ValueError, TypeError)):
            session.set_deal(bad)
    session.set_game(DOUDIZHU.key)
    with pytest.raises(ValueError, match="4,294,967,295"):
        session.set_deal(2**32)
    assert recorder.take() == [Change.GAME | Change.DEAL | Change.POSITION | Change.HISTORY]
    assert session.deal_number() == 1


def test_remembered_deals_that_are_bad_fall_back_to_the_first() -> None:
    session = ViewerSession({FREECELL.key: "banana", DOUDIZHU.key: 5_000_000_000}, game=DOUDIZHU.key)
    assert session.deal_number() == 1
    session.set_game(FREECELL.key)
    assert session.deal_number() == 1


def test_previous_and_next_stop_at_the_ends() -> None:
    session = ViewerSession({FREECELL.key: FREECELL.last})
    session.next()
    assert session.deal_number() == FREECELL.last
    session.set_deal(1)
    session.previous()
    assert session.deal_number() == 1


def test_random_stays_in_the_catalogued_range_unless_asked(session: ViewerSession) -> None:
    rng = random.Random(3)
    seen = set()
    for _ in range(30):
        session.random(rng)
        assert 1 <= session.deal_number() <= FREECELL.catalogued_last
        seen.add(session.deal_number())
    assert len(seen) > 25
    session.random(rng, whole_range=True)
    assert session.deal_number() > FREECELL.catalogued_last  # all but certain: 1 in 8,590 otherwise


def test_moves_undo_redo_and_a_new_move_drops_the_undone(session: ViewerSession) -> None:
    session.set_deal(1)
    recorder = Recorder(session)
    session.play(parse_moves("8a")[0])
    session.play(parse_moves("8b")[0])
    start = Position.deal(1)
    after_one = start.apply(parse_moves("8a")[0])
    after_two = after_one.apply(parse_moves("8b")[0])
    assert session.position() == after_two and session.move_cursor() == 2
    session.undo()
    assert session.position() == after_one and session.can_redo()
    session.undo()
    assert session.position() == start and not session.can_undo()
    session.redo()
    assert session.position() == after_one
    session.play(parse_moves("7c")[0])
    assert [str(m) for m in session.moves()] == ["8a", "7c"] and not session.can_redo()
    assert all(change == Change.POSITION and change.is_move() for change in recorder.take())
    with pytest.raises(IllegalMove):
        session.play(parse_moves("5h")[0])  # the five of diamonds cannot go home
    assert recorder.take() == []


def test_a_new_deal_starts_a_new_move_list(session: ViewerSession) -> None:
    session.play(session.position().legal_moves()[0])  # type: ignore[union-attr]
    session.next()
    assert session.moves() == () and session.position() == Position.deal(618)
    assert not (Change.DEAL | Change.POSITION).is_move()


def test_dou_dizhu_is_not_played(session: ViewerSession) -> None:
    session.set_game(DOUDIZHU.key)
    with pytest.raises(ValueError, match="not played"):
        session.play(parse_moves("8a")[0])


def test_history_back_and_forward_walk_the_visits() -> None:
    history = DealHistory()
    for number in (1, 2, 3):
        history.visit(number)
    assert (history.back(), history.back(), history.back()) == (2, 1, None)
    assert (history.forward(), history.forward(), history.forward()) == (2, 3, None)
    history.back()
    history.visit(9)
    assert not history.can_go_forward()
    assert history.back() == 2


def test_history_keeps_the_last_hundred_half_played_games() -> None:
    """Each deal left after a move keeps its game for Back; beyond KEPT_LIMIT the earliest go to their start,
    while the deals themselves stay in the history (LIMIT) and the latest games are found again."""
    session = ViewerSession({FREECELL.key: 1})
    history = session._history()
    left = DealHistory.KEPT_LIMIT + 30
    for number in range(1, left + 2):
        session.set_deal(number)
        session.play_text("8a")  # a legal first move in every Microsoft deal: a free cell is empty
    held = [kept for kept in history._kept if kept is not None]
    assert len(held) == DealHistory.KEPT_LIMIT
    assert len(history._entries) == left + 1  # every deal still in the history
    session.back()  # the last deal left: its game is found again
    assert session.deal_number() == left and session.move_cursor() == 1
    for _ in range(left - 1):
        session.back()
    assert session.deal_number() == 1 and session.move_cursor() == 0  # the earliest: back to its start


def test_history_is_per_game(session: ViewerSession) -> None:
    session.set_deal(700)
    session.set_game(DOUDIZHU.key)
    assert not session.can_go_back()
    session.set_deal(5)
    session.back()
    assert session.deal_number() == 1
    session.set_game(FREECELL.key)
    session.back()
    assert session.deal_number() == 617


def test_the_deals_start_stays_what_it_was_whatever_the_moves(session: ViewerSession) -> None:
    """What a move list starts from (the playback panel's start): the deal's, not the position now."""
    start = session.start_position()
    assert start == Position.deal(session.deal_number())
    assert session.play_text("5a 5b") is None
    assert session.position() != start and session.start_position() == start
    session.set_game(DOUDIZHU.key)
    assert session.start_position() is None  # a game only dealt has no moves to start from


def test_a_deal_is_played_as_dealt_and_autoplay_begins_with_the_first_move() -> None:
    """The README's "before the first move": Microsoft sends an ace lying at the foot of a column home at
    once; this session shows the deal as dealt, and autoplay takes the ace with the first move."""
    columns = oracle_cascades(2)
    assert columns[0][-1][0] == "A"  # deal 2: an ace at the foot of column 1 (pysol_cards says)
    session = ViewerSession({"freecell": 2})
    start = session.position()
    assert start is not None and start.foundations == (0, 0, 0, 0) and start == Position.deal(2)
    session.play(parse_moves("8a")[0])  # a move elsewhere, uncovering no card that goes home
    after = session.position()
    assert after is not None and sum(after.foundations) == 1 and len(after.cascades[0]) == len(columns[0]) - 1
