"""The move panel's status line: what it says is kept as given (a text, or a function that words it) and
worded again after a language switch."""

from __future__ import annotations

from PySide6.QtCore import QEvent

from freecell_gui.ui.playback.texts import Text, text_of
from freecell_gui.ui.window.wrapped_label import WrappedLabel


class StatusLine(WrappedLabel):
    """A :class:`WrappedLabel` (a long message wraps) that says a :data:`Text`."""

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("playbackStatus")
        self._text: Text = ""
        self._error = False

    def say(self, message: Text, error: bool = False) -> None:
        """Say ``message``; a function is called again after a language switch."""
        self._text, self._error = message, error
        self.setMessage(text_of(message), error)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.setMessage(text_of(self._text), self._error)
        super().changeEvent(event)
