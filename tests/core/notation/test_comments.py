"""Comment lines in a solution's text: skipped by every reader of moves (standard notation, compact
notation, the solution reader), a header's deal and autoplay read, and a ``#`` elsewhere still refused."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from freecell_gui.core.notation.comments import SolutionHeader, header_line, read_header, without_comments
from freecell_gui.core.notation.standard import MoveTextError, parse_moves
from freecell_gui.core.rules.autoplay import Autoplay
from freecell_gui.core.rules.compact_notation import CompactNotationError, read_compact, read_solution
from freecell_gui.core.rules.position import Position

MOVES = "8a 8b 87"


@pytest.mark.parametrize(
    "text",
    [
        f"# deal 1, safe autoplay, 3 moves\n{MOVES}\n",
        f"  # indented comment\r\n{MOVES}",
        f"{MOVES}\n# a closing note, with a # inside\n",
        "8a\n#\n8b 87",
    ],
)
def test_standard_notation_skips_comment_lines(text: str) -> None:
    assert parse_moves(text) == parse_moves(MOVES)


@pytest.mark.parametrize("text", [f"{MOVES} # a note", "8a #8b", "8a\n8b#\n87"])
def test_a_hash_inside_a_line_is_still_not_a_move(text: str) -> None:
    with pytest.raises(MoveTextError, match="not a move"):
        parse_moves(text)


def test_compact_notation_skips_comment_lines() -> None:
    assert read_compact("# from macroxue's solver\n617:4r46\n") == read_compact("617:4r46")


def test_the_header_gives_the_autoplay_and_the_deal() -> None:
    start = Position.deal(1)
    assert read_solution(start, f"# deal 1, max autoplay, 3 moves\n{MOVES}")[1] == "max"
    assert (
        read_solution(start, f"# deal 1, max autoplay, 3 moves\n{MOVES}", Autoplay.NONE)[1] == Autoplay.NONE
    )
    assert read_solution(start, f"# a note on max autoplay\n{MOVES}")[1] is None  # a comment, no header
    with pytest.raises(CompactNotationError, match="this solution is for deal 2, not"):
        read_solution(start, f"# deal 2, safe autoplay, 3 moves\n{MOVES}")
    played = start.apply(parse_moves("8a")[0])
    in_progress = f"# deal 1, from a game in progress, safe autoplay, 2 moves\n{MOVES[3:]}"
    assert read_solution(played, in_progress) == (parse_moves("8b 87"), "safe")


@given(
    deal=st.one_of(st.none(), st.integers(1, 8_589_934_591)),
    autoplay=st.sampled_from(["safe", "max", "none"]),
    moves=st.integers(0, 2000),
    in_progress=st.booleans(),
)
def test_a_header_reads_back(deal: int | None, autoplay: str, moves: int, in_progress: bool) -> None:
    line = header_line(deal, autoplay, moves, in_progress=in_progress)
    assert read_header(f"{line}\n8a") == SolutionHeader(deal, in_progress, autoplay)
    assert without_comments(f"{line}\n8a").split() == ["8a"]


@given(st.text())
def test_reading_comments_never_fails_and_keeps_the_line_count(text: str) -> None:
    read_header(text)
    kept = without_comments(text)
    assert kept.count("\n") >= text.count("\n")
