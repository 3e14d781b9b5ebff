"""A catalogue build's chunks of deals solved here or on local worker processes
(:mod:`~freecell_gui.core.workers`, which ``freecell solve A..B`` uses too), each chunk's rows handed to
the caller as they are done. A single job runs in the caller's process.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterable, Sequence

from freecell_gui.core.catalogue.store import Row
from freecell_gui.core.workers import worker_results

Work = Callable[..., "list[Row] | None"]  # a chunk's deals (and a stop event) → its rows
RowsHandler = Callable[[list[Row]], None]


def run_here(
    chunks: Iterable[Sequence[int]], work: Work, on_rows: RowsHandler, stop: threading.Event | None
) -> bool:
    """The chunks solved one after another in this process (``work`` is :func:`~.facts.solve_chunk`
    with its options bound); False when ``stop`` ended the work, the chunk under way lost."""
    for chunk in chunks:
        rows = work(chunk, stop=stop)
        if rows is None:
            return False
        on_rows(rows)
    return True


def run_on_processes(
    chunks: Iterable[Sequence[int]], jobs: int, work: Work, on_rows: RowsHandler, stop: threading.Event | None
) -> bool:
    """``work`` (a picklable function of a chunk) on ``jobs`` worker processes, ``on_rows`` called in this
    thread with each chunk's rows as it arrives. False when ``stop`` ended the work: the chunks in
    flight are lost. An error of a worker is raised here; the workers are gone on any exit."""
    results = worker_results(chunks, jobs, work, stop)
    while True:
        try:
            rows = next(results)
        except StopIteration as end:
            return bool(end.value)
        on_rows(rows)
