"""The core never imports Qt: it must run in a plain interpreter, as a library and under the CLI."""

from __future__ import annotations

import subprocess
import sys

SCRIPT = """
import pkgutil, importlib, sys
import freecell_gui.core as core
for module in pkgutil.walk_packages(core.__path__, "freecell_gui.core."):
    importlib.import_module(module.name)
import freecell_gui.cli
leaked = sorted(name for name in sys.modules if name.startswith("PySide6") or name.startswith("shiboken"))
print(leaked)
"""


def test_importing_the_core_and_the_cli_leaves_pyside6_unloaded() -> None:
    result = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == "[]"
