"""The gallery (View → Gallery): the filter bar over the grid of thumbnails, and the API tests drive it by.

It pages through one of three sequences (sequence.py): every deal, the catalogued deals that pass the
filter, or the finder's matches. The catalogue is opened on first use, read on the GUI thread a page at a
time; without one, the filter bar says how to build it, and with one it cannot read, why. A damaged row
leaves its deal without facts, and is said once a page is painted (``catalogueDamaged``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import partial

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRect, QTimer, Signal, Slot
from PySide6.QtWidgets import QVBoxLayout, QWidget

from freecell_gui.core.catalogue.query import Query, bounds_contradict
from freecell_gui.core.catalogue.store import Catalogue, CatalogueError, CatalogueMissingError, Row
from freecell_gui.ui.gallery.facts import PageFacts
from freecell_gui.ui.gallery.facts_tip import ThumbnailTips
from freecell_gui.ui.gallery.filter_bar import FilterBar
from freecell_gui.ui.gallery.legend import GalleryLegend
from freecell_gui.ui.gallery.sequence import CatalogueMatches, DealSequence, ListedDeals, WholeRange
from freecell_gui.ui.gallery.view import GalleryView
from freecell_gui.ui.gallery.won import NotYetWon, WonDeals, WonSource, shown_within
from freecell_gui.ui.text.core_messages import message_of
from freecell_gui.util.text_marks import QT_TRANSLATE_NOOP

NO_CATALOGUE = QT_TRANSLATE_NOOP(
    "Gallery",
    "Nothing is catalogued yet: Game → Build catalogue… finds each deal's verdict and moves, "
    "to show here and to filter by.",
)
NONE_MATCHING = QT_TRANSLATE_NOOP("Gallery", "No catalogued deal matches this filter.")
UNUSABLE = QT_TRANSLATE_NOOP("Gallery", "The deal catalogue cannot be used: %1")

Filter = tuple[str | None, int | None, int | None]
Opener = Callable[[], Catalogue]


def _tr(text: str) -> str:
    return QCoreApplication.translate("Gallery", text)


class GalleryTexts(QObject):
    """The texts with a count (context "GalleryTexts": lupdate sees the plural forms of ``tr`` only)."""

    def matching(self, count: int) -> str:
        return self.tr("%Ln catalogued deal(s) match", "", count)

    def finder(self, count: int) -> str:
        return self.tr("The finder's matches: %Ln deal(s)", "", count)


class GalleryWidget(QWidget):
    """``dealActivated(n)``: a deal to open; ``leaveRequested``: Escape, back to the board;
    ``catalogueDamaged(text)``: a page's catalogue row is damaged (its deal is drawn without facts)."""

    dealActivated = Signal(object)
    leaveRequested = Signal()
    catalogueDamaged = Signal(str)

    def __init__(
        self,
        thumbnail_width: int,
        open_catalogue: Opener = Catalogue.open_default,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._open_catalogue: Opener | None = open_catalogue
        self._opener: Opener | None = open_catalogue  # tried again at each opening while none is there
        self._facts = PageFacts()
        self._unusable: CatalogueError | None = None  # why the catalogue opened last cannot be read
        self._filter: Filter = (None, None, None)
        self._matches: ListedDeals | None = None
        self._bar = FilterBar()
        self._legend = GalleryLegend()
        self._view = GalleryView(thumbnail_width)
        self._view.setFactsSource(self._page_facts)
        ThumbnailTips(self._view, self._page_facts)  # a child of the view: its tooltips
        self._view.dealActivated.connect(self.dealActivated)
        self._view.leaveRequested.connect(self.leaveRequested)
        self._bar.filterChanged.connect(self.setFilter)
        self._bar.allDealsRequested.connect(self._on_bar_all_deals_requested)
        self._won: WonDeals | None = None
        self._not_yet_won = False
        self._bar.notYetWonChanged.connect(self.setNotYetWon)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self._bar)
        layout.addWidget(self._legend)
        layout.addWidget(self._view, 1)
        self.setFocusProxy(self._view)

    # -- the API the window and the tests use ---------------------------------------------------------------

    def view(self) -> GalleryView:
        return self._view

    def filterBar(self) -> FilterBar:
        return self._bar

    def legend(self) -> GalleryLegend:
        return self._legend

    def firstDeal(self) -> int:
        return self._view.paging.first

    def setFirstDeal(self, number: int) -> None:
        self._view.setFirstDeal(number)

    def visibleDeals(self) -> list[int]:
        """The deals on screen, in order."""
        return list(self._view.paging.deals())

    def selectedDeal(self) -> int | None:
        return self._view.paging.selected

    def thumbnailRect(self, number: int) -> QRect:
        """Deal ``number``'s thumbnail in the gallery's coordinates (empty when it is not on screen)."""
        deals = self.visibleDeals()
        if number not in deals:
            return QRect()
        rect = self._view.cellRect(deals.index(number))
        return rect.translated(self._view.viewport().mapTo(self, rect.topLeft()) - rect.topLeft())

    def isComplete(self) -> bool:
        """Whether every thumbnail on screen is drawn."""
        return self._view.isComplete()

    def setWonDeals(self, source: WonSource) -> None:
        """Where the deals the player has won come from (the record of games): marked, and left out
        on "Not yet won"."""
        self._won = WonDeals(source)
        self._view.setWonSource(self._won.on_page)

    @Slot(bool)
    def setNotYetWon(self, on: bool) -> None:
        """Leave out the deals the player has won, or show them again."""
        self._not_yet_won = on
        self._show(
            self._sequence() if self._matches is None else self._matches,
            self._view.paging.selected or self.firstDeal(),
        )

    def openAt(self, number: int) -> None:
        """View → Gallery: the deals from ``number`` on (those passing the filter), ``number`` selected.
        The catalogue is read afresh (a build may have added to it, or made it)."""
        if self._facts.catalogue is None:
            self._open_catalogue = self._opener
        else:
            self._facts = PageFacts(self._facts.catalogue)
        self._matches = None
        if self._won is not None:
            self._won.forget()  # a game may have been won since
        self._show(self._sequence(), number)
        self._view.paging.select(number)
        self._view.viewport().update()

    def showDeal(self, number: int) -> None:
        """Select ``number`` and bring it onto the page."""
        self._view.goTo(number)

    def showMatches(self, numbers: Sequence[int]) -> None:
        """The finder's matches (sorted), from the first."""
        self._matches = ListedDeals(numbers)
        self._bar.setFilter(None, None, None)
        self._filter = (None, None, None)
        self._show(self._matches, numbers[0] if numbers else 1)
        self._view.paging.select(numbers[0] if numbers else None)

    @Slot(object, object, object)
    def setFilter(
        self, verdict: str | None = None, min_moves: int | None = None, max_moves: int | None = None
    ) -> None:
        """Show only the catalogued deals with this verdict and moves (all None: every deal). Bounds that
        exclude each other are shown in the bar, which says so, and not applied."""
        self._bar.setFilter(verdict, min_moves, max_moves)
        if bounds_contradict(min_moves, max_moves):
            return
        self._filter = (verdict, min_moves, max_moves)
        self._matches = None
        self._show(self._sequence(), self._view.paging.selected or self.firstDeal())

    # -- internals -------------------------------------------------------------------------------------------

    def _catalogue(self) -> Catalogue | None:
        if self._open_catalogue is not None:
            opener, self._open_catalogue = self._open_catalogue, None
            self._unusable = None
            try:
                self._facts = PageFacts(opener())
            except CatalogueMissingError:
                self._facts = PageFacts(None)  # none yet: the bar says how to build one
            except CatalogueError as error:
                self._facts = PageFacts(None)  # foreign, damaged, newer: the bar says which
                self._unusable = error
        return self._facts.catalogue

    def _sequence(self) -> DealSequence:
        if self._filter == (None, None, None):
            return WholeRange()
        catalogue = self._catalogue()
        if catalogue is None:
            return ListedDeals([])
        verdict, least, most = self._filter
        return CatalogueMatches(catalogue, Query(verdict=verdict, min_moves=least, max_moves=most))

    def _show(self, sequence: DealSequence, first: int) -> None:
        if self._not_yet_won and self._won is not None:
            sequence = NotYetWon(sequence, self._won.every())
        self._view.setSequence(sequence, first)
        self._say_what_is_shown()

    def _say_what_is_shown(self) -> None:
        """The filter bar's line (and the empty page's): what the sequence shown is, in the language now."""
        sequence = shown_within(self._view.paging.sequence)
        catalogue = self._catalogue()
        empty = catalogue is None or catalogue.read("SELECT 1 FROM deals LIMIT 1") == []
        if isinstance(sequence, CatalogueMatches):
            count = sequence.count()
            status = GalleryTexts().matching(count) if count else _tr(NONE_MATCHING)
        elif sequence is self._matches:
            status = GalleryTexts().finder(len(self._matches))
        else:
            status = ""
        if empty and sequence is not self._matches:
            status = _tr(NO_CATALOGUE)
            if self._unusable is not None:
                status = _tr(UNUSABLE).replace("%1", message_of(self._unusable))
        self._view.emptyText = status
        self._bar.setStatus(status, matches=sequence is self._matches)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._say_what_is_shown()
        super().changeEvent(event)

    def _page_facts(self, deals: list[int]) -> Mapping[int, Row]:
        rows = self._facts.rows(deals)  # in paintEvent: the damage is said after the paint
        damage = self._facts.take_damage()
        if damage is not None:
            QTimer.singleShot(0, self, partial(self._say_damage, damage))
        return rows

    def _say_damage(self, damage: CatalogueError) -> None:
        self.catalogueDamaged.emit(message_of(damage))

    @Slot()
    def _on_bar_all_deals_requested(self) -> None:
        self.openAt(self._view.paging.selected or self.firstDeal())
