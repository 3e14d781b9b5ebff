"""What the panel says, in the interface language: the status line's summary of a solution, the start
row, and the messages of copy, solve and export.

A QObject's methods because lupdate reads plural texts ("%n move(s)") only from ``self.tr()``. The
Qt-free :meth:`Solution.summary` keeps the English wording for tests and logs; the panel shows these.
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QObject

from freecell_gui.play_state import GamePlay, elapsed_text
from freecell_gui.ui.i18n import format_number
from freecell_gui.ui.playback.solution import AUTOPLAY_NONE, Solution


class PlaybackTexts(QObject):
    """The texts (context "PlaybackTexts"); use :func:`texts`."""

    def summary(self, solution: Solution) -> str:
        """How many moves, which autoplay and why, and how the playback ends (cf. Solution.summary)."""
        given = solution.given_count()
        auto = len(solution.steps) - given
        text = self.tr("%n move(s)", "", given)
        if auto:
            text += self.tr(" + %n by autoplay", "", auto)
        if solution.autoplay == AUTOPLAY_NONE:
            text += self.tr(" · autoplay off: the text lists every move")
        else:
            text += self.tr(" · autoplay safe: the text leaves out the moves home")
        if solution.rejected is not None:
            stops = self.tr("%1 — playback stops before it (%2)", "%1: why a move is illegal")
            return stops.replace("%1", solution.rejected.reason).replace("%2", text)
        return text + (
            self.tr(" · solved") if solution.is_solved() else self.tr(" · the deal is not solved at the end")
        )

    def start_row(self, deal_number: int | None) -> str:
        if deal_number is None:
            return self.tr("Start")
        return self.tr("Start: deal %1").replace("%1", format_number(deal_number))

    def copied(self, count: int) -> str:
        return self.tr("Copied %n move(s)", "", count)

    def auto_move_tip(self, move: str, number: int) -> str:
        return self.tr("%1: made by autoplay after move %2").replace("%1", move).replace("%2", str(number))

    def solving(self, deal_number: int | None) -> str:
        if deal_number is None:
            return self.tr("Solving the position…")
        return self.tr("Solving deal %1…").replace("%1", format_number(deal_number))

    def solving_cancelled(self) -> str:
        return self.tr("Solving cancelled")

    def solved_in(self, seconds: float) -> str:
        return self.tr("Solved in %1 s").replace("%1", f"{seconds:.2f}")

    def won(self, game: GamePlay) -> str:
        """ "Won in 3:07 with 84 moves (+ 20 by autoplay)" (cf. play_state.won_text)."""
        made = game.made()
        auto = sum(len(turn.auto) for turn in made)
        text = self.tr("Won in %1 with %n move(s)", "", len(made)).replace("%1", elapsed_text(game))
        return text + (self.tr(" (+ %n by autoplay)", "", auto) if auto else "")

    def no_deal(self) -> str:
        return self.tr("No deal to play the solution on")


@cache
def texts() -> PlaybackTexts:
    return PlaybackTexts()
