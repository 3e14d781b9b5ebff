"""One count for a deal everywhere: the gallery's tooltip for deal 617, read from a catalogue our
engine builds, gives the count `freecell solve 617 --preset fast` gives (the status bar and the panel are
held to the same count in tests/ui/play/test_move_counts.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from freecell_gui.app import user_catalogue
from freecell_gui.core.catalogue.build import build_range
from freecell_gui.core.catalogue.store import Catalogue
from tests.helpers.cli_process import command_line_count
from tests.helpers.gallery import tooltip_over


def test_the_gallery_counts_617_as_the_command_line_does(  # type: ignore[no-untyped-def]
    qtbot, gallery_window, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    path = tmp_path / "catalogue.sqlite"
    assert build_range(path, 617, 617, jobs=1).computed == 1
    monkeypatch.setattr(user_catalogue, "open_user_catalogue", lambda _: Catalogue.open(path))
    given, _, _ = command_line_count(617)
    window = gallery_window(617)
    gallery = window.gallery()
    qtbot.waitUntil(gallery.isComplete)
    assert f"Solved in {given} moves" in tooltip_over(gallery, 617)
