"""A dialog's message is shown whole and as a sentence: a long one (a path, the reason after it) wraps over
as many lines as it takes instead of being cut in the middle, and it starts with a capital letter although
the core words it in lower case (for the command line's "freecell: error: ")."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from freecell_gui.app.solution import load_solution
from freecell_gui.core.rules.position import Position
from freecell_gui.ui.dialogs.catalogue.build_dialog import CatalogueBuildDialog
from freecell_gui.ui.dialogs.export.dialog import ExportDialog
from freecell_gui.ui.dialogs.find.dialog import FindDealDialog
from freecell_gui.ui.playback.transfer import export_solution
from freecell_gui.ui.text.wording import sentence
from freecell_gui.ui.widgets.wrapped_label import ZERO_WIDTH_SPACE, WrappedLabel

FOLDERS = ("a-folder-that-does-not-exist", "with-a-long-name-under-it", "and-another-one")


def missing_path(tmp_path: Path, name: str) -> Path:
    """A file in folders that do not exist (or a file where the first should be), its path longer than a
    dialog is wide."""
    return tmp_path.joinpath(*FOLDERS, name)


def assert_whole_sentence(label: WrappedLabel, dialog: QWidget, starts: str) -> None:
    message = label.message()
    assert len(message) > 80, message
    shown = label.text().replace(ZERO_WIDTH_SPACE, "")
    assert shown == sentence(message) and shown.startswith(starts)  # all of it, not "…/catalogue.…"
    assert label.heightForWidth(label.width()) <= label.height()  # every line given room
    assert label.height() > label.fontMetrics().height()  # wrapped
    assert label.geometry().right() <= dialog.rect().right()  # within the dialog


def test_the_build_dialog_says_why_it_cannot_use_the_catalogue_whole(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    (tmp_path / FOLDERS[0]).write_text("a file where a folder should be\n")
    path = missing_path(tmp_path, "catalogue.sqlite")
    dialog = CatalogueBuildDialog(path)
    qtbot.addWidget(dialog)
    dialog.show()
    width = dialog.width()
    dialog.setRange(1, 10)
    dialog.startBuild()
    qtbot.waitUntil(lambda: not dialog.isBuilding(), timeout=60_000)
    qtbot.wait(20)  # the new height reaches the dialog's layout
    assert dialog.statusText().startswith("cannot ")  # worded in lower case
    assert_whole_sentence(dialog.statusLabel(), dialog, "Cannot ")
    assert str(path) in dialog.statusText() and dialog.width() == width  # taller, never wider


def test_the_find_dialog_says_a_paste_is_too_long_whole(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = FindDealDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    width = dialog.width()
    QGuiApplication.clipboard().setText("5C 3S" + "\n" * 300_000)
    dialog.layoutField().editor.paste()
    qtbot.wait(20)
    feedback = dialog.layoutField().feedback
    assert feedback.message().startswith("the text is too long")  # worded in lower case
    assert_whole_sentence(feedback, dialog, "The text is too long to paste")
    assert feedback.message().endswith("(freecell replay and freecell find read longer files)")
    assert dialog.width() == width


def test_the_export_dialog_says_why_it_cannot_write_whole(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    dialog = ExportDialog(missing_path(tmp_path, "deal-617.png"), QSize(800, 576), 1.0)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.wait(20)
    preview = dialog.findChild(WrappedLabel)
    assert preview is not None and not dialog.saveButton().isEnabled()
    assert_whole_sentence(preview, dialog, "Cannot write")


def test_a_solution_that_cannot_be_exported_is_said_as_a_sentence(
    qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: said.append(text))
    parent = QWidget()
    qtbot.addWidget(parent)
    solution = load_solution(Position.deal(617), "8a 8b")
    assert not export_solution(parent, solution, missing_path(tmp_path, "617.txt"), 617)
    assert len(said) == 1 and said[0].startswith("Cannot write ") and "does not exist" in said[0], said
