"""Hand play on the FreeCell board: drag and drop, click to select then click a target, double-click to
send cards to their best place, and Tab/Shift+Tab to walk a selection over the piles.

The controller only turns gestures into :class:`Move`\\ s; whether a move is legal, and what it does, is
for the ``play`` callback (the session) to decide. A refused move raises ``IllegalMove``: the dragged
cards slide back and ``message`` says why. On success the session's notification places the cards, so a
dropped card slides from where it was let go to its place.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication, QWidget

from freecell_gui.core.cards import card_code
from freecell_gui.core.hints import (
    Pick,
    best_move,
    drop_move,
    lifted_cards,
    pick_card,
    pick_pile,
    pile_of,
)
from freecell_gui.core.notation import HOME, Move
from freecell_gui.core.position import Position
from freecell_gui.ui.board.board import BoardWidget
from freecell_gui.ui.board.card_widget import CardWidget
from freecell_gui.ui.board.highlight import (
    HINT_COLOUR,
    SELECTION_COLOUR,
    Highlight,
    cards_rect,
    pile_at,
    pile_rect,
)
from freecell_gui.ui.board.pile_cursor import PileCursor

HINT_MS = 1500  # how long a hint stays highlighted


class BoardInteraction(QObject):
    """Installed on ``board``: gestures become moves handed to ``play`` (which raises ValueError to refuse).

    ``message`` carries one line for the status bar: why a move was refused, or a hint.
    """

    message = Signal(str)

    def __init__(self, board: BoardWidget, play: Callable[[Move], object]) -> None:
        super().__init__(board)
        self._board = board
        self._play = play
        self._widgets = {widget: index for index, widget in enumerate(board.cardWidgets())}
        self._selection: Pick | None = None
        self._selected_on: Position | None = None  # the position the selection was made in
        self._press: QPoint | None = None  # board coordinates of a left press on a card
        self._pressed_pick: Pick | None = None
        self._dragging: list[tuple[CardWidget, QPoint]] = []  # the lifted cards and where they came from
        self._after_double_click = False
        self._selection_frame = Highlight(board, SELECTION_COLOUR)
        self._cursor = PileCursor(board)
        self._cursor.chosen.connect(self._on_cursor_chosen)
        self._cursor.dismissed.connect(self.clearSelection)
        self._hint_frames = (Highlight(board, HINT_COLOUR), Highlight(board, HINT_COLOUR, dashed=True))
        self._hint_timer = QTimer(self, singleShot=True, interval=HINT_MS)
        self._hint_timer.timeout.connect(self.clearHint)
        board.installEventFilter(self)
        for widget in self._widgets:
            widget.installEventFilter(self)

    # -- public API -------------------------------------------------------------------------------------

    def selection(self) -> Pick | None:
        return self._selection if self._selected_on == self._board.position() else None

    def cursorPile(self) -> str | None:
        return self._cursor.pile()

    def clearSelection(self) -> None:
        self._selection = self._selected_on = None
        self._selection_frame.hide()

    def positionChanged(self) -> None:
        """The board shows another position: a selection made in the old one is dropped."""
        self.clearSelection()
        self.clearHint()
        self._cursor.refresh()

    def showHint(self, move: Move | None) -> None:
        """Highlight ``move``'s cards and destination for a moment (None: say that no move is left)."""
        self.clearHint()
        position = self._board.position()
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
        self.message.emit(
            QCoreApplication.translate("BoardInteraction", "Hint: %1").replace(
                "%1", move.written() if move.count > 1 else str(move)
            )
        )
        self._hint_timer.start()

    def clearHint(self) -> None:
        for frame in self._hint_frames:
            frame.hide()

    # -- events -------------------------------------------------------------------------------------------

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.Resize and watched is self._board:
            QTimer.singleShot(0, self._refresh_frames)  # once the board has placed its cards
            return False
        if self._board.position() is None:
            return False
        if not isinstance(event, QMouseEvent) or not isinstance(watched, QWidget):
            return False
        point = self._board.mapFromGlobal(event.globalPosition().toPoint())
        # A press reaches the card under the pointer, later moves the widget that took the press; events
        # sent to the board itself (synthesised ones) are read as aimed at the card under the point.
        target = self._board.cardWidgetAt(point) if watched is self._board else watched
        card = self._widgets.get(target)  # type: ignore[call-overload]
        if kind == QEvent.Type.MouseButtonDblClick and event.button() == Qt.MouseButton.LeftButton:
            self._double_clicked(card)
            return True
        if kind == QEvent.Type.MouseButtonPress and event.button() == Qt.MouseButton.LeftButton:
            self._pressed(point, card)
            return True
        if kind == QEvent.Type.MouseMove and event.buttons() & Qt.MouseButton.LeftButton:
            self._moved(point)
            return self._press is not None
        if kind == QEvent.Type.MouseButtonRelease and event.button() == Qt.MouseButton.LeftButton:
            self._released(point, card)
            return True
        return False

    # -- mouse --------------------------------------------------------------------------------------------

    def _pressed(self, point: QPoint, card: int | None) -> None:
        self._board.animator().finish()
        self._after_double_click = False
        position = self._position()
        self._press = point
        self._pressed_pick = pick_card(position, card) if card is not None else None

    def _moved(self, point: QPoint) -> None:
        if self._press is None:
            return
        if not self._dragging:
            if self._pressed_pick is None:
                return
            if (point - self._press).manhattanLength() < QApplication.startDragDistance():
                return
            self._lift(self._pressed_pick)
        offset = point - self._press
        for widget, origin in self._dragging:
            widget.move(origin + offset)

    def _released(self, point: QPoint, card: int | None) -> None:
        press, self._press = self._press, None
        if self._after_double_click:
            self._after_double_click = False
            return
        if self._dragging:
            lifted, self._dragging = self._dragging, []
            pick = self._pressed_pick
            assert pick is not None
            dest = pile_at(self._board, point)
            if dest is None or dest == pick.source or not self._try(drop_move(pick, dest)):
                self._slide_back(lifted)
            return
        if press is not None:
            self._clicked(point, card)

    def _clicked(self, point: QPoint, card: int | None) -> None:
        """One click selects the cards; a click on another pile then moves them there."""
        position = self._position()
        selection = self.selection()
        pick = pick_card(position, card) if card is not None else None
        if selection is None:
            if pick is not None:
                self._select(pick)
            elif card is not None and pile_of(position, card) is not None:
                stuck = QCoreApplication.translate(
                    "BoardInteraction", "%1 cannot move: the cards on it are not one sequence"
                )
                self.message.emit(stuck.replace("%1", card_code(card)))
            return
        where = pile_of(position, card) if card is not None else None
        dest = where[0] if where is not None else (HOME if card is not None else pile_at(self._board, point))
        if dest is None:
            self.clearSelection()
        elif dest == selection.source:
            if pick is not None and pick != selection:
                self._select(pick)  # another card of the same column: select from there
            else:
                self.clearSelection()
        else:
            self.clearSelection()
            self._try(drop_move(selection, dest))

    def _double_clicked(self, card: int | None) -> None:
        self._after_double_click = True
        self._press = None
        self.clearSelection()
        if card is None:
            return
        position = self._position()
        pick = pick_card(position, card)
        if pick is None:
            return
        move = best_move(position, pick)
        if move is None:
            self.message.emit(
                QCoreApplication.translate("BoardInteraction", "%1 has nowhere to go").replace(
                    "%1", card_code(card)
                )
            )
        else:
            self._try(move)

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
                self._select(pick)
            return
        if selection.source == pile:
            lifted = len(lifted_cards(position, selection))
            if lifted > 1:
                self._select(Pick(pile, lifted - 1))
            else:
                self.clearSelection()
            return
        self.clearSelection()
        self._try(drop_move(selection, pile))

    # -- helpers ------------------------------------------------------------------------------------------

    def _position(self) -> Position:
        position = self._board.position()
        assert position is not None
        return position

    def _try(self, move: Move) -> bool:
        try:
            self._play(move)
        except ValueError as error:
            self.message.emit(getattr(error, "reason", None) or str(error))
            return False
        return True

    def _select(self, pick: Pick) -> None:
        position = self._position()
        self._selection, self._selected_on = pick, position
        self._selection_frame.showAt(cards_rect(self._board, position, pick))

    def _lift(self, pick: Pick) -> None:
        self.clearSelection()
        widgets = [self._board.cardWidget(card) for card in lifted_cards(self._position(), pick)]
        self._board.raiseCards(widgets)
        for widget in widgets:
            widget.setShownHeight(None)  # it may have been a covered strip: the whole card flies
        self._dragging = [(widget, widget.pos()) for widget in widgets]

    def _slide_back(self, lifted: Sequence[tuple[CardWidget, QPoint]]) -> None:
        self._board.animator().animate(lifted)

    def _refresh_frames(self) -> None:
        """After a resize: the frames follow the cards."""
        position = self._board.position()
        selection = self.selection()
        if position is not None and selection is not None:
            self._selection_frame.showAt(cards_rect(self._board, position, selection))
        self._cursor.refresh()
        self.clearHint()
