"""Which of an anytime solve's solutions the panel shows (Qt-free).

The solve's first solution is shown at once. A later one is shown only if it is shorter than the one shown (as
freecellgamesolutions.com counts: the moves written), or if the one shown is not in the autoplay asked
for (fc-solve's, in the safe form, while max autoplay was asked for). It replaces the one shown only
while playback is at the start and not playing: a player following the moves keeps their place, and the
shorter solution waits (one at a time, the shortest) until playback is back at the start.
"""

from __future__ import annotations

from dataclasses import dataclass

from freecell_gui.app.solution import Solution

SHORTER, REPLACING, PENDING, NOT_SHORTER = "shorter", "replacing", "pending", "not shorter"


@dataclass
class Shortening:
    """The length and autoplay of the solution shown; ``pending``, a shorter one kept back."""

    autoplay: str  # the autoplay the search was asked for
    shown: tuple[str, int] | None = None  # (autoplay, moves written) of the solution shown
    pending: Solution | None = None
    pending_seconds: float = 0.0

    def show(self, solution: Solution) -> None:
        """``solution`` is shown now (the first one, or one offered)."""
        self.shown = (solution.autoplay, solution.given_count())

    def offer(self, solution: Solution, seconds: float, at_start: bool) -> str:
        """What to do with ``solution`` (found after ``seconds``): show it as :data:`SHORTER` than the
        one shown or as :data:`REPLACING` one in another autoplay (then it counts as shown), keep it
        :data:`PENDING` while playback has started, or drop it, :data:`NOT_SHORTER`."""
        if self.shown is None:  # the solve's first: shown at once, as Solve asked
            return self._shown_now(solution)
        best = self.shown if self.pending is None else (self.pending.autoplay, self.pending.given_count())
        if best[0] == solution.autoplay and solution.given_count() >= best[1]:
            return NOT_SHORTER
        if not at_start:
            self.pending, self.pending_seconds = solution, seconds
            return PENDING
        return self._shown_now(solution)

    def take_pending(self) -> tuple[Solution, float, str] | None:
        """The solution kept back, its seconds and its kind (see :meth:`offer`), now shown; or None."""
        solution, seconds = self.pending, self.pending_seconds
        return None if solution is None else (solution, seconds, self._shown_now(solution))

    def _shown_now(self, solution: Solution) -> str:
        kind = SHORTER if self.shown is not None and self.shown[0] == solution.autoplay else REPLACING
        self.pending = None
        self.show(solution)
        return kind
