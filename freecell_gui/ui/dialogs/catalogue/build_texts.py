"""The catalogue build dialog's words: progress with rate and time left, and how a build ended, in the
interface language (plural forms and grouped numbers by Qt's ``%Ln``).

Methods of a QObject because lupdate reads a plural text only from ``self.tr()``; use :func:`build_texts`.
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QObject

from freecell_gui.ui.text.i18n import format_number


class BuildTexts(QObject):
    """The texts (context "BuildTexts")."""

    def duration(self, seconds: float) -> str:
        """ "45 seconds", "3 min 20 s", "2 h 5 min"."""
        whole = max(round(seconds), 0)
        if whole < 60:
            return self.tr("%n second(s)", "", whole)
        if whole < 3600:
            return self.tr("%1 min %2 s").replace("%1", str(whole // 60)).replace("%2", str(whole % 60))
        hours, minutes = whole // 3600, whole % 3600 // 60
        return self.tr("%1 h %2 min").replace("%1", format_number(hours)).replace("%2", str(minutes))

    def progress(self, done: int, total: int, seconds: float) -> str:
        """ "1,500 of 32,000 deals stored · 850 deals a second · about 38 seconds left"."""
        text = self.tr("%1 of %Ln deal(s) stored", "", total).replace("%1", format_number(done))
        if done <= 0 or seconds <= 0:
            return text
        rate = done / seconds
        speed = self.tr("%Ln deal(s) a second", "", round(rate))
        left = self.tr("about %1 left").replace("%1", self.duration((total - done) / rate))
        return f"{text} · {speed} · {left}"

    def starting(self) -> str:
        return self.tr("Starting the solvers…")

    def finished(self, computed: int, seconds: float) -> str:
        if computed == 0:
            return self.tr("Every deal of the range is in the catalogue already")
        done = self.tr("Done: %Ln deal(s) stored", "", computed)
        return done + " " + self.tr("in %1").replace("%1", self.duration(seconds))

    def cancelled(self, computed: int) -> str:
        return self.tr("Cancelled: %Ln deal(s) stored; build again to go on from there", "", computed)

    def cancelling(self) -> str:
        return self.tr("Cancelling: the deals being solved are dropped…")


@cache
def build_texts() -> BuildTexts:
    return BuildTexts()
