"""The replay of solutions: a list of moves made on a position, each step with its automatic moves home.

``Move``, ``IllegalMove`` and ``parse_moves`` live in notation.py (import them from there, or from
``freecell_gui.core``), the rules in position.py and the automatic moves in autoplay.py.

A move without a count onto an empty column is ambiguous: freecellgamesolutions.com means as many cards
as may move, fc-solve's extended notation means one card unless it writes the count, and Windows XP and
Vista+ disagree on how many may move there. The replay takes, for each such move, the largest count that
lets every later move replay, trying smaller ones only when a later move fails (a small backtracking
search over the ambiguous moves alone); given a solution (``solution=True``), it also goes on searching
when the readings replay but do not win, and takes the first that wins.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from freecell_gui.core.notation.standard import (
    LOCATION_INDEX,
    UNCOUNTED,
    IllegalMove,
    Move,
    parse_moves,
)
from freecell_gui.core.rules.autoplay import DEFAULT_AUTOPLAY, Autoplay, autoplay_after, autoplay_of
from freecell_gui.core.rules.position import Position
from freecell_gui.util.text_marks import QT_TRANSLATE_NOOP, message

__all__ = ["Replay", "Step", "replay", "resolved"]

#: Moves tried in all before an ambiguous solution is given up (each try is one apply).
MAX_TRIES = 100_000
_COLUMNS = 8


@dataclass(frozen=True, slots=True)
class Step:
    """One move of a replay or of a game played by hand: the ``move`` as made (with its count), the
    ``auto`` moves home that followed it, the ``position`` after both, ``text``, the move as fc-solve -snx
    writes it (``75v3``), and whether the solver made it for the player (continue from here)."""

    move: Move
    auto: tuple[Move, ...]
    position: Position
    text: str
    by_solver: bool = False


@dataclass(frozen=True, slots=True)
class Replay:
    """The ``start`` position and the ``steps`` that follow it."""

    start: Position
    steps: tuple[Step, ...]

    @property
    def final(self) -> Position:
        return self.steps[-1].position if self.steps else self.start

    @property
    def moves(self) -> list[Move]:
        """The moves made, with their counts, automatic moves included."""
        return [move for step in self.steps for move in (step.move, *step.auto)]


def _candidates(position: Position, move: Move) -> list[Move]:
    """The readings of ``move`` to try, best first: all counts, largest first, for an uncounted move of
    a sequence to an empty column; the move itself otherwise."""
    if move.count != UNCOUNTED:
        return [move]
    source, dest = LOCATION_INDEX.get(move.source, -1), LOCATION_INDEX.get(move.dest, -1)
    if not (0 <= source < _COLUMNS and 0 <= dest < _COLUMNS) or source == dest or position.cascades[dest]:
        return [move]
    most = min(position.sequence_length(source), position.supermove_limit(True))
    return [Move(move.source, move.dest, count) for count in range(most, 0, -1)] or [move]


def resolved(before: Position, after: Position, move: Move) -> tuple[Move, str]:
    """``move`` with the number of cards it really moved, and its fc-solve -snx text (the count is
    written, in hexadecimal after ``v``, only for a sequence moved onto an empty column)."""
    source, dest = LOCATION_INDEX[move.source], LOCATION_INDEX[move.dest]
    count = len(before.cascades[source]) - len(after.cascades[source]) if source < _COLUMNS else 1
    text = str(move)
    if dest < _COLUMNS and not before.cascades[dest] and count > 1:
        text += f"v{count:x}"
    return Move(move.source, move.dest, count), text


def replay(
    position: Position,
    moves: str | Iterable[Move],
    autoplay: Autoplay = DEFAULT_AUTOPLAY,
    *,
    solution: bool = False,
) -> Replay:
    """Make ``moves`` (a list, or text for :func:`parse_moves`) from ``position``.

    ``autoplay`` is ``"safe"`` (Microsoft's automatic moves home after each move, for the short
    solutions of freecellgamesolutions.com) or ``"none"`` (solutions that list every move, such as
    fc-solve's). With ``solution``, the moves are meant to win: when the readings chosen for uncounted
    moves to an empty column replay but leave the game unwon, the other readings are tried too (within
    the same :data:`MAX_TRIES`) and the first that wins is taken; if none does, the first that
    replays. Raises :class:`IllegalMove` for the first move that cannot be made, its 1-based number in
    the message ("move 17 `3a`: free cell a is occupied"), or :class:`MoveTextError` for text that is
    not a list of moves.
    """
    autoplay = autoplay_of(autoplay)
    wanted = parse_moves(moves) if isinstance(moves, str) else list(moves)
    positions = [position]  # positions[i]: before move i
    steps: list[Step] = []
    pending: list[list[Move]] = []  # pending[i]: the readings of move i not tried yet
    furthest: tuple[int, IllegalMove, bool] | None = None  # move index, error, autoplay made moves before
    first_complete: Replay | None = None  # with `solution`: the first reading that replays, unwon
    tries = 0
    while True:
        i = len(steps)
        if i == len(wanted):
            result = Replay(position, tuple(steps))
            if not solution or result.final.is_solved() or not steps:
                return result
            first_complete = first_complete or result
            positions.pop()  # try the last move's other readings, then those of the moves before it
            steps.pop()
            continue
        if len(pending) == i:
            pending.append(_candidates(positions[i], wanted[i]))
        while pending[i]:
            reading = pending[i].pop(0)
            tries += 1
            try:
                after = positions[i].apply(reading)
            except IllegalMove as error:
                if furthest is None or i > furthest[0]:
                    furthest = (i, error, any(step.auto for step in steps))
                continue
            made, text = resolved(positions[i], after, reading)
            after, auto = autoplay_after(after, autoplay)
            positions.append(after)
            steps.append(Step(made, auto, after, text))
            break
        else:  # no reading of move i works: undo move i - 1 and try its next reading
            pending.pop()
            if i == 0 or tries > MAX_TRIES:
                if first_complete is not None:
                    return first_complete
                assert furthest is not None
                raise _numbered(furthest, wanted)
            positions.pop()
            steps.pop()


def _numbered(failure: tuple[int, IllegalMove, bool], wanted: list[Move]) -> IllegalMove:
    index, error, after_autoplay = failure
    reason = error.reason_message
    if after_autoplay:
        template = QT_TRANSLATE_NOOP(
            "MoveRules",
            "{reason} (after safe autoplay: a solution that lists every move home needs autoplay none)",
        )
        reason = message(template, reason=reason)
    return IllegalMove(reason, wanted[index], number=index + 1)
