"""Card faces rendered off the GUI thread, so a resize never waits for the SVGs (~30 ms a deck).

As KDE's libkcardgame does: when the boards need the deck at a new size, a render task renders the faces into
QImages (QSvgRenderer and QImage are safe off the GUI thread; QPixmap is not), and until they arrive each
card is drawn from its most recent pixmap, scaled. Only the very first size is rendered on the spot: with
nothing to scale, a blank board would be worse than the wait.

One render thread per deck. A size is rendered once the board has kept it for RENDER_DELAY_MS, and a
newer size drops the sizes still queued: a resize passes through dozens of sizes nobody will see crisp.

The render thread reads each SVG file through Qt's image reader rather than calling QSvgRenderer.render:
PySide6 releases the GIL during QImageReader.read but holds it through render, so a render task calling render
stalls the GUI thread for the whole deck (`make bench` compares the two). The reader is given the file's
path, never a QBuffer made in Python: Qt would call the buffer's virtual functions, each of which takes
the GIL, while it holds its plugin loader's lock, which the GUI thread may be waiting for with the GIL
held — a deadlock seen in the test suite. For the same reason the render thread never asks ``canRead()`` (it
probes the file under the GIL, connecting a QTextStream) and hands the faces over through a
:class:`~freecell_gui.ui.gui_mailbox.GuiMailbox`, never by emitting a signal itself.
"""

from __future__ import annotations

import atexit
import contextlib
from functools import cache

from PySide6.QtCore import QCoreApplication, QObject, QRunnable, QSize, QThreadPool, QTimer, Signal, Slot
from PySide6.QtGui import QImage, QImageReader, QPixmap
from PySide6.QtSvg import QSvgRenderer

from freecell_gui.ui.board.deck import (
    DECK_CODES,
    CardRenderer,
    card_height,
    card_image,
    card_renderer,
)
from freecell_gui.ui.gui_mailbox import GuiMailbox
from freecell_gui.util.lru import LruCache

CACHE_LIMIT = 3 * len(DECK_CODES)  # a resize passes through many sizes: keep the last few
RENDER_DELAY_MS = 60  # a size kept this long is rendered: longer than the steps of a window being dragged
Size = tuple[int, float]  # card width in logical pixels, device pixel ratio


@cache
def svg_reader_available() -> bool:
    """Whether Qt's SVG image plugin is there (PySide6-Essentials ships it)."""
    return b"svg" in QImageReader.supportedImageFormats()


def render_card_image(path: str | None, code: str, width: int, dpr: float) -> QImage:
    """Card ``code`` from its SVG file at ``path`` (None: the plain fallback face) at ``width`` × ``dpr``.

    Safe in any thread, and lets other threads run Python meanwhile (see the module's docstring). The
    image is the one :func:`card_image` draws, pixel for pixel (tests/ui/board/test_deck_rendering.py).
    """
    if path is not None and svg_reader_available():
        reader = QImageReader(path, b"svg")
        reader.setScaledSize(QSize(max(1, round(width * dpr)), max(1, round(card_height(width) * dpr))))
        image = reader.read()  # a null image for a file it cannot read: canRead() would hold the GIL
        if not image.isNull():
            image.setDevicePixelRatio(dpr)
            return image
    elif path is not None:  # no plugin: a renderer of our own, holding the GIL as the render thread once did
        renderer = QSvgRenderer(path)
        if renderer.isValid():
            return card_image(renderer, code, width, dpr)
    # A bad file, or one gone since the GUI thread checked it: the plain face.
    return card_image(None, code, width, dpr)


class _Delivery(GuiMailbox):
    """Lives in the GUI thread; the render thread posts its faces there (see the module's docstring)."""

    done = Signal(object)  # (Size, dict[str, QImage])


class _RenderJob(QRunnable):
    def __init__(self, sources: dict[str, str | None], size: Size, delivery: _Delivery) -> None:
        super().__init__()
        self._sources, self._size, self._delivery = sources, size, delivery

    def run(self) -> None:
        width, dpr = self._size
        images = {code: render_card_image(data, code, width, dpr) for code, data in self._sources.items()}
        delivery, size = self._delivery, self._size
        delivery.post(lambda: delivery.done.emit((size, images)))


