"""The deal as text, as the text pane shows it and Copy copies it: the format chosen in each game, and the
layout that lines it up for reading beside the web site. Qt-free: Copy reads it with the session, not from
the pane's widget.

Rows line up ("10" takes the room of two ranks and a suit, so the suits form columns) under a header naming
the cascades 1–8 as freecellgamesolutions.com does; JSON is indented. Copy takes the text without the
header.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

from freecell_gui.core.games import AnyDeal, GameDescription
from freecell_gui.util.text_marks import QT_TRANSLATE_NOOP


@dataclass(frozen=True)
class FormatLook:
    """How a format is named in the pane's chooser, and whether its lines are the board's rows."""

    name: str
    rows: bool = False


FORMAT_LOOKS = {
    # The names are marked for lupdate and translated where shown (the text pane's chooser, Copy's message).
    "unicode": FormatLook(QT_TRANSLATE_NOOP("TextPane", "Rows with suit symbols"), rows=True),
    "rows": FormatLook(QT_TRANSLATE_NOOP("TextPane", "Rows with suit letters"), rows=True),
    "columns": FormatLook(QT_TRANSLATE_NOOP("TextPane", "Columns, one cascade a line")),
    "json": FormatLook("JSON"),
    "text": FormatLook(QT_TRANSLATE_NOOP("TextPane", "Hands with suit symbols")),
}
POSITION_FORMAT = "fcs"  # a position other than the deal's start is written as fc-solve writes a board
FORMAT_LOOKS[POSITION_FORMAT] = FormatLook(QT_TRANSLATE_NOOP("TextPane", "Position, as fc-solve writes it"))


def look_of(fmt: str) -> FormatLook:
    return FORMAT_LOOKS.get(fmt, FormatLook(fmt))


def aligned_rows(text: str) -> list[str]:
    """The cards of each line right-aligned in columns of the widest card, one space apart."""
    width = max(map(len, text.split()), default=2)
    return [" ".join([card.rjust(width) for card in line.split()]) for line in text.splitlines()]


def cascade_header(rows: list[str]) -> str:
    """ "  1   2 …": each cascade's number over the rank of its cards (right-aligned like them)."""
    cards = max((len(row.split()) for row in rows), default=0)
    return _numbers_over(cards, max(map(len, " ".join(rows).split()), default=2))


@functools.lru_cache(maxsize=8)
def _numbers_over(cascades: int, width: int) -> str:
    """The header of ``cascades`` columns of cards ``width`` wide: the same for every deal of a format."""
    return " ".join(str(number).rjust(width - 1) + " " for number in range(1, cascades + 1)).rstrip()


def pretty_json(text: str) -> str:
    """One inner list (a row, a hand) per line, indented; the text as it was if it is not JSON."""
    import json  # for the JSON format only, never at the window's start

    try:
        value = json.loads(text)
    except ValueError:
        return text

    def dump(item: object, indent: str) -> str:
        inner = indent + "  "
        if isinstance(item, dict) and item:
            body = ",\n".join(f"{inner}{json.dumps(key)}: {dump(val, inner)}" for key, val in item.items())
            return "{\n" + body + "\n" + indent + "}"
        if isinstance(item, list) and any(isinstance(element, list | dict) for element in item):
            return "[\n" + ",\n".join(inner + dump(element, inner) for element in item) + "\n" + indent + "]"
        return json.dumps(item, ensure_ascii=False)

    return dump(value, "")


def deal_text(game: GameDescription, dealt: AnyDeal, fmt: str) -> str:
    """``dealt`` of ``game`` in format ``fmt``, laid out as the pane shows it, without the header."""
    text = game.text(dealt, fmt)
    if look_of(fmt).rows:
        return "\n".join(aligned_rows(text))
    return pretty_json(text) if fmt == "json" else text


class TextFormats:
    """The deal's text format chosen in each game (its default until one is chosen)."""

    def __init__(self) -> None:
        self._chosen: dict[str, str] = {}

    def chosen(self, game: GameDescription) -> str:
        return self._chosen.get(game.key, game.default_text_format)

    def choose(self, game: GameDescription, fmt: str) -> bool:
        """Choose ``fmt`` for ``game``; False, and nothing changes, if the game has no such format."""
        if fmt not in game.text_formats:
            return False
        self._chosen[game.key] = fmt
        return True

    def text(self, game: GameDescription, dealt: AnyDeal) -> str:
        """``dealt`` in the format chosen for ``game`` (what Copy copies)."""
        return deal_text(game, dealt, self.chosen(game))
