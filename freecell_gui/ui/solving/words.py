"""What the window says of a deal's solving, in the interface language: the status bar's verdict and the
solution panel's status line during a Solve.

One count for a deal, and whose it is: "Solvable in 39 moves · our quick search, safe autoplay",
"Solvable in 39 moves · the catalogue", "Shortened to 37 moves · our search, safe autoplay". Counts are
the site's: the moves written, autoplay's moves home apart ("39 moves + 48 by autoplay": together, the
moves listed). A QObject's methods because lupdate reads plural texts ("%n move(s)") only from
``self.tr()``. A status line is a function that words it, so that a language switch words it again.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from functools import cache, partial

from PySide6.QtCore import QLocale, QObject

from freecell_gui.app import solve_run, solving
from freecell_gui.app.known import CATALOGUE, NO_SOLUTION, QUICK, SOLVED, Known
from freecell_gui.app.solution import PlaybackSolution
from freecell_gui.app.solve_run import SolveRun
from freecell_gui.core.rules.autoplay import Autoplay
from freecell_gui.ui.text.i18n import format_number


def format_seconds(seconds: float) -> str:
    """ "0.23" in English, "0,23" in pt_BR: the locale's decimal sign, two decimals."""
    return QLocale().toString(seconds, "f", 2)


class SolvingTexts(QObject):
    """The texts (context "SolvingTexts"); use :func:`words`."""

    def counted(self, given: int, auto: int) -> str:
        """ "39 moves + 48 by autoplay": the moves a player makes, autoplay's moves home apart."""
        text = self.tr("%n move(s)", "", given)
        return text + (self.tr(" + %n by autoplay", "", auto) if auto else "")

    def autoplay_name(self, mode: Autoplay) -> str:
        """ "safe autoplay", "max autoplay" or "autoplay off"."""
        if mode == Autoplay.MAX:
            return self.tr("max autoplay")
        return self.tr("autoplay off") if mode == Autoplay.NONE else self.tr("safe autoplay")

    # -- the status bar -------------------------------------------------------------------------------

    def verdict(self, known: Known) -> str:
        """The status bar's verdict: the count or the proof, and whose."""
        if known.verdict == SOLVED:
            moves = known.moves or 0
            if known.shortened:
                text = self.tr("Shortened to %n move(s)", "", moves)
            else:
                text = self.tr("Solvable in %n move(s)", "", moves)
            return f"{text} · {self.whose(known)}"
        if known.verdict == NO_SOLUTION:
            return self.tr("No solution exists") + " · " + self.whose(known)
        positions = format_number(known.positions)
        if known.source == CATALOGUE:
            return self.tr("The catalogue's search gave up after %1 positions").replace("%1", positions)
        if known.source == QUICK:
            return self.tr("Our quick search gave up after %1 positions").replace("%1", positions)
        return self.tr("Our search gave up after %1 positions").replace("%1", positions)

    def whose(self, known: Known) -> str:
        """ "our quick search, safe autoplay", "our search, max autoplay", "the catalogue"."""
        if known.source == CATALOGUE:
            return self.tr("the catalogue")
        if known.verdict == NO_SOLUTION:
            return self.tr("our search tried every position")
        # The catalogue counts with safe autoplay.
        autoplay = self.autoplay_name(known.autoplay or Autoplay.SAFE)
        if known.source == QUICK:
            whose = self.tr("our quick search, %1", "%1: safe autoplay, max autoplay or autoplay off")
        else:
            whose = self.tr("our search, %1", "%1: safe autoplay, max autoplay or autoplay off")
        return whose.replace("%1", autoplay)

    def verdict_tip(self, known: Known) -> str:
        """What the count counts, and what a click does."""
        if known.verdict != SOLVED:
            return ""
        if known.solution is None:  # the catalogue's count: the deal is solved to be played
            return self.tr("Click to solve the deal and play the solution")
        counted = self.counted(known.moves or 0, known.auto or 0)
        counts = self.tr("%1, as freecellgamesolutions.com counts them").replace("%1", counted)
        return counts + "\n" + self.tr("Click to play it in the solution panel")

    def activity(self, activity: str) -> str:
        """The status bar while nothing is known of the deal yet."""
        if activity == solving.PREPARING:
            return self.preparing()
        if activity == solving.SEARCHING:
            return self.tr("Solving…")
        if activity == solving.FAILED:
            return self.tr("The solver failed")
        return ""

    # -- the solution panel ---------------------------------------------------------------------------

    def head(self, known: Known, solution: PlaybackSolution) -> str:
        """Whose solution the panel shows and what it counts: "Solvable in 39 moves (+ 48 by autoplay)
        · our quick search, safe autoplay, 0.05 s", "Shortened to 37 moves (+ 50 by autoplay) · our search,
        safe autoplay, 1.20 s"."""
        given = solution.given_count()
        if known.source == QUICK:
            text = self.tr("Solvable in %n move(s)", "", given)
        elif known.shortened:
            text = self.tr("Shortened to %n move(s)", "", given)
        else:
            text = self.tr("Our search's solution: %n move(s)", "", given)
        auto = len(solution.steps) - given
        text += self.tr(" (+ %n by autoplay)", "", auto) if auto else ""
        if known.source == QUICK:
            by = self.tr("our quick search, %1, %2 s", "%1: safe autoplay, max autoplay or autoplay off")
        else:
            by = self.tr("our search, %1, %2 s", "%1: safe autoplay, max autoplay or autoplay off")
        by = by.replace("%1", self.autoplay_name(solution.autoplay)).replace(
            "%2", format_seconds(known.seconds)
        )
        return f"{text} · {by}"

    def doing(self, run: SolveRun) -> str:
        """What the run does, or how it ended."""
        activity = run.activity
        if activity == solve_run.PREPARING:
            return self.preparing()
        if activity == solve_run.LOOKING and run.shown is not None:
            return self.looking(run.autoplay, run.shown.autoplay or run.autoplay)
        if activity == solve_run.DONE:
            return "" if run.pending is not None else self.search_done(run.improved())
        if activity == solve_run.CANCELLED:
            return self.tr("search cancelled") if run.shown is not None else self.tr("Solving cancelled")
        if activity == solve_run.NO_SOLUTION:
            return self.tr("No solution: our search tried every position")
        if activity == solve_run.GAVE_UP:
            text = self.tr("Gave up: our search found no solution in %1 s")
            return text.replace("%1", format_seconds(run.seconds))
        if activity == solve_run.FAILED:
            return self.failed(run.failure)
        return self.solving(run.deal_number)

    def solving(self, deal_number: int | None) -> str:
        """ "Solving deal 617…", or "Solving the position…" (a game's)."""
        if deal_number is None:
            return self.tr("Solving the position…")
        return self.tr("Solving deal %1…").replace("%1", format_number(deal_number))

    def failed(self, why: str) -> str:
        """The search could not run: "The solver failed: SearchProcessError: …"."""
        return self.tr("The solver failed: %1").replace("%1", why)

    def status(self, run: SolveRun) -> str:
        """The status line: what is shown, what the run does, and a shorter solution kept back."""
        parts = [self.doing(run)]
        if run.shown is not None and run.shown.solution is not None:
            parts.insert(0, self.head(run.shown, run.shown.solution))
        if run.pending is not None:
            moves = run.pending.moves or 0
            parts.append(self.tr("a shorter one (%n move(s)) is ready: go to the start to see it", "", moves))
        return " · ".join(part for part in parts if part)

    def preparing(self) -> str:
        return self.tr("Preparing the solver…")

    def looking(self, wanted: Autoplay, shown: Autoplay) -> str:
        """What the search does while a solution with autoplay ``shown`` is shown."""
        if wanted == shown:
            return self.tr("looking for a shorter one…")
        text = self.tr("shown with %1 until our search finds one with %2…")
        return text.replace("%1", self.autoplay_name(shown)).replace("%2", self.autoplay_name(wanted))

    def search_done(self, shortened: bool) -> str:
        if shortened:
            return self.tr("the shortest our search found")
        return self.tr("our search found none shorter")


@cache
def words() -> SolvingTexts:
    return SolvingTexts()


def status_text(run: SolveRun) -> Callable[[], str]:
    """The run's status line as it stands now (a copy: not a later moment's), worded when shown."""
    return partial(words().status, copy.copy(run))
