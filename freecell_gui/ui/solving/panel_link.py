"""The solution panel's side of the solve service: Solve goes to the service, and the panel shows what the
service's state says of its Solve (the solution to show, the status line). Cancel, and dropping a solve's
solution, the panel asks of the service itself.

A thin view: which solution is shown, which is kept back while playback has started, and what the search
does are the Qt-free state's (:class:`~freecell_gui.app.solving.Solving`); the panel is reached through
the few methods it offers (:class:`SolveDisplay`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QObject, Signal, Slot

from freecell_gui.app.solution import PlaybackSolution
from freecell_gui.app.solve_run import FAILED
from freecell_gui.app.solving import SolvingChange
from freecell_gui.core.rules.position import Position
from freecell_gui.ui.solving.service import SolveService
from freecell_gui.ui.solving.words import status_text


class SolveDisplay(Protocol):
    """What the link needs of the panel."""

    def showSolved(self, solution: PlaybackSolution, status: Callable[[], str]) -> None: ...
    def setStatusText(self, message: Callable[[], str], error: bool = False) -> None: ...
    def isAtStart(self) -> bool: ...


class PanelSolve(QObject):
    """The panel's Solve through ``service``; ``runningChanged(bool)`` when it starts and ends."""

    runningChanged = Signal(bool)

    def __init__(self, service: SolveService, display: SolveDisplay, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._service, self._display = service, display
        service.changes().changed.connect(self._on_changes_changed)

    def service(self) -> SolveService:
        return self._service

    def start(self, position: Position, deal_number: int | None) -> None:
        """Solve ``position`` with the session's autoplay, unless a Solve is running."""
        if not self._service.isSolving():
            self._service.solve(position, deal_number, self._display.isAtStart)

    @Slot(object)
    def _on_changes_changed(self, change: SolvingChange) -> None:
        run = self._service.solving().run
        if run is not None and change & (SolvingChange.SHOW | SolvingChange.STATUS):
            status = status_text(run)
            if change & SolvingChange.SHOW and run.shown is not None and run.shown.solution is not None:
                self._display.showSolved(run.shown.solution, status)
            else:
                self._display.setStatusText(status, error=run.activity == FAILED)
        if change & SolvingChange.RUNNING:
            self.runningChanged.emit(self._service.isSolving())
