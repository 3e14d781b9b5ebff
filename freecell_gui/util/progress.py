"""A one-line progress bar for long command-line jobs, drawn on a terminal's stderr only."""

from __future__ import annotations

import sys
import time
from typing import TextIO


class ProgressBar:
    """Redraws ``[#####-----]  42%  1.2 M/s  ETA 3 s`` in place, at most ten times a second.

    Silent when the stream is not a terminal, so redirected or piped runs stay clean.
    """

    WIDTH = 30

    def __init__(self, total: int, unit: str = "deals", stream: TextIO | None = None) -> None:
        self._stream = stream if stream is not None else sys.stderr
        self._enabled = total > 0 and self._stream.isatty()
        self._total = total
        self._unit = unit
        self._started = time.monotonic()
        self._drawn_at = 0.0

    def update(self, done: int) -> None:
        if not self._enabled:
            return
        now = time.monotonic()
        if now - self._drawn_at < 0.1 and done < self._total:
            return
        self._drawn_at = now
        fraction = min(1.0, done / self._total)
        filled = round(fraction * self.WIDTH)
        elapsed = max(now - self._started, 1e-9)
        rate = done / elapsed
        eta = (self._total - done) / rate if rate > 0 else 0.0
        bar = "#" * filled + "-" * (self.WIDTH - filled)
        self._stream.write(f"\r[{bar}] {fraction:4.0%}  {_si(rate)} {self._unit}/s  ETA {eta:.0f} s ")
        self._stream.flush()

    def close(self) -> None:
        """Erase the bar so that the terminal is left as it was."""
        if self._enabled:
            self._stream.write("\r" + " " * (self.WIDTH + 50) + "\r")
            self._stream.flush()


def _si(value: float) -> str:
    for factor, suffix in ((1e9, " G"), (1e6, " M"), (1e3, " k")):
        if value >= factor:
            return f"{value / factor:.1f}{suffix}"
    return f"{value:.0f}"
