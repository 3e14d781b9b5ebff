"""Our engine's verdicts: the quick pass (time a deal on one core, and its moves against the anytime
search's on the same deals), the proofs of the eight deals of 1 … 1,000,000 without a solution, and the
complete search's verdicts against fc-solve's over a range (the independent oracle).

Environment variables:

* ``ENGINE_BENCH_DEALS`` (default 1000): the quick pass's deals (``1..N``), on one core, after the
  compile cache exists.
* ``ENGINE_BENCH_SHORT_DEALS`` (default 100): the deals (``1..N``) whose moves the quick pass and the
  anytime search both find, for the ratio of their means (the anytime search takes about a second a deal).
* ``ENGINE_BENCH_ORACLE=A..B``: also compare our verdicts with fc-solve's on every deal of A..B (the
  whole of 1..32000 takes some minutes on 2 cores).
"""

from __future__ import annotations

import os
import statistics
import subprocess
import time

from benchmarks.report import Figure
from freecell_gui.core.deals.known_deals import UNSOLVABLE_DEALS
from freecell_gui.core.rules.autoplay import Autoplay
from freecell_gui.core.rules.position import Position

QUICK_DEALS = int(os.environ.get("ENGINE_BENCH_DEALS", "1000"))
SHORT_DEALS = int(os.environ.get("ENGINE_BENCH_SHORT_DEALS", "100"))
QUICK_GOAL = 0.020  # a deal's quick pass, median, one core
MOVES_GOAL = 1.15  # the quick pass's mean moves against the anytime search's, same deals
PROOF_GOAL, PROOF_11982_GOAL = 2.0, 0.5


def _quick() -> tuple[list[Figure], dict[int, int]]:
    """The quick pass of deals 1..QUICK_DEALS on one core (its processor time a deal: the machine is
    shared), with safe autoplay; its moves by deal."""
    from freecell_gui.core.search import SOLVED, quick

    seconds, moves = [], {}
    for deal in range(1, QUICK_DEALS + 1):
        began = time.thread_time()
        found = quick(Position.deal(deal), Autoplay.SAFE)
        seconds.append(time.thread_time() - began)
        if found.verdict == SOLVED and found.solution is not None:
            moves[deal] = len(found.solution)
    span = f"deals 1..{QUICK_DEALS:,}"
    ordered = sorted(seconds)
    return [
        Figure(
            f"quick pass, {span}, one core: median time a deal",
            statistics.median(seconds),
            "s",
            at_most=QUICK_GOAL,
        ),
        Figure("  its 95th percentile", ordered[int(0.95 * len(ordered))], "s"),
        Figure("  its mean", statistics.mean(seconds), "s"),
        Figure(
            f"  its mean moves, safe autoplay ({len(moves)} deals solved)",
            statistics.mean(moves.values()),
            "",
        ),
    ], moves


def _against_anytime(quick_moves: dict[int, int]) -> list[Figure]:
    """The anytime search's moves on deals 1..SHORT_DEALS, against the quick pass's on the same deals."""
    from freecell_gui.core.search import search

    deals = [deal for deal in range(1, SHORT_DEALS + 1) if deal in quick_moves]
    anytime = []
    for deal in deals:
        found = search(Position.deal(deal), Autoplay.SAFE)
        assert found.solution is not None, deal
        anytime.append(len(found.solution))
    quick_mean = statistics.mean(quick_moves[deal] for deal in deals)
    span = f"deals 1..{SHORT_DEALS}"
    return [
        Figure(f"anytime search's mean moves, {span}, safe autoplay", statistics.mean(anytime), ""),
        Figure("  the quick pass's on the same deals", quick_mean, ""),
        Figure(
            "  quick pass / anytime search, mean moves",
            quick_mean / statistics.mean(anytime),
            "×",
            at_most=MOVES_GOAL,
        ),
    ]


def _proofs() -> list[Figure]:
    """The quick pass's verdict on each deal of 1 … 1,000,000 known to have no solution, in a process
    whose kernels are loaded (the window's search process, a catalogue's worker)."""
    from freecell_gui.core.search import NO_SOLUTION, quick

    figures, worst = [], 0.0
    for deal in sorted(UNSOLVABLE_DEALS):
        found = quick(Position.deal(deal), Autoplay.SAFE)
        assert found.verdict == NO_SOLUTION, (deal, found.verdict)
        worst = max(worst, found.seconds)
        if deal == 11982:
            figures.append(
                Figure("proof that deal 11982 has no solution", found.seconds, "s", at_most=PROOF_11982_GOAL)
            )
        figures.append(Figure(f"  deal {deal}: positions expanded", found.expanded, ""))
    figures.append(
        Figure(
            "the slowest proof of the 8 deals of 1..1,000,000 without solution",
            worst,
            "s",
            at_most=PROOF_GOAL,
        )
    )
    return figures


