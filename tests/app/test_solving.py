"""The window's solving state without Qt: one notification per change, the status bar's verdict about its
deal only, the panel's Solve showing a known solution at once, keeping a shorter one back while playback
has started, and what any search finds known from then on."""

from __future__ import annotations

from dataclasses import replace

import pytest

from freecell_gui.app import solve_run
from freecell_gui.app.known import GAVE_UP, NO_SOLUTION, QUICK, SEARCH, SOLVED, Known, found
from freecell_gui.app.solution import PlaybackSolution, load_solution, replayed_solution
from freecell_gui.app.solving import FAILED, SEARCHING, WAITING, Solving, SolvingChange
from freecell_gui.core.rules.autoplay import Autoplay
from freecell_gui.core.rules.position import Position
from tests.helpers.scripted import engine_solutions

START = Position.deal(1)


def solution(index: int, autoplay: str = "safe") -> PlaybackSolution:
    moves = engine_solutions(1, autoplay)[index]
    assert moves.replayed is not None
    return replayed_solution(moves.replayed, moves.autoplay)


class Told(list[SolvingChange]):
    """The changes a listener was told, in order (``KNOWN`` apart: see :attr:`known`)."""

    def __init__(self, solving: Solving) -> None:
        super().__init__()
        self.known = 0  # the changes that said something new is known

        def tell(change: SolvingChange) -> None:
            self.known += bool(change & SolvingChange.KNOWN)
            if change & ~SolvingChange.KNOWN:
                self.append(change & ~SolvingChange.KNOWN)

        solving.subscribe(tell)


@pytest.fixture
def solving() -> Solving:
    return Solving()


def test_a_solvers_solution_from_its_replay_is_the_loaded_one() -> None:
    moves = engine_solutions(1)[-1]
    loaded = replace(load_solution(START, list(moves.moves), Autoplay.SAFE), by_solver=True)
    assert solution(-1) == loaded  # the same steps, positions and texts, without a second replay


def test_the_status_bar_hears_of_its_deal_only(solving: Solving) -> None:
    told = Told(solving)
    solving.show_deal(START, Autoplay.SAFE)
    assert told == [SolvingChange.VERDICT] and solving.verdict() is None
    assert solving.verdict_activity == WAITING
    solving.learn(Position.deal(2), Autoplay.SAFE, Known(NO_SOLUTION, QUICK))  # another deal's: not told
    solving.learn(START, Autoplay.MAX, Known(NO_SOLUTION, QUICK))  # another autoplay's
    assert told == [SolvingChange.VERDICT] and told.known == 2  # known, for the games in play
    solving.set_verdict_activity(SEARCHING)
    solving.set_verdict_activity(SEARCHING)  # no change: not told
    known = found(solution(-1), QUICK)
    assert solving.learn(START, Autoplay.SAFE, known) == known and solving.verdict() == known
    assert told == [SolvingChange.VERDICT] * 3
    solving.show_deal(START, Autoplay.SAFE)  # the same deal again: nothing to tell
    assert len(told) == 3
    solving.show_deal(START, Autoplay.MAX)
    assert solving.verdict() == Known(NO_SOLUTION, QUICK) and len(told) == 4
    solving.show_deal(None, Autoplay.SAFE)  # a game without moves: nothing to say
    assert solving.deal() is None and solving.verdict() is None and len(told) == 5


def test_a_failed_verdict_is_tried_again_when_the_deal_is_shown_again(solving: Solving) -> None:
    solving.show_deal(START, Autoplay.SAFE)
    solving.set_verdict_activity(FAILED, "SearchProcessError: ended")
    assert solving.verdict_failure == "SearchProcessError: ended"
    solving.show_deal(START, Autoplay.SAFE)
    assert (solving.verdict_activity, solving.verdict_failure) == (WAITING, "")


