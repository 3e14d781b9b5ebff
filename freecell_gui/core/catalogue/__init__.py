"""The deal catalogue: what is known of each deal — verdict, moves, search effort, difficulty — in SQLite.

``store`` the file (:class:`Catalogue`, :class:`Row`), ``facts`` one deal's row, ``build`` a range built
on local processes (``processes``) or a Dask cluster (``cluster``), ``query`` filters and statistics.
"""

from __future__ import annotations

from freecell_gui.core.catalogue.store import (
    Catalogue,
    CatalogueError,
    CatalogueMissingError,
    Row,
)
from freecell_gui.util.catalogue_file import default_path

__all__ = ["Catalogue", "CatalogueError", "CatalogueMissingError", "Row", "default_path"]
