"""The remembered settings: each game's deal checked against that game's own range, key by key."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QLabel

from freecell_gui.core import LAST_DEAL
from freecell_gui.core.rules.autoplay import Autoplay
from freecell_gui.ui.settings import SETTINGS, Setting, ViewerSettings

MakeSettings = Callable[[], ViewerSettings]


def write_raw(settings_file: Path, values: dict[str, object]) -> None:
    raw = QSettings(str(settings_file), QSettings.Format.IniFormat)
    for key, value in values.items():
        raw.setValue(key, value)
    raw.sync()


def test_each_game_checks_its_own_range(settings_file: Path, make_settings: MakeSettings) -> None:
    write_raw(settings_file, {"deal/last": "5000000000", "doudizhu/last": "5000000000"})
    settings = make_settings()
    assert settings.last_deal("freecell") == 5_000_000_000
    assert settings.last_deal("doudizhu") == 1  # beyond 4,294,967,295: Dou Dizhu's default


@pytest.mark.parametrize("garbage", ["banana", "1.5", "1,5", "-3", "0", "9" * 5000, "", "4294967296"])
def test_a_corrupt_deal_falls_back_for_that_key_only(
    settings_file: Path, make_settings: MakeSettings, garbage: str
) -> None:
    write_raw(settings_file, {"deal/last": "617", "doudizhu/last": garbage, "view/deck": "four-color"})
    settings = make_settings()
    assert settings.last_deal("doudizhu") == 1
    assert settings.last_deal("freecell") == 617
    assert settings.deck() == "four-color"


@pytest.mark.parametrize(
    ("game", "number"), [("freecell", LAST_DEAL), ("doudizhu", 2**32 - 1), ("freecell", 1)]
)
def test_deals_round_trip_exactly(make_settings: MakeSettings, game: str, number: int) -> None:
    settings = make_settings()
    settings.set_last_deal(number, game)
    settings.sync()
    assert make_settings().last_deal(game) == number


def test_the_game_falls_back_to_freecell(settings_file: Path, make_settings: MakeSettings) -> None:
    write_raw(settings_file, {"view/game": "poker"})
    assert make_settings().game() == "freecell"
    make_settings().set_game("doudizhu")
    assert make_settings().game() == "doudizhu"


def unwritable(kind: str, tmp_path: Path) -> Path:
    """Where a settings file cannot be written: a read-only folder (/sys refuses new files even to root),
    a folder in the file's place, or a file in its folder's place."""
    if kind == "read-only folder":
        return Path("/sys/freecell-gui.conf")
    if kind == "folder in its place":
        (tmp_path / "freecell-gui.conf").mkdir()
        return tmp_path / "freecell-gui.conf"
    (tmp_path / "config").write_text("a file, not a folder")
    return tmp_path / "config" / "freecell-gui.conf"


@pytest.mark.parametrize("kind", ["read-only folder", "folder in its place", "file as its folder"])
def test_settings_that_cannot_be_saved_are_said_once(qtbot, tmp_path: Path, kind: str) -> None:  # type: ignore[no-untyped-def]
    from freecell_gui.ui.window.main_window import MainWindow

    path = unwritable(kind, tmp_path)
    window = MainWindow(617, settings=ViewerSettings(QSettings(str(path), QSettings.Format.IniFormat)))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: window.statusBar().currentMessage() != "")
    note = window.statusBar().currentMessage()
    assert note == f"Settings will not be remembered: {path} cannot be written"
    range_label = window.statusBar().findChild(QLabel, "rangeLabel")
    assert range_label is not None and not range_label.isVisible()  # the note is not written over it
    later: list[str] = []
    window.statusBar().messageChanged.connect(later.append)
    window.statusBar().showMessage("something else")
    window.setDeal(618)
    qtbot.wait(1200)  # the deal is remembered a second later: that write fails too, and is not said again
    window.close()
    assert later and note not in later


def test_settings_that_are_saved_say_nothing(make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window(617)
    qtbot.wait(20)
    assert window.statusBar().currentMessage() == ""


@pytest.mark.parametrize(
    ("stored", "read"), [("max", "max"), ("none", "none"), ("Max", "safe"), ("", "safe")]
)
def test_every_autoplay_mode_is_remembered_and_anything_else_means_safe(
    settings_file: Path, make_settings: MakeSettings, stored: str, read: str
) -> None:
    write_raw(settings_file, {"play/autoplay": stored})
    assert make_settings().autoplay() is Autoplay(read)


@pytest.mark.parametrize("setting", SETTINGS, ids=lambda setting: setting.key)
@pytest.mark.parametrize("garbage", ["", ["a", "list"], 3.5])  # nothing any reader takes
def test_every_setting_of_the_table_means_its_default_for_garbage(
    settings_file: Path, make_settings: MakeSettings, setting: Setting[object], garbage: object
) -> None:
    write_raw(settings_file, {setting.key: garbage})
    settings = make_settings()
    assert settings.value(setting) == setting.default
    if setting.default is not None:
        settings.set_value(setting, setting.default)
        settings.sync()
        assert make_settings().value(setting) == setting.default


def test_the_window_keeps_no_setting_outside_the_table(  # type: ignore[no-untyped-def]
    qtbot, settings_file: Path, make_window
) -> None:
    window = make_window(617)
    window.show()
    for name in ("textPane", "playbackPane"):
        window.actionsByName()[name].trigger()
    window.setDeal(618)
    qtbot.wait(1200)  # the deal is remembered a second later
    window.close()
    stored = set(QSettings(str(settings_file), QSettings.Format.IniFormat).allKeys())
    assert "deal/last" in stored and "window/geometry" in stored
    assert stored <= {setting.key for setting in SETTINGS}
