"""A random deal by difficulty: each band's deal rated again on its own falls in the band; the catalogue's
pick is a solved deal of the band made by our engine; the bounds on time and the range are said as such."""

from __future__ import annotations

import random
import re
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from freecell_gui.core.catalogue.facts import count_row
from freecell_gui.core.catalogue.random_deal import (
    BOUNDED_RATING_S,
    UNBOUNDED_RATING_S,
    NoDealError,
    Wanted,
    random_deal,
)
from freecell_gui.core.catalogue.store import Catalogue, Row
from freecell_gui.core.difficulty_bands import BANDS, EASY, HARD, MEDIUM, VERY_HARD, Band
from freecell_gui.core.rules.position import Position
from freecell_gui.core.search import GAVE_UP, NO_SOLUTION, SOLVED, SearchResult
from freecell_gui.core.search.solution import FoundSolution
from tests.helpers.catalogue_helpers import catalogue_of, spoil

CATALOGUED = range(1, 41)  # deals 1 … 40 hold deals of every band (deal 36 is very hard)


class FakeRating:
    """A stand-in for the quick pass: each deal's result from ``results`` (by deal; a stopped search for any
    other), with the time limits asked for and the deals rated kept."""

    def __init__(self, results: dict[int, SearchResult] | None = None) -> None:
        self.results = results or {}
        self.limits: list[float] = []
        self.rated: list[int] = []
        self.prepared = 0

    def __call__(self, start: Position, time_limit: float, stop: threading.Event) -> SearchResult:
        deal = next(deal for deal in range(1, 200) if Position.deal(deal) == start) if self.results else 0
        self.limits.append(time_limit)
        self.rated.append(deal)
        return self.results.get(deal, SearchResult(GAVE_UP, None, 10, time_limit, stopped=True))

    def prepare(self, stop: threading.Event) -> None:
        self.prepared += 1


def solved_in(moves: int, expanded: int) -> SearchResult:
    """A solution of ``moves`` moves (the moves themselves never read) after ``expanded`` positions."""
    return SearchResult(SOLVED, FoundSolution((None,) * moves, ("1a",) * moves), expanded, 0.01)  # type: ignore[arg-type]


@pytest.fixture(scope="module")
def our_rows() -> list[Row]:
    """Deals 1 … 40 as a catalogue build rates them."""
    return [count_row(deal) for deal in CATALOGUED]


@pytest.fixture
def catalogue(tmp_path: Path, our_rows: list[Row]) -> Iterator[Catalogue]:
    with Catalogue.open(catalogue_of(tmp_path / "c.sqlite", our_rows)) as opened:
        yield opened


def in_band(rows: list[Row], band: Band) -> set[int]:
    return {row.deal for row in rows if row.verdict == "solved" and band.holds(row.difficulty or 0)}


@pytest.mark.parametrize("band", BANDS, ids=lambda band: band.key)
def test_each_band_offers_a_deal_that_rated_again_falls_in_it(band: Band) -> None:
    offer = random_deal(Wanted(band), random.Random(band.key))
    assert offer is not None and not offer.catalogued and 1 <= offer.deal <= 1_000_000
    again = count_row(offer.deal)  # a search of its own, as the catalogue rates the deal
    assert again.verdict == "solved" and again.difficulty is not None
    assert band.holds(again.difficulty), (offer, again)
    assert (offer.rating, offer.moves) == (again.difficulty, again.moves)


def test_a_deal_of_the_extended_range_is_drawn_from_it() -> None:
    wanted = Wanted(MEDIUM, 2**32, 2**33 - 1)
    offer = random_deal(wanted, random.Random(3))
    assert offer is not None and wanted.first <= offer.deal <= wanted.last
    again = count_row(offer.deal)
    assert again.difficulty is not None and MEDIUM.holds(again.difficulty)


