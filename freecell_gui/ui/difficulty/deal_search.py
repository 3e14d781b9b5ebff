"""The search for a deal of a difficulty (core/catalogue/random_deal.py), off the GUI thread: a thread of
its own asks the catalogue and rates deals in the search's process (the window's GUI thread never loads
numba); after a moment a progress dialog says how many deals were rated, and its Cancel stops the search.

A new search stops the one under way; a search's last word arrives through a mailbox (gui_mailbox.py) and
is dropped if another search began meanwhile.
"""

from __future__ import annotations

import random
import threading
import traceback
from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QProgressDialog, QWidget

from freecell_gui.core.rules.autoplay import Autoplay
from freecell_gui.ui.gui_mailbox import GuiMailbox
from freecell_gui.ui.text.core_messages import message_of

if TYPE_CHECKING:
    from pathlib import Path

    from freecell_gui.core.catalogue.random_deal import Rate, Wanted
    from freecell_gui.core.catalogue.store import Catalogue

# How long a search runs before its progress dialog shows (milliseconds).
PROGRESS_DELAY_MS = 400


class Rating(Protocol):
    """Where deals are rated: the quick pass in a process other than the window's."""

    def rate(self) -> Rate: ...

    def prepare(self, stop: threading.Event) -> None: ...

    def close(self) -> None: ...


class SearchProcessRating:
    """:class:`Rating` by a search process of its own (core/search/process.py), started on first use."""

    def __init__(self) -> None:
        from freecell_gui.core.search.process import SearchProcess

        self._process = SearchProcess()

    def rate(self) -> Rate:
        process = self._process
        return lambda start, seconds, stop: process.quick(start, Autoplay.SAFE, time_limit=seconds, stop=stop)

    def prepare(self, stop: threading.Event) -> None:
        self._process.prepare(stop)

    def close(self) -> None:
        self._process.close()


def user_catalogue(path_source: Callable[[], Path | None]) -> Callable[[], Catalogue | None]:
    """Opens the catalogue the settings name (``path_source()``), or None when there is none; opened in
    the searching thread (SQLite's rule: one thread a connection). Another problem is raised."""

    def open_catalogue() -> Catalogue | None:
        from freecell_gui.app.user_catalogue import open_user_catalogue
        from freecell_gui.core.catalogue.store import CatalogueMissingError

        try:
            return open_user_catalogue(path_source())
        except CatalogueMissingError:
            return None

    return open_catalogue


