"""The status bar's verdict read from the deal catalogue: at once, without a solve, said to come from the
catalogue; a missing, corrupt or foreign file never crashes nor blocks the window, and is said once."""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from freecell_gui.core.catalogue.store import Row
from freecell_gui.core.rules.position import Position
from freecell_gui.core.solver import Verdict
from freecell_gui.ui.dialogs.shortcuts import ShortcutsDialog
from freecell_gui.ui.playback.solve_worker import SolveOutcome
from freecell_gui.ui.window.verdict_label import VerdictLabel, VerdictOutcome
from tests.helpers.catalogue_helpers import catalogue_of, made_up_rows, table

WAIT_MS = 30_000  # a ceiling for a loaded machine, not a speed goal
NEVER_MS = 600_000  # a pause no test reaches: no solve starts unless a test shortens it
SOLVED_BY_SOLVER = VerdictOutcome(True, "", [], False, Verdict.SOLVED, 100)


class CountingSolver:
    """The label's solve function, recording the positions it was asked about."""

    def __init__(self) -> None:
        self.calls: list[Position] = []

    def __call__(self, position: Position, should_stop: Callable[[], bool]) -> SolveOutcome:
        self.calls.append(position)
        return SOLVED_BY_SOLVER


def window_on(make_settings, make_window, path: Path | None, deal: int):  # type: ignore[no-untyped-def]
    """A window at ``deal`` reading the catalogue at ``path`` (None: the data folder's), no solve started."""
    settings = make_settings()
    settings.set_catalogue_path(path)
    settings.sync()
    window = make_window(deal)
    label = window.findChild(VerdictLabel, "verdictLabel")
    assert isinstance(label, VerdictLabel)
    return window, label


def rows_by_deal(path: Path) -> dict[int, tuple[object, ...]]:
    return {row[0]: row for row in table(path)}


@pytest.fixture
def catalogue(tmp_path: Path) -> Path:
    """Deals 1 … 30: every seventh without a solution, every eleventh given up, the rest solved."""
    return catalogue_of(tmp_path / "catalogue.sqlite", made_up_rows(30))


def test_a_catalogued_deal_shows_the_catalogues_verdict_without_a_solve(  # type: ignore[no-untyped-def]
    qtbot, make_settings, make_window, catalogue: Path
) -> None:
    window, label = window_on(make_settings, make_window, catalogue, 30)
    solver = CountingSolver()
    label.setSolveFunction(solver)
    label.setPause(NEVER_MS)
    expected = rows_by_deal(catalogue)  # read by plain sqlite3
    for deal in (5, 7, 11, 12):
        window.setDeal(deal)
        qtbot.waitUntil(lambda: label.text().startswith("Catalogue:"), timeout=WAIT_MS)
        verdict, moves = expected[deal][1], expected[deal][2]
        if verdict == "solved":
            assert label.text() == f"Catalogue: solvable in {moves} moves"
            assert str(catalogue) in label.toolTip() and "Click to solve" in label.toolTip()
        elif verdict == "no-solution":
            assert label.text() == "Catalogue: no solution exists"
        else:
            assert label.text() == "Catalogue: the solver gave up after 2,000,000 positions"
    assert solver.calls == []  # no solve needed


def test_the_catalogues_answer_replaces_a_solve_under_way(  # type: ignore[no-untyped-def]
    qtbot, make_settings, make_window, catalogue: Path
) -> None:
    window, label = window_on(make_settings, make_window, catalogue, 5)
    label.setSolveFunction(CountingSolver())
    label.setPause(0)  # a solve starts at once, and may even answer before the catalogue does
    window.setDeal(12)
    moves = rows_by_deal(catalogue)[12][2]
    qtbot.waitUntil(lambda: label.text() == f"Catalogue: solvable in {moves} moves", timeout=WAIT_MS)
    qtbot.wait(100)  # the solve's late result, if any, is dropped
    assert label.text() == f"Catalogue: solvable in {moves} moves"


def test_a_deal_the_catalogue_lacks_is_solved_as_before(  # type: ignore[no-untyped-def]
    qtbot, make_settings, make_window, catalogue: Path
) -> None:
    window, label = window_on(make_settings, make_window, catalogue, 1)
    solver = CountingSolver()
    label.setSolveFunction(solver)
    label.setPause(0)
    window.setDeal(31)  # beyond the catalogue's 1 … 30
    qtbot.waitUntil(lambda: label.outcome() is not None, timeout=WAIT_MS)
    assert solver.calls == [Position.deal(31)]
    assert label.text() == "Solvable: fc-solve solves it in 0 moves"


