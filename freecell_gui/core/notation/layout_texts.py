"""A text holding several layouts — what ``freecell deal A..B`` writes, or its ``json`` range output, one
JSON object a line — split into one :class:`LayoutText` a deal, each parsed by
:func:`~freecell_gui.core.notation.formats.parse_layout` with the lines of the whole text."""

from __future__ import annotations

import re
from dataclasses import dataclass
from itertools import islice

from freecell_gui.core.notation.formats import BOM, CARD_HINT, CARD_LINE, Layout, parse_layout
from freecell_gui.core.notation.text_lines import inline_space, line_spans, lines_matching, unify_line_breaks

# ``# deal N`` starts a new layout.
_DEAL_HEADER = re.compile(rf"^{inline_space()}*#{inline_space()}*deal\b", re.IGNORECASE | re.MULTILINE)
_HASH = re.compile("#")
_NON_BLANK = re.compile(r"\S")
# A non-blank line that does not start with '{' or does not end with '}': the text is not JSON lines.
_NOT_AN_OBJECT = re.compile(rf"^{inline_space()}*[^\s{{]|[^\s}}]{inline_space()}*$", re.MULTILINE)


@dataclass(frozen=True)
class LayoutText:
    """One layout of a text holding several: its header line (``# deal 617``; None before any header),
    the number of the line where its text starts in the whole text, and that text."""

    header: str | None
    first_line: int
    text: str

    def parse(self) -> Layout:
        """The layout; a :class:`LayoutError` names lines of the whole text."""
        return parse_layout(self.text, self.first_line)


def split_layouts(text: str) -> list[LayoutText]:
    """The layouts of ``text``, split at ``# deal N`` lines — what ``freecell deal A..B`` writes — or one
    JSON object a line (its ``json`` range output). A text without either is one layout, header None.

    Stretches holding nothing but blank lines and comments are dropped.
    """
    text = unify_line_breaks(text.removeprefix(BOM))
    lines = list(islice(line_spans(text, _NON_BLANK, _NON_BLANK), 2))
    if len(lines) > 1 and not _NOT_AN_OBJECT.search(text, lines[0][1]):
        return [_json_line(number, line) for number, line in lines_matching(text, _NON_BLANK, _NON_BLANK)]
    pieces: list[LayoutText] = []
    header: str | None = None
    start, start_line = 0, 1
    for number, line_start, line_end in [*line_spans(text, _DEAL_HEADER, _HASH), (0, len(text), len(text))]:
        body = text[start:line_start]
        if header is not None or next(line_spans(body, CARD_LINE, CARD_HINT), None):
            pieces.append(LayoutText(header, start_line, body))
        header, start, start_line = text[line_start:line_end].strip(), line_end + 1, number + 1
    return pieces or [LayoutText(None, 1, text)]


def _json_line(number: int, line: str) -> LayoutText:
    """A line of the json range output; its ``deal`` becomes the header."""
    import json

    try:
        value = json.loads(line)
    except (ValueError, RecursionError):
        return LayoutText(None, number, line)
    deal = value.get("deal") if isinstance(value, dict) else None
    header = f"# deal {deal}" if isinstance(deal, int) and not isinstance(deal, bool) else None
    return LayoutText(header, number, line)