def test_a_solve_shows_a_known_solution_at_once_then_only_shorter_ones(solving: Solving) -> None:
    known = found(solution(-3), QUICK)
    solving.learn(START, Autoplay.SAFE, known)
    told = Told(solving)
    run = solving.start_solve(START, 1, Autoplay.SAFE)
    assert told == [SolvingChange.RUNNING | SolvingChange.STATUS | SolvingChange.SHOW]
    assert run.shown == known and run.activity == solve_run.LOOKING and solving.is_solving()
    solving.solve_found(run, found(solution(-3), SEARCH), at_start=True)  # no shorter
    assert run.shown == known and len(told) == 1
    solving.solve_found(run, found(solution(-2), SEARCH), at_start=True)
    assert (
        run.shown is not None
        and run.shown.moves == 43
        and told[-1] == SolvingChange.SHOW | SolvingChange.STATUS
    )
    assert solving.known.get(START, Autoplay.SAFE) == run.shown and run.shown.shortened  # known from now on


def test_a_shorter_solution_waits_while_playback_has_started(solving: Solving) -> None:
    run = solving.start_solve(START, 1, Autoplay.SAFE)
    assert run.shown is None and run.activity == solve_run.SOLVING
    solving.solve_found(run, found(solution(-3), QUICK), at_start=True)
    told = Told(solving)
    solving.solve_found(run, found(solution(-2), SEARCH), at_start=False)
    solving.solve_found(run, found(solution(-1), SEARCH), at_start=False)
    assert told == [SolvingChange.STATUS] * 2 and run.shown is not None and run.shown.moves == 46
    assert run.pending is not None and run.pending.moves == 39
    solving.solve_ended(run, SOLVED, 1.5, 1000)
    assert run.activity == solve_run.DONE and not run.running
    solving.playback_at_start()
    assert run.shown.moves == 39 and run.pending is None and run.improved()  # type: ignore[union-attr]
    assert told[-1] == SolvingChange.SHOW | SolvingChange.STATUS


def test_a_proof_ends_the_solve_and_is_known(solving: Solving) -> None:
    run = solving.start_solve(START, 1, Autoplay.SAFE)
    solving.show_deal(START, Autoplay.SAFE)
    told = Told(solving)
    solving.solve_ended(run, NO_SOLUTION, 0.8, 111_781)
    assert run.activity == solve_run.NO_SOLUTION and not solving.is_solving()
    known = solving.verdict()
    assert known is not None and (known.verdict, known.source, known.positions) == (
        NO_SOLUTION,
        SEARCH,
        111_781,
    )
    assert told == [SolvingChange.VERDICT, SolvingChange.RUNNING | SolvingChange.STATUS]


def test_a_search_that_gave_up_is_known_only_where_nothing_was(solving: Solving) -> None:
    solving.learn(START, Autoplay.SAFE, found(solution(-1), QUICK))
    run = solving.start_solve(START, 1, Autoplay.SAFE)
    solving.solve_ended(run, GAVE_UP, 60.0, 5)
    assert solving.known.get(START, Autoplay.SAFE).verdict == SOLVED  # type: ignore[union-attr]


def test_cancel_keeps_what_is_shown_and_drop_forgets_the_solve(solving: Solving) -> None:
    assert not solving.cancel_solve() and not solving.drop_solve()  # none ran
    run = solving.start_solve(START, 1, Autoplay.SAFE)
    solving.solve_found(run, found(solution(-3), QUICK), at_start=True)
    told = Told(solving)
    assert solving.cancel_solve() and run.activity == solve_run.CANCELLED and run.shown is not None
    solving.solve_found(run, found(solution(-1), SEARCH), at_start=True)  # late: known, not shown
    assert run.shown.moves == 46 and solving.known.get(START, Autoplay.SAFE).moves == 39  # type: ignore[union-attr]
    assert told == [SolvingChange.RUNNING | SolvingChange.STATUS]
    again = solving.start_solve(START, 1, Autoplay.SAFE)
    assert again.shown is not None and again.shown.moves == 39  # the shortest known, at once
    assert solving.drop_solve() and solving.run is None and not solving.is_solving()


def test_a_failure_ends_the_solve_saying_why(solving: Solving) -> None:
    run = solving.start_solve(START, None, Autoplay.SAFE)
    solving.solve_preparing(run, True)
    assert run.activity == solve_run.PREPARING
    solving.solve_preparing(run, False)
    assert run.activity == solve_run.SOLVING
    solving.solve_failed(run, "SearchProcessError: ended")
    assert (run.activity, run.failure, run.running) == (solve_run.FAILED, "SearchProcessError: ended", False)
