"""View → Gallery as a user waits for it, in a 1920 × 1080 window: opening it until its first page is painted
(placeholders) and until every thumbnail on it is drawn; the longest the GUI thread is busy at once on a
Page Down (the key itself, then each thumbnail arriving from the worker); and the process's memory after
paging through 10,000 deals, each page drawn whole, against the memory with the first page shown.
"""

from __future__ import annotations

import os
import statistics
import tempfile
import time
from typing import Any

from benchmarks.report import Figure
from benchmarks.timing import longest_stretch

WIDE = (1920, 1080)
OPENINGS = 6
PAGE_DOWNS = 40
SCROLLED = 10_000
FRAME = 1 / 60


def _window(folder: str, number: int) -> Any:
    from PySide6.QtCore import QSettings

    from freecell_gui.ui.settings import ViewerSettings
    from freecell_gui.ui.window.main_window import MainWindow

    settings = ViewerSettings(QSettings(os.path.join(folder, "s.ini"), QSettings.Format.IniFormat))
    window = MainWindow(number, settings=settings)
    window.resize(*WIDE)
    window.show()
    return window


def _settle(app: Any, seconds: float = 0.3) -> None:
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        app.processEvents()
        time.sleep(0.002)


class _Paints:
    """Counts the paints of a widget (the gallery's viewport) and notes when the last one ended."""

    def __init__(self) -> None:
        from PySide6.QtCore import QEvent, QObject

        paints = self

        class Filter(QObject):
            def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
                if event.type() == QEvent.Type.Paint:
                    paints.count += 1
                    paints.last = time.perf_counter()  # the paint runs next: a few ms at most
                return False

        self.count = 0
        self.last = 0.0
        self.filter = Filter()


def _open_times(app: Any, folder: str, number: int) -> tuple[float, float]:
    """Seconds from View → Gallery until the first paint (placeholders), and until every thumbnail is drawn
    and painted, in a new window at deal ``number`` (nothing cached)."""
    window = _window(folder, number)
    _settle(app)
    paints = _Paints()
    action = window.actionsByName()["gallery"]
    started = time.perf_counter()
    action.trigger()
    gallery = window.gallery()
    gallery.view().viewport().installEventFilter(paints.filter)
    first = paints.count
    while paints.count == first:
        app.processEvents()
    placeholders = time.perf_counter() - started
    while not gallery.isComplete():
        app.processEvents()
        time.sleep(0.001)  # a GUI thread waits in the event loop, not holding the GIL the worker needs
    complete = time.perf_counter()
    _settle(app, 0.05)  # the last thumbnail's paint, if it has not happened yet
    drawn = max(paints.last, complete) - started
    window.close()
    window.deleteLater()
    _settle(app, 0.1)
    return placeholders, drawn


def _page_down_stalls(app: Any, window: Any) -> list[float]:
    """Per Page Down: the longest stretch of GUI-thread work from the key until the page is drawn whole."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    view = window.gallery().view()
    stalls = []
    for _ in range(PAGE_DOWNS):
        started = time.perf_counter()
        QTest.keyClick(view, Qt.Key.Key_PageDown)
        app.processEvents()  # the page painted, with placeholders
        key = time.perf_counter() - started
        stalls.append(max(key, longest_stretch(app, 2.0, window.gallery().isComplete)))
    return stalls


def _rss_mib() -> float:
    with open("/proc/self/status") as status:
        return next(int(line.split()[1]) for line in status if line.startswith("VmRSS:")) / 1024


def _memory_after_scrolling(app: Any, window: Any) -> tuple[float, float]:
    """RSS in MiB with the first page shown, and after paging through SCROLLED deals, each page drawn."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    gallery = window.gallery()
    view = gallery.view()
    longest_stretch(app, 5.0, gallery.isComplete)
    start_deal, before = gallery.firstDeal(), _rss_mib()
    while gallery.firstDeal() < start_deal + SCROLLED:
        QTest.keyClick(view, Qt.Key.Key_PageDown)
        longest_stretch(app, 5.0, gallery.isComplete)
    _settle(app, 0.2)
    return before, _rss_mib()


def run() -> list[Figure]:
    from freecell_gui.app import user_catalogue
    from freecell_gui.core.catalogue.store import Catalogue, CatalogueMissingError
    from freecell_gui.ui.board.offscreen import ensure_gui_application
    from freecell_gui.ui.memory_bounds import limit_malloc_arenas

    def no_catalogue(path: object) -> Catalogue:
        raise CatalogueMissingError("the benchmark reads no catalogue")

    limit_malloc_arenas()  # as the viewer does at start-up (ui/memory_bounds.py)
    user_catalogue.open_user_catalogue = no_catalogue  # type: ignore[assignment]
    app = ensure_gui_application()
    with tempfile.TemporaryDirectory() as folder:
        first_open = _open_times(app, folder, 1000)  # the gallery's modules load on this one
        openings = [_open_times(app, folder, 1000 + 5000 * i) for i in range(1, OPENINGS)]
        window = _window(folder, 2_000_000)
        _settle(app)
        window.actionsByName()["gallery"].trigger()
        stalls = _page_down_stalls(app, window)
        deals = len(window.gallery().visibleDeals())
        before, after = _memory_after_scrolling(app, window)
        window.close()
    size = "×".join(map(str, WIDE))
    return [
        Figure(
            f"open the gallery, {size}, until its first page is painted (placeholders), "
            f"median of {OPENINGS - 1}",
            statistics.median(p for p, _ in openings),
            "s",
            at_most=0.050,
        ),
        Figure(
            f"open the gallery until all {deals} thumbnails are drawn, median of {OPENINGS - 1}",
            statistics.median(d for _, d in openings),
            "s",
            at_most=0.300,
        ),
        Figure("the same, first opening (the gallery's modules loading): to first paint", first_open[0], "s"),
        Figure("the same, first opening: until all thumbnails are drawn", first_open[1], "s"),
        Figure(
            f"Page Down: longest GUI-thread stall until the page is drawn, worst of {PAGE_DOWNS}",
            max(stalls),
            "s",
            at_most=FRAME,
        ),
        Figure("Page Down: median of those stalls", statistics.median(stalls), "s", at_most=FRAME),
        Figure("memory (RSS) with the first page shown", before, "MiB"),
        Figure(
            f"memory growth after paging through {SCROLLED:,} deals, each page drawn",
            after - before,
            "MiB",
            at_most=100,
        ),
    ]
