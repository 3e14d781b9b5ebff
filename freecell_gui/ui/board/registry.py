"""The board widget of each game, registered once: the ui's half of the game descriptions in core/games.py."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from freecell_gui.core.games import DOUDIZHU, FREECELL, GameDescription
from freecell_gui.ui.board.board import BoardWidget
from freecell_gui.ui.board.card_table import CardTableWidget
from freecell_gui.ui.text.game_texts import game_title
from freecell_gui.ui.text.i18n import retranslate_on_language_change


def _doudizhu_board() -> CardTableWidget:
    from freecell_gui.ui.board.doudizhu_board import DouDizhuBoardWidget  # when the game is first shown

    return DouDizhuBoardWidget()


BOARD_FACTORIES: dict[str, Callable[[], CardTableWidget]] = {
    FREECELL.key: BoardWidget,
    DOUDIZHU.key: _doudizhu_board,
}


def make_board(game: GameDescription) -> CardTableWidget:
    """A new board for ``game``, named for screen readers (in the language of the moment)."""
    board = BOARD_FACTORIES[game.key]()

    def name() -> None:
        text = QCoreApplication.translate("Boards", "%1 board", "a board's name: FreeCell board")
        board.setAccessibleName(text.replace("%1", game_title(game)))

    name()
    retranslate_on_language_change(board, name)
    return board
