"""The command line, ``freecell`` (also ``python -m freecell_gui``): an argparse front end of the core.

Every mistake of the user — a bad number, range, format, file — ends with one line on stderr and exit
status 2, never a traceback. Qt is imported only by the commands that draw, so ``freecell deal`` starts fast.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
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
  {PROG} deal 1..1000000 > deals.txt    a million deals in about a second and a half
  {PROG} view 617                       open the viewer at deal 617 (also: freecell-gui 617)
  {PROG} export 617 deal617.png --width 1200 --scale 2
  {PROG} deck-sheet deck.png --deck four-color
  echo "7D AD 5C 3S 5S 8C 2D AH" | {PROG} find    which deal starts with this top row? (617)
  {PROG} doudizhu 42 --format json      a Dou Dizhu deal: three hands and the landlord's cards

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


def _deal_number(text: str) -> int:
    try:
        return validate_deal_number(text)
    except (ValueError, TypeError) as error:
        raise UsageError(str(error)) from None


def _command_view(args: argparse.Namespace) -> int:
    from freecell_gui.ui.app import run_viewer

    return run_viewer(_deal_number(args.number) if args.number is not None else None)


def _command_export(args: argparse.Namespace) -> int:
    from freecell_gui.core.deal import Deal, deal
    from freecell_gui.core.doudizhu import DouDizhuDeal, deal_doudizhu
    from freecell_gui.ui.export import export_board

    dealt: Deal | DouDizhuDeal
    if args.game == "doudizhu":
        try:
            dealt = deal_doudizhu(args.number)
        except (ValueError, TypeError) as error:
            raise UsageError(str(error)) from None
    else:
        dealt = deal(_deal_number(args.number))
    try:
        path = export_board(dealt, args.file, args.width, args.height, args.scale, args.deck)
    except (ValueError, OSError) as error:
        raise UsageError(str(error)) from None
    print(f"exported deal {dealt.number} to {path}", file=sys.stderr)
    return 0


def _command_deck_sheet(args: argparse.Namespace) -> int:
    from freecell_gui.ui.contact_sheet import render_contact_sheet

    try:
        render_contact_sheet(args.file, args.deck, args.width)
    except (ValueError, OSError) as error:
        raise UsageError(str(error)) from None
    return 0


def _command_find(args: argparse.Namespace) -> int:
    import json

    from freecell_gui.core.finder import find_deals
    from freecell_gui.core.formats import LayoutError, parse_layout

    source = "standard input" if args.file == "-" else args.file
    try:
        text = sys.stdin.read() if args.file == "-" else Path(args.file).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise UsageError(f"cannot read {source}: {getattr(error, 'strerror', None) or error}") from None
    try:
        layout = parse_layout(text)
        matches = find_deals(layout)
    except (LayoutError, ValueError) as error:
        raise UsageError(f"{source}: {error}") from None
    if args.json:
        print(json.dumps({"cards": len(layout.cards), "matches": matches}))
    else:
        sys.stdout.write("".join(f"{number}\n" for number in matches))
    if not matches:
        print(f"{PROG} find: no deal matches", file=sys.stderr)
        return 1
    return 0


def _command_doudizhu(args: argparse.Namespace) -> int:
    from freecell_gui.core.doudizhu import deal_doudizhu, format_doudizhu

    try:
        dealt = deal_doudizhu(args.number)
    except (ValueError, TypeError) as error:
        raise UsageError(str(error)) from None
    print(format_doudizhu(dealt, args.format))
    return 0


def _positive_int(text: str) -> int:
    if not text.isdigit() or int(text) < 1:
        raise argparse.ArgumentTypeError(f"expected a positive whole number of pixels, not {text!r}")
    return int(text)


def _positive_float(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        value = 0.0
    if not 0 < value <= 16:
        raise argparse.ArgumentTypeError(f"expected a scale in (0, 16], such as 1, 1.5 or 2, not {text!r}")
    return value


def _add_picture_commands(commands: argparse._SubParsersAction[_Parser]) -> None:
    from freecell_gui.resources import DECK_NAMES

    view = commands.add_parser("view", help="open the viewer", description="Open the viewer at deal N.")
    view.add_argument(
        "number", metavar="N", nargs="?", help="the deal to show (default: the one viewed last)"
    )
    view.set_defaults(run=_command_view)

    export = commands.add_parser(
        "export",
        help="save a picture of a deal (PNG or SVG)",
        description="Render deal N as the viewer draws it, without a window, to FILE (.png or .svg).",
    )
    export.add_argument("number", metavar="N")
    export.add_argument("file", metavar="FILE")
    export.add_argument(
        "--width", type=_positive_int, help="width in pixels (default 1000, or from --height)"
    )
    export.add_argument("--height", type=_positive_int, help="height in pixels (default from the width)")
    export.add_argument(
        "--scale", type=_positive_float, default=1.0, help="device pixel ratio, e.g. 2 for HiDPI"
    )
    export.add_argument("--deck", choices=DECK_NAMES, default=DECK_NAMES[0])
    export.add_argument(
        "--game", choices=("freecell", "doudizhu"), default="freecell", help="default: freecell"
    )
    export.set_defaults(run=_command_export)

    sheet = commands.add_parser(
        "deck-sheet",
        help="render every card of a deck into one PNG",
        description="A contact sheet of a deck.",
    )
    sheet.add_argument("file", metavar="FILE.png")
    sheet.add_argument("--deck", choices=DECK_NAMES, default=DECK_NAMES[0])
    sheet.add_argument("--width", type=_positive_int, default=120, help="card width in pixels (default 120)")
    sheet.set_defaults(run=_command_deck_sheet)

    find = commands.add_parser(
        "find",
        help="find the number of a deal from its layout",
        description=(
            "Read a layout — fc-solve's columns (8 lines, top card first), the rows, or simply the cards in "
            "dealing order (at least 2; the top row is the first 8 dealt) — and print every deal number "
            "that starts that way, searching all of 1 … 8,589,934,591. Exit status 1 when none matches."
        ),
    )
    find.add_argument(
        "file", metavar="FILE", nargs="?", default="-", help="the layout (default: standard input)"
    )
    find.add_argument("--json", action="store_true", help='print {"cards": K, "matches": [...]}')
    find.set_defaults(run=_command_find)

    doudizhu = commands.add_parser(
        "doudizhu",
        help="print a Dou Dizhu deal",
        description=(
            "Print Dou Dizhu deal N (1 … 4,294,967,295): three sorted hands of 17 and the landlord's "
            "3 cards, "
            "shuffled without bias from SplitMix64 seeded with N (see the README for the exact rules)."
        ),
    )
    doudizhu.add_argument("number", metavar="N")
    doudizhu.add_argument("--format", "-f", choices=("text", "json"), default="text")
    doudizhu.set_defaults(run=_command_doudizhu)


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
    _add_picture_commands(commands)
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


def gui_main() -> int:
    """The ``freecell-gui [N]`` entry point: the viewer, at deal N if given."""
    return main(["view", *sys.argv[1:]])


if __name__ == "__main__":
    sys.exit(main())
