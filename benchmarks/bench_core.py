"""Dealing core: one deal as text against pysol_cards (same text for the same deals), a million deals
through the batch path, and the whole `freecell deal 1..1000000` process."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time

from pysol_cards.cwrap import create_gen

from benchmarks.report import Figure
from benchmarks.timing import median_seconds, user_environment
from freecell_gui.core.deals.batch import iter_deal_orders
from freecell_gui.core.deals.generator import deal_order
from freecell_gui.core.notation.formats import format_cards

MILLION = 1_000_000
FIRST = 10_000  # both sides deal the same numbers from here on


def _our_text(number: int) -> str:
    """Deal ``number`` as pysol_cards prints it: one cascade a line, top card first, a final newline."""
    return format_cards(deal_order(number), "columns") + "\n"


def _batch_million() -> None:
    for _ in iter_deal_orders(1, MILLION):
        pass


def _cli_million() -> float:
    environment = user_environment()
    with tempfile.TemporaryDirectory() as folder, open(os.path.join(folder, "deals.txt"), "wb") as out:
        started = time.perf_counter()
        subprocess.run(
            [sys.executable, "-m", "freecell_gui", "deal", f"1..{MILLION}", "--format", "columns"],
            stdout=out,
            check=True,
            env=environment,
        )
        return time.perf_counter() - started


def run() -> list[Figure]:
    pysol = create_gen("freecell", 0)
    same = [n for n in range(FIRST, FIRST + 500) if _our_text(n) != pysol(n)]
    if same:
        raise AssertionError(
            f"not the same text as pysol_cards for deals {same[:5]}: the ratio would be unfair"
        )
    ours_numbers, their_numbers = iter(range(FIRST, 10**9)), iter(range(FIRST, 10**9))
    ours = median_seconds(lambda: _our_text(next(ours_numbers)), repeat=7, number=2000)
    theirs = median_seconds(lambda: pysol(next(their_numbers)), repeat=7, number=500)
    batch = median_seconds(_batch_million, repeat=5)
    cli = sorted(_cli_million() for _ in range(3))[1]
    return [
        Figure("one deal as columns text (median)", ours, "s"),
        Figure("pysol_cards, the same text for the same deals (median, same run)", theirs, "s"),
        Figure("speed-up vs pysol_cards, like for like", theirs / ours, "×", at_least=4.0),
        Figure("batch 1 … 1,000,000, dealing orders, no text (median of 5)", batch, "s", at_most=0.5),
        Figure("batch rate, dealing orders", MILLION / batch / 1e6, "M deals/s"),
        Figure("`freecell deal 1..1000000 > file` whole process, text (median of 3)", cli, "s"),
    ]
