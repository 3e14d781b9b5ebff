"""``freecell find``: the deal numbers that start with a given layout, for one layout or several."""

from __future__ import annotations

import argparse
import sys

from freecell_gui.cli.input import UsageError, input_name, read_input
from freecell_gui.cli.output import write_out
from freecell_gui.cli.parser import PROG, Parser, add_command
from freecell_gui.util.text_marks import cut_for_message


def _command_find(args: argparse.Namespace) -> int:
    """One layout: its matches. Several (``# deal N`` lines between them, as ``deal A..B`` writes them):
    each header, then that layout's matches."""
    import json

    from freecell_gui.core.finder import find_deals
    from freecell_gui.core.notation.formats import LayoutError
    from freecell_gui.core.notation.layout_texts import split_layouts

    source = input_name(args.file)
    pieces = split_layouts(read_input(args.file))
    several = len(pieces) > 1 or pieces[0].header is not None
    status = 0
    for piece in pieces:
        named = cut_for_message(piece.header or f"layout at line {piece.first_line}")  # the user's text
        where = f"{source}, {named}" if several else source
        try:
            layout = piece.parse()
            matches = find_deals(layout)
        except (LayoutError, ValueError) as error:
            raise UsageError(f"{where}: {error}") from None
        if args.json:
            found: dict[str, object] = {"cards": len(layout.cards), "matches": matches}
            write_out(json.dumps({"header": piece.header, **found} if several else found) + "\n")
        else:
            header = [f"{piece.header or f'# layout at line {piece.first_line}'}\n"] if several else []
            write_out("".join([*header, *(f"{number}\n" for number in matches)]))
        if not matches:
            print(f"{PROG} find: no deal matches{f' {where}' if several else ''}", file=sys.stderr)
            status = 1
    return status


SUMMARY = "find the number of a deal from its layout"
DESCRIPTION = """
Read a layout — fc-solve's columns (8 lines, top card first), the rows, or simply the cards in dealing order
(at least 2; the top row is the first 8 dealt) — and print every deal number that starts that way, searching
all of 1 … 8,589,934,591. Exit status 1 when none matches.
"""


def add_find_command(commands: argparse._SubParsersAction[Parser]) -> None:
    find = add_command(commands, "find", SUMMARY, DESCRIPTION, run=_command_find)
    find.add_argument(
        "file", metavar="FILE", nargs="?", default="-", help="the layout (default: standard input)"
    )
    find.add_argument("--json", action="store_true", help='print {"cards": K, "matches": [...]}')
