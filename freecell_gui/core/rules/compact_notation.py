"""macroxue's compact notation, read and turned into standard moves on the position it is played from.

macroxue's FreeCell solver and web game (github.com/macroxue/freecell) write a solution as the deal number,
a colon and the moves run together, two characters a move — ``617:4r462r27…`` — and share it as a game
link, ``…/freecell.html?deal=617:4r462r27…``. Columns are ``1``–``8`` and home ``h`` as in standard
notation, but the free cells are not fixed slots:

* ``r`` as a destination is the first empty free cell;
* ``a``–``d`` as a source count the occupied cells only, left to right: the cells are left-packed, so when
  a card leaves a cell (to a column, home, or home by autoplay) the cards to its right move one letter
  left;
* a move onto an empty column takes as many cards as may move;
* the autoplay the solution was found with follows from its moves home, as the web game decides it: none
  written means max autoplay, fewer than 52 safe autoplay, all 52 none; the game also autoplays once
  before the first move, which standard notation cannot leave out: the first of those moves home comes
  out written (autoplay after it makes the others).

Each move is made on the position, with that autoplay, to know which card a letter names; the moves come
out in standard notation with their counts, for :func:`~freecell_gui.core.rules.replay.replay`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from urllib.parse import unquote

from freecell_gui.core.deals.cards import DECK_SIZE
from freecell_gui.core.deals.generator import validate_deal_number
from freecell_gui.core.notation.comments import read_header, without_comments
from freecell_gui.core.notation.standard import (
    COLUMN_NAMES,
    FREE_CELL_NAMES,
    HOME,
    UNCOUNTED,
    IllegalMove,
    Move,
    MoveTextError,
    move_message,
    parse_moves,
)
from freecell_gui.core.rules.autoplay import Autoplay, autoplay_after, autoplay_of
from freecell_gui.core.rules.position import Position
from freecell_gui.util.text_marks import QT_TRANSLATE_NOOP, counted, message, shorten_for_message

RESERVE = "r"
_SPACE = re.compile(r"\s")
_MOVES = re.compile(r"(?:[1-8][1-8hr]|[a-d][1-8h])+", re.IGNORECASE)
_PAIR = re.compile(r"[1-8][1-8hr]|[a-d][1-8h]")
_ALPHABET = re.compile(r"[1-8a-dhr]+", re.IGNORECASE)  # what a numbered run of moves is made of
_NUMBERED = re.compile(r"([0-9]+):(\S+)")
_LINK = re.compile(r"\S*[?&]deal=([^&#\s]*)\S*")


class CompactNotationError(MoveTextError):
    """Text in compact notation that cannot be read: a link without a solution, a pair that is no move."""


@dataclass(frozen=True)
class CompactSolution:
    """A solution in compact notation: the deal it names (None when the text gives the moves alone), its
    moves as written (``("4r", "46", …)``) and the autoplay they were found with."""

    deal_number: int | None
    codes: tuple[str, ...]

    @property
    def autoplay(self) -> Autoplay:
        """Max autoplay when no move goes home, safe when some do, none when every card's move is written."""
        home = sum(code[1] == HOME for code in self.codes)
        return Autoplay.MAX if home == 0 else Autoplay.SAFE if home < DECK_SIZE else Autoplay.NONE


def read_compact(text: str) -> CompactSolution | None:
    """The solution ``text`` writes in compact notation — ``617:4r46…``, a game link holding ``deal=N:…``,
    or the moves alone (``4r462r…``) — or None for text in another notation (standard notation is read by
    :func:`~freecell_gui.core.notation.standard.parse_moves`). Raises :class:`CompactNotationError` for a link
    or a
    numbered run of moves that cannot be read."""
    stripped = without_comments(text).strip()
    if not stripped or _SPACE.search(stripped):
        return None  # a compact solution is one token
    link = _LINK.fullmatch(stripped) if "deal=" in stripped else None
    if link is not None:
        return _numbered(unquote(link.group(1)), stripped)
    numbered = _NUMBERED.fullmatch(stripped)
    if numbered is not None and len(numbered.group(2)) > 2 and _ALPHABET.fullmatch(numbered.group(2)):
        return _numbered(stripped, stripped)
    if _is_compact(stripped):
        return CompactSolution(None, _pairs(stripped))
    return None


def _is_compact(moves: str) -> bool:
    """Moves run together; a single pair such as ``8h`` is standard notation as well, and read as such."""
    return (len(moves) > 2 or RESERVE in moves.lower()) and _MOVES.fullmatch(moves) is not None


def _pairs(moves: str) -> tuple[str, ...]:
    lowered = moves.lower()
    return tuple(lowered[i : i + 2] for i in range(0, len(lowered), 2))


