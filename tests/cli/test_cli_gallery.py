"""``freecell gallery A..B FILE``: the gallery's grid as a picture, each deal's thumbnail in its place (the
same pixels as the gallery's own thumbnail of that deal); a mistake is one line, exit 2, and no file."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from PySide6.QtGui import QImage

from freecell_gui.core.deals.cards import CARD_CODES
from freecell_gui.core.deals.deal import deal
from freecell_gui.ui.board.deck import card_renderer
from freecell_gui.ui.gallery.grid import CAPTION, SPACING
from freecell_gui.ui.gallery.sheet import sheet_size
from freecell_gui.ui.gallery.thumbnail import draw_thumbnail, face_images
from tests.helpers.cli_process import assert_usage_error, freecell
from tests.helpers.image_arrays import rgb_array


def test_a_png_of_twelve_deals_in_four_columns(tmp_path: Path) -> None:
    target = tmp_path / "deals.png"
    result = freecell("gallery", "1..12", str(target), "--columns", "4", "--width", "1600")
    assert result.returncode == 0, result.stderr
    image = QImage(str(target))
    size, geometry = sheet_size(12, 4, 1600)
    assert (image.width(), image.height()) == (size.width(), size.height()) == (1600, size.height())
    left = (1600 - (4 * (geometry.width + SPACING) - SPACING)) // 2
    felt = image.pixelColor(left + 2, SPACING + 2)  # a thumbnail's corner: the felt
    assert felt.green() > felt.red() + 30
    below = image.pixelColor(left + 2, SPACING + geometry.height + 30)  # the gap under the caption
    assert below.name() == "#ffffff"
    renderer = card_renderer("classic")
    faces = face_images({code: renderer.source_path(code) for code in CARD_CODES}, geometry, 1.0, "classic")
    row, column = divmod(6, 4)  # deal 7
    x = left + column * (geometry.width + SPACING)
    y = SPACING + row * (geometry.height + CAPTION + SPACING)
    shown = rgb_array(image.copy(x, y, geometry.width, geometry.height))
    for number, differs in ((7, False), (8, True)):
        drawn = rgb_array(draw_thumbnail(deal(number).cascades(), geometry, faces, 1.0))
        assert (np.abs(shown - drawn) > 20).any() is np.bool_(differs)


@pytest.mark.parametrize(
    ("deals", "said"),
    [("617", "wrote deal 617 to "), ("617..617", "wrote deal 617 to "), ("1..2", "wrote deals 1 to 2 to ")],
)
def test_what_was_written_is_said_in_one_line(tmp_path: Path, deals: str, said: str) -> None:
    target = tmp_path / "deals.png"
    result = freecell("gallery", deals, str(target))
    assert result.returncode == 0 and result.stderr == f"{said}{target}\n", result.stderr


def test_an_svg(tmp_path: Path) -> None:
    target = tmp_path / "deals.svg"
    assert freecell("gallery", "8589934590..8589934591", str(target)).returncode == 0
    text = target.read_text()
    assert text.lstrip().startswith("<?xml") and "8,589,934,591" in text


@pytest.mark.parametrize(
    ("args", "fragment"),
    [
        (("gallery", "5..1", "x.png"), "empty range"),
        (("gallery", "0..3", "x.png"), "out of range"),
        (("gallery", "1..8589934591", "x.png"), "8,589,934,591 deals make a picture"),
        (("gallery", "1..3", "x.gif2"), "not a picture format"),
        (("gallery", "1..10", "x.png", "--width", "300"), "300 pixels is too narrow for 5 columns of"),
        (("gallery", "1..10", "x.png", "--width", "1"), "1 pixel is too narrow for 5 columns of"),
        (
            ("gallery", "1..10", "x.png", "--width", "9", "--columns", "1"),
            "9 pixels is too narrow for 1 column of",
        ),
        (("gallery", "1..10", "x.png", "--width", "0"), "--width: the width must be a whole number"),
        (("gallery", "1..10", "x.png", "--columns", "0"), "--columns"),
        (("gallery", "1..10", "x.png", "--columns", "1,0"), "--columns"),
        (("gallery", "1..3", "/nonexistent-dir/x.png"), "/nonexistent-dir/x.png"),
    ],
)
def test_a_mistake_is_one_line_and_writes_nothing(
    tmp_path: Path, args: tuple[str, ...], fragment: str
) -> None:
    moved = [str(tmp_path / arg) if arg.startswith("x.") else arg for arg in args]
    assert_usage_error(freecell(*moved), fragment)
    assert list(tmp_path.iterdir()) == []
