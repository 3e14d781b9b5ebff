"""Pictures that cannot be written, sizes that cannot hold the board, and deck sheets in the format their
name says (issue 11, items 2, 8 and 12): one clear message, no half-written file, the dialog stays open."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QImage, QImageReader
from PySide6.QtWidgets import QLineEdit, QMessageBox

from freecell_gui.core.deals.deal import deal
from freecell_gui.core.deals.doudizhu import DouDizhuDeal, deal_doudizhu
from freecell_gui.ui.board.contact_sheet import render_contact_sheet
from freecell_gui.ui.board.layout import MIN_CARD_WIDTH, board_layout
from freecell_gui.ui.board.pictures import export_board, minimum_export_size
from freecell_gui.ui.dialogs.export.dialog import ExportDialog
from freecell_gui.ui.dialogs.export.request import PictureRequest
from freecell_gui.util.atomic_file import write_atomically
from freecell_gui.util.picture_limits import MIN_SCALE

COMMAND = [sys.executable, "-m", "freecell_gui"]


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([*COMMAND, *args], capture_output=True, text=True, timeout=120)


def assert_one_line_error(result: subprocess.CompletedProcess[str], *fragments: str) -> None:
    assert result.returncode == 2, result.stderr
    assert result.stderr.count("\n") == 1, result.stderr[:2000]  # no flood of Qt warnings
    assert "Traceback" not in result.stderr
    for fragment in fragments:
        assert fragment in result.stderr


def leftovers(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir())


# -- files that cannot be written ---------------------------------------------------------------------


@pytest.mark.parametrize("name", ["out.svg", "out.png"])
def test_export_to_an_unwritable_folder_is_one_line(name: str) -> None:
    # /sys refuses new files even to root.
    assert_one_line_error(run("export", "617", f"/sys/{name}"), f"cannot write /sys/{name}")


@pytest.mark.parametrize("command", [("export", "617"), ("deck-sheet",)])
@pytest.mark.parametrize("name", ["out.svg", "out.png"])
def test_a_folder_in_the_way_is_one_line(tmp_path: Path, command: tuple[str, ...], name: str) -> None:
    (tmp_path / name).mkdir()
    assert_one_line_error(run(*command, str(tmp_path / name)), "it is a folder")
    assert leftovers(tmp_path) == [name]


def test_deck_sheet_to_an_unwritable_folder_is_one_line() -> None:
    assert_one_line_error(run("deck-sheet", "/sys/sheet.svg"), "cannot write /sys/sheet.svg")


def test_a_read_only_file_is_refused_before_drawing(
    qapp, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    target = tmp_path / "old.svg"
    target.write_text("old")
    # Root may write anything, so the permission check is simulated: os.access is what it asks.
    monkeypatch.setattr(os, "access", lambda path, mode: Path(path) != target)
    with pytest.raises(PermissionError, match=r"cannot write .*old\.svg: permission denied"):
        export_board(deal(1), target)
    assert target.read_text() == "old"


def test_a_failed_write_leaves_the_old_file_and_no_temporary(
    qapp, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    target = tmp_path / "deal.png"
    target.write_bytes(b"old picture")

    def disk_full(source: str, destination: str) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", disk_full)
    with pytest.raises(OSError, match=r"cannot write .*deal\.png: No space left on device"):
        export_board(deal(1), target)
    assert target.read_bytes() == b"old picture"
    assert leftovers(tmp_path) == ["deal.png"]


def test_atomic_write_keeps_the_mode_of_the_file_it_replaces(tmp_path: Path) -> None:
    target = tmp_path / "shared.txt"
    target.write_text("old")
    target.chmod(0o640)
    write_atomically(target, b"new")
    assert target.read_bytes() == b"new"
    assert target.stat().st_mode & 0o777 == 0o640
    fresh = write_atomically(tmp_path / "fresh.txt", b"x")
    umask = os.umask(0)
    os.umask(umask)
    assert fresh.stat().st_mode & 0o777 == 0o666 & ~umask


# -- sizes ----------------------------------------------------------------------------------------------


def test_the_minimum_size_is_where_the_board_stops_fitting(qapp) -> None:  # type: ignore[no-untyped-def]
    least = minimum_export_size()
    layout = board_layout(least.width(), least.height())
    assert layout.card_width == MIN_CARD_WIDTH
    bottom = layout.card_rect(0, 6).bottom()
    assert layout.columns[-1] + layout.card_width <= least.width() and bottom < least.height()
    # One pixel less either way and a card sticks out.
    narrower = board_layout(least.width() - 1, least.height())
    assert narrower.columns[-1] + narrower.card_width > least.width() - 1
    lower = board_layout(least.width(), least.height() - 1)
    assert lower.card_rect(0, 6).bottom() >= least.height() - 1
    assert 250 < least.width() < 300 and 140 < least.height() < 180


@pytest.mark.parametrize(("width", "height"), [(200, None), (273, 100), (100, 100), (1000, 150)])
def test_sizes_that_clip_the_board_are_refused_with_the_minimum(
    qapp, tmp_path: Path, width: int, height: int | None
) -> None:  # type: ignore[no-untyped-def]
    least = minimum_export_size()
    with pytest.raises(ValueError, match=f"needs at least {least.width()} × {least.height()}"):
        export_board(deal(1), tmp_path / "x.png", width, height)
    assert leftovers(tmp_path) == []


def test_the_smallest_size_exports_and_dou_dizhu_has_its_own(qapp, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    least = minimum_export_size()
    image = QImage(str(export_board(deal(1), tmp_path / "x.png", least.width(), least.height())))
    assert (image.width(), image.height()) == (least.width(), least.height())
    fans = minimum_export_size(DouDizhuDeal)
    assert fans != least
    export_board(deal_doudizhu(3), tmp_path / "d.png", fans.width(), fans.height())
    with pytest.raises(ValueError, match="cannot hold the board"):
        export_board(deal_doudizhu(3), tmp_path / "d.png", fans.width() - 1, fans.height())


def test_tiny_scales_are_refused_in_the_cli() -> None:
    assert_one_line_error(run("export", "1", "x.png", "--scale", "0.01"), f"from {MIN_SCALE}")
    assert_one_line_error(run("export", "1", "x.png", "--width", "150"), "needs at least")


# -- deck sheets: the name says the format ----------------------------------------------------------


@pytest.mark.parametrize(("suffix", "reader_format"), [("jpg", b"jpeg"), ("bmp", b"bmp"), ("png", b"png")])
def test_deck_sheet_writes_the_format_its_name_says(
    qapp, tmp_path: Path, suffix: str, reader_format: bytes
) -> None:  # type: ignore[no-untyped-def]
    target = tmp_path / f"sheet.{suffix}"
    render_contact_sheet(target, "classic", 30)
    reader = QImageReader(str(target))
    reader.setDecideFormatFromContent(True)
    assert bytes(reader.format().data()) == reader_format
    assert not reader.read().isNull()


def test_deck_sheet_as_svg_is_vector(qapp, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    target = tmp_path / "sheet.svg"
    render_contact_sheet(target, "four-color", 40)
    text = target.read_text(encoding="utf-8")
    assert text.lstrip().startswith("<?xml") and "<svg" in text
    assert "<image" not in text and text.count("<path") > 55  # the cards' shapes, no bitmaps


@pytest.mark.parametrize("name", ["sheet.gif", "sheet", "sheet.pdf"])
def test_deck_sheet_refuses_other_names_with_the_choices(qapp, tmp_path: Path, name: str) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(ValueError, match=r"end the name in .*\.jpg.*\.png.*\.svg"):
        render_contact_sheet(tmp_path / name)
    assert leftovers(tmp_path) == []


# -- the Export dialog ----------------------------------------------------------------------------------


def test_the_dialog_reports_a_failure_and_stays_open(
    qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    warnings: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: warnings.append(text))

    def export(request: PictureRequest) -> Path:
        size = request.size
        return export_board(deal(617), request.path, size.width(), size.height(), request.scale)

    dialog = ExportDialog(Path("/sys/deal.png"), QSize(800, 576), 1.0, export=export)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.accept()
    assert warnings == ["Cannot write /sys/deal.png: Permission denied"]  # a sentence
    assert dialog.isVisible() and dialog.result() != ExportDialog.DialogCode.Accepted
    assert dialog.exportedPath() is None
    line_edit = dialog.findChild(QLineEdit)
    assert line_edit is not None
    line_edit.setText(str(tmp_path / "deal.png"))
    dialog.accept()
    assert not dialog.isVisible() and dialog.result() == ExportDialog.DialogCode.Accepted
    assert dialog.exportedPath() == tmp_path / "deal.png"
    assert QImage(str(tmp_path / "deal.png")).size() == QSize(800, 576)
    assert len(warnings) == 1


def test_the_dialog_does_not_offer_sizes_below_the_minimum(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = ExportDialog(Path("x.png"), QSize(50, 50), 0.1)
    qtbot.addWidget(dialog)
    least = minimum_export_size()
    assert dialog.size().width() <= least.width() and dialog.size().height() <= least.height()
    assert dialog.size().width() > 200 and dialog.scale() == MIN_SCALE
