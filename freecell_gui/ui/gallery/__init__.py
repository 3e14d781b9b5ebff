"""The gallery of deals (View → Gallery, issue 24): thumbnails of many deals across the whole range.

The thumbnail widths are declared here, with no imports, for the settings to check a remembered width.
"""

from __future__ import annotations

MIN_WIDTH, MAX_WIDTH = 160, 900  # a thumbnail's width in logical pixels
# The width asked for at first; fitted to whole columns (grid.py): six columns of five rows in a 1920 × 1080
# window, three of three in the window as first opened (1000 × 760).
DEFAULT_WIDTH = 330
