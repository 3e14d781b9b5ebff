"""What the program knows of a start: an entry only improves, a shorter solution is "shortened" only in
its own autoplay, the catalogue's count gives way to a solution to play, and a game that followed a
known solution finds the rest of it."""

from __future__ import annotations

from freecell_gui.app.known import (
    CATALOGUE,
    GAVE_UP,
    NO_SOLUTION,
    QUICK,
    SEARCH,
    Known,
    KnownStore,
    found,
    of_row,
)
from freecell_gui.app.solution import PlaybackSolution, replayed_solution
from freecell_gui.core.catalogue.store import Row
from freecell_gui.core.rules.autoplay import Autoplay
from freecell_gui.core.rules.position import Position
from freecell_gui.core.rules.replay import replay
from tests.helpers.scripted import engine_solutions

START = Position.deal(1)


def solution(index: int, autoplay: str = "safe") -> PlaybackSolution:
    """Deal 1's solutions by our search, longest first (safe autoplay: 60, 46, 43 and 39 moves)."""
    moves = engine_solutions(1, autoplay)[index]
    assert moves.replayed is not None
    return replayed_solution(moves.replayed, moves.autoplay)


def test_a_found_solution_counts_as_the_site_and_adds_up_to_its_steps() -> None:
    known = found(solution(-1), QUICK, 0.1)
    assert (known.moves, known.autoplay) == (39, "safe")
    assert known.moves + known.auto == len(known.solution.steps)  # type: ignore[operator, union-attr]
    assert known.auto == sum(step.auto for step in known.solution.steps)  # type: ignore[union-attr]


def test_an_entry_only_improves() -> None:
    store = KnownStore()
    gave_up = Known(GAVE_UP, QUICK, positions=10)
    assert store.offer(START, Autoplay.SAFE, gave_up) == gave_up
    assert store.offer(START, Autoplay.SAFE, Known(GAVE_UP, QUICK, positions=5)) is None  # searched less
    long = store.offer(START, Autoplay.SAFE, found(solution(-3), QUICK))
    assert long is not None and not long.shortened  # a solution outranks a search that gave up
    assert store.offer(START, Autoplay.SAFE, found(solution(-3), SEARCH)) is None  # no shorter
    assert store.offer(START, Autoplay.SAFE, Known(GAVE_UP, SEARCH, positions=99)) is None
    short = store.offer(START, Autoplay.SAFE, found(solution(-1), SEARCH))
    assert short is not None and short.shortened and store.get(START, Autoplay.SAFE) == short
    assert store.offer(START, Autoplay.SAFE, found(solution(-2), SEARCH)) is None  # longer than the best


def test_a_proof_replaces_a_search_that_gave_up_but_never_a_solution() -> None:
    store = KnownStore()
    store.offer(START, Autoplay.SAFE, Known(GAVE_UP, QUICK, positions=10))
    proof = Known(NO_SOLUTION, SEARCH, positions=99)
    assert store.offer(START, Autoplay.SAFE, proof) == proof
    assert store.offer(START, Autoplay.SAFE, Known(GAVE_UP, QUICK, positions=1000)) is None


def test_the_catalogues_count_gives_way_to_a_solution_of_the_same_length() -> None:
    store = KnownStore()
    counted = of_row(Row(1, "solved", 39, 100, 100, 2.0, "ours"))
    assert counted is not None and counted.solution is None and counted.source == CATALOGUE
    store.offer(START, Autoplay.SAFE, counted)
    playable = store.offer(START, Autoplay.SAFE, found(solution(-1), QUICK))
    assert playable is not None and not playable.shortened  # the same count: not shorter
    assert store.offer(START, Autoplay.SAFE, counted) is None  # and not back


def test_a_solution_in_the_autoplay_asked_for_replaces_one_in_another_and_is_not_called_shorter() -> None:
    store = KnownStore()
    store.offer(START, Autoplay.MAX, found(solution(-3), QUICK))  # safe autoplay's, asked for max
    with_max = store.offer(START, Autoplay.MAX, found(solution(-1, Autoplay.MAX), SEARCH))
    assert with_max is not None and with_max.autoplay == "max" and not with_max.shortened
    assert store.offer(START, Autoplay.MAX, found(solution(-1), SEARCH)) is None  # not back to safe's


def test_the_catalogues_rows_as_entries() -> None:
    shortest = of_row(Row(5, "solved", 44, 1, 2, 3.0, "quick", 41, "short"))
    assert shortest is not None and shortest.moves == 41
    none = of_row(Row(7, "no-solution", None, 1, 2, None, "e"))
    assert none is not None and (none.verdict, none.engine) == (NO_SOLUTION, "e")
    gave_up = of_row(Row(11, "gave-up", None, 2_000_000, 900_000, None, "e"))
    assert gave_up is not None and gave_up.positions == 900_000
    assert of_row(Row(3, "solved", None, 1, 2, None, "e")) is None  # no count: nothing to say
    assert of_row(Row(3, "maybe", None, 1, 2, None, "e")) is None


def test_the_least_recently_used_entry_goes_first_and_a_source_can_be_forgotten() -> None:
    store = KnownStore(capacity=2)
    deals = [Position.deal(number) for number in (1, 2, 3)]
    store.offer(deals[0], Autoplay.SAFE, Known(NO_SOLUTION, CATALOGUE))
    store.offer(deals[1], Autoplay.SAFE, Known(GAVE_UP, QUICK, positions=1))
    assert store.get(deals[0], Autoplay.SAFE) is not None  # used: the second is now the oldest
    store.offer(deals[2], Autoplay.SAFE, Known(GAVE_UP, QUICK, positions=1))
    assert store.get(deals[1], Autoplay.SAFE) is None and len(store) == 2
    store.forget(CATALOGUE)
    assert store.get(deals[0], Autoplay.SAFE) is None and store.get(deals[2], Autoplay.SAFE) is not None


def test_the_rest_of_a_known_solution_from_where_a_game_stands_on_it() -> None:
    store = KnownStore()
    best = solution(-1)
    store.offer(START, Autoplay.SAFE, found(best, QUICK))
    moves = best.moves(short=True)
    assert store.rest_from(START, Autoplay.SAFE) == moves
    after_ten = replay(START, moves[:10], Autoplay.SAFE).final  # the game followed the solution ten moves
    assert store.rest_from(after_ten, Autoplay.SAFE) == moves[10:]
    assert (
        store.rest_from(
            replay(START, solution(-2).moves(short=True)[:10], Autoplay.SAFE).final, Autoplay.SAFE
        )
        is None
    )
    assert store.rest_from(Position.deal(2), Autoplay.SAFE) is None
    assert store.rest_from(START, Autoplay.MAX) is None  # another autoplay's game
