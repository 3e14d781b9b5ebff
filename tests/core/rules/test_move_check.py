"""The fast check of counted moves against Position.apply: the same verdict on every move.

Solutions come from the solver library's own move list (raw_to_moves, not the fast path under test);
mutations turn them into games that go wrong somewhere, and both engines must stop at the same move
with the same position.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence

import pytest

from freecell_gui.core.fcs_lib import FcsInstance
from freecell_gui.core.notation.standard import (
    COLUMN_NAMES,
    FREE_CELL_NAMES,
    HOME,
    UNCOUNTED,
    IllegalMove,
    Move,
    parse_moves,
)
from freecell_gui.core.rules import replay as moves_module
from freecell_gui.core.rules.move_check import (
    ILLEGAL,
    check_moves,
    op_of,
    snx_texts,
    wins_as_read,
)
from freecell_gui.core.rules.position import Position
from freecell_gui.core.rules.reduction import autoplay_reduction
from freecell_gui.core.rules.replay import MAX_TRIES, replay
from freecell_gui.core.solution_text import (
    _reduced_by_apply,
    shown_texts,
    shown_texts_of_ops,
    without_autoplayed,
)
from freecell_gui.core.solver_moves import (
    _SINGLE,
    SolverBugError,
    _single_keys,
    check_solution,
    ops_of_codes,
    raw_to_moves,
    read_codes,
    solution_of_codes,
)
from tests.helpers.known_solutions import DEAL_5731
from tests.helpers.solver_library import needs_library

pytestmark = needs_library

DEALS = range(1, 301)
PLACES = COLUMN_NAMES + FREE_CELL_NAMES + HOME


def by_apply(start: Position, moves: Sequence[Move]) -> tuple[int, Position]:
    """The oracle: moves made by Position.apply before the first IllegalMove, and the position then."""
    position = start
    for made, move in enumerate(moves):
        try:
            position = position.apply(move)
        except IllegalMove:
            return made, position
    return len(moves), position


@pytest.fixture(scope="module")
def solutions() -> Iterator[list[tuple[Position, list[Move], bytes]]]:
    found = []
    with FcsInstance(["-l", "lg"]) as lane:
        for number in DEALS:
            start = Position.deal(number)
            lane.start(start.to_fcs(), 1_000_000)
            codes = lane.move_codes()
            lane.recycle()
            lane.start(start.to_fcs(), 1_000_000)
            moves = [move for raw in lane.moves() for move in raw_to_moves(raw)]
            lane.recycle()
            found.append((start, moves, codes))
    yield found


def test_solutions_are_made_to_the_end_with_the_same_position_and_texts(
    solutions: list[tuple[Position, list[Move], bytes]],
) -> None:
    for start, moves, codes in solutions:
        checked = check_moves(start, moves)
        assert (checked.made, checked.final) == by_apply(start, moves)
        assert checked.made == len(moves) and checked.final.is_solved()
        texts = check_solution(start, moves)  # Position.apply's texts
        assert snx_texts(moves, checked) == list(texts)
        assert solution_of_codes(start, codes)[:2] == (tuple(moves), texts)  # the solver's path, from bytes
    assert any(checked.counted for checked in (check_moves(s, m) for s, m, _ in solutions))


def _mutated(moves: list[Move], rng: random.Random) -> list[Move]:
    mutated = list(moves)
    index = rng.randrange(len(mutated))
    kind = rng.randrange(4)
    if kind == 0:  # any move at all, counts mostly small
        count = rng.choice((0, 1, 1, 1, 2, 3, rng.randint(1, 13)))
        mutated[index] = Move(rng.choice(PLACES), rng.choice(PLACES), count)
    elif kind == 1:  # the same places, another count
        move = mutated[index]
        mutated[index] = Move(
            move.source, move.dest, rng.choice([c for c in range(1, 14) if c != move.count])
        )
    elif kind == 2:  # two moves swapped
        other = rng.randrange(len(mutated))
        mutated[index], mutated[other] = mutated[other], mutated[index]
    else:  # a move left out
        del mutated[index]
    return mutated


def test_mutated_solutions_stop_at_the_same_move_with_the_same_position(
    solutions: list[tuple[Position, list[Move], bytes]],
) -> None:
    rng = random.Random(20261123)
    stopped_early = 0
    for start, moves, _ in solutions:
        for _ in range(4):
            mutated = _mutated(moves, rng)
            checked = check_moves(start, mutated)
            expected = by_apply(start, mutated)
            assert (checked.made, checked.final) == expected, [str(m) for m in mutated]
            stopped_early += expected[0] < len(mutated)
    assert stopped_early > 600  # the mutations do reach illegal moves, of every kind


def test_every_single_move_from_many_positions_gets_the_same_verdict(
    solutions: list[tuple[Position, list[Move], bytes]],
) -> None:
    # All 13 × 13 places with counts 0 (uncounted), 1-4 and 13, from positions along a few solutions.
    candidates = [Move(s, d, c) for s in PLACES for d in PLACES for c in (0, 1, 2, 3, 4, 13)]
    for start, moves, _ in solutions[:6]:
        position = start
        for index, move in enumerate(moves):
            if index % 7 == 0:
                for candidate in candidates:
                    checked = check_moves(position, [candidate])
                    assert (checked.made, checked.final) == by_apply(position, [candidate]), candidate
            position = position.apply(move)


def test_counts_outside_zero_to_thirteen_are_illegal_and_uncounted_moves_read_as_apply_reads_them(
    solutions: list[tuple[Position, list[Move], bytes]],
) -> None:
    assert op_of(Move("1", "2", 14)).kind == ILLEGAL
    assert op_of(Move("1", "2", -1)).kind == ILLEGAL
    assert op_of(Move("a", "b")).kind == ILLEGAL
    for start, moves, _ in solutions[:100]:  # every count left out: onto a card, to an empty column
        bare = [Move(move.source, move.dest, UNCOUNTED) for move in moves]
        checked = check_moves(start, bare)
        assert (checked.made, checked.final) == by_apply(start, bare)


def test_a_corrupted_library_solution_is_a_solver_bug_with_the_reason(
    solutions: list[tuple[Position, list[Move], bytes]],
) -> None:
    start, _, codes = solutions[0]
    corrupted = bytearray(codes)
    corrupted[4 * 4 : 4 * 5] = bytes((4, 0, 0, 0))  # move 5: column 1 home (6S, at the start)
    with pytest.raises(SolverBugError, match="move 5 `1h`"):
        solution_of_codes(start, bytes(corrupted))
    with pytest.raises(SolverBugError, match="do not win"):
        solution_of_codes(start, codes[:-4])


def test_with_safe_autoplay_the_same_verdict_as_replay(
    solutions: list[tuple[Position, list[Move], bytes]],
) -> None:
    rng = random.Random(5731)
    for start, moves, _ in solutions[:150]:
        kept = [move for move, _ in _reduced_by_apply(start, moves)]  # Position.apply and safe_autoplay
        checked = check_moves(start, kept, autoplay=True)
        assert checked.made == len(kept) and checked.final.is_solved()
        mutated = _mutated(kept, rng)
        checked = check_moves(start, mutated, autoplay=True)
        try:
            expected = replay(start, mutated, autoplay="safe")
            made, final = len(mutated), expected.final
        except IllegalMove as error:
            assert error.number is not None
            made = error.number - 1
            final = replay(start, mutated[:made], autoplay="safe").final
        assert (checked.made, checked.final) == (made, final), [str(m) for m in mutated]


def test_the_fast_reduction_keeps_the_moves_and_texts_of_the_slow_one(
    solutions: list[tuple[Position, list[Move], bytes]],
) -> None:
    ambiguous = 0
    for start, moves, _ in solutions:
        reduced = autoplay_reduction(start, moves, [op_of(move) for move in moves])
        assert reduced is not None  # checked: every move left legal, and the game won
        slow = _reduced_by_apply(start, moves)
        assert reduced.moves == [move for move, _ in slow]
        assert reduced.ops == [op_of(move) for move in reduced.moves]
        assert without_autoplayed(start, moves) == slow
        played = replay(start, reduced.moves, autoplay="safe")
        befores = [start, *(step.position for step in played.steps)]
        onto_empty, more = [], []
        for index, (move, before) in enumerate(zip(reduced.moves, befores, strict=False)):
            columns = move.source in COLUMN_NAMES and move.dest in COLUMN_NAMES
            if columns and not before.cascades[int(move.dest) - 1]:  # a run onto an empty column
                onto_empty.append(index)
                most = min(before.sequence_length(int(move.source) - 1), before.supermove_limit(True))
                if move.count == 1 and most > 1:
                    more.append(index)
        assert (reduced.onto_empty, reduced.ambiguous) == (onto_empty, more)
        ambiguous += len(more)
    assert ambiguous > 10  # the texts compared include ambiguous moves


def test_a_solution_read_as_ops_only_is_printed_as_its_moves_are(
    solutions: list[tuple[Position, list[Move], bytes]],
) -> None:
    # The hot path of `freecell solve A..B`: no Move made, the texts from the ops alone.
    for start, moves, codes in solutions:
        ops = ops_of_codes(codes)
        assert ops == list(read_codes(codes)[2])
        assert shown_texts_of_ops(start, ops) == shown_texts(start, moves, (), "safe")


def test_the_ops_path_takes_only_what_the_moves_path_prints(
    solutions: list[tuple[Position, list[Move], bytes]],
) -> None:
    rng = random.Random(4417)
    refused = 0
    for start, moves, _ in solutions:
        mutated = _mutated(moves, rng)
        try:
            expected: list[str] | None = shown_texts(start, mutated, (), "safe")
        except (SolverBugError, ValueError):  # ValueError: a move from home, which no solver makes
            expected = None
        fast = shown_texts_of_ops(start, [op_of(move) for move in mutated])
        assert fast is None or fast == expected, [str(move) for move in mutated]
        refused += fast is None
    assert refused > len(solutions) // 2  # most mutations break the solution: the control


def test_the_fast_search_of_readings_wins_exactly_where_the_solution_reader_does(
    solutions: list[tuple[Position, list[Move], bytes]], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(moves_module, "MAX_TRIES", 3000)  # both searches on the same small budget
    outcomes = set()
    for start, moves, _ in solutions[:80]:
        texts = [text for _, text in _reduced_by_apply(start, moves)]
        # As printed, without the counts of two-card runs, and one move short: no reading of it wins.
        for text in (" ".join(texts), " ".join(texts).replace("v2", ""), " ".join(texts[:-1])):
            try:
                expected = replay(start, text, solution=True).final.is_solved()
            except IllegalMove:
                expected = False
            assert wins_as_read(start, parse_moves(text), 3000) == expected, text
            outcomes.add(expected)
    assert outcomes == {True, False}
    # Deal 5731: the first reading replays but loses; the search wins, and needs more than one try.
    assert wins_as_read(Position.deal(5731), parse_moves(DEAL_5731), MAX_TRIES)
    assert not wins_as_read(Position.deal(5731), parse_moves(DEAL_5731), 0)


def test_library_codes_are_read_whatever_their_leftover_count_byte() -> None:
    # The library leaves the count byte of single-card moves as it was (0 … 12): one move all the same.
    codes = bytes((1, 3, 1, 7, 11, 2, 0, 5, 12, 0, 0, 0, 1, 3, 1, 0))  # 4b, column 3 home ×13, canonize, 4b
    keys = _single_keys(memoryview(codes).cast("I").tolist())
    texts = [_SINGLE[key][2] for key in keys]
    assert texts == ["4b", *["3h"] * 13, "4b"]
    assert _SINGLE[keys[0]] == _SINGLE[keys[-1]]
