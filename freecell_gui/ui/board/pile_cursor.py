"""Keyboard play on the board: Tab and Shift+Tab walk a dashed frame over the piles (columns 1–8, free
cells a–d, home), Enter or Space chooses the pile under it, Escape puts the frame away. The piles are
those of the position the session says the board shows (``shown()``)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent

from freecell_gui.core.rules.hints import PILES
from freecell_gui.core.rules.position import Position
from freecell_gui.ui.board.board import BoardWidget
from freecell_gui.ui.board.highlight import SELECTION_COLOUR, Highlight, pile_rect

_CHOOSE_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)


class PileCursor(QObject):
    """Installed on ``board``: ``chosen(pile)`` on Enter, ``dismissed()`` on Escape."""

    chosen = Signal(str)
    dismissed = Signal()

    def __init__(self, board: BoardWidget, shown: Callable[[], Position | None]) -> None:
        super().__init__(board)
        self._board = board
        self._shown = shown
        self._index: int | None = None  # in PILES; None while the frame is away
        self._frame = Highlight(board, SELECTION_COLOUR, dashed=True)
        board.installEventFilter(self)

    def pile(self) -> str | None:
        return None if self._index is None else PILES[self._index]

    def refresh(self) -> None:
        """Put the frame around its pile again (the pile's cards moved, or the board was resized)."""
        position = self._shown()
        if self._index is None or position is None:
            self._frame.hide()
        else:
            self._frame.showAt(pile_rect(self._board, position, PILES[self._index]))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if watched is not self._board or kind not in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress):
            return False
        if self._shown() is None:
            return False
        assert isinstance(event, QKeyEvent)
        key = event.key()
        if kind == QEvent.Type.ShortcutOverride:
            # Space and Escape are window shortcuts too (play/pause, cancel solving): while the frame is
            # out, the board takes them first.
            if self._index is not None and key in (*_CHOOSE_KEYS, Qt.Key.Key_Escape):
                event.accept()
                return True
            return False
        if key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
            step = -1 if key == Qt.Key.Key_Backtab else 1
            start = self._index if self._index is not None else (-1 if step > 0 else 0)
            self._index = (start + step) % len(PILES)
            self.refresh()
            return True
        if key in _CHOOSE_KEYS and self._index is not None:
            self.chosen.emit(PILES[self._index])
            return True
        if key == Qt.Key.Key_Escape and self._index is not None:
            self._index = None
            self._frame.hide()
            self.dismissed.emit()
            return True
        return False
