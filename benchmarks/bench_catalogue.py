"""The deal catalogue: the verdict-only sweep on every core against fc-solve's own range solver, a build
with counts of Windows' 32,000 deals, a query over a million rows, a Dask cluster's rate against a local
build's, and (on request) the verdicts of 1 … 1,000,000.

Environment variables:

* ``CATALOGUE_BENCH_DEALS`` (default 20000): the deals of the verdict race (``1..N``).
* ``CATALOGUE_BENCH_ROUNDS`` (default 3): the rounds of the race (each: fc-solve's run, then ours).
* ``CATALOGUE_BENCH_COUNT_DEALS`` (default 32000): the deals of the build with counts (``1..N``; about
  five minutes on 2 cores).
* ``CATALOGUE_BENCH_CLUSTER_DEALS`` (default 20000): the deals of the Dask comparison.
* ``CATALOGUE_BENCH_SHORT_DEALS`` (default 12): the deals the short engine's cost is measured on (about
  a second each), for the projections of ``--short``.
* ``CATALOGUE_BENCH_MILLION=1``: also build 1 … 1,000,000 (about 10 minutes on 2 cores) and check that
  the deals found without solution are the 8 known ones; ``CATALOGUE_BENCH_MILLION_DB=PATH`` keeps that
  catalogue (a stopped run resumes).

The projections of the README are printed here from the CPU times a deal measured in this run: the race's,
and the short engine's for ``--short``.
"""

from __future__ import annotations

import os
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

from benchmarks.report import Figure
from benchmarks.timing import command_times
from benchmarks.timing import listed as _listed
from freecell_gui.core.catalogue.build import load_short_engine, plan_build, run_build
from freecell_gui.core.catalogue.facts import VERDICTS
from freecell_gui.core.catalogue.query import Query, select, stats
from freecell_gui.core.catalogue.store import Catalogue, Row
from freecell_gui.core.deals.known_deals import UNSOLVABLE_DEALS
from freecell_gui.core.rules.position import Position
from freecell_gui.core.workers import default_jobs

DEALS = int(os.environ.get("CATALOGUE_BENCH_DEALS", "20000"))
COUNT_DEALS = int(os.environ.get("CATALOGUE_BENCH_COUNT_DEALS", "32000"))
COUNT_GOAL = 300.0  # five minutes for Windows' 32,000 deals with counts, on 2 cores
CLUSTER_DEALS = int(os.environ.get("CATALOGUE_BENCH_CLUSTER_DEALS", "20000"))
ROUNDS = int(os.environ.get("CATALOGUE_BENCH_ROUNDS", "3"))
QUERY_ROWS = 1_000_000
WHOLE_RANGE = 8_589_934_591
SHORT_DEALS = int(os.environ.get("CATALOGUE_BENCH_SHORT_DEALS", "12"))
WORKERS = (16, 64, 256)
HOUR = 3600.0


def _catalogue_command(first: int, last: int, db: Path, *options: str) -> list[str]:
    command = [
        sys.executable,
        "-m",
        "freecell_gui",
        "catalogue",
        "build",
        f"{first}..{last}",
        "--db",
        str(db),
    ]
    return [*command, *options]


