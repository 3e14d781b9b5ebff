"""``freecell gallery A..B FILE``: the gallery's grid of deals as a picture (ui/gallery/sheet.py draws it).

The arguments are checked before Qt loads, so a mistake is one line, fast, and needs no display.
"""

from __future__ import annotations

import argparse
import sys

from freecell_gui.cli.commands.pictures import add_deck_argument, pixels_option
from freecell_gui.cli.input import UsageError, parse_deal_range, whole_number_option
from freecell_gui.cli.parser import Parser, add_command
from freecell_gui.util.picture_formats import image_suffixes
from freecell_gui.util.picture_limits import check_width

DEFAULT_COLUMNS = 5  # ui/gallery/sheet.py's, without loading Qt to read it
MAX_COLUMNS = 100


def _command_gallery(args: argparse.Namespace) -> int:
    first, last = parse_deal_range(args.range)
    from freecell_gui.ui.gallery.sheet import render_gallery_sheet

    try:
        path = render_gallery_sheet(args.file, first, last, args.columns, args.width, args.deck)
    except (ValueError, OSError) as error:
        raise UsageError(str(error)) from None
    deals = f"deal {first:,}" if first == last else f"deals {first:,} to {last:,}"
    print(f"wrote {deals} to {path}", file=sys.stderr)
    return 0


SUMMARY = "save a grid of deals as one picture (PNG or SVG)"
DESCRIPTION = """
The deals A..B as the viewer's gallery shows them — each deal's eight cascades with its number under it — in
a grid, written to FILE in the format its name ends in: .svg, or a picture format that holds every colour at
the picture's size: {suffixes}.
"""


def add_gallery_command(commands: argparse._SubParsersAction[Parser]) -> None:
    description = DESCRIPTION.format(suffixes=image_suffixes())
    gallery = add_command(commands, "gallery", SUMMARY, description, run=_command_gallery)
    gallery.add_argument("range", metavar="A..B", help="the deals, e.g. 1..20 (or one deal N)")
    gallery.add_argument("file", metavar="FILE", help="the picture to write")
    gallery.add_argument(
        "--columns",
        type=whole_number_option(1, MAX_COLUMNS),
        default=DEFAULT_COLUMNS,
        help=f"deals a row (default {DEFAULT_COLUMNS})",
    )
    gallery.add_argument(
        "--width",
        type=pixels_option(check_width),
        help="the picture's width in pixels (default: thumbnails of the gallery's default size)",
    )
    add_deck_argument(gallery)
