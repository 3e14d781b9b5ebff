"""A fast replay of moves on mutable lists, for checking a solver's solutions by the thousand.

:meth:`Position.apply` builds a new immutable position per move and explains every refusal; checking
the 234,000 moves of the solutions of deals 1 … 2000 that way costs about as much as finding them. This
module makes the same moves with the same rules and precomputed tables, and only counts how far it
got: a caller that meets a refusal replays with :meth:`Position.apply` for the reason. Two uses:
:func:`check_ops` (a solution, with or without safe autoplay) and :func:`wins_as_read` (whether a
solution's reader wins with the bare text); :mod:`~freecell_gui.core.rules.reduction` follows the same
tables to drop the moves autoplay makes. tests/core/test_move_check.py holds each to its slow
counterpart, move by move, on solutions and on mutated ones.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from freecell_gui.core.deals.cards import DECK_SIZE
from freecell_gui.core.notation.fcs_text import CASCADE_COUNT
from freecell_gui.core.notation.standard import LOCATION_INDEX, Move
from freecell_gui.core.rules.autoplay import goes_home, settle
from freecell_gui.core.rules.card_rules import FITS, supermove_limit
from freecell_gui.core.rules.position import Position

_HOME = 12
_MAX_COUNT = 13
# The kinds of move, each checked by its own branch; ILLEGAL is a move no position allows.
COLUMN_TO_COLUMN, COLUMN_TO_CELL, COLUMN_TO_HOME, CELL_TO_COLUMN, CELL_TO_HOME, ILLEGAL = range(6)
# (COLUMN_TO_COLUMN and COLUMN_TO_CELL, the kinds up to COLUMN_TO_CELL, expose a card of their column.)
HOME_DEST = _HOME % CASCADE_COUNT  # the dest of an op to the foundations (op_of's modulo)


class Op(NamedTuple):
    """A move prepared for :func:`check_ops`: its ``kind``, its ``source`` and ``dest`` as a column (0–7)
    or free cell (0–3) index, and its ``cards``."""

    kind: int
    source: int
    dest: int
    cards: int


class Checked(NamedTuple):
    """How many moves were ``made`` before the first one the rules refuse (all of them if none), the
    ``final`` position after those, which of them moved a run onto an empty column (``counted``: the
    moves fc-solve ``-snx`` writes with their count, ``21v3``), and, when the check stopped at a
    choice, the most cards the next move could carry (see :func:`check_ops`)."""

    made: int
    final: Position
    counted: list[int]
    choice: int = 0


def _kind(source: int, dest: int, count: int) -> int:
    """What :meth:`Position.apply` refuses whatever the position is, as ILLEGAL; else the move's kind."""
    if not 0 <= count <= _MAX_COUNT or source in (dest, _HOME):  # 0: UNCOUNTED
        return ILLEGAL
    if source < CASCADE_COUNT:
        if dest < CASCADE_COUNT:
            return COLUMN_TO_COLUMN
        if count > 1:
            return ILLEGAL
        return COLUMN_TO_HOME if dest == _HOME else COLUMN_TO_CELL
    if count > 1 or CASCADE_COUNT <= dest < _HOME:  # a free cell holds one card; never cell to cell
        return ILLEGAL
    return CELL_TO_HOME if dest == _HOME else CELL_TO_COLUMN


def op_of(move: Move) -> Op:
    """``move`` as an :class:`Op`; its places must be names (``1``–``8``, ``a``–``d``, ``h``). A count
    outside 0–13 makes it ILLEGAL; 0 (UNCOUNTED) is read as :meth:`Position.apply` reads it: onto a card
    the count that fits, onto an empty column the most that may move (replay's first reading)."""
    source, dest = LOCATION_INDEX[move.source], LOCATION_INDEX[move.dest]
    return Op(_kind(source, dest, move.count), source % CASCADE_COUNT, dest % CASCADE_COUNT, move.count)


