"""The finder: a layout back to its deal number over all 8,589,934,591 deals, against fc-solve's 19 s."""

from __future__ import annotations

import subprocess
import sys
import time
import tracemalloc

from benchmarks.timing import median_seconds, seconds_text
from freecell_gui.core import deal
from freecell_gui.core.finder import find_deals
from freecell_gui.core.formats import format_deal

FC_SOLVE_SECONDS = 19.0  # fc-solve's brute force over the whole range, optimised C, one core
NUMBER = 6_000_000_617  # in the extended range, the last one searched


def _peak_bytes(cards: tuple[int, ...]) -> int:
    tracemalloc.start()  # NumPy reports its buffers to tracemalloc
    find_deals(cards)
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    return peak


def _cli_seconds() -> float:
    text = format_deal(deal(NUMBER), "columns")
    started = time.perf_counter()
    subprocess.run(
        [sys.executable, "-m", "freecell_gui", "find"], input=text, text=True, capture_output=True, check=True
    )
    return time.perf_counter() - started


def run() -> list[tuple[str, str]]:
    full = deal(NUMBER).order
    whole = median_seconds(lambda: find_deals(full), repeat=7)
    eight = median_seconds(lambda: find_deals(full[:8]), repeat=7)
    two = median_seconds(lambda: find_deals(full[:2]), repeat=5)
    return [
        ("find a full layout, whole range (median of 7, target ≤ 1 s)", seconds_text(whole)),
        ("speed-up vs fc-solve's 19 s brute force (target ≥ 19×)", f"{FC_SOLVE_SECONDS / whole:.0f}×"),
        ("find the top row (8 cards), whole range (median of 7)", seconds_text(eight)),
        ("find 2 cards (~3.2 million matches), whole range (median of 5)", seconds_text(two)),
        (
            "peak NumPy/Python memory of a full-layout search (tracemalloc)",
            f"{_peak_bytes(full) / 2**20:.0f} MiB",
        ),
        ("peak memory of a 2-card search (tracemalloc)", f"{_peak_bytes(full[:2]) / 2**20:.0f} MiB"),
        (
            "`freecell find` whole process, full layout (median of 3)",
            seconds_text(sorted(_cli_seconds() for _ in range(3))[1]),
        ),
    ]
