"""A label for messages as long as they come, wrapped over as many lines as they take.

The playback dock is narrow (a third of a 1366-pixel screen) and messages are long in every language
("move 71 `zz`: not a move in standard notation (…)", a path and the packages to install), so the label
wraps rather than elides, and never widens what it sits in. A word wider than the line (a path) may break
at its slashes or anywhere; a message beyond :data:`MAX_CHARS` (pasted text echoed back) is cut there, and
whole in the tooltip and the accessible description. A message is shown as a sentence, and a message given
as a function is worded again after a language switch (ui/text/wording.py).
"""

from __future__ import annotations

import re

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

from freecell_gui.ui.text.wording import Text, sentence, text_of

ERROR_STYLE = "color: #b00020;"
ZERO_WIDTH_SPACE = "\u200b"
_LONG_WORD = re.compile(r"\S{25,}")
_AFTER_SLASH = re.compile(r"(?<=[/\\])")
PIECE = 24  # a long word without a slash or a hyphen breaks every so many characters
MAX_CHARS = 400  # four or five lines of the status bar at most


def _breakable_word(word: str) -> str:
    pieces = []
    for part in _AFTER_SLASH.split(word):
        if len(part) > PIECE and "-" not in part:  # the line breaker breaks after a hyphen itself
            part = ZERO_WIDTH_SPACE.join(part[i : i + PIECE] for i in range(0, len(part), PIECE))
        pieces.append(part)
    return ZERO_WIDTH_SPACE.join(piece for piece in pieces if piece)


def breakable(text: str) -> str:
    """``text`` with a zero-width space (a place to break a line, never drawn) after each slash of a long
    word, and every :data:`PIECE` characters of a long part without a hyphen, so that a path wraps
    instead of being cut."""
    return _LONG_WORD.sub(lambda word: _breakable_word(word.group()), text)


class WrappedLabel(QLabel):
    """The message wrapped to the label's width, as a sentence (whole in the tooltip and the accessible
    description too); errors in red."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._text: Text = ""
        self._message = ""
        self._error = False
        self.setWordWrap(True)
        policy = QSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Minimum)
        policy.setHeightForWidth(True)  # Ignored: a long message makes the label taller, never wider
        self.setSizePolicy(policy)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)

    def message(self) -> str:
        """The message as worded now (the label shows it as a sentence)."""
        return self._message

    def setMessage(self, message: Text, error: bool = False) -> None:
        """Say ``message``; a function is called again after a language switch."""
        self._text, self._error = message, error
        self._show()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and not isinstance(self._text, str):
            self._show()
        super().changeEvent(event)

    def _show(self) -> None:
        self._message = text_of(self._text)
        whole = sentence(self._message)
        shown = whole if len(whole) <= MAX_CHARS else whole[: MAX_CHARS - 1] + "…"
        self.setText(breakable(shown))
        self.setToolTip(whole)
        self.setAccessibleDescription(whole)
        self.setStyleSheet(ERROR_STYLE if self._error else "")
