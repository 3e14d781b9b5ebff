"""Where the thumbnails of a page lie: one arithmetic for the window's gallery (view.py) and the picture
of one (sheet.py), so the two grids are the same."""

from __future__ import annotations

import math
from dataclasses import dataclass

SPACING = 14  # between thumbnails, and around the grid
CAPTION = 22  # the line under a thumbnail: its number and what the catalogue knows
FRAME = 5  # how far a selected cell's frame reaches out of its thumbnail


@dataclass(frozen=True)
class Grid:
    """``columns`` thumbnails of ``width`` × ``height`` a row, each with its caption under it, centred
    across ``area_width`` (never nearer its edge than the spacing)."""

    width: int
    height: int
    columns: int
    area_width: int

    @property
    def pitch(self) -> tuple[int, int]:
        return self.width + SPACING, self.height + CAPTION + SPACING

    @property
    def left(self) -> int:
        used = self.columns * self.pitch[0] - SPACING
        return max(SPACING, (self.area_width - used) // 2)

    def origin(self, index: int) -> tuple[int, int]:
        """The top left corner of the ``index``-th thumbnail."""
        row, column = divmod(index, max(1, self.columns))
        return self.left + column * self.pitch[0], SPACING + row * self.pitch[1]

    def cell_at(self, x: int, y: int, count: int) -> int | None:
        """The index below ``count`` whose thumbnail or caption holds the point ``x``, ``y``; None between."""
        for index in range(count):
            left, top = self.origin(index)
            if left <= x < left + self.width and top <= y < top + self.height + CAPTION:
                return index
        return None

    def cells_meeting(self, left: int, top: int, right: int, bottom: int, count: int) -> list[int]:
        """The indexes below ``count`` whose cell (frame and caption included) meets the rectangle, found by
        arithmetic: a thumbnail arriving repaints one cell, and a Qt call per cell would each wait for the
        worker to yield the GIL."""
        pitch_x, pitch_y = self.pitch
        first_x, first_y = self.left - FRAME, SPACING - FRAME
        wide, tall = self.width + 2 * FRAME, self.height + CAPTION + FRAME + 3
        columns = range(max(0, (left - first_x - wide) // pitch_x), (right - first_x) // pitch_x + 1)
        rows = range(max(0, (top - first_y - tall) // pitch_y), (bottom - first_y) // pitch_y + 1)
        return [i for r in rows for c in columns if c < self.columns and (i := r * self.columns + c) < count]


def grid_shape(width: int, height: int, area_width: int, area_height: int) -> tuple[int, int]:
    """How many columns and rows of ``width`` × ``height`` thumbnails fit in the area."""
    columns = (area_width - SPACING) // (width + SPACING)
    rows = (area_height - SPACING) // (height + CAPTION + SPACING)
    return columns, rows


def column_width(area_width: int, columns: int) -> int:
    """The thumbnail width at which ``columns`` columns fill ``area_width``, spacing around and between."""
    return (area_width - SPACING) // max(1, columns) - SPACING


def fitted_width(asked: int, area_width: int, least: int, most: int) -> int:
    """The width nearest ``asked`` (in proportion) at which whole columns fill ``area_width``: one column
    fewer of wider thumbnails, or one more of narrower ones, within ``least`` … ``most`` (then centred).
    Kept as asked, the thumbnails would leave up to a column's width of bare felt beside them."""
    exact = (area_width - SPACING) / (asked + SPACING)
    counts = {max(1, math.floor(exact)), max(1, math.ceil(exact))}
    widths = [min(most, width) for count in counts if (width := column_width(area_width, count)) >= least]
    return min(widths, key=lambda width: abs(math.log(width / asked)), default=asked)
