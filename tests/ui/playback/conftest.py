"""Playback fixtures: fc-solve's solutions and positions as the oracle, and a panel on a private store
solving with our search in this process (or a scripted one)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

import pytest

from freecell_gui.core.rules.position import Position
from freecell_gui.ui.playback import PlaybackPanel
from freecell_gui.ui.settings import MemorySettings
from freecell_gui.ui.solving.searches import Searcher
from freecell_gui.ui.solving.service import SolveService
from tests.helpers.fc_solve import fc_solve_boards, fc_solve_moves, require_fc_solve
from tests.helpers.scripted import LocalSearch


@dataclass(frozen=True)
class OracleSolution:
    """fc-solve's solution of a deal: its moves (every move, -snx form) and the board after each."""

    moves: tuple[str, ...]
    boards: tuple[str, ...]

    def __post_init__(self) -> None:
        assert len(self.boards) == len(self.moves), "fc-solve's output was misread"

    def text(self) -> str:
        return " ".join(self.moves)


@cache
def _fc_solve(number: int) -> OracleSolution:
    return OracleSolution(tuple(fc_solve_moves(number).split()), tuple(fc_solve_boards(number)[1:]))


@pytest.fixture
def fc_solve_solution():  # type: ignore[no-untyped-def]
    require_fc_solve()
    return _fc_solve


@pytest.fixture
def make_panel(qtbot):  # type: ignore[no-untyped-def]
    """A panel on deal 1 whose Solve searches with ``searcher`` (by default our real search in this
    process, on small widths); its service ends with the test."""
    services: list[SolveService] = []

    def make(searcher: Searcher | None = None) -> PlaybackPanel:
        service = SolveService(process=searcher or LocalSearch())
        services.append(service)
        widget = PlaybackPanel(MemorySettings(30), service=service)
        widget.resize(320, 560)
        qtbot.addWidget(widget)
        widget.setStart(Position.deal(1), 1)
        return widget

    yield make
    for service in services:
        service.shutdown()


@pytest.fixture
def panel(make_panel) -> PlaybackPanel:  # type: ignore[no-untyped-def]
    made: PlaybackPanel = make_panel()
    return made
