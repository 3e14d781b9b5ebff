"""The card widgets follow the cards as painted: at once when asked for, else when the board is still."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from freecell_gui.core.deals.deal import deal
from freecell_gui.core.rules.position import Position
from freecell_gui.ui.board.board import BoardWidget
from freecell_gui.ui.board.card_widget import CardWidget


class _Moves(QObject):
    """Counts the Move events of the objects it is installed on."""

    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Move:
            self.count += 1
        return False


@pytest.fixture
def board(qtbot: QtBot) -> BoardWidget:
    widget = BoardWidget()
    qtbot.addWidget(widget)
    widget.resize(900, 700)
    widget.show()
    widget.setDeal(deal(1))
    widget.cardWidgets()  # every widget where its card is
    return widget


def _standing(board: BoardWidget) -> bool:
    """Whether every card widget stands where the board paints its card (read without asking the board)."""
    return all(widget.geometry() == widget.table_rect for widget in board.findChildren(CardWidget))


def test_a_deal_switch_paints_the_new_deal_before_any_widget_moves(board: BoardWidget, qtbot: QtBot) -> None:
    moves = _Moves()
    for widget in board.findChildren(CardWidget):
        widget.installEventFilter(moves)
    board.setDeal(deal(2))
    QApplication.processEvents()
    assert board.displayedCascades() == deal(2).cascades()
    assert moves.count == 0 and not _standing(board)
    qtbot.waitUntil(lambda: _standing(board), timeout=2000)  # the board is still: they follow
    assert moves.count > 0


def test_a_card_widget_asked_for_stands_where_its_card_is_painted(board: BoardWidget) -> None:
    board.setPosition(Position.deal(617))
    assert not _standing(board)
    for card in (0, 17, 51):
        assert board.cardWidget(card).geometry() == board.cardRect(card)
    assert _standing(board)


def test_a_widget_moved_by_a_slide_or_a_drag_takes_its_card_with_it(board: BoardWidget) -> None:
    widget = board.cardWidget(5)
    board.raiseCards([widget])  # as a drag lifts it
    widget.move(widget.pos() + widget.rect().bottomRight())
    assert board.cardRect(5) == widget.geometry()
    assert board.cardWidgetAt(widget.geometry().center()) is widget
