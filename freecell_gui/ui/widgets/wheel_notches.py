"""A mouse wheel's turns counted in whole notches, for what moves a step a notch (the deals on the board,
the rows of the gallery): a touchpad's small steps add up to a notch."""

from __future__ import annotations

WHEEL_STEP = 120  # Qt's angleDelta of one notch, in eighths of a degree


class WheelNotches:
    """Adds up a wheel's deltas; :meth:`add` answers the whole notches turned so far and keeps the rest."""

    def __init__(self) -> None:
        self._turned = 0

    def add(self, delta: int) -> int:
        """The whole notches turned, ``delta`` (eighths of a degree) added to what was left; towards zero,
        so that half a notch back and forth is nothing."""
        self._turned += delta
        notches = int(self._turned / WHEEL_STEP)
        self._turned -= notches * WHEEL_STEP
        return notches
