"""Icons: the theme's where it has one, else our own SVGs, inked in the palette's text colour."""

from __future__ import annotations

import configparser
import os
import subprocess
import sys
from collections.abc import Iterator
from importlib.metadata import entry_points
from pathlib import Path

import pytest
from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QColor, QGuiApplication, QIcon, QImage, QPalette
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QToolBar, QToolButton

from freecell_gui.ui.icons import APP_ICON, INK, THEME_NAMES, app_icon, fallback_icon, icon, icon_file

ROOT = Path(__file__).resolve().parent.parent.parent
NAMES = sorted(THEME_NAMES)
# The icons the issue asks for, by our names: a rename or a missing drawing fails here.
REQUIRED = {"previous", "next", "random", "copy", "export", "open-site", "find", "play", "pause",
            "step-forward", "step-back", "start", "end", "undo", "redo", "hint", "solve"}  # fmt: skip


def opaque_colours(image: QImage) -> list[QColor]:
    image = image.convertToFormat(QImage.Format.Format_ARGB32)
    return [
        colour
        for y in range(image.height())
        for x in range(image.width())
        if (colour := image.pixelColor(x, y)).alpha() > 200
    ]


@pytest.fixture
def no_theme(qapp) -> Iterator[None]:  # type: ignore[no-untyped-def]
    """No icon theme at all, as on Windows, macOS or the offscreen platform."""
    name, paths = QIcon.themeName(), QIcon.themeSearchPaths()
    QIcon.setThemeSearchPaths([])
    QIcon.setThemeName("")
    yield
    QIcon.setThemeSearchPaths(paths)
    QIcon.setThemeName(name)


def test_every_icon_the_issue_names_has_a_valid_drawing_of_its_own() -> None:
    assert set(THEME_NAMES) == REQUIRED
    for name in [*NAMES, APP_ICON]:
        svg = icon_file(name).read_bytes()
        assert QSvgRenderer(svg).isValid(), name
        assert (ROOT / "assets" / "icons" / f"{name}.svg").read_bytes() == svg


def test_without_a_theme_each_icon_is_our_drawing_and_no_two_look_alike(no_theme) -> None:  # type: ignore[no-untyped-def]
    images = {}
    for name in NAMES:
        chosen = icon(name)
        assert not chosen.isNull(), name
        image = chosen.pixmap(QSize(24, 24)).toImage()
        assert len(opaque_colours(image)) > 20, name  # something is drawn, not a blank square
        images[name] = image
    for first in NAMES:
        for second in NAMES:
            if first < second:
                assert images[first] != images[second], (first, second)


def test_the_theme_icon_wins_where_the_theme_has_one(qapp, tmp_path: Path, no_theme) -> None:  # type: ignore[no-untyped-def]
    theme = tmp_path / "fake"
    (theme / "16x16" / "actions").mkdir(parents=True)
    (theme / "index.theme").write_text(
        "[Icon Theme]\nName=fake\nDirectories=16x16/actions\n\n[16x16/actions]\nSize=16\nType=Fixed\n"
    )
    red = QImage(16, 16, QImage.Format.Format_ARGB32)
    red.fill(QColor(255, 0, 0))
    assert red.save(str(theme / "16x16" / "actions" / "edit-copy.png"))
    QIcon.setThemeSearchPaths([str(tmp_path)])
    QIcon.setThemeName("fake")
    copy = icon("copy").pixmap(QSize(16, 16)).toImage()
    assert {c.name() for c in opaque_colours(copy)} == {"#ff0000"}  # the theme's
    find = icon("find").pixmap(QSize(16, 16)).toImage()  # the theme has none: ours
    assert find == fallback_icon("find").pixmap(QSize(16, 16)).toImage()


def test_our_ink_follows_the_palette_and_greys_when_disabled(qapp, no_theme) -> None:  # type: ignore[no-untyped-def]
    saved = QGuiApplication.palette()
    palette = QPalette(saved)
    palette.setColor(QPalette.ColorGroup.Active, QPalette.ColorRole.WindowText, QColor("#ffffff"))
    palette.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.WindowText, QColor("#808080"))
    QGuiApplication.setPalette(palette)
    try:
        normal = opaque_colours(icon("pause").pixmap(QSize(32, 32)).toImage())
        disabled = opaque_colours(icon("pause").pixmap(QSize(32, 32), QIcon.Mode.Disabled).toImage())
    finally:
        QGuiApplication.setPalette(saved)
    ink = QColor(INK.decode()).name()
    assert normal and all(c.name() == "#ffffff" for c in normal)  # white ink on a dark theme
    assert disabled and all(c.lightness() < 200 and c.name() != ink for c in disabled)


def test_icons_are_sharp_on_a_high_density_screen(no_theme) -> None:  # type: ignore[no-untyped-def]
    pixmap = icon("play").pixmap(QSize(16, 16), 2.0)
    assert pixmap.devicePixelRatio() == 2.0
    assert (pixmap.width(), pixmap.height()) == (32, 32)  # drawn at 32 pixels, not a 16-pixel one scaled