def test_the_catalogue_in_the_data_folder_is_read_by_default(  # type: ignore[no-untyped-def]
    qtbot, make_settings, make_window, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    catalogue_of(
        tmp_path / "freecell-gui" / "catalogue.sqlite", [Row(3, "no-solution", None, 9, 9, None, "e")]
    )
    _, label = window_on(make_settings, make_window, None, 3)
    label.setPause(NEVER_MS)
    qtbot.waitUntil(lambda: label.text() == "Catalogue: no solution exists", timeout=WAIT_MS)


def test_clicking_a_catalogue_verdict_solves_the_deal_to_play_it(  # type: ignore[no-untyped-def]
    qtbot, make_settings, make_window, catalogue: Path
) -> None:
    window, label = window_on(make_settings, make_window, catalogue, 1)
    label.setPause(NEVER_MS)
    qtbot.waitUntil(lambda: label.text().startswith("Catalogue: solvable"), timeout=WAIT_MS)
    triggered: list[bool] = []
    window.actionsByName()["solve"].triggered.connect(lambda *_: triggered.append(True))
    qtbot.mouseClick(label, Qt.MouseButton.LeftButton)
    assert triggered == [True]  # the catalogue has counts, not moves: the panel solves the deal


def _garbage(path: Path) -> None:
    path.write_bytes(b"these are not the rows you are looking for\n" * 10)


def _foreign(path: Path) -> None:
    connection = sqlite3.connect(path)
    connection.execute("CREATE TABLE deals (deal INTEGER)")
    connection.commit()
    connection.close()


@pytest.mark.parametrize(
    ("make_file", "said"),
    [(_garbage, "is not a deal catalogue"), (_foreign, "another program's SQLite database")],
)
def test_an_unusable_catalogue_is_said_once_and_the_solver_answers(  # type: ignore[no-untyped-def]
    qtbot, make_settings, make_window, tmp_path: Path, make_file, said: str
) -> None:
    path = tmp_path / "catalogue.sqlite"
    make_file(path)
    before = path.read_bytes()
    window, label = window_on(make_settings, make_window, path, 1)
    messages: list[str] = []
    window.statusBar().messageChanged.connect(lambda text: messages.append(text) if text else None)
    solver = CountingSolver()
    label.setSolveFunction(solver)
    label.setPause(0)
    for deal in (2, 3, 4):
        window.setDeal(deal)
        qtbot.waitUntil(lambda: label.outcome() is not None, timeout=WAIT_MS)
    assert label.text() == "Solvable: fc-solve solves it in 0 moves"
    qtbot.waitUntil(lambda: bool(messages), timeout=WAIT_MS)
    assert len(messages) == 1 and said in messages[0] and str(path) in messages[0]
    assert messages[0].startswith("The deal catalogue is not used: ")
    assert path.read_bytes() == before  # never written to


def test_the_catalogues_message_is_shown_translated(  # type: ignore[no-untyped-def]
    qtbot, make_settings, make_window, tmp_path: Path, interface_language
) -> None:
    interface_language("pt_BR")
    path = tmp_path / "catalogue.sqlite"
    _foreign(path)
    window, label = window_on(make_settings, make_window, path, 1)
    label.setPause(NEVER_MS)
    qtbot.waitUntil(lambda: bool(window.statusBar().currentMessage()), timeout=WAIT_MS)
    message = window.statusBar().currentMessage()
    assert str(path) in message
    assert "another program" not in message and "catalogue is not used" not in message, message


def test_build_catalogue_is_in_the_game_menu_with_ctrl_b(make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window(1)
    action = window.actionsByName()["buildCatalogue"]
    assert action.shortcut().toString() == "Ctrl+B"
    game_menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Game")
    assert action in game_menu.actions()
    shortcuts = ShortcutsDialog(list(window.actionsByName().values()), window)
    assert ("Game", "Build catalogue", "Ctrl+B") in shortcuts.visibleRows()
    shortcuts.deleteLater()


def test_a_missing_catalogue_is_silent_and_never_made(
    qtbot, make_settings, make_window, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "none" / "catalogue.sqlite"
    window, label = window_on(make_settings, make_window, path, 1)
    messages: list[str] = []
    window.statusBar().messageChanged.connect(lambda text: messages.append(text) if text else None)
    solver = CountingSolver()
    label.setSolveFunction(solver)
    label.setPause(0)
    window.setDeal(2)
    qtbot.waitUntil(lambda: label.outcome() is not None, timeout=WAIT_MS)
    label.refreshFromCatalogue()  # as after a build: looked for again, still not there
    qtbot.wait(200)
    assert label.text() == "Solvable: fc-solve solves it in 0 moves" and solver.calls == [Position.deal(2)]
    assert messages == [] and not path.parent.exists()


def test_deals_switched_without_a_catalogue_wake_no_reader_thread(
    qtbot, make_settings, make_window, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    # A missing file is seen by a stat: a reader thread woken at every deal switch would take the GIL
    # from the GUI thread during the switch (bench_window's deal switch: 3.2 ms became 3.9 ms).
    def readers() -> int:
        return sum(thread.name == "catalogue-reader" for thread in threading.enumerate())

    before = readers()
    window, label = window_on(make_settings, make_window, tmp_path / "none.sqlite", 1)
    label.setPause(10_000)
    for number in range(2, 12):
        window.setDeal(number)
    qtbot.wait(50)
    assert readers() == before
