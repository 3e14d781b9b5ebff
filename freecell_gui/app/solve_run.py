"""The solution panel's Solve as it runs (Qt-free): which solution it shows, which it keeps back, and what
it is doing, for the panel's status line.

The first solution is shown at once (one known for the deal already, or the quick pass's). A later one
is shown only if it is shorter than the one shown, as freecellgamesolutions.com counts (the moves
written), or if the one shown is not in the autoplay asked for (max autoplay asked, where only safe
autoplay had solved). It replaces the one shown only while playback is at the start and not playing: a
player following the moves keeps their place, and the shorter solution waits (one at a time, the
shortest) until playback is back at the start.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from freecell_gui.app.known import Known
    from freecell_gui.core.rules.autoplay import Autoplay
    from freecell_gui.core.rules.position import Position

#: What the run does, or how it ended (the status line's last part).
PREPARING = "preparing"  # the search's process loads its kernels (after an install: compiles them)
SOLVING = "solving"  # nothing shown yet
LOOKING = "looking"  # a solution shown; looking for a shorter one
DONE = "done"  # the search ended with a solution shown
CANCELLED = "cancelled"  # the user's Cancel
NO_SOLUTION = "no solution"  # the search proved it
GAVE_UP = "gave up"  # the search ended without a solution
FAILED = "failed"  # the search could not run (``failure`` says why)

#: What :meth:`SolveRun.offer` did with a solution.
SHOWN, KEPT_BACK, DROPPED = "shown", "kept back", "dropped"


class SolveRun:
    """One Solve from ``start`` (deal ``deal_number``, None for a game's position) with ``autoplay``."""

    def __init__(self, start: Position, deal_number: int | None, autoplay: Autoplay) -> None:
        self.start, self.deal_number, self.autoplay = start, deal_number, autoplay
        self.running = True
        self.activity = SOLVING
        self.shown: Known | None = None  # the solution shown
        self.pending: Known | None = None  # a shorter one kept back while playback has started
        self.first: Known | None = None  # the first one shown: a later one is "shortened" from it
        self.failure = ""  # why it could not run
        self.seconds = 0.0  # how long the search ran, once it has ended

    def offer(self, known: Known, at_start: bool) -> str:
        """What to do with the solution of ``known``: :data:`SHOWN` now, :data:`KEPT_BACK` while playback
        has started (``at_start`` False), or :data:`DROPPED` (no shorter than the best shown or kept)."""
        if self.shown is None:
            self.first = known
            return self._show(known)
        best = self.pending or self.shown
        if _autoplay(best) == _autoplay(known) and _count(known) >= _count(best):
            return DROPPED
        if not at_start:
            self.pending = known
            return KEPT_BACK
        return self._show(known)

    def take_pending(self) -> Known | None:
        """Playback is back at the start: the solution kept back is shown now (returned), if any."""
        pending = self.pending
        if pending is not None:
            self._show(pending)
        return pending

    def preparing(self, loading: bool) -> None:
        """The search's process loads (``loading``) or has loaded and searches."""
        if loading:
            self.activity = PREPARING
        else:
            self.activity = SOLVING if self.shown is None else LOOKING

    def end(self, verdict: str, seconds: float) -> None:
        """The search ended by itself with ``verdict`` (core.search's SOLVED, NO_SOLUTION or GAVE_UP)."""
        from freecell_gui.core.search.result import NO_SOLUTION as PROVED

        self.running, self.seconds = False, seconds
        if self.shown is not None:
            self.activity = DONE
        else:
            self.activity = NO_SOLUTION if verdict == PROVED else GAVE_UP

    def fail(self, why: str) -> None:
        self.running, self.activity, self.failure = False, FAILED, why

    def cancel(self) -> None:
        self.running, self.activity = False, CANCELLED

    def improved(self) -> bool:
        """Whether the solution shown is shorter than the first one shown."""
        return self.shown is not None and self.first is not None and _count(self.shown) < _count(self.first)

    def _show(self, known: Known) -> str:
        self.shown, self.pending = known, None
        if self.running:
            self.activity = LOOKING
        return SHOWN


def _count(known: Known) -> int:
    return known.moves if known.moves is not None else 0


def _autoplay(known: Known) -> Autoplay | None:
    return known.autoplay
