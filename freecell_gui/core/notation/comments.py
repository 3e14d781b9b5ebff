"""Comment lines in a solution's text: a line whose first character (after spaces) is ``#`` holds no moves.

The window's Export solution starts its file with one, ``# deal 617, safe autoplay, 39 moves``, so that the
file alone says what it replays: every reader of moves skips comment lines, and one that is not told the
autoplay or checks the deal takes them from there (:func:`read_header`). A ``#`` anywhere else is not a
move and is refused as one.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from freecell_gui.core.notation.text_lines import inline_space, unify_line_breaks

_COMMENT_LINE = re.compile(rf"^{inline_space()}*#[^\n]*", re.MULTILINE)
_DEAL = re.compile(r"deal ([0-9]{1,19})", re.ASCII)
_AUTOPLAY = re.compile(r"(safe|max|none) autoplay")
IN_PROGRESS = "from a game in progress"  # moves from a position in play, not from the deal's start


@dataclass(frozen=True)
class SolutionHeader:
    """What a header says: the deal, whether the moves start from a game in progress rather than the
    deal's start, and the autoplay they are written for (None when it does not say)."""

    deal_number: int | None
    in_progress: bool
    autoplay: str | None


def header_line(deal_number: int | None, autoplay: str, moves: int, *, in_progress: bool = False) -> str:
    """The comment line an exported solution starts with: ``# deal 617, safe autoplay, 39 moves``."""
    fields = [] if deal_number is None else [f"deal {deal_number}"]
    fields += [IN_PROGRESS] if in_progress else []
    fields += [f"{autoplay} autoplay", f"{moves} move{'' if moves == 1 else 's'}"]
    return "# " + ", ".join(fields)


def without_comments(text: str) -> str:
    """``text`` with its comment lines emptied (kept as empty lines: every other line keeps its number)."""
    if "#" not in text:  # the usual case, at memchr speed
        return text
    return _COMMENT_LINE.sub("", unify_line_breaks(text))


def read_header(text: str) -> SolutionHeader | None:
    """The fields of the first comment line that has any (``deal N``, ``MODE autoplay``, :data:`IN_PROGRESS`,
    each between commas), or None. Other comments are only comments."""
    if "#" not in text:
        return None
    for line in _COMMENT_LINE.finditer(unify_line_breaks(text)):
        fields = [field.strip() for field in line.group().split("#", 1)[1].split(",")]
        deals = [match for field in fields if (match := _DEAL.fullmatch(field))]
        modes = [match for field in fields if (match := _AUTOPLAY.fullmatch(field))]
        if deals or modes:
            return SolutionHeader(
                int(deals[0].group(1)) if deals else None,
                IN_PROGRESS in fields,
                modes[0].group(1) if modes else None,
            )
    return None
