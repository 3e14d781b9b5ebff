"""The solver library's moves read as ours, and checked by our move engine before anyone sees them.

The library hands out a solution as four bytes a move (:meth:`FcsInstance.move_codes`); each distinct
move, read as one int (a "key"), is translated once into our :class:`Move`, its prepared
:class:`~freecell_gui.core.rules.move_check.Op` and its text, so that a range of deals reads its solutions
with one dictionary lookup a move, then checks them with
:func:`~freecell_gui.core.rules.move_check.check_ops`.
"""

from __future__ import annotations

import functools
import itertools
import sys
from collections.abc import Sequence

from freecell_gui.core.fcs_lib import (
    FREECELL_TO_FOUNDATION,
    FREECELL_TO_FREECELL,
    FREECELL_TO_STACK,
    NO_CARD_MOVES,
    SEQ_TO_FOUNDATION,
    STACK_TO_FOUNDATION,
    STACK_TO_FREECELL,
    STACK_TO_STACK,
    RawMove,
)
from freecell_gui.core.notation.standard import COLUMN_NAMES, FREE_CELL_NAMES, HOME, IllegalMove, Move
from freecell_gui.core.rules.move_check import Op, check_ops, op_of
from freecell_gui.core.rules.position import Position
from freecell_gui.core.search.solution import SolverBugError as SolverBugError  # its old home


@functools.lru_cache(maxsize=4096)
def raw_to_moves(raw: RawMove) -> tuple[Move, ...]:
    """A move as the library reports it, in our notation (a run of cards to home becomes single moves)."""
    try:
        return _translate(*raw)
    except IndexError:
        raise SolverBugError(f"the solver returned a move out of range ({raw})") from None


def _translate(kind: int, source: int, dest: int, count: int) -> tuple[Move, ...]:
    if kind == STACK_TO_STACK:
        return (Move(COLUMN_NAMES[source], COLUMN_NAMES[dest], count),)
    if kind == STACK_TO_FREECELL:
        return (Move(COLUMN_NAMES[source], FREE_CELL_NAMES[dest]),)
    if kind == FREECELL_TO_STACK:
        return (Move(FREE_CELL_NAMES[source], COLUMN_NAMES[dest]),)
    if kind == FREECELL_TO_FREECELL:
        return (Move(FREE_CELL_NAMES[source], FREE_CELL_NAMES[dest]),)
    if kind == STACK_TO_FOUNDATION:
        return (Move(COLUMN_NAMES[source], HOME),)
    if kind == FREECELL_TO_FOUNDATION:
        return (Move(FREE_CELL_NAMES[source], HOME),)
    if kind == SEQ_TO_FOUNDATION:
        return (Move(COLUMN_NAMES[source], HOME),) * 13
    raise SolverBugError(f"the solver returned a move of unknown type {kind}")


# A library move (its four bytes read as one int, a "key") → our moves; keys that are one move each.
_EXPANSION: dict[int, tuple[int, ...]] = {}
_SINGLE: dict[int, tuple[Op, Move, str]] = {}  # a single move's key → its op, move and plain text


def _key(kind: int, source: int, dest: int, cards: int) -> int:
    return int.from_bytes(bytes((kind, source, dest, cards)), sys.byteorder)


def _register(key: int) -> None:
    """Learn the library move ``key``: our moves for it, as keys of single moves (bookkeeping: none)."""
    kind, source, dest, cards = key.to_bytes(4, sys.byteorder)
    if kind in NO_CARD_MOVES:
        _EXPANSION[key] = ()
        return
    if kind != STACK_TO_STACK and cards:  # the count byte of other moves holds leftovers (0 … 12)
        same = _key(kind, source, dest, 0)
        if same not in _EXPANSION:
            _register(same)
        if same in _SINGLE:
            _EXPANSION[key], _SINGLE[key] = (key,), _SINGLE[same]
        else:
            _EXPANSION[key] = _EXPANSION[same]
        return
    moves = raw_to_moves(RawMove(kind, source, dest, cards))
    if len(moves) == 1:
        _SINGLE[key] = (op_of(moves[0]), moves[0], str(moves[0]))
        _EXPANSION[key] = (key,)
    else:  # a run of cards home: that many single moves home from the column
        single = _key(STACK_TO_FOUNDATION, source, 0, 0)
        _register(single)
        _EXPANSION[key] = (single,) * len(moves)


