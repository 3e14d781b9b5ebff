"""``--version``: the version, then where the settings, the window's catalogue and the data folder are."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from freecell_gui import __version__

ENTRY_POINTS = {"freecell": "main", "freecell-gui": "gui_main"}


def version(prog: str, home: Path) -> subprocess.CompletedProcess[str]:
    """``prog --version`` with its configuration and data folders in ``home``."""
    code = f"import sys; from freecell_gui.cli import {ENTRY_POINTS[prog]} as m; sys.exit(m())"
    env = {**os.environ, "XDG_CONFIG_HOME": str(home / "config"), "XDG_DATA_HOME": str(home / "data")}
    return subprocess.run(
        [sys.executable, "-c", code, "--version"], capture_output=True, text=True, env=env, timeout=120
    )


@pytest.mark.parametrize("prog", list(ENTRY_POINTS))
def test_version_says_where_the_settings_catalogue_and_data_folder_are(prog: str, tmp_path: Path) -> None:
    done = version(prog, tmp_path)
    settings, data = (
        tmp_path / "config" / "freecell-gui" / "freecell-gui.conf",
        tmp_path / "data" / "freecell-gui",
    )
    assert done.returncode == 0 and done.stderr == ""
    assert done.stdout.splitlines() == [
        f"{prog} {__version__}",
        f"Settings: {settings}",
        f"Deal catalogue: {data / 'catalogue.sqlite'}",
        f"Data folder: {data}",
    ]
    assert not settings.exists()  # told, not made


def test_version_names_the_catalogue_the_window_was_told_to_read(tmp_path: Path) -> None:
    chosen = QSettings(
        str(tmp_path / "config" / "freecell-gui" / "freecell-gui.conf"), QSettings.Format.IniFormat
    )
    chosen.setValue("catalogue/path", str(tmp_path / "mine.sqlite"))
    chosen.sync()
    assert f"\nDeal catalogue: {tmp_path / 'mine.sqlite'}\n" in version("freecell", tmp_path).stdout
