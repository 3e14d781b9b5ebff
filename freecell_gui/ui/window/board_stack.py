"""The window's central widget: one board per game of core/games.py, the shown game's on top (and the
gallery, once opened).

Its minimum size is the page shown's, not the largest page's as a stack's would be: the gallery's row of
filters, long in some languages, must not keep the window wider than the board needs once the gallery is
left, nor widen it on a language switch while the board is shown."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
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
        self.currentChanged.connect(self.updateGeometry)  # another page: another minimum

    def minimumSizeHint(self) -> QSize:
        page = self.currentWidget()
        return page.minimumSizeHint().expandedTo(page.minimumSize()) if page is not None else QSize()

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
