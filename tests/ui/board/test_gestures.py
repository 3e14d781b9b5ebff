"""The board's gestures pick cards in the position the session says the board shows, never in one read back
from the board: a selection is gone once the session shows another position, and with no position shown
(a game only dealt) the gestures do nothing, whatever the board still draws."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from freecell_gui.core.notation.standard import Move, parse_move
from freecell_gui.core.rules.hints import Pick
from freecell_gui.core.rules.position import Position
from freecell_gui.ui.board.board import BoardWidget
from freecell_gui.ui.board.interaction import BoardInteraction

LEFT = Qt.MouseButton.LeftButton


def _board(qtbot: QtBot, position: Position) -> BoardWidget:
    board = BoardWidget()
    qtbot.addWidget(board)
    board.resize(1000, 760)
    board.show()
    qtbot.waitExposed(board)
    board.setPosition(position, animate=False)
    return board


def test_a_selection_is_gone_once_the_session_shows_another_position(qtbot: QtBot) -> None:
    start = Position.deal(1)
    board = _board(qtbot, start)
    shown: list[Position | None] = [start]
    interaction = BoardInteraction(board, lambda move: None, lambda: shown[0])
    card = start.cascades[0][-1]
    QTest.mouseClick(board.cardWidget(card), LEFT)
    assert interaction.selection() == Pick("1", 1)
    shown[0] = start.apply(parse_move("1a"))  # the session moved on; the board is not redrawn yet
    assert board.position() == start and interaction.selection() is None


def test_with_no_position_shown_the_gestures_do_nothing(qtbot: QtBot) -> None:
    start = Position.deal(1)
    board = _board(qtbot, start)  # still drawing a position the session no longer shows
    played: list[Move] = []
    interaction = BoardInteraction(board, played.append, lambda: None)
    QTest.mouseDClick(board.cardWidget(start.cascades[0][-1]), LEFT)
    QTest.keyClick(board, Qt.Key.Key_Tab)
    assert played == [] and interaction.selection() is None and interaction.cursorPile() is None
