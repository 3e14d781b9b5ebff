"""The status bar's verdict for the deal shown: what the solve service knows of it ("Solvable in 39 moves ·
our quick search, safe autoplay", "No solution exists · …"), or what it is doing to find out.

A thin view: the service (ui/solving/service.py) decides when to search, looks the deal up in the
catalogue and keeps what is known; the label words the Qt-free state after each of its changes, and
again after a language switch. A click asks for the solution (the window's Solve).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, Qt, Signal, Slot
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QLabel, QWidget

from freecell_gui.app.known import CATALOGUE, NO_SOLUTION, SOLVED, Known
from freecell_gui.app.solving import Solving, SolvingChange
from freecell_gui.ui.solving.service import SolveService
from freecell_gui.ui.solving.words import words
from freecell_gui.ui.window.catalogue_verdict import catalogue_tip
from freecell_gui.util.catalogue_file import default_path


class VerdictLabel(QLabel):
    """Shows the verdict of the service's deal; ``clicked`` asks for its solution."""

    clicked = Signal()
    verdictShown = Signal(object)  # the Known just shown: for tests and benchmarks

    def __init__(self, service: SolveService, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("verdictLabel")
        self._solving: Solving = service.solving()
        self._shown: Known | None = None
        self._catalogue_path: Path | None = None  # None: the default catalogue
        service.changes().changed.connect(self._on_changes_changed)
        self._retranslate()

    def known(self) -> Known | None:
        """What is known of the deal shown (None while waiting or searching)."""
        return self._solving.verdict()

    def setCataloguePath(self, path: Path | None) -> None:
        """Where the catalogue's verdicts come from (None: the user's data folder's), for the tooltip."""
        self._catalogue_path = path
        self._retranslate()

    def saysNoSolution(self) -> bool:
        """Whether the verdict is that no solution exists (the site's note need not say it too)."""
        known = self.known()
        return known is not None and known.verdict == NO_SOLUTION

    @Slot(object)
    def _on_changes_changed(self, change: SolvingChange) -> None:
        if change & SolvingChange.VERDICT:
            self._retranslate()
            known = self.known()
            if known is not None and known is not self._shown:
                self._shown = known
                self.verdictShown.emit(known)
            elif known is None:
                self._shown = None

    def _retranslate(self) -> None:
        known, said = self.known(), words()
        if known is not None:
            self.setText(said.verdict(known))
            tip = said.verdict_tip(known)
            if known.source == CATALOGUE:
                tip = catalogue_tip(known, self._catalogue_path or default_path(), tip)
            self.setToolTip(tip)
        else:
            self.setText(said.activity(self._solving.verdict_activity))
            self.setToolTip(self._solving.verdict_failure)
        solved = known is not None and known.verdict == SOLVED
        self.setCursor(Qt.CursorShape.PointingHandCursor if solved else Qt.CursorShape.ArrowCursor)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.rect().contains(event.position().toPoint()):
            self.clicked.emit()
        super().mouseReleaseEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)
