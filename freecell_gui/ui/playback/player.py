"""Play and pause: a QTimer that asks for one step forward at the chosen interval until the last step.

The player owns no steps; it calls ``step_forward`` (which answers whether it moved) and stops when that
answers False, so the panel stays the only owner of the cursor.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal, Slot


class Player(QObject):
    """Timer-driven playback; ``playingChanged`` fires only on a real change."""

    playingChanged = Signal(bool)

    def __init__(
        self, step_forward: Callable[[], bool], interval: int, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self._step_forward = step_forward
        self._timer = QTimer(self)
        self._timer.setInterval(interval)
        self._timer.timeout.connect(self._on_timer_timeout)

    def isPlaying(self) -> bool:
        return self._timer.isActive()

    def interval(self) -> int:
        return self._timer.interval()

    def setInterval(self, milliseconds: int) -> None:
        self._timer.setInterval(milliseconds)  # a running timer keeps running at the new pace

    def play(self) -> None:
        if not self._timer.isActive():
            self._timer.start()
            self.playingChanged.emit(True)

    def pause(self) -> None:
        if self._timer.isActive():
            self._timer.stop()
            self.playingChanged.emit(False)

    @Slot()
    def _on_timer_timeout(self) -> None:
        if not self._step_forward():
            self.pause()