def test_an_unknown_icon_is_refused_by_name() -> None:
    with pytest.raises(KeyError, match="unknown icon 'nope'"):
        icon("nope")


def test_the_application_icon_is_two_cards_on_felt(qapp) -> None:  # type: ignore[no-untyped-def]
    image = app_icon().pixmap(QSize(64, 64)).toImage()
    colours = opaque_colours(image)
    greens = [c for c in colours if c.green() > c.red() + 40 and c.green() > c.blue() + 20]
    whites = [c for c in colours if min(c.red(), c.green(), c.blue()) > 235]
    reds = [c for c in colours if c.red() > 150 and c.green() < 60]
    assert len(greens) > 0.3 * 64 * 64 and len(whites) > 0.15 * 64 * 64 and reds


def test_the_desktop_file_starts_the_installed_viewer_with_our_icon() -> None:
    entry = configparser.ConfigParser(interpolation=None, strict=True)
    entry.optionxform = str  # type: ignore[assignment,method-assign]  # desktop keys are case-sensitive
    entry.read_string((ROOT / "assets" / "freecell-gui.desktop").read_text(encoding="utf-8"))
    desktop = entry["Desktop Entry"]
    assert desktop["Type"] == "Application" and desktop["Terminal"] == "false"
    gui_scripts = {script.name for script in entry_points(group="gui_scripts")}
    assert desktop["Exec"].split()[0] in gui_scripts  # the command pip installs, not a guess
    assert desktop["Icon"] == APP_ICON
    assert (ROOT / "assets" / "icons" / f"{APP_ICON}.svg").is_file()
    categories = desktop["Categories"].split(";")
    assert categories[-1] == "" and "Game" in categories and "CardGame" in categories


def test_the_viewer_sets_the_application_icon(tmp_path: Path) -> None:
    # run_viewer in a child process, with the event loop replaced by a report of the window's icon.
    probe = (
        "from PySide6.QtWidgets import QApplication\n"
        "def report(self):\n"
        "    window = QApplication.topLevelWidgets()[0]\n"
        "    icon = window.windowIcon().pixmap(32, 32).toImage()\n"
        "    edges = icon.pixelColor(16, 2).name(), icon.pixelColor(2, 16).name()\n"
        "    print(QApplication.desktopFileName(), *edges)\n"
        "    return 0\n"
        "QApplication.exec = report\n"
        "from freecell_gui.ui.app import run_viewer\n"
        "raise SystemExit(run_viewer(617))\n"
    )
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(tmp_path)}
    result = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, env=env, cwd=ROOT, timeout=120
    )
    assert result.returncode == 0, result.stderr[-2000:]
    desktop_name, top_edge, left_edge = result.stdout.split()
    assert desktop_name == "freecell-gui"  # the .desktop file's name, so desktops pair window and entry
    green = QColor(top_edge)
    assert green.green() > green.red() + 40 and QColor(left_edge).green() > QColor(left_edge).red() + 40


def test_the_windows_actions_have_icons_and_no_arrow_characters(make_window, no_theme) -> None:  # type: ignore[no-untyped-def]
    window = make_window(617)
    actions = window.actionsByName()
    for name in ("previous", "next", "random", "copy", "export", "openSite", "find"):
        assert not actions[name].icon().isNull(), name
    texts = [action.text() for action in actions.values()]
    assert not [text for text in texts if set(text) & set("◀▶◁▷←→")]
    toolbar = window.findChild(QToolBar, "dealToolbar")
    assert toolbar is not None
    previous = toolbar.widgetForAction(actions["previous"])
    assert isinstance(previous, QToolButton)
    assert previous.toolButtonStyle() == Qt.ToolButtonStyle.ToolButtonTextBesideIcon


def test_a_repaint_draws_each_size_once_and_a_new_ink_anew(qapp, no_theme) -> None:  # type: ignore[no-untyped-def]
    """Tool buttons ask for their pixmap on every repaint: the engine keeps it rather than render again."""
    pause = icon("pause")
    first = pause.pixmap(QSize(24, 24))
    assert pause.pixmap(QSize(24, 24)).cacheKey() == first.cacheKey()
    assert pause.pixmap(QSize(32, 32)).cacheKey() != first.cacheKey()
    saved = QGuiApplication.palette()
    palette = QPalette(saved)
    palette.setColor(QPalette.ColorGroup.Active, QPalette.ColorRole.WindowText, QColor("#ffffff"))
    QGuiApplication.setPalette(palette)
    try:
        inked = pause.pixmap(QSize(24, 24))
    finally:
        QGuiApplication.setPalette(saved)
    assert inked.cacheKey() != first.cacheKey()
    assert all(c.name() == "#ffffff" for c in opaque_colours(inked.toImage()))
