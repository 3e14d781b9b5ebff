"""Where the deal catalogue lives by default. Apart from core/catalogue/store.py (which imports sqlite3),
so the window can look for the file at a deal switch without loading the store."""

from __future__ import annotations

from pathlib import Path

FILE_NAME = "catalogue.sqlite"


def data_folder() -> Path:
    """The user's data folder (``~/.local/share/freecell-gui`` on Linux): the catalogue's default place,
    and the game record's."""
    import platformdirs

    return Path(platformdirs.user_data_dir("freecell-gui"))


def default_path() -> Path:
    """``catalogue.sqlite`` in the user's data folder."""
    return data_folder() / FILE_NAME