@pytest.mark.parametrize("band", BANDS, ids=lambda band: band.key)
def test_the_catalogue_offers_every_solved_deal_of_the_band_and_only_those(
    catalogue: Catalogue, our_rows: list[Row], band: Band
) -> None:
    refusing = FakeRating()
    wanted = Wanted(band, CATALOGUED.start, CATALOGUED.stop - 1)
    picked = set()
    for seed in range(150):
        offer = random_deal(wanted, random.Random(seed), refusing, catalogue, prepare=refusing.prepare)
        assert offer is not None and offer.catalogued
        picked.add(offer.deal)
    assert picked == in_band(our_rows, band) and picked  # a band of no deal would prove nothing
    assert refusing.rated == [] and refusing.prepared == 0  # the search's process is not even started


def test_rows_of_another_engine_or_scale_leave_the_range_to_be_rated(
    tmp_path: Path, our_rows: list[Row]
) -> None:
    old = our_rows[-1]._replace(deal=41, engine="fc-solve 5.0.0 fast, freecell-gui 0.1.0", difficulty=10.0)
    verdicts_only = our_rows[-1]._replace(deal=42, engine="freecell-gui 0.4.0 verdicts", difficulty=10.0)
    path = catalogue_of(tmp_path / "c.sqlite", [*our_rows, old, verdicts_only])
    rating = FakeRating({41: solved_in(30, 5000), 42: solved_in(30, 5000)})  # 41.0: easy
    with Catalogue.open(path) as catalogue:
        for seed in range(20):
            offer = random_deal(Wanted(EASY, 1, 42), random.Random(seed), rating, catalogue)
            assert offer is not None and EASY.holds(offer.rating or 99)
            assert offer.catalogued == (offer.deal not in (41, 42))
    assert set(rating.rated) <= {41, 42} and rating.rated  # the catalogue's rows of ours were not rated again


def test_no_deal_of_the_band_in_a_catalogued_range_is_said(catalogue: Catalogue, our_rows: list[Row]) -> None:
    deals = [row.deal for row in our_rows if not VERY_HARD.holds(row.difficulty or 0)]
    first = deals[0]
    last = next(deal - 1 for deal in range(first, 41) if deal not in deals)
    with pytest.raises(NoDealError) as none:
        random_deal(Wanted(VERY_HARD, first, last), random.Random(1), FakeRating(), catalogue)
    assert str(none.value) == f"no deal of {first} … {last} is very hard"


def test_deals_without_a_solution_only_when_asked_and_only_as_very_hard(
    tmp_path: Path, our_rows: list[Row]
) -> None:
    engine = our_rows[0].engine
    lost = [
        Row(41, "no-solution", None, 900, 900, None, engine),
        Row(42, "gave-up", None, 2_000_000, 2_000_000, None, engine),
    ]
    with Catalogue.open(catalogue_of(tmp_path / "c.sqlite", [*our_rows, *lost])) as catalogue:

        def picks(wanted: Wanted) -> set[int]:
            offers = [
                random_deal(wanted, random.Random(seed), FakeRating(), catalogue) for seed in range(120)
            ]
            return {offer.deal for offer in offers if offer is not None}

        assert picks(Wanted(VERY_HARD, 1, 42, any_verdict=True)) >= {41, 42}
        assert not picks(Wanted(VERY_HARD, 1, 42)) & {41, 42}
        assert not picks(Wanted(EASY, 1, 42, any_verdict=True)) & {41, 42}
        assert not picks(Wanted(None, 1, 42)) & {41, 42}


def test_a_damaged_row_leaves_the_catalogue_aside_and_says_why(tmp_path: Path, our_rows: list[Row]) -> None:
    path = catalogue_of(tmp_path / "c.sqlite", our_rows)
    spoil(path, "UPDATE deals SET difficulty = 'hard' WHERE deal = ?", (our_rows[0].deal,))
    rating = FakeRating({deal: solved_in(60, 2_000_000) for deal in CATALOGUED})  # 75.0 points
    with Catalogue.open(path) as catalogue:
        offer = random_deal(Wanted(VERY_HARD, 1, 40), random.Random(4), rating, catalogue)
    assert offer is not None and not offer.catalogued and offer.rating == 75.0
    assert "deal 1: difficulty 'hard'" in str(offer.catalogue_problem)


