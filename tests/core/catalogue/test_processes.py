"""The worker processes a catalogue build and `freecell solve A..B` share: results as done, or in order."""

from __future__ import annotations

from freecell_gui.core.catalogue.processes import worker_results
from tests.helpers.catalogue_helpers import slow_first_chunks


def _chunks() -> list[range]:
    return [range(start, start + 2) for start in range(1, 13, 2)]


def test_results_come_in_the_chunks_order_when_asked() -> None:
    results = worker_results(_chunks(), 2, slow_first_chunks, ordered=True)
    assert list(results) == [list(chunk) for chunk in _chunks()]


def test_results_come_as_they_are_done_otherwise() -> None:
    done = list(worker_results(_chunks(), 2, slow_first_chunks))
    assert sorted(done) == [list(chunk) for chunk in _chunks()]
    assert done[-1] == [1, 2]  # the first chunk, the slowest, came last
