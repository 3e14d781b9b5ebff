"""Dealing core: one deal through the scalar path against pysol_cards, a million through the batch path,
and the whole `freecell deal 1..1000000` process."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time

from pysol_cards.cwrap import create_gen

from benchmarks.timing import median_seconds, seconds_text
from freecell_gui.core.batch import iter_deal_orders
from freecell_gui.core.generator import deal_order

MILLION = 1_000_000


def _batch_million() -> None:
    for _ in iter_deal_orders(1, MILLION):
        pass


def _cli_million() -> float:
    with tempfile.TemporaryDirectory() as folder, open(os.path.join(folder, "deals.txt"), "wb") as out:
        started = time.perf_counter()
        subprocess.run(
            [sys.executable, "-m", "freecell_gui", "deal", f"1..{MILLION}", "--format", "columns"],
            stdout=out,
            check=True,
        )
        return time.perf_counter() - started


def run() -> list[tuple[str, str]]:
    pysol = create_gen("freecell", 0)
    numbers = iter(range(10_000, 10**9))
    ours = median_seconds(lambda: deal_order(next(numbers)), repeat=7, number=2000)
    theirs = median_seconds(lambda: pysol(next(numbers)), repeat=7, number=300)
    batch = median_seconds(_batch_million, repeat=5)
    cli = sorted(_cli_million() for _ in range(3))[1]
    return [
        ("scalar deal (median)", seconds_text(ours)),
        ("pysol_cards deal (median, same run)", seconds_text(theirs)),
        ("scalar speed-up vs pysol_cards (target ≥ 4×)", f"{theirs / ours:.1f}×"),
        ("batch 1 … 1,000,000 (median of 5, target ≤ 0.5 s)", seconds_text(batch)),
        ("batch rate", f"{MILLION / batch / 1e6:.2f} M deals/s"),
        ("`freecell deal 1..1000000 > file` whole process (median of 3)", seconds_text(cli)),
    ]
