"""The viewer's main window: the deal spin box and its actions around the FreeCell board.

Data flows one way: a committed deal number → :func:`~freecell_gui.core.deal` → the board, the title,
the status bar and the text pane. The window never computes a deal itself.
"""

from __future__ import annotations

import random
from pathlib import Path

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
    QMessageBox,
    QPlainTextEdit,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from freecell_gui import __version__
from freecell_gui.core.deal import Deal, deal
from freecell_gui.core.formats import FORMATS, format_deal
from freecell_gui.core.generator import FIRST_DEAL, LAST_DEAL, validate_deal_number
from freecell_gui.resources import DECK_NAMES
from freecell_gui.ui.board import BoardWidget
from freecell_gui.ui.deal_spinbox import DealSpinBox
from freecell_gui.ui.export import export_board
from freecell_gui.ui.export_dialog import ExportDialog
from freecell_gui.ui.find_dialog import FindDealDialog
from freecell_gui.ui.history import DealHistory
from freecell_gui.ui.settings import ViewerSettings
from freecell_gui.ui.shortcuts_dialog import ShortcutsDialog

APP_NAME = "freecell-gui"
SITE_URL = "https://freecellgamesolutions.com/fcs/?game={number}"
SITE_LAST_DEAL = 1_000_000  # the site publishes solutions for deals 1 … 1,000,000
RANDOM_CATALOGUED_LAST = 1_000_000

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
        self._history = DealHistory()
        self._navigating = False  # True while back/forward sets the deal, so it is not recorded again
        self._deal: Deal | None = None
        self._closing = False
        self._find_dialog: FindDealDialog | None = None
        self._save_timer = QTimer(self, singleShot=True, interval=1000)
        self._save_timer.timeout.connect(self._on_save_timer_timeout)
        self.random = random.Random()  # public so that tests can seed it

        self._board = BoardWidget()
        self._board.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._board.setDeck(self._settings.deck())
        central = QWidget()
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self._board)
        self.setCentralWidget(central)

        self._spin_box = DealSpinBox()
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
        self.setDeal(initial_deal if initial_deal is not None else self._settings.last_deal())
        self._board.setFocus()

    # -- public API -------------------------------------------------------------------------------------

    def deal(self) -> int:
        """The number of the deal shown."""
        assert self._deal is not None
        return self._deal.number

    def setDeal(self, number: int) -> None:
        """Show deal ``number``; raises ValueError/TypeError for anything outside 1 … 8,589,934,591."""
        number = validate_deal_number(number)
        if self._deal is not None and number == self._deal.number:
            return
        self._deal = deal(number)
        self._board.setDeal(self._deal)
        self._spin_box.setValue(number)
        if not self._navigating:
            self._history.visit(number)
        self._save_timer.start()  # remembered a second after scrubbing stops, and on close
        self._update_for_deal()
        self.dealChanged.emit(number)

    def board(self) -> BoardWidget:
        return self._board

    def spinBox(self) -> DealSpinBox:
        return self._spin_box

    def siteUrl(self) -> QUrl:
        """The page of the shown deal on freecellgamesolutions.com."""
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
        assert self._deal is not None
        number = self._deal.number
        self.setWindowTitle(f"FreeCell deal {number} — {APP_NAME}")
        self._previous.setEnabled(number > FIRST_DEAL)
        self._next.setEnabled(number < LAST_DEAL)
        self._back.setEnabled(self._history.can_go_back())
        self._forward.setEnabled(self._history.can_go_forward())
        self._range_label.setText(self._deal.deal_range.label)
        on_site = number <= SITE_LAST_DEAL
        self._site.setEnabled(on_site)
        self._site_label.setText(
            "Solution on freecellgamesolutions.com"
            if on_site
            else "No published solution (the site covers 1–1,000,000)"
        )
        # Kept current even while hidden: it costs well under a tenth of a millisecond.
        self._text.setPlainText(format_deal(self._deal, self._format_box.currentText()))

    # -- slots ------------------------------------------------------------------------------------------

    @Slot()
    def _on_save_timer_timeout(self) -> None:
        self._settings.set_last_deal(self.deal())

    @Slot(object)
    def _on_spin_box_value_changed(self, number: int) -> None:
        self.setDeal(number)

    @Slot()
    def _on_previous_triggered(self) -> None:
        self.setDeal(max(FIRST_DEAL, self.deal() - 1))

    @Slot()
    def _on_next_triggered(self) -> None:
        self.setDeal(min(LAST_DEAL, self.deal() + 1))

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
        self._navigate(self._history.back())

    @Slot()
    def _on_forward_triggered(self) -> None:
        self._navigate(self._history.forward())

    @Slot()
    def _on_random_triggered(self) -> None:
        self.setDeal(self.random.randint(FIRST_DEAL, RANDOM_CATALOGUED_LAST))

    @Slot()
    def _on_random_any_triggered(self) -> None:
        self.setDeal(self.random.randint(FIRST_DEAL, LAST_DEAL))

    @Slot()
    def _on_go_to_triggered(self) -> None:
        self._spin_box.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self._spin_box.selectAll()

    @Slot()
    def _on_copy_triggered(self) -> None:
        assert self._deal is not None
        fmt = self._format_box.currentText()
        QGuiApplication.clipboard().setText(format_deal(self._deal, fmt) + "\n")
        self.statusBar().showMessage(f"Copied deal {self.deal()} as {fmt} text", 3000)

    def findDialog(self) -> FindDealDialog:
        """The Find deal by layout dialog, made on first use and kept (with its text) afterwards."""
        if self._find_dialog is None:
            self._find_dialog = FindDealDialog(self)
            self._find_dialog.dealActivated.connect(self.setDeal)
        return self._find_dialog

    @Slot()
    def _on_find_triggered(self) -> None:
        dialog = self.findDialog()
        dialog.show()
        dialog.raise_()
        dialog.activateWindow()

    @Slot()
    def _on_export_triggered(self) -> None:
        assert self._deal is not None
        dialog = ExportDialog(
            Path.home() / f"freecell-{self.deal()}.png", self._board.size(), self.devicePixelRatioF(), self
        )
        if dialog.exec() != ExportDialog.DialogCode.Accepted:
            return
        size = dialog.size()
        try:
            path = export_board(
                self._deal, dialog.path(), size.width(), size.height(), dialog.scale(), self._board.deck()
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
        self._board.setDeck(name)
        self._settings.set_deck(name)

    @Slot(bool)
    def _on_text_action_toggled(self, visible: bool) -> None:
        if not self._closing:  # closing the window hides the pane too; that is not the user's choice
            self._settings.set_text_pane_visible(visible)

    @Slot(str)
    def _on_format_box_current_text_changed(self, fmt: str) -> None:
        self._settings.set_text_format(fmt)
        self._update_for_deal()

    @Slot()
    def _on_shortcuts_triggered(self) -> None:
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
        self._settings.set_last_deal(self.deal())
        self._settings.set_geometry(self.saveGeometry())
        self._settings.set_text_pane_visible(not self._dock.isHidden())
        self._settings.sync()
        super().closeEvent(event)
