"""fc-solve's solution of a deal reduced to the moves a player makes with Microsoft's safe autoplay,
and checked, in one compiled pass: the hot path of ``freecell solve A..B`` and of the catalogue's counts.

:func:`shown_ops` follows two games side by side as
:func:`~freecell_gui.core.rules.reduction.autoplay_reduction`
does: every move of the solution made without autoplay, and the moves autoplay leaves made with it. It
writes one row a move kept (:data:`ROW`) and returns how many, or -1 for anything it does not vouch for
(a move illegal in either game, a game not won): the caller then takes the Python path, which explains
or raises. tests/core/search/test_shown_kernel.py holds it to :func:`~freecell_gui.core.rules.reduction.
reduced_texts`, and test_count_kernel.py its count to the Python passes, on solutions and corrupted ones.
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from freecell_gui.core.fcs_lib import (
    FREECELL_TO_FOUNDATION,
    FREECELL_TO_STACK,
    SEQ_TO_FOUNDATION,
    STACK_TO_FOUNDATION,
    STACK_TO_FREECELL,
    STACK_TO_STACK,
)
from freecell_gui.core.rules.card_rules import FITS as _FITS_BYTES
from freecell_gui.core.rules.move_check import (
    CELL_TO_COLUMN,
    CELL_TO_HOME,
    COLUMN_TO_CELL,
    COLUMN_TO_COLUMN,
    COLUMN_TO_HOME,
    HOME_DEST,
    ILLEGAL,
)
from freecell_gui.core.rules.reduction import written_texts
from freecell_gui.core.search.jit import inlined, kernel

Cards = npt.NDArray[np.uint8]
Game = npt.NDArray[np.int64]
Rows = npt.NDArray[np.int64]
FITS = np.frombuffer(_FITS_BYTES, dtype=np.uint8).copy()
OPPOSITE_A = np.array([1, 0, 0, 1], dtype=np.int64)  # the two suits of the other colour (C D H S)
OPPOSITE_B = np.array([2, 3, 3, 2], dtype=np.int64)
SLOTS = 20  # a column holds at most 19 cards (layout.COLUMN_SLOTS)
#: A kept move's row: the op of move_check (its kind, source, dest — 4 for home, as op_of makes it —
#: and the cards it still carries), and whether it goes onto an empty column and is ambiguous there
#: (one card where the bare move reads as more), as reduction._reduce says.
KIND, SOURCE, DEST, CARDS, ONTO_EMPTY, AMBIGUOUS = range(6)
ROW = 6

# A game is one int64 row: the columns (SLOTS cards each, the exposed card last), their lengths, the free
# cells (-1 when free) and the cards home per suit. One array, not four: fewer to pass between kernels.
LENGTH, CELL, HOME = 8 * SLOTS, 8 * SLOTS + 8, 8 * SLOTS + 12
GAME_SIZE = HOME + 4


@inlined
def start_game(dealt: Cards) -> Game:
    """The game of a deal whose cascades, concatenated, are ``dealt`` (7, 7, 7, 7, 6, 6, 6, 6 cards)."""
    game = np.full(GAME_SIZE, -1, dtype=np.int64)
    at = 0
    for column in range(8):
        length = 7 if column < 4 else 6
        for depth in range(length):
            game[column * SLOTS + depth] = dealt[at]
            at += 1
        game[LENGTH + column] = length
    game[HOME : HOME + 4] = 0
    return game


@inlined
def goes_home(card: int, game: Game) -> bool:
    """Safe autoplay's rule (autoplay.goes_home)."""
    rank, suit = card >> 2, card & 3
    if game[HOME + suit] != rank:
        return False
    return card < 8 or (game[HOME + OPPOSITE_A[suit]] >= rank and game[HOME + OPPOSITE_B[suit]] >= rank)


@inlined
def settle(game: Game) -> None:
    """Safe autoplay in place (autoplay.settle)."""
    progress = True
    while progress:
        progress = False
        for column in range(8):
            n = game[LENGTH + column]
            while n > 0 and goes_home(game[column * SLOTS + n - 1], game):
                game[HOME + (game[column * SLOTS + n - 1] & 3)] += 1
                n -= 1
                progress = True
            game[LENGTH + column] = n
        for slot in range(4):
            held = game[CELL + slot]
            if held >= 0 and goes_home(held, game):
                game[HOME + (held & 3)] += 1
                game[CELL + slot] = -1
                progress = True


@inlined
def run_length(game: Game, column: int) -> int:
    """How many cards at the end of a column that is not empty build down in alternating colours."""
    n = game[LENGTH + column]
    top = column * SLOTS + n - 1
    depth = 1
    while depth < n and FITS[game[top - depth + 1] * 52 + game[top - depth]]:
        depth += 1
    return depth


