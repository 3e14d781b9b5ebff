"""macroxue's compact notation (``617:4r46…``): read against fc-solve's solutions written by a writer of our
own (tests/helpers/compact_writer.py), and its free-cell letters checked by hand."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from freecell_gui.core.notation.standard import IllegalMove, Move, MoveTextError, parse_moves
from freecell_gui.core.rules.autoplay import Autoplay
from freecell_gui.core.rules.compact_notation import (
    CompactNotationError,
    CompactSolution,
    read_compact,
    read_solution,
    standard_moves,
)
from freecell_gui.core.rules.position import Position
from freecell_gui.core.rules.replay import replay
from tests.helpers.compact_writer import fc_solve_compact, first_compact

DEAL_617 = Position.deal(617)  # exposed: JD KS KC 4H JC 6C JH QH; no ace


def test_cells_are_named_in_the_order_they_were_filled_and_r_is_the_first_empty_one() -> None:
    # QH, JH, 6C to cells a, b, c; QH leaves (JH is now "a", 6C "b"); JC takes the emptied cell a but is
    # the third card held, "c": JC onto QH is "c2".
    moves, autoplay = read_solution(DEAL_617, "617:8r7r6ra25rc2")
    assert autoplay == "max"
    assert moves == parse_moves("8a 7b 6c a2 5a a2")
    final = replay(DEAL_617, moves, autoplay).final
    king, queen, jack = DEAL_617.cascades[1][-1], DEAL_617.cascades[7][-1], DEAL_617.cascades[4][-1]
    assert final.cascades[1][-3:] == (king, queen, jack)
    assert final.free_cells == (None, DEAL_617.cascades[6][-1], DEAL_617.cascades[5][-1], None)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("617:8r7r6r5rar", "move 5 `ar`: not a move in compact notation"),
        ("617:8r7", "move 2 `7`: not a move in compact notation"),
        ("617:8r7r6r1r4r", "move 5 `4r`: every free cell is occupied"),
        ("617:8r7rc1", "move 3 `c1`: there is no c: 2 free cells in use (the cells are left-packed)"),
        ("617:8rb1", "move 2 `b1`: there is no b: 1 free cell in use (the cells are left-packed)"),
        ("617:8r5h", "move 2 `5h`: JC cannot go home"),
        ("618:8r7r", "this solution is for deal 618, not for the deal it is played on"),
        ("9999999999:8r7r", "deal 9999999999 is out of range"),
        ("https://macroxue.github.io/freecell/game/freecell.html?deal=617", "holds no solution to read"),
        ("freecell.html?deal=" + "AC" * 52 + ":4r46", "holds no solution to read: expected deal=N:moves"),
    ],
)
def test_what_cannot_be_read_or_made_is_named(text: str, message: str) -> None:
    with pytest.raises((MoveTextError, IllegalMove)) as caught:
        read_solution(DEAL_617, text)
    assert str(caught.value).startswith(message) or message in str(caught.value)


def test_game_links_and_bare_moves_are_read() -> None:
    moves = parse_moves("8a 7b 6c a2")
    link = "https://macroxue.github.io/freecell/game/freecell.html?deal=617:8r7r6ra2"
    for text in (
        link,
        link.replace(":", "%3A").replace("https%3A", "https:"),
        "  8R7r6ra2\n",
        "617:8r7r6ra2",
    ):
        assert read_solution(DEAL_617, text) == (moves, "max")
    assert read_compact(link) == CompactSolution(617, ("8r", "7r", "6r", "a2"))


@pytest.mark.parametrize("text", ["8a 8b", "8h", "1: 8h", "1. 8a 2. 8b", "Move: 8a", "", "81v2", "8a8b"])
def test_standard_notation_is_left_to_its_reader(text: str) -> None:
    assert read_compact(text) is None


def test_the_autoplay_follows_the_moves_home_as_macroxue_s_game_decides_it() -> None:
    assert CompactSolution(1, ("8r", "81")).autoplay == "max"
    assert CompactSolution(1, ("8r", "8h")).autoplay == "safe"
    assert CompactSolution(1, ("1h",) * 52).autoplay == "none"


@pytest.mark.parametrize("autoplay", ["none", "safe", "max"])
def test_fc_solve_s_solutions_written_compact_replay_position_by_position(autoplay: Autoplay) -> None:
    written = first_compact(autoplay)
    number = int(written.text.split(":")[0])
    start = Position.deal(number)
    moves, implied = read_solution(start, written.text)
    assert implied == autoplay
    steps = replay(start, moves, autoplay).steps
    assert [step.position for step in steps][-len(written.positions) :] == list(written.positions)
    assert steps[-1].position.is_solved()


def test_the_autoplay_before_the_first_move_is_written_out() -> None:
    # Deal 30 deals an ace last in a column: macroxue's game sends it home before the first move.
    written = fc_solve_compact(30, Autoplay.MAX)
    assert written is not None
    start = Position.deal(30)
    moves, _ = read_solution(start, written.text)
    assert moves[0].dest == "h" and len(moves) == len(written.positions) + 1
    assert replay(start, moves, Autoplay.MAX).final.is_solved()


def test_an_autoplay_given_overrides_the_one_implied() -> None:
    solution = read_compact("617:8r7r6ra25rc2")
    assert solution is not None
    assert standard_moves(DEAL_617, solution, Autoplay.NONE) == parse_moves("8a 7b 6c a2 5a a2")
    assert read_solution(DEAL_617, "8a 8b", Autoplay.MAX) == (
        [Move("8", "a", 0), Move("8", "b", 0)],
        Autoplay.MAX,
    )


@given(st.text(alphabet="12345678abcdhrR:?&=%3Adeal ", max_size=40))
def test_any_text_is_read_or_refused_with_a_message(text: str) -> None:
    try:
        read_solution(DEAL_617, text)
    except (MoveTextError, IllegalMove, CompactNotationError) as error:
        assert "\n" not in str(error)
