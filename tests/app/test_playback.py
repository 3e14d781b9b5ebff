"""The session's move list: a solution shown, the cursor, a new deal; each action one notification, SHOWN
only when the board shows another position."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from freecell_gui.app.notify import Change
from freecell_gui.app.play_state import GamePlay
from freecell_gui.app.playback import GameListing
from freecell_gui.app.session import ViewerSession
from freecell_gui.app.solution import PlaybackSolution, load_solution
from freecell_gui.core.notation.standard import parse_moves
from freecell_gui.core.rules.autoplay import Autoplay
from freecell_gui.core.rules.position import Position
from tests.helpers.fc_solve import fc_solve_boards, fc_solve_moves, fc_solve_short_moves, normalized_board


def test_the_move_list_says_what_changed_once_per_action() -> None:
    session, heard = ViewerSession({"freecell": 1}), list[Change]()
    session.subscribe(heard.append)
    session.show_solution(load_solution(Position.deal(1), fc_solve_moves(1)))
    # At its start: the same position, now the move list's (whose it is changed), and no animation.
    assert heard == [Change.STEPS | Change.STEP | Change.JUMP | Change.SHOWN]
    assert session.shown_position() == Position.deal(1)
    session.go_to_step(3)
    assert heard[-1] == Change.STEP | Change.SHOWN
    shown = session.shown_position()
    assert shown is not None and normalized_board(shown.to_fcs()) == fc_solve_boards(1)[3]
    session.go_to_step(10_000, animate=False)  # clamped to the end, a jump
    assert heard[-1] == Change.STEP | Change.SHOWN | Change.JUMP
    playback = session.playback()
    assert playback.index == playback.step_count() and session.shown_position().is_solved()  # type: ignore[union-attr]
    count = len(heard)
    session.go_to_step(10_000)  # already there
    assert len(heard) == count
    session.set_deal(2)  # a new start, without a solution
    assert heard[-1] & (Change.DEAL | Change.STEPS | Change.STEP | Change.SHOWN) and len(heard) == count + 1
    assert session.playback().solution is None and session.shown_position() == Position.deal(2)
    session.set_deal(2)  # the same deal: nothing
    assert len(heard) == count + 1


def _listed_anew(game_play: GamePlay) -> tuple[list[tuple[int, str, bool, Position]], int]:
    """The game's steps listed from the deal's start, move by move: the listing's oracle."""
    rows, position, reached = [], game_play.start, 0
    for number, turn in enumerate(game_play.turns(), start=1):
        for move, auto in ((turn.move, False), *((move, True) for move in turn.auto)):
            position = position.apply(move)
            rows.append((number, str(move), auto, position))
        if number == game_play.cursor():
            reached = len(rows)
    return rows, reached


def test_a_move_lists_its_own_turn_only_and_an_undo_lists_nothing() -> None:
    game_play, listing = GamePlay(Position.deal(1)), GameListing()
    for move in fc_solve_short_moves(1)[:10]:
        before = listing.listed(game_play)[0]
        game_play.play(move, Autoplay.SAFE)
        after, reached = listing.listed(game_play)
        assert len(after.steps) == reached > len(before.steps)
        # The rows listed before are kept, not made again.
        assert all(new is old for new, old in zip(after.steps, before.steps, strict=False))
    assert any(step.auto for step in after.steps) and after.autoplay == "safe"
    game_play.undo()  # the same turns: the same list, the cursor before the last move's rows
    assert listing.listed(game_play) == (after, len(after.steps) - _last_turn(after))
    assert listing.listed(game_play)[0] is after


def _last_turn(solution: PlaybackSolution) -> int:
    """How many rows the last move and its automatic moves take."""
    return sum(step.number == solution.steps[-1].number for step in solution.steps)


def test_the_game_s_listing_is_the_game_replayed_after_every_action() -> None:
    game_play, listing = GamePlay(Position.deal(617)), GameListing()
    moves = fc_solve_short_moves(617)
    actions: list[Callable[[], object]] = [
        *(partial(game_play.play, move, Autoplay.SAFE) for move in moves[:12]),
        game_play.undo, game_play.undo, game_play.redo,
        partial(game_play.play, moves[11], Autoplay.NONE),  # a new branch where the undone moves were
        partial(game_play.go_to, 3), partial(game_play.go_to, 12), game_play.restart,
        *(partial(game_play.play, move, Autoplay.MAX) for move in moves[:5]),
        partial(game_play.replace, moves[:3], Autoplay.SAFE),
    ]  # fmt: skip
    for action in actions:
        action()
        solution, reached = listing.listed(game_play)
        rows = [(step.number, step.text, step.auto, step.position) for step in solution.steps]
        assert (rows, reached) == _listed_anew(game_play) and solution.start == game_play.start
    other = GamePlay(Position.deal(2))  # another deal's game: listed anew
    other.play(parse_moves("1a")[0], Autoplay.NONE)
    assert [step.position for step in listing.listed(other)[0].steps] == [other.position()]
