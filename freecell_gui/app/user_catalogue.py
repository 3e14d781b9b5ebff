"""The deal catalogue the user reads: the one the settings name, else the one in the user's data folder.

A function of its own, looked up where it is called, so that tests can give the window theirs. The
catalogue's module (sqlite3) is imported only when one is opened."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pathlib import Path

    from freecell_gui.core.catalogue.store import Catalogue


def open_user_catalogue(path: Path | None) -> Catalogue:
    """The catalogue at ``path``, else the user's data folder's; raises as :meth:`Catalogue.open` does."""
    from freecell_gui.core.catalogue.store import Catalogue
    from freecell_gui.util.catalogue_file import default_path

    return Catalogue.open(path or default_path())
