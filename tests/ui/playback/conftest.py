"""Playback fixtures: fc-solve's solutions and positions as the oracle, and a panel on a private store."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

import pytest

from freecell_gui.core.rules.position import Position
from freecell_gui.ui.playback import PlaybackPanel
from freecell_gui.ui.settings import MemorySettings
from tests.helpers.fc_solve import fc_solve_boards, fc_solve_moves, require_fc_solve


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
def panel(qtbot) -> PlaybackPanel:  # type: ignore[no-untyped-def]
    widget = PlaybackPanel(MemorySettings(30))
    widget.resize(320, 560)
    qtbot.addWidget(widget)
    widget.setStart(Position.deal(1), 1)
    return widget
