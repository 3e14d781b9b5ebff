"""The line finder every reader of pasted or read text uses, and the window's paste limit."""

from __future__ import annotations

import re
import sys

import pytest
from hypothesis import given
from hypothesis import strategies as st

from freecell_gui.core.notation.text_lines import (
    MAX_PASTE_CHARS,
    TextTooLongError,
    check_paste_length,
    inline_space,
    lines_matching,
    unify_line_breaks,
)

_WORD_LINE = re.compile(r"^[^\S\n]*[a#]", re.MULTILINE)


def test_inline_space_is_every_space_but_the_line_feed() -> None:
    everything = "".join(map(chr, range(sys.maxunicode + 1)))
    spaces = set(re.findall(r"\s", everything)) - {"\n"}
    assert set(re.findall(inline_space(), everything)) == spaces
    assert set(re.findall(inline_space("-="), everything)) == spaces | {"-", "="}


@given(st.text(alphabet=" \t\n\r\x0b\x85\u2028a#x", max_size=60))
def test_lines_are_numbered_as_splitlines_numbers_them(text: str) -> None:
    expected = [
        (number, line)
        for number, line in enumerate(text.splitlines(), start=1)
        if line.lstrip(" \t\x1f").startswith(("a", "#"))  # what _WORD_LINE finds, after its spaces
    ]
    unified = unify_line_breaks(text)
    assert list(lines_matching(unified, _WORD_LINE)) == expected
    assert list(lines_matching(unified, _WORD_LINE, re.compile("[a#]"))) == expected


def test_the_window_takes_a_paste_up_to_the_limit_and_says_why_not_beyond() -> None:
    check_paste_length("8a " * (MAX_PASTE_CHARS // 3))
    with pytest.raises(TextTooLongError) as refused:
        check_paste_length("8a 8b" + "\n" * MAX_PASTE_CHARS)
    assert str(refused.value) == (
        f"the text is too long to paste: {MAX_PASTE_CHARS + 5:,} characters, at most {MAX_PASTE_CHARS:,} "
        "(freecell replay and freecell find read longer files)"
    )
