"""The bounded cache behind the card, icon and verdict caches."""

from __future__ import annotations

import pytest

from freecell_gui.util.lru import LruCache


def test_the_least_recently_used_entry_goes_first() -> None:
    cache: LruCache[str, int] = LruCache(2)
    cache.put("a", 1)
    cache.put("b", 2)
    assert cache.get("a") == 1  # touched: "b" is now the oldest
    cache.put("c", 3)
    assert "b" not in cache and cache.get("b") is None
    assert cache.get("a") == 1 and cache.get("c") == 3 and len(cache) == 2
    cache.put("a", 10)  # replacing makes it the newest too
    cache.put("d", 4)
    assert "c" not in cache and cache.get("a") == 10
    cache.clear()
    assert len(cache) == 0


def test_a_cache_holds_at_least_one_entry() -> None:
    with pytest.raises(ValueError, match="at least one"):
        LruCache(0)
