"""The board draws exactly what the session says it shows (issue 22), read back from its card widgets,
after each step a user takes: a game, a pasted solution played back, Undo, continue from here, another
deal, and a language switch (which changes nothing)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest

from freecell_gui.core.rules.position import Position
from freecell_gui.ui.playback.panel import PlaybackPanel
from freecell_gui.ui.window.main_window import MainWindow
from tests.helpers.board_reading import drawn, expected
from tests.helpers.fc_solve import fc_solve_moves, require_fc_solve
from tests.helpers.windows import choose_language, laptop_window


def check(window: MainWindow, panel: PlaybackPanel) -> Position:
    """The board draws the session's position; the move list and the slider stand at its cursor."""
    session = window.session()
    shown = session.shown().position
    assert shown is not None
    assert drawn(window.board()) == expected(shown)
    index = session.playback().index
    assert panel.moveList().currentIndex().row() == index
    assert panel.transportBar().slider().value() == index
    return shown


def test_the_board_draws_what_the_session_shows_after_every_step(
    qtbot, make_window: Callable[..., MainWindow], interface_language: Callable[[str], str]
) -> None:  # type: ignore[no-untyped-def]
    require_fc_solve()
    window = make_window(1)
    laptop_window(qtbot, window, "playbackPane")
    panel = window.findChild(PlaybackPanel)
    assert isinstance(panel, PlaybackPanel)
    actions, session = window.actionsByName(), window.session()
    seen = [check(window, panel)]

    def step(action: Callable[[], object]) -> None:
        action()
        shown = check(window, panel)
        assert shown != seen[-1]  # each step changes the board: the check above could fail
        seen.append(shown)

    def type_moves() -> None:
        panel.moveField().setText("6a 6b")
        QTest.keyClick(panel.moveField(), Qt.Key.Key_Return)

    step(type_moves)  # the game, typed in the move field
    QGuiApplication.clipboard().setText(fc_solve_moves(1))
    step(actions["pasteSolution"].trigger)  # pasted: the board shows its start
    assert session.playback().start == seen[-1]
    step(actions["stepForward"].trigger)
    step(actions["stepForward"].trigger)
    step(actions["undo"].trigger)  # Undo shows the game again
    assert seen[-1] == session.position() == seen[1]
    step(actions["undo"].trigger)  # and then undoes
    assert session.move_cursor() == 1

    step(actions["restart"].trigger)
    hand_play = window.handPlay()
    hand_play.setContinueInterval(50)
    actions["continueHere"].trigger()  # continue from here: the solver's moves join the game one by one
    qtbot.waitUntil(lambda: session.move_cursor() >= 2, timeout=10_000)
    seen.append(check(window, panel))
    assert seen[-1] != seen[-2] and session.continuation()
    step(actions["undo"].trigger)  # the player's own Undo stops it
    assert session.continuation() == () and not hand_play.isContinuing()
    step(actions["playbackStart"].trigger)  # a step of the game's list: the game goes there
    assert session.move_cursor() == 0

    shown, steps = session.shown(), panel.stepCount()
    for code in ("pt_BR", "ja", "en"):  # a language switch: the board and the list stay
        choose_language(window, code)
        assert check(window, panel) == seen[-1] and session.shown() == shown and panel.stepCount() == steps
    step(actions["next"].trigger)  # another deal
    assert seen[-1] == Position.deal(2) and panel.stepCount() == 0
