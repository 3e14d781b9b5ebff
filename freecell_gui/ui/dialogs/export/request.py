"""What the Export dialog asks for and shows: the request, the choice between the position on the board
and the deal's start, the preview of the picture's size, and whether a value is refused.

The checks are util/picture_limits.py's and ui/board/pictures.py's, the same as the command line's.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSize

from freecell_gui.core.deals.deal import deal
from freecell_gui.ui.board.pictures import check_export
from freecell_gui.ui.text.i18n import format_number

REFUSED = "background: #ffd6d6; color: #8b0000;"  # as the deal box shows text that is not a deal


def picture_text(path: Path, size: QSize, scale: float) -> str:
    """The preview of what Save writes: the picture's pixels (PNG) or its size as a drawing (SVG)."""
    width, height = size.width(), size.height()
    size_text = f"{format_number(width)} × {format_number(height)}"
    if path.suffix.lower() == ".svg":
        svg = QCoreApplication.translate("ExportDialog", "SVG drawing, %1 (vector: the scale does not apply)")
        return svg.replace("%1", size_text)
    pixels = round(width * scale), round(height * scale)
    text = QCoreApplication.translate("ExportDialog", "PNG image, %1 pixels").replace(
        "%1", f"{format_number(pixels[0])} × {format_number(pixels[1])}"
    )
    if scale == 1:
        return text
    at = QCoreApplication.translate("ExportDialog", "%1 (%2 at %3×)", "PNG image, … (1,000 × 760 at 2×)")
    return at.replace("%1", text).replace("%2", size_text).replace("%3", f"{scale:g}")


@dataclass(frozen=True)
class PictureRequest:
    """The picture asked for: where, its logical size, its pixel ratio, whether with the caption, and
    whether of the deal's start rather than of the position the board shows."""

    path: Path
    size: QSize
    scale: float
    caption: bool = True
    start: bool = True


#: Writes the picture asked for and returns the path written; raises ValueError or OSError with a message
#: for the user.
Exporter = Callable[[PictureRequest], Path]
#: Raises the ValueError or OSError the exporter would raise for a request, writing nothing.
Checker = Callable[[PictureRequest], object]


def check_a_deal(request: PictureRequest) -> object:
    """The check of a FreeCell deal's start, for a dialog given none."""
    size = request.size
    return check_export(deal(1), request.path, size.width(), size.height(), request.scale)


@dataclass(frozen=True)
class BoardChoice:
    """The board shows another position than the deal's start: ``shown`` names it ("FreeCell deal 617 after
    move 23"); the picture is of it unless the start is chosen, then saved under ``start_path`` if the
    suggested path was kept."""

    shown: str
    start_path: Path


def refuses(check: Callable[[object], object], value: object) -> bool:
    """Whether ``check`` raises ValueError for ``value``."""
    try:
        check(value)
    except ValueError:
        return True
    return False
