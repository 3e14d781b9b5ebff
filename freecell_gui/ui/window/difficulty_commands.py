"""The window and Go → Random deal by difficulty: the submenu (ui/difficulty/menu.py) on the action table's
entry, the search for a deal (ui/difficulty/deal_search.py), and the deal found shown with its difficulty
in the status bar. Deals are drawn from FreeCell's catalogued range (Microsoft's 1 … 1,000,000), as Ctrl+R's.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLocale, QObject, Slot
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QWidget

from freecell_gui.app.session import ViewerSession
from freecell_gui.core.difficulty_bands import band_named, band_of
from freecell_gui.core.games import FREECELL
from freecell_gui.ui.difficulty.deal_search import DealSearch, Rating, user_catalogue
from freecell_gui.ui.difficulty.menu import DifficultyMenu
from freecell_gui.ui.play.hand_play import MessageBar
from freecell_gui.ui.settings import ViewerSettings
from freecell_gui.ui.text.core_messages import message_of
from freecell_gui.ui.text.i18n import format_number
from freecell_gui.util.text_marks import message

if TYPE_CHECKING:
    from freecell_gui.core.catalogue.random_deal import Offer

# How long the status bar says what was found (or why nothing was).
MESSAGE_MS = 10_000
# The deals drawn from: FreeCell's catalogued range, as Ctrl+R's.
DRAWN_FROM = (FREECELL.first, FREECELL.catalogued_last)


class DifficultyCommands(QObject):
    """A child of the window: the provider of the table's ``randomByDifficulty`` entry (its submenu)."""

    def __init__(
        self,
        window: QWidget,
        session: ViewerSession,
        messages: MessageBar,
        settings: ViewerSettings,
        rating: Callable[[], Rating] | None = None,
    ) -> None:
        """``rating`` makes where deals are rated (deal_search.py's search process unless given)."""
        super().__init__(window)
        self._session, self._messages = session, messages
        self._menu = DifficultyMenu(window, settings)
        self._search = DealSearch(window, user_catalogue(settings.catalogue_path), rating)
        self._entry = QAction(window)
        self._entry.setMenu(self._menu.menu())
        self._menu.bandChosen.connect(self._on_menu_band_chosen)
        self._search.found.connect(self._on_search_found)
        self._search.failed.connect(lambda text: messages.showMessage(text, MESSAGE_MS))

    def actionsByName(self) -> dict[str, QAction]:
        return {"randomByDifficulty": self._entry}

    def retranslate(self) -> None:
        self._menu.retranslate()

    def windowClosing(self) -> None:
        """Stop a search under way, and its process."""
        self._search.shutdown()

    @Slot(str)
    def _on_menu_band_chosen(self, key: str) -> None:
        from freecell_gui.core.catalogue.random_deal import Wanted

        first, last = DRAWN_FROM
        self._search.start(Wanted(band_named(key), first, last, self._menu.anyVerdict()))

    @Slot(object)
    def _on_search_found(self, offer: Offer) -> None:
        self._session.set_game(FREECELL.key)
        self._session.set_deal(offer.deal)
        text = self._found_text(offer)
        if offer.catalogue_problem is not None:
            unused = QCoreApplication.translate("MainWindow", "The deal catalogue is not used: %1")
            text += " — " + unused.replace("%1", message_of(offer.catalogue_problem))
        self._messages.showMessage(text, MESSAGE_MS)

    def _found_text(self, offer: Offer) -> str:
        """What the status bar says of the deal found: its band and difficulty, or its verdict."""
        deal = format_number(offer.deal)
        if offer.rating is None:
            if offer.verdict == "no-solution":
                return self.tr("Deal %1: no solution (the solver tried every position)").replace("%1", deal)
            return self.tr("Deal %1: the solver gave up on it").replace("%1", deal)
        band = message_of(message(band_of(offer.rating).name))
        moves = -1 if offer.moves is None else offer.moves
        text = self.tr("Deal %1: %2, difficulty %3 (a solution in %n move(s))", "", moves)
        score = QLocale().toString(float(offer.rating), "f", 1)
        return text.replace("%1", deal).replace("%2", band).replace("%3", score)
