"""Where the packaged assets live: inside the installed package, or in the checkout's top-level ``assets/``.

The wheel carries ``assets/`` as ``freecell_gui/assets`` (pyproject force-include); an editable install
does not, so a source checkout falls back to the repository folder. The environment variable
``FREECELL_GUI_DECKS`` names another folder of decks instead (tests, or trying out a new deck). Qt-free.
"""

from __future__ import annotations

import os
import sys
from importlib.resources import files
from pathlib import Path

if sys.version_info >= (3, 11):
    from importlib.resources.abc import Traversable
else:  # moved in 3.11; the old name goes away in 3.14
    from importlib.abc import Traversable

#: The decks the generator writes, the first one being the default.
DECK_NAMES = ("classic", "four-color")

_CHECKOUT_DECKS = Path(__file__).resolve().parents[2] / "assets" / "decks"
DECKS_VARIABLE = "FREECELL_GUI_DECKS"


def decks_root() -> Traversable:
    """The folder holding one sub-folder per deck: ``$FREECELL_GUI_DECKS`` if set, else the packaged copy."""
    chosen = os.environ.get(DECKS_VARIABLE)
    if chosen:
        return Path(chosen)
    packaged = files("freecell_gui") / "assets" / "decks"
    if packaged.is_dir():
        return packaged
    return _CHECKOUT_DECKS


def check_deck_name(deck: str) -> str:
    """``deck`` itself if it names a deck, else a ValueError listing the decks."""
    if deck not in DECK_NAMES:
        raise ValueError(f"unknown deck {deck!r} (choose from {', '.join(DECK_NAMES)})")
    return deck


__all__ = [
    "DECKS_VARIABLE",
    "DECK_NAMES",
    "Traversable",
    "check_deck_name",
    "deck_file",
    "deck_file_bytes",
    "decks_root",
]


def deck_file(deck: str, code: str) -> Traversable:
    """The SVG of ``code`` (``"AC"`` … ``"KS"``, ``"back"``, ``"SJ"``/``"BJ"``) in ``deck``, maybe absent."""
    return decks_root() / check_deck_name(deck) / f"{code}.svg"


def deck_file_bytes(deck: str, code: str) -> bytes:
    """The bytes of :func:`deck_file`; raises OSError (FileNotFoundError …) if it cannot be read."""
    data: bytes = deck_file(deck, code).read_bytes()
    return data
