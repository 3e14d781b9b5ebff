"""The command line's argparse parser: one-line usage errors, and output errors that are not swallowed."""

from __future__ import annotations

import argparse
import re
import sys
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


def add_command(
    commands: argparse._SubParsersAction[Parser],
    name: str,
    summary: str,
    description: str,
    epilog: str | None = None,
) -> Parser:
    """A subcommand; an epilog (examples) keeps its line breaks."""
    if epilog is None:
        return commands.add_parser(name, help=summary, description=description)
    return commands.add_parser(
        name,
        help=summary,
        description=description,
        epilog=epilog,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
