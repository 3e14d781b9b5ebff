"""The process-wide memory bounds of memory_bounds.py: QPixmapCache's limit, and glibc's arena cap, which
only a fresh process can show (arenas made before the cap stay), so that part runs in a child."""

from __future__ import annotations

import platform
import subprocess
import sys
import textwrap
from collections.abc import Iterator

import pytest
from PySide6.QtGui import QColor, QPixmap, QPixmapCache

from freecell_gui.ui.memory_bounds import PIXMAP_CACHE_KIB, bound_memory

GLIBC = sys.platform.startswith("linux") and platform.libc_ver()[0] == "glibc"

# Eight threads allocate at once and stay alive until all have: glibc gives each its own arena unless capped.
# The arenas are counted from malloc_info's XML (one <heap nr=…> per arena).
ARENA_PROBE = textwrap.dedent(
    """
    import ctypes, os, sys, tempfile, threading
    if sys.argv[1] == "bounded":
        from freecell_gui.ui.memory_bounds import limit_malloc_arenas
        assert limit_malloc_arenas()
    barrier = threading.Barrier(8)
    def work():
        barrier.wait()
        blocks = [bytearray(4096) for _ in range(200)]  # malloc'd in this thread, not by pymalloc
        barrier.wait()
    threads = [threading.Thread(target=work) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    libc = ctypes.CDLL("libc.so.6")
    libc.fopen.restype = ctypes.c_void_p
    path = os.path.join(tempfile.mkdtemp(), "malloc.xml")
    stream = libc.fopen(path.encode(), b"w")
    libc.malloc_info(0, ctypes.c_void_p(stream))
    libc.fclose(ctypes.c_void_p(stream))
    print(open(path).read().count("<heap nr="))
    """
)


def arenas_after_eight_threads(mode: str) -> int:
    env = {"PATH": "/usr/bin:/bin"}  # no MALLOC_ARENA_MAX from the caller's environment
    result = subprocess.run(
        [sys.executable, "-c", ARENA_PROBE, mode], env=env, capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0, result.stderr
    return int(result.stdout.strip())


@pytest.fixture
def restore_pixmap_cache() -> Iterator[None]:
    limit = QPixmapCache.cacheLimit()
    yield
    QPixmapCache.setCacheLimit(limit)
    QPixmapCache.clear()


@pytest.mark.usefixtures("qapp", "restore_pixmap_cache")
def test_pixmap_cache_keeps_within_its_limit() -> None:
    bound_memory()
    assert QPixmapCache.cacheLimit() == PIXMAP_CACHE_KIB < 10240  # below Qt's default
    QPixmapCache.clear()
    pixmap_kib = 256 * 256 * 4 // 1024
    count = 3 * PIXMAP_CACHE_KIB // pixmap_kib  # three times what fits
    for n in range(count):
        pixmap = QPixmap(256, 256)
        pixmap.fill(QColor(n % 256, 0, 0))
        QPixmapCache.insert(f"memory-bounds-{n}", pixmap)
    found = QPixmap()
    kept = [n for n in range(count) if QPixmapCache.find(f"memory-bounds-{n}", found)]
    assert 0 < len(kept) * pixmap_kib <= PIXMAP_CACHE_KIB
    assert kept[-1] == count - 1  # the newest stays


@pytest.mark.skipif(not GLIBC, reason="the arena cap is glibc's (mallopt M_ARENA_MAX)")
def test_malloc_arenas_are_capped() -> None:
    assert arenas_after_eight_threads("unbounded") > 2  # the probe can tell: without the cap, more arenas
    assert arenas_after_eight_threads("bounded") <= 2
