"""The gallery's columns fill the window's width: measured on the thumbnails shown, in the default window
(1000 × 760, where two columns of the default width left 320 pixels of bare felt), a laptop's and a wide
one; zooming steps a column at a time."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st
from PySide6.QtCore import Qt

from freecell_gui.ui.gallery import DEFAULT_WIDTH, MAX_WIDTH, MIN_WIDTH
from freecell_gui.ui.gallery.grid import SPACING, fitted_width
from freecell_gui.ui.window.screen_fit import PREFERRED

SIZES = [PREFERRED.toTuple(), (1280, 800), (1366, 768), (1920, 1080)]


def bare_felt(gallery) -> tuple[int, int]:  # type: ignore[no-untyped-def]
    """The viewport's width left of the first column and right of the last one (the thumbnails' own rects)."""
    view = gallery.view()
    rects = [view.cellRect(index) for index in range(len(gallery.visibleDeals()))]
    left = min(rect.left() for rect in rects)
    right = view.viewport().width() - 1 - max(rect.right() for rect in rects)
    return left, right


@pytest.mark.parametrize("size", SIZES)
def test_the_columns_fill_the_width_of_the_window(qtbot, gallery_window, size: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
    window = gallery_window(617, size)
    gallery = window.gallery()
    view = gallery.view()
    columns = view.paging.columns
    left, right = bare_felt(gallery)
    # A whole number of cards and gaps may take a few pixels off each thumbnail: that, and the spacing.
    assert left + right <= 2 * SPACING + 9 * columns, (size, left, right)
    assert abs(left - right) <= 1  # centred
    width = view.cellRect(0).width()
    assert 0.75 * DEFAULT_WIDTH <= width <= 1.25 * DEFAULT_WIDTH  # near the width asked for
    assert len(gallery.visibleDeals()) == columns * view.paging.rows


def test_the_default_window_shows_three_columns_not_two(qtbot, gallery_window) -> None:  # type: ignore[no-untyped-def]
    window = gallery_window(617, PREFERRED.toTuple())
    gallery = window.gallery()
    assert gallery.view().paging.columns == 3
    assert len(gallery.visibleDeals()) >= 9


def test_zooming_steps_a_column_and_the_columns_still_fill(qtbot, gallery_window) -> None:  # type: ignore[no-untyped-def]
    window = gallery_window(617, PREFERRED.toTuple())
    gallery = window.gallery()
    view = gallery.view()
    columns = view.paging.columns
    qtbot.keyClick(view, Qt.Key.Key_Plus, Qt.KeyboardModifier.ControlModifier)
    assert view.paging.columns == columns - 1
    qtbot.keyClick(view, Qt.Key.Key_Minus, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(view, Qt.Key.Key_Minus, Qt.KeyboardModifier.ControlModifier)
    assert view.paging.columns == columns + 1
    left, right = bare_felt(gallery)
    assert left + right <= 2 * SPACING + 9 * view.paging.columns


@given(
    asked=st.integers(MIN_WIDTH, MAX_WIDTH),
    area=st.integers(MIN_WIDTH + 2 * SPACING, 5000),
)
def test_a_fitted_width_fills_whole_columns_within_the_limits(asked: int, area: int) -> None:
    width = fitted_width(asked, area, MIN_WIDTH, MAX_WIDTH)
    assert MIN_WIDTH <= width <= MAX_WIDTH
    columns = (area - SPACING) // (width + SPACING)
    assert columns >= 1
    unused = area - SPACING - columns * (width + SPACING)
    assert unused < columns or width == MAX_WIDTH  # a pixel a column at most (the division's remainder)
    # One column more or fewer than the width asked would give, never further (unless one column is all).
    assert width <= 2 * asked and (width >= 0.5 * asked or columns == 1)


def test_the_nearer_of_one_column_more_or_fewer_is_chosen() -> None:
    # 970 pixels of room: 2.8 columns of 330 → three of 309 (nearer 330 than two of 471).
    assert fitted_width(330, 984, MIN_WIDTH, MAX_WIDTH) == 309
    assert fitted_width(450, 984, MIN_WIDTH, MAX_WIDTH) == 471
    assert fitted_width(MAX_WIDTH, 1904, MIN_WIDTH, MAX_WIDTH) == MAX_WIDTH  # two of 900, centred
