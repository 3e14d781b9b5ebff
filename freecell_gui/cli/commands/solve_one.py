"""``freecell solve N`` and ``--position FILE``: one position solved, its moves printed on stdout after
our engine has read them back and replayed them, the verdict and the count on stderr.

The ``short`` preset (the default) prints freecell-gui's search's solution, after fc-solve's quick
verdict where its library is installed (core/short_solve.py); ``fast`` prints fc-solve's, as before.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING

from freecell_gui.cli.commands.single_cards import single_card_solution
from freecell_gui.cli.input import UsageError, deal_number, input_name, read_input
from freecell_gui.cli.output import counted, write_out

if TYPE_CHECKING:
    from freecell_gui.core.rules.position import Position
    from freecell_gui.core.rules.replay import Replay
    from freecell_gui.core.search import SearchResult
    from freecell_gui.core.short_solve import ShortSolve
    from freecell_gui.core.solver import SolveResult

EXIT_UNSOLVED = 1
MAX_WITH_FAST = (
    "--autoplay max needs freecell-gui's search (leave out --preset fast): fc-solve's moves are for "
    "safe autoplay or none"
)


def solve_one(args: argparse.Namespace) -> int:
    """Solve the deal or position of ``args``; the exit status."""
    from freecell_gui.core.fcs_lib import FcsError
    from freecell_gui.core.notation.fcs_text import PositionTextError
    from freecell_gui.core.rules.position import Position

    if args.position is not None:
        try:
            start = Position.from_fcs(read_input(args.position))
        except PositionTextError as error:
            raise UsageError(f"{input_name(args.position)}: {error}") from None
        what = "the position"
    else:
        number = deal_number(args.number)
        start, what = Position.deal(number), f"deal {number}"
    try:
        if args.preset == "fast":
            return _solve_fast(args, start, what)
        return _solve_short(args, start, what)
    except FcsError as error:
        raise UsageError(str(error)) from None


def _solve_fast(args: argparse.Namespace, start: Position, what: str) -> int:
    from freecell_gui.core.solution_text import shown_texts, site_replay
    from freecell_gui.core.solver import Verdict, solve

    if args.autoplay == "max":
        raise UsageError(MAX_WITH_FAST)
    result = solve(start, "fast", args.max_iterations, args.time_limit)
    if result.verdict is not Verdict.SOLVED:
        print(f"{what}: {fcs_summary(result)}", file=sys.stderr)
        return EXIT_UNSOLVED
    texts = shown_texts(start, result.moves, result.texts, args.autoplay, result.ops)
    shown = _print_solution(start, texts, args)
    # Counted as freecellgamesolutions.com (and the window) count, whichever form is printed.
    site = shown if args.autoplay == "safe" else site_replay(start, result.moves, result.ops)
    print(f"{what}: {_solved_in(shown, site, args.autoplay)}; {_fcs_searched(result)}", file=sys.stderr)
    return 0


def _solve_short(args: argparse.Namespace, start: Position, what: str) -> int:
    from freecell_gui.core.short_solve import BY_SEARCH, solve_short, verdict_solver
    from freecell_gui.core.solution_text import site_replay
    from freecell_gui.core.solver import Verdict

    solver = verdict_solver()
    try:
        result = solve_short(start, args.autoplay, solver, args.max_iterations, args.time_limit)
    finally:
        if solver is not None:
            solver.close()
    if result.verdict is not Verdict.SOLVED:
        print(f"{what}: {_short_summary(result)}", file=sys.stderr)
        return EXIT_UNSOLVED
    shown = _print_solution(start, result.texts, args)
    site = site_replay(start, shown.moves) if args.autoplay == "none" else shown
    assert result.search is not None  # solved: the search ran
    searched = f"{counted(result.search.expanded, 'position')} searched, {result.seconds:.2f} s"
    solved = f"{_solved_in(shown, site, args.autoplay)}{',' * (args.autoplay == 'none')} by {result.by}"
    if result.by == BY_SEARCH:
        solved += _compared(result)
    else:
        solved += f": freecell-gui's search {_search_outcome(result.search)}"
    print(f"{what}: {solved}; {searched}", file=sys.stderr)
    return 0


def _print_solution(start: Position, texts: Sequence[str], args: argparse.Namespace) -> Replay:
    """Print ``texts`` in the format asked for (in single-card moves if asked), after reading them back
    and replaying them as ``freecell replay`` would (a failure raises before a byte is written); the
    replay of ``texts``."""
    from freecell_gui.core.solution_text import replay_solution, solution_text

    shown = replay_solution(start, texts, args.autoplay)
    printed, words = shown, texts
    if args.single_cards:
        printed, words = single_card_solution(start, shown, args.autoplay)
    write_out(solution_text(printed, words, args.format))
    return shown


def _solved_in(shown: Replay, site: Replay, autoplay: str) -> str:
    """``solved in 41 moves (and 11 automatic moves home)``: the moves a player makes and autoplay's,
    from ``site`` (the solution as the site writes it; with max autoplay, as printed)."""
    automatic = sum(len(step.auto) for step in site.steps)
    extra = f" (and {counted(automatic, 'automatic move')} home)" if automatic else ""
    mode = " with max autoplay" if autoplay == "max" else ""
    listed = f", all {len(shown.steps)} listed" if autoplay == "none" else ""
    return f"solved in {counted(len(site.steps), 'move')}{extra}{mode}{listed}"


def _compared(result: ShortSolve) -> str:
    """``; fc-solve's had 70``: fc-solve's solution counted as the site counts, or why it had none."""
    if result.fcs is None:
        return ""
    if result.fcs_count is None:
        return f"; fc-solve gave up ({result.fcs.reason})"
    return f"; fc-solve's had {result.fcs_count}{' with safe autoplay' if result.autoplay == 'max' else ''}"


def _short_summary(result: ShortSolve) -> str:
    """Why there is no solution to print: fc-solve's proof, our exhaustive search, or both gave up."""
    from freecell_gui.core.fcs_lib import INSTALL_HINT
    from freecell_gui.core.solver import Verdict

    if result.search is None:
        assert result.fcs is not None
        return fcs_summary(result.fcs)
    mode = " with max autoplay" if result.autoplay == "max" else ""
    searched = f"{counted(result.search.expanded, 'position')} searched, {result.seconds:.2f} s"
    if result.verdict is Verdict.NO_SOLUTION:
        line = f"no solution{mode}: freecell-gui's search dropped no position ({searched})"
    else:
        line = f"gave up{mode} ({_gave_up_because(result.search)}) after {searched}"
        if result.fcs is not None and result.fcs.verdict is Verdict.GAVE_UP:
            tried = counted(result.fcs.iterations, "iteration")
            line += f"; fc-solve gave up too ({result.fcs.reason}) after {tried}"
        line += "; there may be a solution"
    if result.fcs_count is not None:  # only with max autoplay: fc-solve's moves need safe autoplay
        line += f"; with safe autoplay fc-solve solved it in {counted(result.fcs_count, 'move')}"
    elif result.fcs is None and result.verdict is Verdict.GAVE_UP:
        line += f" (fc-solve's library would prove or find one: {INSTALL_HINT})"
    return line


def _gave_up_because(found: SearchResult) -> str:
    return "time limit" if found.stopped else "none within its widest beam"


def _search_outcome(found: SearchResult) -> str:
    """What the search said when fc-solve's solution is printed instead."""
    from freecell_gui.core.search import NO_SOLUTION

    return "found none" if found.verdict == NO_SOLUTION else f"gave up ({_gave_up_because(found)})"


def fcs_summary(result: SolveResult) -> str:
    """fc-solve's verdict when it found no solution: its proof, or how far it searched."""
    from freecell_gui.core.solver import Verdict

    if result.verdict is Verdict.NO_SOLUTION:
        return f"no solution: every move was searched ({_fcs_searched(result)})"
    return f"gave up ({result.reason}) after {_fcs_searched(result)}; there may be a solution"


def _fcs_searched(result: SolveResult) -> str:
    searched = f"{counted(result.iterations, 'iteration')}, {counted(result.positions, 'position')}"
    return f"{searched}, {result.seconds:.2f} s"
