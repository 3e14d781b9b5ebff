"""The session's move list: a solution shown, the cursor, a new deal; each action one notification, SHOWN
only when the board shows another position."""

from __future__ import annotations

from freecell_gui.app.notify import Change
from freecell_gui.app.session import ViewerSession
from freecell_gui.app.solution import load_solution
from freecell_gui.core.rules.position import Position
from tests.helpers.fc_solve import fc_solve_boards, fc_solve_moves, normalized_board


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
