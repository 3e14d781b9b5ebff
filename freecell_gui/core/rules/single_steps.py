"""A sequence move as the single-card moves it stands for: the classic supermove decomposition.

A run of k cards moves through f empty free cells and e empty columns (the destination not counted) when
k ≤ (f + 1) × 2^e (position.py): with k ≤ f + 1, the k - 1 cards nearest the end park in free cells, the
last goes across and the parked ones follow; otherwise part of the run goes first to an empty column (by
the same rule, with the other resources), the rest goes across, and the part follows from that column.
The part is as small as lets the rest go across, which keeps the moves few (2k - 1 while each card can
wait in a place of its own).

Autoplay and single cards: a card parked in a free cell between the steps might be sent home by
autoplay, which would leave a later step nothing to move. The steps are therefore played with autoplay
after each, as ``freecell replay`` and Microsoft FreeCell play them, leaving out a step whose card
autoplay has sent home already, and kept only if they reach the very position the sequence move reaches
with its autoplay. With safe autoplay and none they always do: a card of the run goes home early only when
it would at the end of the move as well. With max autoplay they may not — uncovering a card of the run
sends it home at once, where the whole move would have covered it — and then autoplay waits for the last
step (:attr:`SingleSteps.held`), which brings the move's own moves home; a text of such steps writes every
move home out and replays with autoplay none (:func:`single_card_text`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from freecell_gui.core.notation.standard import COLUMN_NAMES, FREE_CELL_NAMES, IllegalMove, Move
from freecell_gui.core.rules.autoplay import Autoplay, autoplay_after
from freecell_gui.core.rules.card_rules import supermove_limit
from freecell_gui.core.rules.position import Position
from freecell_gui.core.rules.replay import Replay, Step, resolved


def single_card_moves(position: Position, move: Move) -> list[Move]:
    """The single-card moves that make ``move`` on ``position`` (itself if it carries one card), each
    with count 1. Raises :class:`~freecell_gui.core.notation.standard.IllegalMove` if ``move`` is
    illegal here."""
    made, _ = resolved(position, position.apply(move), move)
    if made.count <= 1:
        return [Move(made.source, made.dest, 1)]
    cells = [name for name, card in zip(FREE_CELL_NAMES, position.free_cells, strict=True) if card is None]
    columns = [
        name
        for name, column in zip(COLUMN_NAMES, position.cascades, strict=True)
        if not column and name not in (made.source, made.dest)
    ]
    return [
        Move(source, dest, 1) for source, dest in _plan(made.count, made.source, made.dest, cells, columns)
    ]


def _plan(count: int, source: str, dest: str, cells: list[str], columns: list[str]) -> list[tuple[str, str]]:
    """(source, destination) of each card moved to carry ``count`` cards from column ``source`` to
    ``dest`` through the empty ``cells`` and ``columns``."""
    if count <= len(cells) + 1:
        parked = cells[: count - 1]
        return (
            [(source, cell) for cell in parked]
            + [(source, dest)]
            + [(cell, dest) for cell in reversed(parked)]
        )
    column, others = columns[0], columns[1:]
    through_others = supermove_limit(len(cells), len(others))
    if count <= through_others:
        return _plan(count, source, dest, cells, others)  # this column is not needed
    part = count - through_others  # what must wait in `column` so that the rest can go across
    return (
        _plan(part, source, column, cells, others)
        + _plan(count - part, source, dest, cells, others)
        + _plan(part, column, dest, cells, others)
    )


@dataclass(frozen=True, slots=True)
class SingleSteps:
    """One given move as single-card steps (each a :class:`~.replay.Step` with the moves home autoplay
    made after it); ``held``: autoplay waits until the last step (see the module docstring)."""

    given: Step
    steps: tuple[Step, ...]
    held: bool = False


def expand_step(before: Position, given: Step, autoplay: Autoplay) -> SingleSteps:
    """``given`` (made on ``before`` with ``autoplay``) as single-card steps that reach its position."""
    moves = single_card_moves(before, given.move)
    if len(moves) == 1:  # written so that a reader takes one card, whatever else might go
        return SingleSteps(given, (replace(given, move=moves[0], text=_text(moves[0], before)),))
    steps = _with_autoplay(before, moves, autoplay, given.by_solver)
    if steps and steps[-1].position == given.position:
        return SingleSteps(given, tuple(steps))
    held: list[Step] = []
    position = before
    for move in moves[:-1]:
        after = position.apply(move)
        held.append(Step(move, (), after, _text(move, position), given.by_solver))
        position = after
    last = moves[-1]
    held.append(Step(last, given.auto, given.position, _text(last, position), given.by_solver))
    return SingleSteps(given, tuple(held), held=True)


def _with_autoplay(
    before: Position, moves: Sequence[Move], autoplay: Autoplay, by_solver: bool
) -> list[Step] | None:
    """``moves`` with autoplay after each, a move whose card autoplay has sent home meanwhile left out;
    None if one of them cannot be made."""
    carried: list[int | None] = []
    position = before
    for move in moves:  # the card each move carries, as the moves go without autoplay
        carried.append(_card_at(position, move.source))
        position = position.apply(move)
    steps: list[Step] = []
    position = before
    for move, card in zip(moves, carried, strict=True):
        if card is None:
            return None
        if position.foundations[card & 3] > card >> 2:
            continue  # autoplay sent it home between two steps
        if _card_at(position, move.source) != card:
            return None
        try:
            after, auto = autoplay_after(position.apply(move), autoplay)
        except IllegalMove:  # what it went onto has gone home
            return None
        steps.append(Step(move, auto, after, _text(move, position), by_solver))
        position = after
    return steps


def _card_at(position: Position, place: str) -> int | None:
    """The card a move from ``place`` would take (None: an empty place)."""
    if place in FREE_CELL_NAMES:
        return position.free_cells[FREE_CELL_NAMES.index(place)]
    column = position.cascades[COLUMN_NAMES.index(place)]
    return column[-1] if column else None


def _text(move: Move, before: Position) -> str:
    """The move in standard notation, with fc-solve's ``v1`` where a reader would take the bare text
    onto an empty column for more than one card (the most that may go)."""
    if move.source not in COLUMN_NAMES or move.dest not in COLUMN_NAMES:
        return str(move)
    if before.cascades[COLUMN_NAMES.index(move.dest)]:
        return str(move)
    most = min(before.sequence_length(COLUMN_NAMES.index(move.source)), before.supermove_limit(True))
    return f"{move}v1" if most > 1 else str(move)


def expand_replay(replayed: Replay, autoplay: Autoplay) -> list[SingleSteps]:
    """Every step of ``replayed`` (made with ``autoplay``) as single-card steps."""
    expanded: list[SingleSteps] = []
    before = replayed.start
    for step in replayed.steps:
        expanded.append(expand_step(before, step, autoplay))
        before = step.position
    return expanded


def single_card_text(replayed: Replay, autoplay: Autoplay) -> tuple[list[str], Autoplay]:
    """The moves of ``replayed`` (made with ``autoplay``) in single-card steps, as words that ``freecell
    replay`` replays, and the autoplay it replays them with: ``autoplay`` itself, or ``none`` with every
    move home written out where a move had to hold autoplay (see the module docstring)."""
    expanded = expand_replay(replayed, autoplay)
    every = autoplay == Autoplay.NONE or any(single.held for single in expanded)
    words = [
        word
        for single in expanded
        for step in single.steps
        for word in (step.text, *(map(str, step.auto) if every else ()))
    ]
    return words, Autoplay.NONE if every else autoplay


__all__ = ["SingleSteps", "expand_replay", "expand_step", "single_card_moves", "single_card_text"]
