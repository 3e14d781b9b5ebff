"""Still winnable?, without Qt: what is known of a position (the shortest rest of a solution through it,
else a search's verdict), and which move lost a game, found from the positions judged before it or by
judging the fewest positions between the last known to be winnable and the first known to be lost."""

from __future__ import annotations

import math
import random

import pytest

from freecell_gui.app.known import CATALOGUE, GAVE_UP, NO_SOLUTION, QUICK, SEARCH, SOLVED, Known, found
from freecell_gui.app.play_state import GamePlay
from freecell_gui.app.solution import replayed_solution
from freecell_gui.app.solving import Solving
from freecell_gui.app.winnable import (
    JUDGING,
    LOST,
    NOT_KNOWN,
    UNWINNABLE_DEAL,
    WINNABLE,
    GameJudgment,
    Judgment,
    judge_game,
)
from freecell_gui.core.rules.autoplay import Autoplay
from freecell_gui.core.rules.position import Position
from freecell_gui.core.rules.replay import replay
from tests.helpers.dead_ends import dead_end, known_by_engine
from tests.helpers.scripted import engine_solutions

START = Position.deal(1)
WON, DEAD = Judgment(SOLVED, QUICK, 10, ()), Judgment(NO_SOLUTION, QUICK)


def judged_by(verdicts: str) -> tuple[list[Position], dict[Position, Judgment]]:
    """A game of as many positions as ``verdicts`` has letters (w: winnable, l: lost, g: gave up, .:
    nothing known), each position told apart by the cards home (the game itself does not matter)."""
    positions = [
        Position(START.cascades, START.free_cells, (0, 0, 0, index)) for index in range(len(verdicts))
    ]
    table = {"w": WON, "l": DEAD, "g": Judgment(GAVE_UP, QUICK, positions=99)}
    return positions, {p: table[v] for p, v in zip(positions, verdicts, strict=True) if v in table}


def said(verdicts: str) -> GameJudgment:
    positions, known = judged_by(verdicts)
    return judge_game(positions, known.get)


@pytest.mark.parametrize(
    ("verdicts", "expected"),
    [
        ("w.", GameJudgment(JUDGING, wanted=1)),
        ("..w", GameJudgment(WINNABLE, WON)),
        ("wg", GameJudgment(NOT_KNOWN, Judgment(GAVE_UP, QUICK, positions=99))),
        ("wwl", GameJudgment(LOST, DEAD, lost_by=2, back_to=1)),  # the move just made lost it
        ("wwlll", GameJudgment(LOST, DEAD, lost_by=2, back_to=1)),  # an earlier move did
        ("ww...l", GameJudgment(LOST, DEAD, back_to=1, wanted=3)),  # the middle of 2..5 is judged next
        ("w......l", GameJudgment(LOST, DEAD, back_to=0, wanted=3)),  # of two middles, the earlier
        ("w...l..l", GameJudgment(LOST, DEAD, back_to=0, wanted=2)),  # before the earliest known lost
        ("w.w...l", GameJudgment(LOST, DEAD, back_to=2, wanted=4)),  # after the latest known winnable
        ("wggl", GameJudgment(LOST, DEAD, back_to=0)),  # our search gave up where it could have been lost
        ("wg.l", GameJudgment(LOST, DEAD, back_to=0, wanted=2)),
        ("ll", GameJudgment(UNWINNABLE_DEAL, DEAD)),  # no move lost it: the deal has no solution
        (".l", GameJudgment(LOST, DEAD, wanted=0)),  # the start is judged like any other
    ],
)
def test_what_is_said_of_a_game_from_what_is_known_of_its_positions(
    verdicts: str, expected: GameJudgment
) -> None:
    assert said(verdicts) == expected


def test_only_a_lost_game_with_its_search_over_offers_to_go_back() -> None:
    assert [said(v).go_back_to for v in ("wwl", "ww...l", "wggl", "ll", "w.")] == [1, None, 0, None, None]


def test_the_bisection_judges_few_positions_even_after_many_moves_at_once() -> None:
    for lost_at in (1, 7, 30, 63):
        truth = ["w" if index < lost_at else "l" for index in range(64)]
        positions, known = judged_by("w" + "." * 62 + "l")
        searches = 0
        while (now := judge_game(positions, known.get)).wanted is not None:
            wanted = now.wanted
            known[positions[wanted]] = WON if truth[wanted] == "w" else DEAD
            searches += 1
        assert now.lost_by == lost_at and now.back_to == lost_at - 1
        assert searches <= math.ceil(math.log2(62)), (lost_at, searches)


