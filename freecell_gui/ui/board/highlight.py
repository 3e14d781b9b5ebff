"""What the board shows while playing by hand: frames over the selection, the Tab cursor and a hint, and
where on the board each pile and each lifted set of cards lies."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QWidget

from freecell_gui.core.notation.standard import COLUMN_NAMES
from freecell_gui.core.rules.hints import PILES, Pick, lifted_cards
from freecell_gui.core.rules.position import Position
from freecell_gui.ui.board.board import BoardWidget

SELECTION_COLOUR = QColor(255, 215, 0)  # gold: reads on the green felt and on white cards alike
HINT_COLOUR = QColor(0, 200, 255)


class Highlight(QWidget):
    """A coloured frame over part of the board; transparent to the mouse, so play goes on through it."""

    def __init__(self, board: QWidget, colour: QColor, dashed: bool = False) -> None:
        super().__init__(board)
        self._colour = colour
        self._dashed = dashed
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.hide()

    def showAt(self, rect: QRect) -> None:
        self.setGeometry(rect.adjusted(-3, -3, 3, 3))
        self.show()
        self.raise_()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pen = QPen(self._colour, 3, Qt.PenStyle.DashLine if self._dashed else Qt.PenStyle.SolidLine)
        painter.setPen(pen)
        fill = QColor(self._colour)
        fill.setAlpha(0 if self._dashed else 50)
        painter.setBrush(fill)
        painter.drawRoundedRect(self.rect().adjusted(2, 2, -2, -2), 6, 6)


def pile_rect(board: BoardWidget, position: Position, pile: str) -> QRect:
    """The visible extent of a pile: a column's cards (its first slot when empty), a cell, the homes."""
    if pile in COLUMN_NAMES:
        top = board.pileRect(pile)
        rect = QRect(top.topLeft(), board.boardLayout().card_rect(0, 0).size())
        for card in position.cascades[COLUMN_NAMES.index(pile)]:
            rect = rect.united(board.cardRect(card))
        return rect
    return board.pileRect(pile)


def cards_rect(board: BoardWidget, position: Position, pick: Pick) -> QRect:
    """Around the cards ``pick`` lifts (the pile's place if it lifts none)."""
    rect = QRect()
    for card in lifted_cards(position, pick):
        rect = rect.united(board.cardRect(card))
    return rect if not rect.isNull() else pile_rect(board, position, pick.source)


def pile_at(board: BoardWidget, point: QPoint) -> str | None:
    """The pile under ``point`` (board coordinates): a column reaches down to the board's bottom edge."""
    return next((pile for pile in PILES if board.pileRect(pile).contains(point)), None)
