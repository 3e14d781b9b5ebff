"""The command line, ``freecell`` (also ``python -m freecell_gui``): the parser of every command, and main.

Every mistake of the user — a bad number, range, format, file — ends with one line on stderr and exit
status 2, never a traceback. Qt is imported only by the commands that draw, so ``freecell deal`` starts fast.
The commands live in commands/: deals, pictures, find, moves, solve, catalogue, record and random.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence

from freecell_gui.cli.commands.pictures import VIEW_DESCRIPTION, VIEW_EPILOG, add_view_arguments, command_view
from freecell_gui.cli.input import UsageError
from freecell_gui.cli.output import OutputError, flush_stdout, silence_stdout, use_ascii_fallbacks
from freecell_gui.cli.parser import EXIT_USAGE, PROG, HelpFormatter, Parser, add_subcommands
from freecell_gui.cli.version import VersionAction
from freecell_gui.core.deals.generator import RANGE_TEXT
from freecell_gui.util.log import log_warnings_to_stderr

GUI_PROG = "freecell-gui"
EXIT_BROKEN_PIPE = 141  # 128 + SIGPIPE: what a shell reports for a tool the signal ended

EXAMPLES = f"""\
examples:
  {PROG} deal 617                       deal 617 as fc-solve's board (one cascade a line)
  {PROG} deal 617 --format unicode      the rows as freecellgamesolutions.com shows them
  {PROG} deal 1..32000 --format json    every Windows deal, one JSON object a line
  {PROG} deal 1..1000000 > deals.txt    a million deals: 0.5–0.7 s in `make bench` (2 cores)
  {PROG} view 617                       open the viewer at deal 617 (also: freecell-gui 617)
  {PROG} export 617 deal617.png --width 1200 --scale 2
  {PROG} deck-sheet deck.svg --deck four-color   every card of a deck (.svg, .png, .jpg …)
  {PROG} gallery 1..20 deals.png --columns 5      twenty deals in one picture, numbered
  echo "7D AD 5C 3S 5S 8C 2D AH" | {PROG} find    which deal starts with this top row? (617)
  {PROG} doudizhu 42 --format json      a Dou Dizhu deal: three hands and the landlord's cards
  {PROG} random --difficulty hard       a random hard deal with a solution (easy, medium, very-hard)

Deal numbers run {RANGE_TEXT}; group separators (8,589,934,591) are accepted.
"""


def build_parser() -> argparse.ArgumentParser:
    # The commands' modules, here rather than at the top: freecell-gui's start needs none of them.
    from freecell_gui.cli.commands.catalogue import add_catalogue_commands
    from freecell_gui.cli.commands.deals import add_deal_command, add_doudizhu_command
    from freecell_gui.cli.commands.find import add_find_command
    from freecell_gui.cli.commands.gallery import add_gallery_command
    from freecell_gui.cli.commands.moves import add_move_commands
    from freecell_gui.cli.commands.pictures import add_picture_commands
    from freecell_gui.cli.commands.random_deal import add_random_command
    from freecell_gui.cli.commands.record import add_record_commands
    from freecell_gui.cli.commands.solve import add_solve_commands

    parser = Parser(
        prog=PROG,
        description="Microsoft FreeCell deals by number: print, view, export and find them.",
        epilog=EXAMPLES,
        formatter_class=HelpFormatter,
    )
    parser.add_argument("--version", action=VersionAction)
    commands = add_subcommands(parser, "command", "COMMAND")
    add_deal_command(commands, EXAMPLES)
    add_picture_commands(commands)
    add_gallery_command(commands)
    add_find_command(commands)
    add_doudizhu_command(commands)
    add_move_commands(commands)
    add_solve_commands(commands)
    add_catalogue_commands(commands)
    add_record_commands(commands)
    add_random_command(commands)
    return parser


def build_gui_parser() -> argparse.ArgumentParser:
    """``freecell-gui``'s own parser: the viewer's arguments, its name in every message, and --version."""
    from freecell_gui.core.games import GAMES

    parser = Parser(
        prog=GUI_PROG,
        usage=f"%(prog)s [N] [--game {{{','.join(GAMES)}}}] [--lang LANG] [--record FILE] [--version] [-h]",
        description=VIEW_DESCRIPTION,
        epilog=VIEW_EPILOG,
    )
    parser.add_argument("--version", action=VersionAction)
    add_view_arguments(parser)
    return parser


def _parse(parser: argparse.ArgumentParser, argv: Sequence[str] | None) -> argparse.Namespace | int:
    """The arguments, or the exit status once argparse has printed --help, --version or a usage error."""
    try:
        return parser.parse_args(argv)
    except SystemExit as done:
        return done.code if isinstance(done.code, int) else (0 if done.code is None else EXIT_USAGE)


def _run(argv: Sequence[str] | None) -> int:
    args = _parse(build_parser(), argv)
    if isinstance(args, int):
        return args
    log_warnings_to_stderr(f"{PROG} {args.command}")
    try:
        return int(args.run(args))
    except UsageError as error:
        print(f"{PROG} {args.command}: error: {error}", file=sys.stderr)
        return EXIT_USAGE


def _run_gui(argv: Sequence[str] | None) -> int:
    args = _parse(build_gui_parser(), argv)
    if isinstance(args, int):
        return args
    try:
        return command_view(args)
    except UsageError as error:
        print(f"{GUI_PROG}: error: {error}", file=sys.stderr)
        return EXIT_USAGE


def _guarded(prog: str, run: Callable[[], int]) -> int:
    """``run()``, then flush standard output while its errors can still be reported: each ends with one
    line on stderr (a reader that went away: quietly, status 141)."""
    use_ascii_fallbacks()  # help texts hold ♣ and …: an ASCII locale shows C and ...
    try:
        status = run()
        flush_stdout()
        return status
    except OutputError as error:
        silence_stdout()
        print(f"{prog}: error: {error}", file=sys.stderr)
        return EXIT_USAGE
    except BrokenPipeError:
        # The reader went away (`freecell deal 1..1000000 | head`): stop quietly, as `cat` does.
        silence_stdout()
        return EXIT_BROKEN_PIPE
    except KeyboardInterrupt:
        print(f"{prog}: interrupted", file=sys.stderr)
        return 130


def main(argv: Sequence[str] | None = None) -> int:
    """The ``freecell COMMAND …`` entry point."""
    return _guarded(PROG, lambda: _run(argv))


def gui_main(argv: Sequence[str] | None = None) -> int:
    """The ``freecell-gui [N] [--game GAME] [--lang LANG]`` entry point: the viewer, at deal N if given."""
    return _guarded(GUI_PROG, lambda: _run_gui(argv))


if __name__ == "__main__":
    sys.exit(main())
