"""With this folder on PYTHONPATH, a Python process cannot load fc-solve's library, as on a machine without
it: ctypes refuses to open it and find_library does not find it. `make test` runs the program's solving
tests once more so, with fc-solve's binaries left in place for the oracles."""

from __future__ import annotations

import ctypes
import ctypes.util
import re
from typing import Any

_LIBRARY = re.compile(r"freecell[-_]solver", re.IGNORECASE)
_open = ctypes.CDLL.__init__
_find = ctypes.util.find_library


def _refuse_the_library(self: ctypes.CDLL, name: Any, *args: Any, **kwargs: Any) -> None:
    if name is not None and _LIBRARY.search(str(name)):
        raise OSError(f"{name}: cannot open shared object file (made unavailable for this test run)")
    _open(self, name, *args, **kwargs)


def _find_all_but_the_library(name: str) -> str | None:
    return None if _LIBRARY.search(name) else _find(name)


ctypes.CDLL.__init__ = _refuse_the_library  # type: ignore[method-assign]
ctypes.util.find_library = _find_all_but_the_library
