"""Every message readable whole at 1366×768, in English, Portuguese and Japanese: the status bar's beside
its permanent labels (or in their place), the playback panel's wrapped over as many lines as it needs."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtWidgets import QWidget

from freecell_gui.ui.playback.panel import PlaybackPanel
from freecell_gui.ui.text.wording import sentence
from freecell_gui.ui.widgets.wrapped_label import MAX_CHARS, ZERO_WIDTH_SPACE, WrappedLabel
from freecell_gui.ui.window.main_window import MainWindow
from freecell_gui.ui.window.status_bar import StatusBar
from tests.helpers.fc_solve import fc_solve_moves, require_fc_solve
from tests.helpers.scripted import FailingSearch
from tests.helpers.windows import choose_language, laptop_window

MakeWindow = Callable[..., MainWindow]
LANGUAGES = ["en", "pt_BR", "ja"]


@pytest.fixture
def window(qtbot, make_window: MakeWindow) -> MainWindow:  # type: ignore[no-untyped-def]
    window = make_window(617)
    laptop_window(qtbot, window, "textPane", "playbackPane")
    return window


@pytest.fixture
def failing(window_search) -> FailingSearch:  # type: ignore[no-untyped-def]
    """Windows made after it search in a process that ends as it is asked: the longest lines."""
    return window_search(FailingSearch())  # type: ignore[no-any-return]


def global_rect(widget: QWidget):  # type: ignore[no-untyped-def]
    return widget.rect().translated(widget.mapToGlobal(widget.rect().topLeft()))


def assert_whole(label: WrappedLabel, message: str) -> None:
    """``message`` whole in ``label``, every wrapped line of it given room."""
    assert label.isVisible() and label.message() == message
    assert label.text().replace(ZERO_WIDTH_SPACE, "") == sentence(message)  # not cut, not elided
    assert label.heightForWidth(label.width()) <= label.height(), (label.size(), message)


def assert_readable_in_the_status_bar(window: MainWindow, message: str) -> None:
    bar = window.statusBar()
    assert isinstance(bar, StatusBar) and bar.currentMessage() == message
    label = bar.messageLabel()
    assert_whole(label, message)
    assert global_rect(window).contains(global_rect(label))
    for other in bar.permanentLabels():
        overlaps = other.isVisible() and global_rect(other).intersects(global_rect(label))
        assert not overlaps, other.objectName()


@pytest.mark.parametrize("code", LANGUAGES)
def test_a_solver_failure_is_whole_in_the_status_bar(
    qtbot, failing: FailingSearch, window: MainWindow, interface_language, code: str
) -> None:  # type: ignore[no-untyped-def]
    choose_language(window, code)
    window.actionsByName()["continueHere"].trigger()  # said in the status bar
    bar = window.statusBar()
    assert isinstance(bar, StatusBar)
    qtbot.waitUntil(lambda: FailingSearch.WHY in bar.currentMessage(), timeout=10_000)
    message = bar.currentMessage()
    assert message.endswith(f"SearchProcessError: {FailingSearch.WHY}")
    qtbot.wait(50)  # a second line's height reaches the window's layout
    assert_readable_in_the_status_bar(window, message)
    bar.clearMessage()
    assert all(label.isVisible() for label in bar.permanentLabels())  # back once the message is gone


def test_a_short_message_stands_beside_the_permanent_labels_and_a_huge_one_is_cut_and_wrapped(
    qtbot, window: MainWindow
) -> None:  # type: ignore[no-untyped-def]
    bar = window.statusBar()
    assert isinstance(bar, StatusBar)
    bar.showMessage("Opened https://freecellgamesolutions.com/fcs/?game=617", 5000)
    qtbot.wait(50)  # the status bar's layout
    assert_readable_in_the_status_bar(window, "Opened https://freecellgamesolutions.com/fcs/?game=617")
    assert all(label.isVisible() for label in bar.permanentLabels())  # room for both: nothing hidden
    huge = "a very long message " * 200
    bar.showMessage(huge)
    qtbot.wait(50)
    label = bar.messageLabel()
    shown = label.text().replace(ZERO_WIDTH_SPACE, "")
    assert len(shown) == MAX_CHARS and shown.endswith("…")
    assert label.toolTip() == sentence(huge)  # whole in the tooltip, as a sentence
    assert label.heightForWidth(label.width()) <= label.height() > label.fontMetrics().height()  # two lines
    assert global_rect(window).contains(global_rect(label))
    assert not any(other.isVisible() for other in bar.permanentLabels())


def assert_whole_in_the_panel(panel: PlaybackPanel, message: str) -> None:
    assert panel.statusText() == message
    assert_whole(panel.statusLabel(), message)
    assert global_rect(panel).contains(global_rect(panel.statusLabel()))


@pytest.mark.parametrize("code", LANGUAGES)
def test_a_long_refusal_wraps_whole_in_the_panel(
    qtbot, window: MainWindow, interface_language, code: str
) -> None:  # type: ignore[no-untyped-def]
    require_fc_solve()
    choose_language(window, code)
    panel = window.findChild(PlaybackPanel)
    assert panel is not None
    moves = fc_solve_moves(617).split()
    assert not panel.loadSolution(" ".join([*moves[:70], "zz", *moves[70:]]))  # move 71 is no move
    qtbot.wait(50)  # the line's new height reaches the dock's layout
    message = panel.statusText()
    assert "zz" in message and len(message) > 60
    assert_whole_in_the_panel(panel, message)


@pytest.mark.parametrize("code", LANGUAGES)
def test_a_solve_that_fails_says_so_once_and_whole(
    qtbot, failing: FailingSearch, window: MainWindow, interface_language, code: str
) -> None:  # type: ignore[no-untyped-def]
    choose_language(window, code)
    panel = window.findChild(PlaybackPanel)
    assert panel is not None
    window.actionsByName()["solve"].trigger()
    qtbot.waitUntil(lambda: FailingSearch.WHY in panel.statusText(), timeout=10_000)
    qtbot.wait(50)  # the line's new height reaches the layout
    message = panel.statusText()
    assert message.count(FailingSearch.WHY) == 1  # said once
    assert_whole_in_the_panel(panel, message)
