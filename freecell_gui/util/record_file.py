"""Where the record of the games played by hand lives: the user's data folder by default, the file named
by the environment variable :data:`ENVIRONMENT` instead (tests, a second profile), or the one given on
the command line (``freecell-gui --record FILE``). Apart from the store (app/record/store.py, which imports
sqlite3), so that Help → About can say where it is without loading it."""

from __future__ import annotations

import os
from pathlib import Path

FILE_NAME = "record.sqlite"
ENVIRONMENT = "FREECELL_GUI_RECORD"


def default_path() -> Path:
    """``record.sqlite`` in the user's data folder (``~/.local/share/freecell-gui`` on Linux)."""
    import platformdirs

    return Path(platformdirs.user_data_dir("freecell-gui")) / FILE_NAME


def record_path(given: str | os.PathLike[str] | None = None) -> Path:
    """The record to use: ``given`` (the command line's), else the environment's, else the default."""
    if given is not None:
        return Path(given)
    named = os.environ.get(ENVIRONMENT)
    return Path(named) if named else default_path()
