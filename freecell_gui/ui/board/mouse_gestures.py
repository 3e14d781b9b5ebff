"""Hand play with the mouse: drag and drop, click to select then click a target, double-click to send
cards to their best place.

The gestures on the position ``shown()`` (the session's, which the board draws) only become
:class:`Move`\\ s, handed to ``try_move`` (which plays them, or says why not and returns False): a refused
drop slides the lifted cards back to where they came from.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

from freecell_gui.core.deals.cards import card_code
from freecell_gui.core.notation.standard import HOME, Move
from freecell_gui.core.rules.hints import Pick, best_move, drop_move, lifted_cards, pick_card, pile_of
from freecell_gui.core.rules.position import Position
from freecell_gui.ui.board.board import BoardWidget
from freecell_gui.ui.board.card_selection import CardSelection
from freecell_gui.ui.board.card_widget import CardWidget
from freecell_gui.ui.board.highlight import pile_at


class MouseGestures(QObject):
    """Installed on ``board``, which takes every mouse event; ``say(text)`` tells why a card cannot move."""

    def __init__(
        self,
        board: BoardWidget,
        shown: Callable[[], Position | None],
        selection: CardSelection,
        try_move: Callable[[Move], bool],
        say: Callable[[str], None],
    ) -> None:
        super().__init__(board)
        self._board = board
        self._shown = shown
        self._selection = selection
        self._try = try_move
        self._say = say
        self._widgets = {widget: index for index, widget in enumerate(board.cardWidgets())}
        self._press: QPoint | None = None  # board coordinates of a left press on a card
        self._pressed_pick: Pick | None = None
        self._dragging: list[tuple[CardWidget, QPoint]] = []  # the lifted cards and where they came from
        self._after_double_click = False
        board.installEventFilter(self)  # the card widgets take no mouse events: the board has them all

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # The board's other events (a paint on every deal switch) go by before the session is asked.
        if not isinstance(event, QMouseEvent) or watched is not self._board or self._shown() is None:
            return False
        kind = event.type()
        point = self._board.mapFromGlobal(event.globalPosition().toPoint())
        card = self._widgets.get(self._board.cardWidgetAt(point))  # type: ignore[arg-type]
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

    # -- gestures -------------------------------------------------------------------------------------------

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
        selection = self._selection.pick()
        pick = pick_card(position, card) if card is not None else None
        if selection is None:
            if pick is not None:
                self._selection.select(pick)
            elif card is not None and pile_of(position, card) is not None:
                stuck = QCoreApplication.translate(
                    "BoardInteraction", "%1 cannot move: the cards on it are not one sequence"
                )
                self._say(stuck.replace("%1", card_code(card)))
            return
        where = pile_of(position, card) if card is not None else None
        dest = where[0] if where is not None else (HOME if card is not None else pile_at(self._board, point))
        if dest is None:
            self._selection.clear()
        elif dest == selection.source:
            if pick is not None and pick != selection:
                self._selection.select(pick)  # another card of the same column: select from there
            else:
                self._selection.clear()
        else:
            self._selection.clear()
            self._try(drop_move(selection, dest))

    def _double_clicked(self, card: int | None) -> None:
        self._after_double_click = True
        self._press = None
        self._selection.clear()
        if card is None:
            return
        position = self._position()
        pick = pick_card(position, card)
        if pick is None:
            return
        move = best_move(position, pick)
        if move is None:
            self._say(
                QCoreApplication.translate("BoardInteraction", "%1 has nowhere to go").replace(
                    "%1", card_code(card)
                )
            )
        else:
            self._try(move)

    # -- helpers ------------------------------------------------------------------------------------------

    def _position(self) -> Position:
        position = self._shown()
        assert position is not None
        return position

    def _lift(self, pick: Pick) -> None:
        self._selection.clear()
        widgets = [self._board.cardWidget(card) for card in lifted_cards(self._position(), pick)]
        self._board.raiseCards(widgets)
        for widget in widgets:
            widget.setShownHeight(None)  # it may have been a covered strip: the whole card flies
        self._dragging = [(widget, widget.pos()) for widget in widgets]

    def _slide_back(self, lifted: Sequence[tuple[CardWidget, QPoint]]) -> None:
        self._board.animator().animate(lifted)
