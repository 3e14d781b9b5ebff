"""The thin Qt adapter of the Qt-free solving state: each of its notifications re-emitted as one signal."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from freecell_gui.app.solving import Solving


class SolvingSignals(QObject):
    """``changed(SolvingChange)`` once per change of the solving state."""

    changed = Signal(object)

    def __init__(self, solving: Solving, parent: QObject | None = None) -> None:
        super().__init__(parent)
        solving.subscribe(self.changed.emit)
