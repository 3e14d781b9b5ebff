"""The search's answers: solutions that replay and win in Position in every autoplay mode, shorter and
shorter through on_better, a stop that is heard, and no "no solution" unless the search was exhaustive."""

from __future__ import annotations

import threading

import pytest

from freecell_gui.core.notation.standard import parse_move
from freecell_gui.core.rules.autoplay import Autoplay
from freecell_gui.core.rules.position import Position
from freecell_gui.core.rules.replay import replay
from freecell_gui.core.search import GAVE_UP, NO_SOLUTION, SOLVED, is_compiled, search
from freecell_gui.core.search.solution import FoundSolution, written

_SMALL = (256, 2048)  # beam widths that keep each test within about a second


def _assert_wins(start: Position, solution: FoundSolution, autoplay: Autoplay) -> None:
    """The texts alone, read back by the replay a user's paste goes through, win the game."""
    replayed = replay(start, solution.text, autoplay, solution=True)
    assert replayed.final.is_solved()
    assert [step.move for step in replayed.steps] == list(solution.moves)
    assert len(solution.texts) == len(solution.moves)


@pytest.mark.parametrize("autoplay", ["none", "safe", "max"])
def test_every_autoplay_mode_gives_a_solution_that_replays(autoplay: Autoplay) -> None:
    start = Position.deal(617)
    result = search(start, autoplay, widths=_SMALL)
    assert result.verdict == SOLVED and result.solution is not None
    _assert_wins(start, result.solution, autoplay)
    assert result.expanded > 0 and result.seconds > 0
    assert is_compiled()


def test_automatic_moves_are_free_so_more_autoplay_means_fewer_moves() -> None:
    start = Position.deal(617)
    lengths = {
        mode: len(search(start, mode, widths=_SMALL).solution or ())
        for mode in (Autoplay.NONE, Autoplay.SAFE, Autoplay.MAX)
    }
    assert lengths[Autoplay.MAX] <= lengths[Autoplay.SAFE] < lengths[Autoplay.NONE]
    assert lengths[Autoplay.NONE] >= 52  # every card goes home by a written move


def test_deal_1941_is_solved_with_safe_autoplay_and_never_called_unsolvable_with_max() -> None:
    start = Position.deal(1941)
    safe = search(start, Autoplay.SAFE, widths=_SMALL)
    assert safe.verdict == SOLVED and safe.solution is not None
    _assert_wins(start, safe.solution, Autoplay.SAFE)
    # Max autoplay's beam cannot win it (a card goes home too soon); the complete search, with safe
    # autoplay, does: the solution is written for safe autoplay, never "no solution".
    most = search(start, Autoplay.MAX, widths=(256,), time_limit=20)
    assert most.verdict == SOLVED and most.solution is not None and most.solution.autoplay == "safe"
    _assert_wins(start, most.solution, Autoplay.SAFE)
    bounded = search(start, Autoplay.MAX, widths=(256,), time_limit=20, max_positions=1)
    assert bounded.verdict == GAVE_UP and bounded.solution is None


def test_without_autoplay_a_deal_max_autoplay_cannot_win_is_still_solved() -> None:
    # Max autoplay's search of 98714 ends without a solution (it sends home a card still needed); that
    # proves nothing for a game without autoplay, which safe autoplay's search then wins.
    start = Position.deal(98714)
    assert search(start, Autoplay.MAX, widths=_SMALL, max_positions=1).verdict == GAVE_UP
    result = search(start, Autoplay.NONE, widths=_SMALL)
    assert result.verdict == SOLVED and result.solution is not None
    _assert_wins(start, result.solution, Autoplay.NONE)


def test_on_better_gets_shorter_and_shorter_solutions_each_replaying() -> None:
    start = Position.deal(5)
    seen: list[FoundSolution] = []
    result = search(start, Autoplay.SAFE, widths=(16, 128, 1024), on_better=seen.append)
    assert len(seen) >= 2
    lengths = [len(solution) for solution in seen]
    assert lengths == sorted(set(lengths), reverse=True)
    for solution in seen:
        _assert_wins(start, solution, Autoplay.SAFE)
    assert result.solution == seen[-1]


def test_stop_ends_the_search_with_the_best_so_far() -> None:
    stop = threading.Event()
    seen: list[FoundSolution] = []

    def first(solution: FoundSolution) -> None:
        seen.append(solution)
        stop.set()

    result = search(Position.deal(5), Autoplay.MAX, widths=(16, 128, 1024, 8192), stop=stop, on_better=first)
    assert result.stopped and result.verdict == SOLVED
    assert seen == [result.solution]


def test_a_stop_before_the_start_gives_up_at_once() -> None:
    stop = threading.Event()
    stop.set()
    result = search(Position.deal(5), Autoplay.SAFE, stop=stop)
    assert result.stopped and result.verdict == GAVE_UP and result.expanded == 0


def test_no_solution_only_when_the_search_dropped_nothing() -> None:
    """Aces buried, kings and twos exposed, threes in the free cells: not one legal move."""
    threes = (8, 9, 10, 11)
    tops = (48, 49, 50, 51, 4, 5, 6, 7)
    rest = [card for card in range(52) if card not in threes + tops]
    cascades = tuple((*rest[c * 5 : c * 5 + 5], tops[c]) for c in range(8))
    start = Position(cascades, threes, (0,) * 4)
    assert start.legal_moves() == []
    result = search(start, Autoplay.SAFE, widths=_SMALL)
    assert result.verdict == NO_SOLUTION and result.solution is None


def test_a_won_position_needs_no_move() -> None:
    won = Position(((),) * 8, (None,) * 4, (13,) * 4)
    result = search(won, Autoplay.SAFE)
    assert result.verdict == SOLVED and result.solution is not None and len(result.solution) == 0


def test_unknown_autoplay_mode_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown autoplay mode 'all'"):
        search(Position.deal(1), "all")  # type: ignore[arg-type]


def test_a_move_to_an_empty_column_writes_its_count_only_when_the_bare_move_would_take_more() -> None:
    # Column 1 ends in a run of three (9H 8S 7D); column 8 is empty; four free cells free.
    run = (4 * 8 + 2, 4 * 7 + 3, 4 * 6 + 1)
    others = [card for card in range(52) if card not in run]
    cascades = (tuple(others[:4]) + run, *(tuple(others[4 + 7 * i : 11 + 7 * i]) for i in range(6)), ())
    before = Position(cascades, (None,) * 4, (0,) * 4)
    assert before.sequence_length(0) == 3
    texts = {count: written(before, parse_move(f"18v{count}")) for count in (1, 2, 3)}
    assert texts == {1: "18v1", 2: "18v2", 3: "18"}
    for count, text in texts.items():
        after = replay(before, text, Autoplay.NONE).final
        assert len(after.cascades[7]) == count
