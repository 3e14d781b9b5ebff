"""How many worker processes a range is solved on (the range itself: tests/cli/test_cli_solve.py)."""

from __future__ import annotations

import pytest

from freecell_gui.core.solve_range import CHUNK, chunk_count, worker_count


@pytest.mark.parametrize(
    ("requested", "chunks", "cores", "jobs", "note"),
    [
        (None, 100, 8, 8, ""),
        (None, 2, 8, 2, ""),  # the default is cut silently
        (4, 100, 8, 4, ""),
        (10_000, 100, 8, 8, "--jobs 10,000 cut to 8: this process may use 8 cores"),
        (10_000, 2, 8, 2, "--jobs 10,000 cut to 2: only 2 chunks of work"),
        (3, 1, 8, 1, "--jobs 3 cut to 1: only 1 chunk of work"),
        (3, 1, 1, 1, "--jobs 3 cut to 1: this process may use 1 core"),
    ],
)
def test_workers_are_never_more_than_the_chunks_nor_the_cores(
    requested: int | None, chunks: int, cores: int, jobs: int, note: str
) -> None:
    assert worker_count(requested, chunks, cores) == (jobs, note)


def test_chunks_cover_the_range() -> None:
    assert [chunk_count(1, last) for last in (1, CHUNK, CHUNK + 1, 50 * CHUNK)] == [1, 1, 2, 50]
