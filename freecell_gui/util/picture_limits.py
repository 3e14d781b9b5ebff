"""The limits of a picture, declared once for ``freecell export``, ``freecell deck-sheet`` and the window's
Export dialog, with the one message that states each range. Qt-free, so that the command line checks its
options before loading Qt; the dialog shows the same refusal, translated, while a value is outside.
"""

from __future__ import annotations

import math

from freecell_gui.core.deal_numbers import shorten_for_message
from freecell_gui.core.text_marks import QT_TRANSLATE_NOOP, Grouped, message

MAX_SIDE = 100_000  # logical pixels, either side of an exported board
MIN_SCALE, MAX_SCALE = 0.25, 16.0  # a PNG's pixel ratio: below a quarter, cards shrink to a few pixels
MAX_PIXELS = 200_000_000  # a 14,000 × 14,000 image; beyond that QImage allocation fails or thrashes
MIN_CARD_WIDTH, MAX_CARD_WIDTH = 20, 1000  # a deck sheet's cards
DEFAULT_CARD_WIDTH = 120

_WIDTH = QT_TRANSLATE_NOOP(
    "Export", "the width must be a whole number of pixels from {least} to {most}, not {value}"
)
_HEIGHT = QT_TRANSLATE_NOOP(
    "Export", "the height must be a whole number of pixels from {least} to {most}, not {value}"
)
_CARD_WIDTH = (
    "the card width must be a whole number of pixels from {least} to {most}, not {value}"  # CLI only
)
_SCALE = QT_TRANSLATE_NOOP(
    "Export", "the scale must be a number from {least} to {most}, such as 1, 1.5 or 2, not {value}"
)
_TOO_LARGE = QT_TRANSLATE_NOOP(
    "Export", "{width} × {height} pixels is too large an image: at most {most} pixels"
)


def _shown(value: object) -> object:
    """A refused value as the message quotes it: a number as it is, text (as typed) quoted and cut."""
    if isinstance(value, str):
        return shorten_for_message(value)
    if isinstance(value, int) and not isinstance(value, bool):
        return Grouped(value)
    return f"{value:g}" if isinstance(value, float) else repr(value)


def _whole(value: object, least: int, most: int, template: str) -> int:
    if isinstance(value, int) and not isinstance(value, bool) and least <= value <= most:
        return value
    shown = _shown(value)
    raise ValueError(message(template, least=Grouped(least), most=Grouped(most), value=shown))


def check_width(value: object) -> int:
    """``value`` if a picture can be that many pixels wide, else ValueError stating the range."""
    return _whole(value, 1, MAX_SIDE, _WIDTH)


def check_height(value: object) -> int:
    return _whole(value, 1, MAX_SIDE, _HEIGHT)


def check_card_width(value: object) -> int:
    """A deck sheet's card width, or ValueError stating the range."""
    return _whole(value, MIN_CARD_WIDTH, MAX_CARD_WIDTH, _CARD_WIDTH)


def check_scale(value: object) -> float:
    """``value`` if a PNG can be drawn at that pixel ratio (not nan nor infinity), else ValueError."""
    number = math.nan
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        number = float(value) if abs(value) < 1e300 else math.inf  # a huge int would overflow float()
    if MIN_SCALE <= number <= MAX_SCALE:  # nan (also what any other type becomes) compares false
        return number
    raise ValueError(message(_SCALE, least=f"{MIN_SCALE:g}", most=f"{MAX_SCALE:g}", value=_shown(value)))


def check_pixels(width: int, height: int) -> None:
    """ValueError if an image of ``width`` × ``height`` pixels is more than can be made."""
    if width * height > MAX_PIXELS:
        raise ValueError(
            message(_TOO_LARGE, width=Grouped(width), height=Grouped(height), most=Grouped(MAX_PIXELS))
        )
