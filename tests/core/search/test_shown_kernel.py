"""The compiled reduction of a solution against the Python one it stands in for in ``freecell solve A..B``:
the same moves kept, with the same texts and the same ambiguous moves, for every solution fc-solve gives;
for a corrupted solution, either no answer or the Python answer."""

from __future__ import annotations

import random

import numpy as np
import pytest

from freecell_gui.core.rules.position import Position
from freecell_gui.core.rules.reduction import autoplay_reduction, reduced_texts
from freecell_gui.core.search.count_kernel import dealt_cascades
from freecell_gui.core.search.deal_kernel import dealt
from freecell_gui.core.search.shown_kernel import (
    AMBIGUOUS,
    CARDS,
    ONTO_EMPTY,
    rows_for,
    shown_count,
    shown_ops,
)
from freecell_gui.core.search.shown_kernel import shown_texts_of_codes as kernel_texts
from freecell_gui.core.solver import Outcome, SolverBugError
from freecell_gui.core.solver_moves import ops_of_codes, read_codes
from tests.helpers.library_solutions import corrupted, solved_deals

Answer = tuple[list[str], list[int]] | None


@pytest.fixture(scope="module")
def outcomes() -> list[tuple[Position, Outcome]]:
    return solved_deals()


def python_texts(start: Position, codes: bytes) -> Answer:
    """What ``freecell solve A..B`` took before the kernel: None where it went the slow way."""
    try:
        return reduced_texts(start, ops_of_codes(codes))
    except (IndexError, TypeError, SolverBugError):
        return None


def cascades_of(start: Position) -> np.typing.NDArray[np.uint8]:
    cascades = dealt_cascades(start)
    assert cascades is not None
    return cascades


def test_the_kept_moves_are_those_of_the_python_reduction(outcomes: list[tuple[Position, Outcome]]) -> None:
    assert len(outcomes) == 400
    counted = ambiguous = 0
    for start, outcome in outcomes:
        answer = kernel_texts(cascades_of(start), outcome.codes)
        assert answer is not None
        assert answer == python_texts(start, outcome.codes)
        counted += sum("v" in text for text in answer[0])
        ambiguous += len(answer[1])
    assert counted > 50 and ambiguous > 50  # runs onto an empty column and ambiguous moves were met


def test_the_count_is_the_number_of_rows(outcomes: list[tuple[Position, Outcome]]) -> None:
    for start, outcome in outcomes[:50]:
        codes = np.frombuffer(outcome.codes, dtype=np.uint8)
        out = rows_for(outcome.codes)
        kept = shown_ops(cascades_of(start), codes, out)
        assert shown_count(cascades_of(start), codes) == kept > 0
        assert (out[:kept, CARDS] >= 1).all() and set(out[:kept, ONTO_EMPTY]) <= {0, 1}


def test_the_rows_are_the_ops_and_places_of_the_python_reduction(
    outcomes: list[tuple[Position, Outcome]],
) -> None:
    for start, outcome in outcomes[:100]:
        out = rows_for(outcome.codes)
        kept = shown_ops(cascades_of(start), np.frombuffer(outcome.codes, dtype=np.uint8), out)
        moves, _, ops = read_codes(outcome.codes)
        reduction = autoplay_reduction(start, moves, ops)
        assert reduction is not None
        assert [tuple(row) for row in out[:kept, : CARDS + 1].tolist()] == [tuple(op) for op in reduction.ops]
        assert np.flatnonzero(out[:kept, ONTO_EMPTY]).tolist() == reduction.onto_empty
        assert np.flatnonzero(out[:kept, AMBIGUOUS]).tolist() == reduction.ambiguous


def test_the_deal_kernels_cascades_are_read_alike(
    outcomes: list[tuple[Position, Outcome]],
) -> None:
    start, outcome = outcomes[316]  # deal 317
    cascades, board = dealt(317)
    assert board.decode() == start.to_fcs()
    assert kernel_texts(cascades, outcome.codes) == python_texts(start, outcome.codes)


def test_a_corrupted_solution_gets_no_answer_or_the_python_one(
    outcomes: list[tuple[Position, Outcome]],
) -> None:
    rng = random.Random(7)
    refused = vouched = 0
    for start, outcome in outcomes[:150]:
        for _ in range(6):
            codes = corrupted(outcome.codes, rng)
            answer = kernel_texts(cascades_of(start), codes)
            if answer is None:
                refused += 1
            else:  # only for a solution the Python reduction takes too, with the same moves
                assert answer == python_texts(start, codes)
                vouched += 1
    assert refused > 300 and vouched > 100
