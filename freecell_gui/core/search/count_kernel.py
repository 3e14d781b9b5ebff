"""fc-solve's solution of a deal checked and counted as the site counts it, in one compiled pass.

The catalogue stores, for each solved deal, how many moves a player makes in fc-solve's solution when
Microsoft's safe autoplay makes the moves home it makes by itself. In Python that takes three passes
(:func:`~freecell_gui.core.solver_moves.solution_of_codes` reads and checks every move,
:func:`~freecell_gui.core.reduction.autoplay_reduction` drops what autoplay makes, and
:func:`~freecell_gui.core.move_check.check_ops` replays what is left with autoplay) and costs about
as much as fc-solve's search. :func:`shown_count` makes the same three checks on the library's move
codes in one pass: every move of the solution legal and the game won without autoplay, and every move
kept legal and the game won with safe autoplay. It answers the count, or -1 for anything it does not
vouch for (the caller then takes the Python path, which explains or raises). tests/core/search/
test_count_kernel.py holds it to the Python passes on solutions and on corrupted ones.
"""

from __future__ import annotations

import itertools

import numpy as np
import numpy.typing as npt

from freecell_gui.core.card_rules import FITS as _FITS_BYTES
from freecell_gui.core.position import Position
from freecell_gui.core.search.jit import inlined, kernel

Cards = npt.NDArray[np.uint8]
Game = npt.NDArray[np.int64]
FITS = np.frombuffer(_FITS_BYTES, dtype=np.uint8).copy()
OPPOSITE_A = np.array([1, 0, 0, 1], dtype=np.int64)  # the two suits of the other colour (C D H S)
OPPOSITE_B = np.array([2, 3, 3, 2], dtype=np.int64)
SLOTS = 20  # a column holds at most 19 cards (layout.COLUMN_SLOTS)
# fc-solve's move types (fcs_move.h, as in fcs_lib) and the kinds of move_check.
_STACK_TO_STACK, _STACK_TO_FREECELL, _FREECELL_TO_STACK = 0, 1, 2
_STACK_TO_FOUNDATION, _FREECELL_TO_FOUNDATION, _SEQ_TO_FOUNDATION = 4, 5, 11
_C2C, _C2CELL, _C2HOME, _CELL2C, _CELL2HOME, _ILLEGAL = 0, 1, 2, 3, 4, 5
_DEALT, _NO_CELLS = (7, 7, 7, 7, 6, 6, 6, 6), (None,) * 4


# A game is one int64 row: the columns (SLOTS cards each, the exposed card last), their lengths, the free
# cells (-1 when free) and the cards home per suit. One array, not four: fewer to pass between kernels.
_LENGTH, _CELL, _HOME = 8 * SLOTS, 8 * SLOTS + 8, 8 * SLOTS + 12
_GAME_SIZE = _HOME + 4


@inlined
def _goes_home(card: int, game: Game) -> bool:
    """Safe autoplay's rule (autoplay.goes_home)."""
    rank, suit = card >> 2, card & 3
    if game[_HOME + suit] != rank:
        return False
    return card < 8 or (game[_HOME + OPPOSITE_A[suit]] >= rank and game[_HOME + OPPOSITE_B[suit]] >= rank)


@inlined
def _settle(game: Game) -> None:
    """Safe autoplay in place (autoplay.settle)."""
    progress = True
    while progress:
        progress = False
        for column in range(8):
            n = game[_LENGTH + column]
            while n > 0 and _goes_home(game[column * SLOTS + n - 1], game):
                game[_HOME + (game[column * SLOTS + n - 1] & 3)] += 1
                n -= 1
                progress = True
            game[_LENGTH + column] = n
        for slot in range(4):
            held = game[_CELL + slot]
            if held >= 0 and _goes_home(held, game):
                game[_HOME + (held & 3)] += 1
                game[_CELL + slot] = -1
                progress = True


@inlined
def _legal(kind: int, source: int, dest: int, count: int, game: Game) -> bool:
    """Whether move_check.check_ops makes the move (kind, source, dest, count) here."""
    if kind in (_C2HOME, _C2CELL, _C2C):
        n = game[_LENGTH + source]
        if n == 0:
            return False
        if kind == _C2HOME:
            card = game[source * SLOTS + n - 1]
            return bool(game[_HOME + (card & 3)] == card >> 2)
        if kind == _C2CELL:
            return bool(game[_CELL + dest] < 0)
        m = game[_LENGTH + dest]
        if count < 1 or count > n or m + count > SLOTS:
            return False
        top = source * SLOTS + n - 1
        if count > 1:
            depth = 1
            while depth < count and FITS[game[top - depth + 1] * 52 + game[top - depth]]:
                depth += 1
            free, empty = 0, 0
            for slot in range(4):
                free += game[_CELL + slot] < 0
            for column in range(8):
                empty += game[_LENGTH + column] == 0
            empty -= m == 0
            if depth < count or count > (free + 1) << max(empty, 0):
                return False
        return m == 0 or bool(FITS[game[top - count + 1] * 52 + game[dest * SLOTS + m - 1]])
    if kind in (_CELL2C, _CELL2HOME):
        held = game[_CELL + source]
        if held < 0:
            return False
        if kind == _CELL2HOME:
            return bool(game[_HOME + (held & 3)] == held >> 2)
        m = game[_LENGTH + dest]
        return m == 0 or (m < SLOTS and bool(FITS[held * 52 + game[dest * SLOTS + m - 1]]))
    return False


