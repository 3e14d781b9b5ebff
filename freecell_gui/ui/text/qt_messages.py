"""Qt's own messages on the terminal: those about something the program already handles are kept off it.

Qt writes a warning to stderr when the locale is not installed (and then switches to C.UTF-8 itself), when
no web browser can be found (Open on … says so in the status bar) and when a platform plugin lacks a
feature (offscreen has no URL opening, no size hints). None of these is the user's to act on, so they go
to the log at debug level; every other Qt message is passed on as before (to the handler installed
earlier, else written as Qt writes it), so that a real problem still shows.
"""

from __future__ import annotations

import logging
import sys

from PySide6.QtCore import QMessageLogContext, QtMsgType, qFormatLogMessage, qInstallMessageHandler

#: (category, start of the message) of each message the program answers itself, and why.
HANDLED: tuple[tuple[str, str], ...] = (
    # QCoreApplication's start in a locale that is not installed (LC_ALL=tr_TR.UTF-8 on a machine without
    # it): Qt has switched to C.UTF-8 already; the interface language is chosen from LANG/LC_ALL anyway.
    ("default", 'Detected locale "'),
    # QDesktopServices.openUrl without a browser: deal_commands.py says so in the status bar.
    ("qt.qpa.services", "Unable to detect a web browser"),
    # A platform plugin without a feature (offscreen: URL opening, size hints, raising a window).
    ("default", "This plugin does not support "),
)

_log = logging.getLogger(__name__)


class _Filter:
    """The installed handler; ``previous`` is the one it replaced (None: Qt's default output)."""

    installed: _Filter | None = None

    def __init__(self) -> None:
        self.previous = qInstallMessageHandler(self)

    def __call__(self, kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
        category = context.category or "default"
        if any(category == known and message.startswith(start) for known, start in HANDLED):
            _log.debug("Qt (%s): %s", category, message)
        elif self.previous is not None:
            self.previous(kind, context, message)
        elif sys.stderr is not None:
            sys.stderr.write(qFormatLogMessage(kind, context, message) + "\n")


def keep_handled_qt_messages_quiet() -> None:
    """Install the filter (once; call it before the QApplication is made, which warns about the locale)."""
    if _Filter.installed is None:
        _Filter.installed = _Filter()
