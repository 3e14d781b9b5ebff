"""Card faces rendered off the GUI thread, so a resize never waits for the SVGs (~30 ms a deck).

As KDE's libkcardgame does: when the boards need the deck at a new size, a worker renders the faces into
QImages (QSvgRenderer and QImage are safe off the GUI thread; QPixmap is not), and until they arrive each
card is drawn from its most recent pixmap, scaled. Only the very first size is rendered on the spot: with
nothing to scale, a blank board would be worse than the wait.

One worker thread per deck; a newer size drops the sizes still queued, since a resize passes through
dozens of sizes that nobody will see crisp.
"""

from __future__ import annotations

import atexit
import contextlib
from collections import OrderedDict

from PySide6.QtCore import (
    QByteArray,
    QCoreApplication,
    QObject,
    QRunnable,
    QThreadPool,
    Signal,
    Slot,
)
from PySide6.QtGui import QImage, QPixmap
from PySide6.QtSvg import QSvgRenderer

from freecell_gui.ui.board.deck import (
    DECK_CODES,
    CardRenderer,
    card_image,
    card_renderer,
)

CACHE_LIMIT = 3 * len(DECK_CODES)  # a resize passes through many sizes: keep the last few
Size = tuple[int, float]  # card width in logical pixels, device pixel ratio


def render_card_image(source: bytes | None, code: str, width: int, dpr: float) -> QImage:
    """Card ``code`` from its SVG bytes (None: the plain fallback face) at ``width`` × ``dpr`` pixels.

    Safe in any thread: it makes its own QSvgRenderer.
    """
    return card_image(None if source is None else QSvgRenderer(QByteArray(source)), code, width, dpr)


class _Delivery(QObject):
    """Lives in the GUI thread, so the worker's signal is queued there."""

    done = Signal(object)  # (Size, dict[str, QImage])


class _RenderJob(QRunnable):
    def __init__(self, sources: dict[str, bytes | None], size: Size, delivery: _Delivery) -> None:
        super().__init__()
        self._sources, self._size, self._delivery = sources, size, delivery

    def run(self) -> None:
        width, dpr = self._size
        images = {code: render_card_image(data, code, width, dpr) for code, data in self._sources.items()}
        with contextlib.suppress(RuntimeError):  # raised when the application is already gone
            self._delivery.done.emit((self._size, images))


class DeckNews(QObject):
    """``rendered(deck)`` in the GUI thread when a deck's faces have arrived at a new size: boards repaint."""

    rendered = Signal(str)


class DeckImages(QObject):
    """The card pixmaps of one deck for the boards: crisp when ready, the last size scaled meanwhile."""

    def __init__(self, renderer: CardRenderer, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._renderer = renderer
        self._pixmaps: OrderedDict[tuple[str, int, float], QPixmap] = OrderedDict()  # an LRU
        self._latest: dict[str, QPixmap] = {}  # each card's pixmap drawn last, whatever its size
        self._pending: Size | None = None
        self._delivery = _Delivery(self)
        self._delivery.done.connect(self._on_delivery_done)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._sources: dict[str, bytes | None] | None = None
        self.gui_thread_renders = 0  # how many faces had to be rendered on the spot (tests, benchmarks)

    def pixmap(self, code: str, width: int, dpr: float) -> tuple[QPixmap, bool]:
        """Card ``code`` at ``width`` × ``dpr``, and whether it is crisp (else a scaled stand-in)."""
        crisp = self._pixmaps.get((code, width, dpr))
        if crisp is not None:
            self._latest[code] = crisp  # the stand-in for the next size is the one drawn last
            return crisp, True
        stale = self._latest.get(code)
        if stale is None:  # nothing to scale yet: the first size is rendered now
            self.gui_thread_renders += 1
            pixmap = self._renderer.pixmap(code, width, dpr)
            self._store(code, width, dpr, pixmap)
            return pixmap, True
        self.request(width, dpr)
        return stale, False

    def request(self, width: int, dpr: float) -> None:
        """Have every face rendered at ``width`` × ``dpr`` in the worker, unless cached or on its way."""
        size = (width, dpr)
        if size == self._pending or all((code, width, dpr) in self._pixmaps for code in DECK_CODES):
            return
        self._pending = size
        self._pool.clear()  # sizes queued but not started are already out of date
        self._pool.start(_RenderJob(self._source_bytes(), size, self._delivery))

    def isPending(self) -> bool:
        return self._pending is not None

    def release(self) -> None:
        """Forget every face (the deck is no longer shown), so that a deck tried once holds no memory."""
        self._pool.clear()
        self._pixmaps.clear()
        self._latest.clear()
        self._pending = None

    def shutdown(self) -> None:
        """Drop the sizes queued and wait for the one being rendered (at exit)."""
        with contextlib.suppress(RuntimeError):  # the pool went with the application already
            self._pool.clear()
            self._pool.waitForDone()

    def waitForDone(self, msecs: int = -1) -> bool:
        """Block until the worker is idle (tests, shutdown); results still arrive through the event loop."""
        return self._pool.waitForDone(msecs)

    def _source_bytes(self) -> dict[str, bytes | None]:
        # Read once on the GUI thread, where the deck checks each file and reports a bad one (once);
        # None stands for a bad file: the worker draws the plain fallback face instead.
        if self._sources is None:
            self._sources = {code: self._renderer.source_bytes(code) for code in DECK_CODES}
        return self._sources

    def _store(self, code: str, width: int, dpr: float, pixmap: QPixmap) -> None:
        self._pixmaps[(code, width, dpr)] = pixmap
        if len(self._pixmaps) > CACHE_LIMIT:
            self._pixmaps.popitem(last=False)
        self._latest[code] = pixmap

    @Slot(object)
    def _on_delivery_done(self, result: tuple[Size, dict[str, QImage]]) -> None:
        size, images = result
        width, dpr = size
        for code, image in images.items():
            pixmap = QPixmap.fromImage(image)
            pixmap.setDevicePixelRatio(dpr)
            self._store(code, width, dpr, pixmap)
        if size == self._pending:
            self._pending = None
        deck_news().rendered.emit(self._renderer.deck_name)

    def renderer(self) -> CardRenderer:
        return self._renderer


_shared: dict[str, DeckImages] = {}
_news: list[DeckNews] = []


def deck_images(deck: str = "classic") -> DeckImages:
    """The application-wide :class:`DeckImages` of ``deck``; new when the deck's renderer was replaced
    (``forget_renderers``: the deck folder changed), so no face of the old files is drawn again."""
    renderer = card_renderer(deck)
    images = _shared.get(deck)
    if images is None or images.renderer() is not renderer:
        if not _shared:
            atexit.register(_stop_workers)
        images = _shared[deck] = DeckImages(renderer, QCoreApplication.instance())
    return images


def _stop_workers() -> None:
    """At exit, before Python tears Qt's wrappers down under a running worker: drop and wait for it."""
    for images in _shared.values():
        images.shutdown()


def deck_news() -> DeckNews:
    """The one :class:`DeckNews` of the application."""
    if not _news:
        _news.append(DeckNews(QCoreApplication.instance()))
    return _news[0]
