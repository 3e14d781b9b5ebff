"""``freecell replay``: a solution's moves made on a deal, and the position they reach.

Mistakes end as :class:`freecell_gui.cli.input.UsageError` (one line on stderr, exit status 2); nothing
reaches stdout unless every move applies.
"""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING

from freecell_gui.cli.input import UsageError, autoplay_option, input_name, read_input
from freecell_gui.cli.output import counted, write_out
from freecell_gui.cli.parser import Parser, add_command
from freecell_gui.core.rules.autoplay import DEFAULT_AUTOPLAY, Autoplay

if TYPE_CHECKING:
    from freecell_gui.core.rules.replay import Replay

REPLAY_EPILOG = """\
examples:
  freecell replay 617 solution.txt          short solution from freecellgamesolutions.com
  make-microsoft-freecell-board -t 617 | fc-solve -p -t -sam -snx | freecell replay 617 - --autoplay none
  echo "5a 5b 5c 5d" | freecell replay 1 --each
  echo 617:4r462r2772424r… | freecell replay 617   macroxue's compact notation (or its game link)
"""


def _each_text(result: Replay) -> str:
    """Every position after every move, automatic moves home included, each under ``Move: <move>``."""
    blocks: list[str] = []
    before = result.start
    for step in result.steps:
        position = before.apply(step.move)
        blocks.append(f"Move: {step.text}\n{position.to_fcs()}\n")
        for auto in step.auto:
            position = position.apply(auto)
            blocks.append(f"Move: {auto} (autoplay)\n{position.to_fcs()}\n")
        before = step.position
    return "\n".join(blocks)


def _command_replay(args: argparse.Namespace) -> int:
    from freecell_gui.core.deals.generator import validate_deal_number
    from freecell_gui.core.notation.standard import IllegalMove, MoveTextError
    from freecell_gui.core.rules.compact_notation import read_compact, read_solution
    from freecell_gui.core.rules.position import Position
    from freecell_gui.core.rules.replay import replay

    try:
        number = validate_deal_number(args.number)
    except (ValueError, TypeError) as error:
        raise UsageError(str(error)) from None
    start = Position.deal(number)
    text = read_input(args.file)
    try:
        compact = read_compact(text)
        if compact is not None and compact.deal_number not in (None, number):
            raise UsageError(f"the solution is for deal {compact.deal_number}, not deal {number}")
        moves, autoplay = read_solution(start, text, args.autoplay)
        result = replay(start, moves, autoplay=autoplay or DEFAULT_AUTOPLAY, solution=True)
    except (IllegalMove, MoveTextError) as error:
        raise UsageError(str(error)) from None
    if not result.steps:
        wanted = "expected a solution in standard notation, such as 8a 8b 87 3h"
        raise UsageError(f"no moves in {input_name(args.file)}: {wanted}")
    # Everything is computed before the first byte is written: a failure leaves stdout empty.
    write_out(_each_text(result) if args.each and result.steps else result.final.to_fcs() + "\n")
    made = len(result.steps)
    automatic = sum(len(step.auto) for step in result.steps)
    extra = f" (and {counted(automatic, 'automatic move')} home)" if automatic else ""
    if result.final.is_solved():
        print(f"solved: {counted(made, 'move')}{extra}, all 52 cards home", file=sys.stderr)
    else:
        home = sum(result.final.foundations)
        print(f"{counted(made, 'move')}{extra} applied; {home} of 52 cards home", file=sys.stderr)
    return 0


REPLAY_SUMMARY = "replay a solution on a deal and print the position"
REPLAY_DESCRIPTION = """
Make the moves of FILE (standard notation: 1-8 columns, a-d free cells, h home, as
freecellgamesolutions.com, FreeCell Pro and fc-solve write them) from deal N's start, and print the final
position in fc-solve's board format. macroxue's compact notation (617:4r46…, or a game link holding
deal=617:4r46…) is read too: its deal must be N. A move without a count onto an empty column is read as the
most cards that may move, fewer when a later move needs it or the game would not be won (the first reading
that wins). Lines starting with # are comments; the header the window's Export solution writes (# deal 617,
safe autoplay, 39 moves) gives the autoplay, and its deal must be N. Exit status 2 at the first move that
cannot be made.
"""


def add_move_commands(commands: argparse._SubParsersAction[Parser]) -> None:
    """Register ``replay`` on the ``freecell`` command's subparsers."""
    command = add_command(
        commands, "replay", REPLAY_SUMMARY, REPLAY_DESCRIPTION, REPLAY_EPILOG, run=_command_replay
    )
    command.add_argument("number", metavar="N", help="the deal")
    command.add_argument(
        "file", metavar="FILE", nargs="?", default="-", help="the moves (default or -: standard input)"
    )
    command.add_argument(
        "--autoplay",
        type=autoplay_option,
        choices=tuple(Autoplay),
        help="safe (default): Microsoft's automatic moves home after each move, for short solutions; "
        "max: every card that may go home goes; none: for solutions that list every move, such as "
        "fc-solve's. A header comment or compact notation implies its own unless given (compact: max when "
        "it writes no move home)",
    )
    command.add_argument(
        "--each", action="store_true", help="print the position after every move, each under 'Move: <move>'"
    )