def test_a_position_is_known_by_the_shortest_rest_of_a_solution_through_it() -> None:
    solving = Solving()
    longest = engine_solutions(1)[0]  # 46 moves
    assert longest.replayed is not None
    solving.learn(START, Autoplay.SAFE, found(replayed_solution(longest.replayed, Autoplay.SAFE), SEARCH))
    moves = list(longest.moves)
    after_three = replay(START, moves[:3], Autoplay.SAFE).final
    assert solving.judgment(after_three, Autoplay.SAFE) == Judgment(SOLVED, SEARCH, 43, tuple(moves[3:]))
    assert solving.judgment(after_three, Autoplay.MAX) is None  # another autoplay's game
    quick = known_by_engine(after_three)  # a judgment of the position: 40 moves from there
    solving.learn_position(after_three, Autoplay.SAFE, quick)
    judged = solving.judgment(after_three, Autoplay.SAFE)
    assert judged is not None and (judged.source, judged.moves) == (QUICK, quick.moves) and judged.moves < 43
    assert replay(after_three, list(judged.rest), Autoplay.SAFE).final.is_solved()
    assert solving.known.get(after_three, Autoplay.SAFE) is None  # kept apart from the deals' starts
    after_four = replay(after_three, list(judged.rest[:1]), Autoplay.SAFE).final  # a step along it: its rest
    assert solving.judgment(after_four, Autoplay.SAFE) == Judgment(
        SOLVED, QUICK, judged.moves - 1, judged.rest[1:]
    )


def test_a_verdict_without_moves_is_known_too() -> None:
    solving = Solving()
    solving.learn(START, Autoplay.SAFE, Known(SOLVED, CATALOGUE, moves=39))
    assert solving.judgment(START, Autoplay.SAFE) == Judgment(SOLVED, CATALOGUE, 39)
    deal = Position.deal(11982)
    solving.learn(deal, Autoplay.SAFE, Known(NO_SOLUTION, CATALOGUE))
    assert solving.judgment(deal, Autoplay.SAFE) == Judgment(NO_SOLUTION, CATALOGUE)
    solving.learn_position(
        START.apply(START.legal_moves()[0]), Autoplay.SAFE, Known(GAVE_UP, QUICK, positions=5)
    )
    assert solving.judgment(START.apply(START.legal_moves()[0]), Autoplay.SAFE) == Judgment(
        GAVE_UP, QUICK, positions=5
    )


@pytest.mark.parametrize(("deal", "seed", "autoplay"), [(1, 5, "safe"), (617, 2, "safe"), (5, 3, "none")])
def test_a_game_played_into_a_dead_end_names_the_move_that_lost_it(
    deal: int, seed: int, autoplay: Autoplay
) -> None:
    lost = dead_end(deal, seed, autoplay, more=4)
    positions = lost.positions()
    solving = Solving()
    solving.learn_position(positions[-1], autoplay, known_by_engine(positions[-1], autoplay))  # the last only
    judged = 0
    while (now := judge_game(positions, lambda p: solving.judgment(p, autoplay))).wanted is not None:
        position = positions[now.wanted]
        solving.learn_position(position, autoplay, known_by_engine(position, autoplay))
        judged += 1
    assert now.state == LOST and now.lost_by == lost.lost_by and now.back_to == lost.lost_by - 1
    assert judged <= math.ceil(math.log2(len(positions))) + 1
    # The engine agrees, asked directly: from the position before the move a win exists, after it none.
    assert known_by_engine(positions[lost.lost_by - 1], autoplay).verdict == SOLVED
    assert known_by_engine(positions[lost.lost_by], autoplay).verdict == NO_SOLUTION


def test_the_hints_move_keeps_the_game_winnable_on_a_hundred_positions_of_random_play() -> None:
    """The hint is the first move of the shortest solution known from the position (here: our quick
    pass's, as the window's judgment finds it); played with autoplay, the engine still finds a win from
    the position it leads to, and what is known there already (no search) is the rest of that solution."""
    rng = random.Random(2024)
    solving, checked = Solving(), 0
    while checked < 100:
        game = GamePlay(Position.deal(rng.randint(1, 1_000_000)))
        for _ in range(rng.randint(0, 12)):  # early positions: random play soon loses the game
            if moves := game.position().legal_moves():
                game.play(rng.choice(moves))
        position = game.position()
        known = known_by_engine(position)
        if known.verdict != SOLVED:
            continue  # lost already: no hint from the solver
        solving.learn_position(position, Autoplay.SAFE, known)
        judged = solving.judgment(position, Autoplay.SAFE)
        assert judged is not None and judged.rest
        after = game.play(judged.rest[0]).position  # the player plays the hint's move
        assert known_by_engine(after).verdict == SOLVED, (position.to_fcs(), judged.rest[0])
        along = solving.judgment(after, Autoplay.SAFE)
        assert along is not None and along.rest == judged.rest[1:]
        checked += 1
