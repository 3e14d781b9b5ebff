"""The application state never imports Qt: the session and what the board shows run in a plain interpreter."""

from __future__ import annotations

import subprocess
import sys

SCRIPT = """
import pkgutil, importlib, sys
import freecell_gui.app as app
for module in pkgutil.walk_packages(app.__path__, "freecell_gui.app."):
    importlib.import_module(module.name)
leaked = sorted(name for name in sys.modules if name.startswith("PySide6") or name.startswith("shiboken"))
print(leaked)
"""


def test_importing_every_module_of_app_leaves_pyside6_unloaded() -> None:
    result = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == "[]"
