"""A label for status messages that never wraps nor widens its dialog or panel."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy

ERROR_STYLE = "color: #b00020;"


class OneLineLabel(QLabel):
    """A label kept to one line: a message too long for its width is elided, and whole in the tooltip and
    the accessible description; errors in red."""

    def __init__(self) -> None:
        super().__init__()
        self._message = ""
        # Ignored: a long message must not widen the window it sits in.
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)

    def message(self) -> str:
        return self._message

    def setMessage(self, message: str, error: bool = False) -> None:
        self._message = message
        self.setToolTip(message)
        self.setAccessibleDescription(message)
        self.setStyleSheet(ERROR_STYLE if error else "")
        self._elide()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._elide()

    def _elide(self) -> None:
        width = max(self.contentsRect().width(), 1)
        self.setText(self.fontMetrics().elidedText(self._message, Qt.TextElideMode.ElideRight, width))