def check_ops(
    start: Position, ops: Sequence[Op], autoplay: bool = False, stop_at_choice: bool = False
) -> Checked:
    """Make ``ops`` from ``start`` under :meth:`Position.apply`'s rules until one is refused, with safe
    autoplay after each move if ``autoplay`` (as :func:`~.moves.replay` with ``autoplay="safe"``).
    With ``stop_at_choice``, an uncounted move to an empty column that could carry several cards is
    not made: the check stops there, its ``choice`` the most it could carry.

    The loop is long because it is the hot path: one branch per kind of move, no calls.
    """
    columns = [list(column) for column in start.cascades]
    cells = list(start.free_cells)
    home = list(start.foundations)
    fits = FITS
    counted: list[int] = []
    made = 0
    settled = False  # autoplay has run once (after the first move)
    for made, (kind, source, dest, count) in enumerate(ops):
        if kind == COLUMN_TO_HOME:
            column = columns[source]
            if not column or home[column[-1] & 3] != column[-1] >> 2:
                break
            home[column[-1] & 3] += 1
            column.pop()
        elif kind == COLUMN_TO_CELL:
            column = columns[source]
            if not column or cells[dest] is not None:
                break
            cells[dest] = column.pop()
        elif kind == COLUMN_TO_COLUMN:
            column, target = columns[source], columns[dest]
            if not column:
                break
            if count == 0:  # uncounted: the card one rank below the target's, or the longest run allowed
                if target:
                    count = (target[-1] >> 2) - (column[-1] >> 2)
                    if count < 1:
                        break
                else:
                    count = 1
                    while count < len(column) and fits[column[-count] * DECK_SIZE + column[-count - 1]]:
                        count += 1
                    count = min(count, supermove_limit(cells.count(None), columns.count([]) - 1))
                    if stop_at_choice and count > 1:
                        final = Position(tuple(map(tuple, columns)), tuple(cells), tuple(home))
                        return Checked(made, final, counted, count)
            if count > len(column):
                break
            if count > 1:
                depth = 1  # the run must build down in alternating colours, and not be too long
                while depth < count and fits[column[-depth] * DECK_SIZE + column[-depth - 1]]:
                    depth += 1
                empty_columns = columns.count([]) - (not target)
                if depth < count or count > supermove_limit(cells.count(None), empty_columns):
                    break
                if not target:
                    counted.append(made)
            if target and not fits[column[-count] * DECK_SIZE + target[-1]]:
                break
            target += column[-count:]
            del column[-count:]
        elif kind == CELL_TO_COLUMN:
            held, target = cells[source], columns[dest]
            if held is None or (target and not fits[held * DECK_SIZE + target[-1]]):
                break
            target.append(held)
            cells[source] = None
        elif kind == CELL_TO_HOME:
            held = cells[source]
            if held is None or home[held & 3] != held >> 2:
                break
            home[held & 3] += 1
            cells[source] = None
        else:
            break
        if autoplay:  # only a card just exposed, or just home, can start autoplay again
            if kind in (COLUMN_TO_HOME, CELL_TO_HOME) or not settled:
                settle(columns, cells, home)
                settled = True
            elif kind <= COLUMN_TO_CELL and columns[source]:
                top = columns[source][-1]
                if home[top & 3] == top >> 2 and goes_home(top, home):
                    settle(columns, cells, home)
    else:
        made = len(ops)
    final = Position(tuple(map(tuple, columns)), tuple(cells), tuple(home))
    return Checked(made, final, counted)


def check_moves(start: Position, moves: Sequence[Move], autoplay: bool = False) -> Checked:
    """:func:`check_ops` for moves with counts (see :func:`op_of`)."""
    return check_ops(start, [op_of(move) for move in moves], autoplay)


def snx_texts(moves: Sequence[Move], checked: Checked) -> list[str]:
    """The ``-snx`` texts of the moves ``checked`` made (``21``; ``21v3`` for a run onto an empty column)."""
    texts = [str(move) for move in moves[: checked.made]]
    for index in checked.counted:
        texts[index] = moves[index].written()
    return texts


def wins_as_read(start: Position, moves: Sequence[Move], max_tries: int) -> bool:
    """Whether :func:`~.moves.replay` with safe autoplay and ``solution=True`` finds a reading of the
    uncounted ``moves`` that wins, within about ``max_tries`` moves tried: the same depth-first search
    (most cards first at each move to an empty column, back to the latest such move when a move
    fails or the game ends unwon), run on :func:`check_ops` between two such moves."""
    ops = [op_of(move) for move in moves]
    choices: list[tuple[Position, int, list[int]]] = []  # position before the move, its index, counts left
    position, segment, index, tries = start, ops, 0, 0
    while True:
        checked = check_ops(position, segment, autoplay=True, stop_at_choice=True)
        end = index + checked.made
        tries += checked.made
        if checked.choice:
            choices.append((checked.final, end, list(range(checked.choice, 0, -1))))
        elif end < len(ops):
            tries += 1  # the move that failed
        elif checked.final.is_solved():
            return True
        while choices and not choices[-1][2]:
            choices.pop()
        if not choices or tries > max_tries:
            return False
        position, index, counts = choices[-1]
        segment = [ops[index]._replace(cards=counts.pop(0)), *ops[index + 1 :]]
