"""The viewer's main window: wiring only. Input goes to the session; its one notification per action
updates the board, the deal box, the title, the status bar and the text pane.

Data flows one way: spin box, actions, keys → :class:`ViewerSession` (Qt-free) → the widgets. The
window never computes a deal or a move; games, ranges and texts come from core/games.py.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QTimer, Signal, Slot
from PySide6.QtGui import QAction, QCloseEvent, QKeyEvent
from PySide6.QtWidgets import QMainWindow, QWidget

from freecell_gui.app.deal_text import TextFormats
from freecell_gui.app.session import Change, ViewerSession
from freecell_gui.ui.board.board import BoardWidget
from freecell_gui.ui.board.card_table import CardTableWidget
from freecell_gui.ui.play.hand_play import HandPlay
from freecell_gui.ui.settings import ViewerSettings, unsaved_settings_note
from freecell_gui.ui.solving.service import SolveService
from freecell_gui.ui.text.core_messages import message_of
from freecell_gui.ui.text.i18n import ensure_language, install_language
from freecell_gui.ui.widgets.deal_spinbox import DealSpinBox
from freecell_gui.ui.window.after_first_paint import after_first_paint
from freecell_gui.ui.window.board_stack import BoardStack
from freecell_gui.ui.window.browsing import BoardBrowsing, CopyRule
from freecell_gui.ui.window.catalogue_commands import CatalogueCommands
from freecell_gui.ui.window.commands import show_about, show_shortcuts
from freecell_gui.ui.window.deal_box import DealBox
from freecell_gui.ui.window.deal_commands import DealCommands
from freecell_gui.ui.window.difficulty_commands import DifficultyCommands
from freecell_gui.ui.window.gallery_navigation import GalleryNavigation
from freecell_gui.ui.window.menus import WindowMenus
from freecell_gui.ui.window.record_commands import RecordCommands
from freecell_gui.ui.window.session_display import ALL_CHANGES, SessionDisplay, WindowParts
from freecell_gui.ui.window.session_signals import SessionSignals
from freecell_gui.ui.window.session_start import start_session
from freecell_gui.ui.window.side_docks import SideDocks
from freecell_gui.ui.window.status_bar import StatusBar
from freecell_gui.ui.window.window_memory import WindowMemory

if TYPE_CHECKING:
    from pathlib import Path

    from freecell_gui.ui.board.doudizhu_board import DouDizhuBoardWidget
    from freecell_gui.ui.dialogs.find.dialog import FindDealDialog
    from freecell_gui.ui.gallery.gallery import GalleryWidget


class MainWindow(QMainWindow):
    """The deal viewer. ``dealChanged`` carries the deal number as a Python int (64-bit safe)."""

    dealChanged = Signal(object)

    def __init__(
        self,
        initial_deal: int | None = None,
        settings: ViewerSettings | None = None,
        parent: QWidget | None = None,
        *,
        game: str | None = None,
        record: Path | None = None,
    ) -> None:
        """Open at ``initial_deal`` of ``game`` (see :func:`start_session`); a refused number is said in
        the status bar. The games played are recorded in ``record`` (util/record_file.py's by default)."""
        ensure_language()  # English plural forms when made without the application's start-up (tests)
        super().__init__(parent)
        self._settings = settings if settings is not None else ViewerSettings()
        self._session, refusal = start_session(self._settings, initial_deal, game)
        key = self._session.game().key
        self._settings.set_game(key)
        self._signals = SessionSignals(self._session, self)
        self._signals.changed.connect(self._on_session_changed)
        self._memory = WindowMemory(self, self._settings, self._session)
        self.random = random.Random()  # public so that tests can seed it

        self._browsing = BoardBrowsing(self._step_deal, self)  # arrows, Page Up/Down and the wheel
        self._stack = BoardStack(self._browsing, self._settings.deck())
        self.setCentralWidget(self._stack)
        self._spin_box = DealSpinBox()
        self._deal_box = DealBox(self._spin_box, self._session, self._stack, self._act, self)
        self._session.set_autoplay(self._settings.autoplay())
        # The one solve service: the status bar's verdict, the panel's Solve, Continue from here, hints.
        self._solving = SolveService(self)
        self._solving.setAutoplaySource(self._session.autoplay)  # every search with the autoplay chosen
        self._text_formats = TextFormats()  # the pane's and Copy's
        self._docks = SideDocks(self, self._settings, self._session, self._solving, self._text_formats)
        self._text_pane, self._playback = self._docks.textPane, self._docks.playback
        self._status = StatusBar(self._solving)
        self.setStatusBar(self._status)
        panel, solving = self._playback.panel(), self._solving
        self._hand_play = HandPlay(
            self._session, self.board(), self._status, self, panel, solving=solving, settings=self._settings
        )
        self._status.addPart(self._hand_play.stillWinnable().label())
        self._hand_play.autoplayChanged.connect(self._settings.set_autoplay)
        self._hand_play.autoplayChanged.connect(lambda mode: self._solving.autoplayChanged())
        self._deal_commands = DealCommands(
            self, self._session, self._text_formats, self._stack.boardOf, self._status.showMessage,
            self._solving.dealWords,
        )  # fmt: skip
        for pasted in (panel.layoutPasted, self._hand_play.layoutEntered):  # a layout, not moves
            pasted.connect(self._deal_commands.offerToFindLayout)
        self._catalogue = CatalogueCommands(self, self._settings, self._status, self._solving)
        self._gallery = GalleryNavigation(self, self._session, self._stack, self._settings)
        self._gallery.catalogueDamaged.connect(self._catalogue.sayDamaged)
        self.dealChanged.connect(self._gallery.showDeal)
        self._deal_commands.matchesChosen.connect(self._gallery.showMatches)
        self._record = RecordCommands(
            self, self._session, self._status, record, self._settings.catalogue_path
        )
        self._gallery.setWonDeals(self._record.wonDeals)
        self._difficulty = DifficultyCommands(self, self._session, self._status, self._settings)
        self._create_actions()
        parts = WindowParts(
            self._stack, self._deal_box, self._menus, self._docks, self._status, self._solving,
            self._hand_play, self._gallery, self._deal_commands, self._actions,
        )  # fmt: skip
        self._display = SessionDisplay(self, self._session, self._settings, parts)
        self._gallery.backChanged.connect(self._display.showBack)
        self._docks.playOnClick(self._status.verdict, self._actions["solve"])  # the verdict's solution
        CopyRule(self)  # a child of the window: Ctrl+C in a text field with nothing selected is Copy

        self._memory.restoreGeometry()
        self._display.show(ALL_CHANGES)
        self._text_pane.setFormat(self._settings.text_format())
        self._text_pane.setDeck(self._settings.deck())
        self._deal_box.follow()
        if refusal:
            # Once shown: a message shown before lets the window's show() bring back the labels under it.
            QTimer.singleShot(0, self, lambda: self._status.showMessage(refusal, 8000))
        after_first_paint(self._stack.boardOf(key), lambda: self._say_unsaved_settings(refusal))
        self._stack.boardOf(key).setFocus()

    # -- public API -------------------------------------------------------------------------------------

    def session(self) -> ViewerSession:
        return self._session

    def deal(self) -> int:
        """The number of the deal shown."""
        return self._session.deal_number()

    def setDeal(self, number: int) -> None:
        """Show deal ``number`` of the current game; raises ValueError/TypeError outside its range."""
        self._session.set_deal(number)

    def game(self) -> str:
        """The key of the game shown (see core/games.py)."""
        return self._session.game().key

    def setGame(self, key: str) -> None:
        """Switch to the game ``key``, showing the deal it showed last; raises KeyError for other keys."""
        self._session.set_game(key)

    def boardOf(self, key: str) -> CardTableWidget:
        return self._stack.boardOf(key)

    def board(self) -> BoardWidget:
        """The FreeCell board."""
        return self._stack.freecellBoard()

    def doudizhuBoard(self) -> DouDizhuBoardWidget:
        return self._stack.doudizhuBoard()

    def spinBox(self) -> DealSpinBox:
        return self._spin_box

    def textPaneText(self) -> str:
        return self._text_pane.text()

    def actionsByName(self) -> dict[str, QAction]:
        """The window's actions by object name (the shortcuts dialog and the tests use them)."""
        return dict(self._actions)

    def solveService(self) -> SolveService:
        """The window's one solve service (its search's process, what it knows of each deal)."""
        return self._solving

    def handPlay(self) -> HandPlay:
        """Playing by hand: the board's gestures, autoplay, hints and "continue from here"."""
        return self._hand_play

    def findDialog(self) -> FindDealDialog:
        """The Find deal by layout dialog, made on first use and kept (with its text) afterwards."""
        return self._deal_commands.findDialog()

    def gallery(self) -> GalleryWidget:
        """View → Gallery's widget (made on first use; shown by the action)."""
        return self._gallery.gallery()

    # -- construction -----------------------------------------------------------------------------------

    def _create_actions(self) -> None:
        slots: dict[str, Callable[[], object]] = {
            "quit": self.close,
            "previous": lambda: self._act(self._session.previous),
            "next": lambda: self._act(self._session.next),
            "back": self._gallery.back,
            "gallery": self._gallery.toggle,
            "forward": self._session.forward,
            "goTo": self._deal_box.goTo,
            "random": lambda: self._act(lambda: self._session.random(self.random)),
            "randomAny": lambda: self._act(lambda: self._session.random(self.random, whole_range=True)),
            "shortcuts": lambda: show_shortcuts(self, list(self.actionsByName().values())),
            "about": lambda: show_about(self, self._settings),
            **self._hand_play.slots(),
            **self._deal_commands.slots(),
            **self._catalogue.slots(),
            **self._record.slots(),
        }
        provided = {
            "textPane": self._text_pane.toggleViewAction(),
            **self._playback.actionsByName(),
            **self._hand_play.actionsByName(),
            **self._difficulty.actionsByName(),
        }
        choices = (self.game(), self._settings.deck())
        autoplay = [self._hand_play.autoplayMenu()]
        self._menus = WindowMenus(self, slots, provided, self._spin_box, choices, autoplay)
        self._menus.gameChosen.connect(self.setGame)
        self._menus.deckChosen.connect(self._on_menus_deck_chosen)
        self._menus.languageChosen.connect(self._on_menus_language_chosen)
        self._actions = self._menus.actions

    def _say_unsaved_settings(self, refusal: str) -> None:
        """Said once (every later write fails alike), after the refusal of the start if there was one, and
        kept until another message replaces it. Found by writing the settings: after the first paint."""
        note = unsaved_settings_note(self._settings)
        if note:
            self._status.showMessage(" — ".join(t for t in (refusal, note) if t), 0)

    # -- the session's changes --------------------------------------------------------------------------

    def _act(self, action: object) -> None:
        """Run a session action from a slot: a refusal goes to the status bar, never out of the slot."""
        try:
            action()  # type: ignore[operator]
        except (ValueError, TypeError) as error:
            self._status.showMessage(message_of(error), 8000)

    @Slot(object)
    def _on_session_changed(self, change: Change) -> None:
        self._display.show(change)
        if change & (Change.GAME | Change.DEAL):
            self._memory.dealChanged()
            self.dealChanged.emit(self.deal())

    # -- slots ------------------------------------------------------------------------------------------

    def _step_deal(self, steps: int) -> None:
        """The deal ``steps`` away, stopping at the ends of the game's range (as the deal box does)."""
        game = self._session.game()
        self._act(lambda: self._session.set_deal(game.clamp(self.deal() + steps)))

    @Slot(str)
    def _on_menus_deck_chosen(self, name: str) -> None:
        self._stack.setDeck(name)
        self._gallery.setDeck(name)
        self._text_pane.setDeck(name)
        self._settings.set_deck(name)

    # -- events -----------------------------------------------------------------------------------------

    @Slot(str)
    def _on_menus_language_chosen(self, choice: str) -> None:
        install_language(choice)  # every widget retranslates itself on the LanguageChange that follows
        self._settings.set_language(choice)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    def retranslateUi(self) -> None:
        """The texts the window sets itself, in the language just installed (its children do their own)."""
        self._text_pane.retranslateUi()  # first: a dock resets its toggle action's text to its title
        self._menus.retranslate()
        self._hand_play.retranslate()
        self._difficulty.retranslate()
        self._display.showDealTexts()  # a language switch changes no state (the panel keeps its moves)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self._deal_box.typeDigit(event):  # a digit typed anywhere goes to the deal box
            super().keyPressEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        self._docks.windowClosing()
        self._solving.shutdown()  # its search's process ends with the window
        self._catalogue.windowClosing()  # a build under way stops, its worker processes with it
        self._difficulty.windowClosing()  # a search for a deal stops, its process with it
        self._record.windowClosing()  # the games under way end in the record
        self._memory.windowClosing()  # the deals and the window's place, written to the settings
        super().closeEvent(event)
