"""The window at 1366×768 with both docks open: the move list keeps ten rows or more, the text pane shows
its whole text, and the Find dialog leaves the board's cards in view."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QPoint, QRect, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDockWidget, QWidget

from freecell_gui.ui.dialogs.find.dialog import FindDealDialog
from freecell_gui.ui.dialogs.placement import place_beside
from freecell_gui.ui.playback.dock import PlaybackDock
from freecell_gui.ui.window.main_window import MainWindow
from freecell_gui.ui.window.screen_fit import first_size
from freecell_gui.ui.window.text_pane import TextPane
from tests.helpers.fc_solve import fc_solve_moves, require_fc_solve
from tests.ui.conftest import choose_language, show_active, show_dock

MakeWindow = Callable[..., MainWindow]
SCREEN = QRect(0, 0, 1366, 768)
FIRST = first_size(SCREEN.size(), QSize(0, 0))  # the window's first size on that screen: 1000×720


def on_screen(widget: QWidget) -> QRect:
    return QRect(widget.mapToGlobal(QPoint(0, 0)), widget.size())


def open_both_docks(qtbot, window: MainWindow) -> PlaybackDock:  # type: ignore[no-untyped-def]
    """The text pane from the View menu, then the panel as a pasted solution opens it."""
    require_fc_solve()
    show_dock(window, "textPane")
    QGuiApplication.clipboard().setText(fc_solve_moves(617))
    window.board().setFocus()
    window.actionsByName()["pasteSolution"].trigger()
    dock = window.findChild(PlaybackDock)
    assert dock is not None
    qtbot.waitUntil(dock.isVisible)
    qtbot.wait(50)  # the docks' layout, then the text pane fitted to its text
    return dock


@pytest.mark.parametrize(
    ("size", "code"),
    [
        ((1366, 768), "en"),
        ((FIRST.width(), FIRST.height()), "en"),
        ((FIRST.width(), FIRST.height()), "pt_BR"),
    ],
)
def test_the_move_list_keeps_ten_rows_beside_the_text_pane(
    qtbot, make_window: MakeWindow, interface_language, size: tuple[int, int], code: str
) -> None:  # type: ignore[no-untyped-def]
    assert QSize(1000, 720) == FIRST
    window = make_window(617)
    window.resize(*size)
    show_active(qtbot, window)
    choose_language(window, code)
    dock = open_both_docks(qtbot, window)
    view = dock.panel().moveList()
    rows = view.viewport().height() / view.sizeHintForRow(0)
    assert rows >= 10, rows
    pane = window.findChild(QDockWidget, "textPane")
    assert isinstance(pane, TextPane)
    edit = pane.textEdit()
    assert on_screen(pane).bottom() < on_screen(dock).top()  # one above the other, both open
    lines = edit.viewport().height() / edit.fontMetrics().lineSpacing()
    assert lines >= edit.document().blockCount(), lines  # the pane's whole text, not a sliver of it
    assert on_screen(window.board()).width() >= 500  # the board keeps its room


def test_the_find_dialog_leaves_the_boards_cards_in_view(qtbot, make_window: MakeWindow, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(FindDealDialog, "_available_geometry", lambda self: SCREEN)
    window = make_window(617)
    spot = QRect(QPoint(0, 0), FIRST)
    spot.moveCenter(SCREEN.center())
    window.setGeometry(spot)  # where the first window opens on a 1366×768 screen
    show_active(qtbot, window)
    open_both_docks(qtbot, window)
    window.actionsByName()["find"].trigger()
    dialog = window.findDialog()
    qtbot.waitUntil(dialog.isVisible)
    frame = dialog.frameGeometry()
    board = window.board()
    cards = [on_screen(card) for card in board.cardWidgets() if card.isVisible()]
    piles = [
        QRect(board.mapToGlobal(board.pileRect(name).topLeft()), board.pileRect(name).size())
        for name in "abcdh"
    ]
    assert len(cards) == 52 and SCREEN.contains(frame)
    assert not [rect for rect in cards + piles if rect.intersects(frame)]
    assert frame.width() >= dialog.minimumSizeHint().width()
    dialog.close()


def test_without_room_beside_the_window_the_dialog_goes_beside_the_board() -> None:
    window, board = QRect(183, 0, 1000, 720), QRect(183, 60, 661, 640)
    spot = place_beside(window, QSize(560, 520), SCREEN, 60, board, minimum_width=380)
    assert spot == QRect(852, 60, 514, 520)  # narrowed, over the docks
    assert not spot.intersects(board) and SCREEN.contains(spot)
    wide_board = QRect(183, 60, 1000, 640)  # no docks: against the screen's edge, as narrow as it may be
    assert place_beside(window, QSize(560, 520), SCREEN, 60, wide_board, 380) == QRect(986, 60, 380, 520)
