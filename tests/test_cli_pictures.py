"""The drawing commands of the command line: export, deck-sheet, and view without a display."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from tests.cli_run import assert_usage_error, freecell


def test_export_writes_a_png_of_the_asked_size(tmp_path: Path) -> None:
    target = tmp_path / "deal617.png"
    result = freecell("export", "617", str(target), "--width", "800", "--height", "560", "--scale", "2")
    assert result.returncode == 0, result.stderr
    image = QImage(str(target))
    assert (image.width(), image.height()) == (1600, 1120)


def test_export_svg(tmp_path: Path) -> None:
    target = tmp_path / "deal1.svg"
    assert freecell("export", "1", str(target), "--width", "600").returncode == 0
    assert target.read_text().lstrip().startswith("<?xml")


@pytest.mark.parametrize(
    ("args", "fragment"),
    [
        (("export", "0", "x.png"), "out of range"),
        (
            ("export", "617", "x.png", "--width", "-3"),
            "--width: expected a whole number of pixels from 1 to 100,000, not '-3'",
        ),
        (("export", "617", "x.png", "--scale", "zero"), "scale"),
        (("export", "617", "/nonexistent-dir/x.png"), "/nonexistent-dir/x.png"),
        (("export", "617", "x.gif"), "gif"),
        (("export", "617", "x.png", "--deck", "tarot"), "invalid choice"),
        (
            ("deck-sheet", "x.png", "--width", "0"),
            "--width: expected a whole number of pixels from 1 to 100,000, not '0'",
        ),
        (("view", "8589934592"), "out of range"),
    ],
)
def test_bad_picture_arguments_are_one_line_and_status_2(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, args: tuple[str, ...], fragment: str
) -> None:
    monkeypatch.chdir(tmp_path)
    assert_usage_error(freecell(*args), fragment)


def test_deck_sheet(tmp_path: Path) -> None:
    target = tmp_path / "sheet.png"
    result = freecell("deck-sheet", str(target), "--deck", "four-color", "--width", "60")
    assert result.returncode == 0, result.stderr
    assert not QImage(str(target)).isNull()


def test_the_viewer_without_a_display_says_so() -> None:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    result = subprocess.run(
        [sys.executable, "-m", "freecell_gui", "view", "617"],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
    )
    assert result.returncode == 2
    assert result.stderr.count("\n") == 1 and "no display" in result.stderr
