"""The window's Export dialog and the files it must not write: an empty file field and a FIFO (or a link
to a device) are refused in the preview, Save is disabled, and nothing is written."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QSize

from freecell_gui.ui.dialogs.export.dialog import ExportDialog
from tests.helpers.special_files import SPECIAL_FILES, kinds


@pytest.fixture
def dialog(qtbot) -> ExportDialog:  # type: ignore[no-untyped-def]
    shown = ExportDialog(Path("/tmp/deal-617.png"), QSize(1000, 720), 1.0)
    qtbot.addWidget(shown)
    shown.show()
    return shown


def test_an_empty_file_field_is_refused(dialog: ExportDialog, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.chdir(tmp_path)
    dialog.pathField().setText("  ")
    assert dialog.previewText() == "The file name is empty: name a file"
    assert not dialog.saveButton().isEnabled()


@pytest.mark.parametrize("make", SPECIAL_FILES.values(), ids=SPECIAL_FILES.keys())
def test_a_special_file_is_refused(
    dialog: ExportDialog, tmp_path: Path, make: Callable[[Path], Path]
) -> None:
    target = make(tmp_path / "deal.png")
    before = kinds(tmp_path)
    dialog.pathField().setText(str(target))
    assert dialog.previewText().startswith(f"Cannot write {target}: it is ")
    assert dialog.previewText().endswith("not a regular file")
    assert not dialog.saveButton().isEnabled()
    assert kinds(tmp_path) == before
