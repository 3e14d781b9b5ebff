"""Our short-solution search (freecell_gui/core/search): solution lengths against macroxue's published
mean, time per deal, the first solve with an empty compile cache, and the famous hard deal 94717719
(with safe and with max autoplay: moves, seconds and the memory of the process).

Deals run in two processes (the machine's two cores), each timing its own deals, one whole search a
deal (every width, warm compile cache). FREECELL_BENCH_DEALS=100 runs deals 1..100 (and 20 high
deals) instead of 1..1000 (and 200) for a quick look.
"""

from __future__ import annotations

import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ProcessPoolExecutor

from benchmarks.report import Figure
from freecell_gui.core.rules.autoplay import Autoplay

MACROXUE_MEAN = 25.5  # macroxue/freecell's published solutions, deals 1..1,000,000, max autoplay
HARD_DEAL = 94717719
HARD_LIMIT = 60.0


def _solve(job: tuple[int, Autoplay]) -> tuple[int, float, float]:
    """One deal's whole search in a worker: its length (0 if not solved), seconds and the processor
    seconds of the searching thread (what a busy machine does not stretch)."""
    from freecell_gui.core.rules.position import Position
    from freecell_gui.core.search import search

    deal, autoplay = job
    began = time.thread_time()
    result = search(Position.deal(deal), autoplay)
    cpu = time.thread_time() - began
    return (len(result.solution) if result.solution is not None else 0), result.seconds, cpu


def _run(deals: list[int], autoplay: Autoplay) -> tuple[list[int], list[float], list[float]]:
    with ProcessPoolExecutor(2) as pool:
        done = list(pool.map(_solve, [(deal, autoplay) for deal in deals], chunksize=4))
    return [length for length, _, _ in done], [seconds for _, seconds, _ in done], [cpu for *_, cpu in done]


def _percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def _first_solve_seconds() -> float:
    """A fresh process with an empty numba cache: import, compile and solve deal 1."""
    code = (
        "from freecell_gui.core.rules.position import Position\n"
        "from freecell_gui.core.search import search\n"
        "assert search(Position.deal(1), 'safe').solution is not None"
    )
    with tempfile.TemporaryDirectory() as cache:
        started = time.perf_counter()
        subprocess.run([sys.executable, "-c", code], check=True, env={**os.environ, "NUMBA_CACHE_DIR": cache})
        return time.perf_counter() - started


def _hard_deal(autoplay: Autoplay) -> tuple[int, float, float]:
    """The hard deal's whole search as the window runs it (default widths), in a fresh process (warm
    compile cache): its length (0 if not solved), seconds and the process's peak resident memory."""
    code = (
        "import resource\n"
        "from freecell_gui.core.rules.autoplay import Autoplay\n"
        "from freecell_gui.core.rules.position import Position\n"
        "from freecell_gui.core.search import prepare, search\n"
        "prepare()\n"
        f"mode = Autoplay({autoplay.value!r})\n"
        f"result = search(Position.deal({HARD_DEAL}), mode, time_limit={HARD_LIMIT})\n"
        "print(len(result.solution) if result.solution else 0, result.seconds,"
        " resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024)"
    )
    done = subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, text=True)
    moves, seconds, megabytes = done.stdout.split()
    return int(moves), float(seconds), float(megabytes)


def _length_figures(label: str, lengths: list[int], goal: float | None = None) -> list[Figure]:
    solved = [n for n in lengths if n]
    return [
        Figure(f"{label}: mean moves", statistics.fmean(solved), "moves", at_most=goal),
        Figure(f"  {label}: deals not solved", len(lengths) - len(solved), "deals", at_most=0),
    ]


def run() -> list[Figure]:
    count = int(os.environ.get("FREECELL_BENCH_DEALS", "1000"))
    high = random.Random(21).sample(range(1_000_001, 8_589_934_592), max(count // 5, 1))
    load_before = os.getloadavg()[0]
    first = _first_solve_seconds()
    lengths_max, seconds, cpu = _run(list(range(1, count + 1)), Autoplay.MAX)
    load = f"load average {load_before:.2f} → {os.getloadavg()[0]:.2f}, 2 cores"
    lengths_safe, _, _ = _run(list(range(1, count + 1)), Autoplay.SAFE)
    lengths_high, _, _ = _run(high, Autoplay.MAX)
    hard = {autoplay: _hard_deal(autoplay) for autoplay in (Autoplay.SAFE, Autoplay.MAX)}
    return [
        Figure(
            "macroxue's mean, deals 1..1,000,000, max autoplay (quoted, not measured here)",
            25.5,
            "moves",
            quoted=True,
        ),
        *_length_figures(f"deals 1..{count}, max autoplay", lengths_max, 1.05 * MACROXUE_MEAN),
        *_length_figures(f"deals 1..{count}, safe autoplay", lengths_safe),
        *_length_figures(f"{len(high)} deals above 1,000,000 (seed 21), max autoplay", lengths_high),
        Figure(
            f"time per deal, deals 1..{count}, max autoplay, one core ({load}): median",
            statistics.median(seconds),
            "s",
            at_most=1.0,
        ),
        Figure("  95th percentile", _percentile(seconds, 0.95), "s", at_most=5.0),
        Figure(
            "  processor time per deal (the searching thread's, unstretched by the load): median",
            statistics.median(cpu),
            "s",
            at_most=1.0,
        ),
        Figure("    95th percentile", _percentile(cpu, 0.95), "s", at_most=5.0),
        Figure(
            "first solve with an empty compile cache (deal 1, safe, from process start)",
            first,
            "s",
            at_most=15.0,
        ),
        *(
            figure
            for autoplay, (moves, seconds, megabytes) in hard.items()
            for figure in (
                Figure(
                    f"deal {HARD_DEAL}, {autoplay} autoplay: moves (inf = not solved)",
                    moves or float("inf"),
                    "moves",
                    at_most=100,
                ),
                Figure(f"  deal {HARD_DEAL}, {autoplay}: seconds", seconds, "s", at_most=HARD_LIMIT),
                Figure(f"  deal {HARD_DEAL}, {autoplay}: peak memory of the process", megabytes, "MiB"),
            )
        ),
    ]
