"""One count for a deal everywhere: the gallery's badge and tooltip for deal 617, read from a catalogue our
engine builds, give the count `freecell solve 617 --preset fast` gives (the status bar and the panel are
held to the same count in tests/ui/play/test_move_counts.py)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from freecell_gui.app import user_catalogue
from freecell_gui.cli import main
from freecell_gui.core.catalogue.build import build_range
from freecell_gui.core.catalogue.store import Catalogue
from tests.helpers.gallery import tooltip_over


def command_line_count(capsys: pytest.CaptureFixture[str]) -> int:
    assert main(["solve", "617", "--preset", "fast"]) == 0
    found = re.search(r"solved in (\d+) moves", capsys.readouterr().err)
    assert found is not None
    return int(found[1])


def test_the_gallery_counts_617_as_the_command_line_does(  # type: ignore[no-untyped-def]
    qtbot, gallery_window, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "catalogue.sqlite"
    assert build_range(path, 617, 617, jobs=1).computed == 1
    monkeypatch.setattr(user_catalogue, "open_user_catalogue", lambda _: Catalogue.open(path))
    given = command_line_count(capsys)
    window = gallery_window(617)
    gallery = window.gallery()
    qtbot.waitUntil(gallery.isComplete)
    assert f"Solved in {given} moves" in tooltip_over(gallery, 617)