def _race(folder: Path) -> tuple[list[Figure], float]:
    """Our verdict-only build of 1 … DEALS on every core and fc-solve's range solver on the same deals
    (its lg preset, one core: what it offers), one after the other, ROUNDS times in this run (interleaved:
    a busy moment of the shared machine hits both sides); medians, the ratio of each round's pair, and
    the load average around the race. And our CPU time a deal."""
    if shutil.which("freecell-solver-range-parallel-solve") is None:
        raise RuntimeError("fc-solve's range solver is needed: apt-get install freecell-solver-bin")
    load_before = os.getloadavg()[0]
    theirs: list[tuple[float, float]] = []
    ours: list[tuple[float, float]] = []
    for round_ in range(ROUNDS):
        theirs.append(
            command_times(["freecell-solver-range-parallel-solve", "1", str(DEALS), "1", "-l", "lg"])
        )
        db = folder / f"race-{round_}.sqlite"
        ours.append(command_times(_catalogue_command(1, DEALS, db, "--verdicts-only")))
    ratios = [mine[0] / their[0] for mine, their in zip(ours, theirs, strict=True)]
    theirs_wall, theirs_cpu = (statistics.median(times) for times in zip(*theirs, strict=True))
    ours_wall, ours_cpu = (statistics.median(times) for times in zip(*ours, strict=True))
    span, jobs, rounds = f"1..{DEALS:,}", default_jobs(), f"median of {ROUNDS}"
    figures = [
        Figure(f"fc-solve's range solver, lg, deals {span}, one core ({rounds})", theirs_wall, "s"),
        Figure("  its deals a second", DEALS / theirs_wall, "deals/s"),
        Figure(
            f"`freecell catalogue build {span} --verdicts-only`, {jobs} workers, a new catalogue ({rounds})",
            ours_wall,
            "s",
        ),
        Figure("  its deals a second", DEALS / ours_wall, "deals/s"),
        Figure("  its CPU time a deal, all processes", ours_cpu / DEALS, "s"),
        Figure("  fc-solve's CPU time a deal", theirs_cpu / DEALS, "s"),
        # Linux shares a busy machine between sessions (autogroup), not processes: when other sessions
        # keep both cores busy, our workers share one session's part and the time ratio tends to this.
        Figure(
            "  our CPU time / fc-solve's (the time ratio on a machine other sessions keep busy)",
            ours_cpu / theirs_cpu,
            "×",
        ),
        Figure(
            f"  our time / fc-solve's, median of the rounds' ({_listed(ratios)}; goal: no slower)",
            statistics.median(ratios),
            "×",
            at_most=1.0,
        ),
        Figure(
            f"  load average (1 min) before / after the race: {load_before:.2f} /", os.getloadavg()[0], ""
        ),
    ]
    return figures, ours_cpu / DEALS


def _counts(folder: Path) -> list[Figure]:
    """`freecell catalogue build 1..COUNT_DEALS` with counts (the quick pass) on every core, and the deals
    it finds without a solution against the known ones."""
    path = folder / "counts.sqlite"
    wall, cpu = command_times(_catalogue_command(1, COUNT_DEALS, path))
    with Catalogue.open(path) as catalogue:
        last = COUNT_DEALS
        found = {row.deal for row in select(catalogue, Query(first=1, last=last, verdict="no-solution"))}
        rows = list(select(catalogue, Query(first=1, last=last, verdict="solved")))
    known = {deal for deal in UNSOLVABLE_DEALS if deal <= last}
    span = f"1..{COUNT_DEALS:,}"
    return [
        Figure(
            f"`freecell catalogue build {span}` with counts, {default_jobs()} workers",
            wall,
            "s",
            at_most=COUNT_GOAL if COUNT_DEALS >= 32000 else None,
        ),
        Figure("  its CPU time a deal, all processes", cpu / COUNT_DEALS, "s"),
        Figure(
            "  its mean moves (safe autoplay, as the site counts)",
            statistics.mean(r.moves or 0 for r in rows),
            "",
        ),
        Figure(
            f"  deals without solution other than the known ({sorted(known)})",
            len(found ^ known),
            "deals",
            at_most=0,
        ),
    ]


def _made_up_rows(count: int) -> list[Row]:
    """``count`` rows shaped like real ones: moves 45 … 126 around 75, efforts 40 … 16,000."""
    rows = []
    for deal in range(1, count + 1):
        moves = 45 + (deal * 7919 % 41) + (deal * 104729 % 41)
        iterations = 40 + deal * 2654435761 % 16000
        rows.append(Row(deal, "solved", moves, iterations, iterations + 50, round(moves / 5, 1), "made up"))
    return rows


def _query(folder: Path) -> list[Figure]:
    path = folder / "million.sqlite"
    rows = _made_up_rows(QUERY_ROWS)
    began = time.perf_counter()
    with Catalogue.open(path, create=True) as catalogue:
        for start in range(0, QUERY_ROWS, 10_000):
            catalogue.write(rows[start : start + 10_000])
    written = time.perf_counter() - began
    query = Query(min_moves=45, sort="moves", limit=100)
    times, stats_times = [], []
    with Catalogue.open(path) as catalogue:
        for _ in range(7):
            began = time.perf_counter()
            found = list(select(catalogue, query))
            times.append(time.perf_counter() - began)
            began = time.perf_counter()
            stats(catalogue)
            stats_times.append(time.perf_counter() - began)
    assert len(found) == 100 and found[0].moves == 45, found[:3]
    return [
        Figure("a made-up catalogue of 1,000,000 rows, written 10,000 a transaction", written, "s"),
        Figure(
            "query --min-moves 45 --sort moves --limit 100 over it (median of 7)",
            statistics.median(times),
            "s",
            at_most=0.1,
        ),
        Figure("  stats over it (median of 7)", statistics.median(stats_times), "s"),
    ]


