"""The find dialog's task: one search on a pool thread, reporting progress and matches through a mailbox.

Matches cross to the GUI thread through an inbox rather than one signal each: two cards match ~3 million
deals. The task polls a stop flag (through the finder's ``should_stop``) so that Cancel returns at once.
"""

from __future__ import annotations

import traceback
from collections import deque
from collections.abc import Callable, Sequence
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QObject, QRunnable, Signal

from freecell_gui.ui.gui_mailbox import GuiMailbox
from freecell_gui.ui.text.core_messages import message_of


class Search(Protocol):
    """The finder's signature (freecell_gui.core.finder.find_deals); tests pass fakes."""

    def __call__(
        self,
        cards: Sequence[int],
        progress: Callable[[float], None] | None,
        should_stop: Callable[[], bool] | None,
        on_match: Callable[[int], None] | None,
    ) -> list[int]: ...


def default_search(
    cards: Sequence[int],
    progress: Callable[[float], None] | None = None,
    should_stop: Callable[[], bool] | None = None,
    on_match: Callable[[int], None] | None = None,
) -> list[int]:
    from freecell_gui.core.finder import find_deals  # numpy loads on the first search, not with the window

    return find_deals(cards, progress=progress, should_stop=should_stop, on_match=on_match)


class MatchInbox:
    """Matches handed from the task to the GUI thread without delay and without a signal for each.

    The task puts each match; only a put into an inbox not yet announced asks for a signal, and the
    GUI thread takes everything at once. deque.append and popleft are atomic, and a put that races a take
    is announced again, never lost.
    """

    def __init__(self) -> None:
        self._numbers: deque[int] = deque()
        self._announced = False

    def put(self, number: int) -> bool:
        """Add a match (pool thread); True when the GUI thread should be told."""
        self._numbers.append(number)
        if self._announced:
            return False
        self._announced = True
        return True

    def take(self) -> list[int]:
        """Every match put so far (GUI thread)."""
        self._announced = False  # before reading: a put from now on announces itself again
        numbers = self._numbers
        return [numbers.popleft() for _ in range(len(numbers))]


class SearchSignals(GuiMailbox):
    """Made in the GUI thread; the task posts what it has to say there and the signals are emitted in
    the GUI thread (a pool thread never emits itself: gui_mailbox.py)."""

    progressed = Signal(int)  # percent
    matchesReady = Signal()  # take them from ``inbox``
    finished = Signal(object)  # the list of all matches; the task's last signal
    failed = Signal(str)  # a one-line message; also a last signal

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self.inbox = MatchInbox()


def _search_failed(reason: str) -> str:
    """The translated one-line report of a bug in a search (GUI thread)."""
    return QCoreApplication.translate("FindDealDialog", "search failed: %1").replace("%1", reason)


class SearchTask(QRunnable):
    """Runs one search on a pool thread and reports through its own :class:`SearchSignals`."""

    def __init__(
        self,
        search: Search,
        cards: Sequence[int],
        should_stop: Callable[[], bool],
        signals: SearchSignals,
    ) -> None:
        super().__init__()
        self.setAutoDelete(True)
        self._search, self._cards, self._signals = search, cards, signals
        self._should_stop = should_stop

    def run(self) -> None:
        signals = self._signals
        last_percent = -1

        def on_match(number: int) -> None:
            if signals.inbox.put(number):
                signals.post(lambda: signals.matchesReady.emit())

        def progress(fraction: float) -> None:
            nonlocal last_percent
            percent = min(max(int(fraction * 100), 0), 100)
            if percent != last_percent:  # a finder may report often: one signal per percent at most
                last_percent = percent
                signals.post(lambda: signals.progressed.emit(percent))

        try:
            matches = self._search(
                self._cards, progress=progress, should_stop=self._should_stop, on_match=on_match
            )
        except ValueError as error:
            refused = error  # the name `error` is unbound after the handler; the callback runs later
            signals.post(lambda: signals.failed.emit(message_of(refused)))
        except Exception as error:  # a bug must not leave the dialog searching for ever
            traceback.print_exc()
            text = f"{type(error).__name__}: {error}"
            signals.post(lambda: signals.failed.emit(_search_failed(text)))
        else:
            signals.post(lambda: signals.finished.emit(matches))
