"""Card rendering: re-rendering 52 faces at a new size (what a window resize costs), and a cached lookup."""

from __future__ import annotations

import itertools
import os
import statistics
import time

from benchmarks.report import Figure
from benchmarks.timing import median_seconds
from freecell_gui.core.deals.cards import CARD_CODES


def _resize_medians(width: int, dpr: float, runs: int = 9) -> float:
    from freecell_gui.ui.board.deck import CardRenderer

    renderer = CardRenderer("classic")
    renderer.prerender(CARD_CODES, width - 40, dpr)  # parse every SVG once, as a running viewer has
    times = []
    for step in range(runs):
        size = width + (step if step % 2 else -step)  # a new size every time, around ``width``
        started = time.perf_counter()
        renderer.prerender(CARD_CODES, size, dpr)
        times.append(time.perf_counter() - started)
    return statistics.median(times)


def run() -> list[Figure]:
    os.environ["QT_QPA_PLATFORM"] = os.environ.get("QT_QPA_PLATFORM") or "offscreen"
    from freecell_gui.ui.board.deck import CardRenderer
    from freecell_gui.ui.board.offscreen import ensure_gui_application

    ensure_gui_application()
    figures = [
        Figure(
            f"re-render 52 faces at a new size, ~{width} px at dpr {dpr:g} (median of 9)",
            _resize_medians(width, dpr),
            "s",
            at_most=0.030,
        )
        for width, dpr in ((90, 1.0), (120, 1.0), (90, 2.0))
    ]
    renderer = CardRenderer("classic")
    renderer.prerender(CARD_CODES, 100)
    codes = itertools.cycle(CARD_CODES)
    lookup = median_seconds(lambda: renderer.pixmap(next(codes), 100, 1.0), repeat=7, number=20_000)
    figures.append(Figure("cached card lookup (median)", lookup, "s"))
    return figures
