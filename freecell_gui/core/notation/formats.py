"""Text forms of a deal, and one forgiving parser that reads them all back.

Formats: ``columns`` (fc-solve's board: one cascade a line, top card first), ``rows`` (the seven rows in
dealing order), ``json`` (the 7-row array of :func:`deal_freecell`) and ``unicode`` (rows with suit
symbols, like the deal tables on freecellgamesolutions.com).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import zip_longest

from freecell_gui.core.deals.cards import (
    CARD_CODES,
    CARD_SYMBOL_TEXTS,
    CODE_INDEX,
    CardError,
    card_code,
    parse_card,
)
from freecell_gui.core.deals.deal import CASCADE_COUNT, Deal, cascades_of, rows_of
from freecell_gui.core.notation.text_lines import inline_space, lines_matching, unify_line_breaks
from freecell_gui.util.text_marks import QT_TRANSLATE_NOOP, Message, message, shorten_for_message

FORMATS = ("columns", "rows", "json", "unicode")
# A solution's forms (cli/solution_output.py writes them): declared here, where the command line reads them
# at start-up without loading the solver.
SOLUTION_FORMATS = ("line", "lines", "detailed")


class LayoutError(ValueError):
    """Text that is not a layout; the message says what is wrong and where."""


_NO_CARDS = QT_TRANSLATE_NOOP(
    "Layouts", "no cards found: expected a layout such as 'JD 2D 9H JC 5D 7H 7C 5H …'"
)


def _line(number: int, is_json: bool = False) -> Message:
    """Where a problem is: a line of the text, or a row of a JSON layout."""
    if is_json:
        return message(QT_TRANSLATE_NOOP("Layouts", "row {number}"), number=number)
    return message(QT_TRANSLATE_NOOP("Layouts", "line {number}"), number=number)


@dataclass(frozen=True)
class Layout:
    """Cards in dealing order: a whole deal (52) or its first K cards (a partial layout)."""

    cards: tuple[int, ...]

    def cascades(self) -> tuple[tuple[str, ...], ...]:
        return tuple(tuple(card_code(i) for i in column) for column in cascades_of(self.cards))


def _rows_text(order: Sequence[int], render: Callable[[int], str]) -> str:
    return "\n".join(" ".join(render(i) for i in row) for row in rows_of(list(order)))


def format_cards(order: Sequence[int], fmt: str = "columns") -> str:
    """Cards in dealing order (a whole deal or a partial layout) in format ``fmt``, no trailing newline."""
    if fmt == "columns":
        return "\n".join(" ".join(card_code(i) for i in column) for column in cascades_of(list(order)))
    if fmt == "rows":
        return _rows_text(order, CARD_CODES.__getitem__)
    if fmt == "unicode":  # a table's lookup, not a Python call a card: the text pane writes one a deal switch
        return _rows_text(order, CARD_SYMBOL_TEXTS.__getitem__)
    if fmt == "json":
        import json  # loaded where JSON is written or read, never at the window's start

        return json.dumps([[card_code(i) for i in row] for row in rows_of(list(order))])
    raise ValueError(f"unknown format {fmt!r}: choose one of {', '.join(FORMATS)}")


def format_deal(deal: Deal, fmt: str = "columns") -> str:
    """Deal ``deal`` in format ``fmt`` (one of :data:`FORMATS`), without a trailing newline."""
    return format_cards(deal.order, fmt)


# fc-solve's board files may carry these; they describe a game in progress, never a fresh deal's cards.
_HEADER = re.compile(r"^\s*(freecells?|foundations?)\s*:", re.IGNORECASE)
# A line whose first character other than a space, comma or semicolon is '#' is a comment, and so is a
# line of nothing else; the rest hold cards.
CARD_LINE = re.compile(rf"^{inline_space(',;')}*[^\s,;#]", re.MULTILINE)
CARD_HINT = re.compile(r"[^\s,;#]")
BOM = "\ufeff"


def _card_lines(text: str, first_line: int) -> tuple[list[tuple[int, list[str]]], bool]:
    """(line number, tokens) of every line that holds cards, and whether ':' marked the columns format."""
    lines: list[tuple[int, list[str]]] = []
    colon_marked = False
    for number, line in lines_matching(unify_line_breaks(text), CARD_LINE, CARD_HINT):
        if _HEADER.match(line):
            colon_marked = True
            continue
        stripped = line.strip()
        if stripped.startswith(":"):
            colon_marked = True
            stripped = stripped[1:]
        tokens = stripped.replace(",", " ").replace(";", " ").split()  # spaces, commas, semicolons
        if tokens:
            lines.append((number + first_line - 1, tokens))
    return lines, colon_marked


def _looks_like_columns(lines: list[tuple[int, list[str]]], colon_marked: bool) -> bool:
    # Eight lines of at most seven cards cannot be the rows format (rows hold eight); a flat list that
    # happens to sit on eight one-card lines reads the same either way.
    if colon_marked:
        return True
    lengths = [len(tokens) for _, tokens in lines]
    return len(lines) == CASCADE_COUNT and max(lengths) <= 7


def _refuse_missing_cascades(lengths: list[int]) -> None:
    """Two to seven lines of 7 cards, then of 6, are fc-solve's cascades with some left out (a line or
    two lost in a copy), not the first cards dealt: say so rather than search for a layout no deal has."""
    long, short = lengths.count(7), lengths.count(6)
    if 1 < len(lengths) < CASCADE_COUNT and lengths == [7] * long + [6] * short and long <= 4 >= short:
        template = QT_TRANSLATE_NOOP(
            "Layouts",
            "incomplete layout: {count} of the {most} cascades; missing: {long} of 7 cards and {short} of 6 "
            "(a deal has four of each). Or give the first cards dealt, such as the top row",
        )
        fields = {"count": len(lengths), "most": CASCADE_COUNT, "long": 4 - long, "short": 4 - short}
        raise LayoutError(message(template, **fields))


def _parse_json(text: str) -> list[tuple[int, list[str]]]:
    import json

    try:
        value = json.loads(text)
    except (ValueError, RecursionError) as error:
        raise LayoutError(
            message(QT_TRANSLATE_NOOP("Layouts", "not valid JSON: {error}"), error=str(error))
        ) from None
    if isinstance(value, dict):
        value = value.get("rows")
    if not isinstance(value, list):
        raise LayoutError(
            message(
                QT_TRANSLATE_NOOP(
                    "Layouts", 'JSON layout must be an array of rows (or an object with "rows")'
                )
            )
        )
    rows = value if all(isinstance(row, list) for row in value) else [value]
    lines = []
    for number, row in enumerate(rows, start=1):
        if not all(isinstance(token, str) for token in row):
            template = QT_TRANSLATE_NOOP("Layouts", '{where}: JSON cards must be strings such as "JD"')
            raise LayoutError(message(template, where=_line(number, is_json=True)))
        lines.append((number, list(row)))
    return lines


def parse_layout(text: str, first_line: int = 1) -> Layout:
    """Read a layout written in any of :data:`FORMATS`, or as cards in dealing order on any lines.

    Tokens may be separated by spaces, commas or semicolons; ``10`` and lower case are accepted. A leading
    byte order mark and lines starting with ``#`` are ignored. Raises :class:`LayoutError` naming the line
    (counted from ``first_line``, the number of the text's first line in a longer one) and token of the
    first problem.
    """
    text = text.removeprefix(BOM)
    is_json = text.lstrip().startswith(("[", "{"))
    if is_json:
        lines, columns = _parse_json(text), False
    else:
        lines, colon_marked = _card_lines(text, first_line)
        if not lines:
            raise LayoutError(message(_NO_CARDS))
        columns = _looks_like_columns(lines, colon_marked)
    # The usual case first, at the speed of a dictionary (a file may hold thousands of layouts): every
    # token a card code as we write them, no card twice. Anything else is read again token by token.
    parsed = [[CODE_INDEX.get(token, -1) for token in tokens] for _, tokens in lines]
    every = [card for row in parsed for card in row]
    if -1 in every or len(set(every)) != len(every):
        parsed = _read_cards(lines, is_json)
        every = [card for row in parsed for card in row]
    if not every:
        raise LayoutError(message(_NO_CARDS))
    if not is_json:
        _refuse_missing_cascades([len(tokens) for _, tokens in lines])
    if columns:
        return Layout(_from_columns(parsed, [number for number, _ in lines]))
    return Layout(tuple(every))


def _read_cards(lines: list[tuple[int, list[str]]], is_json: bool) -> list[list[int]]:
    """The cards of each line, read token by token; :class:`LayoutError` names the first token that is not
    a card or repeats one."""
    first_seen: dict[int, tuple[int, int]] = {}
    parsed: list[list[int]] = []
    for number, tokens in lines:
        row = []
        for position, token in enumerate(tokens, start=1):
            try:
                card = parse_card(token)
            except CardError:
                template = QT_TRANSLATE_NOOP("Layouts", "{where}, token {position}: {token} is not a card")
                where = _line(number, is_json)
                raise LayoutError(
                    message(template, where=where, position=position, token=shorten_for_message(token))
                ) from None
            if card in first_seen:
                line0, pos0 = first_seen[card]
                template = QT_TRANSLATE_NOOP(
                    "Layouts",
                    "{where}, token {position}: duplicate card {card} "
                    "(first at {first}, token {first_position})",
                )
                fields = {"where": _line(number, is_json), "position": position, "card": card_code(card)}
                raise LayoutError(
                    message(template, **fields, first=_line(line0, is_json), first_position=pos0)
                )
            first_seen[card] = (number, position)
            row.append(card)
        parsed.append(row)
    return parsed


def _from_columns(columns: list[list[int]], line_numbers: list[int]) -> tuple[int, ...]:
    """Dealing order of cascades given top card first; their lengths must be those of a (partial) deal."""
    if len(columns) > CASCADE_COUNT:
        template = QT_TRANSLATE_NOOP("Layouts", "{where}: more than {most} cascades")
        raise LayoutError(message(template, where=_line(line_numbers[CASCADE_COUNT]), most=CASCADE_COUNT))
    columns = columns + [[] for _ in range(CASCADE_COUNT - len(columns))]
    total = sum(len(column) for column in columns)
    for index, column in enumerate(columns):
        expected = len(range(index, total, CASCADE_COUNT))
        if len(column) != expected:
            if index < len(line_numbers):
                where = _line(line_numbers[index])
            else:
                where = message(QT_TRANSLATE_NOOP("Layouts", "cascade {number}"), number=index + 1)
            template = QT_TRANSLATE_NOOP(
                "Layouts",
                "{where}: inconsistent cascade lengths: cascade {cascade} has {count} cards, "
                "but {total} dealt cards give it {expected}",
            )
            fields = {"cascade": index + 1, "count": len(column), "total": total, "expected": expected}
            raise LayoutError(message(template, where=where, **fields))
    # Row by row, left to right: the lengths just checked leave gaps (None) only at the end of the rows.
    return tuple(card for row in zip_longest(*columns) for card in row if card is not None)
