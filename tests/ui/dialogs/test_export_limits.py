"""One set of picture limits for the command line and the Export dialog (issue 20, item 19): the dialog
holds every value the command line takes, shows a value either refuses as refused, and disables Save
while the picture cannot be written."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QAbstractSpinBox, QDoubleSpinBox, QLineEdit, QSpinBox, QWidget
from pytestqt.qtbot import QtBot

from freecell_gui.ui.dialogs.export.dialog import ExportDialog
from freecell_gui.ui.dialogs.export.request import REFUSED
from freecell_gui.util.picture_limits import MAX_PIXELS, MAX_SCALE, MAX_SIDE, MIN_SCALE
from tests.helpers.cli_process import run_freecell

REFUSALS = ("must be", "too large")


@pytest.fixture
def dialog(qtbot: QtBot, tmp_path: Path) -> ExportDialog:
    made = ExportDialog(tmp_path / "deal.png", QSize(1000, 720), 1.0)
    qtbot.addWidget(made)
    made.show()
    made.setLinked(False)
    return made


def field(dialog: ExportDialog, kind: type, name: str):  # type: ignore[no-untyped-def]
    """The dialog's field of ``kind`` named ``name`` for screen readers, as a user finds it by its label."""
    found = [child for child in dialog.findChildren(QWidget) if isinstance(child, kind)]
    found = [child for child in found if child.accessibleName() == name]
    assert len(found) == 1, name
    return found[0]


def set_fields(
    dialog: ExportDialog, width: int, height: int, scale: float, suffix: str, folder: Path
) -> None:
    field(dialog, QLineEdit, "File").setText(str(folder / f"deal.{suffix}"))
    field(dialog, QSpinBox, "Width").setValue(width)
    field(dialog, QSpinBox, "Height").setValue(height)
    field(dialog, QDoubleSpinBox, "Scale").setValue(scale)


@pytest.mark.parametrize(
    ("width", "height", "scale", "suffix"),
    [
        (MAX_SIDE, 200, 1.0, "svg"),
        (MAX_SIDE + 1, 200, 1.0, "svg"),
        (300, MAX_SIDE + 1, 1.0, "svg"),
        (300, 216, MAX_SCALE, "png"),
        (300, 216, MAX_SCALE + 0.01, "png"),
        (300, 216, MIN_SCALE, "png"),
        (300, 216, MIN_SCALE - 0.01, "png"),
        (14_000, 14_000, 1.0, "png"),
        (14_200, 14_200, 1.0, "png"),
    ],
)
def test_the_dialog_and_the_command_line_refuse_alike(
    dialog: ExportDialog, tmp_path: Path, width: int, height: int, scale: float, suffix: str
) -> None:
    set_fields(dialog, width, height, scale, suffix, tmp_path)
    assert (dialog.size(), dialog.scale()) == (QSize(width, height), scale)  # held as typed, not clamped
    # The command line writes into a missing folder: past its checks of the values it stops there, drawing
    # nothing; a value out of range is refused before.
    args = ["export", "617", f"/nonexistent/deal.{suffix}", "--width", str(width), "--height", str(height)]
    result = run_freecell(*args, "--scale", f"{scale:g}")
    assert result.returncode == 2
    cli_refuses = any(word in result.stderr for word in REFUSALS)
    assert cli_refuses == any(word in dialog.refusal() for word in REFUSALS), (
        result.stderr,
        dialog.refusal(),
    )
    assert dialog.saveButton().isEnabled() == (not cli_refuses)
    expected_refusals = width > MAX_SIDE or height > MAX_SIDE or not MIN_SCALE <= scale <= MAX_SCALE
    assert cli_refuses == (expected_refusals or width * height * scale * scale > MAX_PIXELS)


def type_into(qtbot: QtBot, box: QAbstractSpinBox, text: str) -> None:
    line = box.lineEdit()
    line.selectAll()
    qtbot.keyClicks(line, text)
    qtbot.keyClick(line, Qt.Key.Key_Tab)


def test_typing_16_in_scale_gives_16_and_20_is_shown_refused(qtbot: QtBot, dialog: ExportDialog) -> None:
    scale = field(dialog, QDoubleSpinBox, "Scale")
    type_into(qtbot, scale, "16")
    assert dialog.scale() == 16.0
    assert dialog.saveButton().isEnabled() and "16,000 × 11,520 pixels" in dialog.previewText()
    type_into(qtbot, scale, "20")
    assert dialog.scale() == 20.0  # not silently 2
    assert "the scale must be a number from 0.25 to 16" in dialog.refusal().lower()
    assert not dialog.saveButton().isEnabled()
    assert scale.lineEdit().styleSheet() == REFUSED
    type_into(qtbot, scale, "2")
    assert dialog.saveButton().isEnabled() and scale.lineEdit().styleSheet() == ""


def test_save_is_disabled_while_the_picture_is_too_large(
    qtbot: QtBot, dialog: ExportDialog, tmp_path: Path
) -> None:
    set_fields(dialog, 20_000, 14_400, 1.0, "png", tmp_path)
    assert "too large" in dialog.previewText() and not dialog.saveButton().isEnabled()
    set_fields(dialog, 2_000, 1_440, 1.0, "png", tmp_path)
    assert dialog.refusal() == "" and dialog.saveButton().isEnabled()
    assert dialog.previewText() == "PNG image, 2,000 × 1,440 pixels"


@pytest.mark.parametrize(
    ("name", "refused"),
    [
        ("deal.jpg", "must end in .png or .svg"),
        ("missing/deal.png", "does not exist"),
        ("a.png", "is a folder"),
    ],
)
def test_save_is_disabled_while_the_file_cannot_be_written(
    dialog: ExportDialog, tmp_path: Path, name: str, refused: str
) -> None:
    (tmp_path / "a.png").mkdir()
    field(dialog, QLineEdit, "File").setText(str(tmp_path / name))
    assert refused in dialog.refusal() and not dialog.saveButton().isEnabled()
