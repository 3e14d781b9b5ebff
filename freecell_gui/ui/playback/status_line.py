"""The panel's status line: a message as long as it needs, wrapped over as many lines as it takes.

The dock is narrow (a third of a 1366-pixel screen) and the messages are long in every language ("move 71
`zz`: not a move in standard notation (…)", a path and the packages to install), so the line wraps rather
than elides; it never widens the dock. A word wider than the line (a path) may break anywhere.
"""

from __future__ import annotations

import re

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

ERROR_STYLE = "color: #b00020;"
ZERO_WIDTH_SPACE = "\u200b"
_LONG_WORD = re.compile(r"\S{25,}")
_AFTER_SLASH = re.compile(r"(?<=[/\\])")
PIECE = 24  # a long word without a slash or a hyphen breaks every so many characters


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


class StatusLine(QLabel):
    """The message wrapped to the panel's width (whole in the tooltip and the accessible description too);
    errors in red."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._message = ""
        self.setObjectName("playbackStatus")
        self.setWordWrap(True)
        policy = QSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Minimum)
        policy.setHeightForWidth(True)  # Ignored: a long message makes the line taller, never the dock wider
        self.setSizePolicy(policy)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)

    def message(self) -> str:
        return self._message

    def setMessage(self, message: str, error: bool = False) -> None:
        self._message = message
        self.setText(breakable(message))
        self.setToolTip(message)
        self.setAccessibleDescription(message)
        self.setStyleSheet(ERROR_STYLE if error else "")
