"""``freecell deal`` (one deal or a range, streamed) and ``freecell doudizhu``: deals printed as text."""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import BinaryIO

from freecell_gui.cli.input import UsageError, parse_deal_range
from freecell_gui.cli.output import (
    SUIT_LETTERS,
    SUIT_SYMBOLS,
    letters_for_suits,
    output_error,
    stdout,
    suits_as_letters,
    write_out,
)
from freecell_gui.cli.parser import PROG, Parser, add_command
from freecell_gui.core.deals.generator import RANGE_TEXT
from freecell_gui.core.notation.formats import FORMATS, format_deal


def write_deal_range(
    first: int,
    last: int,
    fmt: str,
    out: BinaryIO,
    progress: Callable[[int], None],
    ascii_suits: bool = False,
) -> None:
    """Stream deals ``first`` … ``last`` to ``out``, each under ``# deal N`` (json: one object a line).

    ``ascii_suits`` writes the unicode format's suit symbols as the letters C D H S.
    """
    from freecell_gui.core.deals.batch import iter_deal_orders
    from freecell_gui.core.notation.bulk_text import BulkFormatter

    formatter = BulkFormatter(fmt)
    for start, orders in iter_deal_orders(first, last):
        chunk = formatter.format_chunk(start, orders)
        if ascii_suits:
            for symbol, letter in zip(SUIT_SYMBOLS, SUIT_LETTERS, strict=True):
                chunk = chunk.replace(symbol.encode(), letter.encode())
        out.write(chunk)
        progress(start + len(orders) - first)


def _command_deal(args: argparse.Namespace) -> int:
    from freecell_gui.core.deals.deal import deal
    from freecell_gui.util.progress import ProgressBar

    first, last = parse_deal_range(args.number)
    ascii_suits = args.format == "unicode" and suits_as_letters(PROG)
    if first == last and ".." not in args.number:
        text = format_deal(deal(first), args.format)
        write_out((letters_for_suits(text) if ascii_suits else text) + "\n")
        return 0
    out = stdout()
    out.flush()
    bar = ProgressBar(last - first + 1)
    try:
        write_deal_range(first, last, args.format, out.buffer, bar.update, ascii_suits)
    except BrokenPipeError:
        raise
    except OSError as error:
        raise output_error(error) from None
    finally:
        bar.close()
    return 0


def _command_doudizhu(args: argparse.Namespace) -> int:
    from freecell_gui.core.deals.doudizhu import deal_doudizhu, format_doudizhu

    try:
        dealt = deal_doudizhu(args.number)
    except (ValueError, TypeError) as error:
        raise UsageError(str(error)) from None
    text = format_doudizhu(dealt, args.format)
    if args.format == "text" and suits_as_letters(PROG):
        text = letters_for_suits(text)
    write_out(text + "\n")
    return 0


DOUDIZHU_SUMMARY = "print a Dou Dizhu deal"
DOUDIZHU_DESCRIPTION = """
Print Dou Dizhu deal N (1 … 4,294,967,295): three sorted hands of 17 and the landlord's 3 cards, shuffled
without bias from SplitMix64 seeded with N (see the README for the exact rules).
"""


def add_deal_command(commands: argparse._SubParsersAction[Parser], examples: str) -> None:
    deal = add_command(
        commands,
        "deal",
        "print a deal or a range of deals",
        "Print deal N, or every deal of the range A..B (each under a line '# deal N').",
        examples,
        run=_command_deal,
    )
    deal.add_argument("number", metavar="N|A..B", help=f"a deal number or an inclusive range ({RANGE_TEXT})")
    deal.add_argument(
        "--format",
        "-f",
        choices=FORMATS,
        default="columns",
        help="columns: one cascade a line (fc-solve); rows: the 7 rows; json; unicode: rows with ♣♦♥♠",
    )


def add_doudizhu_command(commands: argparse._SubParsersAction[Parser]) -> None:
    doudizhu = add_command(
        commands, "doudizhu", DOUDIZHU_SUMMARY, DOUDIZHU_DESCRIPTION, run=_command_doudizhu
    )
    doudizhu.add_argument("number", metavar="N", help="the deal (1 … 4,294,967,295)")
    doudizhu.add_argument(
        "--format",
        "-f",
        choices=("text", "json"),
        default="text",
        help="text (default): a line for each hand and one for the landlord's cards; json: one object",
    )
