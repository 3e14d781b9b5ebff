"""Standard output for the command line, when it fails: closed, full, a reader that left, an ASCII locale.

Every failure becomes one line on stderr — never a traceback, also not from the interpreter's last flush.
A character the locale cannot show is written in ASCII ("…" as "...", "—" as "-"), on stdout and stderr
alike, rather than as ``?`` or ``\\u2026``.
"""

from __future__ import annotations

import codecs
import contextlib
import io
import os
import sys
import unicodedata
from typing import TextIO

SUIT_SYMBOLS = "♣♦♥♠"
SUIT_LETTERS = "CDHS"
ASCII_FALLBACK = "freecell-ascii"  # the codec error handler that writes them
_FALLBACKS = {
    **dict(zip(SUIT_SYMBOLS + "♧♢♡♤", SUIT_LETTERS * 2, strict=True)),
    "…": "...",
    "–": "-",
    "—": "-",
    "−": "-",
    "·": "-",
    "×": "x",
    "→": "->",
    "←": "<-",
    "›": ">",
    "≤": "<=",
    "≥": ">=",
    "≈": "~",
    "½": "1/2",
    "✗": "x",
    "\u00a0": " ",
    "\u202f": " ",
}


def _ascii_for(character: str) -> str:
    """``character`` in ASCII: from the table, else its compatibility form's letters (``₁`` 1, ``ê`` e),
    else ``?``."""
    if character in _FALLBACKS:
        return _FALLBACKS[character]
    plain = unicodedata.normalize("NFKD", character).encode("ascii", "ignore").decode()
    return plain or "?"


def _write_in_ascii(error: UnicodeError) -> tuple[str, int]:
    if not isinstance(error, UnicodeEncodeError):
        raise error
    return "".join(map(_ascii_for, error.object[error.start : error.end])), error.end


codecs.register_error(ASCII_FALLBACK, _write_in_ascii)


def use_ascii_fallbacks() -> None:
    """Make stdout and stderr write what their encoding cannot show in ASCII (help texts, messages …)."""
    for stream in (sys.stdout, sys.stderr):
        if isinstance(stream, io.TextIOWrapper):
            with contextlib.suppress(ValueError):  # a closed stream: writing to it fails anyway
                stream.reconfigure(errors=ASCII_FALLBACK)


class OutputError(Exception):
    """Standard output cannot be written (closed, disk full …); shown as one line, then exit status 2."""


def stdout() -> TextIO:
    """sys.stdout, which is None when the program was started with it closed (``freecell deal 1 >&-``)."""
    if sys.stdout is None:
        raise OutputError("cannot write to standard output: it is closed")
    return sys.stdout


def output_error(error: OSError) -> OutputError:
    return OutputError(f"cannot write to standard output: {error.strerror or error}")


def write_out(text: str) -> None:
    """Write ``text`` to standard output; a failure becomes OutputError (BrokenPipeError passes through)."""
    try:
        stdout().write(text)
    except BrokenPipeError:
        raise
    except OSError as error:
        raise output_error(error) from None


def flush_stdout() -> None:
    """Flush now, while an error can still be reported, rather than at interpreter shutdown."""
    if sys.stdout is None:
        return
    try:
        sys.stdout.flush()
    except BrokenPipeError:
        raise
    except OSError as error:
        raise output_error(error) from None


def silence_stdout() -> None:
    """Point file descriptor 1 at /dev/null, so that the interpreter's final flush of whatever is still
    buffered cannot fail a second time (and print a traceback) after the error has been reported."""
    with contextlib.suppress(OSError):
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, 1)
        os.close(devnull)


def suits_as_letters(prog: str) -> bool:
    """True, with a note on stderr, when standard output cannot show ♣♦♥♠ (an ASCII locale)."""
    encoding = getattr(stdout(), "encoding", None) or "utf-8"
    try:
        SUIT_SYMBOLS.encode(encoding)
    except (UnicodeEncodeError, LookupError):
        print(
            f"{prog}: note: standard output is {encoding}, which has no suit symbols: writing the suits as "
            "the letters C D H S (set PYTHONIOENCODING=utf-8 for the symbols)",
            file=sys.stderr,
        )
        return True
    return False


def counted(number: int, noun: str) -> str:
    """``1 move``, ``2,000 moves``: a count and its noun, as the command line's messages write them."""
    return f"{number:,} {noun}{'' if number == 1 else 's'}"


def letters_for_suits(text: str) -> str:
    return text.translate(str.maketrans(SUIT_SYMBOLS, SUIT_LETTERS))
