"""numba, imported only here and only when a search runs: the window's start-up never pays for it.
The cache folder is chosen first (cache_dir.py)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar, cast

from freecell_gui.core.search.cache_dir import configure_cache

configure_cache()

import numba  # noqa: E402 (after the cache folder is chosen: numba reads it on import)

_F = TypeVar("_F", bound=Callable[..., Any])


def kernel(function: _F) -> _F:
    """A compiled kernel: cached on disk, and releasing the GIL so that a worker thread searches while
    the window's thread runs."""
    return cast(_F, numba.njit(cache=True, nogil=True)(function))


def inlined(function: _F) -> _F:
    """A small kernel that other kernels call in their inner loops, inlined into each of them (a call
    with arrays passed costs about as much as the work of such a helper)."""
    return cast(_F, numba.njit(cache=True, nogil=True, inline="always")(function))
