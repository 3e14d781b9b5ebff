"""A solution as the site writes it: the moves with their counts, their texts, and the check that the
texts replay and win under the rules of :class:`~freecell_gui.core.rules.position.Position`."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from freecell_gui.core.notation.standard import COLUMN_NAMES, Move
from freecell_gui.core.rules.autoplay import DEFAULT_AUTOPLAY, Autoplay, autoplay_after, autoplay_of
from freecell_gui.core.rules.position import Position
from freecell_gui.core.rules.replay import Replay, replay
from freecell_gui.core.search.layout import decode


class SolverBugError(RuntimeError):
    """A solver's solution that our move engine cannot replay to a won game: a bug, never a result."""


@dataclass(frozen=True, slots=True)
class FoundSolution:
    """The ``moves`` a player makes (counts included; automatic moves home left out) and their
    ``texts`` in standard notation, each replaying exactly as made with ``autoplay`` (the autoplay asked
    for, but for a deal solved only with safe autoplay when max was asked for). ``replayed``: the replay
    that checked them, step by step with their positions (the window shows those, replaying nothing)."""

    moves: tuple[Move, ...]
    texts: tuple[str, ...]
    autoplay: Autoplay = DEFAULT_AUTOPLAY
    replayed: Replay | None = field(default=None, compare=False, repr=False)

    def __len__(self) -> int:
        return len(self.moves)

    @property
    def text(self) -> str:
        return " ".join(self.texts)


def written(before: Position, move: Move) -> str:
    """``move``'s text: bare, with fc-solve's ``v`` count only on a move to an empty column that takes
    fewer cards than a reader's bare move would (``16v1``, ``16v3``: the most that may go, otherwise)."""
    text = str(move)
    if move.source in COLUMN_NAMES and move.dest in COLUMN_NAMES:
        source, dest = COLUMN_NAMES.index(move.source), COLUMN_NAMES.index(move.dest)
        if not before.cascades[dest]:
            most = min(before.sequence_length(source), before.supermove_limit(True))
            if move.count != most:
                text += f"v{move.count:x}"
    return text


def solution_of(
    start: Position, kernel_moves: Iterable[int], autoplay: Autoplay, searched: Autoplay
) -> FoundSolution:
    """The kernel's moves from ``start``, found with autoplay ``searched``, as a :class:`FoundSolution` with
    ``autoplay`` (with "none", the automatic moves of ``searched`` written out), replayed from their
    texts by :func:`~freecell_gui.core.rules.replay.replay`; raises :class:`SolverBugError` unless that
    wins."""
    position = shown = start  # after the kernel's moves; after the moves written
    moves: list[Move] = []
    texts: list[str] = []
    try:
        for code in kernel_moves:
            move = decode(code)
            position, auto = autoplay_after(position.apply(move), searched)
            for made in (move, *auto) if autoplay != searched else (move,):
                texts.append(written(shown, made))
                shown, _ = autoplay_after(shown.apply(made), autoplay)
                moves.append(made)
    except ValueError as error:
        raise SolverBugError(f"the search's moves are not legal: {error}") from None
    return FoundSolution(tuple(moves), tuple(texts), autoplay_of(autoplay), _replayed(start, texts, autoplay))


def solution_of_texts(start: Position, texts: Sequence[str], autoplay: Autoplay) -> FoundSolution:
    """``texts`` (a solution's moves in standard notation, as :func:`solution_of` writes them, e.g. from
    the search's process) replayed from ``start`` by :func:`~freecell_gui.core.rules.replay.replay` with
    ``autoplay``; raises :class:`SolverBugError` unless each text is one move and the game is won."""
    mode = autoplay_of(autoplay)
    replayed = _replayed(start, texts, mode)
    return FoundSolution(tuple(step.move for step in replayed.steps), tuple(texts), mode, replayed)


def _replayed(start: Position, texts: Sequence[str], autoplay: Autoplay) -> Replay:
    try:
        replayed = replay(start, " ".join(texts), autoplay, solution=True)
    except ValueError as error:
        raise SolverBugError(
            f"the search's solution does not replay with autoplay {autoplay}: {error}"
        ) from None
    if not replayed.final.is_solved() or len(replayed.steps) != len(texts):
        raise SolverBugError(f"the search's solution does not win with autoplay {autoplay}")
    return replayed
