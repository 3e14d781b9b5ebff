"""Go → Random deal by difficulty as a user waits for it, without a catalogue: from the band's menu entry
until the deal found is on the board, in a real window (offscreen, 1280 × 800), the deals rated by the
window's search process. Per band the median of several draws (each its own seed), the search's process
started and its kernels loaded by a first draw, which is timed on its own.

``python -m benchmarks.bench_difficulty --spread [N]`` prints instead the spread of the difficulty that
the bands were cut from (core/difficulty_bands.py): deals 1 … N and N deals drawn from the whole range
(seed 1), each band's share of them and the percentiles (N = 2000: some minutes on two cores).
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

from benchmarks.report import Figure

DRAWS = 9
SIZE = (1280, 800)
GOAL_S = 1.0


def _window(folder: str) -> Any:
    from PySide6.QtCore import QSettings

    from freecell_gui.ui.settings import ViewerSettings
    from freecell_gui.ui.window.main_window import MainWindow

    settings = ViewerSettings(QSettings(os.path.join(folder, "s.ini"), QSettings.Format.IniFormat))
    window = MainWindow(1, settings=settings, record=Path(folder) / "record.sqlite")
    window.resize(*SIZE)
    window.show()
    return window


def _draw_seconds(window: Any, search: Any, band: str, seed: int) -> float:
    """Seconds from the band's menu entry triggered until the deal found is the window's."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtGui import QAction

    search.random.seed(seed)
    failures: list[str] = []
    search.failed.connect(failures.append)
    entry = window.findChild(QAction, f"difficulty-{band}")
    began = time.perf_counter()
    entry.trigger()
    while search.isSearching():
        QCoreApplication.processEvents()
        time.sleep(0.001)  # the GIL free for the searching thread meanwhile
    seconds = time.perf_counter() - began
    search.failed.disconnect(failures.append)
    if failures:
        raise RuntimeError(f"no {band} deal found: {failures[0]}")
    return seconds


def run() -> list[Figure]:
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    saved = os.environ.get("XDG_DATA_HOME")
    with tempfile.TemporaryDirectory() as folder:
        os.environ["XDG_DATA_HOME"] = folder  # the user's data folder, without a catalogue
        try:
            window = _window(folder)
            try:
                return _figures(window)
            finally:
                window.close()
        finally:
            if saved is None:
                os.environ.pop("XDG_DATA_HOME", None)
            else:
                os.environ["XDG_DATA_HOME"] = saved
            del app


def _figures(window: Any) -> list[Figure]:
    from freecell_gui.core.difficulty_bands import BANDS
    from freecell_gui.ui.difficulty.deal_search import DealSearch

    search = window.findChild(DealSearch)
    first = _draw_seconds(window, search, "easy", 0)
    load = os.getloadavg()[0]
    figures = [Figure("first draw: the search's process started, an easy deal found", first, "s")]
    for band in BANDS:
        seconds = [_draw_seconds(window, search, band.key, seed) for seed in range(1, DRAWS + 1)]
        goal = GOAL_S if band.high is not None else None
        figures += [
            Figure(
                f"a {band.key} deal without a catalogue, menu to board: median of {DRAWS}"
                f" (load average {load:.2f}, 2 cores)",
                statistics.median(seconds),
                "s",
                at_most=goal,
            ),
            Figure(f"  {band.key}: slowest of {DRAWS}", max(seconds), "s"),
        ]
    return figures


def _rated(deal: int) -> float | None:
    from freecell_gui.core.catalogue.facts import count_row

    return count_row(deal).difficulty


def spread(count: int) -> str:
    """The difficulty of deals 1 … ``count`` and of ``count`` from the whole range: shares, percentiles."""
    from freecell_gui.core.deals.generator import LAST_DEAL
    from freecell_gui.core.difficulty_bands import BANDS

    samples = {
        f"deals 1 … {count:,}": list(range(1, count + 1)),
        f"{count:,} of the whole range": random.Random(1).sample(range(1, LAST_DEAL + 1), count),
    }
    lines = []
    with ProcessPoolExecutor(2) as pool:
        for title, deals in samples.items():
            ratings = sorted(r for r in pool.map(_rated, deals, chunksize=20) if r is not None)
            shares = ", ".join(
                f"{band.key} {sum(map(band.holds, ratings)) / len(ratings):.1%}" for band in BANDS
            )
            points = ", ".join(
                f"{p}%: {ratings[len(ratings) * p // 100]}" for p in (20, 40, 60, 80, 90, 95, 99)
            )
            lines += [f"{title} ({len(deals) - len(ratings)} without a solution): {shares}", f"  {points}"]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    os.environ["QT_QPA_PLATFORM"] = os.environ.get("QT_QPA_PLATFORM") or "offscreen"
    parser = argparse.ArgumentParser(prog="python -m benchmarks.bench_difficulty", description=__doc__)
    parser.add_argument("--spread", nargs="?", type=int, const=2000, metavar="N")
    args = parser.parse_args(argv)
    if args.spread is None:
        from benchmarks.report import table

        print(table([("bench_difficulty", figure) for figure in run()]))
    else:
        print(spread(args.spread))
    return 0


if __name__ == "__main__":
    sys.exit(main())
