"""fc-solve's board text: written exactly as ``fc-solve -p -t`` prints a position, read back leniently.

Written form (fc-solve pads each free cell to four characters and ends the foundations with a space)::

    Foundations: H-0 C-2 D-A S-0
    Freecells:  6C      4H
    : JD KD 2S 4C 3S 6D 6S
    ...eight column lines, top (first dealt) card first; an empty column is ": "

Read forms: that, and fc-solve's input format — optional ``Founds:``/``Foundations:`` (suits in any order,
missing ones at 0) and ``FC:``/``Freecells:`` lines (``-`` for an empty cell), columns with or without
the leading colon.
"""

from __future__ import annotations

import re

from freecell_gui.core.deals.cards import (
    CARD_CODES,
    DECK_SIZE,
    RANKS,
    SUITS,
    CardError,
    card_code,
    parse_card,
)
from freecell_gui.core.notation.text_lines import inline_space, lines_matching, unify_line_breaks
from freecell_gui.util.text_marks import QT_TRANSLATE_NOOP, Message, counted, message, message_in

Cascades = tuple[tuple[int, ...], ...]
FreeCells = tuple[int | None, ...]
Foundations = tuple[int, ...]

CASCADE_COUNT = 8
FREE_CELL_COUNT = 4
_FCS_SUIT_ORDER = (2, 0, 1, 3)  # fc-solve prints H C D S; our suit indices are C D H S
_HOME_RANKS = "0" + RANKS  # cards home: 0, A, 2 … K
_FOUNDATIONS_LINE = re.compile(r"^\s*(?:foundations|founds)\s*:(.*)$", re.IGNORECASE)
_FREE_CELLS_LINE = re.compile(r"^\s*(?:freecells|fc)\s*:(.*)$", re.IGNORECASE)
_HOME_TOKEN = re.compile(r"([HCDS])-(10|[0A2-9TJQK])", re.IGNORECASE | re.ASCII)
# A line with something but dashes, equals signs and spaces: not one of fc-solve's "-=-=-…" and "====…"
# between states.
_CONTENT_LINE = re.compile(rf"^{inline_space('-=')}*[^-=\s]", re.MULTILINE)
_CONTENT_HINT = re.compile(r"[^-=\s]")


class PositionTextError(ValueError):
    """Text that is not a position in fc-solve's format; the message says what is wrong."""


def format_fcs(cascades: Cascades, free_cells: FreeCells, foundations: Foundations) -> str:
    """The position as fc-solve -p -t prints it (ten lines, no trailing newline)."""
    home = " ".join(f"{SUITS[s]}-{_HOME_RANKS[foundations[s]]}" for s in _FCS_SUIT_ORDER)
    cells = "".join("    " if card is None else "  " + CARD_CODES[card] for card in free_cells)
    lines = [f"Foundations: {home} ", "Freecells:" + cells]
    lines.extend(": " + " ".join(map(CARD_CODES.__getitem__, column)) for column in cascades)
    return "\n".join(lines)


def _parse_foundations(body: str) -> list[int]:
    counts = [0, 0, 0, 0]
    for token in body.split():
        match = _HOME_TOKEN.fullmatch(token)
        if match is None:
            template = QT_TRANSLATE_NOOP(
                "PositionText", "foundations: {token} is not a suit and a rank such as H-5 or C-A"
            )
            raise PositionTextError(message(template, token=repr(token[:20])))
        rank = match.group(2).upper().replace("10", "T")
        counts[SUITS.index(match.group(1).upper())] = _HOME_RANKS.index(rank)
    return counts


def _parse_free_cells(body: str) -> list[int | None]:
    tokens = [(m.start(), m.group()) for m in re.finditer(r"\S+", body)]
    # fc-solve's output pads every cell to four characters, so a card's column gives its slot.
    aligned = all((start - 2) % 4 == 0 and 0 <= (start - 2) // 4 < FREE_CELL_COUNT for start, _ in tokens)
    cells: list[int | None] = [None] * FREE_CELL_COUNT
    if len(tokens) > FREE_CELL_COUNT:
        template = QT_TRANSLATE_NOOP("PositionText", "free cells: {count} entries, but there are only {most}")
        raise PositionTextError(message(template, count=len(tokens), most=FREE_CELL_COUNT))
    for i, (start, token) in enumerate(tokens):
        slot = (start - 2) // 4 if aligned else i
        cells[slot] = (
            None if token == "-" else _card(token, message(QT_TRANSLATE_NOOP("PositionText", "free cells")))
        )
    return cells


def _card(token: str, where: Message) -> int:
    try:
        return parse_card(token)
    except CardError as error:
        reason = message_in(error) or str(error)
        raise PositionTextError(
            message(QT_TRANSLATE_NOOP("PositionText", "{where}: {reason}"), where=where, reason=reason)
        ) from None


def _check_deck(cascades: Cascades, free_cells: FreeCells, foundations: Foundations) -> None:
    seen: dict[int, int] = {}
    for card in [c for column in cascades for c in column] + [c for c in free_cells if c is not None]:
        seen[card] = seen.get(card, 0) + 1
    twice = [card_code(card) for card, n in seen.items() if n > 1]
    if twice:
        template = QT_TRANSLATE_NOOP("PositionText", "{cards} appear(s) more than once")
        raise PositionTextError(message(template, cards=", ".join(sorted(twice))))
    home = [card for card in seen if card >> 2 < foundations[card & 3]]
    if home:
        template = QT_TRANSLATE_NOOP("PositionText", "{cards} also on the foundations")
        raise PositionTextError(message(template, cards=", ".join(card_code(c) for c in sorted(home))))
    missing = [card for card in range(DECK_SIZE) if card not in seen and card >> 2 >= foundations[card & 3]]
    if missing:
        template = QT_TRANSLATE_NOOP("PositionText", "%Ln card(s) missing: {cards}", "", 1)
        raise PositionTextError(
            counted(template, len(missing), cards=" ".join(card_code(c) for c in missing))
        )


def parse_fcs(text: str) -> tuple[Cascades, FreeCells, Foundations]:
    """Read a position written by :func:`format_fcs` or fc-solve; raises :class:`PositionTextError`."""
    foundations = [0, 0, 0, 0]
    free_cells: list[int | None] = [None] * FREE_CELL_COUNT
    columns: list[tuple[int, ...]] = []
    for _, line in lines_matching(unify_line_breaks(text), _CONTENT_LINE, _CONTENT_HINT):
        if home := _FOUNDATIONS_LINE.match(line):
            foundations = _parse_foundations(home.group(1))
        elif cells := _FREE_CELLS_LINE.match(line):
            free_cells = _parse_free_cells(cells.group(1))
        else:
            if len(columns) == CASCADE_COUNT:
                template = QT_TRANSLATE_NOOP("PositionText", "more than {most} columns")
                raise PositionTextError(message(template, most=CASCADE_COUNT))
            body = line.lstrip().removeprefix(":")
            where = message(QT_TRANSLATE_NOOP("PositionText", "column {number}"), number=len(columns) + 1)
            columns.append(tuple(_card(token, where) for token in body.split()))
    if len(columns) != CASCADE_COUNT:
        template = QT_TRANSLATE_NOOP("PositionText", "{count} columns, but a position has {most}")
        raise PositionTextError(message(template, count=len(columns), most=CASCADE_COUNT))
    position = (tuple(columns), tuple(free_cells), tuple(foundations))
    _check_deck(*position)
    return position
