"""Lines of text found at the regular-expression engine's speed: how the readers of pasted or read text
(layouts, positions, moves) stay linear in the size of the text.

A reader that walks ``text.splitlines()`` in Python spends a step on every line, so 10 MB of blank lines
cost seconds; a pattern whose ``\\s*`` runs across line breaks rescans the rest of the text at every line
(quadratic). Here the engine skips the lines that hold nothing of interest, and only the others reach
Python. ``make bench`` (benchmarks/bench_parse.py) measures the readers on 10 MB texts.

The window reads what is pasted on its own thread, so it takes at most :data:`MAX_PASTE_CHARS`: text up
to that size is read within a frame (the benchmark checks), far more than any solution or layout needs.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from freecell_gui.util.text_marks import QT_TRANSLATE_NOOP, Grouped, message

# The most characters a paste into the window may hold: fc-solve's -p -t -sam output of a solution of
# 900 moves, or 66,000 moves in standard notation.
MAX_PASTE_CHARS = 200_000

# Every line break str.splitlines() knows but the line feed; "\r\n" counts as one break.
_OTHER_BREAKS = re.compile("\r\n?|[\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029]")
_ASCII_BREAKS = "\r\x0b\x0c\x1c\x1d\x1e"
# The body of a character class: what ``\s`` matches in a str pattern but the line feed (a test checks it).
INLINE_SPACE_RANGES = "\t\x0b\x0c\r\x1c\x1d\x1e\x1f \x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000"


def inline_space(extra: str = "") -> str:
    """A character class of the whitespace within a line (``\\s`` but the line feed), and ``extra``: one
    class rather than an alternation, so that a long run of it is scanned at full speed."""
    return f"[{INLINE_SPACE_RANGES}{re.escape(extra)}]"


def unify_line_breaks(text: str) -> str:
    """``text`` with every line break that str.splitlines() knows written as a line feed, so that line
    numbers counted in line feeds are those of splitlines()."""
    if text.isascii() and not any(c in text for c in _ASCII_BREAKS):  # the usual case, at memchr speed
        return text
    return _OTHER_BREAKS.sub("\n", text)


def line_spans(
    text: str, wanted: re.Pattern[str], hint: re.Pattern[str] | None = None
) -> Iterator[tuple[int, int, int]]:
    """(line number from 1, start, end) of every line of ``text`` in which ``wanted`` finds a match.

    Lines end at line feeds only (see :func:`unify_line_breaks`). ``wanted`` must not match across a line
    feed; a MULTILINE ``^`` anchors it to a line start. ``hint``, a character class every such line
    holds, lets the engine skip the rest several times faster than ``wanted`` would.
    """
    number, counted, position = 1, 0, 0
    while True:
        if hint is not None:
            hit = hint.search(text, position)
            if hit is None:
                return
            position = text.rfind("\n", position, hit.start()) + 1 or position
        found = wanted.search(text, position)
        if found is None:
            return
        start = text.rfind("\n", position, found.start()) + 1 or position
        end = text.find("\n", found.start())
        end = len(text) if end < 0 else end
        number += text.count("\n", counted, start)
        counted = start
        yield number, start, end
        position = end + 1


def lines_matching(
    text: str, wanted: re.Pattern[str], hint: re.Pattern[str] | None = None
) -> Iterator[tuple[int, str]]:
    """(line number from 1, line) of every line of ``text`` in which ``wanted`` finds a match (see
    :func:`line_spans`)."""
    return ((number, text[start:end]) for number, start, end in line_spans(text, wanted, hint))


class TextTooLongError(ValueError):
    """A paste longer than :data:`MAX_PASTE_CHARS`; the message says how long it is and what fits."""


def check_paste_length(text: str) -> None:
    """Raise :class:`TextTooLongError` for a paste the window will not read."""
    if len(text) > MAX_PASTE_CHARS:
        template = QT_TRANSLATE_NOOP(
            "PastedText",
            "the text is too long to paste: {count} characters, at most {most} (freecell replay and freecell "
            "find read longer files)",
        )
        raise TextTooLongError(message(template, count=Grouped(len(text)), most=Grouped(MAX_PASTE_CHARS)))
