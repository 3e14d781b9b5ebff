"""The docks on the window's right: the text pane (shown or hidden as last time) and the solution
playback panel (hidden until Solve or Paste solution)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Slot
from PySide6.QtWidgets import QMainWindow

from freecell_gui.ui.board.board import BoardWidget
from freecell_gui.ui.playback.dock import PlaybackDock
from freecell_gui.ui.settings import ViewerSettings
from freecell_gui.ui.window.text_pane import TextPane

if TYPE_CHECKING:
    from freecell_gui.core.position import Position


class SideDocks(QObject):
    """Adds both docks to ``window``; a position played back shows on ``board`` and in the text pane."""

    def __init__(self, window: QMainWindow, settings: ViewerSettings, board: BoardWidget) -> None:
        super().__init__(window)
        self._settings, self._board, self._closing = settings, board, False
        self.textPane = TextPane(window)
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.textPane)
        self.textPane.setVisible(settings.text_pane_visible())
        self.textPane.formatChanged.connect(settings.set_text_format)
        self.textPane.toggleViewAction().toggled.connect(self._on_text_action_toggled)
        self.playback = PlaybackDock(settings, window)
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.playback)
        self.playback.hide()
        self.playback.panel().positionChanged.connect(self._on_playback_position_changed)

    def windowClosing(self) -> None:
        """Remember whether the text pane is shown, before closing hides it (not the user's choice)."""
        self._closing = True
        self._settings.set_text_pane_visible(not self.textPane.isHidden())

    @Slot(object, bool)
    def _on_playback_position_changed(self, position: Position, animate: bool) -> None:
        self._board.setPosition(position, animate)
        self.textPane.showPosition(position)

    @Slot(bool)
    def _on_text_action_toggled(self, visible: bool) -> None:
        if not self._closing:
            self._settings.set_text_pane_visible(visible)
