"""A random deal of a difficulty band (difficulty.py), with a solution unless any verdict is asked for.

Where the catalogue holds our engine's row of every deal of the range, one is picked among its rows in
the band (a count, then a random offset): every deal of the band equally likely, in milliseconds, and "none"
is a fact. Elsewhere deals are drawn at random from the range, each looked up in the catalogue or rated by
the quick pass (the ``rate`` given: in this process, or the window's search process), until one falls in
the band, for at most the time given. A deal of a bounded band is solved by the quick pass's first beam
in milliseconds, so a rating that runs past :data:`BOUNDED_RATING_S` is of a harder deal: it is stopped
and the deal passed over. A stopped rating never offers its deal, so a deal offered is always rated as
the catalogue would rate it.
"""

from __future__ import annotations

import random
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from freecell_gui.core.catalogue.facts import COUNTS, ENGINE_PREFIX, MAX_POSITIONS, difficulty
from freecell_gui.core.catalogue.rows import Row
from freecell_gui.core.deals.deal_numbers import range_message
from freecell_gui.core.deals.generator import FIRST_DEAL, LAST_DEAL
from freecell_gui.core.difficulty_bands import DEFAULT_LAST, DEFAULT_TIME_LIMIT, VERY_HARD, Band
from freecell_gui.core.rules.autoplay import Autoplay
from freecell_gui.core.search.result import NO_SOLUTION, SOLVED, SearchResult
from freecell_gui.util.text_marks import QT_TRANSLATE_NOOP, Message, counted, message

if TYPE_CHECKING:
    from freecell_gui.core.catalogue.store import Catalogue, CatalogueError
    from freecell_gui.core.rules.position import Position

SOLVABLE = QT_TRANSLATE_NOOP("Difficulty", "solvable")
NONE_IN_RANGE = QT_TRANSLATE_NOOP("Difficulty", "no deal of {range} is {band}")
NONE_FOUND = QT_TRANSLATE_NOOP(
    "Difficulty", "no {band} deal of {range} found in {seconds} s (%Ln deal(s) rated)", "", 1
)

#: The longest rating of one deal when an easy, medium or hard one is wanted (their ratings take
#: milliseconds), and when a very hard one or any deal is wanted.
BOUNDED_RATING_S = 1.0
UNBOUNDED_RATING_S = 10.0
#: Ranges up to this size are drawn without repeating a deal, so that a search can go through all of them.
SHUFFLED_RANGE = 100_000

#: Rates a deal: the quick pass with safe autoplay from the position, for at most so many seconds, until
#: the event is set.
Rate = Callable[["Position", float, threading.Event], SearchResult]


class NoDealError(Exception):
    """No deal of the band was found; the one argument is a :class:`~.text_marks.Message`."""


@dataclass(frozen=True)
class Wanted:
    """A deal of ``band`` (None: any) among ``first`` … ``last``; with ``any_verdict``, deals without a
    solution (or that the engine gave up on) are offered too, as very hard ones."""

    band: Band | None = None
    first: int = FIRST_DEAL
    last: int = DEFAULT_LAST
    any_verdict: bool = False

    def __post_init__(self) -> None:
        if not FIRST_DEAL <= self.first <= self.last <= LAST_DEAL:
            raise ValueError(f"not a range of deals: {self.first} … {self.last}")

    def accepts(self, verdict: str, rating: float | None) -> bool:
        """Whether a deal with ``verdict`` (the catalogue's word) and ``rating`` is one of these."""
        if verdict == SOLVED and rating is not None:
            return self.band is None or self.band.holds(rating)
        return self.any_verdict and self.band in (None, VERY_HARD)

    def rating_limit(self) -> float:
        """How long one deal's rating may take before it is passed over (seconds)."""
        bounded = self.band is not None and self.band.high is not None
        return BOUNDED_RATING_S if bounded else UNBOUNDED_RATING_S

    def size(self) -> int:
        return self.last - self.first + 1

    def band_words(self) -> Message:
        return message(self.band.name) if self.band is not None else message(SOLVABLE)


