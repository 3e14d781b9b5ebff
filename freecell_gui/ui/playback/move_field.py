"""The move field: moves typed in standard notation (``8a 57 3h``, several at once), played on Enter.

Digits typed on the board go to the deal box, so moves are typed here. The field only hands the text on
(``movesEntered``); whoever plays them says what happened with :meth:`MoveField.showResult`.

Ctrl+Z and Shift+Ctrl+Z undo and redo a move here too, as the panel's status line says, rather than the
typing: a line edit would take them for its own text first.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Signal, Slot
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import QLineEdit, QWidget

ERROR_STYLE = "QLineEdit { border: 1px solid #b00020; }"


class MoveField(QLineEdit):
    """``movesEntered(text)`` on Enter with something typed; red while the text holds a refused move."""

    movesEntered = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("moveField")
        self.retranslateUi()
        self.setClearButtonEnabled(True)
        self.returnPressed.connect(self._on_return_pressed)
        self.textEdited.connect(self._on_text_edited)

    def retranslateUi(self) -> None:
        self.setPlaceholderText(
            QCoreApplication.translate("MoveField", "Type moves: 8a 57 3h … Enter plays them")
        )
        if not self.styleSheet():  # a refusal's reason stays until the text is edited
            self.setToolTip(
                QCoreApplication.translate(
                    "MoveField",
                    "Moves in standard notation: 1-8 columns, a-d free cells, h home; Enter plays them",
                )
            )
        self.setAccessibleName(QCoreApplication.translate("MoveField", "Moves to play"))

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ShortcutOverride and _is_undo_or_redo(event):
            event.ignore()  # not the field's: the window's Undo move and Redo move shortcuts get the key
            return False
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if _is_undo_or_redo(event):
            event.ignore()  # no window action took it (the panel alone): the typing is not undone either
            return
        super().keyPressEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    def showResult(self, remaining: str, error: str = "") -> None:
        """After playing: ``remaining`` is the text not played (empty when all were), ``error`` why not."""
        self.setText(remaining)
        self.setStyleSheet(ERROR_STYLE if error else "")
        self.setToolTip(error or self.placeholderText())

    @Slot()
    def _on_return_pressed(self) -> None:
        if self.text().strip():
            self.movesEntered.emit(self.text())

    @Slot(str)
    def _on_text_edited(self, text: str) -> None:
        if self.styleSheet():
            self.setStyleSheet("")


def _is_undo_or_redo(event: QEvent) -> bool:
    return isinstance(event, QKeyEvent) and (
        event.matches(QKeySequence.StandardKey.Undo) or event.matches(QKeySequence.StandardKey.Redo)
    )
