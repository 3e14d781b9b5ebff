"""Browsing from the board (keys, wheel, focus frame), what Ctrl+C copies, and the window's first size."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QPoint, QPointF, QSize, Qt
from PySide6.QtGui import QColor, QGuiApplication, QWheelEvent
from PySide6.QtWidgets import QApplication

from freecell_gui.core import LAST_DEAL, deal
from freecell_gui.core.notation.formats import format_deal, parse_layout
from freecell_gui.ui.board.painting import FOCUS_LINE
from freecell_gui.ui.window.main_window import MainWindow
from freecell_gui.ui.window.screen_fit import FRAME_ALLOWANCE, PREFERRED, first_size
from freecell_gui.ui.window.text_pane import TextPane
from tests.helpers.windows import show_active, type_in_deal_box

MakeWindow = Callable[..., MainWindow]
CTRL = Qt.KeyboardModifier.ControlModifier


def wheel(widget, notch: int) -> None:  # type: ignore[no-untyped-def]
    """One wheel event of ``notch`` eighths of a degree (120 is one notch) over the widget's centre."""
    centre = QPointF(widget.rect().center())
    event = QWheelEvent(
        centre,
        QPointF(widget.mapToGlobal(centre.toPoint())),
        QPoint(0, 0),
        QPoint(0, notch),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(widget, event)


@pytest.mark.parametrize(
    ("start", "key", "expected"),
    [
        (617, Qt.Key.Key_Right, 618),
        (617, Qt.Key.Key_Left, 616),
        (617, Qt.Key.Key_PageUp, 1617),
        (1617, Qt.Key.Key_PageDown, 617),
        (1, Qt.Key.Key_Left, 1),  # the ends hold, as in the deal box
        (500, Qt.Key.Key_PageDown, 1),
        (LAST_DEAL - 3, Qt.Key.Key_PageUp, LAST_DEAL),
    ],
)
def test_keys_on_the_board_browse_like_the_deal_box(  # type: ignore[no-untyped-def]
    make_window: MakeWindow, qtbot, start: int, key: Qt.Key, expected: int
) -> None:
    window = make_window(start)
    show_active(qtbot, window)
    board = window.board()
    board.setFocus()
    qtbot.keyClick(board, key)
    assert window.deal() == expected
    assert window.board().displayedCascades() == deal(expected).cascades()
    spin = window.spinBox()  # the deal box agrees, and does the same from its own keys
    assert spin.value() == expected
    spin.setValue(start)
    spin.setFocus()
    qtbot.keyClick(spin, key if key in (Qt.Key.Key_PageUp, Qt.Key.Key_PageDown) else Qt.Key.Key_Up)
    step = {Qt.Key.Key_Right: 1, Qt.Key.Key_Left: 1}.get(key)
    assert spin.value() == (min(start + 1, LAST_DEAL) if step else expected)


def test_modified_arrows_are_left_to_the_actions(make_window: MakeWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window(617)
    show_active(qtbot, window)
    window.board().setFocus()
    qtbot.keyClick(window.board(), Qt.Key.Key_Right, CTRL)  # the Next action: one deal, not two
    assert window.deal() == 618
    qtbot.keyClick(window.board(), Qt.Key.Key_Right, Qt.KeyboardModifier.ShiftModifier)
    assert window.deal() == 618


def test_the_wheel_on_the_board_goes_a_deal_per_notch(make_window: MakeWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window(617)
    show_active(qtbot, window)
    board = window.board()
    wheel(board, 120)
    assert window.deal() == 618  # up is the next deal, as in the deal box
    wheel(board, -240)
    assert window.deal() == 616
    wheel(board, 60)  # half a notch of a touchpad: nothing yet
    assert window.deal() == 616
    wheel(board, 60)
    assert window.deal() == 617
    window.setGame("doudizhu")  # every game's board browses
    number = window.deal()
    wheel(window.doudizhuBoard(), 120)
    assert window.deal() == number + 1


def test_the_board_shows_where_the_keys_go(make_window: MakeWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window(617)
    show_active(qtbot, window)
    board = window.board()
    qtbot.waitUntil(board.isCrisp)
    window.spinBox().setFocus()
    qtbot.waitUntil(lambda: not board.hasFocus())
    unfocused = board.grab().toImage()
    board.setFocus()
    qtbot.waitUntil(board.hasFocus)
    focused = board.grab().toImage()
    dpr = focused.devicePixelRatio()
    # Two pixels in from the left edge, half-way down: on the frame's line, and only there.
    x, y = round(2.5 * dpr), focused.height() // 2
    line, felt = QColor(focused.pixel(x, y)), QColor(unfocused.pixel(x, y))
    assert line.lightness() > felt.lightness() + 100
    assert abs(line.lightness() - FOCUS_LINE.lightness()) < 60
    inside = round(20 * dpr)
    assert focused.pixel(inside, y) == unfocused.pixel(inside, y)  # the frame is only a frame


def test_copy_after_typing_a_deal_copies_the_deal(make_window: MakeWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window(617)
    show_active(qtbot, window)
    type_in_deal_box(qtbot, window, "11982")
    assert window.deal() == 11982
    assert window.board().hasFocus()  # the keys go back to the board, as a browser's address bar does
    QGuiApplication.clipboard().clear()
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_C, CTRL)
    assert parse_layout(QGuiApplication.clipboard().text()) == parse_layout(format_deal(deal(11982)))


def test_copy_copies_a_selection_and_else_the_deal(make_window: MakeWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window(617)
    window.actionsByName()["textPane"].trigger()
    show_active(qtbot, window)
    clipboard = QGuiApplication.clipboard()
    # The deal box, its digits selected by the user: they are what is copied.
    spin = window.spinBox()
    spin.setFocus()
    spin.lineEdit().selectAll()
    clipboard.clear()
    qtbot.keyClick(spin, Qt.Key.Key_C, CTRL)
    assert clipboard.text() == "617"
    # The deal box with nothing selected: the deal.
    spin.lineEdit().deselect()
    clipboard.clear()
    qtbot.keyClick(spin, Qt.Key.Key_C, CTRL)
    assert parse_layout(clipboard.text()) == parse_layout(format_deal(deal(617)))
    # The text pane with nothing selected: the deal; with a selection: the selection.
    text_pane = window.findChild(TextPane)
    assert text_pane is not None
    pane = text_pane.textEdit()
    assert pane.toPlainText().startswith(" 1   2   3")  # the header over the ranks
    pane.setFocus()
    qtbot.waitUntil(pane.hasFocus)
    clipboard.clear()
    qtbot.keyClick(pane, Qt.Key.Key_C, CTRL)
    assert parse_layout(clipboard.text()) == parse_layout(format_deal(deal(617)))
    cursor = pane.textCursor()
    cursor.setPosition(0)
    cursor.setPosition(7, cursor.MoveMode.KeepAnchor)
    pane.setTextCursor(cursor)
    clipboard.clear()
    qtbot.keyClick(pane, Qt.Key.Key_C, CTRL)
    assert clipboard.text() == pane.toPlainText()[:7] and len(clipboard.text()) == 7


def test_go_to_names_what_it_does(make_window: MakeWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window(617)
    show_active(qtbot, window)
    action = window.actionsByName()["goTo"]
    assert not action.text().endswith(("…", "...")), "an ellipsis promises a dialog"
    action.trigger()
    spin = window.spinBox()
    assert spin.hasFocus() and spin.lineEdit().selectedText() == spin.text() == "617"


@pytest.mark.parametrize(
    "available", [QSize(1366, 728), QSize(1366, 741), QSize(1920, 1050), QSize(683, 360)]
)
def test_the_first_size_fits_the_screen(available: QSize) -> None:
    minimum = QSize(400, 330)
    size = first_size(available, minimum)
    if available.width() >= minimum.width() + FRAME_ALLOWANCE.width():
        assert (size + FRAME_ALLOWANCE).width() <= available.width()
        assert size.width() == min(PREFERRED.width(), available.width() - FRAME_ALLOWANCE.width())
    if available.height() >= minimum.height() + FRAME_ALLOWANCE.height():
        assert (size + FRAME_ALLOWANCE).height() <= available.height()
    assert size.expandedTo(minimum) == size  # never below what the window needs


def test_a_window_off_every_screen_is_brought_back(  # type: ignore[no-untyped-def]
    make_window: MakeWindow, qtbot, make_settings
) -> None:
    screen = QGuiApplication.primaryScreen().availableGeometry()
    window = make_window(617)
    window.setGeometry(screen.right() + 2000, screen.bottom() + 2000, 700, 500)
    window.close()  # remembers the geometry, off every screen
    again = MainWindow(None, settings=make_settings())
    qtbot.addWidget(again)
    assert screen.contains(again.frameGeometry()), (again.frameGeometry(), screen)


def test_a_first_start_fits_the_screen(make_window: MakeWindow) -> None:
    window = make_window(617)
    screen = QGuiApplication.primaryScreen().availableGeometry()
    assert window.width() + FRAME_ALLOWANCE.width() <= screen.width() or window.width() == PREFERRED.width()
    assert screen.contains(window.geometry())
