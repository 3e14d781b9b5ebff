"""The status bar's verdict when the deal catalogue has the deal: shown at once, without a solve, and
saying that it comes from the catalogue (which engine made it, in the tooltip).

The catalogue keeps counts, not moves: a click on a solved deal's verdict solves it (the panel's Solve)
to play a solution.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from freecell_gui.core.solver import Verdict
from freecell_gui.ui.playback.solve_worker import SolveOutcome
from freecell_gui.ui.playback.texts import texts
from freecell_gui.ui.text.i18n import format_number

if TYPE_CHECKING:
    from freecell_gui.core.catalogue.store import Row

_VERDICTS = {"solved": Verdict.SOLVED, "no-solution": Verdict.NO_SOLUTION, "gave-up": Verdict.GAVE_UP}


@dataclass(frozen=True)
class CatalogueOutcome(SolveOutcome):
    """A verdict read from the catalogue: its ``row``, and no moves to play."""

    verdict: Verdict | None = None
    row: Row | None = None


def catalogue_outcome(row: Row) -> CatalogueOutcome:
    verdict = _VERDICTS.get(row.verdict)
    unsolvable = verdict is Verdict.NO_SOLUTION
    return CatalogueOutcome(verdict is Verdict.SOLVED, "", unsolvable=unsolvable, verdict=verdict, row=row)


def catalogue_text(outcome: CatalogueOutcome) -> str:
    """ "Catalogue: solvable in 85 moves" (and the short search's count when it has one)."""
    row = outcome.row
    assert row is not None
    if outcome.verdict is Verdict.SOLVED and row.moves is not None:
        counted = texts().counted(row.moves, 0)
        if row.short_moves is not None:
            text = QCoreApplication.translate(
                "CatalogueVerdict", "Catalogue: solvable in %1, %2 by the short search"
            )
            return text.replace("%1", counted).replace("%2", texts().counted(row.short_moves, 0))
        return QCoreApplication.translate("CatalogueVerdict", "Catalogue: solvable in %1").replace(
            "%1", counted
        )
    if outcome.verdict is Verdict.NO_SOLUTION:
        return QCoreApplication.translate("CatalogueVerdict", "Catalogue: no solution exists")
    if outcome.verdict is Verdict.GAVE_UP:
        # Counted in fc-solve's iterations, as the live verdict counts them.
        text = QCoreApplication.translate(
            "CatalogueVerdict", "Catalogue: the solver gave up after %1 positions"
        )
        return text.replace("%1", format_number(row.iterations))
    return QCoreApplication.translate("CatalogueVerdict", "Catalogue: unknown verdict %1").replace(
        "%1", row.verdict
    )


def catalogue_tip(outcome: CatalogueOutcome, path: Path) -> str:
    """Where the verdict comes from, and what a click does."""
    row = outcome.row
    assert row is not None
    where = (
        QCoreApplication.translate("CatalogueVerdict", "From the deal catalogue %1, made by %2")
        .replace("%1", str(path))
        .replace("%2", row.engine)
    )
    if outcome.solved:
        return (
            where
            + "\n"
            + QCoreApplication.translate("CatalogueVerdict", "Click to solve the deal and play the solution")
        )
    return where
