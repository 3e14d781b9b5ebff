"""Process-wide memory bounds the viewer sets once at start-up, so a long session levels off.

Measured on the monkey soak (tests/ui/window/test_monkey.py, 10,000 actions, RSS after ``malloc_trim``): the
Python heap grew by ~1 MB (bounded caches warming up) while the process grew by ~20 MB, made of

* Qt's global QPixmapCache (the style's pixmaps of every widget size a resize passes through, icons in each
  mode) filling towards Qt's 10 MiB default: ~5.5 MB more at the end than at the checkpoint;
* glibc's per-thread malloc arenas: the card render worker, the solver and the finder each get an arena,
  and the images a worker allocates are freed on the GUI thread, which fragments them (free-but-held memory
  went from 64 to 96 MB; with two arenas it stays near 26–51 MB and RSS grows by ~1 % instead of ~11 %).
"""

from __future__ import annotations

import contextlib
import ctypes
import os
import sys

from PySide6.QtGui import QPixmapCache

PIXMAP_CACHE_KIB = 2048  # Qt's default is 10,240: the style redraws what falls out, at a size's first paint
MALLOC_ARENAS = 2  # the GUI thread's, and one shared by the X reader, render, solver and finder threads
_M_ARENA_MAX = -8  # glibc's mallopt parameter (malloc.h)


def limit_malloc_arenas(arenas: int = MALLOC_ARENAS) -> bool:
    """Cap glibc's malloc arenas at ``arenas`` for threads started from now on (like MALLOC_ARENA_MAX).

    Returns whether the C library took it: False on other platforms and C libraries, where nothing changes.
    An explicit MALLOC_ARENA_MAX in the environment is the user's choice and wins.
    """
    if not sys.platform.startswith("linux") or _environment_sets_arenas():
        return False
    with contextlib.suppress(OSError, AttributeError, TypeError):
        libc = ctypes.CDLL(None)  # the process's own symbols, the C library's among them: no ldconfig run
        if not hasattr(libc, "gnu_get_libc_version"):  # musl's mallopt is a stub that ignores everything
            return False
        return bool(libc.mallopt(ctypes.c_int(_M_ARENA_MAX), ctypes.c_int(arenas)))
    return False


def _environment_sets_arenas() -> bool:
    return bool(os.environ.get("MALLOC_ARENA_MAX") or os.environ.get("GLIBC_TUNABLES", "").count("arena_max"))


def bound_memory() -> None:
    """Apply both bounds; call before the QApplication starts its threads (arenas already made stay)."""
    limit_malloc_arenas()
    QPixmapCache.setCacheLimit(PIXMAP_CACHE_KIB)
