"""The window's solving state without Qt: what is known of each start (:mod:`~freecell_gui.app.known`),
the status bar's verdict for the deal shown, the solution panel's Solve
(:mod:`~freecell_gui.app.solve_run`), and what is known of the positions of games in play (whether they
can still be won: :mod:`~freecell_gui.app.winnable`).

The window's solve service (ui/solving) runs the searches and hands their results here, in the GUI thread;
the status bar and the panel draw what this says, after one notification per change
(:class:`SolvingChange`, re-emitted as a Qt signal by a thin adapter). Whatever a search finds is known
from then on, whoever asked: a solution that a Solve found on a deal is the status bar's count when the
deal comes back, and what Solve shows at once.
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from typing import TYPE_CHECKING

from freecell_gui.app.known import SOLVED, Known, KnownStore
from freecell_gui.app.solve_run import KEPT_BACK, SHOWN, SolveRun
from freecell_gui.app.winnable import Judgment, judgment_of

if TYPE_CHECKING:
    from freecell_gui.core.notation.standard import Move
    from freecell_gui.core.rules.autoplay import Autoplay
    from freecell_gui.core.rules.position import Position

#: What the status bar's verdict is doing while nothing is known of the deal shown.
WAITING = "waiting"  # the pause after a deal is shown: browsing starts no search
PREPARING = "preparing"  # the search's process loads
SEARCHING = "searching"
FAILED = "failed"  # the search could not run (``verdict_failure`` says why)


class SolvingChange(enum.Flag):
    NONE = 0
    VERDICT = enum.auto()  # the status bar's verdict for the deal shown
    SHOW = enum.auto()  # the panel is to show the run's solution (a new one)
    STATUS = enum.auto()  # the panel's status line (what the run does)
    RUNNING = enum.auto()  # a Solve started or ended
    KNOWN = enum.auto()  # something new is known of a start or a position in play (see Solving.judgment)


SolvingListener = Callable[[SolvingChange], None]


class Solving:
    """See the module docstring. The run's ``at_start`` questions are the panel's (playback at its start)."""

    def __init__(self, known: KnownStore | None = None) -> None:
        self.known = known if known is not None else KnownStore()
        # The positions of games in play that were judged: apart from the deals' starts, so that a long
        # game's judgments never push a deal's solution out.
        self.in_play = KnownStore()
        self._listeners: list[SolvingListener] = []
        self._deal: tuple[Position, Autoplay] | None = None  # the status bar's: start, autoplay
        self.verdict_activity = WAITING
        self.verdict_failure = ""
        self.run: SolveRun | None = None

    def subscribe(self, listener: SolvingListener) -> None:
        self._listeners.append(listener)

    # -- the status bar's deal ------------------------------------------------------------------------

    def show_deal(self, start: Position | None, autoplay: Autoplay) -> None:
        """The status bar is about ``start`` (None: a game without moves) with ``autoplay`` now."""
        deal = None if start is None else (start, autoplay)
        if deal != self._deal or self.verdict_activity == FAILED:
            self._deal, self.verdict_activity, self.verdict_failure = deal, WAITING, ""
            self._notify(SolvingChange.VERDICT)

    def deal(self) -> tuple[Position, Autoplay] | None:
        return self._deal

    def verdict(self) -> Known | None:
        """What is known of the status bar's deal (None: nothing yet, or no deal)."""
        return None if self._deal is None else self.known.get(*self._deal)

    def set_verdict_activity(self, activity: str, failure: str = "") -> None:
        """The status bar's search for its deal: :data:`PREPARING`, :data:`SEARCHING`, :data:`FAILED`."""
        if (activity, failure) != (self.verdict_activity, self.verdict_failure):
            self.verdict_activity, self.verdict_failure = activity, failure
            self._notify(SolvingChange.VERDICT)

    # -- what searches find -----------------------------------------------------------------------------

    def learn(self, start: Position, autoplay: Autoplay, known: Known) -> Known | None:
        """``known`` of ``start`` with ``autoplay``, from any search or the catalogue; returns the entry
        if it improved what was known (the status bar then says it, if it is about that start)."""
        kept = self.known.offer(start, autoplay, known)
        if kept is not None:
            verdict = SolvingChange.VERDICT if self._deal == (start, autoplay) else SolvingChange.NONE
            self._notify(SolvingChange.KNOWN | verdict)
        return kept

    def learn_position(self, position: Position, autoplay: Autoplay, known: Known) -> None:
        """``known`` of ``position`` of a game in play (a judgment, a hint's search, Continue from here);
        of the status bar's deal too if it is its start (where a longer solution than the catalogue's
        count is kept for play all the same)."""
        if self._deal == (position, autoplay):
            self.learn(position, autoplay, known)
        if self.in_play.offer(position, autoplay, known) is not None:
            self._notify(SolvingChange.KNOWN)

    def judgment(self, position: Position, autoplay: Autoplay) -> Judgment | None:
        """What is known of ``position`` played on with ``autoplay``: the shortest rest of a known
        solution through it (a deal's or a position's), else a search's verdict on it; None if nothing."""
        return judgment_of(position, autoplay, (self.known, self.in_play))

    def rest_from(self, position: Position, autoplay: Autoplay) -> list[Move] | None:
        """The moves of the shortest known solution from ``position`` (None: none known)."""
        judged = self.judgment(position, autoplay)
        return list(judged.rest) if judged is not None and judged.rest else None

    # -- the panel's Solve ------------------------------------------------------------------------------

    def start_solve(self, start: Position, deal_number: int | None, autoplay: Autoplay) -> SolveRun:
        """A new Solve (any other forgotten); a solution known already is shown at once."""
        self.run = run = SolveRun(start, deal_number, autoplay)
        change = SolvingChange.RUNNING | SolvingChange.STATUS
        known = self.known.get(start, autoplay)
        if known is not None and known.solution is not None and run.offer(known, True) == SHOWN:
            change |= SolvingChange.SHOW
        self._notify(change)
        return run

    def solve_preparing(self, run: SolveRun, loading: bool) -> None:
        if run is self.run and run.running:
            run.preparing(loading)
            self._notify(SolvingChange.STATUS)

    def solve_found(self, run: SolveRun, known: Known, at_start: bool) -> None:
        """The run's search found ``known`` (a solution): known from now on; the panel shows it or keeps
        it back if the run is still the panel's (see :mod:`~freecell_gui.app.solve_run`)."""
        kept = self.learn(run.start, run.autoplay, known)
        if run is not self.run or not run.running:
            return
        done = run.offer(kept or known, at_start)
        if done == SHOWN:
            self._notify(SolvingChange.SHOW | SolvingChange.STATUS)
        elif done == KEPT_BACK:
            self._notify(SolvingChange.STATUS)

    def solve_ended(self, run: SolveRun, verdict: str, seconds: float, positions: int) -> None:
        """The run's search ended by itself with ``verdict`` after ``positions``; a proof or a give-up is
        known from now on."""
        if verdict != SOLVED:
            from freecell_gui.app.known import SEARCH

            self.learn(run.start, run.autoplay, Known(verdict, SEARCH, positions=positions, seconds=seconds))
        if run is self.run and run.running:
            run.end(verdict, seconds)
            self._notify(SolvingChange.RUNNING | SolvingChange.STATUS)

    def solve_failed(self, run: SolveRun, why: str) -> None:
        if run is self.run and run.running:
            run.fail(why)
            self._notify(SolvingChange.RUNNING | SolvingChange.STATUS)

    def cancel_solve(self) -> bool:
        """The user's Cancel: the run stops, what it shows (and keeps back) stays; False if none ran."""
        run = self.run
        if run is None or not run.running:
            return False
        run.cancel()
        self._notify(SolvingChange.RUNNING | SolvingChange.STATUS)
        return True

    def drop_solve(self) -> bool:
        """The panel shows something else now: the run is forgotten (stopped if running); True if it ran."""
        run, self.run = self.run, None
        if run is None:
            return False
        running, run.running = run.running, False
        if running:
            self._notify(SolvingChange.RUNNING)
        return running

    def playback_at_start(self) -> None:
        """The panel's playback is back at its start: the run's solution kept back is shown now."""
        if self.run is not None and self.run.take_pending() is not None:
            self._notify(SolvingChange.SHOW | SolvingChange.STATUS)

    def is_solving(self) -> bool:
        return self.run is not None and self.run.running

    def _notify(self, change: SolvingChange) -> None:
        for listener in list(self._listeners):
            listener(change)
