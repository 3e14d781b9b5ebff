"""``freecell solve --single-cards``: every printed move carries one card, and ``freecell replay`` wins the
deal with it — with the autoplay it was solved with, or with none where the output says so."""

from __future__ import annotations

import pytest

from freecell_gui.core.rules.autoplay import Autoplay
from freecell_gui.core.rules.position import Position
from freecell_gui.core.rules.replay import replay
from tests.helpers.cli_process import assert_usage_error, freecell


def replayed_in_single_cards(number: int, output: str, autoplay: Autoplay) -> int:
    """``freecell replay`` wins with ``output``, each of whose moves carries one card; how many moves."""
    checked = freecell("replay", str(number), "--autoplay", autoplay, stdin=output)
    assert checked.returncode == 0 and checked.stderr.startswith("solved: "), checked.stderr
    again = replay(Position.deal(number), output, autoplay)
    assert all(move.count == 1 for move in again.moves)
    return len(output.split())


@pytest.mark.parametrize("autoplay", ["safe", "none"])
def test_fc_solves_solution_in_single_cards_replays_with_the_same_autoplay(autoplay: Autoplay) -> None:
    whole = freecell("solve", "617", "--preset", "fast", "--autoplay", autoplay)
    single = freecell("solve", "617", "--preset", "fast", "--autoplay", autoplay, "--single-cards")
    assert single.returncode == 0, single.stderr
    assert replayed_in_single_cards(617, single.stdout, autoplay) > len(whole.stdout.split())
    assert single.stderr.split(";")[0] == whole.stderr.split(";")[0]  # the solution's count, as before


def test_max_autoplay_in_single_cards_replays_as_the_output_says() -> None:
    # Deal 14's short solutions with max autoplay have moves whose single cards max autoplay would break.
    result = freecell("solve", "14", "--autoplay", "max", "--single-cards", "--time-limit", "2")
    assert result.returncode == 0, result.stderr
    held = "replay with --autoplay none" in result.stderr
    replayed_in_single_cards(14, result.stdout, Autoplay.NONE if held else Autoplay.MAX)
    assert held == any(move.endswith("h") for move in result.stdout.split())


def test_the_detailed_form_shows_the_board_after_each_single_card() -> None:
    result = freecell(
        "solve", "1", "--preset", "fast", "--autoplay", "none", "--single-cards", "-f", "detailed"
    )
    lines = freecell("solve", "1", "--preset", "fast", "--autoplay", "none", "--single-cards", "-f", "lines")
    assert result.returncode == lines.returncode == 0
    assert result.stdout.count("Move: ") == len(lines.stdout.split())
    assert all("v" not in move or move.endswith("v1") for move in lines.stdout.split())


def test_a_range_in_single_cards_is_refused() -> None:
    assert_usage_error(freecell("solve", "1..3", "--single-cards"), "--single-cards")
