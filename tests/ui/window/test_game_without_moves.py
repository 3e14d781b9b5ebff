"""A game only dealt (Dou Dizhu) takes no moves: what plays, pastes or finds FreeCell moves is disabled
while it is shown, and comes back with FreeCell."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest

from freecell_gui.ui.playback.panel import PlaybackPanel
from freecell_gui.ui.window.main_window import MainWindow
from tests.helpers.windows import show_active, show_dock

MakeWindow = Callable[..., MainWindow]
CTRL = Qt.KeyboardModifier.ControlModifier


def move_tools(window: MainWindow) -> dict[str, bool]:
    """Whether each tool of FreeCell's moves can be used: the move field, the Solution menu's button,
    Paste solution and Edit → Find deal by layout."""
    panel = window.findChild(PlaybackPanel)
    assert panel is not None
    actions = window.actionsByName()
    return {
        "move field": panel.moveField().isEnabled(),
        "Solution button": panel.solveBar().menuButton().isEnabled(),
        "Paste solution": actions["pasteSolution"].isEnabled(),
        "Find deal by layout": actions["find"].isEnabled(),
    }


def test_dou_dizhu_disables_the_tools_of_moves_and_freecell_enables_them(
    qtbot, make_window: MakeWindow
) -> None:  # type: ignore[no-untyped-def]
    window = make_window(617)
    show_active(qtbot, window)
    show_dock(window, "playbackPane")
    assert all(move_tools(window).values()), move_tools(window)
    QTest.keyClick(window, Qt.Key.Key_2, CTRL)  # Game → Dou Dizhu
    assert window.game() == "doudizhu"
    assert not any(move_tools(window).values()), move_tools(window)
    panel = window.findChild(PlaybackPanel)
    assert panel is not None
    QGuiApplication.clipboard().setText("8a 8b")
    window.doudizhuBoard().setFocus()
    QTest.keyClick(window.doudizhuBoard(), Qt.Key.Key_V, CTRL)  # Ctrl+V: nothing to paste onto
    assert panel.statusText() == "" and panel.stepCount() == 0
    QTest.keyClick(window, Qt.Key.Key_1, CTRL)  # Game → FreeCell
    assert window.game() == "freecell"
    assert all(move_tools(window).values()), move_tools(window)
