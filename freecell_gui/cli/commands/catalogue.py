"""``freecell catalogue build|query|stats``: the catalogue of deals, built on every core or a Dask cluster.

Exit status 0 done, 1 a query that matched no deal, 2 a mistake of the user, or a catalogue file that is
not ours or is damaged (one line; the file is left as it was), 3 a solver bug, 130 interrupted (the chunks
stored stay; the same command goes on from there).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterator
from typing import TYPE_CHECKING

from freecell_gui.cli.input import UsageError, parse_deal_range, whole_number_option
from freecell_gui.cli.output import write_out
from freecell_gui.cli.parser import PROG, Parser, add_command, add_subcommands

if TYPE_CHECKING:
    from freecell_gui.core.catalogue.facts import ShortEngine
    from freecell_gui.core.catalogue.store import Catalogue, Row

EXIT_NOTHING_MATCHED = 1
EXIT_SOLVER_BUG = 3
EXIT_INTERRUPTED = 130
NAME = f"{PROG} catalogue"
VERDICT_CHOICES = ("solved", "no-solution", "gave-up")  # store.VERDICTS, without importing the core here

EPILOG = f"""\
examples:
  {NAME} build 1..100000                 every core; run it again after a stop to go on
  {NAME} build 1..10000000 --verdicts-only   verdicts alone, the fastest: no counts
  {NAME} build 1..1000000 --scheduler tcp://HOST:8786      on a Dask cluster
  {NAME} query --verdict no-solution     the deals without a solution
  {NAME} query --min-moves 45 --sort moves --limit 100 --format json
  {NAME} query --sort difficulty --reverse --limit 10     the ten hardest
  {NAME} stats                           rows, verdicts, the range covered, a histogram of moves
