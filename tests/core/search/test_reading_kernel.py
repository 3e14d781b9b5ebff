"""The compiled reader of the moves kept against the Python one (move_check.wins_as_read, which
needed_counts asks first): the same answer on every solution with ambiguous moves, on mutated ones,
and under budgets small enough to run out, where the moves tried must be counted alike."""

from __future__ import annotations

import random

import numpy as np
import pytest

from freecell_gui.core.notation.standard import parse_moves
from freecell_gui.core.rules.move_check import COLUMN_TO_COLUMN, wins_as_read
from freecell_gui.core.rules.position import Position
from freecell_gui.core.search.count_kernel import dealt_cascades
from freecell_gui.core.search.reading_kernel import BUDGET, reads_as_written, wins_written
from freecell_gui.core.search.shown_kernel import CARDS, DEST, KIND, SOURCE, Rows, kept_rows, texts_of_rows
from tests.helpers.library_solutions import solved_deals

Case = tuple[Position, np.typing.NDArray[np.uint8], Rows]


@pytest.fixture(scope="module")
def cases() -> list[Case]:
    """The deals of 1 … 400 whose solutions keep ambiguous moves, with their cascades and rows."""
    found = []
    for start, outcome in solved_deals():
        cascades = dealt_cascades(start)
        assert cascades is not None
        rows = kept_rows(cascades, outcome.codes)
        assert rows is not None
        if texts_of_rows(rows)[1]:
            found.append((start, cascades, rows))
    return found


def python_reads(start: Position, rows: Rows, max_tries: int) -> bool:
    texts, _ = texts_of_rows(rows)
    return wins_as_read(start, parse_moves(" ".join(texts)), max_tries)


def test_the_compiled_reader_wins_where_the_python_reader_does(cases: list[Case]) -> None:
    assert len(cases) > 40
    for start, cascades, rows in cases:
        assert reads_as_written(cascades, rows) == python_reads(start, rows, BUDGET)


def test_the_moves_tried_are_counted_as_the_python_reader_counts_them(cases: list[Case]) -> None:
    answers = set()
    for start, cascades, rows in cases[:30]:
        for max_tries in (0, 10, len(rows) - 1, len(rows), len(rows) + 5, 3 * len(rows)):
            answer = bool(wins_written(cascades, rows, max_tries))
            assert answer == python_reads(start, rows, max_tries), (start, max_tries)
            answers.add(answer)
    assert answers == {False, True}


def mutated(rows: Rows, rng: random.Random) -> Rows:
    """``rows`` with a move lost, two swapped, or a move's destination column changed."""
    changed: Rows = rows.copy()
    at = rng.randrange(len(rows) - 1)
    how = rng.randrange(3)
    if how == 0:
        changed = np.delete(changed, at, axis=0)
    elif how == 1:
        changed[[at, at + 1]] = changed[[at + 1, at]]
    else:
        columns = [index for index in range(len(rows)) if rows[index, KIND] == COLUMN_TO_COLUMN]
        at = rng.choice(columns)
        changed[at, DEST] = rng.choice([dest for dest in range(8) if dest != rows[at, SOURCE]])
        changed[at, CARDS] = rng.choice((1, changed[at, CARDS]))
    return changed


def test_mutated_moves_get_the_python_readers_answer(cases: list[Case]) -> None:
    rng = random.Random(11)
    answers = []
    for start, cascades, rows in cases:
        for _ in range(4):
            changed = mutated(rows, rng)
            answers.append(reads_as_written(cascades, changed))
            assert answers[-1] == python_reads(start, changed, BUDGET)
    assert answers.count(True) > 20 and answers.count(False) > 100
