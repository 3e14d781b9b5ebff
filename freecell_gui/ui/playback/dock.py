"""The panel as the window's dock: hidden until wanted, shown by Solve or Paste solution."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDockWidget, QWidget

from freecell_gui.app.playback import PlaybackHost
from freecell_gui.ui.playback.panel import PlaybackPanel
from freecell_gui.ui.playback.settings import SpeedSettings


class PlaybackDock(QDockWidget):
    """A dock holding a :class:`PlaybackPanel`; ``actionsByName()`` for the window's action table."""

    def __init__(
        self,
        settings: SpeedSettings | None = None,
        parent: QWidget | None = None,
        host: PlaybackHost | None = None,
    ) -> None:
        """``host``: whose move list the panel plays (see :class:`PlaybackPanel`)."""
        super().__init__(QCoreApplication.translate("PlaybackDock", "Solution"), parent)
        self.setObjectName("playbackPane")
        self.setAllowedAreas(Qt.DockWidgetArea.LeftDockWidgetArea | Qt.DockWidgetArea.RightDockWidgetArea)
        self._panel = PlaybackPanel(settings, self, host)
        self.setWidget(self._panel)
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
