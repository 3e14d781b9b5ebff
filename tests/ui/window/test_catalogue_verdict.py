"""The status bar's verdict read from the deal catalogue: at once, without a search, said to come from the
catalogue; a missing, corrupt or foreign file never crashes nor blocks the window, and is said once."""

from __future__ import annotations

import sqlite3
import threading
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QApplication, QWidget

from freecell_gui.core.catalogue.store import Row
from freecell_gui.core.rules.position import Position
from freecell_gui.ui.dialogs.shortcuts import ShortcutsDialog
from freecell_gui.ui.window.verdict_label import VerdictLabel
from tests.helpers.catalogue_helpers import catalogue_of, made_up_rows, table
from tests.helpers.scripted import ScriptedSearch, engine_solutions

WAIT_MS = 30_000  # a ceiling for a loaded machine, not a speed goal
NEVER_MS = 600_000  # a pause no test reaches: no search starts unless a test shortens it
SEARCHED = "Solvable in 39 moves · our quick search, safe autoplay"  # the scripted search's answer


class CountingSolver(ScriptedSearch):
    """The window's search, scripted: 39 moves for any deal; :attr:`quick_starts` the positions asked."""

    def __init__(self) -> None:
        super().__init__(first=engine_solutions(1)[-1])

    @property
    def quick_starts(self) -> list[Position]:
        return [start for kind, start, _ in self.calls if kind == "quick"]


def window_on(make_settings, make_window, window_search, path: Path | None, deal: int):  # type: ignore[no-untyped-def]
    """A window at ``deal`` reading the catalogue at ``path`` (None: the data folder's), its search
    counting (:class:`CountingSolver`), no search started: the window, its label and its search."""
    settings = make_settings()
    settings.set_catalogue_path(path)
    settings.sync()
    solver = window_search(CountingSolver())
    window = make_window(deal)
    window.solveService().verdicts().setPause(NEVER_MS)
    label = window.findChild(VerdictLabel, "verdictLabel")
    assert isinstance(label, VerdictLabel)
    return window, label, solver


def rows_by_deal(path: Path) -> dict[int, tuple[object, ...]]:
    return {row[0]: row for row in table(path)}


@pytest.fixture
def catalogue(tmp_path: Path) -> Path:
    """Deals 1 … 30: every seventh without a solution, every eleventh given up, the rest solved."""
    return catalogue_of(tmp_path / "catalogue.sqlite", made_up_rows(30))


def test_a_catalogued_deal_shows_the_catalogues_verdict_without_a_search(  # type: ignore[no-untyped-def]
    qtbot, make_settings, make_window, window_search, catalogue: Path
) -> None:
    window, label, solver = window_on(make_settings, make_window, window_search, catalogue, 30)
    expected = rows_by_deal(catalogue)  # read by plain sqlite3
    for deal in (5, 7, 11, 12):
        window.setDeal(deal)
        qtbot.waitUntil(lambda: "catalogue" in label.text(), timeout=WAIT_MS)
        verdict, moves, positions = expected[deal][1], expected[deal][2], expected[deal][4]
        if verdict == "solved":
            assert label.text() == f"Solvable in {moves} moves · the catalogue"
            assert str(catalogue) in label.toolTip() and "Click to solve" in label.toolTip()
        elif verdict == "no-solution":
            assert label.text() == "No solution exists · the catalogue"
        else:
            assert label.text() == f"The catalogue's search gave up after {positions:,} positions"
    assert solver.calls == []  # no search needed


