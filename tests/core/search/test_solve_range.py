"""A range of deals solved by our engine: on how many worker processes, in order, every solution replayed
(the command itself: tests/cli/test_cli_solve.py)."""

from __future__ import annotations

import pytest

from freecell_gui.core.rules.autoplay import Autoplay
from freecell_gui.core.rules.position import Position
from freecell_gui.core.rules.replay import replay
from freecell_gui.core.search.solve_range import (
    CHUNK,
    SOLVED_SAFE,
    RangeOptions,
    chunk_count,
    deal_line,
    solve_range,
)


def test_chunks_cover_the_range() -> None:
    assert chunk_count(1, 1) == 1
    assert chunk_count(1, CHUNK) == 1 and chunk_count(1, CHUNK + 1) == 2


def test_a_range_on_workers_is_printed_in_deal_order_as_on_one_process() -> None:
    options = RangeOptions()
    alone = "".join(lines for _, lines in solve_range(11_975, 11_990, 1, options))
    pooled = list(solve_range(11_975, 11_990, 2, RangeOptions()))
    assert "".join(lines for _, lines in pooled) == alone
    assert pooled[-1][0] == 16
    words = [line.split()[:2] for line in alone.splitlines()]
    assert [int(number) for number, _ in words] == list(range(11_975, 11_991))
    assert {word for number, word in words if number != "11982"} == {"solved"}
    assert ["11982", "no-solution"] in words


@pytest.mark.parametrize("autoplay", ["safe", "max", "none"])
def test_every_line_replays_to_a_won_game(autoplay: Autoplay) -> None:
    for number in (1, 617, 5731):
        number_text, word, *moves = deal_line(number, RangeOptions(autoplay=autoplay)).split()
        assert (int(number_text), word) == (number, "solved")
        game = replay(Position.deal(number), " ".join(moves), autoplay=autoplay, solution=True)
        assert game.final.is_solved()


def test_a_deal_only_safe_autoplay_wins_says_so_with_max() -> None:
    _, word, *moves = deal_line(1941, RangeOptions(autoplay=Autoplay.MAX)).split()
    assert word == SOLVED_SAFE
    assert replay(
        Position.deal(1941), " ".join(moves), autoplay=Autoplay.SAFE, solution=True
    ).final.is_solved()


def test_the_short_preset_is_never_longer_than_the_fast_one() -> None:
    fast = deal_line(617, RangeOptions("fast")).split()
    short = deal_line(617, RangeOptions("short")).split()
    assert len(short) <= len(fast)


def test_a_deal_whose_time_runs_out_gives_up_and_a_proof_by_wider_beams_stands() -> None:
    assert deal_line(617, RangeOptions(time_limit=1e-9)) == "617 gave-up\n"
    # The complete search given no room: the wider beams drop no position of 11982, which proves it.
    assert deal_line(11982, RangeOptions(max_positions=1)) == "11982 no-solution\n"


def test_an_unknown_preset_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown preset"):
        list(solve_range(1, 2, 1, RangeOptions("medium")))
