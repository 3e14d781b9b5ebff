"""Go → Random deal by difficulty in the window: the menu's band gives a deal of that band (rated again here),
rated in the search's process; the band is remembered; a long search shows its progress and Cancel stops
it; a failing search is said; a new band replaces a search under way."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMenu, QProgressDialog, QPushButton

from freecell_gui.core.catalogue.facts import count_row
from freecell_gui.core.catalogue.random_deal import Rate
from freecell_gui.core.difficulty_bands import EASY, HARD, VERY_HARD
from freecell_gui.core.rules.position import Position
from freecell_gui.core.search import GAVE_UP, NO_SOLUTION, SearchResult
from freecell_gui.core.search.process import SearchProcessError
from freecell_gui.ui.difficulty import deal_search
from freecell_gui.ui.difficulty.deal_search import PROGRESS_DELAY_MS, DealSearch
from freecell_gui.ui.settings import DIFFICULTY, DIFFICULTY_ANY_VERDICT, ViewerSettings
from freecell_gui.ui.window import difficulty_commands
from tests.helpers.windows import show_active


def entry(window: object, band: str) -> QAction:
    action = window.findChild(QAction, f"difficulty-{band}")  # type: ignore[attr-defined]
    assert isinstance(action, QAction)
    return action


def search_of(window: object) -> DealSearch:
    search = window.findChild(DealSearch)  # type: ignore[attr-defined]
    assert isinstance(search, DealSearch)
    return search


class StandInRating:
    """Where the window rates deals in the test, deals 1 … ``last``: ``answer(deal, stop)`` gives each
    result; the deals asked for and the stop events are kept."""

    def __init__(self, answer: Callable[[int, threading.Event], SearchResult], last: int) -> None:
        self.answer = answer
        self.deal_of = {Position.deal(deal): deal for deal in range(1, last + 1)}
        self.deals: list[int] = []
        self.stops: list[threading.Event] = []

    def rate(self) -> Rate:
        def rate(start: Position, seconds: float, stop: threading.Event) -> SearchResult:
            deal = self.deal_of[start]
            self.deals.append(deal)
            self.stops.append(stop)
            return self.answer(deal, stop)

        return rate

    def prepare(self, stop: threading.Event) -> None:
        pass

    def close(self) -> None:
        pass


@pytest.fixture
def stand_in(monkeypatch: pytest.MonkeyPatch) -> Callable[..., StandInRating]:
    """Replaces the search's process by a :class:`StandInRating` for the window made next, the deals drawn
    from 1 … ``last``."""

    def install(answer: Callable[[int, threading.Event], SearchResult], last: int = 30) -> StandInRating:
        rating = StandInRating(answer, last)
        monkeypatch.setattr(deal_search, "SearchProcessRating", lambda: rating)
        monkeypatch.setattr(difficulty_commands, "DRAWN_FROM", (1, last))
        return rating

    return install


def test_a_hard_deal_from_the_menu_is_hard_rated_again_and_the_band_is_remembered(
    qtbot,
    make_window,
    make_settings: Callable[[], ViewerSettings],  # type: ignore[no-untyped-def]
) -> None:
    window = make_window(617)
    search = search_of(window)
    assert not entry(window, "hard").isChecked()  # easy, by default
    menu = window.actionsByName()["randomByDifficulty"].menu()
    assert isinstance(menu, QMenu) and entry(window, "hard") in menu.actions()
    entry(window, "hard").trigger()
    qtbot.waitUntil(lambda: not search.isSearching(), timeout=90_000)
    deal = window.deal()
    assert deal != 617 and 1 <= deal <= 1_000_000
    again = count_row(deal)  # in this process, independently of the window's search process
    assert again.verdict == "solved" and HARD.holds(again.difficulty or 0), again
    said = window.statusBar().currentMessage()
    assert said.startswith(f"Deal {deal:,}: hard, difficulty {again.difficulty}"), said
    assert make_settings().value(DIFFICULTY) == "hard"
    assert entry(make_window(1), "hard").isChecked()


def test_a_long_search_shows_its_progress_and_cancel_stops_it(qtbot, make_window, stand_in) -> None:  # type: ignore[no-untyped-def]
    def never_in_band(deal: int, stop: threading.Event) -> SearchResult:
        stop.wait(0.2)
        return SearchResult(GAVE_UP, None, 10, 0.2, stopped=True)

    rating = stand_in(never_in_band)  # 30 deals: 6 s to try them all
    window = make_window(617)
    search = search_of(window)
    entry(window, "medium").trigger()
    assert search.progressDialog() is None  # not at once: most searches end before it would show
    qtbot.waitUntil(lambda: search.progressDialog() is not None, timeout=PROGRESS_DELAY_MS + 5000)
    dialog = search.progressDialog()
    assert isinstance(dialog, QProgressDialog) and dialog.isVisible()
    assert "Looking for a deal: medium" in dialog.labelText()
    qtbot.waitUntil(lambda: "deals rated" in dialog.labelText(), timeout=5000)
    button = dialog.findChild(QPushButton)
    assert button is not None and button.text() == "Cancel"
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    assert not search.isSearching() and search.progressDialog() is None
    assert rating.stops[-1].is_set()
    rated = len(rating.deals)
    time.sleep(0.2)
    assert len(rating.deals) <= rated + 1  # the search stopped (one rating may have been under way)
    qtbot.wait(50)
    assert window.deal() == 617 and window.statusBar().currentMessage() == ""


def test_a_failing_search_is_said(qtbot, make_window, stand_in) -> None:  # type: ignore[no-untyped-def]
    def broken(deal: int, stop: threading.Event) -> SearchResult:
        raise SearchProcessError("the search's process ended (killed by signal 9)")

    stand_in(broken)
    window = make_window(617)
    search = search_of(window)
    entry(window, "easy").trigger()
    qtbot.waitUntil(lambda: not search.isSearching(), timeout=5000)
    assert window.deal() == 617
    assert window.statusBar().currentMessage() == (
        "The search for a deal failed: SearchProcessError: the search's process ended (killed by signal 9)"
    )


def test_a_range_without_the_band_is_said(qtbot, make_window, stand_in) -> None:  # type: ignore[no-untyped-def]
    stand_in(lambda deal, stop: SearchResult(NO_SOLUTION, None, 100, 0.01), last=12)
    window = make_window(617)
    show_active(qtbot, window)
    search = search_of(window)
    ctrl_alt = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
    qtbot.keyClick(window, Qt.Key.Key_1, ctrl_alt)  # Easy's shortcut, the menu closed
    qtbot.waitUntil(lambda: not search.isSearching(), timeout=5000)
    assert window.deal() == 617
    assert window.statusBar().currentMessage() == "no deal of 1 … 12 is easy"


def test_deals_without_a_solution_come_as_very_hard_once_asked_for(
    qtbot,
    make_window,
    stand_in,
    make_settings: Callable[[], ViewerSettings],  # type: ignore[no-untyped-def]
) -> None:
    stand_in(lambda deal, stop: SearchResult(NO_SOLUTION, None, 100, 0.01), last=12)
    window = make_window(617)
    toggle = window.findChild(QAction, "difficultyAnyVerdict")
    assert isinstance(toggle, QAction) and not toggle.isChecked()
    toggle.trigger()
    assert make_settings().value(DIFFICULTY_ANY_VERDICT) is True
    search = search_of(window)
    entry(window, VERY_HARD.key).trigger()
    qtbot.waitUntil(lambda: not search.isSearching(), timeout=5000)
    assert 1 <= window.deal() <= 12
    said = window.statusBar().currentMessage()
    assert said == f"Deal {window.deal()}: no solution (the solver tried every position)"


def test_a_new_band_replaces_the_search_under_way(qtbot, make_window, stand_in) -> None:  # type: ignore[no-untyped-def]
    from freecell_gui.core.search.solution import FoundSolution

    def slow_then_easy(deal: int, stop: threading.Event) -> SearchResult:
        if stop.wait(0.02):
            return SearchResult(GAVE_UP, None, 10, 0.02, stopped=True)
        moves = 30  # 10·log10(5000) + 30/5 = 43.0 points: easy
        return SearchResult("solved", FoundSolution((None,) * moves, ("1a",) * moves), 5000, 0.02)  # type: ignore[arg-type]

    rating = stand_in(slow_then_easy)
    window = make_window(617)
    search = search_of(window)
    entry(window, "very-hard").trigger()
    qtbot.waitUntil(lambda: bool(rating.stops), timeout=5000)
    first_stop = rating.stops[0]
    entry(window, "easy").trigger()
    assert first_stop.is_set()
    qtbot.waitUntil(lambda: not search.isSearching(), timeout=5000)
    qtbot.wait(100)  # the first search's last word, if any, comes too late to count
    assert EASY.holds(43.0) and window.statusBar().currentMessage().startswith(f"Deal {window.deal()}: easy")


def test_the_window_s_gui_thread_never_rates(qtbot, make_window, stand_in) -> None:  # type: ignore[no-untyped-def]
    threads: list[threading.Thread] = []

    def where(deal: int, stop: threading.Event) -> SearchResult:
        threads.append(threading.current_thread())
        return SearchResult(NO_SOLUTION, None, 100, 0.01)

    stand_in(where, last=3)
    window = make_window(617)
    entry(window, "hard").trigger()
    qtbot.waitUntil(lambda: not search_of(window).isSearching(), timeout=5000)
    assert threads and threading.main_thread() not in threads


def test_the_entries_are_translated_with_the_window(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    from tests.helpers.windows import choose_language

    window = make_window(617)
    choose_language(window, "pt_BR")
    try:
        assert entry(window, "hard").text() != "&Hard"
        assert window.actionsByName()["randomByDifficulty"].text() != "Random deal by &difficulty"
    finally:
        choose_language(window, "en")