@dataclass(frozen=True)
class Offer:
    """The deal found: its verdict (the catalogue's word), difficulty (None without a solution) and moves
    (the quick pass's count), whether the catalogue knew it, and how many deals were looked at."""

    deal: int
    verdict: str
    rating: float | None
    moves: int | None
    catalogued: bool
    tried: int
    #: Why the catalogue could not be used (then every deal was rated), else None.
    catalogue_problem: CatalogueError | None = None


def is_rated_on_this_scale(engine: str) -> bool:
    """Whether a catalogue row made by ``engine`` has a difficulty of the bands' scale: our engine's
    counts (an earlier version of the program asked fc-solve, whose effort was counted otherwise)."""
    return engine.startswith(ENGINE_PREFIX) and engine.endswith(f" {COUNTS}")


def rating_of(result: SearchResult) -> float | None:
    """The difficulty of a deal the quick pass (safe autoplay) answered with ``result``, as the catalogue
    rates it; None unless solved."""
    if result.verdict != SOLVED or result.solution is None:
        return None
    return difficulty(result.expanded, len(result.solution))


def quick_rating(start: Position, time_limit: float, stop: threading.Event) -> SearchResult:
    """:data:`Rate` in this process, with the catalogue's bound on positions."""
    from freecell_gui.core.search import quick

    return quick(start, Autoplay.SAFE, time_limit=time_limit, stop=stop, max_positions=MAX_POSITIONS)


def prepare_here(stop: threading.Event) -> None:
    """Load the kernels of :func:`quick_rating`'s engine in this process."""
    from freecell_gui.core.search import prepare

    prepare()


def random_deal(
    wanted: Wanted,
    rng: random.Random,
    rate: Rate = quick_rating,
    catalogue: Catalogue | None = None,
    *,
    time_limit: float = DEFAULT_TIME_LIMIT,
    stop: threading.Event | None = None,
    progress: Callable[[int], None] | None = None,
    prepare: Callable[[threading.Event], None] = prepare_here,
) -> Offer | None:
    """A random deal as ``wanted``, from ``catalogue`` where it covers the range, else rated; None when
    ``stop`` was set first. ``progress`` gets the number of deals looked at so far; ``prepare`` readies
    ``rate``'s engine before the clock starts (the kernels load in seconds after an install). Raises
    :class:`NoDealError` when the range holds none, or none was found within ``time_limit`` seconds. A
    catalogue that cannot be read is left aside (the offer says why)."""
    from freecell_gui.core.catalogue.store import CatalogueError

    stop = stop or threading.Event()
    problem: CatalogueError | None = None
    if catalogue is not None:
        try:
            offer = from_catalogue(catalogue, wanted, rng)
            if offer is not None:
                return offer
        except CatalogueError as error:
            problem, catalogue = error, None
    prepare(stop)
    search = _RatedSearch(wanted, rate, catalogue, time_limit, stop, progress or (lambda tried: None))
    offer = search.run(rng)
    return None if offer is None else replace(offer, catalogue_problem=problem)


# Our engine's rows, by the id of their engine.
_OURS = "d.engine IN (SELECT id FROM engines WHERE name LIKE ? AND name LIKE ?)"
_OURS_PATTERNS = (f"{ENGINE_PREFIX}%", f"% {COUNTS}")


def _band_condition(wanted: Wanted) -> tuple[str, tuple[object, ...]]:
    """The SQL condition on ``deals AS d`` of :meth:`Wanted.accepts`, and its parameters."""
    solved = "(d.verdict = 'solved' AND d.difficulty IS NOT NULL"
    parameters: tuple[object, ...] = ()
    if wanted.band is not None:
        solved += " AND d.difficulty >= ?"
        parameters = (wanted.band.low,)
        if wanted.band.high is not None:
            solved += " AND d.difficulty < ?"
            parameters += (wanted.band.high,)
    solved += ")"
    if wanted.accepts("no-solution", None):
        return f"({solved} OR d.verdict != 'solved')", parameters
    return solved, parameters


def from_catalogue(catalogue: Catalogue, wanted: Wanted, rng: random.Random) -> Offer | None:
    """A deal as ``wanted`` among the catalogue's rows, or None unless our engine rated every deal of the
    range. Raises :class:`NoDealError` when none is in the band, CatalogueError for a damaged file or row.
    The counts and the row are read at one moment: a build writing meanwhile changes none of them."""
    with catalogue.snapshot():
        return _pick(catalogue, wanted, rng)


