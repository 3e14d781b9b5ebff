"""The playback speed the panel remembers: one small object, injectable so tests never touch the user's file.

QSettings may hold anything (a foreign program's value, a hand-edited string); any value that is not one
of the offered speeds reads back as the default.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QSettings

from freecell_gui.core.text_marks import QT_TRANSLATE_NOOP
from freecell_gui.ui.settings import APPLICATION, ORGANIZATION

#: Offered delays between two moves while playing, in milliseconds, with their menu labels.
#: The labels are marked for lupdate and translated where shown (controls.py).
SPEEDS: tuple[tuple[int, str], ...] = (
    (1000, QT_TRANSLATE_NOOP("PlaybackSpeed", "Slow (1 move/s)")),
    (500, QT_TRANSLATE_NOOP("PlaybackSpeed", "Normal (2 moves/s)")),
    (250, QT_TRANSLATE_NOOP("PlaybackSpeed", "Fast (4 moves/s)")),
    (100, QT_TRANSLATE_NOOP("PlaybackSpeed", "Very fast (10 moves/s)")),
    (30, QT_TRANSLATE_NOOP("PlaybackSpeed", "Fastest")),
)
SPEED_INTERVALS = tuple(interval for interval, _ in SPEEDS)
DEFAULT_INTERVAL_MS = 500
SPEED_KEY = "playback/intervalMs"


class SpeedSettings(Protocol):
    """What the panel needs from settings: the delay between moves, read and written."""

    def playback_interval(self) -> int: ...

    def set_playback_interval(self, milliseconds: int) -> None: ...


class PlaybackSettings:
    """The playback speed in a QSettings store (the user's by default)."""

    def __init__(self, settings: QSettings | None = None) -> None:
        self._settings = settings if settings is not None else QSettings(ORGANIZATION, APPLICATION)

    def playback_interval(self) -> int:
        value = self._settings.value(SPEED_KEY)
        try:
            interval = int(str(value))
        except ValueError:
            return DEFAULT_INTERVAL_MS
        return interval if interval in SPEED_INTERVALS else DEFAULT_INTERVAL_MS

    def set_playback_interval(self, milliseconds: int) -> None:
        self._settings.setValue(SPEED_KEY, str(milliseconds))


class MemorySettings:
    """Settings that live only as long as the object: for tests and for a panel without a store."""

    def __init__(self, interval: int = DEFAULT_INTERVAL_MS) -> None:
        self._interval = interval

    def playback_interval(self) -> int:
        return self._interval

    def set_playback_interval(self, milliseconds: int) -> None:
        self._interval = milliseconds
