"""The move list without a game (a panel on its own): a new start, a solution shown, the cursor; each action
one notification, SHOWN only when the position at the cursor is another one."""

from __future__ import annotations

from freecell_gui.app.notify import Change
from freecell_gui.app.playback import PlaybackSession
from freecell_gui.app.solution import load_solution
from freecell_gui.core.rules.position import Position
from tests.helpers.fc_solve import fc_solve_boards, fc_solve_moves, normalized_board


def test_a_panels_own_move_list_says_what_changed_once_per_action() -> None:
    host, heard = PlaybackSession(), []
    host.subscribe(lambda change: heard.append(change))
    host.set_playback_start(Position.deal(1), 1)
    assert heard == [Change.DEAL | Change.JUMP | Change.STEPS | Change.STEP | Change.SHOWN]
    host.set_playback_start(Position.deal(1), 1)  # the same start: nothing
    assert len(heard) == 1

    host.show_solution(load_solution(Position.deal(1), fc_solve_moves(1)))
    assert heard[-1] == Change.STEPS | Change.STEP | Change.JUMP  # at its start: the board stays
    host.go_to_step(3)
    assert heard[-1] == Change.STEP | Change.SHOWN
    shown = host.shown_position()
    assert shown is not None and normalized_board(shown.to_fcs()) == fc_solve_boards(1)[3]
    host.go_to_step(10_000, animate=False)  # clamped to the end, a jump
    assert heard[-1] == Change.STEP | Change.SHOWN | Change.JUMP
    assert host.playback().index == host.playback().step_count() and host.shown_position().is_solved()  # type: ignore[union-attr]
    count = len(heard)
    host.go_to_step(10_000)  # already there
    assert len(heard) == count
