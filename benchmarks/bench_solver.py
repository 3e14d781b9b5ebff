"""The solver: `freecell solve 1..2000` against fc-solve's own range solver with the same preset (lg),
the same race on a range long enough for the compiled path (SOLVER_BENCH_RANGE, default 1..20000), the
time to a verdict for single deals, and solution lengths of the fast and short presets.

The range figures are medians of interleaved rounds, with the CPU time of each side beside its wall
time: on a shared machine the CPU time shows what a busy neighbour hides in the wall time.
"""

from __future__ import annotations

import os
import shutil
import statistics
import sys

from benchmarks.report import Figure
from benchmarks.timing import command_times as _run
from benchmarks.timing import listed as _listed
from benchmarks.timing import median_seconds
from freecell_gui.core.rules.position import Position
from freecell_gui.core.solution_text import shown_texts
from freecell_gui.core.solve_range import COMPILED_DEALS_PER_JOB, RangeOptions, deal_line
from freecell_gui.core.solver import Solver, Verdict, solve
from freecell_gui.core.workers import default_jobs

FIRST, LAST = 1, 2000
RANGE_ROUNDS = 5
# A range of more than solve_range.COMPILED_DEALS_PER_JOB deals a job: the compiled path's race.
LARGE_FIRST, LARGE_LAST = map(int, os.environ.get("SOLVER_BENCH_RANGE", "1..20000").split(".."))
LARGE_ROUNDS = 3
LENGTH_DEALS = range(1, 41)  # the short preset takes ~0.2 s a deal


def _race_commands(first: int, last: int) -> dict[str, list[str]]:
    """fc-solve's range solver on one core ("theirs") and ours on every core, safe autoplay ("safe")."""
    if shutil.which("freecell-solver-range-parallel-solve") is None:
        raise RuntimeError("fc-solve's range solver is needed: apt-get install freecell-solver-bin")
    return {
        "theirs": ["freecell-solver-range-parallel-solve", str(first), str(last), "1", "-l", "lg"],
        "safe": [sys.executable, "-m", "freecell_gui", "solve", f"{first}..{last}", "--preset", "fast"],
    }


Medians = dict[str, float]


def _rounds(commands: dict[str, list[str]], rounds: int) -> tuple[Medians, Medians, list[float]]:
    """Each command run ``rounds`` times, interleaved so that a busy moment of the machine hits every
    side: the median wall and CPU times of each, and fc-solve's wall time / ours, round by round (the
    two ran within seconds of each other)."""
    runs: dict[str, list[tuple[float, float]]] = {name: [] for name in commands}
    for _ in range(rounds):
        for name, command in commands.items():
            runs[name].append(_run(command, (0, 1)))  # 1: a deal without solution (11982)
    wall = {name: statistics.median(w for w, _ in times) for name, times in runs.items()}
    cpu = {name: statistics.median(c for _, c in times) for name, times in runs.items()}
    ratios = [their[0] / mine[0] for their, mine in zip(runs["theirs"], runs["safe"], strict=True)]
    return wall, cpu, ratios


def _range_figures() -> list[Figure]:
    commands = _race_commands(FIRST, LAST)
    ours = commands["safe"]
    commands["all cores"] = [*ours, "--autoplay", "none"]
    commands["one job"] = [*ours, "--autoplay", "none", "--jobs", "1"]
    load_before = os.getloadavg()[0]
    wall, cpu, ratios = _rounds(commands, RANGE_ROUNDS)
    jobs, span, rounds = default_jobs(), f"deals {FIRST}–{LAST}", f"median of {RANGE_ROUNDS}"
    ours_text = f"`freecell solve {FIRST}..{LAST}"

    def ours_figures(run: str, label: str, cpu_label: str, goal: str | None = None) -> list[Figure]:
        """Our run ``run``: its wall and CPU time, and with a goal how fc-solve's time compares."""
        figures = [Figure(f"{ours_text}{label}", wall[run], "s"), Figure(f"  {cpu_label}", cpu[run], "s")]
        if goal is not None:
            ratio = wall["theirs"] / wall[run]
            figures.append(Figure(f"  fc-solve's time / ours, {goal}", ratio, "×", at_least=1.0))
        return figures

    return [
        Figure(f"fc-solve's range solver, lg, {span}, prints no moves ({rounds})", wall["theirs"], "s"),
        Figure("  its CPU time", cpu["theirs"], "s"),
        *ours_figures(
            "safe",
            f" --preset fast` (safe autoplay, the default), {jobs} jobs",
            "its CPU time, all processes",
        ),
        Figure(
            f"  fc-solve's time / ours, median of the rounds' ({_listed(ratios)}; goal: all cores no slower "
            "than fc-solve on one)",
            statistics.median(ratios),
            "×",
            at_least=1.0,
        ),
        Figure(
            f"  load average (1 min) before / after these runs: {load_before:.2f} /", os.getloadavg()[0], ""
        ),
        *ours_figures(
            "all cores",
            f" --autoplay none`, {jobs} jobs, every move printed",
            "its CPU time, all processes",
            "all cores (goal: faster)",
        ),
        *ours_figures("one job", " --autoplay none --jobs 1`", "its CPU time", "one job (goal: no slower)"),
    ]


