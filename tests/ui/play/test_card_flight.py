"""The won moment's paths: every card leaves in turn, stays above the board's bottom edge, bounces lower each
time, and is off the board when its flight says; the same seed gives the same paths."""

from __future__ import annotations

import itertools
import math

from hypothesis import given
from hypothesis import strategies as st

from freecell_gui.ui.play.card_flight import GRAVITY, LAUNCH_EVERY, Flight, flights

BOARD = (1000.0, 700.0)
CARD = (100.0, 140.0)
STARTS = [(index, 500.0 + 100 * (index % 4), 20.0) for index in range(52)]


def test_the_cards_leave_in_turn_and_the_same_seed_flies_the_same_paths() -> None:
    paths = flights(STARTS, BOARD, CARD, seed=3)
    assert [flight.card for flight in paths] == list(range(52))
    assert [flight.launch for flight in paths] == [index * LAUNCH_EVERY for index in range(52)]
    assert paths == flights(STARTS, BOARD, CARD, seed=3) != flights(STARTS, BOARD, CARD, seed=4)
    assert paths[0].place(0.0) == STARTS[0][1:]  # from its foundation
    assert paths[1].place(0.0) is None  # not launched yet


@given(seed=st.integers(0, 10_000))
def test_a_card_bounces_above_the_bottom_edge_and_leaves_the_board(seed: int) -> None:
    for flight in flights(STARTS[:8], BOARD, CARD, seed):
        end = flight.leaves()
        assert flight.launch < end < flight.launch + BOARD[0] / 100  # never stuck on the board
        assert flight.place(end) is None and flight.place(end + 1) is None
        steps = 400
        places = [flight.place(flight.launch + (end - flight.launch) * k / steps) for k in range(steps)]
        assert all(place is not None for place in places)
        xs = [place[0] for place in places if place is not None]
        ys = [place[1] for place in places if place is not None]
        assert all(y <= flight.floor + 1e-6 for y in ys)
        assert all(-CARD[0] <= x <= BOARD[0] for x in xs)
        # A card moves steadily: no step longer than its speed allows (no jump at a bounce).
        step = (end - flight.launch) / steps
        fastest = abs(flight.velocity[1]) + flight.gravity * (end - flight.launch)
        speed = math.hypot(flight.velocity[0], fastest)
        assert all(math.dist(a, b) <= speed * step + 1e-6 for a, b in itertools.pairwise(places) if a and b)


def test_each_bounce_is_lower_than_the_one_before() -> None:
    floor, gravity = BOARD[1] - CARD[1], GRAVITY * BOARD[1]
    flight = Flight(0, (0.0, 0.0), (50.0, 0.0), 0.0, floor, BOARD[0], CARD[0], gravity)
    times = [flight.launch + k * 0.002 for k in range(int((flight.leaves() - flight.launch) / 0.002))]
    ys = [place[1] for t in times if (place := flight.place(t)) is not None]
    # The highest points of the bounces (the smallest y between two larger ones): each lower than the last.
    tops = [b for a, b, c in zip(ys, ys[1:], ys[2:], strict=False) if b < a and b <= c]
    assert len(tops) >= 3 and all(later > earlier for earlier, later in itertools.pairwise(tops))
    assert ys[-1] == flight.floor  # at last the card rolls along the bottom edge
