"""Which Qt modules a plain interpreter loads when it imports every module of some packages."""

from __future__ import annotations

import subprocess
import sys

SCRIPT = """
import importlib, pkgutil, sys
for name in sys.argv[1:]:
    package = importlib.import_module(name)
    for module in pkgutil.walk_packages(getattr(package, "__path__", []), name + "."):
        importlib.import_module(module.name)
print(sorted(name for name in sys.modules if name.startswith(("PySide6", "shiboken"))))
"""


def qt_modules_loaded(*packages: str) -> str:
    """The Qt modules loaded (as a printed list: "[]" for none) after importing ``packages`` wholly."""
    result = subprocess.run(
        [sys.executable, "-c", SCRIPT, *packages], capture_output=True, text=True, check=True
    )
    return result.stdout.strip()