@inlined
def _make(kind: int, source: int, dest: int, count: int, game: Game) -> None:
    """Make the legal move (kind, source, dest, count), no autoplay."""
    if kind == _C2C:
        n, m = game[_LENGTH + source], game[_LENGTH + dest]
        for i in range(count):
            game[dest * SLOTS + m + i] = game[source * SLOTS + n - count + i]
        game[_LENGTH + dest] = m + count
        game[_LENGTH + source] = n - count
    elif kind in (_C2CELL, _C2HOME):
        n = game[_LENGTH + source] - 1
        game[_LENGTH + source] = n
        card = game[source * SLOTS + n]
        if kind == _C2CELL:
            game[_CELL + dest] = card
        else:
            game[_HOME + (card & 3)] += 1
    elif kind == _CELL2C:
        game[dest * SLOTS + game[_LENGTH + dest]] = game[_CELL + source]
        game[_LENGTH + dest] += 1
        game[_CELL + source] = -1
    else:
        game[_HOME + (game[_CELL + source] & 3)] += 1
        game[_CELL + source] = -1


@inlined
def _op(kind: int, source: int, dest: int) -> int:
    """fc-solve's move type as a move_check kind; _ILLEGAL for what solver_moves refuses or check_ops
    never makes (a place out of range, a column onto itself, a free cell to a free cell)."""
    if kind == _STACK_TO_STACK:
        return _C2C if source < 8 and dest < 8 and source != dest else _ILLEGAL
    if kind == _STACK_TO_FREECELL:
        return _C2CELL if source < 8 and dest < 4 else _ILLEGAL
    if kind == _FREECELL_TO_STACK:
        return _CELL2C if source < 4 and dest < 8 else _ILLEGAL
    if kind == _FREECELL_TO_FOUNDATION:
        return _CELL2HOME if source < 4 else _ILLEGAL
    if kind in (_STACK_TO_FOUNDATION, _SEQ_TO_FOUNDATION):
        return _C2HOME if source < 8 else _ILLEGAL
    return _ILLEGAL


@kernel
def shown_count(dealt: Cards, codes: Cards) -> int:
    """The moves a player makes in the solution ``codes`` (fc-solve's four bytes a move) of the deal
    whose cascades, concatenated, are ``dealt`` (7, 7, 7, 7, 6, 6, 6, 6 cards), with safe autoplay;
    -1 unless every move is legal and wins both without autoplay and, less the moves autoplay makes,
    with it. Two games side by side, as reduction.autoplay_reduction follows them."""
    full = np.full(_GAME_SIZE, -1, dtype=np.int64)  # every move made, nothing autoplayed
    at = 0
    for column in range(8):
        length = 7 if column < 4 else 6
        for depth in range(length):
            full[column * SLOTS + depth] = dealt[at]
            at += 1
        full[_LENGTH + column] = length
    full[_HOME : _HOME + 4] = 0
    played = full.copy()  # the moves kept, safe autoplay after each
    kept, settled = 0, False
    for index in range(len(codes) // 4):
        code = codes[4 * index]
        if code >= 12 and code <= 14:  # bookkeeping, no card moves
            continue
        source, dest = np.int64(codes[4 * index + 1]), np.int64(codes[4 * index + 2])
        kind = _op(code, source, dest)
        if kind == _ILLEGAL:
            return -1
        count = np.int64(codes[4 * index + 3]) if kind == _C2C else 1
        for _ in range(13 if code == _SEQ_TO_FOUNDATION else 1):
            if not _legal(kind, source, dest, count, full):
                return -1
            # The cards this move carries in the full game, read before it is made.
            if kind in (_CELL2C, _CELL2HOME):
                first = _CELL + source
            else:
                first = source * SLOTS + full[_LENGTH + source] - count
            left = 0
            for i in range(count):  # the cards still in play in the autoplayed game
                left += played[_HOME + (full[first + i] & 3)] <= full[first + i] >> 2
            _make(kind, source, dest, count, full)
            if left == 0:
                continue  # autoplay made this move already
            if not _legal(kind, source, dest, left, played):
                return -1
            _make(kind, source, dest, left, played)
            kept += 1
            if kind in (_C2HOME, _CELL2HOME) or not settled:
                _settle(played)
                settled = True
            elif (
                kind in (_C2C, _C2CELL)
                and played[_LENGTH + source] > 0
                and _goes_home(played[source * SLOTS + played[_LENGTH + source] - 1], played)
            ):
                _settle(played)
    if full[_HOME : _HOME + 4].sum() != 52 or played[_HOME : _HOME + 4].sum() != 52:
        return -1
    return kept


def cascades_shown_count(cascades: Cards, codes: bytes) -> int | None:
    """:func:`shown_count` of ``codes``; None when the kernel does not vouch for the count."""
    count = int(shown_count(cascades, np.frombuffer(codes, dtype=np.uint8)))
    return None if count < 0 else count


def deal_shown_count(start: Position, codes: bytes) -> int | None:
    """:func:`shown_count` of ``codes`` from ``start``, a deal as dealt; None when the kernel does not
    vouch for the count (or ``start`` is not a deal's start): the caller counts in Python then."""
    if start.free_cells != _NO_CELLS or any(start.foundations) or tuple(map(len, start.cascades)) != _DEALT:
        return None
    cascades = np.frombuffer(bytes(itertools.chain.from_iterable(start.cascades)), dtype=np.uint8)
    return cascades_shown_count(cascades, codes)