@inlined
def free_and_empty(game: Game) -> tuple[int, int]:
    """The free cells and the empty columns."""
    free, empty = 0, 0
    for slot in range(4):
        free += game[CELL + slot] < 0
    for column in range(8):
        empty += game[LENGTH + column] == 0
    return free, empty


@inlined
def legal(kind: int, source: int, dest: int, count: int, game: Game) -> bool:
    """Whether move_check.check_ops makes the move (kind, source, dest, count) here."""
    if kind in (COLUMN_TO_HOME, COLUMN_TO_CELL, COLUMN_TO_COLUMN):
        n = game[LENGTH + source]
        if n == 0:
            return False
        if kind == COLUMN_TO_HOME:
            card = game[source * SLOTS + n - 1]
            return bool(game[HOME + (card & 3)] == card >> 2)
        if kind == COLUMN_TO_CELL:
            return bool(game[CELL + dest] < 0)
        m = game[LENGTH + dest]
        if count < 1 or count > n or m + count > SLOTS:
            return False
        if count > 1:
            free, empty = free_and_empty(game)
            if run_length(game, source) < count or count > (free + 1) << max(empty - (m == 0), 0):
                return False
        return m == 0 or bool(FITS[game[source * SLOTS + n - count] * 52 + game[dest * SLOTS + m - 1]])
    if kind in (CELL_TO_COLUMN, CELL_TO_HOME):
        held = game[CELL + source]
        if held < 0:
            return False
        if kind == CELL_TO_HOME:
            return bool(game[HOME + (held & 3)] == held >> 2)
        m = game[LENGTH + dest]
        return m == 0 or (m < SLOTS and bool(FITS[held * 52 + game[dest * SLOTS + m - 1]]))
    return False


@inlined
def make(kind: int, source: int, dest: int, count: int, game: Game) -> None:
    """Make the legal move (kind, source, dest, count), no autoplay."""
    if kind == COLUMN_TO_COLUMN:
        n, m = game[LENGTH + source], game[LENGTH + dest]
        for i in range(count):
            game[dest * SLOTS + m + i] = game[source * SLOTS + n - count + i]
        game[LENGTH + dest] = m + count
        game[LENGTH + source] = n - count
    elif kind in (COLUMN_TO_CELL, COLUMN_TO_HOME):
        n = game[LENGTH + source] - 1
        game[LENGTH + source] = n
        card = game[source * SLOTS + n]
        if kind == COLUMN_TO_CELL:
            game[CELL + dest] = card
        else:
            game[HOME + (card & 3)] += 1
    elif kind == CELL_TO_COLUMN:
        game[dest * SLOTS + game[LENGTH + dest]] = game[CELL + source]
        game[LENGTH + dest] += 1
        game[CELL + source] = -1
    else:
        game[HOME + (game[CELL + source] & 3)] += 1
        game[CELL + source] = -1


@inlined
def _op(kind: int, source: int, dest: int) -> int:
    """fc-solve's move type as a move_check kind; ILLEGAL for what solver_moves refuses or check_ops
    never makes (a place out of range, a column onto itself, a free cell to a free cell)."""
    if kind == STACK_TO_STACK:
        return COLUMN_TO_COLUMN if source < 8 and dest < 8 and source != dest else ILLEGAL
    if kind == STACK_TO_FREECELL:
        return COLUMN_TO_CELL if source < 8 and dest < 4 else ILLEGAL
    if kind == FREECELL_TO_STACK:
        return CELL_TO_COLUMN if source < 4 and dest < 8 else ILLEGAL
    if kind == FREECELL_TO_FOUNDATION:
        return CELL_TO_HOME if source < 4 else ILLEGAL
    if kind in (STACK_TO_FOUNDATION, SEQ_TO_FOUNDATION):
        return COLUMN_TO_HOME if source < 8 else ILLEGAL
    return ILLEGAL


@inlined
def _record(row: Rows, kind: int, source: int, dest: int, count: int, played: Game) -> None:
    """The row of a move kept, before it is made in the game ``played``: onto an empty column, and
    ambiguous there when one card goes where the bare move reads as a longer run (reduction._reduce)."""
    row[KIND], row[SOURCE], row[CARDS] = kind, source, count
    row[DEST] = HOME_DEST if kind in (COLUMN_TO_HOME, CELL_TO_HOME) else dest
    row[ONTO_EMPTY], row[AMBIGUOUS] = 0, 0
    if kind == COLUMN_TO_COLUMN and played[LENGTH + dest] == 0:
        row[ONTO_EMPTY] = 1
        if count == 1:
            free, empty = free_and_empty(played)
            row[AMBIGUOUS] = min(run_length(played, source), (free + 1) << max(empty - 1, 0)) > 1


