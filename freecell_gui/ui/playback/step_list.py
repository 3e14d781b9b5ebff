"""The move list view: Left/Right step, Home/End jump, Up/Down and clicks pick a row.

Left and Right do nothing in a plain QListView; here they step like the transport buttons, so the keys
of a media player work while the list has the focus.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSize, Qt, Signal
from PySide6.QtGui import QFontDatabase, QKeyEvent
from PySide6.QtWidgets import QAbstractItemView, QListView, QWidget

MIN_ROWS = 10  # the moves around the current one stay in view, with the text pane open too (1366×768)
_STEP_KEYS = {
    Qt.Key.Key_Left: "back",
    Qt.Key.Key_Right: "forward",
    Qt.Key.Key_Home: "start",
    Qt.Key.Key_End: "end",
}


class StepListView(QListView):
    """A one-column list of moves; ``stepRequested`` carries "back", "forward", "start" or "end"."""

    stepRequested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setUniformItemSizes(True)  # thousands of rows lay out at once
        self.setAccessibleName(QCoreApplication.translate("PlaybackPanel", "Solution moves"))
        self.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))  # numbers line up

    def minimumSizeHint(self) -> QSize:
        """Room for :data:`MIN_ROWS` rows: the docks beside it (the text pane) give way before the list."""
        hint = super().minimumSizeHint()
        model = self.model()
        row = (
            self.sizeHintForRow(0) if model is not None and model.rowCount() else self.fontMetrics().height()
        )
        return QSize(hint.width(), MIN_ROWS * max(row, 1) + 2 * self.frameWidth())

    def keyPressEvent(self, event: QKeyEvent) -> None:
        request = _STEP_KEYS.get(Qt.Key(event.key()))
        modifiers = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier  # keypad arrows count too
        if request is not None and modifiers == Qt.KeyboardModifier.NoModifier:
            self.stepRequested.emit(request)
            event.accept()
            return
        super().keyPressEvent(event)
