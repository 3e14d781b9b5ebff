"""Where numba keeps the compiled kernels (no numba import here: tests and the window may ask freely).

numba caches next to the source (``__pycache__``); where the package folder is not writable (a
system-wide install) the cache goes to the user's cache folder instead, so that only the first search
after an install compiles (several seconds) and later ones load the cache. numba checks only the stamp
of each kernel's own file, so an edited rules_kernel.py needs its callers' cache cleared in a checkout
(an install replaces every file, so it never meets a stale cache).

The frozen app (make bundle) always caches in the user's cache folder, never inside the app, and in one
folder per executable: numba stamps a frozen app's kernels with the running executable itself, so the
console ``freecell`` and the windowed ``freecell-gui`` sharing one folder would each invalidate the other's
cache at every launch. A new build of the app at the same place compiles once; the kernels' sources ship
beside the app's modules (tools/bundle/freecell-gui.spec), which numba needs to key the cache by place.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import MutableMapping
from pathlib import Path

from freecell_gui.util.frozen import executable_name, is_frozen

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


def frozen_cache_dir() -> str:
    """The frozen app's cache: the user's cache folder, one sub-folder per executable."""
    return str(Path(user_cache_dir()) / executable_name())


def configure_cache(
    environ: MutableMapping[str, str] = os.environ,
    package_dir: Path = PACKAGE_DIR,
    frozen: bool | None = None,
) -> None:
    """Point ``NUMBA_CACHE_DIR`` at the user's cache folder when the app is ``frozen`` (default: whether
    this process is) or the package folder is not writable, unless the variable is set already (the
    user's choice stands). Must run before numba is imported."""
    if environ.get("NUMBA_CACHE_DIR"):
        return
    if is_frozen() if frozen is None else frozen:
        environ["NUMBA_CACHE_DIR"] = frozen_cache_dir()
    elif not writable(package_dir / "__pycache__"):
        environ["NUMBA_CACHE_DIR"] = user_cache_dir()
