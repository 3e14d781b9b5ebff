"""Go → Random deal by difficulty: a radio group of the bands (core/difficulty_bands.py), the band asked for
last checked, and "Also deals without a solution"; both remembered in the settings."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, Signal, Slot
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QWidget

from freecell_gui.core.difficulty_bands import BANDS
from freecell_gui.ui.settings import DIFFICULTY, DIFFICULTY_ANY_VERDICT, ViewerSettings
from freecell_gui.ui.widgets.choice_menus import choice_group
from freecell_gui.util.text_marks import QT_TRANSLATE_NOOP

# The submenu's entries, in the window's "Actions" texts: band key, text, shortcut.
BAND_CHOICES: tuple[tuple[str, str, str], ...] = tuple(
    zip(
        (band.key for band in BANDS),
        (
            QT_TRANSLATE_NOOP("Actions", "&Easy"),
            QT_TRANSLATE_NOOP("Actions", "&Medium"),
            QT_TRANSLATE_NOOP("Actions", "&Hard"),
            QT_TRANSLATE_NOOP("Actions", "&Very hard"),
        ),
        ("Ctrl+Alt+1", "Ctrl+Alt+2", "Ctrl+Alt+3", "Ctrl+Alt+4"),
        strict=True,
    )
)
ANY_VERDICT = QT_TRANSLATE_NOOP("Actions", "Also deals &without a solution")
ANY_VERDICT_TIP = QT_TRANSLATE_NOOP(
    "Actions", "Deals the solver found no solution for may come too, as very hard ones"
)


def _tr(text: str) -> str:
    return QCoreApplication.translate("Actions", text)


class DifficultyMenu(QObject):
    """The submenu (:meth:`menu`); ``bandChosen(key)`` when a band is picked (again or anew)."""

    bandChosen = Signal(str)

    def __init__(self, window: QWidget, settings: ViewerSettings) -> None:
        super().__init__(window)
        self._settings = settings
        choices = [(_tr(text), key) for key, text, _ in BAND_CHOICES]
        keys = [key for _, _, key in BAND_CHOICES]
        self._bands = choice_group(self, choices, settings.value(DIFFICULTY), "difficulty", shortcuts=keys)
        self._bands.triggered.connect(self._on_bands_triggered)
        self._any_verdict = QAction(self, checkable=True)
        self._any_verdict.setObjectName("difficultyAnyVerdict")
        self._any_verdict.setChecked(settings.value(DIFFICULTY_ANY_VERDICT))
        self._any_verdict.toggled.connect(lambda on: settings.set_value(DIFFICULTY_ANY_VERDICT, on))
        self._menu = QMenu(window)
        self._menu.setToolTipsVisible(True)  # the toggle's tip says what it lets in
        self._menu.addActions(self._bands.actions())
        self._menu.addSeparator()
        self._menu.addAction(self._any_verdict)
        window.addActions(self._bands.actions())  # their keys work with the menu closed
        self.retranslate()

    def menu(self) -> QMenu:
        return self._menu

    def actions(self) -> list[QAction]:
        """The bands' actions, easiest first, then the "without a solution" toggle."""
        return [*self._bands.actions(), self._any_verdict]

    def anyVerdict(self) -> bool:
        return self._any_verdict.isChecked()

    def retranslate(self) -> None:
        """The entries' texts in the interface language (the window calls this on a switch)."""
        for action, (_key, text, _shortcut) in zip(self._bands.actions(), BAND_CHOICES, strict=True):
            action.setText(_tr(text))
        self._any_verdict.setText(_tr(ANY_VERDICT))
        self._any_verdict.setToolTip(_tr(ANY_VERDICT_TIP))

    @Slot(QAction)
    def _on_bands_triggered(self, action: QAction) -> None:
        key = str(action.data())
        self._settings.set_value(DIFFICULTY, key)
        self.bandChosen.emit(key)
