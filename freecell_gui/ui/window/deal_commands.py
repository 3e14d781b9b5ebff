"""The window's commands on the deal shown: Copy, Find deal by layout (also offered for a layout pasted
where moves go), Export and Open on the web.

Each reads the deal from the session (Copy: in the text format chosen for its game, not from the text
pane) and says in the status bar what it did. The find dialog's module loads on first use (a quicker
start), and the dialog is kept, with its text, afterwards. The texts keep the window's translation context.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Signal, Slot
from PySide6.QtGui import QAction, QDesktopServices, QGuiApplication
from PySide6.QtWidgets import QWidget

from freecell_gui.app.deal_text import TextFormats
from freecell_gui.app.session import ViewerSession
from freecell_gui.core.games import DEFAULT_GAME, GameDescription
from freecell_gui.ui.board.card_table import CardTableWidget
from freecell_gui.ui.text.core_messages import message_of
from freecell_gui.ui.window.commands import export_board_dialog
from freecell_gui.ui.window.layout_offer import LayoutOffer
from freecell_gui.ui.window.shown_board import shown_board
from freecell_gui.ui.window.text_pane import format_name

if TYPE_CHECKING:
    from PySide6.QtCore import QUrl

    from freecell_gui.ui.dialogs.find.dialog import FindDealDialog

Say = Callable[[str, int], None]  # a message for the status bar, and for how many milliseconds
KnownWords = Callable[[int], "str | None"]  # what the solver knows of a deal, in words, if anything


class DealCommands(QObject):
    """The handlers of the window's deal actions (see :meth:`slots`), a child of ``window``: on the deal
    ``session`` shows, drawn by ``board_of(game key)``; ``formats`` hold Copy's format, ``say`` speaks,
    ``known_words`` fill the finder's solution column. ``matchesChosen(numbers)``: the finder's matches,
    to show as a gallery."""

    matchesChosen = Signal(object)

    def __init__(
        self,
        window: QWidget,
        session: ViewerSession,
        formats: TextFormats,
        board_of: Callable[[str], CardTableWidget],
        say: Say,
        known_words: KnownWords,
    ) -> None:
        super().__init__(window)
        self._window, self._session, self._formats = window, session, formats
        self._board_of, self._say, self._known_words = board_of, say, known_words
        self._find_dialog: FindDealDialog | None = None
        self._layout_offer = LayoutOffer(window, self.findLayout)

    def slots(self) -> dict[str, Callable[[], object]]:
        """The handlers by action name."""
        return {
            "copy": self._on_copy_triggered,
            "find": self._on_find_triggered,
            "export": self._on_export_triggered,
            "openSite": self._on_open_site_triggered,
        }

    def showGame(self, open_site: QAction, game: GameDescription) -> None:
        """Open on the web names the game's site; a game without one (Dou Dizhu) has no such action."""
        if game.site is not None:
            text = QCoreApplication.translate("MainWindow", "&Open on %1").replace("%1", game.site.name)
        else:
            text = QCoreApplication.translate("MainWindow", "&Open on the web")
        open_site.setText(text)
        open_site.setVisible(game.site is not None)

    def findDialog(self) -> FindDealDialog:
        """The Find deal by layout dialog, made on first use and kept (with its text) afterwards."""
        if self._find_dialog is None:
            from freecell_gui.ui.dialogs.find.dialog import FindDealDialog

            self._find_dialog = FindDealDialog(self._window)
            self._find_dialog.resultList().setKnownWords(self._known_words)
            self._find_dialog.dealActivated.connect(self._on_find_dialog_deal_activated)
            self._find_dialog.galleryRequested.connect(self.matchesChosen)
        return self._find_dialog

    def siteUrl(self) -> QUrl:
        """The page of the shown deal on its game's web site (empty if it has none)."""
        from PySide6.QtCore import QUrl  # its class and enums: at the first use, not at start

        site, number = self._session.game().site, self._session.deal_number()
        return QUrl(site.url_for(number) if site is not None else "")

    @Slot(str)
    def offerToFindLayout(self, text: str) -> None:
        """A deal's layout ``text`` was pasted where moves go: ask whether to find its deal."""
        self._layout_offer.offer(text)

    def findLayout(self, text: str) -> None:
        """Find deal by layout, ``text`` filled in and searched."""
        dialog = self.findDialog()
        dialog.setLayoutText(text)
        self._on_find_triggered()
        dialog.startSearch()

    @Slot()
    def _on_copy_triggered(self) -> None:
        game = self._session.game()
        QGuiApplication.clipboard().setText(self._formats.text(game, self._session.dealt()) + "\n")
        message = QCoreApplication.translate("MainWindow", "Copied deal %1 as %2 text").replace(
            "%1", str(self._session.deal_number())
        )
        self._say(message.replace("%2", format_name(self._formats.chosen(game))), 3000)

    @Slot(object)
    def _on_find_dialog_deal_activated(self, number: int) -> None:
        self._session.set_game(DEFAULT_GAME.key)  # the finder searches the default game's deals
        try:
            self._session.set_deal(number)
        except (ValueError, TypeError) as error:
            self._say(message_of(error), 8000)

    @Slot()
    def _on_find_triggered(self) -> None:
        dialog = self.findDialog()
        dialog.show()
        dialog.raise_()
        dialog.activateWindow()

    @Slot()
    def _on_export_triggered(self) -> None:
        session = self._session
        key, number = session.game().key, session.deal_number()
        shown = shown_board(session)
        path = export_board_dialog(
            self._window, self._board_of(key), session.dealt(), f"{key}-{number}", shown
        )
        if path is not None:
            message = QCoreApplication.translate("MainWindow", "Exported deal %1 to %2").replace(
                "%1", str(number)
            )
            self._say(message.replace("%2", str(path)), 5000)

    @Slot()
    def _on_open_site_triggered(self) -> None:
        url = self.siteUrl()
        if not QDesktopServices.openUrl(url):
            message = QCoreApplication.translate("MainWindow", "Could not open a browser for %1")
            self._say(message.replace("%1", url.toString()), 5000)
