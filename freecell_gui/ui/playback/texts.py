"""What the panel says, in the interface language: the status line's summary of a solution, the start
row, and the messages of copy, export and hand play (a Solve's are ui/solving/words.py's).

A QObject's methods because lupdate reads plural texts ("%n move(s)") only from ``self.tr()``. The
Qt-free :meth:`PlaybackSolution.summary` keeps the English wording for tests and logs; the panel shows these.

Counts are freecellgamesolutions.com's: the moves a player makes, autoplay's moves home apart, and the
texts say whose moves (the solver's, the player's) they count. A status line is kept as a Text
(ui/text/wording.py), a function that words it, so that a language switch words it again (numbers in the
locale's way too).
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QObject

from freecell_gui.app.play_state import Tally
from freecell_gui.app.solution import Part, PlaybackSolution, one_line
from freecell_gui.core.rules.autoplay import Autoplay
from freecell_gui.ui.solving.words import words
from freecell_gui.ui.text.core_messages import message_of
from freecell_gui.ui.text.i18n import format_number


class PlaybackTexts(QObject):
    """The texts (context "PlaybackTexts"); use :func:`texts`."""

    def summary(self, solution: PlaybackSolution) -> str:
        """How many moves, which autoplay and why, and how the playback ends (cf. its English summary)."""
        given = solution.given_count()
        text = words().counted(given, len(solution.steps) - given)
        if solution.by_solver:  # its status line names it already (how a pasted text was read: below)
            pass
        elif solution.autoplay == Autoplay.NONE:
            text += self.tr(" · autoplay off: the text lists every move")
        elif solution.autoplay == Autoplay.MAX:  # macroxue's compact notation
            text += self.tr(" · autoplay max: every card that may go home goes")
        else:
            text += self.tr(" · autoplay safe: the text leaves out the moves home")
        if solution.rejected is not None:
            stops = self.tr("%1 — playback stops before it (%2)", "%1: why a move is illegal")
            return stops.replace("%1", self.rejection(solution)).replace("%2", text)
        return text + (
            self.tr(" · solved") if solution.is_solved() else self.tr(" · the deal is not solved at the end")
        )

    @staticmethod
    def rejection(solution: PlaybackSolution) -> str:
        """Why the move the playback stops before is illegal, on one line ("" if none is)."""
        rejected = solution.rejected
        return "" if rejected is None else one_line(message_of(rejected.why))

    @staticmethod
    def error_line(error: Exception) -> str:
        """Why a text was refused, on one line."""
        return one_line(message_of(error))

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

    def won(self, counted: Tally) -> str:
        """ "Won in 3:07 with 84 moves (+ 20 by autoplay)", the solver's moves named apart (cf.
        play_state.won_text)."""
        if counted.by_solver:
            text = self.tr("Won in %1: %n move(s) by you", "", counted.own).replace("%1", counted.clock)
            text += self.tr(", %n by the solver", "", counted.by_solver)
        else:
            text = self.tr("Won in %1 with %n move(s)", "", counted.own).replace("%1", counted.clock)
        return text + (self.tr(" (+ %n by autoplay)", "", counted.auto) if counted.auto else "")

    def played(self, counted: Tally) -> str:
        """The status line of a game played by hand, the solver's moves (continue from here) counted."""
        keys = self.tr("Ctrl+Z undoes a move, Shift+Ctrl+Z redoes it, a click goes back to one")
        if not counted.by_solver:
            return self.tr("Played by hand: %1").replace("%1", keys)
        by_solver = self.tr(
            "Played by hand and by the solver (%n move(s), in italics): %1", "", counted.by_solver
        )
        return by_solver.replace("%1", keys)

    def solver_move_tip(self) -> str:
        return self.tr("Made by the solver: Continue from here (Shift+F5)")

    def no_deal(self) -> str:
        return self.tr("No deal to play the solution on")


@cache
def texts() -> PlaybackTexts:
    return PlaybackTexts()
