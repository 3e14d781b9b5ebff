"""`make bench` (= `python -m benchmarks [WORD …]`): run the benchmark modules, print one table of figures,
each next to its goal with OK or MISSED, and write them all to benchmarks/results.json.

Adding a benchmark — the protocol:

* Write ``benchmarks/bench_<topic>.py`` with ``run() -> list[Figure]`` (``benchmarks.report.Figure``),
  then add one line to ``MODULES`` below.
* Measure what the user waits for, at a realistic size. Report medians of several runs
  (``benchmarks.timing.median_seconds``); the machine is shared and noisy.
* A ratio compares like with like: both sides do the same work and produce the same output, and both
  are measured in the same run (never against a figure from an earlier run).
* A figure not measured here (a published number, or a ratio to one) has ``quoted=True`` and says
  "quoted, not measured here" in its name.
* Give a goal where there is one (``at_most=``/``at_least=``, in the figure's unit: seconds for "s").
  A missed goal is reported, not fatal; an exception in ``run()`` fails `make bench` (exit 1).
* Import Qt inside ``run()``: Qt runs offscreen unless QT_QPA_PLATFORM names a platform.

Arguments select the modules whose name contains one of the words (`python -m benchmarks core deck`);
results.json then holds only the figures of that run.
"""

from __future__ import annotations

import importlib
import os
import sys
import time
import traceback
from pathlib import Path

from benchmarks.report import Figure, table, write_json

MODULES = (
    "bench_catalogue",
    "bench_core",
    "bench_deck",
    "bench_difficulty",
    "bench_engine",
    "bench_dist",
    "bench_finder",
    "bench_gallery",
    "bench_moves",
    "bench_parse",
    "bench_search",
    "bench_search_window",
    "bench_verdict",
    "bench_window",
    "bench_winnable",
)
RESULTS = Path(__file__).with_name("results.json")


def main(selected: list[str]) -> int:
    os.environ["QT_QPA_PLATFORM"] = os.environ.get("QT_QPA_PLATFORM") or "offscreen"
    names = [n for n in MODULES if not selected or any(word in n for word in selected)]
    rows: list[tuple[str, Figure]] = []
    failed: list[str] = []
    for name in names:
        started = time.perf_counter()
        try:
            figures = importlib.import_module(f"benchmarks.{name}").run()
        except Exception:
            traceback.print_exc()
            failed.append(name)
            continue
        rows.extend((name, figure) for figure in figures)
        print(f"{name}: done in {time.perf_counter() - started:.1f} s", file=sys.stderr)
    print()
    print(table(rows))
    for name in failed:
        print(f"{name}: FAILED (see the traceback above)")
    write_json(RESULTS, rows, failed)
    print(f"\nwritten to {RESULTS}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
