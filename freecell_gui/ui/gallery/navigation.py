"""The gallery in the window: View → Gallery, opening a deal on the board, and Back to the gallery.

The gallery is a page of the window's central stack, made on first use (its modules load then). Opening a
deal shows the board and remembers it: Back on the board, while the board shows that deal, returns to the
gallery as it was; otherwise Back goes back in the deal history as always.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Signal, Slot

from freecell_gui.core.games import DEFAULT_GAME

if TYPE_CHECKING:
    from collections.abc import Sequence
    from pathlib import Path

    from freecell_gui.core.catalogue.store import Catalogue
    from freecell_gui.ui.gallery.gallery import GalleryWidget
    from freecell_gui.ui.gallery.won import WonSource
    from freecell_gui.ui.settings import ViewerSettings
    from freecell_gui.ui.window.board_stack import BoardStack
    from freecell_gui.ui.window.main_window import MainWindow


def open_user_catalogue(path: Path | None) -> Catalogue:
    """The catalogue the settings name, else the user's data folder's (a function of its own, so that tests
    can give the window theirs)."""
    from freecell_gui.core.catalogue.store import Catalogue
    from freecell_gui.util.catalogue_file import default_path

    return Catalogue.open(path or default_path())


class GalleryNavigation(QObject):
    """Switches the window's central stack between the board and the gallery (see the module's docstring);
    ``catalogueDamaged(text)`` passes on the gallery's."""

    catalogueDamaged = Signal(str)

    def __init__(
        self, window: MainWindow, stack: BoardStack, settings: ViewerSettings, back: Callable[[], None]
    ) -> None:
        super().__init__(window)
        self._window, self._stack, self._settings, self._history_back = window, stack, settings, back
        self._gallery: GalleryWidget | None = None
        self._won: WonSource | None = None
        self._opened: int | None = None  # the deal opened from the gallery, while Back returns there
        window.dealChanged.connect(self._on_window_deal_changed)

    def gallery(self) -> GalleryWidget:
        """The gallery widget, made on first use."""
        if self._gallery is None:
            from freecell_gui.ui.gallery.gallery import GalleryWidget

            width = self._settings.gallery_thumbnail_width()
            settings = self._settings
            gallery = self._gallery = GalleryWidget(
                width, lambda: open_user_catalogue(settings.catalogue_path())
            )
            gallery.view().thumbnailWidthChanged.connect(self._settings.set_gallery_thumbnail_width)
            gallery.view().setDeck(self._settings.deck())
            if self._won is not None:
                gallery.setWonDeals(self._won)
            gallery.dealActivated.connect(self.openDeal)
            gallery.leaveRequested.connect(self.showBoard)
            gallery.catalogueDamaged.connect(self.catalogueDamaged)
            self._stack.addWidget(gallery)
        return self._gallery

    def setWonDeals(self, source: WonSource) -> None:
        """Where the gallery finds the deals the player has won (the record of games)."""
        self._won = source
        if self._gallery is not None:
            self._gallery.setWonDeals(source)

    def isShown(self) -> bool:
        return self._gallery is not None and self._stack.currentWidget() is self._gallery

    def canReturn(self) -> bool:
        """Whether Back returns to the gallery: the board shows the deal opened from it."""
        return self._opened is not None and not self.isShown() and self._window.deal() == self._opened

    @Slot()
    def toggle(self) -> None:
        """View → Gallery: the gallery from the window's deal, or back to the board."""
        if self.isShown():
            self.showBoard()
            return
        self._window.setGame(DEFAULT_GAME.key)
        gallery = self.gallery()
        gallery.openAt(self._window.deal())
        self._show_gallery()

    def showMatches(self, numbers: Sequence[int]) -> None:
        """The finder's matches as a gallery."""
        self._window.setGame(DEFAULT_GAME.key)
        self.gallery().showMatches(numbers)
        self._show_gallery()

    @Slot()
    def back(self) -> None:
        """The Back action: to the gallery a deal was opened from, else back in the history."""
        if self.canReturn():
            self._show_gallery()
        elif self.isShown():
            self.showBoard()
        else:
            self._history_back()

    @Slot(object)
    def openDeal(self, number: int) -> None:
        self.showBoard()
        self._window.setGame(DEFAULT_GAME.key)
        self._window.setDeal(number)
        self._opened = number
        self._window.refreshBack()

    @Slot()
    def showBoard(self) -> None:
        self._stack.showGame(self._window.game())
        self._stack.boardOf(self._window.game()).setFocus(Qt.FocusReason.OtherFocusReason)
        self._window.refreshBack()

    def setDeck(self, deck: str) -> None:
        if self._gallery is not None:
            self._gallery.view().setDeck(deck)

    def _show_gallery(self) -> None:
        assert self._gallery is not None
        self._opened = None
        self._stack.setCurrentWidget(self._gallery)
        self._gallery.setFocus(Qt.FocusReason.OtherFocusReason)
        self._window.refreshBack()

    @Slot(object)
    def _on_window_deal_changed(self, number: int) -> None:
        if self.isShown():
            assert self._gallery is not None
            self._gallery.showDeal(number)  # the deal box typed into while the gallery shows
