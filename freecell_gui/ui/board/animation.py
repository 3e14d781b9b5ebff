"""Cards sliding to their new place after a move: one parallel group of ``pos`` animations at a time.

A new change must never wait for the previous slide, so :meth:`CardAnimator.finish` jumps every card of
a running group to its end at once; the board calls it before placing cards again.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QObject, QParallelAnimationGroup, QPoint, QPropertyAnimation, Signal, Slot
from PySide6.QtWidgets import QWidget

DURATION_MS = 150


class CardAnimator(QObject):
    """Slides widgets to target positions; at most one group runs, and finishing it is immediate.

    ``finished`` is emitted once every widget of a slide stands at its target, however it got there.
    """

    finished = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._group: QParallelAnimationGroup | None = None
        self._targets: list[tuple[QWidget, QPoint]] = []
        self.duration_ms = DURATION_MS

    def isRunning(self) -> bool:
        return self._group is not None

    def targets(self) -> list[tuple[QWidget, QPoint]]:
        """Where the running slide takes each of its widgets (empty when none runs)."""
        return list(self._targets)

    def animate(self, moves: Iterable[tuple[QWidget, QPoint]]) -> None:
        """Slide each widget from where it is to its target (finishing any running slide first)."""
        self.finish()
        group = QParallelAnimationGroup(self)
        for widget, target in moves:
            animation = QPropertyAnimation(widget, b"pos", group)
            animation.setDuration(self.duration_ms)
            animation.setStartValue(widget.pos())
            animation.setEndValue(target)
            group.addAnimation(animation)
            self._targets.append((widget, target))
        if not self._targets:
            group.deleteLater()
            return
        group.finished.connect(self._on_group_finished)
        self._group = group
        group.start()

    def finish(self) -> None:
        """Put every sliding widget at its target now."""
        group, targets = self._group, self._targets
        self._group, self._targets = None, []
        if group is not None:
            group.finished.disconnect(self._on_group_finished)
            group.stop()
            group.deleteLater()
        for widget, target in targets:
            widget.move(target)
        if group is not None:
            self.finished.emit()

    @Slot()
    def _on_group_finished(self) -> None:
        if self._group is not None:
            self._group.deleteLater()
        self._group, self._targets = None, []
        self.finished.emit()
