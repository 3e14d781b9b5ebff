"""The status bar's solver verdict for the deal shown: solved in N moves, no solution, or gave up.

Browsing stays instant: a deal is solved only once it has stayed :data:`PAUSE_MS` on screen, off the GUI
thread (freecell_gui.ui.playback.solve_runner) with a time limit; a new deal stops the running search at once
through its stop flag, and a late result is dropped. Verdicts are
remembered per deal (a small LRU), so coming back to a deal shows its verdict without a search. A deal
the deal catalogue has needs no search: its verdict is looked up at once (ui/window/catalogue_reader.py,
off the GUI thread) and replaces the pending search as soon as it comes.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from pathlib import Path

from PySide6.QtCore import QEvent, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QLabel, QWidget

from freecell_gui.core.games import FREECELL, GameDescription
from freecell_gui.core.rules.position import Position
from freecell_gui.core.solver import Verdict
from freecell_gui.ui.playback.solve_runner import SolveRunner
from freecell_gui.ui.playback.solve_worker import SolveOutcome, failure_outcome, site_form, solver_note
from freecell_gui.ui.playback.texts import texts
from freecell_gui.ui.text.core_messages import message_of
from freecell_gui.ui.text.i18n import format_number
from freecell_gui.ui.window.catalogue_reader import CatalogueReader
from freecell_gui.ui.window.catalogue_verdict import (
    CatalogueOutcome,
    catalogue_outcome,
    catalogue_text,
    catalogue_tip,
)
from freecell_gui.util.catalogue_file import default_path
from freecell_gui.util.lru import LruCache

# How long a deal stays before its solve starts: scrubbing through deals starts none.
PAUSE_MS = 300
# The search's time limit: fc-solve's fast preset settles deals 1 … 2000 within ~12,000 iterations.
TIME_LIMIT = 2.0
PRESET = "fast"  # the verdict, not the shortest solution; a click plays this very solution
# Verdicts remembered (one per deal); an entry is a few hundred moves at most.
CACHE_SIZE = 256
INSTALL_HINT = "apt-get install libfreecell-solver0 freecell-solver-bin"


@dataclass(frozen=True)
class VerdictOutcome(SolveOutcome):
    """A solve's outcome with what the label words: the ``verdict`` (None if the solver could not run),
    the positions searched, and whether the library is missing."""

    verdict: Verdict | None = None
    positions: int = 0
    missing: bool = False


VerdictFunction = Callable[[Position, Callable[[], bool]], SolveOutcome]


def library_verdict(position: Position, should_stop: Callable[[], bool]) -> VerdictOutcome:
    """Solve with fc-solve's ``fast`` preset (the verdict, not the shortest solution) within the limit."""
    # Imported on the first solve: the library loads then, not with the window.
    from freecell_gui.core.fcs_lib import SolverNotInstalledError
    from freecell_gui.core.solver import solve

    try:
        result = solve(position, preset=PRESET, time_limit=TIME_LIMIT, stop=should_stop)
    except SolverNotInstalledError as error:
        return VerdictOutcome(False, message_of(error), error=True, missing=True)
    if result.verdict is not Verdict.SOLVED:
        return VerdictOutcome(False, result.summary(), [], False, result.verdict, result.iterations)
    note = partial(solver_note, PRESET, result.seconds)  # the panel's, when this solution is played
    site = site_form(position, result)  # counted as the site counts, on this thread
    return VerdictOutcome(True, note, list(result.moves), False, result.verdict, result.iterations, site=site)