class DeckNews(QObject):
    """``rendered(deck)`` in the GUI thread when a deck's faces have arrived at a new size: boards repaint."""

    rendered = Signal(str)


class DeckImages(QObject):
    """The card pixmaps of one deck for the boards: crisp when ready, the last size scaled meanwhile."""

    def __init__(self, renderer: CardRenderer, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._renderer = renderer
        self._pixmaps: LruCache[tuple[str, int, float], QPixmap] = LruCache(CACHE_LIMIT)
        self._latest: dict[str, QPixmap] = {}  # each card's pixmap drawn last, whatever its size
        self._pending: Size | None = None
        self._wanted: Size | None = None  # the size to render once the delay passes
        self._delay = QTimer(self, singleShot=True, interval=RENDER_DELAY_MS)
        self._delay.timeout.connect(self._on_delay_timeout)
        self._delivery = _Delivery(self)
        self._delivery.done.connect(self._on_delivery_done)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._sources: dict[str, str | None] | None = None
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
        """Have every face rendered at ``width`` × ``dpr`` in the background, unless cached or on its
        way, once no other size is asked for during RENDER_DELAY_MS."""
        size = (width, dpr)
        if size in (self._pending, self._wanted):
            return
        if all((code, width, dpr) in self._pixmaps for code in DECK_CODES):
            self._wanted = None
            self._delay.stop()
            return
        self._wanted = size
        self._delay.start()

    @Slot()
    def _on_delay_timeout(self) -> None:
        size, self._wanted = self._wanted, None
        if size is None or size == self._pending:
            return
        self._pending = size
        self._pool.clear()  # sizes queued but not started are already out of date
        self._pool.start(_RenderJob(self._source_paths(), size, self._delivery))

    def renderDelayRemaining(self) -> int:
        """Milliseconds until the size last asked for is rendered (0: due at the next turn of the
        event loop), or -1 when no size waits for its delay (tests: the timer, not the clock)."""
        return self._delay.remainingTime()

    def isPending(self) -> bool:
        """Whether a size is waiting for its delay or being rendered."""
        return self._pending is not None or self._wanted is not None

    def release(self) -> None:
        """Forget every face (the deck is no longer shown), so that a deck tried once holds no memory."""
        self._pool.clear()
        self._delay.stop()
        self._pixmaps.clear()
        self._latest.clear()
        self._pending = self._wanted = None

    def shutdown(self) -> None:
        """Drop the sizes queued and wait for the one being rendered (at exit)."""
        with contextlib.suppress(RuntimeError):  # the pool went with the application already
            self._delay.stop()
            self._pool.clear()
            self._pool.waitForDone()

    def waitForDone(self, msecs: int = -1) -> bool:
        """Start a size still waiting for its delay, then block until rendering is idle (tests, exports);
        results still arrive through the event loop."""
        if self._delay.isActive():
            self._delay.stop()
            self._on_delay_timeout()
        return self._pool.waitForDone(msecs)

    def _source_paths(self) -> dict[str, str | None]:
        # Checked once on the GUI thread, where the deck reports a bad file (once); None stands for a
        # bad file: the render thread draws the plain fallback face instead.
        if self._sources is None:
            self._sources = {code: self._renderer.source_path(code) for code in DECK_CODES}
            svg_reader_available()  # Qt's image plugins looked up here, not first in the render thread
        return self._sources

    def _store(self, code: str, width: int, dpr: float, pixmap: QPixmap) -> None:
        self._pixmaps.put((code, width, dpr), pixmap)
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
            atexit.register(_stop_rendering)
        images = _shared[deck] = DeckImages(renderer, QCoreApplication.instance())
    return images


def shared_deck_images() -> list[DeckImages]:
    """The application-wide :class:`DeckImages` of every deck used so far (tests wait for their rendering,
    so that no face asked for in one test is rendered or delivered during the next)."""
    return list(_shared.values())


def _stop_rendering() -> None:
    """At exit, before Python tears Qt's wrappers down under a running render task: drop and wait for it."""
    for images in _shared.values():
        images.shutdown()


def deck_news() -> DeckNews:
    """The one :class:`DeckNews` of the application."""
    if not _news:
        _news.append(DeckNews(QCoreApplication.instance()))
    return _news[0]
