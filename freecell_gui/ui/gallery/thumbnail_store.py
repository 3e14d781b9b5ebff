"""The gallery's thumbnails: drawn in a worker thread, cached within a memory budget, asked for by the page.

The GUI thread never draws a thumbnail: it asks for the page's deals (:meth:`ThumbnailStore.request`) and
paints a placeholder for each one not yet here; the worker draws them in order and hands each over through
a :class:`~freecell_gui.ui.gui_mailbox.GuiMailbox` (never a signal of its own: see gui_mailbox.py). A new
page cancels the request of the old one, which the worker notices between two thumbnails, so paging
quickly never queues up work nobody will see.

The faces are rendered once per size in the worker too (from the deck's files, as deck_rendering.py does)
and kept for the next requests. The cache holds at most :data:`BUDGET_BYTES` of images, the least recently
shown going first (`make bench` scrolls through 10,000 deals and measures the memory).
"""

from __future__ import annotations

import contextlib
import time
from collections import OrderedDict

from PySide6.QtCore import QCoreApplication, QObject, QRunnable, QThreadPool, Signal
from PySide6.QtGui import QImage

from freecell_gui.core.deals.cards import CARD_CODES
from freecell_gui.core.deals.deal import deal
from freecell_gui.ui.board.deck import card_renderer
from freecell_gui.ui.gallery.thumbnail import ThumbnailGeometry, draw_thumbnail, face_images
from freecell_gui.ui.gui_mailbox import GuiMailbox

BUDGET_BYTES = 48 * 1024 * 1024
Style = tuple[ThumbnailGeometry, float, str]  # geometry, device pixel ratio, deck
Faces = dict[str, QImage]


def _let_others_run() -> None:
    """Hand the GIL to a thread waiting for it, now. PySide holds the GIL through each painter call, and a
    thread running Python keeps it until the interpreter's switch interval (5 ms) asks it to let go: the GUI
    thread would wait that long each time it runs a Python slot or event filter (`make bench` saw a page
    take 50 ms to paint). ``sleep(0)`` between two cards makes the wait one painter call at most."""
    time.sleep(0)


class _Ticket:
    """One request; the GUI thread cancels it, the worker looks between thumbnails (a bool: atomic)."""

    def __init__(self, style: Style) -> None:
        self.style = style
        self.cancelled = False


class _ThumbnailJob(QRunnable):
    def __init__(
        self,
        numbers: list[int],
        ticket: _Ticket,
        faces: Faces | None,
        paths: dict[str, str | None],
        store: ThumbnailStore,
    ) -> None:
        super().__init__()
        self._numbers, self._ticket, self._faces, self._paths = numbers, ticket, faces, paths
        self._store = store

    def run(self) -> None:
        ticket, store = self._ticket, self._store
        geometry, dpr, deck = ticket.style
        faces = self._faces
        if faces is None:
            faces = face_images(self._paths, geometry, dpr, deck)
            made = faces
            store.mailbox.post(lambda: store.keepFaces(ticket.style, made))
        for number in self._numbers:
            if ticket.cancelled:
                return
            image = draw_thumbnail(deal(number).cascades(), geometry, faces, dpr, _let_others_run)
            store.mailbox.post(lambda number=number, image=image: store.deliver(ticket, number, image))  # type: ignore[misc]


class ThumbnailStore(QObject):
    """Thumbnails by (deal, style); ``arrived(n)`` (GUI thread) when deal n's came in."""

    arrived = Signal(object)

    def __init__(self, parent: QObject | None = None, budget: int = BUDGET_BYTES) -> None:
        super().__init__(parent)
        self.mailbox = GuiMailbox(self)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._budget = budget
        self._bytes = 0
        self._images: OrderedDict[tuple[int, Style], QImage] = OrderedDict()
        self._faces: tuple[Style, Faces] | None = None
        self._ticket: _Ticket | None = None
        self._waiting = 0
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.shutdown)

    def image(self, number: int, style: Style) -> QImage | None:
        """Deal ``number``'s thumbnail in ``style`` if it is here (it becomes the most recently used)."""
        key = (number, style)
        image = self._images.get(key)
        if image is not None:
            self._images.move_to_end(key)
        return image

    def request(self, numbers: list[int], style: Style) -> None:
        """Have the worker draw those of ``numbers`` not here, in order; an earlier request is dropped."""
        if self._ticket is not None:
            self._ticket.cancelled = True
            self._ticket = None
        self._pool.clear()
        wanted = [number for number in numbers if (number, style) not in self._images]
        self._waiting = len(wanted)
        if not wanted:
            return
        ticket = self._ticket = _Ticket(style)
        faces = self._faces[1] if self._faces is not None and self._faces[0] == style else None
        paths: dict[str, str | None] = {}
        if faces is None and not style[0].simple:
            renderer = card_renderer(style[2])
            paths = {
                code: renderer.source_path(code) for code in CARD_CODES
            }  # checked here, on the GUI thread
        self._pool.start(_ThumbnailJob(wanted, ticket, faces, paths, self))

    def waiting(self) -> int:
        """How many thumbnails of the last request have not arrived yet."""
        return self._waiting

    def cachedBytes(self) -> int:
        return self._bytes

    def keepFaces(self, style: Style, faces: Faces) -> None:
        """(GUI thread) The faces the worker rendered for ``style``, for the next requests."""
        self._faces = (style, faces)

    def deliver(self, ticket: _Ticket, number: int, image: QImage) -> None:
        """(GUI thread) A thumbnail from the worker: kept, and said, if its request still stands."""
        if ticket is not self._ticket:
            return
        key = (number, ticket.style)
        self._images[key] = image
        self._bytes += image.sizeInBytes()
        while self._bytes > self._budget and len(self._images) > 1:
            _, dropped = self._images.popitem(last=False)
            self._bytes -= dropped.sizeInBytes()
        self._waiting = max(0, self._waiting - 1)
        self.arrived.emit(number)

    def clear(self) -> None:
        self._images.clear()
        self._bytes = 0

    def waitForDone(self, msecs: int = -1) -> bool:
        """Block until the worker is idle (tests, benchmarks); the thumbnails still come by the event loop."""
        return self._pool.waitForDone(msecs)

    def shutdown(self) -> None:
        with contextlib.suppress(RuntimeError):
            if self._ticket is not None:
                self._ticket.cancelled = True
            self._pool.clear()
            self._pool.waitForDone()
