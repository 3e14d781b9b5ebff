"""The thin Qt adapter of the Qt-free session: each of its notifications re-emitted as one signal."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from freecell_gui.app.session import ViewerSession


class SessionSignals(QObject):
    """``changed(Change)`` once per action that changed the session."""

    changed = Signal(object)

    def __init__(self, session: ViewerSession, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._session = session
        session.subscribe(self.changed.emit)

    def session(self) -> ViewerSession:
        return self._session
