"""``freecell record stats`` and ``freecell record list``: the record of the games played by hand in the
window, read as it is (a window may be writing it). A record that is not ours is one line, exit status 2;
no record yet is said on stderr, with nothing to list."""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING

from freecell_gui.cli.input import UsageError, whole_number_option
from freecell_gui.cli.output import write_out
from freecell_gui.cli.parser import Parser, add_command, add_subcommands

if TYPE_CHECKING:
    from freecell_gui.app.record.store import RecordStore

EPILOG = """\
examples:
  freecell record stats                   games played, won, the win rate and the streaks
  freecell record list --limit 10         the last ten games, the last first
  freecell record stats --record other.sqlite
"""


def _open(args: argparse.Namespace) -> RecordStore | None:
    from freecell_gui.app.record.rows import RecordError
    from freecell_gui.app.record.store import RecordStore
    from freecell_gui.util.record_file import record_path

    if args.record == "":
        raise UsageError("--record: the file name is empty: name a file")
    path = record_path(args.record)
    try:
        store = RecordStore.open_to_read(path)
    except RecordError as error:
        raise UsageError(str(error)) from None
    if store is None:
        print(f"freecell record: no game is recorded yet in {path}", file=sys.stderr)
    return store


def _command_stats(args: argparse.Namespace) -> int:
    from freecell_gui.app.record.statistics import Statistics, statistics
    from freecell_gui.core.games import FREECELL

    store = _open(args)
    counted = Statistics()
    if store is not None:
        with store:
            counted = statistics(store, FREECELL.key)
    rate = counted.win_rate()
    lines = [
        f"played          {counted.played:,}"
        + (f" ({counted.under_way:,} under way)" if counted.under_way else ""),
        f"won             {counted.won:,}",
        f"win rate        {'-' if rate is None else f'{100 * rate:.0f} %'}",
        f"current streak  {counted.current_streak:,}",
        f"longest streak  {counted.longest_streak:,}",
    ]
    if counted.by_solver:
        lines.append(f"by the solver   {counted.by_solver:,}")
    write_out("".join(line + "\n" for line in lines))
    return 0


def _command_list(args: argparse.Namespace) -> int:
    from freecell_gui.app.play_state import clock_text
    from freecell_gui.app.record.statistics import played_games
    from freecell_gui.core.games import FREECELL

    store = _open(args)
    if store is None:
        return 0
    with store:
        games = played_games(store, FREECELL.key, args.limit)
    lines = []
    for game in games:
        outcome = "won" if game.won else "under way" if game.ended is None else "not won"
        moves = f"{game.own_moves:>3} moves" + (
            f" + {game.solver_moves} by the solver" if game.solver_moves else ""
        )
        time = clock_text(game.seconds)
        head = f"{game.started}  {game.deal:>13,}  {outcome:<9}  {moves}  {time:>7}"
        lines.append(f"{head}  {game.autoplay:<4}  {game.moves}\n")
    write_out("".join(lines))
    return 0


SUMMARY = "the games played by hand in the window: statistics and the games"
DESCRIPTION = """
The window records every game played by hand (the deal, when, won or not, the moves and the time) in an
SQLite file in the user's data folder; these commands read it.
"""
LIST_SUMMARY = "the games, the last first"
LIST_DESCRIPTION = """
Print one line a game: when it began, the deal, won or not, the moves made (the solver's apart), the time,
the autoplay and the moves in standard notation.
"""


def add_record_commands(commands: argparse._SubParsersAction[Parser]) -> None:
    """Register ``record`` (stats, list) on the ``freecell`` command's subparsers."""
    record = add_command(commands, "record", SUMMARY, DESCRIPTION, EPILOG)
    actions = add_subcommands(record, "action", "ACTION")
    stats = add_command(
        actions, "stats", "games, wins and streaks", "Print the statistics of the games.", run=_command_stats
    )
    listing = add_command(actions, "list", LIST_SUMMARY, LIST_DESCRIPTION, run=_command_list)
    listing.add_argument(
        "--limit", type=whole_number_option(1), default=100, metavar="K", help="at most K games (default 100)"
    )
    for command in (stats, listing):
        command.add_argument(
            "--record",
            metavar="FILE",
            help="the record to read (default: $FREECELL_GUI_RECORD, else record.sqlite in the user's data "
            "folder)",
        )