def _pick(catalogue: Catalogue, wanted: Wanted, rng: random.Random) -> Offer | None:
    in_range = f"d.deal BETWEEN ? AND ? AND {_OURS}"
    bounds = (wanted.first, wanted.last, *_OURS_PATTERNS)
    (covered,) = catalogue.read(f"SELECT count(*) FROM deals AS d WHERE {in_range}", bounds)[0]
    if covered < wanted.size():
        return None
    condition, parameters = _band_condition(wanted)
    where = f"WHERE {in_range} AND {condition}"
    (count,) = catalogue.read(f"SELECT count(*) FROM deals AS d {where}", (*bounds, *parameters))[0]
    if count == 0:
        raise NoDealError(message(NONE_IN_RANGE, range=_range(wanted), band=wanted.band_words()))
    clauses = f"{where} ORDER BY d.deal LIMIT 1 OFFSET ?"
    (row,) = list(catalogue.rows(clauses, (*bounds, *parameters, rng.randrange(count))))
    return Offer(row.deal, row.verdict, row.difficulty, row.moves, True, 1)


def _range(wanted: Wanted) -> Message:
    return range_message(wanted.first, wanted.last)


def _draws(wanted: Wanted, rng: random.Random) -> Iterator[int]:
    """Deals of the range at random: a small range without repeats (then each once), else for ever."""
    if wanted.size() <= SHUFFLED_RANGE:
        deals = list(range(wanted.first, wanted.last + 1))
        rng.shuffle(deals)
        yield from deals
    else:
        while True:
            yield rng.randint(wanted.first, wanted.last)


class _RatedSearch:
    """Deals drawn and rated (or looked up) one by one until one is as wanted."""

    def __init__(
        self,
        wanted: Wanted,
        rate: Rate,
        catalogue: Catalogue | None,
        time_limit: float,
        stop: threading.Event,
        progress: Callable[[int], None],
    ) -> None:
        self.wanted, self.rate, self.catalogue = wanted, rate, catalogue
        self.time_limit, self.stop, self.progress = time_limit, stop, progress
        self.tried = 0
        self.passed_over = 0  # ratings stopped at their limit: their deals are not known to be out

    def run(self, rng: random.Random) -> Offer | None:
        from freecell_gui.core.rules.position import Position

        began = time.monotonic()
        for deal in _draws(self.wanted, rng):
            left = began + self.time_limit - time.monotonic()
            if left <= 0 or self.stop.is_set():
                break
            row = self._known(deal)
            if row is not None:
                self.tried += 1
                self.progress(self.tried)
                if self.wanted.accepts(row.verdict, row.difficulty):
                    return Offer(deal, row.verdict, row.difficulty, row.moves, True, self.tried)
                continue
            result = self.rate(Position.deal(deal), min(left, self.wanted.rating_limit()), self.stop)
            if self.stop.is_set():
                return None
            self.tried += 1
            self.progress(self.tried)
            if result.stopped:
                self.passed_over += 1
                continue
            verdict = {SOLVED: "solved", NO_SOLUTION: "no-solution"}.get(result.verdict, "gave-up")
            rating = rating_of(result)
            if self.wanted.accepts(verdict, rating):
                moves = None if result.solution is None else len(result.solution)
                return Offer(deal, verdict, rating, moves, False, self.tried)
        if self.stop.is_set():
            return None
        words, where = self.wanted.band_words(), _range(self.wanted)
        if self.tried == self.wanted.size() and not self.passed_over:
            raise NoDealError(message(NONE_IN_RANGE, range=where, band=words))
        seconds = f"{time.monotonic() - began:.1f}"
        raise NoDealError(counted(NONE_FOUND, self.tried, band=words, range=where, seconds=seconds))

    def _known(self, deal: int) -> Row | None:
        """The catalogue's row of ``deal`` if our engine rated it (a damaged row: rated again)."""
        from freecell_gui.core.catalogue.store import CatalogueError

        if self.catalogue is None:
            return None
        try:
            row = self.catalogue.lookup(deal)
        except CatalogueError:
            return None
        return row if row is not None and is_rated_on_this_scale(row.engine) else None