def _single_keys(keys: list[int]) -> list[int]:
    """``keys`` with each library move learnt and replaced by the keys of its single moves."""
    for key in set(keys).difference(_EXPANSION):
        _register(key)
    return list(itertools.chain.from_iterable(map(_EXPANSION.__getitem__, keys)))


def _entries(codes: bytes) -> list[tuple[Op, Move, str]]:
    """The library's solution ``codes`` as one ``_SINGLE`` entry a move (op, move, plain text)."""
    keys = memoryview(codes).cast("I").tolist()  # four bytes a move, read as one int
    try:  # the common case: every move known, and a single move
        return list(map(_SINGLE.__getitem__, keys))
    except KeyError:
        return list(map(_SINGLE.__getitem__, _single_keys(keys)))


def read_codes(codes: bytes) -> tuple[tuple[Move, ...], tuple[str, ...], tuple[Op, ...]]:
    """The library's solution ``codes`` as our moves, their plain texts and ops, NOT checked: for a caller
    that checks what it shows (:func:`~freecell_gui.core.solution_text.shown_texts` checks the moves
    autoplay leaves); :func:`solution_of_codes` checks them all."""
    entries = _entries(codes)
    if not entries:
        return (), (), ()
    ops, moves, plain = zip(*entries, strict=True)  # one lookup a move, three tuples
    return moves, plain, ops


def ops_of_codes(codes: bytes) -> list[Op]:
    """The library's solution ``codes`` as ops only, NOT checked (:func:`read_codes`'s third, without
    making the moves and texts): for :func:`~freecell_gui.core.solution_text.shown_texts_of_ops`."""
    return [op for op, _, _ in _entries(codes)]


def solution_of_codes(
    start: Position, codes: bytes
) -> tuple[tuple[Move, ...], tuple[str, ...], tuple[Op, ...]]:
    """The library's solution ``codes`` as our moves, their ``-snx`` texts and ops, once our engine has made
    every move and won (the fast path of :mod:`~freecell_gui.core.rules.move_check`); raises
    :class:`SolverBugError`, with :func:`check_solution`'s reason, otherwise."""
    moves, plain, ops = read_codes(codes)
    if not moves:
        raise SolverBugError("the solver returned no moves for a game not won")
    checked = check_ops(start, ops)
    if checked.made < len(ops) or not checked.final.is_solved():
        check_solution(start, moves)  # raises, saying which move fails and why
        raise SolverBugError("the fast check and Position.apply disagree on the solution")
    if not checked.counted:
        return moves, plain, ops
    texts = list(plain)
    for index in checked.counted:
        texts[index] = moves[index].written()
    return moves, tuple(texts), ops


def check_solution(start: Position, moves: Sequence[Move]) -> tuple[str, ...]:
    """Make every move with our engine; raises :class:`SolverBugError` unless they win the game.

    Returns the moves as fc-solve's ``-snx`` writes them (``v`` and the count in hexadecimal after a
    run of cards moved to an empty column), computed on the way.
    """
    position = start
    texts: list[str] = []
    for number, move in enumerate(moves, start=1):
        text = str(move)
        if move.count > 1 and not position.cascades[COLUMN_NAMES.index(move.dest)]:
            text += f"v{move.count:x}"
        try:
            position = position.apply(move)
        except IllegalMove as error:
            raise SolverBugError(
                f"the solver's move {number} `{move.written()}` does not replay: {error}"
            ) from None
        texts.append(text)
    if not position.is_solved():
        raise SolverBugError(f"the solver's {len(moves)} moves do not win the game")
    return tuple(texts)
