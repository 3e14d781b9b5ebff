"""The command line, ``freecell`` (also ``python -m freecell_gui``): an argparse front end of the core.

Every mistake of the user — a bad number, range, format, file — ends with one line on stderr and exit
status 2, never a traceback. Qt is imported only by the commands that draw, so ``freecell deal`` starts fast.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable, Sequence
from typing import BinaryIO, NoReturn

from freecell_gui import __version__
from freecell_gui.core.formats import FORMATS, format_deal
from freecell_gui.core.generator import RANGE_TEXT, validate_deal_number

PROG = "freecell"
EXIT_USAGE = 2

EXAMPLES = f"""\
examples:
  {PROG} deal 617                       deal 617 as fc-solve's board (one cascade a line)
  {PROG} deal 617 --format unicode      the rows as freecellgamesolutions.com shows them
  {PROG} deal 1..32000 --format json    every Windows deal, one JSON object a line
  {PROG} deal 1..1000000 > deals.txt    a million deals in about a second

Deal numbers run {RANGE_TEXT}; group separators (8,589,934,591) are accepted.
"""


class UsageError(Exception):
    """A mistake in what the user asked for; its message is shown as one line, then exit status 2."""


class _Parser(argparse.ArgumentParser):
    """argparse, but a usage error is one line (with a pointer to --help) instead of the usage block."""

    def error(self, message: str) -> NoReturn:
        self.exit(EXIT_USAGE, f"{self.prog}: error: {message} (see {self.prog} --help)\n")


def parse_deal_range(text: str) -> tuple[int, int]:
    """``N`` or ``A..B`` (inclusive) → (first, last); raises UsageError naming the problem."""
    first_text, dots, last_text = text.partition("..")
    try:
        first = validate_deal_number(first_text)
        last = validate_deal_number(last_text) if dots else first
    except (ValueError, TypeError) as error:
        raise UsageError(str(error)) from None
    if first > last:
        raise UsageError(f"empty range {text!r}: the first deal must not exceed the last")
    return first, last


def write_deal_range(first: int, last: int, fmt: str, out: BinaryIO, progress: Callable[[int], None]) -> None:
    """Stream deals ``first`` … ``last`` to ``out``, each under ``# deal N`` (json: one object a line)."""
    from freecell_gui.core.batch import iter_deal_orders
    from freecell_gui.core.bulk_text import BulkFormatter

    formatter = BulkFormatter(fmt)
    for start, orders in iter_deal_orders(first, last):
        out.write(formatter.format_chunk(start, orders))
        progress(start + len(orders) - first)


def _command_deal(args: argparse.Namespace) -> int:
    from freecell_gui.core.deal import deal
    from freecell_gui.progress import ProgressBar

    first, last = parse_deal_range(args.number)
    if first == last and ".." not in args.number:
        sys.stdout.write(format_deal(deal(first), args.format) + "\n")
        return 0
    bar = ProgressBar(last - first + 1)
    try:
        write_deal_range(first, last, args.format, sys.stdout.buffer, bar.update)
    finally:
        bar.close()
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog=PROG,
        description="Microsoft FreeCell deals by number: print, view, export and find them.",
        epilog=EXAMPLES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    commands.required = True

    deal = commands.add_parser(
        "deal",
        help="print a deal or a range of deals",
        description="Print deal N, or every deal of the range A..B (each under a line '# deal N').",
        epilog=EXAMPLES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    deal.add_argument("number", metavar="N|A..B", help=f"a deal number or an inclusive range ({RANGE_TEXT})")
    deal.add_argument(
        "--format",
        "-f",
        choices=FORMATS,
        default="columns",
        help="columns: one cascade a line (fc-solve); rows: the 7 rows; json; unicode: rows with ♣♦♥♠",
    )
    deal.set_defaults(run=_command_deal)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return int(args.run(args))
    except UsageError as error:
        print(f"{PROG} {args.command}: error: {error}", file=sys.stderr)
        return EXIT_USAGE
    except BrokenPipeError:
        # The reader went away (`freecell deal 1..1000000 | head`): stop quietly, as `cat` does, and
        # point stdout at /dev/null so that the interpreter's final flush cannot complain either.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    except KeyboardInterrupt:
        print(f"{PROG}: interrupted", file=sys.stderr)
        return 130


if __name__ == "__main__":
    sys.exit(main())
