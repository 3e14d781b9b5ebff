"""``freecell solve N`` and ``--position FILE``: one position solved by freecell-gui's engine, its moves
printed on stdout after our engine has read them back and replayed them, the verdict and the count on
stderr.

The ``short`` preset (the default) is the anytime search: the fewest moves it finds, in about a second;
``fast`` is the quick pass: the first solution of a narrow beam, in milliseconds. Either says "no
solution" only when the complete search visited every position reachable with safe autoplay.
"""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING

from freecell_gui.cli.commands.single_cards import single_card_solution
from freecell_gui.cli.input import UsageError, deal_number, input_name, read_input
from freecell_gui.cli.output import counted, write_out
from freecell_gui.core.rules.autoplay import DEFAULT_AUTOPLAY, Autoplay

if TYPE_CHECKING:
    from freecell_gui.core.rules.position import Position
    from freecell_gui.core.rules.replay import Replay
    from freecell_gui.core.search import SearchResult

EXIT_UNSOLVED = 1
#: Whose solution a preset prints.
BY = {"short": "freecell-gui's search", "fast": "freecell-gui's quick pass"}


def solve_one(args: argparse.Namespace) -> int:
    """Solve the deal or position of ``args``; the exit status."""
    from freecell_gui.core.notation.fcs_text import PositionTextError
    from freecell_gui.core.rules.position import Position
    from freecell_gui.core.search import quick, search

    if args.position is not None:
        try:
            start = Position.from_fcs(read_input(args.position))
        except PositionTextError as error:
            raise UsageError(f"{input_name(args.position)}: {error}") from None
        what = "the position"
    else:
        number = deal_number(args.number)
        start, what = Position.deal(number), f"deal {number}"
    solve = quick if args.preset == "fast" else search
    found = solve(start, args.autoplay, time_limit=args.time_limit, max_positions=args.max_positions)
    searched = f"{counted(found.expanded, 'position')} searched, {found.seconds:.2f} s"
    if found.solution is None:
        print(f"{what}: {_unsolved(found, args.autoplay)} ({searched})", file=sys.stderr)
        return EXIT_UNSOLVED
    autoplay = found.solution.autoplay
    shown = _print_solution(start, found.solution.texts, autoplay, args)
    site = _site_form(start, shown) if autoplay == Autoplay.NONE else shown
    note = f"; max autoplay cannot win it (a card goes home too soon): written for {autoplay} autoplay"
    solved = f"{_solved_in(shown, site, autoplay)}, by {BY[args.preset]}"
    print(f"{what}: {solved}{note if autoplay != args.autoplay else ''}; {searched}", file=sys.stderr)
    return 0


def _unsolved(found: SearchResult, autoplay: Autoplay) -> str:
    """Why there is no solution to print: the complete search's proof, or how far it got."""
    from freecell_gui.core.search import NO_SOLUTION

    if found.verdict == NO_SOLUTION:
        return "no solution: every position reachable with safe autoplay was searched"
    why = "the time limit" if found.stopped else "the bound on positions"
    mode = f" with {autoplay} autoplay" if autoplay != DEFAULT_AUTOPLAY else ""
    return f"gave up{mode}: {why} came first; there may be a solution"


def _print_solution(
    start: Position, texts: tuple[str, ...], autoplay: Autoplay, args: argparse.Namespace
) -> Replay:
    """Print ``texts`` in the format asked for (in single-card moves if asked), after reading them back
    and replaying them as ``freecell replay`` would (a failure raises before a byte is written); the
    replay of ``texts``."""
    from freecell_gui.cli.solution_output import formatted_solution, replay_solution

    shown = replay_solution(start, texts, autoplay)
    printed, words = shown, list(texts)
    if args.single_cards:
        printed, words = single_card_solution(start, shown, autoplay)
    write_out(formatted_solution(printed, words, args.format))
    return shown


def _site_form(start: Position, shown: Replay) -> Replay:
    """A solution listing every move as freecellgamesolutions.com writes it: with safe autoplay's moves
    home left out."""
    from freecell_gui.app.solution import shorten
    from freecell_gui.cli.solution_output import replay_solution

    every = [step.move for step in shown.steps]
    return replay_solution(start, [str(move) for move in shorten(start, every)], Autoplay.SAFE)


def _solved_in(shown: Replay, site: Replay, autoplay: Autoplay) -> str:
    """``solved in 41 moves (and 11 automatic moves home)``: the moves a player makes and autoplay's. A
    solution listing every move says its length, then the site's count of it apart (the two need not
    add up: a card autoplay sends home at once may take two listed moves, to a cell and home)."""
    automatic = sum(len(step.auto) for step in site.steps)
    extra = f" (and {counted(automatic, 'automatic move')} home)" if automatic else ""
    if autoplay == Autoplay.NONE:
        return (
            f"solved in {counted(len(shown.steps), 'move')}, every one listed "
            f"(as the site counts it, with safe autoplay: {counted(len(site.steps), 'move')}{extra})"
        )
    mode = " with max autoplay" if autoplay == Autoplay.MAX else ""
    return f"solved in {counted(len(site.steps), 'move')}{extra}{mode}"
