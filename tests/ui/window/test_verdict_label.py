"""The status bar's verdict: our quick pass's count and whose it is, found after a pause, stopped by a new
deal, remembered; one count for a deal (a Solve's shorter solution is the status bar's next); "no
solution" said once."""

from __future__ import annotations

from PySide6.QtCore import Qt

from freecell_gui.app.known import Known
from freecell_gui.core import search as engine
from freecell_gui.core.rules.autoplay import Autoplay
from freecell_gui.core.rules.position import Position
from freecell_gui.core.search import GAVE_UP
from freecell_gui.ui.playback.dock import PlaybackDock
from freecell_gui.ui.solving.deal_verdict import PAUSE_MS
from freecell_gui.ui.window.main_window import MainWindow
from freecell_gui.ui.window.status_bar import SiteNoteLabel
from freecell_gui.ui.window.verdict_label import VerdictLabel
from tests.helpers.scripted import ScriptedSearch, engine_solutions

BROWSING_PAUSE_MS = 60_000
WAIT_MS = 30_000  # a generous ceiling for a loaded CI machine, not a speed goal (see bench_verdict)


def verdict_of(window: MainWindow) -> VerdictLabel:
    label = window.findChild(VerdictLabel, "verdictLabel")
    assert isinstance(label, VerdictLabel) and label.isVisibleTo(window.statusBar())
    return label


def wait_for_verdict(qtbot, label: VerdictLabel) -> Known:  # type: ignore[no-untyped-def]
    qtbot.waitUntil(lambda: label.known() is not None, timeout=WAIT_MS)
    known = label.known()
    assert known is not None
    return known


def quick_calls(search: ScriptedSearch) -> list[Position]:
    return [start for kind, start, _ in search.calls if kind == "quick"]


