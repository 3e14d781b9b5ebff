"""View → Autoplay: none, safe and max, remembered, with their keys; they change hand play and the
autoplay the panel's Solve searches with."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from freecell_gui.core.rules.autoplay import AUTOPLAY_MODES
from freecell_gui.ui.dialogs.shortcuts import ShortcutsDialog
from freecell_gui.ui.playback import PlaybackPanel
from freecell_gui.ui.playback.dock import PlaybackDock
from freecell_gui.ui.window.main_window import MainWindow
from freecell_gui.ui.window.verdict_label import VerdictLabel
from tests.helpers.scripted import ScriptedSearch, Shown, assert_replays, engine_solutions
from tests.helpers.windows import show_active

WAIT_MS = 30_000
# On deal 4 these moves leave every card in play without autoplay, send some home with safe autoplay and
# more with max autoplay (a red card whose black twos are not both home yet).
DEAL_4_MOVES = "57 57 51 5a 6b"


def autoplay_action(window: MainWindow, mode: str) -> QAction:
    [action] = [a for a in window.handPlay().autoplayActions() if a.objectName() == f"autoplay-{mode}"]
    return action


def panel_of(window: MainWindow) -> PlaybackPanel:
    dock = window.findChild(PlaybackDock)
    assert dock is not None
    return dock.panel()


def solve(window: MainWindow) -> PlaybackPanel:
    """Solve the deal shown; the panel."""
    window.actionsByName()["solve"].trigger()
    return panel_of(window)


@pytest.fixture
def scripted(window_search: Callable[[ScriptedSearch], ScriptedSearch]) -> ScriptedSearch:
    """The window's search, scripted: the quick pass answers our search's 46 moves (safe autoplay) on
    deal 1 at once."""
    return window_search(ScriptedSearch(first=engine_solutions(1)[-3]))


@pytest.fixture
def window(qtbot: QtBot, make_window: Callable[..., MainWindow]) -> Iterator[MainWindow]:
    window = make_window(4)
    window.resize(1200, 800)
    show_active(qtbot, window)
    window.board().setFocus()
    yield window
    panel_of(window).cancelSolve()


def test_the_menu_offers_the_three_modes_one_checked_each_with_its_key(window: MainWindow) -> None:
    actions = window.handPlay().autoplayActions()
    assert [action.data() for action in actions] == list(AUTOPLAY_MODES)
    assert all(action.isCheckable() for action in actions) and actions[0].actionGroup().isExclusive()
    assert [action.isChecked() for action in actions] == [True, False, False]  # safe, Microsoft's
    dialog = ShortcutsDialog(list(window.actionsByName().values()), window)
    rows = {(group, what): keys for group, what, keys in dialog.visibleRows()}
    for action in actions:
        key = action.shortcut().toString(action.shortcut().SequenceFormat.NativeText)
        assert key and rows[("View › Autoplay", action.text().replace("&", ""))] == key
    dialog.deleteLater()


def test_each_mode_changes_hand_play_by_its_key_and_is_remembered(
    qtbot: QtBot, window: MainWindow, make_window: Callable[..., MainWindow]
) -> None:
    home: dict[str, int] = {}
    for mode in AUTOPLAY_MODES:
        key = autoplay_action(window, mode).shortcut()[0]  # type: ignore[index]
        QTest.keyClick(window.board(), key.key(), key.keyboardModifiers())
        assert window.session().autoplay() == mode and autoplay_action(window, mode).isChecked()
        window.session().restart()
        window.session().play_text(DEAL_4_MOVES)
        position = window.session().position()
        assert position is not None
        home[mode] = sum(position.foundations)
    assert home["none"] == 0 < home["safe"] < home["max"]
    window.close()
    reopened = make_window(4)  # held to the end, like every window: see tests/conftest.py
    assert reopened.session().autoplay() == "none"  # the last one chosen


@pytest.mark.parametrize("mode", AUTOPLAY_MODES)
def test_solve_searches_with_the_autoplay_chosen(qtbot: QtBot, window: MainWindow, mode: str) -> None:
    window.setDeal(1)
    panel = panel_of(window)
    shown = Shown(window.session(), panel)
    autoplay_action(window, mode).trigger()
    solve(window)
    qtbot.waitUntil(lambda: not panel.isSolving(), timeout=WAIT_MS)
    assert all(solution.autoplay == mode for solution in shown.solutions) and shown.solutions
    for solution in shown.solutions:
        assert_replays(solution)
    name = "autoplay off" if mode == "none" else f"{mode} autoplay"
    assert f"our quick search, {name}" in shown.statuses[0]
    assert f"search, {name}" in panel.statusText()
    label = window.findChild(VerdictLabel, "verdictLabel")  # the status bar's count is the autoplay's too
    assert label is not None
    assert (
        label.text().endswith(f"search, {name}")
        and f" {shown.solutions[-1].given_count()} moves" in label.text()
    )


def test_with_max_autoplay_a_safe_solution_says_it_is_shown_with_safe_autoplay(
    qtbot: QtBot, scripted: ScriptedSearch, window: MainWindow
) -> None:
    window.setDeal(1)
    autoplay_action(window, "max").trigger()
    panel = solve(window)
    qtbot.waitUntil(lambda: panel.stepCount() > 0, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: "until" in panel.statusText(), timeout=WAIT_MS)
    assert panel.statusText().endswith(
        " · shown with safe autoplay until our search finds one with max autoplay…"
    )
    panel.playbackActions().forward.trigger()  # playback started: a solution in another autoplay waits too
    scripted.release(engine_solutions(1, "max")[-1])
    qtbot.waitUntil(lambda: "ready" in panel.statusText(), timeout=WAIT_MS)
    assert panel.solution() is not None and panel.solution().autoplay == "safe"  # type: ignore[union-attr]
    panel.playbackActions().start.trigger()
    assert panel.solution().autoplay == "max"  # type: ignore[union-attr]
    assert panel.statusText().startswith("Our search's solution: ")


def test_changing_autoplay_while_solving_starts_the_search_again_with_it(
    qtbot: QtBot, scripted: ScriptedSearch, window: MainWindow
) -> None:
    window.setDeal(1)
    panel = solve(window)
    qtbot.waitUntil(scripted.started.is_set, timeout=WAIT_MS)
    autoplay_action(window, "max").trigger()
    qtbot.waitUntil(
        lambda: ("search", "max") in [(kind, mode) for kind, _, mode in scripted.calls], timeout=WAIT_MS
    )
    assert [(kind, mode) for kind, _, mode in scripted.calls if kind == "search"] == [
        ("search", "safe"),
        ("search", "max"),
    ]
    assert scripted.stopped.is_set() and panel.isSolving()


def test_a_move_played_by_hand_ends_the_search_and_the_panel_lists_the_game(
    qtbot: QtBot, scripted: ScriptedSearch, window: MainWindow
) -> None:
    window.setDeal(1)
    panel = solve(window)
    qtbot.waitUntil(scripted.started.is_set, timeout=WAIT_MS)
    assert window.session().play_text("5a") is None
    assert scripted.stopped.wait(5) and not panel.isSolving()
    solution = panel.solution()
    assert solution is not None and solution.steps[0].text == "5a"
