"""``--version`` of ``freecell`` and ``freecell-gui``: the version, then where the program keeps its files
(ui/places.py), worked out only when asked: the settings are read through Qt, which other commands
need not load."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import Any

from freecell_gui import __version__


def version_text(prog: str) -> str:
    """``prog 0.1.0`` and one ``Label: where`` line per place, each line ending with a newline."""
    from freecell_gui.ui.places import places

    lines = [f"{prog} {__version__}", *(f"{label}: {where}" for label, where in places())]
    return "".join(f"{line}\n" for line in lines)


class VersionAction(argparse.Action):
    """Prints :func:`version_text` and exits with status 0, as argparse's own ``version`` action does."""

    def __init__(self, option_strings: Sequence[str], dest: str = argparse.SUPPRESS, **kwargs: Any) -> None:
        kwargs.setdefault("help", "show the version and where settings, catalogue and data live, then exit")
        super().__init__(option_strings, dest, nargs=0, default=argparse.SUPPRESS, **kwargs)

    def __call__(
        self,
        parser: argparse.ArgumentParser,
        namespace: argparse.Namespace,
        values: str | Sequence[Any] | None,
        option_string: str | None = None,
    ) -> None:
        parser._print_message(version_text(parser.prog), sys.stdout)
        parser.exit()
