"""Whether this process is the frozen app (``make bundle``: PyInstaller's one-folder build, tools/bundle/).

A frozen app has no Python interpreter beside it: ``sys.executable`` is the app's own executable, so a
process the program starts runs that executable again with a worker argument (freecell_gui/frozen_entry.py)
instead of ``python -m …``. Qt-free.
"""

from __future__ import annotations

import sys
from pathlib import Path


def is_frozen() -> bool:
    """True in the frozen app (PyInstaller sets ``sys.frozen``), False in a venv or a checkout."""
    return bool(getattr(sys, "frozen", False))


def executable_name() -> str:
    """The running executable's name without its suffix: ``freecell`` or ``freecell-gui`` when frozen."""
    return Path(sys.executable).stem
