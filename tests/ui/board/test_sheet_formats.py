"""Deck and gallery sheets only in formats that hold them as drawn: every format offered writes the full
size in colour; .ico/.cur (256 pixels a side), 1-bit, grey and palette formats are refused with the reason,
and a side beyond a format's limit (.webp 16,383) too — before anything is drawn or written."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QImage, QImageReader

from freecell_gui.ui.board.contact_sheet import render_contact_sheet, sheet_formats
from freecell_gui.ui.gallery.sheet import render_gallery_sheet
from freecell_gui.util.picture_formats import SHEET_FORMATS
from tests.helpers.cli_process import freecell

IMAGE_FORMATS = [name for name in SHEET_FORMATS if name != "svg"]


@pytest.mark.parametrize("suffix", IMAGE_FORMATS)
def test_every_format_offered_holds_the_whole_sheet_in_colour(qapp, tmp_path: Path, suffix: str) -> None:  # type: ignore[no-untyped-def]
    if suffix not in sheet_formats():
        pytest.skip(f"this Qt has no .{suffix} writer (it is then not offered either)")
    target = render_contact_sheet(tmp_path / f"sheet.{suffix}", "four-color", 300)
    reference = QImage(str(render_contact_sheet(tmp_path / "reference.png", "four-color", 300)))
    image = QImageReader(str(target)).read()
    assert image.size() == reference.size()
    assert not image.allGray() and image.format() not in (
        QImage.Format.Format_Mono,
        QImage.Format.Format_Indexed8,
    )


@pytest.mark.parametrize(
    ("name", "reason"),
    [
        ("deck.ico", "a .ico picture holds at most 256 × 256 pixels"),
        ("deck.cur", "a .cur picture holds at most 256 × 256 pixels"),
        ("deck.xbm", "a .xbm picture holds only black and white"),
        ("deck.pbm", "a .pbm picture holds only black and white"),
        ("deck.pgm", "a .pgm picture holds only greys"),
        ("deck.xpm", "a .xpm picture writes a character per pixel"),
    ],
)
def test_a_format_that_cannot_hold_the_sheet_is_refused(qapp, tmp_path: Path, name: str, reason: str) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(ValueError, match=rf"cannot write '{name}': {reason}.*end the name in .*\.png"):
        render_contact_sheet(tmp_path / name, "classic", 1000)
    with pytest.raises(ValueError, match=reason):
        render_gallery_sheet(tmp_path / name, 1, 3)
    assert list(tmp_path.iterdir()) == []


def test_a_side_beyond_the_formats_limit_is_refused(qapp, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(ValueError, match=r"a \.webp picture is at most 16,383 pixels a side.*17,000 ×"):
        render_gallery_sheet(tmp_path / "deals.webp", 1, 20, columns=10, width=17_000)
    assert list(tmp_path.iterdir()) == []


def test_deck_sheet_says_what_it_wrote(tmp_path: Path) -> None:
    target = tmp_path / "deck.png"
    result = freecell("deck-sheet", str(target), "--deck", "four-color", "--width", "40")
    assert (result.returncode, result.stdout) == (0, "")
    assert result.stderr == f"wrote the four-color deck to {target}\n"
    assert not QImage(str(target)).isNull()


def test_the_cli_refuses_an_ico_deck_sheet_in_one_line(tmp_path: Path) -> None:
    result = freecell("deck-sheet", str(tmp_path / "deck.ico"), "--width", "1000")
    assert result.returncode == 2 and result.stderr.count("\n") == 1
    assert "a .ico picture holds at most 256 × 256 pixels" in result.stderr
    assert list(tmp_path.iterdir()) == []