@kernel
def shown_ops(dealt: Cards, codes: Cards, out: Rows) -> int:
    """The moves a player makes in the solution ``codes`` (fc-solve's four bytes a move) of the deal
    whose cascades, concatenated, are ``dealt`` (7, 7, 7, 7, 6, 6, 6, 6 cards), with safe autoplay:
    their rows in ``out`` (as many as it has: the count needs none; a solution keeps at most one
    move a code and 52 moves home), and how many; -1 unless every move is legal and wins both without
    autoplay and, less the moves autoplay makes, with it."""
    full = start_game(dealt)  # every move made, nothing autoplayed
    played = full.copy()  # the moves kept, safe autoplay after each
    kept, settled = 0, False
    for index in range(len(codes) // 4):
        code = codes[4 * index]
        if code >= 12 and code <= 14:  # bookkeeping, no card moves
            continue
        source, dest = np.int64(codes[4 * index + 1]), np.int64(codes[4 * index + 2])
        kind = _op(code, source, dest)
        if kind == ILLEGAL:
            return -1
        count = np.int64(codes[4 * index + 3]) if kind == COLUMN_TO_COLUMN else 1
        for _ in range(13 if code == SEQ_TO_FOUNDATION else 1):
            if not legal(kind, source, dest, count, full):
                return -1
            # The cards this move carries in the full game, read before it is made.
            if kind in (CELL_TO_COLUMN, CELL_TO_HOME):
                first = CELL + source
            else:
                first = source * SLOTS + full[LENGTH + source] - count
            left = 0
            for i in range(count):  # the cards still in play in the autoplayed game
                left += played[HOME + (full[first + i] & 3)] <= full[first + i] >> 2
            make(kind, source, dest, count, full)
            if left == 0:
                continue  # autoplay made this move already
            if not legal(kind, source, dest, left, played):
                return -1
            if kept < len(out):
                _record(out[kept], kind, source, dest, left, played)
            make(kind, source, dest, left, played)
            kept += 1
            if kind in (COLUMN_TO_HOME, CELL_TO_HOME) or not settled:
                settle(played)
                settled = True
            elif (
                kind in (COLUMN_TO_COLUMN, COLUMN_TO_CELL)
                and played[LENGTH + source] > 0
                and goes_home(played[source * SLOTS + played[LENGTH + source] - 1], played)
            ):
                settle(played)
    if full[HOME : HOME + 4].sum() != 52 or played[HOME : HOME + 4].sum() != 52:
        return -1
    return kept


@kernel
def shown_count(dealt: Cards, codes: Cards) -> int:
    """:func:`shown_ops`'s count alone (the catalogue's)."""
    return shown_ops(dealt, codes, np.empty((0, ROW), dtype=np.int64))


def rows_for(codes: bytes) -> Rows:
    """Room for the rows of the solution ``codes``: one a code, and 52 for the runs home."""
    return np.empty((len(codes) // 4 + 52, ROW), dtype=np.int64)


def kept_rows(dealt: Cards, codes: bytes) -> Rows | None:
    """:func:`shown_ops`'s rows of the solution ``codes`` of the deal ``dealt``, one a move kept; None
    when the kernel does not vouch for the solution."""
    out = rows_for(codes)
    kept = shown_ops(dealt, np.frombuffer(codes, dtype=np.uint8), out)
    return None if kept < 0 else out[:kept]


def texts_of_rows(rows: Rows) -> tuple[list[str], list[int]]:
    """The texts of the moves kept (``-snx``) and the indices of the ambiguous ones."""
    texts = written_texts(rows[:, : CARDS + 1].tolist(), np.flatnonzero(rows[:, ONTO_EMPTY]).tolist())
    return texts, np.flatnonzero(rows[:, AMBIGUOUS]).tolist()


def shown_texts_of_codes(dealt: Cards, codes: bytes) -> tuple[list[str], list[int]] | None:
    """:func:`~freecell_gui.core.rules.reduction.reduced_texts` of the solution ``codes`` of the deal
    ``dealt`` (the texts of the moves kept, ``-snx``, and the indices of the ambiguous ones), from
    :func:`shown_ops`'s rows; None when the kernel does not vouch for the solution."""
    rows = kept_rows(dealt, codes)
    return None if rows is None else texts_of_rows(rows)
