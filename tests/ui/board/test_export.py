"""Exports: the asked size, the asked pixel ratio, a different picture for a different deal, clear errors."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from freecell_gui.core import deal
from freecell_gui.ui.board.pictures import export_board, export_size


@pytest.mark.parametrize(("width", "height", "scale"), [(640, 480, 1.0), (800, None, 2.0), (None, 500, 1.5)])
def test_png_has_the_asked_size(
    qapp, tmp_path: Path, width: int | None, height: int | None, scale: float
) -> None:  # type: ignore[no-untyped-def]
    path = export_board(deal(617), tmp_path / "out.png", width, height, scale)
    image = QImage(str(path))
    size = export_size(width, height)
    assert (image.width(), image.height()) == (round(size.width() * scale), round(size.height() * scale))


def test_different_deals_give_different_pictures(qapp, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    first = QImage(str(export_board(deal(1), tmp_path / "1.png", 500, 400)))
    second = QImage(str(export_board(deal(2), tmp_path / "2.png", 500, 400)))
    again = QImage(str(export_board(deal(1), tmp_path / "1b.png", 500, 400)))
    assert first != second
    assert first == again


def test_four_colour_deck_changes_the_picture(qapp, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    classic = QImage(str(export_board(deal(1), tmp_path / "c.png", 500, 400)))
    four = QImage(str(export_board(deal(1), tmp_path / "f.png", 500, 400, deck="four-color")))
    assert classic != four


def test_svg_is_vector(qapp, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    text = export_board(deal(617), tmp_path / "out.svg", 600).read_text()
    assert "<svg" in text and "FreeCell deal 617" in text
    assert text.count("<path") > 52  # the cards' own shapes, not bitmaps


@pytest.mark.parametrize(
    ("kwargs", "error", "message"),
    [
        ({"path": "x.jpg"}, ValueError, "must end in .png or .svg"),
        ({"width": 10}, ValueError, "cannot hold the board: it needs at least"),
        ({"height": -5}, ValueError, "whole number of pixels from 1 to 100,000, not -5"),
        ({"scale": 0}, ValueError, "scale"),
        ({"width": 9000, "scale": 16}, ValueError, "too large"),
        ({"deck": "tarot"}, ValueError, "unknown deck"),
        ({"path": "/nonexistent-folder/x.png"}, OSError, "does not exist"),
    ],
)
def test_bad_arguments(
    qapp, tmp_path: Path, kwargs: dict[str, object], error: type[Exception], message: str
) -> None:  # type: ignore[no-untyped-def]
    arguments: dict[str, object] = {"path": tmp_path / "ok.png", **kwargs}
    with pytest.raises(error, match=message):
        export_board(deal(1), **arguments)  # type: ignore[arg-type]
