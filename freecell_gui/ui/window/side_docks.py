"""The docks on the window's right: the text pane (shown or hidden as last time) and the solution
playback panel (hidden until Solve or Paste solution)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, QTimer, Slot
from PySide6.QtWidgets import QMainWindow

from freecell_gui.app.deal_text import TextFormats
from freecell_gui.app.notify import Change
from freecell_gui.app.playback import PlaybackHost
from freecell_gui.ui.playback.dock import PlaybackDock
from freecell_gui.ui.playback.panel import PlaybackPanel
from freecell_gui.ui.settings import ViewerSettings
from freecell_gui.ui.window.text_pane import TextPane

if TYPE_CHECKING:
    from PySide6.QtGui import QAction

    from freecell_gui.ui.solving.service import SolveService
    from freecell_gui.ui.window.verdict_label import VerdictLabel


TEXT_LINES = 10  # fc-solve's position: foundations, free cells and eight cascades
LINE_SLACK = 4  # pixels: a last line never half cut by rounding


class SideDocks(QObject):
    """Adds both docks to ``window``; the text pane shows the deal in the format ``formats`` hold, the move
    panel plays the move list of ``session`` and solves with ``solving``, the window's solve service."""

    def __init__(
        self,
        window: QMainWindow,
        settings: ViewerSettings,
        session: PlaybackHost,
        solving: SolveService,
        formats: TextFormats,
    ) -> None:
        super().__init__(window)
        self._settings, self._session, self._closing = settings, session, False
        self.textPane = TextPane(formats, window)
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.textPane)
        self.textPane.setVisible(settings.text_pane_visible())
        self.textPane.formatChanged.connect(settings.set_text_format)
        self.textPane.toggleViewAction().toggled.connect(self._on_text_action_toggled)
        self.playback = PlaybackDock(PlaybackPanel(session, solving, settings), window)
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.playback)
        self.playback.hide()
        self._window = window
        for dock in (self.textPane, self.playback):
            dock.visibilityChanged.connect(self._on_dock_visibility_changed)

    def sessionChanged(self, change: Change) -> None:
        """After the board: the text pane prints a step or a move in fc-solve's format (until another
        deal, unless the game kept there is listed), and the move panel draws its list."""
        shown, listed = self._session.shown_position(), self._session.playback().lists_game
        if (
            change & Change.SHOWN
            and shown is not None
            and (listed or not change & (Change.GAME | Change.DEAL))
        ):
            self.textPane.showPosition(shown)
        self.playback.panel().sessionChanged(change)

    def playOnClick(self, verdict: VerdictLabel, solve: QAction) -> None:
        """A click on ``verdict`` is Solve: the deal's solution known is shown at once (the count the
        verdict says), then the search's shorter ones; a count without moves (the catalogue's) is solved."""
        verdict.clicked.connect(solve.trigger)

    def windowClosing(self) -> None:
        """Remember whether the text pane is shown, before closing hides it (not the user's choice)."""
        self._closing = True
        self._settings.set_text_pane_visible(not self.textPane.isHidden())

    def fitTextPane(self) -> None:
        """With both docks open one above the other, the text pane gets what its text needs (a position is
        ten lines) and the move list the rest: it shows many moves, never fewer than its minimum of ten."""
        pane, playback, window = self.textPane, self.playback, self._window
        if pane.isHidden() or playback.isHidden() or pane.isFloating() or playback.isFloating():
            return
        if window.dockWidgetArea(pane) != window.dockWidgetArea(playback):
            return
        edit = pane.textEdit()
        lines = max(edit.document().blockCount(), TEXT_LINES)
        line = max(
            edit.blockBoundingRect(edit.document().firstBlock()).height(), edit.fontMetrics().lineSpacing()
        )
        margins = 2 * (edit.frameWidth() + edit.document().documentMargin()) + LINE_SLACK
        needed = pane.height() - edit.height() + round(lines * line + margins)
        both = pane.height() + playback.height()
        window.resizeDocks([pane, playback], [needed, both - needed], Qt.Orientation.Vertical)

    @Slot(bool)
    def _on_dock_visibility_changed(self, visible: bool) -> None:
        if visible:  # once the dock layout has placed the dock just shown
            QTimer.singleShot(0, self.fitTextPane)

    @Slot(bool)
    def _on_text_action_toggled(self, visible: bool) -> None:
        if not self._closing:
            self._settings.set_text_pane_visible(visible)
