"""`make bench`: run every ``benchmarks/bench_*.py`` module's ``run()`` and print one table of figures.

Each module returns (figure, value) rows; the machine is shared and noisy, so modules report medians of
several runs and, where a target compares two things, measure both in the same run.
"""

from __future__ import annotations

import importlib
import os
import pkgutil
import sys
import time
import traceback

import benchmarks


def main(selected: list[str]) -> int:
    os.environ["QT_QPA_PLATFORM"] = os.environ.get("QT_QPA_PLATFORM") or "offscreen"
    names = sorted(m.name for m in pkgutil.iter_modules(benchmarks.__path__) if m.name.startswith("bench_"))
    if selected:
        names = [n for n in names if any(s in n for s in selected)]
    failed = False
    rows: list[tuple[str, str, str]] = []
    for name in names:
        started = time.perf_counter()
        try:
            module = importlib.import_module(f"benchmarks.{name}")
            results = module.run()
        except Exception:
            traceback.print_exc()
            rows.append((name, "FAILED", "see the traceback above"))
            failed = True
            continue
        rows.extend((name, figure, value) for figure, value in results)
        print(f"{name}: done in {time.perf_counter() - started:.1f} s", file=sys.stderr)
    widths = [max(len(row[i]) for row in rows) if rows else 0 for i in range(3)]
    print()
    for row in rows:
        print("  ".join(cell.ljust(width) for cell, width in zip(row, widths, strict=True)).rstrip())
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