def test_deal_1_is_solvable_in_the_quick_passs_count(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window(1)
    label = verdict_of(window)
    known = wait_for_verdict(qtbot, label)
    quick = engine.quick(Position.deal(1), Autoplay.SAFE).solution  # the oracle: the quick pass, directly
    assert quick is not None and known.moves == len(quick)
    assert label.text() == f"Solvable in {len(quick)} moves · our quick search, safe autoplay"
    # Counted as the site counts, and adding up to the moves listed: every card goes home once.
    assert known.solution is not None and known.moves + known.auto == len(known.solution.steps)  # type: ignore[operator]
    assert known.auto == 52 - sum(move.dest == "h" for move in quick.moves)
    assert f"{known.moves} moves + {known.auto} by autoplay, as freecellgamesolutions.com" in label.toolTip()


def test_deal_11982_says_no_solution_once(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window(11982)
    label = verdict_of(window)
    site_note = window.findChild(SiteNoteLabel, "siteNoteLabel")
    assert site_note.text() == "No solution exists for this deal"  # the cited list's, until our proof
    wait_for_verdict(qtbot, label)
    assert label.text() == "No solution exists · our search tried every position"
    assert site_note.text() == ""  # not said twice
    window.setDeal(11983)
    assert site_note.text().startswith("Solution on ")


def test_fast_browsing_starts_one_search_after_the_pause(qtbot, make_window, window_search) -> None:  # type: ignore[no-untyped-def]
    search = window_search(ScriptedSearch(first=engine_solutions(1)[-1]))
    window = make_window(100)
    label, service = verdict_of(window), window.solveService()
    started: list[object] = []
    service.verdicts().started.connect(started.append)
    # While browsing, a pause no loaded machine can stretch a 20 ms wait to; the real one for the last deal.
    service.verdicts().setPause(BROWSING_PAUSE_MS)
    for number in range(200, 220):  # 20 deals, a key press every 20 ms
        window.setDeal(number)
        qtbot.wait(20)
        assert label.text() == ""  # no stale verdict of an earlier deal while browsing
    assert search.calls == [] and started == []
    service.verdicts().setPause(PAUSE_MS)
    window.setDeal(220)
    wait_for_verdict(qtbot, label)
    qtbot.wait(PAUSE_MS)  # no second search follows
    assert started == [Position.deal(220)] and quick_calls(search) == [Position.deal(220)]
    assert label.text() == "Solvable in 39 moves · our quick search, safe autoplay"  # what it answered


def test_a_new_deal_stops_the_running_search_and_ignores_its_result(
    qtbot, make_window, window_search
) -> None:  # type: ignore[no-untyped-def]
    search = window_search(ScriptedSearch(slow=True))
    window = make_window(300)
    label, service = verdict_of(window), window.solveService()
    service.verdicts().setPause(0)
    window.setDeal(301)
    qtbot.waitUntil(search.quick_started.is_set, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: label.text() == "Solving…", timeout=WAIT_MS)
    search.slow = False  # the next search gives up at once
    window.setDeal(302)
    assert search.stopped.wait(5), "the running search never saw the stop flag"
    wait_for_verdict(qtbot, label)
    qtbot.wait(50)  # the stopped search's late result has had time to arrive
    assert label.text() == "Our quick search gave up after 12,345 positions"
    assert quick_calls(search) == [Position.deal(301), Position.deal(302)]


def test_a_deal_seen_before_shows_its_verdict_without_a_search(qtbot, make_window, window_search) -> None:  # type: ignore[no-untyped-def]
    search = window_search(ScriptedSearch(first=engine_solutions(1)[-1]))
    window = make_window(400)
    label = verdict_of(window)
    window.solveService().verdicts().setPause(0)
    window.setDeal(401)
    wait_for_verdict(qtbot, label)
    window.setDeal(402)
    wait_for_verdict(qtbot, label)
    window.setDeal(401)
    assert label.text().startswith("Solvable in 39 moves")  # at once, before any pause
    qtbot.wait(50)
    assert quick_calls(search) == [Position.deal(401), Position.deal(402)]


def test_dou_dizhu_shows_no_verdict_and_searches_nothing(qtbot, make_window, window_search) -> None:  # type: ignore[no-untyped-def]
    search = window_search(ScriptedSearch())
    window = make_window(500)
    window.solveService().verdicts().setPause(0)
    window.setGame("doudizhu")
    qtbot.wait(100)
    assert verdict_of(window).text() == "" and quick_calls(search) in ([], [Position.deal(500)])
    assert window.solveService().solving().deal() is None


def test_the_late_result_of_a_stopped_search_is_never_shown(qtbot, make_window, window_search) -> None:  # type: ignore[no-untyped-def]
    search = window_search(ScriptedSearch(first=engine_solutions(1)[-1], slow=True))
    window = make_window(300)
    label = verdict_of(window)
    window.solveService().verdicts().setPause(0)
    window.setDeal(301)
    qtbot.waitUntil(search.quick_started.is_set, timeout=WAIT_MS)
    window.setGame("doudizhu")  # no new search follows, so nothing but the late result could show
    assert search.stopped.wait(5)
    qtbot.wait(100)
    assert label.known() is None and label.text() == ""


def test_clicking_the_verdict_shows_its_solution_at_once_and_searches_for_shorter(
    qtbot, make_window, window_search
) -> None:  # type: ignore[no-untyped-def]
    search = window_search(ScriptedSearch(first=engine_solutions(1)[-3]))
    window = make_window(1)
    label = verdict_of(window)
    known = wait_for_verdict(qtbot, label)
    dock = window.findChild(PlaybackDock)
    assert dock is not None and not dock.isVisibleTo(window)
    qtbot.mouseClick(label, Qt.MouseButton.LeftButton)
    assert dock.isVisibleTo(window) and dock.panel().solution() == known.solution  # the count it said
    assert search.started.wait(5) and [kind for kind, _, _ in search.calls] == ["quick", "search"]
    search.release(engine_solutions(1)[-1])  # shorter: the status bar says so too
    qtbot.waitUntil(lambda: label.text().startswith("Shortened to 39 moves"), timeout=WAIT_MS)
    assert label.text() == "Shortened to 39 moves · our search, safe autoplay"
    assert dock.panel().statusText().startswith("Shortened to 39 moves (+ ")
    search.finish()
    window.setDeal(2)
    window.setDeal(1)  # back: the count found stays with its deal
    assert label.text() == "Shortened to 39 moves · our search, safe autoplay"


def test_a_solution_found_replaces_a_search_that_gave_up(qtbot, make_window, window_search) -> None:  # type: ignore[no-untyped-def]
    search = window_search(ScriptedSearch(quick_verdict=GAVE_UP))
    window = make_window(1)
    label = verdict_of(window)
    wait_for_verdict(qtbot, label)
    assert label.text() == "Our quick search gave up after 12,345 positions"
    search.first = engine_solutions(1)[-3]  # a Solve finds one: "gave up" goes
    window.actionsByName()["solve"].trigger()
    qtbot.waitUntil(lambda: label.text().startswith("Solvable in 46 moves"), timeout=WAIT_MS)
    assert "gave up" not in label.text()


def test_the_find_dialog_says_the_count_the_status_bar_says(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window(617)
    label = verdict_of(window)
    wait_for_verdict(qtbot, label)
    dialog = window.findDialog()
    dialog.setLayoutText("7D AD 5C 3S 5S 8C 2D AH")  # deal 617's first row
    with qtbot.waitSignal(dialog.searchFinished, timeout=WAIT_MS):
        dialog.startSearch()
    assert dialog.resultList().rowTexts(0) == ("617", "Windows 1 … 32,000", label.text())
    dialog.close()
