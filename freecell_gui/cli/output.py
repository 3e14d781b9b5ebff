"""Standard output for the command line, when it fails: closed, full, a reader that left, an ASCII locale.

Every failure becomes one line on stderr — never a traceback, also not from the interpreter's last flush.
Also the program's own warnings (a damaged card image …), one line each on stderr.
"""

from __future__ import annotations

import contextlib
import logging
import os
import sys
from typing import TextIO

SUIT_SYMBOLS = "♣♦♥♠"
SUIT_LETTERS = "CDHS"


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


class _StderrHandler(logging.Handler):
    """Writes to whatever sys.stderr is at the time (a handler bound to the stream of its creation would
    write into a closed one after a test's capture ends); its class marks it for replacement."""

    def emit(self, record: logging.LogRecord) -> None:
        try:
            if sys.stderr is not None:
                sys.stderr.write(self.format(record) + "\n")
        except Exception:
            self.handleError(record)


def log_warnings_to_stderr(prefix: str) -> None:
    """The package's warnings as ``PREFIX: warning: message`` lines on stderr, replacing earlier ones."""
    package = logging.getLogger("freecell_gui")
    for handler in list(package.handlers):
        if isinstance(handler, _StderrHandler):
            package.removeHandler(handler)
    handler = _StderrHandler(logging.WARNING)
    handler.setFormatter(logging.Formatter(f"{prefix}: warning: %(message)s"))
    package.addHandler(handler)  # it also spares them Python's last-resort handler, which has no prefix