class VerdictLabel(QLabel):
    """Shows the verdict for the deal given by :meth:`showDeal`; ``clicked`` asks for its solution (the
    :meth:`outcome` shown)."""

    clicked = Signal()
    solveStarted = Signal(object)  # (game key, deal number): for tests and benchmarks
    verdictShown = Signal(object)  # the SolveOutcome just shown
    catalogueUnusable = Signal(str)  # why the catalogue file cannot be read (once per file)
    catalogueDamaged = Signal(str)  # what a damaged row of the catalogue holds (its deal is solved instead)

    def __init__(self, parent: QWidget | None = None, solve: VerdictFunction = library_verdict) -> None:
        super().__init__(parent)
        self.setObjectName("verdictLabel")
        self._solve = solve
        self._runner = SolveRunner(self)
        self._runner.finished.connect(self._on_runner_finished)
        self._runner.failed.connect(self._on_runner_failed)
        self._timer = QTimer(self, singleShot=True, interval=PAUSE_MS)
        self._timer.timeout.connect(self._on_timer_timeout)
        self._cache: LruCache[tuple[str, int], SolveOutcome] = LruCache(CACHE_SIZE)
        self._key: tuple[str, int] | None = None
        self._start: Position | None = None
        self._shown: SolveOutcome | None = None
        self._missing: SolveOutcome | None = None  # once the library is missing, no deal tries again
        self._catalogue_path: Path | None = None  # None: the default catalogue
        self._reader = CatalogueReader(self)
        self._reader.answered.connect(self._on_reader_answered)
        self._reader.unusable.connect(self.catalogueUnusable)
        self._reader.damaged.connect(self.catalogueDamaged)

    # -- API --------------------------------------------------------------------------------------------

    def setSolveFunction(self, solve: VerdictFunction) -> None:
        """Solve with ``solve`` from now on (tests inject fakes); forgets the verdicts found so far."""
        self.cancel()
        self._solve = solve
        self._cache.clear()
        self._missing = None
        self._key = None  # the next showDeal, even of the same deal, asks the new function

    def setPause(self, milliseconds: int) -> None:
        self._timer.setInterval(milliseconds)

    def isSolving(self) -> bool:
        return self._runner.isRunning()

    def setCataloguePath(self, path: Path | None) -> None:
        """Read verdicts from the catalogue at ``path`` (None: the one in the user's data folder)."""
        self._catalogue_path = path
        self.refreshFromCatalogue()

    def refreshFromCatalogue(self) -> None:
        """Look the shown deal up again (a build has just stored rows); verdicts remembered are forgotten."""
        self._cache.clear()
        if self._key is not None:
            self._lookup(self._key)

    def outcome(self) -> SolveOutcome | None:
        """The outcome shown for the current deal (None while waiting or solving)."""
        return self._shown

    def showDeal(self, game: GameDescription, number: int) -> None:
        """A new deal: stop the running search, show the deal's verdict (or find it after the pause)."""
        key = (game.key, number)
        if key == self._key:
            return  # the same deal again (a retranslation, a game switch back): nothing to redo
        self.cancel()
        self._key = key
        self._start = game.start_position(number) if game.start_position is not None else None
        cached = self._cache.get(key)  # the least recently shown goes first
        if self._start is None:  # a game without moves (Dou Dizhu): nothing to solve
            self._show(None)
        elif cached is not None:
            self._show(cached)
        else:
            self._show(self._missing)
            if self._missing is None:
                self._timer.start()
            self._lookup(key)

    def cancel(self) -> None:
        """Stop waiting or solving; the stopped search's late result is ignored."""
        self._timer.stop()
        self._runner.stop()

    @Slot()
    def shutdown(self) -> None:
        """Stop any search and wait for its thread (the application quitting)."""
        self._timer.stop()
        self._runner.shutdown()
        self._reader.shutdown()

    def verdictText(self, outcome: SolveOutcome) -> str:
        """The label's words for ``outcome``, in the interface language."""
        if isinstance(outcome, VerdictOutcome) and outcome.missing:
            return self.tr("Solver not installed")
        if isinstance(outcome, CatalogueOutcome):
            return catalogue_text(outcome)
        verdict = outcome.verdict if isinstance(outcome, VerdictOutcome) else None
        if verdict is Verdict.SOLVED:  # counted as freecellgamesolutions.com counts
            solvable = self.tr("Solvable: fc-solve solves it in %1", "%1: 70 moves + 32 by autoplay")
            return solvable.replace("%1", texts().counted(*outcome.counts()))
        if verdict is Verdict.NO_SOLUTION:
            return self.tr("No solution exists (search exhausted)")
        if verdict is Verdict.GAVE_UP:
            positions = format_number(outcome.positions) if isinstance(outcome, VerdictOutcome) else "?"
            return self.tr("Solver gave up after %1 positions").replace("%1", positions)
        return self.tr("Solver failed")

    # -- internals --------------------------------------------------------------------------------------

    def _lookup(self, key: tuple[str, int]) -> None:
        if key[0] == FREECELL.key:  # the catalogue holds FreeCell's deals
            self._reader.lookup(key[1], self._catalogue_path)

    def _show(self, outcome: SolveOutcome | None) -> None:
        self._shown = outcome
        self._retranslate()
        if outcome is not None:
            self.verdictShown.emit(outcome)

    def _retranslate(self) -> None:
        outcome = self._shown
        solved = isinstance(outcome, (VerdictOutcome, CatalogueOutcome)) and outcome.verdict is Verdict.SOLVED
        if outcome is not None:
            self.setText(self.verdictText(outcome))
        elif self._runner.isRunning():
            self.setText(self.tr("Solving…"))
        else:
            self.setText("")
        if isinstance(outcome, VerdictOutcome) and outcome.missing:
            self.setToolTip(
                self.tr("The solver library is missing; install it with: %1").replace("%1", INSTALL_HINT)
            )
        elif isinstance(outcome, CatalogueOutcome):
            self.setToolTip(catalogue_tip(outcome, self._catalogue_path or default_path()))
        elif solved:
            self.setToolTip(self.tr("Click to play this solution in the playback panel"))
        else:
            self.setToolTip("")
        self.setCursor(Qt.CursorShape.PointingHandCursor if solved else Qt.CursorShape.ArrowCursor)

    @Slot()
    def _on_timer_timeout(self) -> None:
        if self._start is None or self._key is None:
            return
        self.solveStarted.emit(self._key)  # first: a benchmark times the search from here
        self._runner.start(partial(self._solve, self._start))
        self._retranslate()

    @Slot(object, object)
    def _on_reader_answered(self, number: int, row: object) -> None:
        key = (FREECELL.key, number)
        if row is None or key != self._key:
            return  # not catalogued (the search goes on), or an answer for a deal gone by
        outcome = catalogue_outcome(row)  # type: ignore[arg-type]
        self.cancel()  # the search waiting or under way is not needed
        self._cache.put(key, outcome)
        self._show(outcome)

    @Slot(str)
    def _on_runner_failed(self, description: str) -> None:
        self._on_runner_finished(failure_outcome(description))

    @Slot(object)
    def _on_runner_finished(self, outcome: object) -> None:
        # The runner drops a search stopped by a newer deal; only the shown deal's outcome comes here.
        assert isinstance(outcome, SolveOutcome)
        if self._key is None:
            return
        if isinstance(outcome, VerdictOutcome) and outcome.missing:
            self._missing = outcome
        elif not outcome.error:  # a failure is not a verdict: the next visit tries again
            self._cache.put(self._key, outcome)
        self._show(outcome)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.rect().contains(event.position().toPoint()):
            self.clicked.emit()
        super().mouseReleaseEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)
