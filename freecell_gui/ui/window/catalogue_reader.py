"""The status bar's look-ups in the deal catalogue, on a thread of their own.

A look-up takes well under a millisecond, but opening the file (its header checked, a WAL recovered
after a crash, a build holding a lock) may wait on the disk: none of it happens on the GUI thread, nor
at the window's start-up (the thread starts with the first look-up for a file that exists, and sqlite3
loads there; the GUI thread only stats the file, so a window without a catalogue wakes no thread). The
thread owns the connection (SQLite's rule) and answers only the latest request when several wait
(browsing fast); answers cross to the GUI thread through the mailbox (gui_mailbox.py). A catalogue that
cannot be opened — corrupt, foreign, locked — answers "not there" and is tried again at the next look-up
(a build may make or free it; its header is read first, so a foreign file costs a read of 100 bytes);
why it cannot be read is said once per path (``unusable``), a missing one never. A damaged row answers
"not there" too, the catalogue staying open for the other deals; the first one is said (``damaged``).
"""

from __future__ import annotations

import queue
import threading
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtCore import QObject, Signal, SignalInstance

from freecell_gui.ui.gui_mailbox import GuiMailbox
from freecell_gui.ui.text.core_messages import message_of
from freecell_gui.util.catalogue_file import default_path

if TYPE_CHECKING:
    from freecell_gui.core.catalogue.store import Catalogue

# How long closing the window waits for a look-up under way (an open stuck on a locked file).
SHUTDOWN_SECONDS = 1.0


class _Request(NamedTuple):
    deal: int
    path: Path


class _Relay(GuiMailbox):
    """Made in the GUI thread; the thread posts here and the signals go out in the GUI thread."""

    answered = Signal(object, object)  # deal number, its Row or None
    unusable = Signal(object)  # the CatalogueError
    damaged = Signal(object)  # the DamagedCatalogueError


class CatalogueReader(QObject):
    """``lookup(deal, path)`` answers ``answered(deal, row)`` (row None: not in the catalogue, its row
    damaged, or no catalogue); ``unusable(message)`` says once, translated, why a catalogue file cannot
    be read, and ``damaged(message)`` once what the first damaged row read holds."""

    answered = Signal(object, object)
    unusable = Signal(str)
    damaged = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._relay = _Relay(self)
        self._relay.answered.connect(self.answered)
        self._relay.unusable.connect(lambda error: self.unusable.emit(message_of(error)))
        self._relay.damaged.connect(lambda error: self.damaged.emit(message_of(error)))
        self._requests: queue.SimpleQueue[_Request | None] = queue.SimpleQueue()
        self._thread: threading.Thread | None = None
        self._default: Path | None = None  # the user's data folder's catalogue, found once

    def lookup(self, deal: int, path: Path | None = None) -> None:
        """Ask what the catalogue at ``path`` (None: the default one) knows of ``deal``."""
        if not (path or self._default_path()).is_file():
            # Nothing to read (no answer: not catalogued). A stat, not a request: a woken thread would
            # take the GIL during every deal switch (`make bench`: the deal switch of bench_window).
            return
        if self._thread is None:
            self._thread = threading.Thread(
                target=_serve, args=(self._requests, self._relay), name="catalogue-reader", daemon=True
            )
            self._thread.start()
        self._requests.put(_Request(deal, path or self._default_path()))

    def _default_path(self) -> Path:
        if self._default is None:
            self._default = default_path()
        return self._default

    def shutdown(self) -> None:
        """Close the catalogue and end the thread (the window closing)."""
        if self._thread is not None:
            self._requests.put(None)
            self._thread.join(SHUTDOWN_SECONDS)
            self._thread = None


def _latest(requests: queue.SimpleQueue[_Request | None], request: _Request | None) -> _Request | None:
    """The last of the requests waiting (None, the end, wins): the earlier ones are for deals gone by."""
    while request is not None:
        try:
            waiting = requests.get_nowait()
        except queue.Empty:
            break
        request = waiting
    return request


def _serve(requests: queue.SimpleQueue[_Request | None], relay: _Relay) -> None:
    from freecell_gui.core.catalogue.store import (
        Catalogue,
        CatalogueError,
        CatalogueMissingError,
        DamagedCatalogueError,
    )

    catalogue: Catalogue | None = None
    reported: set[Path] = set()  # paths found unusable: said once
    damaged: set[Path] = set()  # paths with a damaged row: the first said
    while (request := _latest(requests, requests.get())) is not None:
        path = request.path
        if catalogue is not None and catalogue.path != path:
            catalogue.close()
            catalogue = None
        row = None
        try:
            if catalogue is None:
                catalogue = Catalogue.open(path)
            if catalogue is not None:
                row = catalogue.lookup(request.deal)
        except CatalogueMissingError:
            pass
        except DamagedCatalogueError as error:  # this deal's row: the others may be sound
            if path not in damaged:
                damaged.add(path)
                _say(relay.damaged, relay, error)
        except CatalogueError as error:
            if catalogue is not None:
                catalogue.close()
                catalogue = None
            if path not in reported:
                reported.add(path)
                _say(relay.unusable, relay, error)
        _answer(relay, request.deal, row)
    if catalogue is not None:
        catalogue.close()


def _answer(relay: _Relay, deal: int, row: object) -> None:
    relay.post(lambda: relay.answered.emit(deal, row))


def _say(signal: SignalInstance, relay: _Relay, error: Exception) -> None:
    relay.post(lambda: signal.emit(error))
