"""The finder: a layout back to its deal number over all 8,589,934,591 deals.

fc-solve's brute force is only quoted (19 s): its deal finder is not installed here, so the ratio to it
is labelled as a quote, not a measurement.
"""

from __future__ import annotations

import subprocess
import sys
import time
import tracemalloc

from benchmarks.report import Figure
from benchmarks.timing import median_seconds, user_environment
from freecell_gui.core import deal
from freecell_gui.core.finder import find_deals
from freecell_gui.core.notation.formats import format_deal

FC_SOLVE_SECONDS = 19.0  # quoted: fc-solve's brute force over the whole range, optimised C, one core
NUMBER = 6_000_000_617  # in the extended range, the last one searched


def _peak_bytes(cards: tuple[int, ...]) -> int:
    tracemalloc.start()  # NumPy reports its buffers to tracemalloc
    find_deals(cards)
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    return peak


def _cli_seconds() -> float:
    text = format_deal(deal(NUMBER), "columns")
    environment = user_environment()
    started = time.perf_counter()
    subprocess.run(
        [sys.executable, "-m", "freecell_gui", "find"],
        input=text,
        text=True,
        capture_output=True,
        check=True,
        env=environment,
    )
    return time.perf_counter() - started


def run() -> list[Figure]:
    full = deal(NUMBER).order
    whole = median_seconds(lambda: find_deals(full), repeat=7)
    eight = median_seconds(lambda: find_deals(full[:8]), repeat=7)
    two = median_seconds(lambda: find_deals(full[:2]), repeat=5)
    mib = 2**20
    return [
        Figure("find a full layout, whole range (median of 7)", whole, "s", at_most=1.0),
        Figure(
            "fc-solve's brute force, whole range (quoted, not measured here)",
            FC_SOLVE_SECONDS,
            "s",
            quoted=True,
        ),
        Figure(
            "speed-up vs fc-solve's quoted 19 s (quoted, not measured here)",
            FC_SOLVE_SECONDS / whole,
            "×",
            at_least=19.0,
            quoted=True,
        ),
        Figure("find the top row (8 cards), whole range (median of 7)", eight, "s"),
        Figure("find 2 cards (~3.2 million matches), whole range (median of 5)", two, "s"),
        Figure(
            "peak NumPy/Python memory of a full-layout search (tracemalloc)", _peak_bytes(full) / mib, "MiB"
        ),
        Figure("peak memory of a 2-card search (tracemalloc)", _peak_bytes(full[:2]) / mib, "MiB"),
        Figure(
            "`freecell find` whole process, full layout (median of 3)",
            sorted(_cli_seconds() for _ in range(3))[1],
            "s",
        ),
    ]