#: Deals known to be hard: 94717719 (every ace but one under six cards), and 739671 and 57148 (fc-solve's
#: meta-move searches fail them).
HARD_DEALS = (94717719, 739671, 57148)
NEIGHBOURS = 50


def _hard_deals() -> list[Figure]:
    """Each hard deal's difficulty (the catalogue's, by the quick pass) and its rank among the deals around
    it: the share of its NEIGHBOURS on each side that rate easier."""
    from freecell_gui.core.catalogue.facts import count_row

    figures = []
    for hard in HARD_DEALS:
        row = count_row(hard)
        around = [
            count_row(deal).difficulty or 0.0
            for deal in range(hard - NEIGHBOURS, hard + NEIGHBOURS + 1)
            if deal != hard
        ]
        easier = sum(value < (row.difficulty or 0.0) for value in around) / len(around)
        figures.append(
            Figure(
                f"deal {hard}'s difficulty ({row.moves} moves, {row.iterations:,} positions)",
                row.difficulty or 0.0,
                "",
            )
        )
        figures.append(
            Figure(
                f"  the share of the {len(around)} deals around it that rate easier",
                100 * easier,
                "%",
                at_least=90,
            )
        )
    return figures


def _oracle(span: str) -> list[Figure]:
    """Our verdict rows (the catalogue's --verdicts-only) on every deal of ``span`` against fc-solve's
    range solver's (lg); a deal lg cannot solve is checked by fc-solve with single-card moves, whose
    exhaustion is its proof."""
    from freecell_gui.core.catalogue.facts import verdict_row

    first, last = map(int, span.split(".."))
    began = time.perf_counter()
    ours = {deal: verdict_row(deal).verdict for deal in range(first, last + 1)}
    our_seconds = time.perf_counter() - began
    output = subprocess.run(
        ["freecell-solver-range-parallel-solve", str(first), str(last), "1", "-l", "lg"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    theirs = {deal: "solved" for deal in range(first, last + 1)}
    for line in output.splitlines():
        if line.startswith("Unsolved Board No."):
            theirs[int(line.split("No.")[1].split()[0])] = _atomic_verdict(
                int(line.split("No.")[1].split()[0])
            )
    disagree = sorted(deal for deal in ours if ours[deal] != theirs[deal])
    unsolvable = sorted(deal for deal, verdict in ours.items() if verdict == "no-solution")
    return [
        Figure(
            f"verdicts of deals {span}: ours against fc-solve's, deals that disagree {disagree[:5]}",
            len(disagree),
            "deals",
            at_most=0,
        ),
        Figure(
            f"  deals without a solution by our search: {unsolvable}",
            len(unsolvable),
            "deals",
        ),
        Figure("  our verdict rows' time for them, one deal at a time, one core", our_seconds, "s"),
    ]


def _atomic_verdict(deal: int) -> str:
    """fc-solve's verdict with single-card moves: "no-solution" only when its search is exhausted."""
    board = subprocess.run(
        ["make-microsoft-freecell-board", "-t", str(deal)], capture_output=True, text=True, check=True
    ).stdout
    limit = 5_000_000
    output = subprocess.run(
        ["fc-solve", "-to", "01ABCDE", "-sp", "r:tf", "-mi", str(limit)],
        input=board,
        capture_output=True,
        text=True,
    ).stdout
    if "This game is solveable" in output:
        return "solved"
    checked = int(output.split("Total number of states checked is ")[1].split(".")[0])
    return "no-solution" if checked < limit else "gave-up"


def run() -> list[Figure]:
    from freecell_gui.core.search import prepare

    prepare()
    quick_figures, moves = _quick()
    figures = [*quick_figures, *_against_anytime(moves), *_proofs(), *_hard_deals()]
    if span := os.environ.get("ENGINE_BENCH_ORACLE"):
        figures += _oracle(span)
    return figures
