"""A text holding several layouts (a range of deals, as ``freecell deal A..B`` writes it), split one a deal,
each keeping its line numbers in the whole text."""

from __future__ import annotations

import contextlib
import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from freecell_gui.core import deal
from freecell_gui.core.notation.formats import FORMATS, LayoutError, format_deal, parse_layout
from freecell_gui.core.notation.layout_texts import split_layouts


def _range_text(numbers: list[int], fmt: str) -> str:
    if fmt == "json":
        return "".join(
            json.dumps({"deal": n, "rows": json.loads(format_deal(deal(n), "json"))}) + "\n" for n in numbers
        )
    return "".join(f"# deal {n}\n{format_deal(deal(n), fmt)}\n" for n in numbers)


@pytest.mark.parametrize("fmt", FORMATS)
def test_split_layouts_reads_back_a_range(fmt: str) -> None:
    numbers = [1, 2, 617, 2**32 + 9]
    pieces = split_layouts("\ufeff" + _range_text(numbers, fmt))
    assert [piece.header for piece in pieces] == [f"# deal {n}" for n in numbers]
    assert [parse_layout(piece.text).cards for piece in pieces] == [deal(n).order for n in numbers]


def test_split_layouts_keeps_line_numbers_and_text_before_the_first_header() -> None:
    text = "JD 2D 9H\n\n# deal 2\n" + format_deal(deal(2), "columns").replace("KS", "XX", 1) + "\n"
    first, second = split_layouts(text)
    assert (first.header, first.first_line, first.parse().cards[:3]) == (
        None,
        1,
        deal(1).order[:3],
    )
    assert (second.header, second.first_line) == ("# deal 2", 4)
    line = 4 + next(i for i, row in enumerate(format_deal(deal(2), "columns").splitlines()) if "KS" in row)
    with pytest.raises(LayoutError, match=f"^line {line}, "):
        second.parse()


def test_one_layout_without_headers_is_one_piece() -> None:
    text = format_deal(deal(9), "unicode")
    assert [(p.header, p.first_line, p.text) for p in split_layouts(text)] == [(None, 1, text)]
    assert split_layouts("# deal 4\n")[0].header == "# deal 4"  # an empty layout still gets its error


@given(st.text(max_size=300))
def test_split_then_parse_raises_only_layout_error(text: str) -> None:
    for piece in split_layouts(text):
        with contextlib.suppress(LayoutError):
            parse_layout(piece.text)
