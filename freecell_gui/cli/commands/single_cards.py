"""``freecell solve --single-cards``: a solution's sequence moves printed as the single-card moves they
stand for (core/rules/single_steps.py), read back and replayed before a byte is written."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from freecell_gui.core.rules.autoplay import Autoplay
    from freecell_gui.core.rules.position import Position
    from freecell_gui.core.rules.replay import Replay

HELD_NOTE = (
    "freecell solve: note: with max autoplay some sequence moves cannot be made card by card (a card "
    "they uncover would go home at once), so every move home is printed: replay with --autoplay none"
)


def single_card_solution(start: Position, shown: Replay, autoplay: Autoplay) -> tuple[Replay, list[str]]:
    """``shown`` (a solution replayed with ``autoplay``) in single-card moves: their replay and texts.
    Raises :class:`~freecell_gui.core.search.solution.SolverBugError` if they do not win."""
    from freecell_gui.cli.solution_output import replay_solution
    from freecell_gui.core.rules.single_steps import single_card_text

    words, text_autoplay = single_card_text(shown, autoplay)
    if text_autoplay != autoplay:
        print(HELD_NOTE, file=sys.stderr)
    return replay_solution(start, words, text_autoplay), words
