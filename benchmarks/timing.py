"""Shared timing helpers for the benchmarks: medians of repeated runs, and human-readable figures."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable


def median_seconds(work: Callable[[], object], repeat: int = 5, number: int = 1) -> float:
    """Median wall time of ``number`` calls of ``work``, over ``repeat`` runs, in seconds per call."""
    work()  # warm caches and imports
    times = []
    for _ in range(repeat):
        started = time.perf_counter()
        for _ in range(number):
            work()
        times.append((time.perf_counter() - started) / number)
    return statistics.median(times)


def seconds_text(seconds: float) -> str:
    if seconds >= 1:
        return f"{seconds:.2f} s"
    if seconds >= 1e-3:
        return f"{seconds * 1e3:.1f} ms"
    return f"{seconds * 1e6:.1f} µs"
