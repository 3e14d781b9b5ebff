"""Help → About: version, how deals are made, links, licence, the Qt and Python versions in use, and where
the settings, the catalogue and the data folder are."""

from __future__ import annotations

import platform
import re
from pathlib import Path

import PySide6
from PySide6.QtCore import QSettings, Qt, qVersion
from PySide6.QtWidgets import QDialogButtonBox, QLabel

from freecell_gui import __version__
from freecell_gui.ui.dialogs.about import AboutDialog, about_html
from freecell_gui.ui.settings import ViewerSettings
from freecell_gui.util.catalogue_file import default_path


def plain(html: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html))


def test_the_about_text_says_version_algorithm_links_licence_and_versions() -> None:
    html = about_html()
    text = plain(html)
    assert f"freecell-gui {__version__}" in text
    assert "214013" in text and "2531011" in text and "mod 8" in text  # the dealing algorithm
    assert "Licence: MIT" in text
    assert f"Qt {qVersion()}" in text and f"PySide6 {PySide6.__version__}" in text
    assert f"Python {platform.python_version()}" in text
    hrefs = re.findall(r'href="([^"]+)"', html)
    assert hrefs == ["https://freecellgamesolutions.com/", "https://fc-solve.shlomifish.org/"]


def test_the_about_box_shows_the_icon_and_clickable_links(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = AboutDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    labels = dialog.findChildren(QLabel)
    pictures = [label for label in labels if not label.pixmap().isNull()]
    assert len(pictures) == 1 and pictures[0].pixmap().width() >= 64
    assert dialog.text.openExternalLinks()
    assert dialog.text.textFormat() == Qt.TextFormat.RichText
    assert plain(dialog.text.text()) == plain(about_html())
    buttons = dialog.findChild(QDialogButtonBox)
    assert buttons is not None
    close = buttons.button(QDialogButtonBox.StandardButton.Close)
    with qtbot.waitSignal(dialog.rejected, timeout=1000):
        close.click()
    assert not dialog.isVisible()


def test_the_about_text_says_where_the_settings_catalogue_and_data_folder_are(
    tmp_path: Path, private_data_folder: Path
) -> None:
    settings = ViewerSettings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    text = plain(about_html(settings))
    assert f"Settings: {tmp_path / 's.ini'}" in text
    data = private_data_folder / "freecell-gui"
    assert f"Deal catalogue: {data / 'catalogue.sqlite'}" in text and default_path().parent == data
    assert f"Data folder: {data}" in text
    settings.set_catalogue_path(tmp_path / "mine.sqlite")  # the one the window reads
    assert f"Deal catalogue: {tmp_path / 'mine.sqlite'}" in plain(about_html(settings))


def test_the_places_labels_are_translated(tmp_path: Path, interface_language) -> None:  # type: ignore[no-untyped-def]
    settings = ViewerSettings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    interface_language("pt_BR")
    text = plain(about_html(settings))
    assert f"Configurações: {tmp_path / 's.ini'}" in text and "Pasta de dados: " in text


def test_help_about_opens_the_about_box(  # type: ignore[no-untyped-def]
    make_window, make_settings, settings_file, monkeypatch
) -> None:
    shown: list[str] = []

    def record(dialog: AboutDialog) -> int:
        shown.append(dialog.text.text())
        return 0

    monkeypatch.setattr(AboutDialog, "exec", record)
    window = make_window(617)
    window.actionsByName()["about"].trigger()
    assert shown == [about_html(make_settings())]  # the window's settings: its file is told
    assert f"Settings: {settings_file}" in plain(shown[0])
