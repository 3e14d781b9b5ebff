"""The window's one solve service: it owns the search's process and the one thread that waits on it, and
answers the status bar's verdict, the panel's Solve, Continue from here, and its judgments of the
positions of a game in play (whether it can still be won; the solver's hints).

Its state is the Qt-free :class:`~freecell_gui.app.solving.Solving` (what is known of each start, the
status bar's deal, the panel's Solve), which the status bar and the panel draw after each change
(:meth:`SolveService.changes`). The searches run one at a time on the service's thread
(ui/solving/jobs.py), each in the search's process (started by the first search; its kernels load in
that process, so numba never holds this one's lock), and what they find reaches the GUI thread through
the mailbox (gui_mailbox.py). A request the user waits for (Solve, Continue from here, a hint) stops the
judgment of a position in play and the status bar's verdict, which run again afterwards if they are
still wanted; a judgment stops the verdict (a player in a game looks at the game, not at the deal); a
new deal's verdict replaces an older one, a new judgment an older one.

The status bar's verdict is :class:`~freecell_gui.ui.solving.deal_verdict.DealVerdict`'s
(:meth:`SolveService.verdicts`).
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Slot

from freecell_gui.app.known import FAILED, QUICK, SEARCH, SOLVED, Known
from freecell_gui.app.solving import Solving
from freecell_gui.app.winnable import Judgment
from freecell_gui.core.rules.autoplay import DEFAULT_AUTOPLAY, Autoplay
from freecell_gui.core.search.process import SearchProcess
from freecell_gui.ui.gui_mailbox import GuiMailbox
from freecell_gui.ui.solving import searches
from freecell_gui.ui.solving.deal_verdict import DealVerdict
from freecell_gui.ui.solving.jobs import Job, JobQueue
from freecell_gui.ui.solving.searches import Answer, Searcher
from freecell_gui.ui.solving.solving_signals import SolvingSignals
from freecell_gui.ui.solving.words import words

if TYPE_CHECKING:
    from freecell_gui.app.solve_run import SolveRun
    from freecell_gui.core.games import GameDescription
    from freecell_gui.core.rules.position import Position

#: Continue from here and a hint give up after this, saying so.
PLAY_ON_SECONDS = 60.0
#: The judgment after a move gives up after this ("not known", said so).
JUDGE_SECONDS = 10.0
#: Jobs' kinds and ranks: the judgment after a move waits for what the user waits for, the verdict for both.
VERDICT, JUDGE, SOLVE, FROM_POSITION, HINT = "verdict", "judge", "solve", "from position", "hint"
_RANKS = {VERDICT: 0, JUDGE: 1, SOLVE: 2, FROM_POSITION: 2, HINT: 2}


class SolveService(QObject):
    """See the module docstring."""

    def __init__(self, parent: QObject | None = None, process: Searcher | None = None) -> None:
        """``process``: where the searches run; None: a :class:`SearchProcess` of the service's own."""
        super().__init__(parent)
        self._solving = Solving()
        self._signals = SolvingSignals(self._solving, self)
        self._process = process or SearchProcess()
        self._jobs = JobQueue()
        # Functions of the queue and the process: the service's Python side may be gone by then.
        self.destroyed.connect(partial(self._jobs.shutdown, self._process.close))
        self._mailbox = GuiMailbox(self)
        self._autoplay: Callable[[], Autoplay] = lambda: DEFAULT_AUTOPLAY
        self._at_start: Callable[[], bool] = lambda: True
        self._solve_job: Job | None = None
        self._verdict = DealVerdict(
            self._solving, self._process, partial(self._submit, VERDICT), self._jobs.cancel, self._post, self
        )
        self._signals.changed.connect(self._verdict.solvingChanged)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.shutdown)

    # -- what it knows and does ---------------------------------------------------------------------

    def solving(self) -> Solving:
        return self._solving

    def changes(self) -> SolvingSignals:
        """``changed(SolvingChange)`` after each change of :meth:`solving`."""
        return self._signals

    def searchProcess(self) -> Searcher:
        return self._process

    def setAutoplaySource(self, autoplay: Callable[[], Autoplay]) -> None:
        """Where the service reads the autoplay to search with: the session's."""
        self._autoplay = autoplay

    def verdicts(self) -> DealVerdict:
        """The status bar's part: its pause, the catalogue's rows, ``started`` as a search begins."""
        return self._verdict

    def dealWords(self, number: int) -> str | None:
        """What the status bar would say of FreeCell deal ``number`` with the autoplay of the moment, if
        it was shown lately and is known; None otherwise (the find dialog's matches)."""
        known = self._verdict.knownOf(number, self._autoplay())
        return None if known is None else words().verdict(known)

    def showDeal(self, game: GameDescription, number: int) -> None:
        """The status bar shows ``game``'s deal ``number``: its verdict, known, looked up or searched."""
        self._verdict.showDeal(game, number, self._autoplay())

    def autoplayChanged(self) -> None:
        """The session's autoplay changed: the verdict is the new autoplay's, a Solve runs again with it."""
        self._verdict.autoplayChanged(self._autoplay())
        run = self._solving.run
        if run is not None and run.running:
            self.solve(run.start, run.deal_number, self._at_start)

    # -- the panel's Solve --------------------------------------------------------------------------

    def solve(self, start: Position, deal_number: int | None, at_start: Callable[[], bool]) -> None:
        """Solve ``start`` with the session's autoplay for the panel (``at_start``: its playback is at the
        start): a solution known is shown at once, else the quick pass's; then the anytime search's
        shorter ones."""
        self._at_start = at_start
        self._solving.drop_solve()
        run = self._solving.start_solve(start, deal_number, self._autoplay())
        work = partial(self._solve_work, run, run.shown is None)  # a known solution shown: no quick pass
        self._solve_job = self._submit(SOLVE, work, partial(self._solving.solve_failed, run))

    def cancelSolve(self) -> None:
        """The user's Cancel: the search stops at once; what is shown stays."""
        if self._solving.cancel_solve():
            self._stop_solve()

    def dropSolve(self) -> None:
        """The panel shows something else: the Solve stops quietly and is forgotten."""
        if self._solving.drop_solve():
            self._stop_solve()

    def playbackAtStart(self) -> None:
        self._solving.playback_at_start()

    def isSolving(self) -> bool:
        return self._solving.is_solving()

    # -- from a position: Continue from here, hints -------------------------------------------------

    def fromPosition(self, position: Position, answer: Callable[[Answer], None]) -> Job | None:
        """A solution from ``position`` with the session's autoplay, to ``answer`` in the GUI thread: the
        rest of a known one at once (returns None), else the quick pass's (returns its job, for
        :meth:`cancel`)."""
        autoplay = self._autoplay()
        rest = self._solving.rest_from(position, autoplay)
        if rest is not None:
            answer(Answer(SOLVED, tuple(rest), autoplay))
            return None
        return self._submit(
            FROM_POSITION,
            partial(self._from_position_work, position, autoplay, answer),
            lambda why: answer(Answer(FAILED, failure=why)),
        )

    # -- judgments of positions in play: still winnable?, the solver's hints ---------------------------

    def judgment(self, position: Position) -> Judgment | None:
        """What is known of ``position`` played on with the session's autoplay (None: nothing yet)."""
        return self._solving.judgment(position, self._autoplay())

    def judge(
        self,
        position: Position,
        answered: Callable[[Judgment | None], None],
        failed: Callable[[str], None],
        *,
        urgent: bool = False,
    ) -> Job | None:
        """Judge ``position`` with the session's autoplay: what is known of it to ``answered`` at once
        (returns None), else our quick pass's verdict once it is found and known (returns its job, for
        :meth:`cancel`); ``answered(None)`` if the search was stopped before it could say (a request
        ranked higher came, or a newer judgment), ``failed(why)`` if it could not run. ``urgent``: a
        hint the user waits for, ranked as Continue from here, which wants a solution's moves where only
        a count is known (the catalogue's)."""
        autoplay = self._autoplay()
        judged = self._solving.judgment(position, autoplay)
        if judged is not None and not (urgent and judged.verdict == SOLVED and not judged.rest):
            answered(judged)
            return None
        limit = PLAY_ON_SECONDS if urgent else JUDGE_SECONDS
        work = partial(self._judge_work, position, autoplay, limit, answered)
        return self._submit(HINT if urgent else JUDGE, work, failed)

    def cancel(self, job: Job) -> None:
        self._jobs.cancel(job)

    @Slot()
    def shutdown(self) -> None:
        """The window closes: every search stops, the process ends, the thread is waited for."""
        self._verdict.stop()
        self._solving.drop_solve()
        self._jobs.shutdown(then=self._process.close)  # no job left to start the process again

    # -- internals: Solve, from a position ----------------------------------------------------------

    def _solve_work(self, run: SolveRun, quick_first: bool, stop: threading.Event) -> None:
        solving, post = self._solving, self._post
        if not searches.prepared(
            self._process, stop, lambda on: post(lambda: solving.solve_preparing(run, on))
        ):
            return post(lambda: self._solve_stopped(run))
        if quick_first:
            quick = searches.quick_pass(self._process, run.start, run.autoplay, QUICK, stop, None)
            if quick is None:
                return post(lambda: self._solve_stopped(run))
            post(lambda: self._solve_found(run, quick))
            if quick.verdict != SOLVED:
                return post(lambda: solving.solve_ended(run, quick.verdict, quick.seconds, quick.positions))

        def report(better: Known) -> None:
            post(lambda: self._solve_found(run, better))

        result = searches.shorter_ones(self._process, run.start, run.autoplay, SEARCH, stop, report)
        if stop.is_set():
            return post(lambda: self._solve_stopped(run))
        post(lambda: solving.solve_ended(run, result.verdict, result.seconds, result.expanded))

    def _solve_found(self, run: SolveRun, known: Known) -> None:
        if known.verdict == SOLVED:
            self._solving.solve_found(run, known, self._at_start())
        else:
            self._solving.learn(run.start, run.autoplay, known)

    def _solve_stopped(self, run: SolveRun) -> None:
        """Stopped by another request (Continue from here, a hint, a new Solve): the run ends there."""
        if run is self._solving.run:
            self._solving.cancel_solve()

    def _judge_work(
        self,
        position: Position,
        autoplay: Autoplay,
        limit: float,
        answered: Callable[[Judgment | None], None],
        stop: threading.Event,
    ) -> None:
        known = searches.quick_pass(self._process, position, autoplay, QUICK, stop, limit)
        self._post(lambda: self._judged(position, autoplay, known, answered))

    def _judged(
        self,
        position: Position,
        autoplay: Autoplay,
        known: Known | None,
        answered: Callable[[Judgment | None], None],
    ) -> None:
        if known is not None:
            self._solving.learn_position(position, autoplay, known)
        answered(None if known is None else self._solving.judgment(position, autoplay))

    def _from_position_work(
        self, position: Position, autoplay: Autoplay, answer: Callable[[Answer], None], stop: threading.Event
    ) -> None:
        known = searches.quick_pass(self._process, position, autoplay, QUICK, stop, PLAY_ON_SECONDS)
        if not stop.is_set():
            self._post(lambda: self._answer(position, autoplay, known, answer))

    def _answer(
        self, position: Position, autoplay: Autoplay, known: Known | None, answer: Callable[[Answer], None]
    ) -> None:
        if known is None:
            return
        self._solving.learn_position(position, autoplay, known)
        solution = known.solution
        moves = () if solution is None else tuple(solution.moves(short=True))
        autoplay = autoplay if solution is None else solution.autoplay
        answer(Answer(known.verdict, moves, autoplay, known.positions))

    # -- internals: jobs ----------------------------------------------------------------------------

    def _submit(
        self, kind: str, work: Callable[[threading.Event], None], failed: Callable[[str], None]
    ) -> Job:
        job = Job(kind, _RANKS[kind], work, lambda why: self._post(lambda: failed(why)))
        self._jobs.submit(job)
        return job

    def _stop_solve(self) -> None:
        if self._solve_job is not None:
            self._jobs.cancel(self._solve_job)
            self._solve_job = None

    def _post(self, letter: Callable[[], None]) -> None:
        self._mailbox.post(letter)


__all__ = ["SolveService"]
