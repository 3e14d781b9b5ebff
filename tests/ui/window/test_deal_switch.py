"""A deal switch as the window makes it: each part draws the session's one notification once, and a part
the user does not see (the move panel, hidden until Solve) draws what it shows when it is shown."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest

from freecell_gui.ui.playback.dock import PlaybackDock
from freecell_gui.ui.playback.panel import PlaybackPanel
from freecell_gui.ui.window.main_window import MainWindow
from tests.helpers.fc_solve import fc_solve_moves, require_fc_solve


def test_a_deal_switch_asks_nothing_back_of_the_session(
    qtbot, make_window: Callable[..., MainWindow], monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    # The move list follows the session's cursor; setting its row must not send that row back to the
    # session as if the user had clicked it (a second round of drawing at every deal).
    window = make_window(1)
    session = window.session()
    asked: list[int] = []
    monkeypatch.setattr(session, "go_to_step", lambda index, *, animate=True: asked.append(index))
    spin = window.spinBox()
    for _ in range(3):
        QTest.keyClick(spin, Qt.Key.Key_Up)
    assert window.deal() == 4 and asked == []


def test_the_hidden_move_list_shows_its_row_in_the_middle_once_shown(
    qtbot, make_window: Callable[..., MainWindow]
) -> None:  # type: ignore[no-untyped-def]
    require_fc_solve()
    window = make_window(617)
    window.resize(1000, 700)
    window.show()
    qtbot.waitExposed(window)
    panel = window.findChild(PlaybackPanel)
    assert isinstance(panel, PlaybackPanel)
    QGuiApplication.clipboard().setText(fc_solve_moves(617))
    window.board().setFocus()
    window.actionsByName()["pasteSolution"].trigger()  # shows the panel
    dock = window.findChild(PlaybackDock, "playbackPane")
    assert isinstance(dock, PlaybackDock)
    qtbot.waitUntil(panel.isVisible)
    dock.hide()
    target = panel.stepCount() * 2 // 3  # far below the rows in sight, and far from the end
    panel.setCurrentIndex(target)  # while hidden
    dock.show()
    qtbot.waitUntil(panel.isVisible)
    view = panel.moveList()
    row = view.visualRect(view.currentIndex())
    assert view.currentIndex().row() == target and panel.stepCount() > 90
    sight = view.viewport().rect()
    assert sight.contains(row.center())
    assert abs(row.center().y() - sight.center().y()) < sight.height() / 4  # centred: the moves ahead show
