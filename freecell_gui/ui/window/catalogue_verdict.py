"""The status bar's verdict when it comes from the deal catalogue: where from, and which engine made it
(the label's tooltip).

The catalogue keeps counts, not moves: a click on a solved deal's verdict solves it (the panel's Solve)
to play a solution.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication

from freecell_gui.app.known import Known


def catalogue_tip(known: Known, path: Path, click: str) -> str:
    """ "From the deal catalogue …, made by …", and ``click``, what a click does (if anything)."""
    where = (
        QCoreApplication.translate("CatalogueVerdict", "From the deal catalogue %1, made by %2")
        .replace("%1", str(path))
        .replace("%2", known.engine)
    )
    return f"{where}\n{click}" if click else where
