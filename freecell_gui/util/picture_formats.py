"""The formats a sheet of pictures (``freecell deck-sheet``, ``freecell gallery``) is written in: only those
that hold it as drawn, in every colour and at its full size.

Qt writes more: .ico and .cur (at most 256 pixels a side: a deck sheet came out cut to 256 × 134), .icns
(icon sizes), .xbm, .pbm and .wbmp (black and white), .pgm (greys), .xpm (a palette of characters, one per
colour, slow and large). Those are refused with the reason, before anything is drawn. Qt-free, so that the
command line's help lists the formats without loading Qt.
"""

from __future__ import annotations

from collections.abc import Collection
from pathlib import PurePath

from freecell_gui.util.text_marks import Grouped

#: The formats of a sheet, by suffix, and the most pixels a side each holds (None: more than a sheet has).
SHEET_FORMATS: dict[str, int | None] = {
    "png": None,
    "svg": None,
    "jpg": 65_535,
    "jpeg": 65_535,
    "bmp": None,
    "tif": None,
    "tiff": None,
    "ppm": None,
    "webp": 16_383,
}
_REFUSED = {
    "ico": "holds at most 256 × 256 pixels",
    "cur": "holds at most 256 × 256 pixels",
    "icns": "holds only icons of a few fixed sizes",
    "xbm": "holds only black and white",
    "pbm": "holds only black and white",
    "wbmp": "holds only black and white",
    "pgm": "holds only greys",
    "xpm": "writes a character per pixel from a palette: slow and far larger than .png",
}


def image_suffixes() -> str:
    """The suffixes a sheet drawn in pixels (not svg) may end in, for a help text: ``.png, … or .webp``."""
    names = [f".{name}" for name in SHEET_FORMATS if name != "svg"]
    return f"{', '.join(names[:-1])} or {names[-1]}"


def sheet_format(name: str, writable: Collection[str]) -> str:
    """The format the file ``name``'s suffix names (``png``, ``svg`` …), if a sheet may be written in it and
    ``writable`` (the formats this Qt writes, and svg) holds it; else ValueError saying why, and which
    suffixes to use."""
    suffix = PurePath(name).suffix.lower().lstrip(".")
    choices = [choice for choice in SHEET_FORMATS if choice in writable]
    if suffix in choices:
        return suffix
    if suffix in _REFUSED:
        named = f"a .{suffix} picture {_REFUSED[suffix]}"
    else:
        named = f"'.{suffix}' is not a picture format" if suffix else "it has no suffix"
    raise ValueError(f"cannot write {name!r}: {named}; end the name in .{', .'.join(sorted(choices))}")


def check_sheet_size(name: str, picture_format: str, width: int, height: int) -> None:
    """ValueError when a ``width`` × ``height`` picture is more than ``picture_format`` holds."""
    most = SHEET_FORMATS.get(picture_format)
    if most is not None and max(width, height) > most:
        raise ValueError(
            f"cannot write {name!r}: a .{picture_format} picture is at most {Grouped(most)} pixels a side, "
            f"and this one is {Grouped(width)} × {Grouped(height)}; make it smaller or write a .png"
        )
