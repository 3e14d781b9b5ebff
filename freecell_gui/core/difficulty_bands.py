"""The difficulty bands a player asks for a deal by: easy, medium, hard and very hard, on the catalogue's
scale (:func:`~freecell_gui.core.catalogue.facts.difficulty`: the quick pass's effort and its solution's
length). A table of its own, light to import: the command line's choices and the window's menu read it.

The limits come from the deals themselves: the difficulty of deals 1 … 2,000 and of 2,000 deals drawn
from the whole range (``benchmarks/bench_difficulty.py --spread`` measures it again). The quick pass's
narrow beam solves some 98 % of the deals, between 41 and 54 points, each in milliseconds; the others go
on to the complete search and wider beams (55 to 65 points). The cuts lie near the spread's 40th, 80th and
95th percentiles (difficulties are tenths, and many deals share one):

============  ==============  ====================================
band          difficulty      share of the deals (1 … 2,000; whole)
============  ==============  ====================================
easy          below 47.0      the easiest 42 %; 45 %
medium        47.0 to 49.0    the next 37 %; 35 %
hard          49.0 to 50.5    the next 15 %; 14 %
very hard     50.5 and more   the hardest 6 %; 6 %
============  ==============  ====================================

A band holds its lower limit and stops short of its upper one (difficulties are tenths). Deals without a
solution have no difficulty; offered only when asked for, they count as very hard.
"""

from __future__ import annotations

from dataclasses import dataclass

from freecell_gui.util.text_marks import QT_TRANSLATE_NOOP, message

#: Microsoft's range, where a deal of a band is drawn unless another is asked for.
DEFAULT_LAST = 1_000_000
#: How long a search for a deal of a band goes on at most (seconds), unless another time is asked for.
DEFAULT_TIME_LIMIT = 60.0

UNKNOWN_BAND = QT_TRANSLATE_NOOP("Difficulty", "unknown difficulty {text}: choose one of {choices}")


@dataclass(frozen=True)
class Band:
    """Deals of difficulty ``low`` or more and below ``high`` (None: no limit). ``key`` is the command
    line's word; ``name`` the word in sentences ("a hard deal"), marked for translation."""

    key: str
    name: str
    low: float
    high: float | None

    def holds(self, rating: float) -> bool:
        return self.low <= rating and (self.high is None or rating < self.high)


EASY = Band("easy", QT_TRANSLATE_NOOP("Difficulty", "easy"), 0.0, 47.0)
MEDIUM = Band("medium", QT_TRANSLATE_NOOP("Difficulty", "medium"), 47.0, 49.0)
HARD = Band("hard", QT_TRANSLATE_NOOP("Difficulty", "hard"), 49.0, 50.5)
VERY_HARD = Band("very-hard", QT_TRANSLATE_NOOP("Difficulty", "very hard"), 50.5, None)
#: Every band, easiest first; together they hold every difficulty.
BANDS = (EASY, MEDIUM, HARD, VERY_HARD)
BAND_KEYS = tuple(band.key for band in BANDS)


def band_named(key: str) -> Band:
    """The band whose key is ``key``; ValueError (a message naming the choices) for any other text."""
    for band in BANDS:
        if band.key == key:
            return band
    raise ValueError(message(UNKNOWN_BAND, text=repr(key), choices=", ".join(BAND_KEYS)))


def band_of(rating: float) -> Band:
    """The band that holds ``rating``."""
    return next(band for band in BANDS if band.holds(rating))