class DealSearch(QObject):
    """One search at a time for the window; ``found(Offer)`` or ``failed(text)`` ends each (none when
    cancelled). ``random`` is public so that tests can seed it."""

    found = Signal(object)
    failed = Signal(str)

    def __init__(
        self,
        parent: QWidget,
        open_catalogue: Callable[[], Catalogue | None],
        rating: Callable[[], Rating] | None = None,
    ) -> None:
        """``rating`` makes the :class:`Rating` at the first search (:class:`SearchProcessRating` unless
        given)."""
        super().__init__(parent)
        self._parent, self._open_catalogue, self._make_rating = parent, open_catalogue, rating
        self._rating: Rating | None = None
        self._mailbox = GuiMailbox(self)
        self._stop = threading.Event()
        self._generation = 0
        self._searching = False
        self._progress: QProgressDialog | None = None
        self._rated = 0
        self._band_words = ""
        self.random = random.Random()

    def isSearching(self) -> bool:
        return self._searching

    def progressDialog(self) -> QProgressDialog | None:
        """The progress dialog, once shown (None before, and after the search)."""
        return self._progress

    def start(self, wanted: Wanted) -> None:
        """Look for a deal as ``wanted``, stopping a search under way."""
        self.cancel()
        self._generation += 1
        generation, stop = self._generation, threading.Event()
        self._stop, self._searching, self._rated = stop, True, 0
        self._band_words = band_words(wanted)
        if self._rating is None:
            self._rating = (self._make_rating or SearchProcessRating)()
        seed = self.random.getrandbits(64)
        thread = threading.Thread(
            target=self._run, args=(wanted, seed, stop, generation), name="deal-by-difficulty", daemon=True
        )
        thread.start()
        QTimer.singleShot(PROGRESS_DELAY_MS, self, lambda: self._show_progress(generation))

    def cancel(self) -> None:
        """Stop the search under way (it ends without a word)."""
        self._stop.set()
        self._searching = False
        self._close_progress()

    def shutdown(self) -> None:
        """Stop, and end the search's process (the window closes)."""
        self.cancel()
        if self._rating is not None:
            self._rating.close()

    # -- the searching thread -----------------------------------------------------------------------------

    def _run(self, wanted: Wanted, seed: int, stop: threading.Event, generation: int) -> None:
        from freecell_gui.core.catalogue.random_deal import NoDealError, random_deal
        from freecell_gui.core.catalogue.store import CatalogueError

        assert self._rating is not None
        rating = self._rating
        post = self._mailbox.post
        catalogue: Catalogue | None = None
        problem: CatalogueError | None = None
        try:
            try:
                catalogue = self._open_catalogue()
            except CatalogueError as error:
                problem = error
            offer = random_deal(
                wanted,
                random.Random(seed),
                rating.rate(),
                catalogue,
                stop=stop,
                progress=lambda rated: post(lambda: self._on_progress(generation, rated)),
                prepare=rating.prepare,
            )
        except NoDealError as error:
            refused = message_of(error)
            post(lambda: self._end(generation, lambda: self.failed.emit(refused)))
        except Exception as error:  # the search's process failed, or a bug: said, never a search for ever
            traceback.print_exc()
            text = _search_failed(f"{type(error).__name__}: {error}")
            post(lambda: self._end(generation, lambda: self.failed.emit(text)))
        else:
            if offer is not None:
                if problem is not None and offer.catalogue_problem is None:
                    from dataclasses import replace

                    offer = replace(offer, catalogue_problem=problem)
                done = offer
                post(lambda: self._end(generation, lambda: self.found.emit(done)))
        finally:
            if catalogue is not None:
                catalogue.close()

    # -- the GUI thread -----------------------------------------------------------------------------------

    def _end(self, generation: int, say: Callable[[], None]) -> None:
        if generation == self._generation and self._searching:
            self._searching = False
            self._close_progress()
            say()

    def _on_progress(self, generation: int, rated: int) -> None:
        if generation == self._generation:
            self._rated = rated
            if self._progress is not None:
                self._progress.setLabelText(self._progress_text())

    def _show_progress(self, generation: int) -> None:
        if generation != self._generation or not self._searching or self._progress is not None:
            return
        dialog = QProgressDialog(self._progress_text(), self.tr("Cancel"), 0, 0, self._parent)
        dialog.setObjectName("dealSearchProgress")
        dialog.setWindowTitle(self.tr("Random deal by difficulty"))
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.setMinimumDuration(0)
        dialog.canceled.connect(self.cancel)
        self._progress = dialog
        dialog.show()

    def _progress_text(self) -> str:
        looking = self.tr("Looking for a deal: %1").replace("%1", self._band_words)
        rated = self.tr("%n deal(s) rated", "", self._rated)
        return f"{looking}\n{rated}"

    def _close_progress(self) -> None:
        dialog, self._progress = self._progress, None
        if dialog is not None:
            dialog.canceled.disconnect(self.cancel)
            dialog.close()
            dialog.deleteLater()


def band_words(wanted: Wanted) -> str:
    """The band of ``wanted`` as the interface names it ("hard"; "solvable" for any band)."""
    return message_of(wanted.band_words())


def _search_failed(reason: str) -> str:
    return QCoreApplication.translate("DealSearch", "The search for a deal failed: %1").replace("%1", reason)
