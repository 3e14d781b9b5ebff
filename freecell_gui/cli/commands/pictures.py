"""The commands that draw: ``view`` (the window), ``export`` (a picture of a deal) and ``deck-sheet``.

Qt is imported only once the arguments are known to be good, so a mistake is reported fast and without a
display. ``view``'s arguments are also ``freecell-gui``'s (see cli.build_gui_parser).
"""

from __future__ import annotations

import argparse
import contextlib
import sys
from collections.abc import Callable

from freecell_gui.cli.input import UsageError, deal_number
from freecell_gui.cli.parser import Parser, add_command
from freecell_gui.core.deals.deal_numbers import read_decimal, read_whole_number
from freecell_gui.util.picture_formats import image_suffixes
from freecell_gui.util.picture_limits import (
    DEFAULT_CARD_WIDTH,
    check_card_width,
    check_height,
    check_scale,
    check_width,
)

VIEW_DESCRIPTION = "Open the viewer at deal N of FreeCell (or of the game named by --game)."
VIEW_EPILOG = "Without N, the viewer opens the game and the deal viewed last."


def command_view(args: argparse.Namespace) -> int:
    """Open the viewer. A number is a FreeCell deal unless ``--game`` names another game."""
    from freecell_gui.core.games import FREECELL, GAMES
    from freecell_gui.util.languages import parse_language_option

    number = None
    game = args.game
    try:
        language = None if args.lang is None else parse_language_option(args.lang)
    except ValueError as error:
        raise UsageError(str(error)) from None
    if args.number is not None:
        game = game or FREECELL.key
        try:
            number = GAMES[game].validate(args.number)
        except (ValueError, TypeError) as error:
            raise UsageError(str(error)) from None

    if args.record == "":
        raise UsageError("--record: the file name is empty: name a file")
    from freecell_gui.ui.app import run_viewer

    return run_viewer(number, game=game, language=language, record=args.record)


def _command_export(args: argparse.Namespace) -> int:
    from freecell_gui.core.deals.deal import Deal, deal
    from freecell_gui.core.deals.doudizhu import DouDizhuDeal, deal_doudizhu
    from freecell_gui.ui.board.pictures import export_board

    dealt: Deal | DouDizhuDeal
    if args.game == "doudizhu":
        try:
            dealt = deal_doudizhu(args.number)
        except (ValueError, TypeError) as error:
            raise UsageError(str(error)) from None
    else:
        dealt = deal(deal_number(args.number))
    try:
        path = export_board(
            dealt, args.file, args.width, args.height, args.scale, args.deck, caption=not args.no_caption
        )
    except (ValueError, OSError) as error:
        raise UsageError(str(error)) from None
    print(f"exported deal {dealt.number} to {path}", file=sys.stderr)
    return 0


def _command_deck_sheet(args: argparse.Namespace) -> int:
    from freecell_gui.ui.board.contact_sheet import render_contact_sheet

    try:
        path = render_contact_sheet(args.file, args.deck, args.width)
    except (ValueError, OSError) as error:
        raise UsageError(str(error)) from None
    print(f"wrote the {args.deck} deck to {path}", file=sys.stderr)
    return 0


# argparse calls these by name in its own messages ("invalid _positive_int value") for any error but
# ArgumentTypeError, so every failure is turned into one, and each function carries a readable name too.
# The ranges and their one message are picture_limits.py's, shared with the window's Export dialog.
def pixels_option(check: Callable[[object], int]) -> Callable[[str], int]:
    def parse(text: str) -> int:
        value: object = text  # quoted as typed, cut short, unless it reads as a count
        with contextlib.suppress(OverflowError):  # as every number is read: "1,0" is not 10
            number = read_whole_number(text)
            value = value if number is None or number < 0 else number
        try:
            return check(value)
        except ValueError as error:
            raise argparse.ArgumentTypeError(str(error)) from None

    parse.__name__ = "number of pixels"
    return parse


def _scale(text: str) -> float:
    number = read_decimal(text)  # as every number is read: no nan, no inf, "1_6" is not 16
    try:  # a number too long to read back ("1e999", 400 nines) is quoted as typed, cut short
        return check_scale(text if number is None else number)
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


_scale.__name__ = "scale"


def add_view_arguments(parser: argparse.ArgumentParser) -> None:
    from freecell_gui.core.games import GAMES
    from freecell_gui.util.languages import LANGUAGE_CODES

    parser.add_argument(
        "number", metavar="N", nargs="?", help="the deal to show (default: the one viewed last)"
    )
    parser.add_argument(
        "--game",
        choices=tuple(GAMES),
        help="the game of N (default: freecell; without N, the game viewed last)",
    )
    parser.add_argument(
        "--lang",
        metavar="LANG",
        help=f"the interface language for this run: {', '.join(LANGUAGE_CODES)} "
        "(default: the one chosen in View → Language, else the system's)",
    )
    parser.add_argument(
        "--record",
        metavar="FILE",
        help="record the games played by hand in FILE (default: $FREECELL_GUI_RECORD, else record.sqlite "
        "in the user's data folder)",
    )


def add_deck_argument(command: Parser) -> None:
    """``--deck``, the cards' design, for every command that draws cards."""
    from freecell_gui.util.resources import DECK_NAMES

    command.add_argument(
        "--deck",
        choices=DECK_NAMES,
        default=DECK_NAMES[0],
        help=f"the cards' design (default {DECK_NAMES[0]})",
    )


SHEET_SUMMARY = "render every card of a deck into one picture"
SHEET_DESCRIPTION = """
A contact sheet of a deck, in the format the file name ends in: .svg (vector, drawn from the deck's SVGs) or
a picture format that holds every colour at the sheet's size: {suffixes}. Formats that cannot (.ico and
.cur: 256 pixels a side; .xbm: black and white …) are refused.
"""


def add_picture_commands(commands: argparse._SubParsersAction[Parser]) -> None:
    view = add_command(commands, "view", "open the viewer", VIEW_DESCRIPTION, run=command_view)
    view.epilog = VIEW_EPILOG
    add_view_arguments(view)

    export = add_command(
        commands,
        "export",
        "save a picture of a deal (PNG or SVG)",
        "Render deal N as the viewer draws it, without a window, to FILE (.png or .svg).",
        run=_command_export,
    )
    export.add_argument("number", metavar="N", help="the deal (of Dou Dizhu with --game doudizhu)")
    export.add_argument("file", metavar="FILE", help="the picture to write, ending in .png or .svg")
    export.add_argument(
        "--width", type=pixels_option(check_width), help="width in pixels (default 1000, or from --height)"
    )
    export.add_argument(
        "--height", type=pixels_option(check_height), help="height in pixels (default from the width)"
    )
    export.add_argument("--scale", type=_scale, default=1.0, help="device pixel ratio, e.g. 2 for HiDPI")
    add_deck_argument(export)
    export.add_argument(
        "--game", choices=("freecell", "doudizhu"), default="freecell", help="default: freecell"
    )
    export.add_argument(
        "--no-caption", action="store_true", help="leave out the small caption that names the deal"
    )

    description = SHEET_DESCRIPTION.format(suffixes=image_suffixes())
    sheet = add_command(commands, "deck-sheet", SHEET_SUMMARY, description, run=_command_deck_sheet)
    sheet.add_argument("file", metavar="FILE", help="the picture to write")
    add_deck_argument(sheet)
    sheet.add_argument(
        "--width",
        type=pixels_option(check_card_width),
        default=DEFAULT_CARD_WIDTH,
        help=f"card width in pixels (default {DEFAULT_CARD_WIDTH})",
    )
