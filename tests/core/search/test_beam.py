"""One beam search's limits (its memory, its duplicate check) and the order of the searches the engine
runs (the rescue pass only while nothing is found)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np
import pytest

from freecell_gui.core.rules.autoplay import Autoplay
from freecell_gui.core.rules.position import Position
from freecell_gui.core.search import GAVE_UP, NO_SOLUTION, SOLVED, beam, engine, quick, search
from freecell_gui.core.search.beam import MAX_LEVELS, MAX_WIDTH, Outcome, beam_search, memory_bound
from freecell_gui.core.search.layout import AUTOPLAY_CODES, state_of

HARD_DEAL = 94717719  # every ace but one lies under six cards


def _beam(deal: int, mode: str, width: int, weights: tuple[int, ...] = (2, 1, 1, 0)) -> Outcome:
    return beam_search(
        state_of(Position.deal(deal)), AUTOPLAY_CODES[mode], width, np.array(weights, dtype=np.int64),
        MAX_LEVELS + 1, lambda: False, lambda moves: None,
    )  # fmt: skip


@pytest.mark.parametrize("width", [16, 512])
def test_a_beam_search_allocates_no_more_than_its_stated_bound(width: int) -> None:
    outcome = _beam(5, "safe", width)
    assert outcome.solutions
    assert 0 < outcome.allocated <= memory_bound(width)
    assert memory_bound(MAX_WIDTH) <= 128 * 2**20  # the widest beam the engine runs (its rescue)
    assert max(engine.WIDTHS + engine.RESCUE_WIDTHS) <= MAX_WIDTH


def test_a_width_beyond_the_bound_is_refused() -> None:
    with pytest.raises(ValueError, match="beam width 65537"):
        search(Position.deal(1), Autoplay.SAFE, widths=(MAX_WIDTH + 1,))


def test_a_narrow_beam_on_the_hard_deal_does_not_run_out_of_new_positions() -> None:
    """Checked against every level before, a beam 2048 wide met only positions seen already after 17
    levels and stopped; checked against the last few levels, it goes on (nearly) to the level limit."""
    outcome = _beam(HARD_DEAL, "safe", 2048)
    assert not outcome.solutions and not outcome.exhaustive
    assert outcome.expanded > 2048 * 150


Pass = tuple[str, int, tuple[int, ...]]


def _recorded(monkeypatch: pytest.MonkeyPatch) -> list[Pass]:
    """The engine's beam searches as (autoplay, width, weights), each run at most 256 wide."""
    passes: list[Pass] = []
    real: Callable[..., Outcome] = beam.beam_search
    modes = {code: name for name, code in AUTOPLAY_CODES.items()}

    def narrow(root: Any, mode: int, width: int, weights: Any, *rest: Any) -> Outcome:
        passes.append((modes[mode], width, tuple(int(w) for w in weights)))
        return real(root, mode, min(width, 256), weights, *rest)

    monkeypatch.setattr(engine, "beam_search", narrow)
    return passes


def test_the_rescue_runs_only_when_the_usual_widths_found_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    passes = _recorded(monkeypatch)
    assert search(Position.deal(5), Autoplay.MAX).verdict == SOLVED
    assert passes == [("max", width, engine.WEIGHTS["max"]) for width in engine.WIDTHS]
    passes.clear()
    # Max autoplay sends a card of 1941 home too soon; with the complete search given no room, nothing
    # solves it, and the rescue runs last.
    assert search(Position.deal(1941), Autoplay.MAX, max_positions=1).verdict == GAVE_UP
    rescue = [("max", width, engine.RESCUE_WEIGHTS) for width in engine.RESCUE_WIDTHS]
    assert passes == [("max", width, engine.WEIGHTS["max"]) for width in engine.WIDTHS] + rescue


def test_a_deal_solved_only_with_safe_autoplay_is_written_for_it(monkeypatch: pytest.MonkeyPatch) -> None:
    passes = _recorded(monkeypatch)
    found = search(Position.deal(1941), Autoplay.MAX)
    assert found.verdict == SOLVED and found.solution is not None
    assert found.solution.autoplay == "safe"  # the complete search's, with the autoplay that proves
    assert not [width for _, width, _ in passes if width in engine.RESCUE_WIDTHS]


def test_without_autoplay_safe_stands_in_for_max_before_any_rescue(monkeypatch: pytest.MonkeyPatch) -> None:
    passes = _recorded(monkeypatch)
    found = search(Position.deal(1941), Autoplay.NONE)
    assert found.verdict == SOLVED and found.solution is not None and found.solution.autoplay == "none"
    assert passes[0][0] == "max" and ("safe", engine.WIDTHS[0], engine.WEIGHTS["safe"]) in passes
    assert not [width for _, width, _ in passes if width in engine.RESCUE_WIDTHS]


def test_the_quick_pass_stops_at_its_first_solution(monkeypatch: pytest.MonkeyPatch) -> None:
    passes = _recorded(monkeypatch)
    found = quick(Position.deal(5), Autoplay.SAFE)
    assert found.verdict == SOLVED and found.solution is not None
    assert passes == [("safe", engine.QUICK_WIDTH, engine.WEIGHTS["safe"])]


def test_the_quick_pass_proves_a_deal_has_no_solution() -> None:
    found = quick(Position.deal(11982), Autoplay.SAFE)
    assert found.verdict == NO_SOLUTION and found.solution is None and found.expanded > 50_000
