"""The main window as a user drives it: the spin box, actions, history, clipboard, settings."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QObject, QSettings, Qt, QUrl, Slot
from PySide6.QtGui import QAction, QDesktopServices, QGuiApplication
from PySide6.QtWidgets import QComboBox, QLabel

from freecell_gui.core import LAST_DEAL, deal
from freecell_gui.core.notation.formats import FORMATS, format_deal, parse_layout
from freecell_gui.ui.settings import ViewerSettings
from freecell_gui.ui.window.main_window import MainWindow
from tests.helpers.windows import show_active, type_in_deal_box

MakeWindow = Callable[..., MainWindow]
NUMBERS = [1, 617, 32000, 1_000_000, 2**31 - 1, 2**31, 2**32 - 1, 2**32, LAST_DEAL]


@pytest.mark.parametrize("number", NUMBERS)
def test_the_spin_box_drives_the_board(make_window: MakeWindow, qtbot, number: int) -> None:  # type: ignore[no-untyped-def]
    window = make_window(2)
    with qtbot.waitSignal(window.dealChanged) as blocker:
        window.spinBox().setValue(number)
    assert blocker.args == [number]
    assert window.deal() == number
    assert window.board().displayedCascades() == deal(number).cascades()
    assert window.windowTitle() == f"FreeCell deal {number:,} — freecell-gui"  # grouped as in the box


def test_typed_text_commits_on_enter_and_invalid_text_is_refused(make_window: MakeWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window(617)
    window.show()
    type_in_deal_box(qtbot, window, "11982")
    assert window.deal() == 11982
    type_in_deal_box(qtbot, window, "x9999999999")
    assert window.deal() == 11982
    assert window.board().displayedCascades() == deal(11982).cascades()


def test_previous_and_next_stop_at_the_ends(make_window: MakeWindow) -> None:
    window = make_window(1)
    actions = window.actionsByName()
    assert not actions["previous"].isEnabled()
    actions["next"].trigger()
    assert window.deal() == 2
    window.setDeal(LAST_DEAL)
    assert not actions["next"].isEnabled()
    actions["next"].trigger()
    assert window.deal() == LAST_DEAL
    actions["previous"].trigger()
    assert window.deal() == LAST_DEAL - 1


def test_history_goes_back_and_forward(make_window: MakeWindow) -> None:
    window = make_window(10)
    actions = window.actionsByName()
    window.setDeal(20)
    window.setDeal(30)
    actions["back"].trigger()
    assert window.deal() == 20
    actions["back"].trigger()
    assert window.deal() == 10
    assert not actions["back"].isEnabled()
    actions["forward"].trigger()
    assert window.deal() == 20
    window.setDeal(99)
    assert not actions["forward"].isEnabled()


def test_random_deals_stay_in_their_ranges(make_window: MakeWindow) -> None:
    window = make_window(1)
    window.random.seed(7)
    actions = window.actionsByName()
    seen = set()
    for _ in range(20):
        actions["random"].trigger()
        assert 1 <= window.deal() <= 1_000_000
        seen.add(window.deal())
    assert len(seen) > 15
    actions["randomAny"].trigger()
    assert 1 <= window.deal() <= LAST_DEAL


def test_copy_puts_the_deal_text_on_the_clipboard(make_window: MakeWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window(617)
    show_active(qtbot, window)
    window.board().setFocus()
    QGuiApplication.clipboard().clear()
    qtbot.keyClick(window.board(), Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    copied = QGuiApplication.clipboard().text()  # the pane's layout ("10" aligned), without its header
    assert parse_layout(copied).cards == parse_layout(format_deal(deal(617), "unicode")).cards
    assert copied.split() == format_deal(deal(617), "unicode").split() and copied.endswith("♥\n")


def test_text_pane_follows_the_deal_and_its_format(make_window: MakeWindow) -> None:
    window = make_window(617)
    window.actionsByName()["textPane"].trigger()
    assert window.textPaneText().split()[8:] == format_deal(deal(617), "unicode").split()  # after 1 … 8
    [chooser] = [box for box in window.findChildren(QComboBox) if box.findData("json") >= 0]
    assert [chooser.itemData(i) for i in range(chooser.count())] == list(FORMATS)
    for fmt in ("json", "rows", "columns", "unicode"):  # each one a change from the one before
        chooser.setCurrentIndex(chooser.findData(fmt))
        shown = window.textPaneText()
        assert parse_layout(shown.partition("8\n")[2] if "8\n" in shown else shown) == parse_layout(
            format_deal(deal(617), fmt)
        )
    chooser.setCurrentIndex(chooser.findData("json"))
    window.setDeal(1)
    assert json.loads(window.textPaneText()) == json.loads(format_deal(deal(1), "json"))
    QGuiApplication.clipboard().clear()
    window.actionsByName()["copy"].trigger()  # Copy uses the chosen format too
    assert json.loads(QGuiApplication.clipboard().text()) == json.loads(format_deal(deal(1), "json"))


class _UrlCatcher(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.urls: list[QUrl] = []

    @Slot(QUrl)
    def open(self, url: QUrl) -> None:
        self.urls.append(url)


def test_open_on_the_site(make_window: MakeWindow) -> None:
    window = make_window(617)
    catcher = _UrlCatcher()
    QDesktopServices.setUrlHandler("https", catcher, "open")  # type: ignore[arg-type]
    try:
        window.actionsByName()["openSite"].trigger()
    finally:
        QDesktopServices.unsetUrlHandler("https")
    assert [url.toString() for url in catcher.urls] == ["https://freecellgamesolutions.com/fcs/?game=617"]
    window.setDeal(1_000_001)
    assert not window.actionsByName()["openSite"].isEnabled()


def status_texts(window: MainWindow) -> str:
    return " ".join(label.text() for label in window.statusBar().findChildren(QLabel))


def test_status_bar_names_the_range(make_window: MakeWindow) -> None:
    window = make_window(617)
    assert "Windows 1 … 32,000" in status_texts(window)
    assert "Solution on freecellgamesolutions.com" in status_texts(window)
    window.setDeal(2**32)
    assert "FreeCell Pro 1 … 8,589,934,591" in status_texts(window)
    assert "Published solutions cover 1 … 1,000,000" in status_texts(window)
    assert "Solution on" not in status_texts(window)


def test_typing_digits_on_the_board_starts_editing_the_deal(make_window: MakeWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window(1)
    window.show()
    window.board().setFocus()
    qtbot.keyClicks(window.board(), "4")
    qtbot.keyClicks(window.spinBox().lineEdit(), "2")
    qtbot.keyClick(window.spinBox().lineEdit(), Qt.Key.Key_Return)
    assert window.deal() == 42


def test_settings_survive_a_restart(make_window: MakeWindow, make_settings) -> None:  # type: ignore[no-untyped-def]
    window = make_window(617)
    window.show()
    window.resize(700, 520)  # the offscreen screen is 800 × 600, and restoreGeometry keeps windows on it
    next(a for a in window.findChildren(QAction) if a.data() == "four-color").trigger()
    window.actionsByName()["textPane"].trigger()
    window.close()
    again = make_window()
    assert again.deal() == 617
    assert again.board().deck() == "four-color"
    assert make_settings().text_pane_visible()
    again.show()
    assert (again.width(), again.height()) == (700, 520)


@pytest.mark.parametrize(
    "garbage",
    [
        {"deal/last": "banana", "view/deck": "tarot", "view/textPane": "perhaps", "view/textFormat": 7},
        {"deal/last": "-5", "window/geometry": "not bytes", "view/deck": ["a", "b"]},
        {"deal/last": str(LAST_DEAL + 1), "view/game": "poker"},
    ],
)
def test_settings_survive_garbage(
    make_window: MakeWindow, settings_file: Path, garbage: dict[str, object]
) -> None:
    raw = QSettings(str(settings_file), QSettings.Format.IniFormat)
    for key, value in garbage.items():
        raw.setValue(key, value)
    raw.sync()
    window = make_window()
    assert window.deal() == 1
    assert window.board().deck() == "classic"
    settings = ViewerSettings(QSettings(str(settings_file), QSettings.Format.IniFormat))
    assert settings.text_format() == "unicode" and settings.game() == "freecell"


def test_set_deal_refuses_numbers_outside_the_range(make_window: MakeWindow) -> None:
    window = make_window(5)
    for bad in (0, LAST_DEAL + 1, -1):
        with pytest.raises(ValueError, match="8,589,934,591"):
            window.setDeal(bad)
    assert window.deal() == 5


def test_shortcuts_are_unique_and_listed(make_window: MakeWindow) -> None:
    from freecell_gui.ui.dialogs.shortcuts import shortcut_rows

    window = make_window(1)
    keys = [k.toString() for a in window.actionsByName().values() for k in a.shortcuts()]
    assert len(keys) == len(set(keys))
    listed = " ".join(k for _, k in shortcut_rows(list(window.actionsByName().values())))
    for expected in (
        "Ctrl+R",
        "Ctrl+Shift+R",
        "Ctrl+Left",
        "Ctrl+Right",
        "Alt+Left",
        "Ctrl+S",
        "Ctrl+C",
        "Ctrl+T",
    ):
        assert expected in listed


def test_dou_dizhu_game_has_its_own_range_deal_and_board(make_window: MakeWindow, make_settings) -> None:  # type: ignore[no-untyped-def]
    from freecell_gui.core.deals.doudizhu import deal_doudizhu

    window = make_window(LAST_DEAL)
    window.actionsByName()["game-doudizhu"].trigger()
    assert window.game() == "doudizhu"
    assert window.deal() == 1  # its own last deal, not the FreeCell number clamped
    assert window.spinBox().maximum() == 2**32 - 1
    window.spinBox().setValue(42)
    dealt = deal_doudizhu(42)
    assert window.doudizhuBoard().displayedHands() == (dealt.landlord, *dealt.players)
    assert window.windowTitle() == "Dou Dizhu deal 42 — freecell-gui"
    window.actionsByName()["textPane"].trigger()
    assert "Player 1:" in window.textPaneText()
    window.actionsByName()["next"].trigger()
    assert window.deal() == 43
    with pytest.raises(ValueError, match="4,294,967,295"):
        window.setDeal(2**32)
    window.actionsByName()["game-freecell"].trigger()
    assert window.deal() == LAST_DEAL
    assert window.board().displayedCascades() == deal(LAST_DEAL).cascades()
    window.actionsByName()["game-doudizhu"].trigger()
    window.close()
    again = make_window()
    assert (again.game(), again.deal()) == ("doudizhu", 43)
    assert not again.actionsByName()["openSite"].isEnabled()


# Typed here as the issue lists them, independently of core/known_deals.py.
UNSOLVABLE = [11982, 146692, 186216, 455889, 495505, 512118, 517776, 781948]


@pytest.mark.parametrize("number", UNSOLVABLE)
def test_the_status_bar_says_when_no_solution_exists(make_window: MakeWindow, number: int) -> None:
    window = make_window(number)
    assert "No solution exists for this deal" in status_texts(window)
    assert "Solution on" not in status_texts(window)
    assert window.actionsByName()["openSite"].isEnabled()  # the site still has the deal's page
    window.setDeal(number + 1)
    assert "Solution on freecellgamesolutions.com" in status_texts(window)


@pytest.mark.parametrize(("number", "enabled"), [(1, True), (1_000_000, True), (1_000_001, False)])
def test_open_on_the_site_only_where_it_publishes(
    make_window: MakeWindow, number: int, enabled: bool
) -> None:
    window = make_window(number)
    assert window.actionsByName()["openSite"].isEnabled() is enabled
    assert ("Published solutions cover" in status_texts(window)) is not enabled


def write_raw(settings_file: Path, values: dict[str, object]) -> None:
    raw = QSettings(str(settings_file), QSettings.Format.IniFormat)
    for key, value in values.items():
        raw.setValue(key, value)
    raw.sync()


def test_a_dou_dizhu_session_beyond_its_range_still_starts(
    make_window: MakeWindow, settings_file: Path
) -> None:
    # A FreeCell deal number remembered as Dou Dizhu's: valid for FreeCell, out of Dou Dizhu's range.
    write_raw(settings_file, {"view/game": "doudizhu", "doudizhu/last": "5000000000", "deal/last": "617"})
    window = make_window()
    assert (window.game(), window.deal()) == ("doudizhu", 1)  # that key alone falls back to its default
    window.actionsByName()["game-freecell"].trigger()
    assert window.deal() == 617


def test_switching_to_a_game_whose_remembered_deal_is_corrupt(  # type: ignore[no-untyped-def]
    make_window: MakeWindow, settings_file: Path, make_settings
) -> None:
    write_raw(settings_file, {"doudizhu/last": "5000000000"})
    window = make_window(5_000_000_000)
    window.actionsByName()["game-doudizhu"].trigger()  # pytest-qt fails the test if a slot raises
    assert (window.game(), window.deal()) == ("doudizhu", 1)
    window.close()
    again = make_window()
    assert (again.game(), again.deal()) == ("doudizhu", 1)
    assert make_settings().last_deal("freecell") == 5_000_000_000


def test_a_number_without_a_game_is_a_freecell_deal(make_window: MakeWindow, settings_file: Path) -> None:
    write_raw(settings_file, {"view/game": "doudizhu", "doudizhu/last": "42"})
    window = make_window(617)
    assert (window.game(), window.deal()) == ("freecell", 617)
    assert window.board().displayedCascades() == deal(617).cascades()


def test_a_number_for_dou_dizhu(qtbot, make_settings) -> None:  # type: ignore[no-untyped-def]
    from freecell_gui.core.deals.doudizhu import deal_doudizhu

    window = MainWindow(617, settings=make_settings(), game="doudizhu")
    qtbot.addWidget(window)
    assert (window.game(), window.deal()) == ("doudizhu", 617)
    assert window.doudizhuBoard().displayedHands()[1] == deal_doudizhu(617).players[0]


def test_a_number_outside_the_games_range_is_refused_in_the_status_bar(qtbot, make_settings) -> None:  # type: ignore[no-untyped-def]
    settings = make_settings()
    settings.set_last_deal(42, "doudizhu")
    window = MainWindow(5_000_000_000, settings=settings, game="doudizhu")
    qtbot.addWidget(window)
    assert (window.game(), window.deal()) == ("doudizhu", 42)
    qtbot.waitUntil(lambda: "4,294,967,295" in window.statusBar().currentMessage())  # once shown
