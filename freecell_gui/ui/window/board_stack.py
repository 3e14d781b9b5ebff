"""The window's central widget: one board per game of core/games.py, the shown game's on top."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QStackedWidget

from freecell_gui.core.games import DEFAULT_GAME, GAMES
from freecell_gui.ui.board.board import BoardWidget
from freecell_gui.ui.board.card_table import CardTableWidget
from freecell_gui.ui.board.deck import card_renderer
from freecell_gui.ui.board.doudizhu_board import DouDizhuBoardWidget
from freecell_gui.ui.board.registry import make_board
from freecell_gui.ui.board.render_worker import deck_images
from freecell_gui.ui.window.browsing import BoardBrowsing


class BoardStack(QStackedWidget):
    """The boards by game key; each takes the keyboard focus, browses the deals with the keys and the
    wheel (``browsing``) and draws the chosen deck."""

    def __init__(self, browsing: BoardBrowsing, deck: str) -> None:
        super().__init__()
        self._boards = {key: make_board(description) for key, description in GAMES.items()}
        for board in self._boards.values():
            board.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
            browsing.watch(board)
            board.setDeck(deck)
            self.addWidget(board)

    def boardOf(self, key: str) -> CardTableWidget:
        return self._boards[key]

    def freecellBoard(self) -> BoardWidget:
        board = self._boards[DEFAULT_GAME.key]
        assert isinstance(board, BoardWidget)
        return board

    def doudizhuBoard(self) -> DouDizhuBoardWidget:
        return next(b for b in self._boards.values() if isinstance(b, DouDizhuBoardWidget))

    def showGame(self, key: str) -> None:
        self.setCurrentWidget(self._boards[key])

    def setDeck(self, name: str) -> None:
        old = self.freecellBoard().deck()
        for board in self._boards.values():
            board.setDeck(name)
        if old != name:  # the faces of a deck no longer shown: tens of MB (tests/ui/window/test_monkey.py)
            deck_images(old).release()
            card_renderer(old).clear()
