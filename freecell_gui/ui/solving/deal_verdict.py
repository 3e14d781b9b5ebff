"""The solve service's verdict for the deal the status bar shows: what is known of it at once (a deal seen
before, a solution a Solve found); else the deal catalogue's row when it has one (looked up by the
window's catalogue wiring); else our quick pass, once the deal has stayed :data:`PAUSE_MS` on screen, so
browsing starts no search. A new deal stops the running search at once; a search stopped for a request
the user waits for runs again afterwards while the deal still wants it.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from freecell_gui.app import solving as state
from freecell_gui.app.known import CAPACITY, CATALOGUE, NO_SOLUTION, QUICK, Known, of_row
from freecell_gui.app.solving import Solving, SolvingChange
from freecell_gui.core.rules.autoplay import Autoplay
from freecell_gui.ui.solving import searches
from freecell_gui.ui.solving.jobs import Job

if TYPE_CHECKING:
    from freecell_gui.core.catalogue.store import Row
    from freecell_gui.core.games import GameDescription
    from freecell_gui.core.rules.position import Position
    from freecell_gui.ui.solving.searches import Searcher

#: How long a deal stays on screen before its verdict's search starts: scrubbing through deals starts none.
PAUSE_MS = 300
#: The status bar's quick pass gives up after this (a Solve searches on without a limit).
VERDICT_SECONDS = 10.0

Deal = tuple["Position", Autoplay]  # a start and the autoplay searched with
#: Submits a job of the service's (its work and what to do if it raises); returns it.
Submit = Callable[[Callable[[threading.Event], None], Callable[[str], None]], Job]


class DealVerdict(QObject):
    """The service's part for the status bar (see the module docstring). ``started(start)``: a search
    for the verdict starts (benchmarks time the verdict from here)."""

    started = Signal(object)

    def __init__(
        self,
        solving: Solving,
        process: Searcher,
        submit: Submit,
        cancel: Callable[[Job], None],
        post: Callable[[Callable[[], None]], None],
        parent: QObject | None = None,
    ) -> None:
        """``submit``/``cancel``/``post``: the service's queue and mailbox to the GUI thread."""
        super().__init__(parent)
        self._solving, self._process = solving, process
        self._submit, self._cancel, self._post = submit, cancel, post
        self._lookup_row: Callable[[int], None] | None = None
        self._shown: tuple[GameDescription, int] | None = None
        self._deal_number: int | None = None  # the FreeCell deal shown (the catalogue's key)
        self._starts: OrderedDict[int, Position] = OrderedDict()  # the FreeCell deals shown lately
        self._job: Job | None = None
        self._timer = QTimer(self, singleShot=True, interval=PAUSE_MS)
        self._timer.timeout.connect(self._on_timer_timeout)

    def setPause(self, milliseconds: int) -> None:
        self._timer.setInterval(milliseconds)

    def showDeal(self, game: GameDescription, number: int, autoplay: Autoplay, again: bool = False) -> None:
        """The status bar shows ``game``'s deal ``number`` with ``autoplay`` (``again``: even if it is the
        same, as after the autoplay changed)."""
        from freecell_gui.core.games import FREECELL

        start = game.start_position(number) if game.start_position is not None else None
        self._shown = (game, number)
        self._deal_number = number if game.key == FREECELL.key else None
        if start is not None and self._deal_number is not None:
            self._starts[number] = start
            self._starts.move_to_end(number)
            if len(self._starts) > CAPACITY:
                self._starts.popitem(last=False)
        before = self._solving.deal()
        self._solving.show_deal(start, autoplay)
        if self._solving.deal() == before and not again:
            return  # the same deal again (a retranslation, a game switch back): nothing to redo
        self.stop()
        if start is not None and self._solving.verdict() is None:
            self._timer.start()
            self._lookup()

    def knownOf(self, number: int, autoplay: Autoplay) -> Known | None:
        """What is known of FreeCell deal ``number`` with ``autoplay``, if it was shown lately."""
        start = self._starts.get(number)
        return None if start is None else self._solving.known.get(start, autoplay)

    def autoplayChanged(self, autoplay: Autoplay) -> None:
        """The verdict of the deal shown is ``autoplay``'s now."""
        if self._shown is not None:
            self.showDeal(*self._shown, autoplay, again=True)

    def stop(self) -> None:
        """Stop waiting and searching (a new deal, the window closing)."""
        self._timer.stop()
        if self._job is not None:
            self._cancel(self._job)
            self._job = None

    def setCatalogueLookup(self, lookup: Callable[[int], None] | None) -> None:
        self._lookup_row = lookup

    def catalogueAnswered(self, number: int, row: Row | None) -> None:
        """The catalogue's row of deal ``number`` (None: not catalogued): known from now on. Its count is
        with safe autoplay; a deal without solution has none with any autoplay."""
        deal = self._solving.deal()
        known = None if row is None else of_row(row)
        if known is None or deal is None or number != self._deal_number:
            return
        start, autoplay = deal
        if autoplay == Autoplay.SAFE or known.verdict == NO_SOLUTION:
            self._solving.learn(start, autoplay, known)

    def refreshFromCatalogue(self) -> None:
        self._solving.known.forget(CATALOGUE)
        self._lookup()

    def solvingChanged(self, change: SolvingChange) -> None:
        """Once the deal shown is known (a Solve found it, the catalogue has it), its search waits no more."""
        if change & SolvingChange.VERDICT and self._solving.verdict() is not None:
            self.stop()

    # -- internals ----------------------------------------------------------------------------------

    def _lookup(self) -> None:
        if self._lookup_row is not None and self._deal_number is not None:
            self._lookup_row(self._deal_number)

    @Slot()
    def _on_timer_timeout(self) -> None:
        deal = self._solving.deal()
        if deal is None or self._solving.verdict() is not None:
            return
        self.started.emit(deal[0])
        self._job = self._submit(partial(self._work, deal), partial(self._failed, deal))

    def _work(self, deal: Deal, stop: threading.Event) -> None:
        """On the service's thread: the quick pass, its result handed to the GUI thread."""

        def say(activity: str) -> None:
            self._post(lambda: self._activity(deal, activity))

        if not searches.prepared(
            self._process, stop, lambda on: say(state.PREPARING if on else state.SEARCHING)
        ):
            self._post(lambda: self._stopped(deal))
            return
        say(state.SEARCHING)
        known = searches.quick_pass(self._process, *deal, QUICK, stop, VERDICT_SECONDS)
        self._post(lambda: self._found(deal, known))

    def _activity(self, deal: Deal, activity: str) -> None:
        if self._solving.deal() == deal and self._solving.verdict() is None:
            self._solving.set_verdict_activity(activity)

    def _found(self, deal: Deal, known: Known | None) -> None:
        if known is None:
            self._stopped(deal)
        else:
            self._solving.learn(*deal, known)

    def _stopped(self, deal: Deal) -> None:
        """Stopped by a Solve or a hint, not by another deal: it runs again after them while wanted."""
        if self._solving.deal() == deal and self._solving.verdict() is None and not self._timer.isActive():
            self._on_timer_timeout()

    def _failed(self, deal: Deal, why: str) -> None:
        if self._solving.deal() == deal:
            self._solving.set_verdict_activity(state.FAILED, why)