@pytest.mark.parametrize("band", [EASY, HARD, VERY_HARD], ids=lambda band: band.key)
def test_a_rating_is_bounded_by_the_band_and_the_time_left(band: Band) -> None:
    rating = FakeRating()
    time_limit = BOUNDED_RATING_S + 0.1
    with pytest.raises(NoDealError):
        random_deal(Wanted(band), random.Random(1), rating, time_limit=time_limit)
    assert rating.limits and max(rating.limits) <= time_limit
    if band is VERY_HARD:  # its deals take long to rate: the whole time left, up to its own bound
        assert rating.limits[0] > BOUNDED_RATING_S and time_limit < UNBOUNDED_RATING_S
    else:
        assert max(rating.limits) == BOUNDED_RATING_S


def test_no_deal_found_in_time_says_how_many_were_rated() -> None:
    rating = FakeRating()  # every rating stopped at its limit: none is known to be of the band
    with pytest.raises(NoDealError) as none:
        random_deal(Wanted(HARD), random.Random(1), rating, time_limit=0.2)
    said = str(none.value)
    assert re.fullmatch(r"no hard deal of 1 … 1,000,000 found in 0\.\d s \([\d,]+ deals? rated\)", said), said
    assert f"({len(rating.rated):,} deal" in said


def test_a_small_range_is_tried_whole_and_a_range_without_the_band_said_so() -> None:
    rating = FakeRating({deal: solved_in(40, 10_000) for deal in range(1, 200)})  # 48.0: all medium
    with pytest.raises(NoDealError) as none:
        random_deal(Wanted(EASY, 5, 24), random.Random(2), rating)
    assert str(none.value) == "no deal of 5 … 24 is easy"
    assert sorted(rating.rated) == list(range(5, 25))  # each once
    offer = random_deal(Wanted(MEDIUM, 5, 24), random.Random(2), rating)
    assert offer is not None and 5 <= offer.deal <= 24 and offer.rating == 48.0


def test_a_range_with_ratings_passed_over_is_not_said_to_hold_none() -> None:
    rating = FakeRating({deal: solved_in(40, 10_000) for deal in range(1, 10)})  # 10 … 12 stopped
    with pytest.raises(NoDealError) as none:
        random_deal(Wanted(EASY, 1, 12), random.Random(2), rating)
    assert "found in" in str(none.value) and "(12 deals rated)" in str(none.value)


def test_a_deal_without_a_solution_is_rated_as_very_hard_only_when_asked() -> None:
    rating = FakeRating({deal: SearchResult(NO_SOLUTION, None, 70_000, 0.2) for deal in range(1, 200)})
    offer = random_deal(Wanted(VERY_HARD, 1, 5, any_verdict=True), random.Random(1), rating)
    assert offer is not None and (offer.verdict, offer.rating, offer.catalogued) == (
        "no-solution",
        None,
        False,
    )
    with pytest.raises(NoDealError):
        random_deal(Wanted(VERY_HARD, 1, 5), random.Random(1), rating)


def test_a_stop_ends_the_search_without_an_offer() -> None:
    stop = threading.Event()

    def rate(start: Position, time_limit: float, stopped: threading.Event) -> SearchResult:
        stop.set()
        return SearchResult(GAVE_UP, None, 5, 0.0, stopped=True)

    assert random_deal(Wanted(HARD), random.Random(1), rate, stop=stop) is None


@pytest.mark.parametrize(("first", "last"), [(5, 4), (0, 10), (1, 2**33)])
def test_a_range_that_is_not_one_is_refused(first: int, last: int) -> None:
    with pytest.raises(ValueError, match="not a range of deals"):
        Wanted(EASY, first, last)
