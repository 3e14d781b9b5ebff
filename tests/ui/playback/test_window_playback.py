"""The panel in the window: a dock whose steps move the real board's cards and fill the text pane."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

from freecell_gui.core.games import DOUDIZHU
from freecell_gui.core.rules.position import Position
from freecell_gui.ui.playback.dock import PlaybackDock
from tests.helpers.fc_solve import normalized_board
from tests.helpers.windows import show_active


def _dock(window: QWidget) -> PlaybackDock:
    dock = window.findChild(PlaybackDock)
    assert dock is not None
    return dock


def test_paste_shows_the_dock_and_period_moves_the_board(qtbot, make_window, fc_solve_solution) -> None:
    window = make_window(617)
    window.resize(1200, 800)
    show_active(qtbot, window)
    dock = _dock(window)
    assert dock.isHidden()
    oracle = fc_solve_solution(617)
    QGuiApplication.clipboard().setText(oracle.text())
    window.board().setFocus()
    qtbot.waitUntil(window.board().hasFocus)
    qtbot.keyClick(window.board(), Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    assert dock.isVisible() and dock.panel().stepCount() == len(oracle.moves)
    window.actionsByName()["textPane"].setChecked(True)
    for _ in range(3):
        qtbot.keyClick(window.board(), Qt.Key.Key_Period)
    board_position = window.board().position()
    assert board_position is not None and normalized_board(board_position.to_fcs()) == oracle.boards[2]
    assert normalized_board(window.textPaneText()) == oracle.boards[2]
    qtbot.keyClick(window.board(), Qt.Key.Key_Comma)
    board_position = window.board().position()
    assert board_position is not None and normalized_board(board_position.to_fcs()) == oracle.boards[1]


def test_a_new_deal_gives_the_panel_a_new_start(qtbot, make_window, fc_solve_solution) -> None:
    window = make_window(1)
    panel = _dock(window).panel()
    assert panel.loadSolution(fc_solve_solution(1).text())
    window.setDeal(2)
    assert panel.stepCount() == 0 and window.session().shown_position() == Position.deal(2)
    assert window.actionsByName()["solve"].isEnabled()
    window.setGame(DOUDIZHU.key)  # a game without moves: nothing to solve or play
    assert window.session().shown_position() is None and not window.actionsByName()["solve"].isEnabled()


def test_the_solution_actions_are_in_the_action_table(make_window) -> None:
    actions = make_window(1).actionsByName()
    for name, key in [
        ("playPause", "Space"),
        ("stepForward", "."),
        ("stepBack", ","),
        ("pasteSolution", "Ctrl+V"),
    ]:
        assert actions[name].shortcut().toString() == key
    assert {
        "solve",
        "cancelSolve",
        "copySolution",
        "copySolutionFull",
        "exportSolution",
        "playbackPane",
    } <= set(actions)