def _split_figures() -> list[Figure]:
    """Where the time of `solve 1..2000` goes, in one process (no start, no workers): the library's
    search of every deal, as fc-solve's range solver makes it, then the same with our replay, reduction
    and texts (the Python path). Two workers cannot finish before half the latter after our start, which
    is why the race on 1..2000 is lost on 2 cores while the compiled path wins on longer ranges."""
    boards = [Position.deal(number).to_fcs().encode() for number in range(FIRST, LAST + 1)]
    with Solver("fast") as solver:
        search = median_seconds(lambda: [solver.outcome(board) for board in boards], repeat=3)
        whole = median_seconds(
            lambda: [deal_line(solver, number, RangeOptions()) for number in range(FIRST, LAST + 1)], repeat=3
        )
    deals, jobs = LAST - FIRST + 1, default_jobs()
    return [
        Figure(f"the library's search alone, deals {FIRST}–{LAST}, one process (median of 3)", search, "s"),
        Figure("  with our replay, reduction and texts (the Python path of `solve`)", whole, "s"),
        Figure("  our replay, reduction and texts a deal", (whole - search) / deals, "s"),
        Figure(f"  the best {jobs} workers can do with that, before our start", whole / jobs, "s"),
    ]


def _large_range_figures() -> list[Figure]:
    """The race on a range long enough for the compiled path (solve_range.COMPILED_DEALS_PER_JOB)."""
    wall, cpu, ratios = _rounds(_race_commands(LARGE_FIRST, LARGE_LAST), LARGE_ROUNDS)
    span, rounds = f"deals {LARGE_FIRST}–{LARGE_LAST}", f"median of {LARGE_ROUNDS}"
    ours, jobs = f"`freecell solve {LARGE_FIRST}..{LARGE_LAST} --preset fast`", default_jobs()
    deals = LARGE_LAST - LARGE_FIRST + 1
    path = "compiled" if deals >= COMPILED_DEALS_PER_JOB * jobs else "Python"
    return [
        Figure(f"fc-solve's range solver, lg, {span}, one core, no moves ({rounds})", wall["theirs"], "s"),
        Figure("  its CPU time", cpu["theirs"], "s"),
        Figure(f"{ours} (the {path} path), {jobs} jobs", wall["safe"], "s"),
        Figure("  its CPU time, all processes", cpu["safe"], "s"),
        Figure(
            f"  fc-solve's time / ours, median of the rounds' ({_listed(ratios)}; goal: all cores no slower "
            "than fc-solve's range solver on one)",
            statistics.median(ratios),
            "×",
            at_least=1.0,
        ),
    ]


def _verdict_figures() -> list[Figure]:
    figures = []
    for number, verdict in ((1, Verdict.SOLVED), (617, Verdict.SOLVED), (11982, Verdict.NO_SOLUTION)):
        start = Position.deal(number)
        assert solve(start).verdict is verdict, number
        seconds = median_seconds(lambda start=start: solve(start), repeat=9)  # type: ignore[misc]
        figures.append(
            Figure(
                f"time to the verdict, deal {number} ({verdict.value}; median of 9)",
                seconds,
                "s",
                at_most=0.05,
            )
        )
    return figures


def _length_figures() -> list[Figure]:
    figures = []
    for preset in ("fast", "short"):
        every, shown, seconds = [], [], []
        with Solver(preset) as solver:
            for number in LENGTH_DEALS:
                result = solver.solve(Position.deal(number))
                every.append(len(result.moves))
                shown.append(len(shown_texts(result.start, result.moves, result.texts, "safe", result.ops)))
                seconds.append(result.seconds)
        deals = f"deals {LENGTH_DEALS.start}–{LENGTH_DEALS.stop - 1}"
        figures += [
            Figure(f"{preset}: mean moves, every move ({deals})", statistics.mean(every), "moves"),
            Figure(f"{preset}: mean moves printed with safe autoplay", statistics.mean(shown), "moves"),
            Figure(f"{preset}: median time a deal", statistics.median(seconds), "s"),
        ]
    return figures


def run() -> list[Figure]:
    return [
        *_verdict_figures(),
        *_range_figures(),
        *_split_figures(),
        *_large_range_figures(),
        *_length_figures(),
    ]