"""


def _note(text: str) -> None:
    print(f"{NAME}: {text}", file=sys.stderr)


def _open(args: argparse.Namespace, create: bool = False) -> Catalogue:
    from freecell_gui.core.catalogue.store import Catalogue, CatalogueError
    from freecell_gui.util.catalogue_file import default_path

    try:
        return Catalogue.open(default_path() if args.db is None else args.db, create)
    except CatalogueError as error:
        raise UsageError(str(error)) from None


def _command_build(args: argparse.Namespace) -> int:
    from freecell_gui.core.catalogue import build
    from freecell_gui.core.catalogue.store import CatalogueError
    from freecell_gui.core.search.solution import SolverBugError

    first, last = parse_deal_range(args.range)
    if args.scheduler is not None and args.jobs is not None:
        raise UsageError("--jobs sets local worker processes; with --scheduler the cluster's workers solve")
    if args.short and args.verdicts_only:
        raise UsageError("--short counts moves, --verdicts-only counts none: choose one")
    try:
        if args.scheduler is not None:
            from freecell_gui.core.catalogue.cluster import check_address

            check_address(args.scheduler)
        short_engine = build.load_short_engine() if args.short else None
        with _open(args, create=True) as catalogue:
            return _build(args, catalogue, first, last, short_engine)
    except CatalogueError as error:
        raise UsageError(str(error)) from None
    except SolverBugError as error:
        _note(f"solver bug, please report it: {error}")
        return EXIT_SOLVER_BUG


def _build(
    args: argparse.Namespace, catalogue: Catalogue, first: int, last: int, short_engine: ShortEngine | None
) -> int:
    """The build of ``first`` … ``last`` into the open ``catalogue``, told on stderr."""
    from freecell_gui.core.catalogue import build
    from freecell_gui.core.catalogue.done import done_by_chunk
    from freecell_gui.core.catalogue.facts import COUNTS, VERDICTS
    from freecell_gui.core.workers import default_jobs, worker_count
    from freecell_gui.util.progress import ProgressBar

    kind = VERDICTS if args.verdicts_only else COUNTS
    plan = build.plan_build(catalogue, first, last, args.chunk, args.force, args.short, kind)
    if plan.done:
        skipped = _of_range(plan.done, first, last)
        _note(f"{skipped} in {catalogue.path} already: skipped (--force: solved again)")
    if not args.force:
        _note_other_engines(catalogue, first, last)
    if plan.todo == 0:
        return 0
    jobs = None
    if args.scheduler is None:
        jobs, cut = worker_count(args.jobs, plan.chunks, default_jobs())
        if cut:
            _note(cut)
    bar = ProgressBar(plan.todo)
    try:
        result = build.run_build(
            catalogue, plan, jobs, args.scheduler, short_engine, progress=lambda done, _: bar.update(done)
        )
    except KeyboardInterrupt:
        bar.close()
        # Counted in the file: a chunk may have been stored just as Ctrl+C came.
        done_by = build.DONE_BY[kind]
        done = sum(done_by_chunk(catalogue, first, last, args.chunk, args.short, done_by).values())
        _note(f"interrupted: {_of_range(done, first, last)} in {catalogue.path}; the same command goes on")
        return EXIT_INTERRUPTED
    finally:
        bar.close()
    rate = result.computed / result.seconds if result.seconds else 0.0
    solved = f"{result.computed:,} deal{'' if result.computed == 1 else 's'}"
    _note(f"{solved} solved and stored in {result.seconds:.1f} s ({rate:,.0f} deals/s)")
    return 0


def _of_range(count: int, first: int, last: int) -> str:
    """``1,200 of the 5,000 deals are``, or ``deal 617 is`` for a range of one deal."""
    if first == last:
        return f"deal {first} is" if count else f"deal {first} is not"
    return f"{count:,} of the {last - first + 1:,} deals {'is' if count == 1 else 'are'}"


def _note_other_engines(catalogue: Catalogue, first: int, last: int) -> None:
    """Say which rows of the range another engine made: they are solved again, each replaced as its
    chunk is stored (nothing is lost on a stop: the old row stays until the new one is written)."""
    from freecell_gui.core.catalogue.done import engines_of
    from freecell_gui.core.catalogue.facts import ENGINE_PREFIX

    for engine, count in sorted(engines_of(catalogue, first, last).items()):
        if not engine.startswith(ENGINE_PREFIX):
            _note(f"{count:,} rows made by {engine} are solved again by this engine and replaced")


def _command_query(args: argparse.Namespace) -> int:
    from freecell_gui.core.catalogue.query import FORMATTERS, Query, bounds_contradict, select
    from freecell_gui.core.catalogue.store import CatalogueError

    first = last = None
    if args.range is not None:
        first, last = parse_deal_range(args.range)
    if bounds_contradict(args.min_moves, args.max_moves):
        raise UsageError(f"--min-moves {args.min_moves} exceeds --max-moves {args.max_moves}")
    query = Query(
        first, last, args.verdict, args.min_moves, args.max_moves, args.sort, args.reverse, args.limit
    )
    matched = 0

    def counted(rows: Iterator[Row]) -> Iterator[Row]:
        nonlocal matched
        for row in rows:
            matched += 1
            yield row

    with _open(args) as catalogue:
        batch: list[str] = []
        try:
            for line in FORMATTERS[args.format](counted(select(catalogue, query))):
                batch.append(line)
                if len(batch) >= 1000:
                    write_out("".join(batch))
                    batch.clear()
        except CatalogueError as error:  # a damaged row: the rows before it are out, then why it stops
            write_out("".join(batch))
            raise UsageError(str(error)) from None
        write_out("".join(batch))
    if not matched:
        _note("no deal in the catalogue matches")
        return EXIT_NOTHING_MATCHED
    return 0


def _command_stats(args: argparse.Namespace) -> int:
    from freecell_gui.core.catalogue.query import stats, stats_text
    from freecell_gui.core.catalogue.store import CatalogueError

    with _open(args) as catalogue:
        try:
            write_out(f"catalogue: {catalogue.path}\n" + stats_text(stats(catalogue)))
        except CatalogueError as error:
            raise UsageError(str(error)) from None
    return 0


def _add_db(command: Parser) -> None:
    command.add_argument(
        "--db",
        metavar="PATH",
        help="the catalogue file (default: catalogue.sqlite in the user's data folder)",
    )


SUMMARY = "build and query the catalogue of deals: verdict, moves, effort, difficulty"
DESCRIPTION = """
The catalogue keeps what freecell-gui's engine found of each deal — its verdict, the moves a player makes in
its quick pass's solution (safe autoplay, as freecellgamesolutions.com counts), the search effort and a
difficulty — in an SQLite file, one row a deal.
"""
BUILD_SUMMARY = "solve a range of deals into the catalogue"
BUILD_DESCRIPTION = """
Solve every deal of the range A..B not yet in the catalogue, in chunks on every core (or on a Dask cluster),
each chunk stored as it is done: a stopped build loses only the chunks under way, and the same command goes
on from there. Rows another engine made (an earlier version's) are solved again and replaced.
"""
QUERY_SUMMARY = "list the deals of the catalogue that pass filters"
QUERY_DESCRIPTION = """
Print the deals of the catalogue that pass every filter given, in order. Deals without moves (no solution,
gave up) come last when sorting by moves or difficulty. Exit status 1 when none matches.
"""


def add_catalogue_commands(commands: argparse._SubParsersAction[Parser]) -> None:
    """Register ``catalogue`` and its actions on the ``freecell`` command's subparsers."""
    catalogue = add_command(commands, "catalogue", SUMMARY, DESCRIPTION, EPILOG)
    actions = add_subcommands(catalogue, "action", "ACTION")
    build = add_command(actions, "build", BUILD_SUMMARY, BUILD_DESCRIPTION, run=_command_build)
    build.add_argument("range", metavar="A..B", help="the deals (or a single deal N)")
    _add_db(build)
    build.add_argument(
        "--jobs",
        "-j",
        type=whole_number_option(1),
        metavar="N",
        help="local worker processes (default: every core)",
    )
    build.add_argument(
        "--short", action="store_true", help="also count the moves of the short engine's solution"
    )
    build.add_argument(
        "--verdicts-only",
        action="store_true",
        help="only the verdict and the effort, by the complete search: the fastest, for ranges far beyond "
        "what counts are needed for (rows without moves)",
    )
    build.add_argument("--force", action="store_true", help="solve the deals already in the catalogue again")
    build.add_argument(
        "--scheduler", metavar="ADDRESS", help="solve on the Dask cluster of this scheduler (tcp://HOST:8786)"
    )
    build.add_argument(
        "--chunk", type=whole_number_option(1), default=500, metavar="N", help="deals a chunk (default 500)"
    )

    query = add_command(actions, "query", QUERY_SUMMARY, QUERY_DESCRIPTION, run=_command_query)
    _add_db(query)
    query.add_argument("--range", metavar="A..B", help="only deals A … B")
    query.add_argument("--verdict", choices=VERDICT_CHOICES, help="only deals with this verdict")
    query.add_argument(
        "--min-moves", type=whole_number_option(0), metavar="N", help="only solutions of at least N moves"
    )
    query.add_argument(
        "--max-moves", type=whole_number_option(0), metavar="N", help="only solutions of at most N moves"
    )
    query.add_argument("--sort", choices=("deal", "moves", "difficulty"), default="deal", help="the order")
    query.add_argument("--reverse", action="store_true", help="largest first")
    query.add_argument("--limit", type=whole_number_option(1), metavar="K", help="at most K deals")
    query.add_argument(
        "--format",
        "-f",
        choices=("text", "json", "csv"),
        default="text",
        help="text (default): aligned columns; json: one object a line; csv: with a header",
    )

    stats = add_command(
        actions,
        "stats",
        "summarise the catalogue",
        "Print the rows, the count of each verdict, the range covered and a histogram of move counts.",
        run=_command_stats,
    )
    _add_db(stats)
