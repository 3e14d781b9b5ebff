"""The panel's actions with their shortcuts, for the panel's buttons and the window's menus alike.

Space, period and comma work anywhere in the window once the window adds these actions: a focused text
field still gets its own characters, because Qt offers a key to the focus widget's shortcut override first.
Ctrl+V pastes a solution for the same reason only when no text field has the focus (e.g. on the board).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QWidget

from freecell_gui.ui.icons import icon
from freecell_gui.util.text_marks import QT_TRANSLATE_NOOP


class PlaybackActions(QObject):
    """Every action of the panel; ``all()`` lists them in menu order, each with an object name."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self._all: list[QAction] = []
        self._sources: dict[str, tuple[str, str]] = {}  # text and shortcut by name, for retranslate()
        self._playing = False
        self.start = self._make("playbackStart", QT_TRANSLATE_NOOP("Actions", "Go to s&tart"), "", "start")
        self.back = self._make("stepBack", QT_TRANSLATE_NOOP("Actions", "Step &back"), ",", "step-back")
        self.play = self._make("playPause", QT_TRANSLATE_NOOP("Actions", "&Play"), "Space", "play")
        self.forward = self._make(
            "stepForward", QT_TRANSLATE_NOOP("Actions", "Step &forward"), ".", "step-forward"
        )
        self.end = self._make("playbackEnd", QT_TRANSLATE_NOOP("Actions", "Go to &end"), "", "end")
        self.paste = self._make("pasteSolution", QT_TRANSLATE_NOOP("Actions", "&Paste solution"), "Ctrl+V")
        self.copy = self._make(
            "copySolution", QT_TRANSLATE_NOOP("Actions", "Copy solution (&short form)"), "Ctrl+Shift+C"
        )
        self.copy_full = self._make(
            "copySolutionFull", QT_TRANSLATE_NOOP("Actions", "Copy solution, &every move"), ""
        )
        self.export = self._make(
            "exportSolution", QT_TRANSLATE_NOOP("Actions", "E&xport solution as text…"), "Ctrl+Shift+S"
        )
        self.single_cards = self._make("singleCards", QT_TRANSLATE_NOOP("Actions", "S&ingle-card steps"), "")
        self.single_cards.setCheckable(True)
        self.solve = self._make("solve", QT_TRANSLATE_NOOP("Actions", "&Solve"), "F5", "solve")
        self.cancel = self._make("cancelSolve", QT_TRANSLATE_NOOP("Actions", "&Cancel solving"), "Escape")
        self.cancel.setEnabled(False)
        self.retranslate()

    def retranslate(self) -> None:
        """The texts again in the interface language (the window's action table shares them)."""
        for action in self._all:
            text, shortcut = self._sources[action.objectName()]
            action.setText(QCoreApplication.translate("Actions", text))
            plain = action.text().replace("&", "").rstrip("…")
            action.setToolTip(f"{plain} ({shortcut})" if shortcut else plain)
        self.copy.setToolTip(
            QCoreApplication.translate(
                "PlaybackActions",
                "Copy the moves without those autoplay makes, as freecellgamesolutions.com writes",
            )
        )
        self.copy_full.setToolTip(
            QCoreApplication.translate(
                "PlaybackActions", "Copy every move, foundation moves included, as fc-solve writes"
            )
        )
        self.single_cards.setToolTip(
            QCoreApplication.translate(
                "PlaybackActions",
                "List each sequence move as the single-card moves it stands for, through the free cells and "
                "empty columns",
            )
        )
        self.setPlaying(self._playing)

    def all(self) -> list[QAction]:
        return list(self._all)

    def updateEnabled(self, index: int, count: int, has_start: bool, solving: bool) -> None:
        """Enable what makes sense at step ``index`` of ``count``; without a start (a game without moves)
        nothing can be solved or pasted."""
        for action in (self.start, self.back):
            action.setEnabled(index > 0)
        for action in (self.forward, self.end):
            action.setEnabled(index < count)
        for action in (self.play, self.copy, self.copy_full, self.export):
            action.setEnabled(count > 0)
        self.paste.setEnabled(has_start)
        self.solve.setEnabled(has_start and not solving)
        self.cancel.setEnabled(solving)

    def setPlaying(self, playing: bool) -> None:
        self._playing = playing
        self.play.setText(
            QCoreApplication.translate("PlaybackActions", "&Pause")
            if playing
            else QCoreApplication.translate("Actions", "&Play")
        )
        self.play.setToolTip(
            QCoreApplication.translate("PlaybackActions", "Pause (Space)")
            if playing
            else QCoreApplication.translate("PlaybackActions", "Play (Space)")
        )
        self.play.setIcon(icon("pause" if playing else "play"))

    def _make(self, name: str, text: str, shortcut: str, icon_name: str = "") -> QAction:
        action = QAction(self)  # texts: retranslate()
        self._sources[name] = (text, shortcut)
        if icon_name:
            action.setIcon(icon(icon_name))
        action.setObjectName(name)
        if shortcut:
            action.setShortcut(QKeySequence(shortcut))
        self._all.append(action)
        return action
