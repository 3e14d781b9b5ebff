"""Hand play on the FreeCell board: drag and drop, click to select then click a target, double-click to
send cards to their best place, and Tab/Shift+Tab to walk a selection over the piles.

The controller only turns gestures into :class:`Move`\\ s; whether a move is legal, and what it does, is
for the ``play`` callback (the session) to decide. A refused move raises ``IllegalMove``: the dragged cards
slide back and ``message`` says why. On success the session's notification places the cards, so a dropped
card slides from where it was let go to its place. The gestures pick cards in the position the session
says the board shows (``shown``), never one read back from the board.

The mouse's gestures are :class:`~freecell_gui.ui.board.mouse_gestures.MouseGestures`'s, the keyboard's
cursor :class:`~freecell_gui.ui.board.pile_cursor.PileCursor`'s; both share one :class:`CardSelection`.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer, Signal, Slot

from freecell_gui.core.notation.standard import Move
from freecell_gui.core.rules.hints import Pick, drop_move, lifted_cards, pick_pile
from freecell_gui.core.rules.position import Position
from freecell_gui.ui.board.board import BoardWidget
from freecell_gui.ui.board.card_selection import CardSelection
from freecell_gui.ui.board.highlight import HINT_COLOUR, Highlight, cards_rect, pile_rect
from freecell_gui.ui.board.mouse_gestures import MouseGestures
from freecell_gui.ui.board.pile_cursor import PileCursor
from freecell_gui.ui.text.core_messages import message_of

HINT_MS = 1500  # how long a hint stays highlighted


class BoardInteraction(QObject):
    """Installed on ``board``: gestures on the position ``shown()`` (the session's, which the board draws)
    become moves handed to ``play`` (which raises ValueError to refuse).

    ``message`` carries one line for the status bar: why a move was refused, or a hint.
    """

    message = Signal(str)

    def __init__(
        self, board: BoardWidget, play: Callable[[Move], object], shown: Callable[[], Position | None]
    ) -> None:
        super().__init__(board)
        self._board = board
        self._play = play
        self._shown = shown
        self._selection = CardSelection(board, shown)
        self._cursor = PileCursor(board, shown)
        self._cursor.chosen.connect(self._on_cursor_chosen)
        self._cursor.dismissed.connect(self.clearSelection)
        self._hint_frames = (Highlight(board, HINT_COLOUR), Highlight(board, HINT_COLOUR, dashed=True))
        self._hint_timer = QTimer(self, singleShot=True, interval=HINT_MS)
        self._hint_timer.timeout.connect(self.clearHint)
        MouseGestures(board, shown, self._selection, self._try, self.message.emit)  # a child of the board
        board.installEventFilter(self)

    # -- public API -------------------------------------------------------------------------------------

    def selection(self) -> Pick | None:
        return self._selection.pick()

    def cursorPile(self) -> str | None:
        return self._cursor.pile()

    def clearSelection(self) -> None:
        self._selection.clear()

    def positionChanged(self) -> None:
        """The board shows another position: a selection made in the old one is dropped."""
        self.clearSelection()
        self.clearHint()
        self._cursor.refresh()

    def showHint(self, move: Move | None, note: str = "") -> None:
        """Highlight ``move``'s cards and destination for a moment, saying it with ``note`` (where it comes
        from); None: say that no move is left."""
        self.clearHint()
        position = self._shown()
        if move is None or position is None:
            self.message.emit(
                QCoreApplication.translate(
                    "BoardInteraction", "No legal move is left: undo, or restart the deal"
                )
            )
            return
        source, target = self._hint_frames
        source.showAt(cards_rect(self._board, position, Pick(move.source, move.count)))
        target.showAt(pile_rect(self._board, position, move.dest))
        said = QCoreApplication.translate("BoardInteraction", "Hint: %1").replace(
            "%1", move.written() if move.count > 1 else str(move)
        )
        self.message.emit(f"{said} · {note}" if note else said)
        self._hint_timer.start()

    def clearHint(self) -> None:
        for frame in self._hint_frames:
            frame.hide()

    # -- events -------------------------------------------------------------------------------------------

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and watched is self._board:
            QTimer.singleShot(0, self._refresh_frames)  # once the board has placed its cards
        return False

    # -- keyboard -------------------------------------------------------------------------------------------

    @Slot(str)
    def _on_cursor_chosen(self, pile: str) -> None:
        """Enter on a pile: select its cards; again on the same pile, one card fewer (the way to move part
        of a sequence to an empty column), down to none; on another pile, move the selection there."""
        position = self._position()
        selection = self.selection()
        if selection is None:
            pick = pick_pile(position, pile)
            if pick is not None:
                self._selection.select(pick)
            return
        if selection.source == pile:
            lifted = len(lifted_cards(position, selection))
            if lifted > 1:
                self._selection.select(Pick(pile, lifted - 1))
            else:
                self.clearSelection()
            return
        self.clearSelection()
        self._try(drop_move(selection, pile))

    # -- helpers ------------------------------------------------------------------------------------------

    def _position(self) -> Position:
        position = self._shown()
        assert position is not None
        return position

    def _try(self, move: Move) -> bool:
        try:
            self._play(move)
        except ValueError as error:
            self.message.emit(message_of(getattr(error, "reason_message", None) or error))
            return False
        return True

    def _refresh_frames(self) -> None:
        """After a resize: the frames follow the cards."""
        self._selection.refresh()
        self._cursor.refresh()
        self.clearHint()