def _numbered(value: str, text: str) -> CompactSolution:
    """``N:moves`` (``value``, from ``text``: a link or the solution itself) read."""
    number_text, colon, moves = value.partition(":")
    if not (number_text.isascii() and number_text.isdigit() and colon and _ALPHABET.fullmatch(moves)):
        template = QT_TRANSLATE_NOOP(
            "CompactNotation",
            "{link} holds no solution to read: expected deal=N:moves, such as deal=617:4r46",
        )
        raise CompactNotationError(message(template, link=shorten_for_message(text)))
    try:
        number = validate_deal_number(number_text)
    except ValueError as error:
        raise CompactNotationError(error.args[0]) from None
    pairs = _pairs(moves)
    for index, pair in enumerate(pairs, start=1):
        if not _PAIR.fullmatch(pair):
            reason = QT_TRANSLATE_NOOP(
                "CompactNotation",
                "not a move in compact notation (1-8 columns, a-d the free cells that hold a card, r the "
                "first empty one, h home, as in 4r, 46, a3 or 8h)",
            )
            raise CompactNotationError(move_message(pair, index, message(reason)))
    return CompactSolution(number, pairs)


def standard_moves(
    start: Position, solution: CompactSolution, autoplay: Autoplay | None = None
) -> list[Move]:
    """The moves of ``solution`` in standard notation, each with its count, made from ``start`` with
    ``autoplay`` (default: the solution's own). Raises :class:`CompactNotationError` when the solution
    names another deal than ``start``'s, and :class:`IllegalMove` (numbered, the pair as written) for the
    first move that cannot be made."""
    if solution.deal_number is not None:
        _check_deal(start, solution.deal_number)
    mode = autoplay or solution.autoplay
    # macroxue's game autoplays once before the first move too; our replays do not: the first of those
    # moves is written, and autoplay after it makes the others.
    position, initial = autoplay_after(start, mode)
    packed, moves = [card for card in position.free_cells if card is not None], list(initial[:1])
    for number, code in enumerate(solution.codes, start=1):
        try:
            move = _standard(position, packed, code)
            after = position.apply(move)
        except IllegalMove as error:
            raise IllegalMove(move_message(code, number, error.reason_message)) from None
        if code[1] == RESERVE:
            packed.append(position.cascades[COLUMN_NAMES.index(move.source)][-1])
        position, _ = autoplay_after(after, mode)
        packed = [card for card in packed if card in position.free_cells]  # the rest shift left
        moves.append(move)
    return moves


def _check_deal(start: Position, deal_number: int) -> None:
    """:class:`CompactNotationError` unless ``start`` is deal ``deal_number``'s, which a solution names."""
    if Position.deal(deal_number) != start:
        template = QT_TRANSLATE_NOOP(
            "CompactNotation", "this solution is for deal {number}, not for the deal it is played on"
        )
        raise CompactNotationError(message(template, number=deal_number))


def _standard(position: Position, packed: list[int], code: str) -> Move:
    """The standard move ``code`` writes on ``position``, whose occupied free cells hold ``packed`` in
    compact order; raises :class:`IllegalMove` when its free cell is empty or none is."""
    source, dest = code[0], code[1]
    if source in FREE_CELL_NAMES:
        index = FREE_CELL_NAMES.index(source)
        if index >= len(packed):
            template = QT_TRANSLATE_NOOP(
                "CompactNotation",
                "there is no {cell}: %Ln free cell(s) in use (the cells are left-packed)",
                "",
                1,
            )
            raise IllegalMove(counted(template, len(packed), cell=source))
        source = FREE_CELL_NAMES[position.free_cells.index(packed[index])]
    if dest == RESERVE:
        if None not in position.free_cells:
            raise IllegalMove(message(QT_TRANSLATE_NOOP("CompactNotation", "every free cell is occupied")))
        dest = FREE_CELL_NAMES[position.free_cells.index(None)]
    count = UNCOUNTED  # onto a card: the one count that fits
    if source in COLUMN_NAMES and dest in COLUMN_NAMES and not position.cascades[COLUMN_NAMES.index(dest)]:
        # Onto an empty column, as many as may move: written, so that the replay does not read it otherwise.
        count = min(position.sequence_length(COLUMN_NAMES.index(source)), position.supermove_limit(True)) or 1
    return Move(source, dest, count)


def read_solution(
    start: Position, text: str, autoplay: Autoplay | None = None
) -> tuple[list[Move], Autoplay | None]:
    """The moves of a solution in either notation, as made from ``start``, and the autoplay to replay them
    with: ``autoplay`` if given, else the one a header comment names (``# deal 617, safe autoplay, …``:
    see notation/comments.py), else the one compact notation implies (None for standard notation, which
    says nothing of it). Raises what :func:`parse_moves`, :func:`read_compact` and :func:`standard_moves`
    raise, and :class:`CompactNotationError` when a header or the compact text names another deal."""
    header = read_header(text)
    if header is not None and header.deal_number is not None and not header.in_progress:
        _check_deal(start, header.deal_number)
    if autoplay is None and header is not None:
        autoplay = None if header.autoplay is None else autoplay_of(header.autoplay)
    compact = read_compact(text)
    if compact is None:
        return parse_moves(text), autoplay
    mode = autoplay or compact.autoplay
    return standard_moves(start, compact, mode), mode
