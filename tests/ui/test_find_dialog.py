"""The find dialog: searches off the UI thread, shows matches as found, cancels, refuses bad text."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Sequence

import pytest
from PySide6.QtCore import QTimer

from freecell_gui.core import LAST_DEAL, deal
from freecell_gui.core.formats import format_deal
from freecell_gui.ui.find_dialog import FindDealDialog


def slow_search(matches: list[int], steps: int = 40) -> Callable[..., list[int]]:
    """A fake finder that takes ~steps × 10 ms, reports progress and matches, and honours should_stop."""

    def search(cards: Sequence[int], progress, should_stop, on_match) -> list[int]:  # type: ignore[no-untyped-def]
        found: list[int] = []
        for step in range(steps):
            if should_stop():
                return found
            time.sleep(0.01)
            progress((step + 1) / steps)
            if step < len(matches):
                found.append(matches[step])
                on_match(matches[step])
        return found

    return search


@pytest.fixture
def make_dialog(qtbot) -> Callable[..., FindDealDialog]:  # type: ignore[no-untyped-def]
    def make(search: Callable[..., list[int]] | None = None) -> FindDealDialog:
        dialog = FindDealDialog(search=search)
        qtbot.addWidget(dialog)
        dialog.show()
        return dialog

    return make


def test_matches_arrive_while_the_ui_thread_stays_responsive(qtbot, make_dialog) -> None:  # type: ignore[no-untyped-def]
    dialog = make_dialog(slow_search([5, 2**31 + 7, LAST_DEAL]))
    ticks = []
    timer = QTimer(interval=5)
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start()
    dialog.setLayoutText("JD 2D 9H")
    gui_thread = threading.get_ident()
    with qtbot.waitSignal(dialog.searchFinished, timeout=5000):
        dialog.startSearch()
        assert dialog.isSearching()
        assert threading.get_ident() == gui_thread
    timer.stop()
    assert dialog.matches() == [5, 2**31 + 7, LAST_DEAL]
    assert len(ticks) >= 10  # the event loop kept running during the ~0.4 s search
    with qtbot.waitSignal(dialog.dealActivated) as blocker:
        dialog._on_show_clicked()
    assert blocker.args == [5]


def test_cancel_stops_the_search(qtbot, make_dialog) -> None:  # type: ignore[no-untyped-def]
    dialog = make_dialog(slow_search([1, 2, 3], steps=500))
    dialog.setLayoutText("JD 2D")
    dialog.startSearch()
    qtbot.wait(50)
    started = time.perf_counter()
    dialog.cancelSearch()
    assert time.perf_counter() - started < 1.0
    assert not dialog.isSearching()
    assert "cancelled" in dialog._status.text()


def test_closing_during_a_search_is_clean(qtbot, make_dialog) -> None:  # type: ignore[no-untyped-def]
    dialog = make_dialog(slow_search([1], steps=500))
    dialog.setLayoutText("JD 2D")
    dialog.startSearch()
    qtbot.wait(30)
    dialog.close()
    assert not dialog.isSearching()
    qtbot.wait(50)  # any late queued signal must be ignored without error


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("JD XX", "'XX' is not a card"),
        ("JD JD", "duplicate card JD"),
        ("JD", "give at least 2 cards"),
        ("", "at least two"),
    ],
)
def test_bad_text_shows_the_parser_message_and_disables_find(make_dialog, text: str, message: str) -> None:  # type: ignore[no-untyped-def]
    dialog = make_dialog(slow_search([]))
    dialog.setLayoutText(text)
    assert message in dialog._feedback.text()
    assert not dialog._find.isEnabled()
    dialog.startSearch()
    assert not dialog.isSearching()


def test_a_failing_search_shows_its_message(qtbot, make_dialog) -> None:  # type: ignore[no-untyped-def]
    def failing(cards, **_callbacks):  # type: ignore[no-untyped-def]
        raise ValueError("something is wrong with this layout")

    dialog = make_dialog(failing)
    dialog.setLayoutText("JD 2D")
    with qtbot.waitSignal(dialog.searchFinished, timeout=5000):
        dialog.startSearch()
    assert dialog._status.text() == "something is wrong with this layout"


@pytest.mark.parametrize("number", [617, 2**32 + 12345])
def test_the_real_finder_finds_a_pasted_layout(qtbot, make_dialog, number: int) -> None:  # type: ignore[no-untyped-def]
    dialog = make_dialog()
    dialog.setLayoutText(format_deal(deal(number), "columns"))
    with qtbot.waitSignal(dialog.searchFinished, timeout=20_000):
        dialog.startSearch()
    assert dialog.matches() == [number]
    with qtbot.waitSignal(dialog.dealActivated) as blocker:
        dialog._results.itemActivated.emit(dialog._results.item(0))
    assert blocker.args == [number]


def test_the_window_shows_a_found_deal(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window(1)
    window.actionsByName()["find"].trigger()
    dialog = window.findDialog()
    dialog.setLayoutText("7D AD 5C 3S 5S 8C 2D AH")
    with qtbot.waitSignal(dialog.searchFinished, timeout=20_000):
        dialog.startSearch()
    dialog.dealActivated.emit(dialog.matches()[0])
    assert window.deal() == 617
    dialog.close()


def test_millions_of_matches_arrive_in_batches_and_the_list_stays_bounded(qtbot, make_dialog) -> None:  # type: ignore[no-untyped-def]
    from freecell_gui.ui.find_dialog import LISTED_MATCHES

    dialog = make_dialog()
    dialog.setLayoutText("JD 2D")
    batches: list[list[int]] = []
    with qtbot.waitSignal(dialog.searchFinished, timeout=60_000):
        dialog.startSearch()
        assert dialog._task_signals is not None
        dialog._task_signals.matched.connect(batches.append)
    assert len(dialog.matches()) > 3_000_000
    assert dialog.matches() == sorted(dialog.matches())
    assert len(batches) < 3000  # not one queued signal per match
    assert dialog._results.count() == LISTED_MATCHES
    assert "give more cards" in dialog._status.text()
