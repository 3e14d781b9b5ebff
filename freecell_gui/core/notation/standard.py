"""Moves in standard notation, and the reader of solutions pasted as text.

Standard notation is what freecellgamesolutions.com, FreeCell Pro and fc-solve write: a move is two
characters, its source then its destination, from ``1``–``8`` (columns), ``a``–``d`` (free cells) and
``h`` (home, the foundations). fc-solve's extended form (``-snx``) adds ``v`` and the number of cards in
hexadecimal to a sequence move onto an empty column: ``75va`` moves ten cards from column 7 to column 5.
"""

from __future__ import annotations

import contextlib
import re
from dataclasses import dataclass

from freecell_gui.core.notation.comments import without_comments
from freecell_gui.core.notation.text_lines import inline_space
from freecell_gui.util.text_marks import QT_TRANSLATE_NOOP, Message, message

COLUMN_NAMES = "12345678"
FREE_CELL_NAMES = "abcd"
HOME = "h"
#: A parsed move whose count the text leaves to the position (see :class:`Move`).
UNCOUNTED = 0
#: Location name → index: columns 0–7, free cells 8–11, home 12.
LOCATION_INDEX = {name: i for i, name in enumerate(COLUMN_NAMES + FREE_CELL_NAMES + HOME)}

_MOVE = re.compile(r"([1-8a-dh])([1-8a-dh])(?:v([0-9a-f]+))?", re.IGNORECASE | re.ASCII)
# "17." or "17)" numbering a move in a list ("1. 8a 2. 8b"); fc-solve's "Move:" label.
_NUMBERING = re.compile(r"[0-9]+[.):]", re.ASCII)
# The spaces around the label stay within its line: a "\s*" there would run across line breaks and
# rescan the rest of the text from every line (quadratic in the number of lines).
_FCS_MOVE_LINE = re.compile(rf"^{inline_space()}*Move:{inline_space()}*(\S*)", re.MULTILINE)
# What fc-solve writes around the moves of its -m output: "-=-=-=…" above them, its verdict below.
_FCS_CHATTER = re.compile(
    rf"^{inline_space()}*(?:[-=]{{3,}}|This game is solveable\.|Total number of states checked is \d+\."
    rf"|This scan generated \d+ states\.){inline_space()}*$",
    re.MULTILINE,
)

# Moves by their text, as read before: a solution repeats a few hundred tokens, so a text of millions of
# moves is read at the speed of a dictionary. Valid tokens are few (at most two hexadecimal digits of count).
_KNOWN: dict[str, Move] = {}
_KNOWN_MOST = 50_000
_LONGEST_MOVE = 5  # "75v0a"
_MAX_COUNT = 13  # a sequence in alternating colours holds at most King … Ace


class IllegalMove(ValueError):  # noqa: N818 (the name is the API contract)
    """A move the rules forbid here; the message says what is wrong, e.g. "free cell a is occupied".

    ``reason`` is that explanation alone, in English; ``reason_message`` the same for the interface to
    translate (a :class:`Message`). The message adds the move (and, from a replay, its number).
    """

    def __init__(self, reason: Message | str, move: Move | None = None, number: int | None = None) -> None:
        self.reason_message = reason
        self.move = move
        self.number = number
        super().__init__(reason if move is None else move_message(move.written(), number, reason))

    @property
    def reason(self) -> str:
        return str(self.reason_message)  # written when asked: replays and hints refuse many moves unread


class MoveTextError(ValueError):
    """Text that is not a list of moves; the message names the first token that is not a move."""


@dataclass(frozen=True, slots=True)
class Move:
    """Move ``count`` cards from ``source`` to ``dest`` (location names, as in ``Move("8", "a")``).

    ``count`` is the number of cards; :data:`UNCOUNTED` (0) leaves it to the position, as standard
    notation does: onto a card, the one count that fits; onto an empty column, as many as may move.
    """

    source: str
    dest: str
    count: int = 1

    def __str__(self) -> str:
        return self.source + self.dest

    def written(self) -> str:
        """Standard notation with fc-solve's ``v`` count whenever more than one card moves (``13v3``)."""
        return f"{self.source}{self.dest}v{self.count:x}" if self.count > 1 else self.source + self.dest


