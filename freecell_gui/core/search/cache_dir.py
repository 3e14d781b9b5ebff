"""Where numba keeps the compiled kernels (no numba import here: tests and the window may ask freely).

numba caches next to the source (``__pycache__``); where the package folder is not writable (a
system-wide install) the cache goes to the user's cache folder instead, so that only the first search
after an install compiles (several seconds) and later ones load the cache. numba checks only the stamp
of each kernel's own file, so an edited rules_kernel.py needs its callers' cache cleared in a checkout
(an install replaces every file, so it never meets a stale cache).
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import MutableMapping
from pathlib import Path

PACKAGE_DIR = Path(__file__).parent


def writable(folder: Path) -> bool:
    """Whether a file can be created in ``folder`` (tried, as numba does: os.access is wrong for root)."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryFile(dir=folder):
            return True
    except OSError:
        return False


def user_cache_dir() -> str:
    import platformdirs

    return str(Path(platformdirs.user_cache_dir("freecell-gui")) / "numba")


def configure_cache(environ: MutableMapping[str, str] = os.environ, package_dir: Path = PACKAGE_DIR) -> None:
    """Point ``NUMBA_CACHE_DIR`` at the user's cache folder unless the package folder is writable or
    the variable is set already (the user's choice stands). Must run before numba is imported."""
    if environ.get("NUMBA_CACHE_DIR") or writable(package_dir / "__pycache__"):
        return
    environ["NUMBA_CACHE_DIR"] = user_cache_dir()
