"""The won moment's cards in flight: each leaves its foundation in turn, kings first, sideways at its own
speed, falls and bounces on the board's bottom edge, losing speed at each bounce, until it leaves the board
at the left or right. Plain arithmetic of time (no Qt): the painting (won_moment.py) asks where each card
is at an instant, so a frame that comes late draws the same path, only coarser.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass

LAUNCH_EVERY = 0.045  # seconds between two cards leaving: 52 cards in 2.3 s
GRAVITY = 2.6  # board heights per second squared
BOUNCE = 0.7  # of its speed a card keeps at a bounce
SIDEWAYS = (0.45, 0.9)  # board widths per second, either way: a card crosses the board in 2.2 s at most
UPWARDS = (0.0, 0.9)  # board heights per second at the start
RESTING = 0.05  # board heights per second: slower than this after a bounce, the card rolls on the edge


@dataclass(frozen=True)
class Flight:
    """One card's path: from ``start`` (its top left corner), ``launch`` seconds after the win, at
    ``velocity`` (pixels per second, y downwards), on a board ``width`` × ``floor + card height``."""

    card: int
    start: tuple[float, float]
    velocity: tuple[float, float]
    launch: float
    floor: float  # the top of a card lying on the bottom edge
    width: float
    card_width: float
    gravity: float

    def leaves(self) -> float:
        """Seconds after the win when the card is off the board, left or right."""
        x, vx = self.start[0], self.velocity[0]
        distance = self.width - x if vx > 0 else x + self.card_width
        return self.launch + distance / abs(vx)

    def place(self, time: float) -> tuple[float, float] | None:
        """The card's top left corner ``time`` seconds after the win; None before it leaves its foundation
        and after it has left the board."""
        flown = time - self.launch
        if flown < 0 or time >= self.leaves():
            return None
        return self.start[0] + self.velocity[0] * flown, self._height(flown)

    def _height(self, flown: float) -> float:
        y, speed, gravity = self.start[1], self.velocity[1], self.gravity
        while True:
            # When the card meets the floor: y + speed·t + gravity·t²/2 = floor.
            to_floor = (-speed + math.sqrt(speed * speed + 2 * gravity * max(0.0, self.floor - y))) / gravity
            if flown <= to_floor:
                return y + speed * flown + gravity * flown * flown / 2
            flown -= to_floor
            speed = -BOUNCE * (speed + gravity * to_floor)
            y = self.floor
            if -speed < RESTING * gravity / GRAVITY:
                return self.floor


def flights(
    starts: Sequence[tuple[int, float, float]],
    board: tuple[float, float],
    card: tuple[float, float],
    seed: int = 0,
) -> list[Flight]:
    """The flights of cards leaving from ``starts`` ((card, x, y), in launch order) across a board of size
    ``board`` with cards of size ``card``; the same seed gives the same paths."""
    width, height = board
    chance = random.Random(seed)
    made = []
    for order, (code, x, y) in enumerate(starts):
        sideways = chance.uniform(*SIDEWAYS) * width * chance.choice((-1, 1))
        upwards = -chance.uniform(*UPWARDS) * height
        made.append(
            Flight(
                code,
                (x, y),
                (sideways, upwards),
                order * LAUNCH_EVERY,
                height - card[1],
                width,
                card[0],
                GRAVITY * height,
            )
        )
    return made
