"""The gallery in the window: View → Gallery, opening a deal on the board, and Back to the gallery.

The gallery is a page of the window's central stack, made on first use (its modules load then). Opening a
deal shows the board and remembers it: Back on the board, while the board shows that deal, returns to the
gallery as it was; otherwise Back goes back in the deal history as always. Deals and games are the
session's; ``backChanged()`` says that whether Back returns to (or leaves) the gallery may have changed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Signal, Slot

from freecell_gui.app import user_catalogue
from freecell_gui.app.session import ViewerSession
from freecell_gui.core.games import DEFAULT_GAME

if TYPE_CHECKING:
    from collections.abc import Sequence

    from freecell_gui.ui.gallery.gallery import GalleryWidget
    from freecell_gui.ui.gallery.won import WonSource
    from freecell_gui.ui.settings import ViewerSettings
    from freecell_gui.ui.window.board_stack import BoardStack


class GalleryNavigation(QObject):
    """Switches the window's central stack between the board and the gallery (see the module's docstring);
    ``catalogueDamaged(text)`` passes on the gallery's."""

    catalogueDamaged = Signal(str)
    backChanged = Signal()

    def __init__(
        self, parent: QObject, session: ViewerSession, stack: BoardStack, settings: ViewerSettings
    ) -> None:
        super().__init__(parent)
        self._session, self._stack, self._settings = session, stack, settings
        self._gallery: GalleryWidget | None = None
        self._won: WonSource | None = None
        self._opened: int | None = None  # the deal opened from the gallery, while Back returns there

    def gallery(self) -> GalleryWidget:
        """The gallery widget, made on first use."""
        if self._gallery is None:
            from freecell_gui.ui.gallery.gallery import GalleryWidget

            width = self._settings.gallery_thumbnail_width()
            settings = self._settings
            gallery = self._gallery = GalleryWidget(
                width, lambda: user_catalogue.open_user_catalogue(settings.catalogue_path())
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
        return self._opened is not None and not self.isShown() and self._session.deal_number() == self._opened

    @Slot()
    def toggle(self) -> None:
        """View → Gallery: the gallery from the session's deal, or back to the board."""
        if self.isShown():
            self.showBoard()
            return
        self._session.set_game(DEFAULT_GAME.key)
        gallery = self.gallery()
        gallery.openAt(self._session.deal_number())
        self._show_gallery()

    @Slot(object)
    def showMatches(self, numbers: Sequence[int]) -> None:
        """The finder's matches as a gallery."""
        self._session.set_game(DEFAULT_GAME.key)
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
            self._session.back()

    @Slot(object)
    def openDeal(self, number: int) -> None:
        self.showBoard()
        self._session.set_game(DEFAULT_GAME.key)
        self._session.set_deal(number)
        self._opened = number
        self.backChanged.emit()

    @Slot()
    def showBoard(self) -> None:
        key = self._session.game().key
        self._stack.showGame(key)
        self._stack.boardOf(key).setFocus(Qt.FocusReason.OtherFocusReason)
        self.backChanged.emit()

    @Slot(object)
    def showDeal(self, number: int) -> None:
        """The session shows deal ``number``: a gallery shown scrolls to it (the deal box typed into)."""
        if self.isShown():
            assert self._gallery is not None
            self._gallery.showDeal(number)

    def setDeck(self, deck: str) -> None:
        if self._gallery is not None:
            self._gallery.view().setDeck(deck)

    def _show_gallery(self) -> None:
        assert self._gallery is not None
        self._opened = None
        self._stack.setCurrentWidget(self._gallery)
        self._gallery.setFocus(Qt.FocusReason.OtherFocusReason)
        self.backChanged.emit()
