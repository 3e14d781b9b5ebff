"""``freecell random``: a random deal with a solution, of a difficulty band if asked (the search for it:
core/catalogue/random_deal.py).

Exit status 0 a deal printed, 1 none found (the range holds none of the band, or the time ran out), 2 a
mistake of the user (one line), 130 interrupted.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from typing import TYPE_CHECKING

from freecell_gui.cli.input import UsageError, parse_deal_range, seconds_option, whole_number_option
from freecell_gui.cli.output import write_out
from freecell_gui.cli.parser import PROG, Parser, add_command
from freecell_gui.core.difficulty_bands import (
    BAND_KEYS,
    BANDS,
    DEFAULT_LAST,
    DEFAULT_TIME_LIMIT,
    Band,
    band_named,
)

if TYPE_CHECKING:
    from freecell_gui.core.catalogue.store import Catalogue

EXIT_NONE_FOUND = 1
NAME = f"{PROG} random"


def _band_line(band: Band) -> str:
    upper = "" if band.high is None else f" < {band.high:g}"
    return f"  {band.key:<10} {band.low:g} ≤ difficulty{upper}"


EPILOG = f"""\
difficulty bands (the catalogue's difficulty: the quick pass's effort and its solution's length):
{chr(10).join(map(_band_line, BANDS))}

examples:
  {NAME}                                a random deal of 1 … 1,000,000 with a solution
  {NAME} --difficulty hard              a hard one: rated as they are drawn (under a second)
  {NAME} -d very-hard --range 1..32000  a very hard deal of Windows' 32,000
  {PROG} deal $({NAME} -d easy)       print an easy deal
  {NAME} -d easy --format json          the deal with its verdict, difficulty and moves
"""


def _note(text: str) -> None:
    print(f"{NAME}: {text}", file=sys.stderr)


def _open_catalogue(path: str | None) -> Catalogue | None:
    """The catalogue asked for (``--db``: it must be usable), else the user's if there is one."""
    from freecell_gui.core.catalogue.store import Catalogue, CatalogueError, CatalogueMissingError
    from freecell_gui.util.catalogue_file import default_path

    try:
        return Catalogue.open(default_path() if path is None else path)
    except CatalogueError as error:
        if path is not None:
            raise UsageError(str(error)) from None
        if not isinstance(error, CatalogueMissingError):
            _note(f"the catalogue is not used: {error}")
        return None


def _command_random(args: argparse.Namespace) -> int:
    from freecell_gui.core.catalogue.random_deal import NoDealError, Wanted, random_deal

    first, last = parse_deal_range(args.range)
    band = None if args.difficulty is None else band_named(args.difficulty)
    wanted = Wanted(band, first, last, args.any_verdict)
    catalogue = _open_catalogue(args.db)
    try:
        offer = random_deal(wanted, random.Random(args.seed), catalogue=catalogue, time_limit=args.time_limit)
    except NoDealError as error:
        _note(str(error))
        return EXIT_NONE_FOUND
    finally:
        if catalogue is not None:
            catalogue.close()
    assert offer is not None  # only a stop event returns None, and none is given
    if offer.catalogue_problem is not None:
        _note(f"the catalogue is not used: {offer.catalogue_problem}")
    if args.format == "json":
        facts = {"deal": offer.deal, "verdict": offer.verdict, "difficulty": offer.rating}
        facts |= {"moves": offer.moves, "catalogued": offer.catalogued, "tried": offer.tried}
        write_out(json.dumps(facts) + "\n")
    else:
        write_out(f"{offer.deal}\n")
    return 0


SUMMARY = "a random deal with a solution, of a difficulty if asked"
DESCRIPTION = """
Print a random deal number of the range that has a solution, of the difficulty asked for: picked among the
catalogue's deals where it holds the whole range, else drawn and rated by the engine's quick pass until one
is of that difficulty.
"""


def add_random_command(commands: argparse._SubParsersAction[Parser]) -> None:
    command = add_command(commands, "random", SUMMARY, DESCRIPTION, EPILOG, run=_command_random)
    command.add_argument("--difficulty", "-d", choices=BAND_KEYS, help="the band (default: any)")
    command.add_argument(
        "--range",
        default=f"1..{DEFAULT_LAST}",
        metavar="A..B",
        help=f"the deals to draw from (default: 1..{DEFAULT_LAST}, Microsoft's)",
    )
    command.add_argument(
        "--any-verdict",
        action="store_true",
        help="deals without a solution (or that the engine gave up on) too, as very hard ones",
    )
    command.add_argument(
        "--time-limit",
        type=seconds_option(f"leave the option out for {DEFAULT_TIME_LIMIT:g} s"),
        default=DEFAULT_TIME_LIMIT,
        metavar="SECONDS",
        help=f"give up after this long (default: {DEFAULT_TIME_LIMIT:g})",
    )
    command.add_argument(
        "--seed", type=whole_number_option(0), help="the random draw's seed (repeatable draws)"
    )
    command.add_argument(
        "--format", "-f", choices=("text", "json"), default="text", help="text: the number; json: its facts"
    )
    command.add_argument(
        "--db",
        metavar="PATH",
        help="the catalogue file (default: catalogue.sqlite in the user's data folder, if there is one)",
    )
