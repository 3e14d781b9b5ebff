"""The panel as the window's dock: hidden until wanted, shown by Solve or Paste solution."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDockWidget, QWidget

from freecell_gui.ui.playback.panel import PlaybackPanel


class PlaybackDock(QDockWidget):
    """A dock holding a :class:`PlaybackPanel`; ``actionsByName()`` for the window's action table."""

    def __init__(self, panel: PlaybackPanel, parent: QWidget | None = None) -> None:
        super().__init__(QCoreApplication.translate("PlaybackDock", "Solution"), parent)
        self.setObjectName("playbackPane")
        self.setAllowedAreas(Qt.DockWidgetArea.LeftDockWidgetArea | Qt.DockWidgetArea.RightDockWidgetArea)
        self._panel = panel
        self.setWidget(panel)
        actions = self._panel.playbackActions()
        for action in (actions.solve, actions.paste):
            action.triggered.connect(self.show)  # the answer appears in the panel: let it be seen

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.setWindowTitle(QCoreApplication.translate("PlaybackDock", "Solution"))
        super().changeEvent(event)

    def panel(self) -> PlaybackPanel:
        return self._panel

    def actionsByName(self) -> dict[str, QAction]:
        """The panel's actions and the dock's toggle (``playbackPane``), by object name."""
        named = {action.objectName(): action for action in self._panel.actions()}
        toggle = self.toggleViewAction()
        toggle.setObjectName("playbackPane")
        return {**named, "playbackPane": toggle}
