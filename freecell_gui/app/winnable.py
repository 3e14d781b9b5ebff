"""Whether the game in progress can still be won, and which move lost it. Qt-free.

A position is judged by what is known of it (:mod:`~freecell_gui.app.known`): the rest of a known solution
that passes through it (a Solve's, the deal's verdict's, an earlier judgment's: the shortest counts), or a
search's verdict on it (the proof that no solution exists, or a search that gave up). The window's solve
service judges the positions nothing is known of, one at a time, with the quick pass.

Along one game winnability only goes one way: a position from which the game can be won comes only after
positions from which it could, and one from which it cannot comes only before such. So once the game is
lost, the move that lost it lies between the last position known to be winnable and the first known to be
lost, and :func:`judge_game` names the position between them to judge next (the middle: few searches even
after many moves typed at once). Usually the position before the last move was judged already, and the
losing move is named at once.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from freecell_gui.app.known import NO_SOLUTION, SOLVED, KnownStore

if TYPE_CHECKING:
    from freecell_gui.core.notation.standard import Move
    from freecell_gui.core.rules.autoplay import Autoplay
    from freecell_gui.core.rules.position import Position

__all__ = [
    "JUDGING",
    "LOST",
    "NOT_KNOWN",
    "UNWINNABLE_DEAL",
    "WINNABLE",
    "GameJudgment",
    "Judgment",
    "judge_game",
    "judgment_of",
]

#: What is said of the game: it can be won; it cannot (a move lost it); nothing is known of its position
#: yet; our search gave up on it; the deal itself has no solution (no move lost it).
WINNABLE, LOST, JUDGING, NOT_KNOWN, UNWINNABLE_DEAL = "winnable", "lost", "judging", "not known", "unwinnable"


@dataclass(frozen=True)
class Judgment:
    """What is known of one position: its ``verdict`` (SOLVED, NO_SOLUTION or GAVE_UP) and whose it is
    (``source``, as :class:`~freecell_gui.app.known.Known`'s). Solved: ``moves``, the count of the shortest
    solution known from here, and ``rest``, its moves when they are known (not for the catalogue's count).
    Given up: after ``positions``."""

    verdict: str
    source: str
    moves: int = 0
    rest: tuple[Move, ...] = ()
    positions: int = 0


def judgment_of(position: Position, autoplay: Autoplay, stores: Sequence[KnownStore]) -> Judgment | None:
    """What ``stores`` know of ``position`` played on with ``autoplay``: the shortest rest of a solution
    through it, else an entry for it; None if nothing is known."""
    best = None
    for store in stores:
        rest = store.shortest_rest(position, autoplay)
        if rest is not None and (best is None or len(rest[0]) < len(best[0])):
            best = rest
    if best is not None:
        moves, whose = best
        return Judgment(SOLVED, whose.source, len(moves), tuple(moves))
    for store in stores:
        known = store.get(position, autoplay)
        if known is not None and (known.verdict != SOLVED or known.moves is not None):
            return Judgment(known.verdict, known.source, known.moves or 0, positions=known.positions)
    return None


@dataclass(frozen=True)
class GameJudgment:
    """What is said of a game: its ``state`` and the ``judgment`` of its position (winnable: the count;
    not known: the search that gave up). Lost: ``lost_by``, the number of the move that lost it (None
    while it is looked for, or when our search gave up on the positions where it could be), and
    ``back_to``, how many moves were made at the last position known to be winnable (None: none is
    known). ``wanted``: the position to judge next, after that many moves (None: none)."""

    state: str
    judgment: Judgment | None = None
    lost_by: int | None = None
    back_to: int | None = None
    wanted: int | None = None

    @property
    def go_back_to(self) -> int | None:
        """Lost, with the search for the losing move over: the moves to undo to (None: nothing to offer)."""
        return self.back_to if self.state == LOST and self.wanted is None else None


def judge_game(positions: Sequence[Position], judged: Callable[[Position], Judgment | None]) -> GameJudgment:
    """What is said of a game through ``positions`` (its start, then the position after each move made),
    each judged by ``judged`` (see the module docstring)."""
    last = len(positions) - 1
    now = judged(positions[last])
    if now is None:
        return GameJudgment(JUDGING, wanted=last)
    if now.verdict == SOLVED:
        return GameJudgment(WINNABLE, now)
    if now.verdict != NO_SOLUTION:
        return GameJudgment(NOT_KNOWN, now)
    winnable, lost, unjudged = -1, last, []
    for index in range(last - 1, -1, -1):  # back to the first position known to be winnable
        earlier = judged(positions[index])
        if earlier is None:
            unjudged.append(index)
        elif earlier.verdict == SOLVED:
            winnable = index
            break
        elif earlier.verdict == NO_SOLUTION:
            lost, unjudged = index, []  # those after it are lost too
    back_to = winnable if winnable >= 0 else None
    if lost == winnable + 1:
        if back_to is None:
            return GameJudgment(UNWINNABLE_DEAL, now)
        return GameJudgment(LOST, now, lost_by=lost, back_to=back_to)
    if not unjudged:  # our search gave up on every position where it could have been lost
        return GameJudgment(LOST, now, back_to=back_to)
    middle = (winnable + lost) / 2
    wanted = min(unjudged, key=lambda index: (abs(index - middle), index))
    return GameJudgment(LOST, now, back_to=back_to, wanted=wanted)
