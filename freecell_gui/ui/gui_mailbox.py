"""Handing work from pool threads to the GUI thread without taking a Qt lock while holding the GIL.

A worker thread runs Python, so it holds the GIL; the GUI thread, inside Qt, can hold one of Qt's
signal-slot locks (a shared pool of mutexes, hashed by object address) and wait for the GIL: destroying a
view calls ``QObject::disconnect`` on its model, and PySide asks Python whether the model overrides
``disconnectNotify``. A worker that emits a signal (a queued emit locks the receiver's mutex), or makes a
Qt object that connects one (QTextStream inside Qt's SVG image plugin), under the GIL can then wait for
that very mutex: a deadlock, seen in the test suite (tests/ui/test_gui_mailbox.py reproduces it).

``QCoreApplication.postEvent`` takes only the receiving thread's event-queue lock, which the GUI thread
never holds while it runs an event. So a worker appends its callback to a deque and posts a wake-up
event; the GUI thread runs the callbacks in order, and they may emit as usual.
"""

from __future__ import annotations

import contextlib
from collections import deque
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject

_WAKE_UP = QEvent.Type(QEvent.registerEventType())


class GuiMailbox(QObject):
    """Made in the GUI thread. :meth:`post` from any thread runs a callback there, in the order posted."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._letters: deque[Callable[[], None]] = deque()  # append and popleft are atomic under the GIL

    def post(self, callback: Callable[[], None]) -> None:
        """Run ``callback`` in the GUI thread soon; never waits for a Qt lock the GUI thread may hold."""
        self._letters.append(callback)
        with contextlib.suppress(RuntimeError):  # the mailbox or the application is already gone
            QCoreApplication.postEvent(self, QEvent(_WAKE_UP))

    def event(self, event: QEvent) -> bool:
        if event.type() != _WAKE_UP:
            return super().event(event)
        while self._letters:  # one wake-up may find several letters, a later one then none
            self._letters.popleft()()
        return True