def test_the_catalogues_answer_stops_a_search_under_way(  # type: ignore[no-untyped-def]
    qtbot, make_settings, make_window, window_search, catalogue: Path
) -> None:
    window, label, solver = window_on(make_settings, make_window, window_search, catalogue, 5)
    solver.slow = True  # a search that ends only when stopped
    window.solveService().verdicts().setPause(0)  # a search starts at once, before the catalogue answers
    window.setDeal(12)
    moves = rows_by_deal(catalogue)[12][2]
    qtbot.waitUntil(lambda: label.text() == f"Solvable in {moves} moves · the catalogue", timeout=WAIT_MS)
    qtbot.waitUntil(lambda: not solver.quick_starts or solver.stopped.is_set(), timeout=WAIT_MS)
    qtbot.wait(100)  # the search's late result, if any, is dropped
    assert label.text() == f"Solvable in {moves} moves · the catalogue"


def test_a_deal_the_catalogue_lacks_is_searched(  # type: ignore[no-untyped-def]
    qtbot, make_settings, make_window, window_search, catalogue: Path
) -> None:
    window, label, solver = window_on(make_settings, make_window, window_search, catalogue, 1)
    window.solveService().verdicts().setPause(0)
    window.setDeal(31)  # beyond the catalogue's 1 … 30
    qtbot.waitUntil(lambda: label.known() is not None, timeout=WAIT_MS)
    assert solver.quick_starts == [Position.deal(31)] and label.text() == SEARCHED


def test_with_max_autoplay_a_catalogued_count_is_not_the_count(  # type: ignore[no-untyped-def]
    qtbot, make_settings, make_window, window_search, catalogue: Path
) -> None:
    window, label, solver = window_on(make_settings, make_window, window_search, catalogue, 1)
    window.handPlay().setAutoplay("max")  # the catalogue counts with safe autoplay
    window.solveService().verdicts().setPause(0)
    window.setDeal(5)
    qtbot.waitUntil(lambda: label.known() is not None, timeout=WAIT_MS)
    assert solver.quick_starts == [Position.deal(5)] and label.text().startswith("Solvable in 39 moves")
    # No search from here on: the catalogue alone answers, whether or not its answer would have come before
    # a search's (a made-up row: the scripted search finds a solution every deal has not).
    window.solveService().verdicts().setPause(NEVER_MS)
    window.setDeal(7)  # no solution: with any autoplay
    qtbot.waitUntil(lambda: label.text() == "No solution exists · the catalogue", timeout=WAIT_MS)
    assert solver.quick_starts == [Position.deal(5)]


def test_the_catalogue_in_the_data_folder_is_read_by_default(  # type: ignore[no-untyped-def]
    qtbot, make_settings, make_window, window_search, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    catalogue_of(
        tmp_path / "freecell-gui" / "catalogue.sqlite", [Row(3, "no-solution", None, 9, 9, None, "e")]
    )
    _, label, _ = window_on(make_settings, make_window, window_search, None, 3)
    qtbot.waitUntil(lambda: label.text() == "No solution exists · the catalogue", timeout=WAIT_MS)


def test_clicking_a_catalogue_verdict_solves_the_deal_to_play_it(  # type: ignore[no-untyped-def]
    qtbot, make_settings, make_window, window_search, catalogue: Path
) -> None:
    window, label, _ = window_on(make_settings, make_window, window_search, catalogue, 1)
    qtbot.waitUntil(lambda: label.text().endswith(" · the catalogue"), timeout=WAIT_MS)
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
    qtbot, make_settings, make_window, window_search, tmp_path: Path, make_file, said: str
) -> None:
    path = tmp_path / "catalogue.sqlite"
    make_file(path)
    before = path.read_bytes()
    window, label, _ = window_on(make_settings, make_window, window_search, path, 1)
    messages: list[str] = []
    window.statusBar().messageChanged.connect(lambda text: messages.append(text) if text else None)
    window.solveService().verdicts().setPause(0)
    for deal in (2, 3, 4):
        window.setDeal(deal)
        qtbot.waitUntil(lambda: label.known() is not None, timeout=WAIT_MS)
    assert label.text() == SEARCHED
    qtbot.waitUntil(lambda: bool(messages), timeout=WAIT_MS)
    assert len(messages) == 1 and said in messages[0] and str(path) in messages[0]
    assert messages[0].startswith("The deal catalogue is not used: ")
    assert path.read_bytes() == before  # never written to


