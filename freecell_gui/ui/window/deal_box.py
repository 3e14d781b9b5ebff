"""The deal box's wiring: a number committed in it goes to the session, the session's deal and range come
back to it, Ctrl+G and a digit typed anywhere start editing it, and Enter hands the keys back to the board.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, Slot
from PySide6.QtGui import QKeyEvent

from freecell_gui.app.session import ViewerSession
from freecell_gui.core.games import GameDescription
from freecell_gui.ui.widgets.deal_spinbox import DealSpinBox
from freecell_gui.ui.window.board_stack import BoardStack


class DealBox(QObject):
    """Connects the window's :class:`DealSpinBox` to the session; ``act`` runs a session action, saying a
    refusal in the status bar."""

    def __init__(
        self,
        spin_box: DealSpinBox,
        session: ViewerSession,
        stack: BoardStack,
        act: Callable[[Callable[[], object]], None],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._spin_box, self._session, self._stack, self._act = spin_box, session, stack, act
        # Enter in the deal box hands the keys back to the board (arrows browse, Ctrl+C copies the deal).
        spin_box.lineEdit().returnPressed.connect(self._on_spin_box_return_pressed)

    def follow(self) -> None:
        """From now on a number committed in the box shows that deal (after the window shows its first)."""
        self._spin_box.valueChanged.connect(self._on_spin_box_value_changed)

    def showGame(self, game: GameDescription) -> None:
        self._spin_box.blockSignals(True)  # the new range may clamp the old game's number
        self._spin_box.setRange(game.first, game.last)
        self._spin_box.blockSignals(False)

    def showDeal(self, number: int) -> None:
        self._spin_box.blockSignals(True)
        self._spin_box.setValue(number)
        self._spin_box.blockSignals(False)

    def goTo(self) -> None:
        """Go → Deal… (Ctrl+G): the box takes the keys with its number selected."""
        self._spin_box.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self._spin_box.selectAll()

    def typeDigit(self, event: QKeyEvent) -> bool:
        """Typing a number anywhere starts editing the deal number, as in a browser's address bar; whether
        ``event`` was such a digit (and so taken)."""
        if event.text().isdigit() and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            self._spin_box.setFocus(Qt.FocusReason.OtherFocusReason)
            self._spin_box.lineEdit().setText(event.text())
            return True
        return False

    @Slot(object)
    def _on_spin_box_value_changed(self, number: int) -> None:
        self._act(lambda: self._session.set_deal(number))

    @Slot()
    def _on_spin_box_return_pressed(self) -> None:
        if self._spin_box.hasFocus():
            shown = self._stack.currentWidget() or self._stack.boardOf(self._session.game().key)
            shown.setFocus(Qt.FocusReason.OtherFocusReason)
