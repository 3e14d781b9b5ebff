"""What the panel says, in the interface language: the status line's summary of a solution, the start
row, and the messages of copy, solve and export.

A QObject's methods because lupdate reads plural texts ("%n move(s)") only from ``self.tr()``. The
Qt-free :meth:`Solution.summary` keeps the English wording for tests and logs; the panel shows these.

Counts are freecellgamesolutions.com's: the moves a player makes, autoplay's moves home apart, and the
texts say whose moves (fc-solve's, the player's) they count. A status line is kept as a Text
(ui/text/wording.py), a function that words it, so that a language switch words it again (numbers in the
locale's way too).
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QLocale, QObject

from freecell_gui.app.play_state import Tally
from freecell_gui.app.solution import AUTOPLAY_MAX, AUTOPLAY_NONE, Part, Solution, one_line
from freecell_gui.ui.text.core_messages import message_of
from freecell_gui.ui.text.i18n import format_number
from freecell_gui.ui.text.wording import Text, text_of


def format_seconds(seconds: float) -> str:
    """ "0.23" in English, "0,23" in pt_BR: the locale's decimal sign, two decimals."""
    return QLocale().toString(seconds, "f", 2)


class PlaybackTexts(QObject):
    """The texts (context "PlaybackTexts"); use :func:`texts`."""

    def summary(self, solution: Solution) -> str:
        """How many moves, which autoplay and why, and how the playback ends (cf. Solution.summary)."""
        given = solution.given_count()
        text = self.counted(given, len(solution.steps) - given)
        if solution.by_solver:  # its status line names it already (how a pasted text was read: below)
            pass
        elif solution.autoplay == AUTOPLAY_NONE:
            text += self.tr(" · autoplay off: the text lists every move")
        elif solution.autoplay == AUTOPLAY_MAX:  # macroxue's compact notation
            text += self.tr(" · autoplay max: every card that may go home goes")
        else:
            text += self.tr(" · autoplay safe: the text leaves out the moves home")
        if solution.rejected is not None:
            stops = self.tr("%1 — playback stops before it (%2)", "%1: why a move is illegal")
            return stops.replace("%1", self.rejection(solution)).replace("%2", text)
        return text + (
            self.tr(" · solved") if solution.is_solved() else self.tr(" · the deal is not solved at the end")
        )

    def counted(self, given: int, auto: int) -> str:
        """ "70 moves + 32 by autoplay": the moves a player makes, autoplay's moves home apart."""
        text = self.tr("%n move(s)", "", given)
        return text + (self.tr(" + %n by autoplay", "", auto) if auto else "")

    @staticmethod
    def rejection(solution: Solution) -> str:
        """Why the move the playback stops before is illegal, on one line ("" if none is)."""
        rejected = solution.rejected
        return "" if rejected is None else one_line(message_of(rejected.why))

    @staticmethod
    def error_line(error: Exception) -> str:
        """Why a text was refused, on one line."""
        return one_line(message_of(error))

    def solver_summary(self, note: Text, solution: Solution) -> str:
        """Whose solution (``note``) and what it counts."""
        return f"{text_of(note)} · {self.summary(solution)}"

    def start_row(self, deal_number: int | None) -> str:
        if deal_number is None:
            return self.tr("Start")
        return self.tr("Start: deal %1").replace("%1", format_number(deal_number))

    def copied(self, count: int) -> str:
        return self.tr("Copied %n move(s)", "", count)

    def auto_move_tip(self, move: str, number: int) -> str:
        return self.tr("%1: made by autoplay after move %2").replace("%1", move).replace("%2", str(number))

    def single_step_tip(self, part: Part) -> str:
        """ "Step 2 of 5 of 73v3: …": a single-card step of a sequence move, and whether autoplay waits."""
        text = self.tr("Step %1 of %2 of %3: one card at a time, through the free cells and empty columns")
        text = text.replace("%1", str(part.index)).replace("%2", str(part.count)).replace("%3", part.of)
        if part.held:
            text += self.tr(
                " · autoplay waits for the last step: max autoplay would send home a card they uncover"
            )
        return text

    def solving(self, deal_number: int | None) -> str:
        if deal_number is None:
            return self.tr("Solving the position…")
        return self.tr("Solving deal %1…").replace("%1", format_number(deal_number))

    def solving_cancelled(self) -> str:
        return self.tr("Solving cancelled")

    def found_by_solver(self, preset: str, seconds: float) -> str:
        """Whose solution the panel shows: "fc-solve's solution (short preset), found in 0.23 s"."""
        found = self.tr("fc-solve's solution (%1 preset), found in %2 s", "%1: fast or short")
        return found.replace("%1", preset).replace("%2", format_seconds(seconds))

    def autoplay_name(self, mode: str) -> str:
        """ "safe autoplay", "max autoplay" or "autoplay off"."""
        if mode == AUTOPLAY_MAX:
            return self.tr("max autoplay")
        return self.tr("autoplay off") if mode == AUTOPLAY_NONE else self.tr("safe autoplay")

    def by_search(self, solution: Solution, seconds: float, shorter: bool) -> str:
        """Our search's solution shown: "Shortened to 41 moves (+ 11 by autoplay) · our search, safe
        autoplay, 1.20 s" (``shorter`` than the one shown before), else "Our search's solution: …"."""
        given = solution.given_count()
        if shorter:
            text = self.tr("Shortened to %n move(s)", "", given)
        else:
            text = self.tr("Our search's solution: %n move(s)", "", given)
        auto = len(solution.steps) - given
        text += self.tr(" (+ %n by autoplay)", "", auto) if auto else ""
        by = self.tr("our search, %1, %2 s", "%1: safe autoplay, max autoplay or autoplay off")
        return f"{text} · {by.replace('%1', self.autoplay_name(solution.autoplay))}".replace(
            "%2", format_seconds(seconds)
        )

    def preparing(self) -> str:
        return self.tr("Preparing the solver…")

    def looking(self, wanted: str, shown: str) -> str:
        """What the search does while a solution with autoplay ``shown`` is shown."""
        if wanted == shown:
            return self.tr("looking for a shorter one…")
        text = self.tr("shown with %1 until our search finds one with %2…")
        return text.replace("%1", self.autoplay_name(shown)).replace("%2", self.autoplay_name(wanted))

    def pending(self, moves: int) -> str:
        return self.tr("a shorter one (%n move(s)) is ready: go to the start to see it", "", moves)

    def search_done(self, shortened: bool) -> str:
        return (
            self.tr("the shortest our search found")
            if shortened
            else self.tr("our search found none shorter")
        )

    def search_cancelled(self) -> str:
        return self.tr("search cancelled")

    def search_gave_up(self, seconds: float) -> str:
        return self.tr("Gave up: our search found no solution in %1 s").replace("%1", format_seconds(seconds))

    def search_no_solution(self) -> str:
        return self.tr("No solution: our search tried every position")

    def won(self, counted: Tally) -> str:
        """ "Won in 3:07 with 84 moves (+ 20 by autoplay)", the solver's moves named apart (cf.
        play_state.won_text)."""
        if counted.by_solver:
            text = self.tr("Won in %1: %n move(s) by you", "", counted.own).replace("%1", counted.clock)
            text += self.tr(", %n by fc-solve", "", counted.by_solver)
        else:
            text = self.tr("Won in %1 with %n move(s)", "", counted.own).replace("%1", counted.clock)
        return text + (self.tr(" (+ %n by autoplay)", "", counted.auto) if counted.auto else "")

    def played(self, counted: Tally) -> str:
        """The status line of a game played by hand, the solver's moves (continue from here) counted."""
        keys = self.tr("Ctrl+Z undoes a move, Shift+Ctrl+Z redoes it, a click goes back to one")
        if not counted.by_solver:
            return self.tr("Played by hand: %1").replace("%1", keys)
        by_solver = self.tr(
            "Played by hand and by fc-solve (%n move(s), in italics): %1", "", counted.by_solver
        )
        return by_solver.replace("%1", keys)

    def solver_move_tip(self) -> str:
        return self.tr("Made by fc-solve: Continue from here (Shift+F5)")

    def no_deal(self) -> str:
        return self.tr("No deal to play the solution on")


@cache
def texts() -> PlaybackTexts:
    return PlaybackTexts()
