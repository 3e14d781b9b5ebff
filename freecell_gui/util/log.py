"""The program's own warnings (a damaged card image …), one line each on stderr, for the command line and
the window alike."""

from __future__ import annotations

import logging
import sys


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
