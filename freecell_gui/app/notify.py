"""The session's notifications: what one action changed, and the listeners told of it once.

Listeners are told in order: an action taken by a listener while it is being told (the anytime Solve
showing a shorter solution when playback returns to its start) is told to everyone after the change
that caused it, never in the middle of it, so that every listener sees the changes in the order made.
"""

from __future__ import annotations

import enum
from collections.abc import Callable


class Change(enum.Flag):
    """What one action changed. A new deal or game also means a new position (drawn without animation)."""

    NONE = 0
    GAME = enum.auto()  # another game is shown (its deal may be new to the viewer, or the one it had)
    DEAL = enum.auto()  # another deal is shown
    POSITION = enum.auto()  # the game's position changed: a deal, a move, an undo or redo
    HISTORY = enum.auto()  # back/forward became possible or impossible
    SHOWN = enum.auto()  # what the board shows changed: its position, or whose position it is
    STEPS = enum.auto()  # the move list's steps changed: a new start, a solution, the game's moves
    STEP = enum.auto()  # the move list's cursor moved
    JUMP = enum.auto()  # the board goes to what it shows without animation (a solution just shown …)

    # Python's own Flag operators build each result through the enum's constructor, some 6,000
    # instructions; the window's listeners test and join changes about fifty times a deal switch.
    # These give the same members, looked up where Python keeps them by value (a combination is made,
    # and kept there, the first time it is asked for).
    def __and__(self, other: object) -> Change:
        return _combined(self._value_ & other._value_) if isinstance(other, Change) else NotImplemented

    def __or__(self, other: object) -> Change:
        return _combined(self._value_ | other._value_) if isinstance(other, Change) else NotImplemented

    def is_move(self) -> bool:
        """A change of the game's position within the same deal: the board may animate it."""
        return bool(self & Change.POSITION) and not self & (Change.GAME | Change.DEAL)

    def animates(self) -> bool:
        """What the board shows changed within the same deal, step by step: the board animates it."""
        return bool(self & Change.SHOWN) and not self & (Change.GAME | Change.DEAL | Change.JUMP)


def _combined(value: int) -> Change:
    member = Change._value2member_map_.get(value)
    return member if isinstance(member, Change) else Change(value)


Listener = Callable[[Change], None]


class Notifier:
    """Calls each listener once per :meth:`notify`, in order (see the module docstring)."""

    def __init__(self) -> None:
        self._listeners: list[Listener] = []
        self._queued: list[Change] = []

    def subscribe(self, listener: Listener) -> None:
        self._listeners.append(listener)

    def notify(self, change: Change) -> None:
        if not change:
            return
        self._queued.append(change)
        if len(self._queued) > 1:
            return  # being told already: this change follows once every listener has the one before
        try:
            while self._queued:
                for listener in list(self._listeners):
                    listener(self._queued[0])
                del self._queued[0]
        finally:
            self._queued.clear()  # a listener that raised leaves no change behind to block the next
