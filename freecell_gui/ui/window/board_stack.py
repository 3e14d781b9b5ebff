"""The window's central widget: one board per game of core/games.py, the shown game's on top (and the
gallery, once opened). A game's board is made when it is first shown, so a start shows one board only.

Its minimum size is the page shown's, not the largest page's as a stack's would be: the gallery's row of
filters, long in some languages, must not keep the window wider than the board needs once the gallery is
left, nor widen it on a language switch while the board is shown."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QStackedWidget

from freecell_gui.core.games import DEFAULT_GAME, DOUDIZHU, GAMES
from freecell_gui.ui.board.board import BoardWidget
from freecell_gui.ui.board.card_table import CardTableWidget
from freecell_gui.ui.board.deck import card_renderer
from freecell_gui.ui.board.deck_rendering import deck_images
from freecell_gui.ui.board.registry import make_board
from freecell_gui.ui.window.browsing import BoardBrowsing

if TYPE_CHECKING:
    from freecell_gui.ui.board.doudizhu_board import DouDizhuBoardWidget


class BoardStack(QStackedWidget):
    """The boards by game key; each takes the keyboard focus, browses the deals with the keys and the
    wheel (``browsing``) and draws the chosen deck."""

    def __init__(self, browsing: BoardBrowsing, deck: str) -> None:
        super().__init__()
        self._browsing, self._deck = browsing, deck
        self._boards: dict[str, CardTableWidget] = {}
        self.currentChanged.connect(self.updateGeometry)  # another page: another minimum

    def minimumSizeHint(self) -> QSize:
        page = self.currentWidget()
        return page.minimumSizeHint().expandedTo(page.minimumSize()) if page is not None else QSize()

    def boardOf(self, key: str) -> CardTableWidget:
        """The board of game ``key`` (KeyError for another key), made if it is the first time."""
        board = self._boards.get(key)
        if board is None:
            board = self._boards[key] = make_board(GAMES[key])
            board.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
            self._browsing.watch(board)
            board.setDeck(self._deck)
            self.addWidget(board)
        return board

    def freecellBoard(self) -> BoardWidget:
        board = self.boardOf(DEFAULT_GAME.key)
        assert isinstance(board, BoardWidget)
        return board

    def doudizhuBoard(self) -> DouDizhuBoardWidget:
        from freecell_gui.ui.board.doudizhu_board import DouDizhuBoardWidget

        board = self.boardOf(DOUDIZHU.key)
        assert isinstance(board, DouDizhuBoardWidget)
        return board

    def showGame(self, key: str) -> None:
        self.setCurrentWidget(self.boardOf(key))

    def setDeck(self, name: str) -> None:
        old, self._deck = self._deck, name
        for board in self._boards.values():
            board.setDeck(name)
        if old != name:  # the faces of a deck no longer shown: tens of MB (tests/ui/window/test_monkey.py)
            deck_images(old).release()
            card_renderer(old).clear()
