"""The solver binding: verdicts, limits, cancelling, and every solution replayed by our own engine.

fc-solve's own program is the oracle for the moves: with the same preset (lg) it prints the same solution.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator

import pytest

from freecell_gui.core import fcs_lib
from freecell_gui.core.deals.known_deals import UNSOLVABLE_DEALS
from freecell_gui.core.fcs_lib import FcsError, FcsInstance, RawMove, SolverNotInstalledError
from freecell_gui.core.notation.standard import Move
from freecell_gui.core.rules.position import Position
from freecell_gui.core.rules.replay import replay
from freecell_gui.core.solution_text import replay_solution, shown_texts, solution_text, without_autoplayed
from freecell_gui.core.solver import (
    PROVER_AFTER,
    Solver,
    SolverBugError,
    Verdict,
    check_solution,
    raw_to_moves,
    solve,
)
from tests.helpers.fc_solve import fc_solve_output
from tests.helpers.solver_library import needs_library

pytestmark = needs_library


@pytest.fixture(scope="module")
def solver() -> Iterator[Solver]:
    with Solver() as shared:
        yield shared


def test_deal_1_is_solved_with_fc_solves_own_moves(solver: Solver) -> None:
    result = solver.solve(Position.deal(1))
    assert result.verdict is Verdict.SOLVED
    lines = fc_solve_output(1).splitlines()
    oracle = [line.removeprefix("Move: ").strip() for line in lines if line.startswith("Move: ")]
    assert list(result.texts) == oracle
    assert len(result.moves) == len(oracle) == 115
    assert replay(result.start, result.moves, autoplay="none").final.is_solved()


def test_the_detailed_form_is_fc_solves_output_byte_for_byte(solver: Solver) -> None:
    result = solver.solve(Position.deal(617))
    ours = solution_text(replay_solution(result.start, result.texts, "none"), result.texts, "detailed")
    theirs = fc_solve_output(617)
    assert theirs.startswith(ours)
    assert theirs[len(ours) :].startswith("This game is solveable.")


@pytest.mark.parametrize("number", sorted(UNSOLVABLE_DEALS)[:4])
def test_known_unsolvable_deals_have_no_solution(solver: Solver, number: int) -> None:
    result = solver.solve(Position.deal(number))
    assert result.verdict is Verdict.NO_SOLUTION
    assert result.moves == ()
    assert result.iterations > 0 and result.positions > 0
    assert "no solution" in result.summary()


def test_11982_is_proved_by_the_prover_in_far_fewer_iterations_than_lg_alone(solver: Solver) -> None:
    result = solver.solve(Position.deal(11982))
    assert result.verdict is Verdict.NO_SOLUTION
    # The proof: the whole game reachable one card at a time under Horne's prune, as fc-solve counts it.
    assert result.positions == 61809
    assert "61809" in fc_solve_output(11982, "-to", "01ABCDE", "-sp", "r:tf", preset=None).replace(",", "")
    assert "204823" in fc_solve_output(11982).replace(",", "")  # lg's own exhaustion, for comparison
    assert result.iterations < 120_000


def test_a_deal_the_meta_moves_cannot_solve_is_solved_not_declared_unsolvable(solver: Solver) -> None:
    # lg and the plain search both exhaust deal 739671 (fc-solve's meta-moves miss its solutions); it is
    # not among the known unsolvable deals, and one card at a time it is solved.
    assert "I could not solve" in fc_solve_output(739671, "-sp", "r:tf", preset=None)
    result = solver.solve(Position.deal(739671))
    assert result.verdict is Verdict.SOLVED
    assert replay(result.start, result.moves, autoplay="none").final.is_solved()


def test_a_tiny_iteration_limit_gives_up_with_the_count(solver: Solver) -> None:
    result = solver.solve(Position.deal(617), max_iterations=10)
    assert result.verdict is Verdict.GAVE_UP
    assert result.iterations == 10
    assert result.reason == "iteration limit"
    assert "gave up (iteration limit); iterations: 10, positions: " in result.summary()
    again = solver.solve(Position.deal(617))  # the recycled instances start afresh
    assert again.verdict is Verdict.SOLVED


def test_a_time_limit_gives_up(solver: Solver) -> None:
    result = solver.solve(Position.deal(11982), time_limit=1e-6)
    assert (result.verdict, result.reason) == (Verdict.GAVE_UP, "time limit")


def test_a_stop_set_before_the_search_gives_up_at_once(solver: Solver) -> None:
    stop = threading.Event()
    stop.set()
    result = solver.solve(Position.deal(1), stop=stop)
    assert (result.verdict, result.reason, result.iterations) == (Verdict.GAVE_UP, "stopped", 0)


def test_a_stop_from_another_thread_is_seen_within_50_ms() -> None:
    # The short preset's second pass takes ~0.3 s on deal 617: long enough to interrupt in the middle.
    stop = threading.Event()
    stopped_at: list[float] = []

    def press_cancel() -> None:
        time.sleep(0.05)
        stopped_at.append(time.monotonic())
        stop.set()

    with Solver("short") as short:
        full = short.solve(Position.deal(617))
        canceller = threading.Thread(target=press_cancel)
        canceller.start()
        result = short.solve(Position.deal(617), stop=stop)
        returned = time.monotonic()
        canceller.join()
    assert full.iterations > result.iterations  # it really was cut short
    assert returned - stopped_at[0] < 0.05
    assert result.verdict is Verdict.SOLVED  # the first pass's solution stands


def test_the_short_preset_is_not_longer(solver: Solver) -> None:
    fast = solver.solve(Position.deal(100))
    short = solve(100, preset="short")
    assert short.verdict is Verdict.SOLVED
    assert len(short.moves) < len(fast.moves)
    assert replay(short.start, short.moves, autoplay="none").final.is_solved()


def test_a_position_in_the_middle_of_a_game_solves(solver: Solver) -> None:
    first = solver.solve(Position.deal(617))
    middle = replay(first.start, first.moves[:40], autoplay="none").final
    reread = Position.from_fcs(middle.to_fcs())
    result = solver.solve(reread)
    assert result.verdict is Verdict.SOLVED
    assert result.start == middle
    assert replay(middle, result.moves, autoplay="none").final.is_solved()
    assert len(result.moves) < len(first.moves)  # 40 moves were made already


def test_a_position_fc_solve_rejects_is_an_error(solver: Solver) -> None:
    start = Position.deal(1)
    cascades = list(start.cascades)
    cascades[0] = (*cascades[0][:-1], cascades[1][-1])  # 9C twice, 6S nowhere
    with pytest.raises(FcsError, match="fc-solve rejects the board: There's an extra card: 9C"):
        solver.solve(Position(tuple(cascades), start.free_cells, start.foundations))
    assert solver.solve(start).verdict is Verdict.SOLVED  # the instances recover


def test_a_won_game_is_solved_in_no_moves(solver: Solver) -> None:
    won = Position(((),) * 8, (None,) * 4, (13,) * 4)  # fc-solve itself rejects a board without cards
    result = solver.solve(won)
    assert (result.verdict, result.moves) == (Verdict.SOLVED, ())


def test_the_prover_finds_no_solution_only_where_there_is_none(solver: Solver) -> None:
    # Deals that lg needs more than PROVER_AFTER iterations for: the prover runs, and must not disagree.
    for number in (617, 1941, 6240):
        result = solver.solve(Position.deal(number))
        assert result.verdict is Verdict.SOLVED, number
        assert result.iterations > PROVER_AFTER


def test_a_solution_that_does_not_replay_is_a_bug_not_a_result(solver: Solver) -> None:
    moves = list(solver.solve(Position.deal(1)).moves)
    assert len(check_solution(Position.deal(1), moves)) == len(moves)
    corrupted = [*moves[:4], Move("1", "h"), *moves[5:]]  # 6S cannot go home at the start
    with pytest.raises(SolverBugError, match="move 5 `1h`"):
        check_solution(Position.deal(1), corrupted)
    with pytest.raises(SolverBugError, match="do not win"):
        check_solution(Position.deal(1), moves[:-1])
    with pytest.raises(SolverBugError, match="unknown type"):
        raw_to_moves(RawMove(9, 0, 0, 0))
    with pytest.raises(SolverBugError, match="out of range"):
        raw_to_moves(RawMove(1, 3, 7, 0))  # free cell 8 does not exist


def test_safe_autoplay_leaves_out_the_moves_freecell_makes_itself(solver: Solver) -> None:
    result = solver.solve(Position.deal(617))
    texts = shown_texts(result.start, result.moves, result.texts, "safe")
    assert len(texts) < len(result.moves)
    again = replay(result.start, " ".join(texts), autoplay="safe")  # as `freecell replay` reads them
    assert again.final.is_solved()
    assert [step.move for step in again.steps] == [
        move for move, _ in without_autoplayed(result.start, result.moves)
    ]
    with pytest.raises(ValueError):
        replay(result.start, " ".join(texts), autoplay="none")  # the automatic moves are really missing


def test_a_missing_library_is_one_clear_message(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(fcs_lib.LIBRARY_ENV, "/nonexistent/libfreecell-solver.so.0")
    with pytest.raises(SolverNotInstalledError) as caught:
        Solver()
    message = str(caught.value)
    assert "\n" not in message
    assert "apt-get install libfreecell-solver0 freecell-solver-bin" in message


def test_a_bad_preset_name_and_bad_arguments_are_reported() -> None:
    with pytest.raises(FcsError, match="no-such-preset"):
        FcsInstance(["-l", "no-such-preset"])
    with pytest.raises(FcsError, match="--bogus"):
        FcsInstance(["--bogus"])
    with pytest.raises(ValueError, match="unknown preset"):
        Solver("slow")


def test_a_single_card_to_an_empty_column_is_bare_when_the_solution_reader_still_wins(
    solver: Solver,
) -> None:
    # Deal 5731: "21" to an empty column, read as two cards (the most that may move), still replays
    # with safe autoplay but leaves the game unsolved; a solution's reader tries one card and wins.
    result = solver.solve(Position.deal(5731))
    texts = shown_texts(result.start, result.moves, result.texts, "safe")
    assert "21" in texts and not any(text.endswith("v1") for text in texts)
    assert replay(result.start, " ".join(texts), autoplay="safe", solution=True).final.is_solved()
    assert not replay(result.start, " ".join(texts), autoplay="safe").final.is_solved()
    marked = [text + "v1" if text == "21" else text for text in texts]  # the old output still replays
    assert replay(result.start, " ".join(marked), autoplay="safe").final.is_solved()


def test_v1_stays_where_even_the_solution_reader_would_go_wrong(monkeypatch: pytest.MonkeyPatch) -> None:
    # A reader that never finds the other reading (a search of one try): every ambiguous move keeps v1.
    from freecell_gui.core.rules import replay as moves

    monkeypatch.setattr(moves, "MAX_TRIES", 0)
    with Solver() as own:
        result = own.solve(Position.deal(5731))
    texts = shown_texts(result.start, result.moves, result.texts, "safe")
    assert "21v1" in texts
    assert replay(result.start, " ".join(texts), autoplay="safe").final.is_solved()
