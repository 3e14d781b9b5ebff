"""A deal's text pasted on the board (Ctrl+V: Paste solution) or typed in the move field is said to be a
layout, not moves, and a question offers to find its deal: Find deal by layout opens with the text and
finds it."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox

from freecell_gui.core.deals.deal import deal
from freecell_gui.core.notation.formats import format_deal
from freecell_gui.core.rules.position import Position
from freecell_gui.ui.dialogs.find.dialog import FindDealDialog
from freecell_gui.ui.playback.panel import PlaybackPanel
from freecell_gui.ui.window.main_window import MainWindow
from tests.helpers.windows import show_active, type_in_move_field

MakeWindow = Callable[..., MainWindow]
CTRL = Qt.KeyboardModifier.ControlModifier


def offer_of(window: MainWindow) -> QMessageBox:
    offer = window.findChild(QMessageBox, "layoutOffer")
    assert isinstance(offer, QMessageBox) and offer.isVisible()
    return offer


def test_a_deal_pasted_on_the_board_is_a_layout_and_its_deal_is_found(qtbot, make_window: MakeWindow) -> None:  # type: ignore[no-untyped-def]
    window = make_window(1)
    show_active(qtbot, window)
    text = format_deal(deal(617), "columns")  # `freecell deal 617`
    QGuiApplication.clipboard().setText(text + "\n")
    window.board().setFocus()
    QTest.keyClick(window.board(), Qt.Key.Key_V, CTRL)  # Paste solution
    panel = window.findChild(PlaybackPanel)
    assert panel is not None and panel.isVisible()
    assert panel.statusText() == "this is a deal's layout (52 cards), not moves"
    assert panel.statusLabel().text() == "This is a deal's layout (52 cards), not moves"
    assert panel.stepCount() == 0 and window.board().position() == Position.deal(1)  # nothing played
    offer = offer_of(window)
    assert "layout (52 cards), not moves" in offer.text()
    find = next(b for b in offer.buttons() if offer.buttonRole(b) == QMessageBox.ButtonRole.AcceptRole)
    assert find.text() == "&Find its deal"
    find.click()
    dialog = window.findDialog()
    assert dialog.isVisible() and dialog.layoutField().editor.toPlainText() == text + "\n"
    qtbot.waitUntil(lambda: not dialog.isSearching(), timeout=20_000)
    assert dialog.matches() == [617]


def test_a_top_row_typed_in_the_move_field_is_a_layout_too(qtbot, make_window: MakeWindow) -> None:  # type: ignore[no-untyped-def]
    window = make_window(1)
    show_active(qtbot, window)
    type_in_move_field(window, "7D AD 5C 3S 5S 8C 2D AH")
    assert window.statusBar().currentMessage() == "this is a deal's layout (8 cards), not moves"
    assert window.session().moves() == ()
    offer = offer_of(window)
    assert "layout (8 cards), not moves" in offer.text()
    offer.button(QMessageBox.StandardButton.Cancel).click()
    assert not offer.isVisible() and window.findChild(FindDealDialog) is None  # declined: nothing opens
