"""Deal numbers — and every other number — as people type them: the one reader of the spin box, the
command line's numbers and options, and the settings.

Group separators are accepted only where they group: in blocks of exactly three digits ("1,000,000"),
and only the characters the caller names (the spin box passes its locale's separator), so that "1,5" or,
in a locale without "." as separator, "1.5" is refused instead of silently becoming 15.
"""

from __future__ import annotations

import math
import re
from functools import lru_cache

from freecell_gui.util.text_marks import QT_TRANSLATE_NOOP, Grouped, Message, message, shorten_for_message

# What the command line accepts as grouping: comma, underscore, and normal, no-break, thin and narrow
# no-break spaces (what locales and word processors put between groups).
TEXT_GROUP_SEPARATORS = ",_ \u00a0\u2009\u202f"
SPACE_SEPARATORS = " \u00a0\u2009\u202f"
# Far beyond any deal, and far below Python's 4,300-digit limit of int(): longer text is no deal number.
MAX_DIGITS = 30


def number_for_message(value: int) -> Message | int:
    """``value`` in a message; numbers too long to read (or for ``str()`` to convert) are summarised."""
    if value.bit_length() > 3 * MAX_DIGITS + 10:
        return message(QT_TRANSLATE_NOOP("DealNumbers", "a number far beyond the range"))
    return value


def range_message(first: int, last: int) -> Message:
    """A range of deals as messages write it: ``1 … 8,589,934,591``."""
    return message(
        QT_TRANSLATE_NOOP("DealNumbers", "{first} … {last}"), first=Grouped(first), last=Grouped(last)
    )


@lru_cache(maxsize=16)
def _digits(group_separators: str) -> str:
    """A pattern of whole digits, plain or grouped in threes by one of ``group_separators``."""
    if not group_separators:
        return "[0-9]+"
    separator = f"[{re.escape(group_separators)}]"
    return f"(?:[0-9]+|[0-9]{{1,3}}(?:{separator}[0-9]{{3}})+)"


@lru_cache(maxsize=16)
def _pattern(group_separators: str) -> re.Pattern[str]:
    return re.compile(f"[+-]?{_digits(group_separators)}")


# A decimal number: whole digits (grouped as above), a fraction, an exponent; "1.", ".5" and "2e-3" too.
_DECIMAL = re.compile(
    f"[+-]?(?:{_digits(TEXT_GROUP_SEPARATORS)}(?:\\.[0-9]*)?|\\.[0-9]+)(?:[eE][+-]?[0-9]+)?"
)


def read_whole_number(text: str, group_separators: str = TEXT_GROUP_SEPARATORS) -> int | None:
    """Whole-number ``text`` (ASCII digits, an optional sign, digits grouped in threes by one of
    ``group_separators``) as an int, or None when it is not one. Raises OverflowError for a number of
    more than :data:`MAX_DIGITS` digits: far beyond any range, and beyond what int() reads quickly."""
    stripped = text.strip()
    if not _pattern(group_separators).fullmatch(stripped):
        return None
    digits = "".join(c for c in stripped if c.isdigit()).lstrip("0") or "0"
    if len(digits) > MAX_DIGITS:
        raise OverflowError(f"{len(digits)} digits")
    return -int(digits) if stripped.startswith("-") else int(digits)


def read_decimal(text: str) -> float | None:
    """Decimal ``text`` (``0.5``, ``2``, ``1,000.5``, ``1e-3``; whole digits grouped as
    :func:`read_whole_number` groups them) as a finite float, or None: ``nan``, ``inf`` and numbers too
    large for a float are none."""
    stripped = text.strip()
    if not _DECIMAL.fullmatch(stripped):
        return None
    value = float("".join(c for c in stripped if c not in TEXT_GROUP_SEPARATORS))
    return value if math.isfinite(value) else None


def parse_deal_number(
    text: str, group_separators: str = TEXT_GROUP_SEPARATORS, expected: str | Message = ""
) -> int:
    """Whole-number ``text`` (ASCII digits, an optional sign, digits grouped in threes) as an int.

    Raises ValueError "'…' is not a deal number" (or "is too large", beyond :data:`MAX_DIGITS` digits),
    plus ": expected a whole number in ``expected``" when given; the text is quoted shortened. Range checks
    are the caller's: this only reads the number.
    """
    stripped = text.strip()
    quoted = shorten_for_message(stripped or text)
    try:
        value = read_whole_number(text, group_separators)
    except OverflowError:
        if not expected:
            raise ValueError(
                message(
                    QT_TRANSLATE_NOOP("DealNumbers", "{text} is too large for a deal number"), text=quoted
                )
            ) from None
        template = QT_TRANSLATE_NOOP("DealNumbers", "{text} is too large: expected a whole number in {range}")
        raise ValueError(message(template, text=quoted, range=expected)) from None
    if value is not None:
        return value
    if not expected:
        raise ValueError(
            message(QT_TRANSLATE_NOOP("DealNumbers", "{text} is not a deal number"), text=quoted)
        )
    template = QT_TRANSLATE_NOOP(
        "DealNumbers", "{text} is not a deal number: expected a whole number in {range}"
    )
    raise ValueError(message(template, text=quoted, range=expected))


def spin_box_separators(locale_separator: str) -> str:
    """The separators a deal box accepts for a locale: its own, and every space if it groups with one."""
    if locale_separator and (locale_separator.isspace() or locale_separator in SPACE_SEPARATORS):
        return locale_separator + SPACE_SEPARATORS
    return locale_separator
