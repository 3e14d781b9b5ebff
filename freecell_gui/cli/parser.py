"""The command line's argparse parser: one-line usage errors, and output errors that are not swallowed."""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, NoReturn

from freecell_gui.cli.output import write_out

if TYPE_CHECKING:
    from _typeshed import SupportsWrite

PROG = "freecell"
EXIT_USAGE = 2


class Parser(argparse.ArgumentParser):
    """argparse, but a usage error is one line (with a pointer to --help) instead of the usage block."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        # argparse takes "-5..3" for an option, since only plain negative numbers look like values to it;
        # anything starting with "-" and a digit is a (wrong) number, which the command explains.
        self._negative_number_matcher = re.compile(r"^-\d")

    def error(self, message: str) -> NoReturn:
        self.exit(EXIT_USAGE, f"{self.prog}: error: {message} (see {self.prog} --help)\n")

    def _print_message(self, message: str, file: SupportsWrite[str] | None = None) -> None:
        # argparse ignores a failed write, so `--help > /dev/full` would succeed: fail as other output does.
        # (argparse hands over sys.stdout for --help and --version; None when stdout is closed.)
        if message and file is sys.stdout:
            write_out(message)
        else:
            super()._print_message(message, file)


def add_subcommands(
    parser: argparse.ArgumentParser, dest: str, metavar: str
) -> argparse._SubParsersAction[Parser]:
    """The subcommands of ``parser``, one of which must be given (its name lands in ``dest``)."""
    commands = parser.add_subparsers(dest=dest, metavar=metavar, parser_class=Parser)
    commands.required = True
    return commands


class HelpFormatter(argparse.HelpFormatter):
    """Fills a description to the terminal's width, but keeps the line breaks of text written with them
    (an epilog's examples, lined up by hand)."""

    def _fill_text(self, text: str, width: int, indent: str) -> str:
        if "\n" not in text:
            return super()._fill_text(text, width, indent)
        return "".join(indent + line for line in text.splitlines(keepends=True))


def add_command(
    commands: argparse._SubParsersAction[Parser],
    name: str,
    summary: str,
    description: str,
    epilog: str | None = None,
    *,
    run: Callable[[argparse.Namespace], int] | None = None,
) -> Parser:
    """A subcommand that ``run`` carries out (None: one with subcommands of its own). The description is
    one paragraph however its text is broken into lines; an epilog (examples) keeps its line breaks."""
    command = commands.add_parser(
        name,
        help=summary,
        description=" ".join(description.split()),
        epilog=epilog,
        formatter_class=HelpFormatter,
    )
    if run is not None:
        command.set_defaults(run=run)
    return command
