"""The cards selected for a move by a click or Enter, framed on the board until they move or are let go.

A selection belongs to the position it was made in: once the board shows another one (``shown()``, the
session's), it is gone.
"""

from __future__ import annotations

from collections.abc import Callable

from freecell_gui.core.rules.hints import Pick
from freecell_gui.core.rules.position import Position
from freecell_gui.ui.board.board import BoardWidget
from freecell_gui.ui.board.highlight import SELECTION_COLOUR, Highlight, cards_rect


class CardSelection:
    """The selected ``Pick`` on ``board`` and its gold frame."""

    def __init__(self, board: BoardWidget, shown: Callable[[], Position | None]) -> None:
        self._board = board
        self._shown = shown
        self._pick: Pick | None = None
        self._selected_on: Position | None = None  # the position the selection was made in
        self._frame = Highlight(board, SELECTION_COLOUR)

    def pick(self) -> Pick | None:
        """The selection, if it was made in the position the board shows."""
        return self._pick if self._selected_on == self._shown() else None

    def select(self, pick: Pick) -> None:
        position = self._shown()
        assert position is not None
        self._pick, self._selected_on = pick, position
        self._frame.showAt(cards_rect(self._board, position, pick))

    def clear(self) -> None:
        self._pick = self._selected_on = None
        self._frame.hide()

    def refresh(self) -> None:
        """After a resize: the frame follows the cards."""
        position, pick = self._shown(), self.pick()
        if position is not None and pick is not None:
            self._frame.showAt(cards_rect(self._board, position, pick))
