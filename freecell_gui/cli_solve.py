"""``freecell solve``: a deal, a position or a range of deals solved with libfreecell-solver.

Exit status 0 when solved, 1 for no solution or a search that gave up (the verdict on stderr), 2 for a
mistake of the user or a missing library (one line naming the packages to install), 3 for a solver
solution that our move engine cannot replay (a bug, reported, never printed as a result).
"""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING

from freecell_gui.cli_input import (
    UsageError,
    deal_number,
    input_name,
    parse_deal_range,
    positive_seconds,
    read_input,
    whole_number_option,
)
from freecell_gui.cli_output import counted, stdout, write_out
from freecell_gui.cli_parser import Parser, add_command
from freecell_gui.core.autoplay import AUTOPLAY_MODES

if TYPE_CHECKING:
    from freecell_gui.core.solver import SolveResult

EXIT_UNSOLVED = 1
EXIT_SOLVER_BUG = 3
SOLUTION_FORMATS = ("line", "lines", "detailed")  # solution_text.SOLUTION_FORMATS, without importing it

SOLVE_EPILOG = """\
examples:
  freecell solve 617                      the moves, Microsoft's automatic moves home left out
  freecell solve 617 --autoplay none --format detailed     as fc-solve -p -t -sam -snx prints it
  freecell solve 617 | freecell replay 617                 check a solution
  freecell solve 11982                    no solution (exit status 1)
  freecell solve 1..32000 > solutions.txt every Windows deal, one line a deal, on all cores
  freecell solve --position board.txt     a game in progress, in fc-solve's board format
"""


def _solve_one(args: argparse.Namespace) -> int:
    from freecell_gui.core.fcs_lib import FcsError
    from freecell_gui.core.fcs_text import PositionTextError
    from freecell_gui.core.position import Position
    from freecell_gui.core.solution_text import replay_solution, shown_texts, site_replay, solution_text
    from freecell_gui.core.solver import Verdict, solve

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
        result = solve(start, args.preset, args.max_iterations, args.time_limit)
    except FcsError as error:
        raise UsageError(str(error)) from None
    if result.verdict is not Verdict.SOLVED:
        print(f"{what}: {_summary(result)}", file=sys.stderr)
        return EXIT_UNSOLVED
    texts = shown_texts(start, result.moves, result.texts, args.autoplay, result.ops)
    # What is printed is read back and replayed as `freecell replay` would, before a byte is written.
    shown = replay_solution(start, texts, args.autoplay)
    write_out(solution_text(shown, texts, args.format))
    # Counted as freecellgamesolutions.com (and the window) count, whichever form is printed.
    site = shown if args.autoplay == "safe" else site_replay(start, result.moves, result.ops)
    automatic = sum(len(step.auto) for step in site.steps)
    extra = f" (and {counted(automatic, 'automatic move')} home)" if automatic else ""
    listed = f", all {len(shown.steps)} listed" if args.autoplay != "safe" else ""
    solved = f"solved in {counted(len(site.steps), 'move')}{extra}{listed}"
    print(f"{what}: {solved}; {_searched(result)}", file=sys.stderr)
    return 0


def _summary(result: SolveResult) -> str:
    from freecell_gui.core.solver import Verdict

    if result.verdict is Verdict.NO_SOLUTION:
        return f"no solution: every move was searched ({_searched(result)})"
    return f"gave up ({result.reason}) after {_searched(result)}; there may be a solution"


def _searched(result: SolveResult) -> str:
    searched = f"{counted(result.iterations, 'iteration')}, {counted(result.positions, 'position')}"
    return f"{searched}, {result.seconds:.2f} s"