def test_the_catalogues_message_is_shown_translated(  # type: ignore[no-untyped-def]
    qtbot, make_settings, make_window, window_search, tmp_path: Path, interface_language
) -> None:
    interface_language("pt_BR")
    path = tmp_path / "catalogue.sqlite"
    _foreign(path)
    window, _, _ = window_on(make_settings, make_window, window_search, path, 1)
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
    qtbot, make_settings, make_window, window_search, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "none" / "catalogue.sqlite"
    window, label, solver = window_on(make_settings, make_window, window_search, path, 1)
    messages: list[str] = []
    window.statusBar().messageChanged.connect(lambda text: messages.append(text) if text else None)
    window.solveService().verdicts().setPause(0)
    window.setDeal(2)
    qtbot.waitUntil(lambda: label.known() is not None, timeout=WAIT_MS)
    window.solveService().verdicts().refreshFromCatalogue()  # as after a build: looked for again, not there
    qtbot.wait(200)
    assert label.text() == SEARCHED and solver.quick_starts == [Position.deal(2)]
    assert messages == [] and not path.parent.exists()


def test_deals_switched_without_a_catalogue_wake_no_reader_thread(
    qtbot, make_settings, make_window, window_search, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    # A missing file is seen by a stat: a reader thread woken at every deal switch would take the GIL
    # from the GUI thread during the switch (bench_window's deal switch: 3.2 ms became 3.9 ms).
    def readers() -> int:
        return sum(thread.name == "catalogue-reader" for thread in threading.enumerate())

    before = readers()
    window, _, _ = window_on(make_settings, make_window, window_search, tmp_path / "none.sqlite", 1)
    for number in range(2, 12):
        window.setDeal(number)
    qtbot.wait(50)
    assert readers() == before


class _LaidOut(QObject):
    """Counts the layouts asked of a widget and the moves of another."""

    def __init__(self, laid_out: QWidget, moved: QWidget) -> None:
        super().__init__()
        self.layouts = self.moves = 0
        self._laid_out, self._moved = laid_out, moved
        laid_out.installEventFilter(self)
        moved.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._laid_out and event.type() == QEvent.Type.LayoutRequest:
            self.layouts += 1
        elif watched is self._moved and event.type() == QEvent.Type.Move:
            self.moves += 1
        return False


def test_browsing_catalogued_deals_keeps_the_status_bar_still(  # type: ignore[no-untyped-def]
    qtbot, make_settings, make_window, window_search, tmp_path: Path
) -> None:
    # Each deal empties the verdict and the catalogue's count fills it again a moment later: the site's
    # note beside it would move twice and the whole bar be laid out and repainted, at every deal.
    rows = [Row(deal, "solved", 44, 50, 80, 12.0, "freecell-gui 0.3.0 counts") for deal in range(1, 8)]
    path = catalogue_of(tmp_path / "catalogue.sqlite", rows)
    window, label, _ = window_on(make_settings, make_window, window_search, path, 1)
    window.resize(1000, 700)
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: label.known() is not None, timeout=WAIT_MS)
    qtbot.wait(50)  # the first count laid out
    bar = window.statusBar()
    note = bar.site_note
    where, counted = note.geometry(), _LaidOut(bar, note)
    for deal in range(2, 8):
        window.setDeal(deal)
        assert label.text() == ""  # nothing known of the new deal yet: no stale count
        qtbot.waitUntil(lambda: label.known() is not None, timeout=WAIT_MS)
        QApplication.processEvents()
        assert label.text() == "Solvable in 44 moves · the catalogue" and label.isVisible()
        assert label.width() >= label.sizeHint().width()  # said whole
    assert (counted.layouts, counted.moves) == (0, 0) and note.geometry() == where
