"""The window's menus and toolbar: the action table's actions with their handlers, the Game and Deck
choices, and View → Language. What the choices mean is the window's business: they are only reported."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow, QMenu, QWidget

from freecell_gui.core.games import GAMES
from freecell_gui.ui.text.game_texts import deck_title, game_title
from freecell_gui.ui.text.i18n import LanguageMenu
from freecell_gui.ui.widgets.choice_menus import choice_group, submenu
from freecell_gui.ui.window.accelerators import keep_accelerators
from freecell_gui.ui.window.action_table import GAME, VIEW
from freecell_gui.ui.window.actions import build_menus_and_toolbar, create_actions, retranslate
from freecell_gui.util.resources import DECK_NAMES
from freecell_gui.util.text_marks import QT_TRANSLATE_NOOP

DECK_MENU = QT_TRANSLATE_NOOP("Actions", "&Deck")


class WindowMenus(QObject):
    """Builds the window's actions, menus and toolbar (around ``deal_box``); ``actions`` holds every
    action by object name. ``gameChosen``, ``deckChosen`` and ``languageChosen`` carry the user's pick."""

    gameChosen = Signal(str)
    deckChosen = Signal(str)
    languageChosen = Signal(str)

    def __init__(
        self,
        window: QMainWindow,
        slots: Mapping[str, Callable[[], object]],
        provided: Mapping[str, QAction],
        deal_box: QWidget,
        choices: tuple[str, str],
        view_menus: Sequence[QMenu],
    ) -> None:
        """``choices``: the game and the deck checked at first; ``view_menus`` go before View → Language."""
        super().__init__(window)
        self._window = window
        self.actions = create_actions(window, slots, provided)
        games = [(game_title(game), key) for key, game in GAMES.items()]
        self._games = choice_group(window, games, choices[0], name_prefix="game", numbered=True)
        self._games.triggered.connect(lambda action: self.gameChosen.emit(str(action.data())))
        decks = [(deck_title(name), name) for name in DECK_NAMES]
        self._decks = choice_group(window, decks, choices[1])
        self._decks.triggered.connect(lambda action: self.deckChosen.emit(str(action.data())))
        self.actions.update({action.objectName(): action for action in self._games.actions()})
        languages = LanguageMenu(window)
        languages.languageChosen.connect(self.languageChosen)
        extra: dict[str, Sequence[QAction | QMenu]] = {
            GAME: self._games.actions(),
            VIEW: [submenu(window, DECK_MENU, self._decks), *view_menus, languages],
        }
        build_menus_and_toolbar(window, self.actions, deal_box, extra)
        keep_accelerators(window.menuBar())

    def showGame(self, key: str) -> None:
        for action in self._games.actions():
            action.setChecked(action.data() == key)

    def retranslate(self) -> None:
        """The texts of the actions, menus and choices again, in the language just installed."""
        retranslate(self._window, self.actions)
        for action in self._games.actions():
            action.setText(game_title(GAMES[str(action.data())]))
        for action in self._decks.actions():
            action.setText(deck_title(str(action.data())))
