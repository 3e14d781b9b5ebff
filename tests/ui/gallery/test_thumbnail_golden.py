"""A thumbnail as the gallery shows it matches its golden image, within a small tolerance; the comparison
sees two cards swapped (the negative control). Full faces only: they are SVG paths, the same on every
machine, where the small sizes' simple faces are text.

Regenerate (then look at the picture):
UPDATE_GOLDEN=1 .venv/bin/python -m pytest -q tests/ui/gallery/test_thumbnail_golden.py
"""

from __future__ import annotations

import os
from pathlib import Path

import numpy as np
import numpy.typing as npt
import pytest
from PySide6.QtGui import QImage

from freecell_gui.core.deals.cards import CARD_CODES
from freecell_gui.core.deals.deal import deal
from freecell_gui.ui.board.deck import card_renderer
from freecell_gui.ui.gallery.grid import SPACING
from freecell_gui.ui.gallery.thumbnail import draw_thumbnail, face_images, thumbnail_geometry
from tests.helpers.image_arrays import rgb_array

GOLDEN = Path(__file__).parent / "golden" / "gallery-deal2-480.png"
WIDTH = 480
TOLERANCE = 20  # per channel, out of 255


@pytest.fixture
def shown(qtbot, gallery_window) -> npt.NDArray[np.int16]:  # type: ignore[no-untyped-def]
    """Deal 2's thumbnail, grabbed from the gallery of a window (deal 1 selected beside it)."""
    window = gallery_window(1)
    gallery = window.gallery()
    view = gallery.view()
    view.setThumbnailWidth(WIDTH)
    # The columns fill the view's width: make it the width of three columns of WIDTH.
    window.resize(window.width() - view.viewport().width() + SPACING + 3 * (WIDTH + SPACING), window.height())
    qtbot.waitUntil(lambda: gallery.thumbnailRect(2).width() == WIDTH)
    assert not thumbnail_geometry(WIDTH).simple
    qtbot.waitUntil(gallery.isComplete)
    rect = gallery.thumbnailRect(2)
    image = gallery.grab(rect).toImage()
    if os.environ.get("UPDATE_GOLDEN"):
        assert image.save(str(GOLDEN))
    return rgb_array(image)


def differing(a: npt.NDArray[np.int16], b: npt.NDArray[np.int16]) -> int:
    assert a.shape == b.shape
    return int((np.abs(a - b) > TOLERANCE).any(axis=2).sum())


def test_a_thumbnail_matches_the_golden_image(shown: npt.NDArray[np.int16]) -> None:
    count = differing(shown, rgb_array(QImage(str(GOLDEN))))
    assert count == 0, f"{count} pixels differ from {GOLDEN.name} by more than {TOLERANCE}"


@pytest.mark.parametrize(("first", "second"), [("AS", "AC"), ("5H", "5D"), ("KC", "QC")])
def test_the_comparison_sees_two_swapped_cards(qtbot, first: str, second: str) -> None:  # type: ignore[no-untyped-def]
    cascades = deal(2).cascades()
    assert any(first in column for column in cascades) and any(second in column for column in cascades)
    exchange = {first: second, second: first}
    swapped = [[exchange.get(code, code) for code in column] for column in cascades]
    geometry = thumbnail_geometry(WIDTH)
    renderer = card_renderer("classic")
    faces = face_images({code: renderer.source_path(code) for code in CARD_CODES}, geometry, 1.0, "classic")
    golden = rgb_array(QImage(str(GOLDEN)))
    assert differing(rgb_array(draw_thumbnail(cascades, geometry, faces, 1.0)), golden) == 0
    assert differing(rgb_array(draw_thumbnail(swapped, geometry, faces, 1.0)), golden) > 0