def _cluster(folder: Path) -> list[Figure]:
    from distributed import LocalCluster

    rates = {}
    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) as cluster:
        for name, scheduler in (("local", None), ("dask", cluster.scheduler_address)):
            with Catalogue.open(folder / f"{name}.sqlite", create=True) as catalogue:
                plan = plan_build(catalogue, 1, CLUSTER_DEALS, kind=VERDICTS)
                result = run_build(catalogue, plan, 2, scheduler)
            rates[name] = result.computed / result.seconds
    span = f"1..{CLUSTER_DEALS:,}"
    return [
        Figure(f"build {span} --verdicts-only on 2 local worker processes", rates["local"], "deals/s"),
        Figure(f"build {span} on a local Dask cluster of 2 workers", rates["dask"], "deals/s"),
        Figure("  the cluster's rate / the local build's", rates["dask"] / rates["local"], "×"),
    ]


def _short_cost() -> tuple[list[Figure], float]:
    """The short engine's CPU time for one deal of a ``--short`` build (on top of the verdict), measured
    on SHORT_DEALS deals spread over 1 … 1,000,000, its kernels loaded first (as a build loads them)."""
    engine = load_short_engine()
    deals = [1 + index * (1_000_000 // SHORT_DEALS) for index in range(SHORT_DEALS)]
    seconds = []
    for deal in deals:
        began = time.process_time()
        engine.moves_of(Position.deal(deal), None)
        seconds.append(time.process_time() - began)
    mean = statistics.mean(seconds)
    span = f"{SHORT_DEALS} deals spread over 1..1,000,000"
    return [
        Figure(f"--short: the short engine's CPU time a deal, mean of {span}", mean, "s"),
        Figure("  its median", statistics.median(seconds), "s"),
    ], mean


def _projections(cpu_a_deal: float, short_a_deal: float) -> list[Figure]:
    """Wall times projected from the CPU times a deal measured in this run."""
    figures = []
    for workers in WORKERS:
        hours = WHOLE_RANGE * cpu_a_deal / workers / HOUR
        figures.append(
            Figure(
                f"projected from the race's CPU time: the whole range's verdicts on {workers} workers",
                hours,
                "h",
            )
        )
    for workers in WORKERS:
        hours = 1_000_000 * (cpu_a_deal + short_a_deal) / workers / HOUR
        figures.append(
            Figure(
                f"projected from this run's CPU times: 1..1,000,000 with --short on {workers} workers",
                hours,
                "h",
            )
        )
    return figures


def _million(folder: Path) -> list[Figure]:
    path = Path(os.environ.get("CATALOGUE_BENCH_MILLION_DB") or folder / "verdicts.sqlite")
    wall, _ = command_times(_catalogue_command(1, 1_000_000, path, "--verdicts-only"))
    with Catalogue.open(path) as catalogue:
        found = {row.deal for row in select(catalogue, Query(first=1, last=1_000_000, verdict="no-solution"))}
        gave_up = sum(1 for _ in select(catalogue, Query(first=1, last=1_000_000, verdict="gave-up")))
    print(f"1..1,000,000: no solution for {sorted(found)}; gave up on {gave_up}", file=sys.stderr)
    return [
        Figure(
            "`freecell catalogue build 1..1,000,000 --verdicts-only` (this run, resumed if kept)", wall, "s"
        ),
        Figure(
            "  deals without solution not among the 8 known, or known and missed",
            len(found ^ UNSOLVABLE_DEALS),
            "deals",
            at_most=0,
        ),
    ]


def run() -> list[Figure]:
    with tempfile.TemporaryDirectory(prefix="bench-catalogue-") as name:
        folder = Path(name)
        race, cpu_a_deal = _race(folder)
        short, short_a_deal = _short_cost()
        figures = [*race, *_counts(folder), *_query(folder), *_cluster(folder), *short]
        figures += _projections(cpu_a_deal, short_a_deal)
        if os.environ.get("CATALOGUE_BENCH_MILLION") == "1":
            figures += _million(folder)
    return figures
