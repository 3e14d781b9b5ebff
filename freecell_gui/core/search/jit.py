"""numba, imported only here and only when a search runs: the window's start-up never pays for it.

numba caches compiled kernels next to their source (``__pycache__``); where the package folder is not
writable (a system-wide install), the cache goes to the user's cache folder instead, so that only the
first search after an install compiles (several seconds) and later ones load the cache.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Callable, MutableMapping
from pathlib import Path
from typing import Any, TypeVar

PACKAGE_DIR = Path(__file__).parent
_F = TypeVar("_F", bound=Callable[..., Any])


def writable(folder: Path) -> bool:
    """Whether a file can be created in ``folder`` (tried, as numba does: os.access is wrong for root)."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryFile(dir=folder):
            return True
    except OSError:
        return False


def configure_cache(environ: MutableMapping[str, str] = os.environ, package_dir: Path = PACKAGE_DIR) -> None:
    """Point ``NUMBA_CACHE_DIR`` at the user's cache folder unless the package folder is writable or
    the variable is set already (the user's choice stands)."""
    if environ.get("NUMBA_CACHE_DIR") or writable(package_dir / "__pycache__"):
        return
    import platformdirs

    environ["NUMBA_CACHE_DIR"] = str(Path(platformdirs.user_cache_dir("freecell-gui")) / "numba")


configure_cache()

import numba  # noqa: E402 (after the cache folder is chosen: numba reads it on import)


def kernel(function: _F) -> _F:
    """A compiled kernel: cached on disk, and releasing the GIL so that a worker thread searches while
    the window's thread runs."""
    compiled: _F = numba.njit(cache=True, nogil=True)(function)
    return compiled


def inline_kernel(function: _F) -> _F:
    """A small kernel compiled into its callers (a call passing arrays costs more than its body)."""
    compiled: _F = numba.njit(cache=True, nogil=True, inline="always")(function)
    return compiled
