"""The viewer's main window: the deal spin box and its actions around the FreeCell or Dou Dizhu board.

Data flows one way: a committed deal number → the core's deal → the board, the title, the status bar
and the text pane. The window never computes a deal itself. Each game keeps its own deal and history.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QSize, Qt, QTimer, QUrl, Signal, Slot
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QCloseEvent,
    QDesktopServices,
    QFontDatabase,
    QGuiApplication,
    QKeyEvent,
    QKeySequence,
)
from PySide6.QtWidgets import (
    QComboBox,
    QDockWidget,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QPlainTextEdit,
    QStackedWidget,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from freecell_gui import __version__
from freecell_gui.core.formats import FORMATS
from freecell_gui.resources import DECK_NAMES
from freecell_gui.ui.board import BoardWidget
from freecell_gui.ui.deal_spinbox import DealSpinBox
from freecell_gui.ui.doudizhu_board import DouDizhuBoardWidget
from freecell_gui.ui.games import DOUDIZHU, FREECELL, GAMES, AnyDeal, Game
from freecell_gui.ui.history import DealHistory
from freecell_gui.ui.settings import ViewerSettings

if TYPE_CHECKING:
    from freecell_gui.ui.find_dialog import FindDealDialog

APP_NAME = "freecell-gui"
SITE_URL = "https://freecellgamesolutions.com/fcs/?game={number}"

ABOUT_TEXT = f"""<h3>freecell-gui {__version__}</h3>
<p>A viewer of Microsoft FreeCell deals by number, 1 … 8,589,934,591.</p>
<p>Deal N seeds Microsoft's generator, state ← 214013·state + 2531011, and each draw from it picks one of
the cards left (draw mod cards left), which is dealt while the last card takes its place.
Dealt card k goes to cascade k mod 8, its first card being the top of the cascade.
Deals from 2<sup>31</sup> on use FreeCell Pro's conventions: the draw gains bit 15 up to
2<sup>32</sup>−1, and from 2<sup>32</sup> the generator runs on 32 bits from N − 2<sup>32</sup>.</p>"""


class MainWindow(QMainWindow):
    """The FreeCell deal viewer. ``dealChanged`` carries the deal number as a Python int (64-bit safe)."""

    dealChanged = Signal(object)

    def __init__(
        self,
        initial_deal: int | None = None,
        settings: ViewerSettings | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._settings = settings if settings is not None else ViewerSettings()
        self._game = GAMES[self._settings.game()]
        self._deals: dict[str, AnyDeal] = {}  # the deal shown by each game
        self._histories = {key: DealHistory() for key in GAMES}
        self._navigating = False  # True while back/forward sets the deal, so it is not recorded again
        self._closing = False
        self._find_dialog: FindDealDialog | None = None
        self._save_timer = QTimer(self, singleShot=True, interval=1000)
        self._save_timer.timeout.connect(self._on_save_timer_timeout)
        self.random = random.Random()  # public so that tests can seed it

        self._board = BoardWidget()
        self._doudizhu_board = DouDizhuBoardWidget()
        self._boards: dict[str, BoardWidget | DouDizhuBoardWidget] = {
            FREECELL.key: self._board,
            DOUDIZHU.key: self._doudizhu_board,
        }
        self._stack = QStackedWidget()
        for board in self._boards.values():
            board.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
            board.setDeck(self._settings.deck())
            self._stack.addWidget(board)
        self._stack.setCurrentWidget(self._boards[self._game.key])
        self.setCentralWidget(self._stack)

        self._spin_box = DealSpinBox()
        self._spin_box.setRange(1, self._game.last)
        self._spin_box.valueChanged.connect(self._on_spin_box_value_changed)
        self._create_actions()
        self._create_text_pane()
        self._create_menus_and_toolbar()
        self._range_label = QLabel()
        self._site_label = QLabel()
        self.statusBar().addWidget(self._range_label)
        self.statusBar().addPermanentWidget(self._site_label)

        geometry = self._settings.geometry()
        if geometry is None or not self.restoreGeometry(geometry):
            self.resize(1000, 760)
        if self._game is DOUDIZHU:
            self._deals[FREECELL.key] = FREECELL.make(self._settings.last_deal())
        self.setDeal(initial_deal if initial_deal is not None else self._last_deal(self._game))
        self._boards[self._game.key].setFocus()

    # -- public API -------------------------------------------------------------------------------------

    def deal(self) -> int:
        """The number of the deal shown."""
        return self._current().number

    def setDeal(self, number: int) -> None:
        """Show deal ``number`` of the current game; raises ValueError/TypeError outside its range."""
        number = self._game.validate(number)
        shown = self._deals.get(self._game.key)
        if shown is not None and number == shown.number:
            return
        dealt = self._deals[self._game.key] = self._game.make(number)
        self._boards[self._game.key].setDeal(dealt)  # type: ignore[arg-type]
        self._spin_box.setValue(number)
        if not self._navigating:
            self._histories[self._game.key].visit(number)
        self._save_timer.start()  # remembered a second after scrubbing stops, and on close
        self._update_for_deal()
        self.dealChanged.emit(number)

    def board(self) -> BoardWidget:
        """The FreeCell board."""
        return self._board

    def doudizhuBoard(self) -> DouDizhuBoardWidget:
        return self._doudizhu_board

    def game(self) -> str:
        """``"freecell"`` or ``"doudizhu"``."""
        return self._game.key

    def setGame(self, key: str) -> None:
        """Switch to the game ``key``, showing the deal it showed last; raises KeyError for other keys."""
        game = GAMES[key]
        if game is self._game:
            return
        self._game = game
        self._settings.set_game(key)
        self._stack.setCurrentWidget(self._boards[key])
        number = self._deals[key].number if key in self._deals else self._last_deal(game)
        self._spin_box.blockSignals(True)  # the new range may clamp the old game's number
        self._spin_box.setRange(1, game.last)
        self._spin_box.setValue(number)
        self._spin_box.blockSignals(False)
        for action in self._game_group.actions():
            action.setChecked(action.data() == key)
        if key in self._deals:
            self._update_for_deal()
            self.dealChanged.emit(number)
        else:
            self.setDeal(number)

    def _current(self) -> AnyDeal:
        return self._deals[self._game.key]

    def _last_deal(self, game: Game) -> int:
        return self._settings.last_deal() if game is FREECELL else self._settings.last_doudizhu_deal()

    def _remember_deals(self) -> None:
        if FREECELL.key in self._deals:
            self._settings.set_last_deal(self._deals[FREECELL.key].number)
        if DOUDIZHU.key in self._deals:
            self._settings.set_last_doudizhu_deal(self._deals[DOUDIZHU.key].number)

    def spinBox(self) -> DealSpinBox:
        return self._spin_box

    def siteUrl(self) -> QUrl:
        """The page of the shown FreeCell deal on freecellgamesolutions.com."""
        return QUrl(SITE_URL.format(number=self.deal()))

    def textPaneText(self) -> str:
        return self._text.toPlainText()

    def actionsByName(self) -> dict[str, QAction]:
        """The window's actions by object name (the shortcuts dialog and the tests use them)."""
        return {action.objectName(): action for action in self._actions}

    # -- construction -----------------------------------------------------------------------------------

    def _action(
        self, name: str, text: str, slot: object, *shortcuts: QKeySequence.StandardKey | str, tip: str = ""
    ) -> QAction:
        action = QAction(text, self)
        action.setObjectName(name)
        keys: list[QKeySequence] = []
        for shortcut in shortcuts:  # a standard key may have several bindings (Back: Alt+Left and Back)
            keys += (
                [QKeySequence(shortcut)] if isinstance(shortcut, str) else QKeySequence.keyBindings(shortcut)
            )
        action.setShortcuts(keys)
        action.setToolTip(tip or text.replace("&", "").rstrip("…"))
        action.triggered.connect(slot)
        self.addAction(action)  # shortcuts work even when the toolbar is hidden
        self._actions.append(action)
        return action

    def _create_actions(self) -> None:
        self._actions: list[QAction] = []
        key = QKeySequence.StandardKey
        self._previous = self._action("previous", "◀ &Previous", self._on_previous_triggered, "Ctrl+Left")
        self._next = self._action("next", "&Next ▶", self._on_next_triggered, "Ctrl+Right")
        self._back = self._action("back", "&Back", self._on_back_triggered, key.Back, tip="Back in history")
        self._forward = self._action(
            "forward", "&Forward", self._on_forward_triggered, key.Forward, tip="Forward in history"
        )
        self._action(
            "random", "&Random deal", self._on_random_triggered, "Ctrl+R",
            tip="A random deal of 1 … 1,000,000 (Shift+Ctrl+R: the whole range)",
        )  # fmt: skip
        self._action("randomAny", "Random deal, &whole range", self._on_random_any_triggered, "Ctrl+Shift+R")
        self._action("goTo", "&Go to deal…", self._on_go_to_triggered, "Ctrl+G", "Ctrl+L")
        self._copy = self._action("copy", "&Copy deal as text", self._on_copy_triggered, key.Copy)
        self._action("find", "&Find deal by layout…", self._on_find_triggered, key.Find)
        self._action(
            "export", "&Export…", self._on_export_triggered, key.Save, tip="Export the board as PNG or SVG"
        )
        self._site = self._action(
            "openSite", "Open on freecellgamesolutions.com", self._on_open_site_triggered, "Ctrl+Shift+O"
        )
        self._action("quit", "&Quit", self.close, key.Quit)
        self._action("shortcuts", "&Keyboard shortcuts", self._on_shortcuts_triggered, key.HelpContents)
        self._action("about", "&About freecell-gui", self._on_about_triggered)
        self._deck_group = QActionGroup(self)
        for name in DECK_NAMES:
            action = QAction(name.replace("-", " ").capitalize(), self._deck_group, checkable=True)
            action.setData(name)
            action.setChecked(name == self._board.deck())
        self._deck_group.triggered.connect(self._on_deck_group_triggered)
        self._game_group = QActionGroup(self)
        for number, game in enumerate(GAMES.values(), start=1):
            action = QAction(game.title, self._game_group, checkable=True)
            action.setObjectName(f"game-{game.key}")
            action.setData(game.key)
            action.setShortcut(QKeySequence(f"Ctrl+{number}"))
            action.setChecked(game is self._game)
            self._actions.append(action)
        self._game_group.triggered.connect(self._on_game_group_triggered)

    def _create_text_pane(self) -> None:
        self._text = QPlainTextEdit()
        self._text.setReadOnly(True)
        self._text.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self._text.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self._text.setAccessibleName("Deal as text")
        self._format_box = QComboBox()
        self._format_box.addItems(FORMATS)
        self._format_box.setCurrentText(self._settings.text_format())
        self._format_box.setToolTip("Text format of the pane and of Copy")
        self._format_box.currentTextChanged.connect(self._on_format_box_current_text_changed)
        pane = QWidget()
        layout = QVBoxLayout(pane)
        layout.addWidget(self._format_box)
        layout.addWidget(self._text)
        self._dock = QDockWidget("Deal as text", self)
        self._dock.setObjectName("textPane")
        self._dock.setWidget(pane)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self._dock)
        self._dock.setVisible(self._settings.text_pane_visible())
        self._text_action = self._dock.toggleViewAction()
        self._text_action.setText("Show deal as &text")
        self._text_action.setObjectName("textPane")
        self._text_action.setShortcut(QKeySequence("Ctrl+T"))
        self._actions.append(self._text_action)
        self._text_action.toggled.connect(self._on_text_action_toggled)

    def _create_menus_and_toolbar(self) -> None:
        actions = self.actionsByName()
        menus: dict[str, list[str | None]] = {
            "&File": ["export", None, "quit"],
            "&Edit": ["copy", "find"],
            "&Go": [
                "previous",
                "next",
                None,
                "back",
                "forward",
                None,
                "goTo",
                "random",
                "randomAny",
                None,
                "openSite",
            ],
            "&View": ["textPane"],
            "&Help": ["shortcuts", "about"],
        }
        for title, names in menus.items():
            menu = self.menuBar().addMenu(title)
            for name in names:
                if name is None:
                    menu.addSeparator()
                else:
                    menu.addAction(actions[name])
            if title == "&View":
                deck_menu = menu.addMenu("&Deck")
                deck_menu.addActions(self._deck_group.actions())
        game_menu = QMenu("&Game", self)
        game_menu.addActions(self._game_group.actions())
        go_menu = next(a for a in self.menuBar().actions() if a.text() == "&Go")
        self.menuBar().insertMenu(go_menu, game_menu)
        toolbar = QToolBar("Deal")
        toolbar.setObjectName("dealToolbar")
        toolbar.setMovable(False)
        toolbar.setIconSize(QSize(16, 16))
        toolbar.addAction(self._previous)
        toolbar.addWidget(self._spin_box)
        toolbar.addAction(self._next)
        toolbar.addSeparator()
        for name in ("random", "copy", "export", "openSite"):
            toolbar.addAction(actions[name])
        self.addToolBar(toolbar)

    # -- state ------------------------------------------------------------------------------------------

    def _update_for_deal(self) -> None:
        game, number = self._game, self.deal()
        history = self._histories[game.key]
        self.setWindowTitle(f"{game.title} deal {number} — {APP_NAME}")
        self._previous.setEnabled(number > 1)
        self._next.setEnabled(number < game.last)
        self._back.setEnabled(history.can_go_back())
        self._forward.setEnabled(history.can_go_forward())
        self._range_label.setText(game.range_label(number))
        on_site = game.has_site_solution(number)
        self._site.setEnabled(on_site)
        if on_site:
            self._site_label.setText("Solution on freecellgamesolutions.com")
        elif game is FREECELL:
            self._site_label.setText("No published solution (the site covers 1–1,000,000)")
        else:
            self._site_label.setText("")
        if self._text_action.isChecked():  # the user's choice, even before the window is shown
            self._text.setPlainText(game.text(self._current(), self._format_box.currentText()))

    # -- slots ------------------------------------------------------------------------------------------

    @Slot()
    def _on_save_timer_timeout(self) -> None:
        self._remember_deals()

    @Slot(object)
    def _on_spin_box_value_changed(self, number: int) -> None:
        self.setDeal(number)

    @Slot()
    def _on_previous_triggered(self) -> None:
        self.setDeal(max(1, self.deal() - 1))

    @Slot()
    def _on_next_triggered(self) -> None:
        self.setDeal(min(self._game.last, self.deal() + 1))

    def _navigate(self, number: int | None) -> None:
        if number is None:
            return
        self._navigating = True
        try:
            self.setDeal(number)
        finally:
            self._navigating = False
        self._update_for_deal()

    @Slot()
    def _on_back_triggered(self) -> None:
        self._navigate(self._histories[self._game.key].back())

    @Slot()
    def _on_forward_triggered(self) -> None:
        self._navigate(self._histories[self._game.key].forward())

    @Slot()
    def _on_random_triggered(self) -> None:
        self.setDeal(self.random.randint(1, self._game.catalogued_last))

    @Slot()
    def _on_random_any_triggered(self) -> None:
        self.setDeal(self.random.randint(1, self._game.last))

    @Slot()
    def _on_go_to_triggered(self) -> None:
        self._spin_box.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self._spin_box.selectAll()

    @Slot()
    def _on_copy_triggered(self) -> None:
        fmt = self._format_box.currentText()
        QGuiApplication.clipboard().setText(self._game.text(self._current(), fmt) + "\n")
        self.statusBar().showMessage(f"Copied deal {self.deal()} as {fmt} text", 3000)

    def findDialog(self) -> FindDealDialog:
        """The Find deal by layout dialog, made on first use and kept (with its text) afterwards."""
        if self._find_dialog is None:
            from freecell_gui.ui.find_dialog import FindDealDialog  # dialogs load on first use: faster start

            self._find_dialog = FindDealDialog(self)
            self._find_dialog.dealActivated.connect(self._on_find_dialog_deal_activated)
        return self._find_dialog

    @Slot(object)
    def _on_find_dialog_deal_activated(self, number: int) -> None:
        self.setGame(FREECELL.key)  # found deals are FreeCell deals
        self.setDeal(number)

    @Slot()
    def _on_find_triggered(self) -> None:
        dialog = self.findDialog()
        dialog.show()
        dialog.raise_()
        dialog.activateWindow()

    @Slot()
    def _on_export_triggered(self) -> None:
        from freecell_gui.ui.export import export_board
        from freecell_gui.ui.export_dialog import ExportDialog

        board = self._boards[self._game.key]
        dialog = ExportDialog(
            Path.home() / f"{self._game.key}-{self.deal()}.png", board.size(), self.devicePixelRatioF(), self
        )
        if dialog.exec() != ExportDialog.DialogCode.Accepted:
            return
        size = dialog.size()
        try:
            path = export_board(
                self._current(), dialog.path(), size.width(), size.height(), dialog.scale(), board.deck()
            )
        except (ValueError, OSError) as error:
            QMessageBox.warning(self, "Export failed", str(error))
            return
        self.statusBar().showMessage(f"Exported deal {self.deal()} to {path}", 5000)

    @Slot()
    def _on_open_site_triggered(self) -> None:
        if not QDesktopServices.openUrl(self.siteUrl()):
            self.statusBar().showMessage(f"Could not open a browser for {self.siteUrl().toString()}", 5000)

    @Slot(QAction)
    def _on_deck_group_triggered(self, action: QAction) -> None:
        name = str(action.data())
        for board in self._boards.values():
            board.setDeck(name)
        self._settings.set_deck(name)

    @Slot(QAction)
    def _on_game_group_triggered(self, action: QAction) -> None:
        self.setGame(str(action.data()))

    @Slot(bool)
    def _on_text_action_toggled(self, visible: bool) -> None:
        if self._closing:  # closing the window hides the pane too; that is not the user's choice
            return
        self._settings.set_text_pane_visible(visible)
        if visible and self._deals:
            self._update_for_deal()

    @Slot(str)
    def _on_format_box_current_text_changed(self, fmt: str) -> None:
        self._settings.set_text_format(fmt)
        self._update_for_deal()

    @Slot()
    def _on_shortcuts_triggered(self) -> None:
        from freecell_gui.ui.shortcuts_dialog import ShortcutsDialog

        ShortcutsDialog(self._actions, self).exec()

    @Slot()
    def _on_about_triggered(self) -> None:
        QMessageBox.about(self, f"About {APP_NAME}", ABOUT_TEXT)

    # -- events -----------------------------------------------------------------------------------------

    def keyPressEvent(self, event: QKeyEvent) -> None:
        # Typing a number anywhere starts editing the deal number, as in a browser's address bar.
        if event.text().isdigit() and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            self._spin_box.setFocus(Qt.FocusReason.OtherFocusReason)
            self._spin_box.lineEdit().setText(event.text())
            return
        super().keyPressEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        self._closing = True
        self._save_timer.stop()
        self._remember_deals()
        self._settings.set_geometry(self.saveGeometry())
        self._settings.set_text_pane_visible(not self._dock.isHidden())
        self._settings.sync()
        super().closeEvent(event)
