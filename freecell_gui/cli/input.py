"""What the user hands the command line — deal numbers, ranges, input files — and the error for a mistake.

Every command raises :class:`UsageError`; ``cli.main`` shows its message as one line, then exit status 2.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path

from freecell_gui.core.deals.deal_numbers import read_decimal, read_whole_number
from freecell_gui.core.deals.generator import validate_deal_number
from freecell_gui.core.rules.autoplay import AUTOPLAY_MODES, Autoplay, autoplay_of
from freecell_gui.util.atomic_file import EMPTY_NAME
from freecell_gui.util.text_marks import shorten_for_message


class UsageError(Exception):
    """A mistake in what the user asked for; its message is shown as one line, then exit status 2."""


def deal_number(text: str) -> int:
    """A FreeCell deal number, with group separators allowed."""
    try:
        return validate_deal_number(text)
    except (ValueError, TypeError) as error:
        raise UsageError(str(error)) from None


def whole_number_option(least: int, most: int | None = None, unit: str = "") -> Callable[[str], int]:
    """An argparse type: a whole number from ``least`` (to ``most``), read as deal numbers are read —
    group separators only where they group thousands, so ``1,0`` is refused rather than read as 10."""
    bounds = f"from {least:,} to {most:,}" if most is not None else f"of at least {least:,}"
    wanted = f"a whole number{f' of {unit}' if unit else ''} {bounds}"

    def parse(text: str) -> int:
        try:
            value = read_whole_number(text)
        except OverflowError:
            raise argparse.ArgumentTypeError(
                f"{shorten_for_message(text)} is too large: expected {wanted}"
            ) from None
        if value is None or value < least or (most is not None and value > most):
            raise argparse.ArgumentTypeError(f"expected {wanted}, not {shorten_for_message(text)}")
        return value

    parse.__name__ = wanted  # argparse names the type by it in its own messages
    return parse


def seconds_option(without: str = "leave the option out for no limit") -> Callable[[str], float]:
    """An argparse type: a finite number of seconds above 0 (``nan`` and ``inf`` are refused); the
    message of a refusal says ``without``: what leaving the option out means."""

    def parse(text: str) -> float:
        value = read_decimal(text)
        if value is None or value <= 0:
            wanted = f"a number of seconds above 0, such as 0.5 or 30 ({without})"
            raise argparse.ArgumentTypeError(f"expected {wanted}, not {shorten_for_message(text)}")
        return value

    parse.__name__ = "a number of seconds"  # argparse names the type by it in its own messages
    return parse


#: Seconds above 0; the option left out means no limit.
positive_seconds = seconds_option()


def autoplay_option(word: str) -> Autoplay:
    """An argparse type: an autoplay mode by its word (a wrong one is refused with the choices)."""
    if word not in AUTOPLAY_MODES:
        choices = ", ".join(AUTOPLAY_MODES)
        raise argparse.ArgumentTypeError(
            f"unknown autoplay mode {shorten_for_message(word)}: choose one of {choices}"
        )
    return autoplay_of(word)


def parse_deal_range(text: str) -> tuple[int, int]:
    """``N`` or ``A..B`` (inclusive) → (first, last); raises UsageError naming the problem."""
    first_text, dots, last_text = text.partition("..")
    first = deal_number(first_text)
    last = deal_number(last_text) if dots else first
    if first > last:
        raise UsageError(f"empty range {shorten_for_message(text)}: the first deal must not exceed the last")
    return first, last


def read_input(name: str) -> str:
    """The text of file ``name`` (``-``: standard input) as UTF-8, a byte order mark dropped."""
    if not name:
        raise UsageError(str(EMPTY_NAME))
    source = input_name(name)
    try:
        if name == "-":
            if sys.stdin is None:
                raise UsageError("cannot read standard input: it is closed")
            data = sys.stdin.buffer.read()
        else:
            data = Path(name).read_bytes()
        return data.decode("utf-8-sig")
    except OSError as error:
        raise UsageError(f"cannot read {source}: {error.strerror or error}") from None
    except UnicodeDecodeError as error:
        where = f"{error.reason} at byte {error.start}"
        raise UsageError(f"cannot read {source}: not UTF-8 text ({where})") from None


def input_name(name: str) -> str:
    """How messages name the input ``name``: a path, or "standard input" for ``-``."""
    return "standard input" if name == "-" else name
