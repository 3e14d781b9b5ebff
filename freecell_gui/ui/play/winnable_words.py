"""What the window says of a game in play, in the interface language: whether it can still be won (the
status bar's "Winnable: 37 moves from here · our quick search", "No longer winnable: move 23 (6a) lost it
— Go back there") and where the solver's hint comes from.

A QObject's methods because lupdate reads plural texts ("%n move(s)") only from ``self.tr()``.
"""

from __future__ import annotations

import html
from functools import cache

from PySide6.QtCore import QObject

from freecell_gui.app.known import CATALOGUE, GAVE_UP, NO_SOLUTION, QUICK
from freecell_gui.app.winnable import JUDGING, LOST, NOT_KNOWN, UNWINNABLE_DEAL, WINNABLE, GameJudgment
from freecell_gui.core.notation.standard import Move
from freecell_gui.ui.text.i18n import format_number

# The link of "Go back there" in the status bar's rich text.
BACK_LINK = "#back"


def move_text(move: Move) -> str:
    """ "6a", or "63" with its count where a sequence moves ("63v3" is fc-solve's; this is the hint's)."""
    return move.written() if move.count > 1 else str(move)


class WinnableTexts(QObject):
    """The texts (context "WinnableTexts"); use :func:`winnable_words`."""

    def status(self, said: GameJudgment, lost_move: Move | None, failure: str = "") -> str:
        """The status bar's words on the game, as rich text (the offer to go back is a link); "" when there
        is nothing to say. ``lost_move``: the move that lost it, when it is named."""
        if failure:
            return html.escape(self.tr("Still winnable? The solver failed"))
        judged = said.judgment
        if said.state == JUDGING:
            return html.escape(self.tr("Still winnable? Judging…"))
        if said.state == WINNABLE and judged is not None:
            text = self.tr("Winnable: %n move(s) from here", "", judged.moves)
            return html.escape(f"{text} · {self.whose(judged.source)}")
        if said.state == NOT_KNOWN and judged is not None:
            text = self.tr("Still winnable? Not known: our quick search gave up after %1 positions")
            return html.escape(text.replace("%1", format_number(judged.positions)))
        if said.state == UNWINNABLE_DEAL:
            return html.escape(self.tr("Not winnable: this deal has no solution"))
        if said.state != LOST:
            return ""
        if said.lost_by is not None and lost_move is not None:
            text = self.tr("No longer winnable: move %1 (%2) lost it")
            text = text.replace("%1", format_number(said.lost_by)).replace("%2", move_text(lost_move))
        elif said.wanted is not None:
            text = self.tr("No longer winnable · looking for the move that lost it…")
        elif said.back_to == 0:
            text = self.tr("No longer winnable: it could be won from the deal's start")
        elif said.back_to is not None:
            text = self.tr("No longer winnable: it could still be won after move %1")
            text = text.replace("%1", format_number(said.back_to))
        else:
            text = self.tr("No longer winnable")
        if said.go_back_to is None:
            return html.escape(text)
        return f'{html.escape(text)} — <a href="{BACK_LINK}">{html.escape(self.go_back())}</a>'

    def whose(self, source: str) -> str:
        if source == QUICK:
            return self.tr("our quick search")
        if source == CATALOGUE:
            return self.tr("the catalogue")
        return self.tr("our search")

    def go_back(self) -> str:
        return self.tr("Go back there")

    def tip(self, said: GameJudgment | None, failure: str = "") -> str:
        if failure:
            return failure
        if said is not None and said.go_back_to is not None:
            return self.tr("Go back there: undo to the last position from which the game could be won")
        return self.tr("Whether this game can still be won, judged by our search after each move")

    # -- the solver's hint ----------------------------------------------------------------------------

    def solvers_hint(self) -> str:
        return self.tr("the next move of the shortest solution known")

    def rule_of_thumb(self, verdict: str | None, failure: str = "") -> str:
        """Why the hint is the rule of thumb's: the solver is still looking (``verdict`` None), it proved
        that no solution exists, it gave up, or it failed."""
        if failure:
            return self.tr("the rule of thumb's move: the solver failed")
        if verdict is None:
            return self.tr("the rule of thumb's move, while the solver looks for one")
        if verdict == NO_SOLUTION:
            return self.tr("the rule of thumb's move: no solution from here")
        if verdict == GAVE_UP:
            return self.tr("the rule of thumb's move: our search found no solution")
        return self.tr("the rule of thumb's move")


@cache
def winnable_words() -> WinnableTexts:
    return WinnableTexts()
