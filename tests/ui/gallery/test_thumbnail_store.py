"""Thumbnails are drawn in the worker, never on the GUI thread; a page shows placeholders and keeps taking
keys while the worker is busy; the cache stays within its budget."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import Qt

from freecell_gui.ui.gallery import thumbnail, thumbnail_store
from freecell_gui.ui.gallery.thumbnail import thumbnail_geometry
from freecell_gui.ui.gallery.thumbnail_store import ThumbnailStore


@pytest.fixture
def drawing_threads(monkeypatch: pytest.MonkeyPatch) -> tuple[list[bool], threading.Event]:
    """Where each thumbnail is drawn (True: the GUI thread), and a gate the drawing waits at until set."""
    seen: list[bool] = []
    gate = threading.Event()
    draw = thumbnail.draw_thumbnail

    def watched(*args, **kwargs):  # type: ignore[no-untyped-def]
        seen.append(threading.current_thread() is threading.main_thread())
        gate.wait(10)
        return draw(*args, **kwargs)

    monkeypatch.setattr(thumbnail_store, "draw_thumbnail", watched)
    return seen, gate


def test_pages_show_placeholders_and_keys_work_while_the_worker_draws(  # type: ignore[no-untyped-def]
    qtbot, gallery_window, drawing_threads
) -> None:
    seen, gate = drawing_threads
    window = gallery_window(617)
    gallery = window.gallery()
    qtbot.waitUntil(lambda: len(seen) == 1)  # the worker waits at the gate on the first thumbnail
    assert not gallery.isComplete()
    first = gallery.firstDeal()
    for _ in range(5):
        qtbot.keyClick(gallery.view(), Qt.Key.Key_PageDown)  # no key waits for a thumbnail
    assert gallery.firstDeal() == first + 5 * len(gallery.visibleDeals())
    image = gallery.grab().toImage()
    rect = gallery.thumbnailRect(gallery.firstDeal())
    assert image.pixelColor(rect.center()).name() == thumbnail_store_placeholder()
    gate.set()
    qtbot.waitUntil(gallery.isComplete)
    assert seen and not any(seen)  # every thumbnail drawn off the GUI thread
    # The pages paged past were dropped: the worker drew the first page's first deal and the last page.
    assert len(seen) <= 1 + len(gallery.visibleDeals()) + 1


def thumbnail_store_placeholder() -> str:
    from freecell_gui.ui.gallery.page_painting import PLACEHOLDER

    return PLACEHOLDER.name()


def test_the_cache_stays_within_its_budget(qtbot) -> None:  # type: ignore[no-untyped-def]
    geometry = thumbnail_geometry(200)
    style = (geometry, 1.0, "classic")
    one = geometry.width * geometry.height * 4
    store = ThumbnailStore(budget=10 * one)
    for start in range(1, 60, 20):
        deals = list(range(start, start + 20))
        store.request(deals, style)
        qtbot.waitUntil(lambda deals=deals: store.waiting() == 0)
        assert store.cachedBytes() <= 10 * one
        assert store.image(deals[-1], style) is not None
    assert store.image(1, style) is None  # the least recently used went first
    store.shutdown()
