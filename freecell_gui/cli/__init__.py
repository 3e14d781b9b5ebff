"""The command line, ``freecell`` and ``freecell-gui``: the parser and main in main.py, the commands in
commands/. ``main`` and ``gui_main`` are the entry points named in pyproject.toml."""

from __future__ import annotations

# Imported eagerly, and after the submodule: the function ``main`` then shadows the module main.py as the
# package's attribute, which is what ``freecell_gui.cli:main`` needs.
from freecell_gui.cli.main import gui_main, main

__all__ = ["gui_main", "main"]
