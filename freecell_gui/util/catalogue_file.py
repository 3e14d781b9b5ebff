"""Where the deal catalogue lives by default. Apart from core/catalogue/store.py (which imports sqlite3),
so the window can look for the file at a deal switch without loading the store."""

from __future__ import annotations

from pathlib import Path

FILE_NAME = "catalogue.sqlite"


def default_path() -> Path:
    """``catalogue.sqlite`` in the user's data folder (``~/.local/share/freecell-gui`` on Linux)."""
    import platformdirs

    return Path(platformdirs.user_data_dir("freecell-gui")) / FILE_NAME