def _move_texts(text: str) -> list[str]:
    """The tokens of ``text`` that should be moves: fc-solve's ``Move:`` lines if any, else every token."""
    labelled = _FCS_MOVE_LINE.findall(text) if "Move:" in text else []
    if labelled:
        return [token for token in labelled if token]
    return text.replace(",", " ").replace(";", " ").split()  # split at spaces, commas, semicolons


def _read_tokens(tokens: list[str]) -> list[Move]:
    """The moves of ``tokens``, list numbers and empty tokens skipped; raises :class:`MoveTextError`
    naming the first token that is not a move, with its number among the moves."""
    unread = set(tokens).difference(_KNOWN)
    for token in unread:  # each new token parsed once, however often it recurs
        if len(_KNOWN) < _KNOWN_MOST and len(token) <= _LONGEST_MOVE:
            with contextlib.suppress(MoveTextError):
                _KNOWN[token] = parse_move(token)
    unknown = unread.difference(_KNOWN)
    if not unknown:
        return list(map(_KNOWN.__getitem__, tokens))
    skipped = {token for token in unknown if _NUMBERING.fullmatch(token)}
    if unknown == skipped:
        return [_KNOWN[token] for token in tokens if token not in skipped]
    moves: list[Move] = []
    for token in tokens:
        move = _KNOWN.get(token)
        if move is None:
            if token in skipped:
                continue
            move = parse_move(token, len(moves) + 1)  # raises, unless the cache was full
        moves.append(move)
    return moves


_KNOWN.update(
    (source + dest, Move(source, dest, UNCOUNTED))
    for source in COLUMN_NAMES + FREE_CELL_NAMES
    for dest in COLUMN_NAMES + FREE_CELL_NAMES + HOME
)


def move_message(token: str, number: int | None, reason: Message | str) -> Message:
    """``reason`` after the move (as written, or the token read) it is about, and its number in a list of
    moves: what an unreadable and an illegal move say alike."""
    if number is None:
        return message(QT_TRANSLATE_NOOP("MoveText", "`{token}`: {reason}"), token=token[:20], reason=reason)
    template = QT_TRANSLATE_NOOP("MoveText", "move {number} `{token}`: {reason}")
    return message(template, number=number, token=token[:20], reason=reason)


def parse_move(token: str, number: int | None = None) -> Move:
    """One move such as ``8a``, ``87``, ``3H`` or ``75v3``; raises :class:`MoveTextError`."""
    match = _MOVE.fullmatch(token)
    if match is None:
        reason = message(
            QT_TRANSLATE_NOOP(
                "MoveText",
                "not a move in standard notation (two of 1-8 columns, a-d free cells, h home, as in "
                "8a, 87 or 3h; fc-solve's 75v3 gives a count)",
            )
        )
        raise MoveTextError(move_message(token, number, reason))
    source, dest, count_text = match.groups()
    count = UNCOUNTED
    if count_text is not None:
        count = int(count_text, 16) if len(count_text) <= 2 else _MAX_COUNT + 1
        if not 1 <= count <= _MAX_COUNT:
            template = QT_TRANSLATE_NOOP(
                "MoveText", "a move carries 1 to {most} cards, not {count} (hexadecimal)"
            )
            reason = message(template, most=_MAX_COUNT, count=count_text)
            raise MoveTextError(move_message(token, number, reason))
    return Move(source.lower(), dest.lower(), count)


def parse_moves(text: str) -> list[Move]:
    """Every move of a solution pasted from freecellgamesolutions.com, FreeCell Pro or fc-solve.

    Moves are separated by spaces, commas or line breaks; list numbering ("1. 8a 2. 8b") is skipped, and
    fc-solve's ``-sam`` output is read from its ``Move:`` lines, its ``-m`` output without the lines
    around the moves; comment lines (``# deal 617 …``) are skipped. Counts stay :data:`UNCOUNTED` unless
    written (``75v3``). Raises :class:`MoveTextError` naming the first token that is not a move.
    """
    text = without_comments(text)
    tokens = _move_texts(text)
    moves = list(map(_KNOWN.get, tokens))
    if all(moves):  # no None (a Move is true): the usual case, at the speed of a dictionary
        return moves  # type: ignore[return-value]
    try:
        return _read_tokens(tokens)
    except MoveTextError:
        if not _FCS_CHATTER.search(text):
            raise
    return _read_tokens(_move_texts(_FCS_CHATTER.sub("", text)))