def _solve_range(args: argparse.Namespace, first: int, last: int) -> int:
    from freecell_gui.core.solve_range import (
        RangeOptions,
        chunk_count,
        default_jobs,
        solve_range,
        worker_count,
    )
    from freecell_gui.progress import ProgressBar

    if args.format != "line":
        raise UsageError(f"--format {args.format} shows one solution; a range prints one line a deal")
    options = RangeOptions(args.preset, args.autoplay, args.max_iterations, args.time_limit)
    jobs, cut = worker_count(args.jobs, chunk_count(first, last), default_jobs())
    if cut:
        print(f"freecell solve: note: {cut}", file=sys.stderr)
    bar = ProgressBar(last - first + 1)
    unsolved = False
    try:
        for done, lines in solve_range(first, last, jobs, options):
            write_out(lines)
            unsolved = unsolved or any(line.split(" ", 2)[1] != "solved" for line in lines.splitlines())
            bar.update(done)
            stdout().flush()  # each chunk as soon as it is solved, for a reader watching the output
    finally:
        bar.close()
    return EXIT_UNSOLVED if unsolved else 0


def _command_solve(args: argparse.Namespace) -> int:
    from freecell_gui.core.fcs_lib import SolverNotInstalledError
    from freecell_gui.core.solver import SolverBugError

    if (args.number is None) == (args.position is None):
        raise UsageError("give a deal number N, a range A..B or --position FILE (one of them)")
    try:
        if args.number is not None and ".." in args.number:
            return _solve_range(args, *parse_deal_range(args.number))
        return _solve_one(args)
    except SolverNotInstalledError as error:
        raise UsageError(str(error)) from None
    except SolverBugError as error:
        print(f"freecell solve: solver bug, please report it: {error}", file=sys.stderr)
        return EXIT_SOLVER_BUG


def add_solve_commands(commands: argparse._SubParsersAction[Parser]) -> None:
    """Register ``solve`` on the ``freecell`` command's subparsers."""
    command = add_command(
        commands,
        "solve",
        "solve a deal, a range of deals or a position with fc-solve's library",
        "Solve deal N (or every deal of A..B, one line 'N solved MOVES', 'N no-solution' or 'N gave-up' a "
        "deal, in order) with libfreecell-solver, and print the moves in standard notation after our own "
        "move engine has replayed them. Exit status 0 solved, 1 no solution or gave up (a range: any deal), "
        "2 a usage error or no solver library, 3 a solver bug (a solution that does not replay).",
        SOLVE_EPILOG,
    )
    command.add_argument("number", metavar="N|A..B", nargs="?", help="a deal number or an inclusive range")
    command.add_argument(
        "--position", metavar="FILE", help="solve this position instead (fc-solve's board text; -: stdin)"
    )
    command.add_argument(
        "--preset",
        choices=("fast", "short"),
        default="fast",
        help="fast (default): fc-solve's lg; short: a second pass, about a fifth fewer moves (~0.1 s a deal)",
    )
    command.add_argument(
        "--format",
        "-f",
        choices=SOLUTION_FORMATS,
        default="line",
        help="line (default): the moves on one line; lines: one move a line; detailed: every position, "
        "as fc-solve -p -t -sam -snx prints them",
    )
    command.add_argument(
        "--autoplay",
        choices=[mode for mode in AUTOPLAY_MODES if mode != "max"],  # fc-solve's moves: safe or none
        default="safe",
        help="safe (default): leave out the moves home that Microsoft's autoplay makes (as freecell replay "
        "expects); none: print every move, as fc-solve does",
    )
    command.add_argument(
        "--max-iterations",
        type=whole_number_option(1),
        default=2_000_000,
        metavar="N",
        help="give up after N iterations (positions checked) a deal; default 2,000,000",
    )
    command.add_argument(
        "--time-limit",
        type=positive_seconds,
        metavar="SECONDS",
        help="give up after SECONDS a deal (default: no limit)",
    )
    command.add_argument(
        "--jobs",
        "-j",
        type=whole_number_option(1),
        metavar="J",
        help="processes for a range (default: every core; never more than the cores, nor than the chunks "
        "of 32 deals to solve)",
    )
    command.set_defaults(run=_command_solve)
