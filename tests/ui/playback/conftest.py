"""Playback fixtures: fc-solve's solutions and positions as the oracle, and a panel on a real session
solving with our search in this process (or a scripted one)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

import pytest
from PySide6.QtCore import QSettings

from freecell_gui.app.notify import Change
from freecell_gui.app.session import ViewerSession
from freecell_gui.core.rules.position import Position
from freecell_gui.ui.playback import PlaybackPanel
from freecell_gui.ui.settings import PanelSettings, ViewerSettings
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
def session() -> ViewerSession:
    """The session the panel plays the move list of: deal 1 of FreeCell."""
    return ViewerSession({"freecell": 1})


@pytest.fixture
def make_panel(qtbot, session: ViewerSession, tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    """A panel on ``session`` whose Solve searches with ``searcher`` (by default our real search in this
    process, on small widths), with ``settings`` (by default a private store's, playing a step every 30 ms);
    its service ends with the test."""
    services: list[SolveService] = []

    def make(searcher: Searcher | None = None, settings: PanelSettings | None = None) -> PlaybackPanel:
        service = SolveService(process=searcher or LocalSearch())
        services.append(service)
        if settings is None:
            store = str(tmp_path_factory.mktemp("settings") / "panel.ini")  # not in the test's own folder
            settings = ViewerSettings(QSettings(store, QSettings.Format.IniFormat))
            settings.set_playback_interval(30)
        widget = PlaybackPanel(session, service, settings)
        session.subscribe(widget.sessionChanged)  # as the window hands it the session's changes
        widget.resize(320, 560)
        qtbot.addWidget(widget)
        return widget

    yield make
    for service in services:
        service.shutdown()


@pytest.fixture
def panel(make_panel) -> PlaybackPanel:  # type: ignore[no-untyped-def]
    made: PlaybackPanel = make_panel()
    return made


@pytest.fixture
def board_shows(session: ViewerSession) -> list[tuple[Position | None, bool]]:
    """What the board is told to show after each of ``session``'s changes that shows another position,
    and whether it animates there."""
    heard: list[tuple[Position | None, bool]] = []

    def note(change: Change) -> None:
        if change & Change.SHOWN:
            heard.append((session.shown_position(), change.animates()))

    session.subscribe(note)
    return heard
