"""``freecell solve``: a deal, a position or a range of deals solved by freecell-gui's engine: the
anytime search for the fewest moves (``--preset short``, one deal's default) or the quick pass
(``--preset fast``, a range's default).

Exit status 0 when solved, 1 for no solution or a search that gave up (the verdict on stderr), 2 for a
mistake of the user, 3 for a solution that our move engine cannot replay (a bug, reported, never printed).
"""

from __future__ import annotations

import argparse
import sys

from freecell_gui.cli.commands.solve_one import EXIT_UNSOLVED, solve_one
from freecell_gui.cli.input import (
    UsageError,
    autoplay_option,
    parse_deal_range,
    positive_seconds,
    whole_number_option,
)
from freecell_gui.cli.output import stdout, write_out
from freecell_gui.cli.parser import Parser, add_command
from freecell_gui.core.notation.formats import SOLUTION_FORMATS
from freecell_gui.core.rules.autoplay import DEFAULT_AUTOPLAY, Autoplay
from freecell_gui.core.search.bounds import BYTES_PER_POSITION, DEFAULT_MAX_POSITIONS

EXIT_SOLVER_BUG = 3
#: The verdict words of a range's lines that mean solved.
SOLVED_WORDS = ("solved", "solved-safe")


SOLVE_EPILOG = """\
examples:
  freecell solve 617                      a short solution, Microsoft's automatic moves home left out
  freecell solve 617 --autoplay max       shorter: every card that may go home goes (as macroxue's)
  freecell solve 617 --preset fast        the quick pass: a solution in milliseconds (a few moves longer)
  freecell solve 617 --autoplay none --format detailed     every position, as fc-solve -p -t -sam -snx
  freecell solve 617 | freecell replay 617                 check a solution
  freecell solve 617 --single-cards       every move carries one card, for following it by hand
  freecell solve 11982                    no solution (exit status 1)
  freecell solve 1..32000 > solutions.txt every Windows deal by the quick pass, one line a deal, all cores
  freecell solve 1..100 --preset short    short solutions of a range (about a second a deal and core)
  freecell solve --position board.txt     a game in progress, in fc-solve's board format
"""


def _solve_range(args: argparse.Namespace, first: int, last: int) -> int:
    from freecell_gui.core.search.solve_range import RangeOptions, chunk_count, solve_range
    from freecell_gui.core.workers import default_jobs, worker_count
    from freecell_gui.util.progress import ProgressBar

    if args.format != "line":
        raise UsageError(f"--format {args.format} shows one solution; a range prints one line a deal")
    if args.single_cards:
        raise UsageError("--single-cards shows one solution; a range prints one line a deal")
    options = RangeOptions(args.preset, args.autoplay, args.max_positions, args.time_limit)
    jobs, cut = worker_count(args.jobs, chunk_count(first, last, options.chunk), default_jobs())
    if cut:
        print(f"freecell solve: note: {cut}", file=sys.stderr)
    bar = ProgressBar(last - first + 1)
    unsolved = False
    try:
        for done, lines in solve_range(first, last, jobs, options):
            write_out(lines)
            unsolved = unsolved or any(
                line.split(" ", 2)[1] not in SOLVED_WORDS for line in lines.splitlines()
            )
            bar.update(done)
            stdout().flush()  # each chunk as soon as it is solved, for a reader watching the output
    finally:
        bar.close()
    return EXIT_UNSOLVED if unsolved else 0


def _command_solve(args: argparse.Namespace) -> int:
    from freecell_gui.core.search.solution import SolverBugError

    if (args.number is None) == (args.position is None):
        raise UsageError("give a deal number N, a range A..B or --position FILE (one of them)")
    a_range = args.number is not None and ".." in args.number
    if args.preset is None:  # one deal: the short solution; a range: the quick pass's
        args.preset = "fast" if a_range else "short"
    try:
        if a_range:
            return _solve_range(args, *parse_deal_range(args.number))
        return solve_one(args)
    except SolverBugError as error:
        print(f"freecell solve: solver bug, please report it: {error}", file=sys.stderr)
        return EXIT_SOLVER_BUG


SOLVE_SUMMARY = "solve a deal, a range of deals or a position"
SOLVE_DESCRIPTION = """
Solve deal N for a short solution (freecell-gui's anytime search), or every deal of A..B (by its quick pass,
unless --preset short; one line 'N solved MOVES', 'N no-solution' or 'N gave-up' a deal, in order; with
--autoplay max, 'N solved-safe MOVES' for a deal only safe autoplay wins), and print the moves in standard
notation after our own move engine has replayed them. 'No solution' only when every position reachable with
safe autoplay was searched. Exit status 0 solved, 1 no solution or gave up (a range: any deal), 2 a usage
error, 3 a solver bug (a solution that does not replay).
"""


def add_solve_commands(commands: argparse._SubParsersAction[Parser]) -> None:
    """Register ``solve`` on the ``freecell`` command's subparsers."""
    command = add_command(
        commands, "solve", SOLVE_SUMMARY, SOLVE_DESCRIPTION, SOLVE_EPILOG, run=_command_solve
    )
    command.add_argument("number", metavar="N|A..B", nargs="?", help="a deal number or an inclusive range")
    command.add_argument(
        "--position", metavar="FILE", help="solve this position instead (fc-solve's board text; -: stdin)"
    )
    command.add_argument(
        "--preset",
        choices=("short", "fast"),
        help="short (default for one deal): the anytime search for the fewest moves (about a second); "
        "fast (default for a range): the quick pass, its first solution (milliseconds, a few moves more)",
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
        type=autoplay_option,
        choices=tuple(Autoplay),
        default=DEFAULT_AUTOPLAY,
        help="safe (default): leave out the moves home that Microsoft's autoplay makes (as freecell replay "
        "expects); max: every card that may go home goes by itself; none: print every move, as fc-solve "
        "does",
    )
    command.add_argument(
        "--single-cards",
        action="store_true",
        help="print each sequence move as the single-card moves it stands for, through the free cells and "
        "empty columns (one deal or position)",
    )
    command.add_argument(
        "--max-positions",
        type=whole_number_option(1),
        default=DEFAULT_MAX_POSITIONS,
        metavar="N",
        help="the complete search (the proof that no solution exists, or a solution of a deal the beams "
        f"miss) gives up after storing N positions a deal, {BYTES_PER_POSITION} bytes each; default "
        f"{DEFAULT_MAX_POSITIONS:,}",
    )
    command.add_argument(
        "--time-limit",
        type=positive_seconds,
        metavar="SECONDS",
        help="give up after SECONDS a deal; the search prints the shortest solution found by then "
        "(default: no limit)",
    )
    command.add_argument(
        "--jobs",
        "-j",
        type=whole_number_option(1),
        metavar="J",
        help="processes for a range (default: every core; never more than the cores, nor than the chunks "
        "of work: 32 deals each with the quick pass, one with --preset short)",
    )
