"""The export dialog (whole path, linked sides, size preview, caption) and the caption it controls."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QRect, QSize
from PySide6.QtGui import QImage

from freecell_gui.cli import main
from freecell_gui.core.deals.deal import Deal, deal
from freecell_gui.core.deals.doudizhu import DouDizhuDeal, deal_doudizhu
from freecell_gui.ui.board.pictures import caption_text, card_rects, export_board
from freecell_gui.ui.dialogs.export.dialog import ExportDialog
from freecell_gui.ui.dialogs.export.request import PictureRequest

BOARD = QSize(1000, 720)


@pytest.fixture
def make_dialog(qtbot):  # type: ignore[no-untyped-def]
    def make(path: Path = Path("/tmp/deal-617.png"), size: QSize = BOARD, scale: float = 1.0, export=None):  # type: ignore[no-untyped-def]
        dialog = ExportDialog(path, size, scale, export=export)
        qtbot.addWidget(dialog)
        dialog.show()
        return dialog

    return make


def test_the_whole_path_is_in_view(make_dialog) -> None:  # type: ignore[no-untyped-def]
    path = Path("/home/someone/Pictures/freecell/exports/freecell-8589934591.png")
    dialog = make_dialog(path)
    field = dialog.pathField()
    assert field.width() >= field.fontMetrics().horizontalAdvance(str(path))
    assert field.toolTip() == str(path)
    longer = "/home/someone/Pictures/freecell/exports/nov/freecell-8589934591.png"
    screen = dialog.screen().availableGeometry().width()
    assert field.fontMetrics().horizontalAdvance(longer) < 0.55 * screen  # fits on the screen
    field.setText(longer)
    dialog.adjustSize()
    assert field.width() >= field.fontMetrics().horizontalAdvance(longer)  # grows as it is typed
    far_too_long = "/x" * 1000 + ".png"
    field.setText(far_too_long)
    dialog.adjustSize()
    assert dialog.frameGeometry().width() <= screen  # never wider than the screen: the tooltip has it all
    assert field.toolTip() == far_too_long


def test_width_and_height_keep_the_boards_proportions_unless_unlinked(make_dialog) -> None:  # type: ignore[no-untyped-def]
    dialog = make_dialog(size=QSize(1000, 700))
    assert dialog.isLinked()
    dialog.widthBox().setValue(1400)
    assert dialog.size() == QSize(1400, 980)
    dialog.heightBox().setValue(560)
    assert dialog.size() == QSize(800, 560)
    dialog.setLinked(False)
    dialog.widthBox().setValue(1200)
    assert dialog.size() == QSize(1200, 560)  # unlinked: the height stays
    dialog.setLinked(True)
    assert dialog.size() == QSize(1200, 840)  # linked again: the height follows the width


@pytest.mark.parametrize(
    ("name", "scale", "expected"),
    [
        ("deal.png", 1.0, "PNG image, 1,000 × 720 pixels"),
        ("deal.png", 2.0, "PNG image, 2,000 × 1,440 pixels (1,000 × 720 at 2×)"),
        ("deal.PNG", 1.5, "PNG image, 1,500 × 1,080 pixels (1,000 × 720 at 1.5×)"),
        ("deal.svg", 2.0, "SVG drawing, 1,000 × 720 (vector: the scale does not apply)"),
        ("deal.jpg", 1.0, "Cannot export 'deal.jpg': the file name must end in .png or .svg"),
    ],
)
def test_the_picture_size_is_previewed(make_dialog, name: str, scale: float, expected: str) -> None:  # type: ignore[no-untyped-def]
    dialog = make_dialog(Path("/tmp/x.png"))
    dialog.pathField().setText(f"/tmp/{name}")
    dialog.scaleBox().setValue(scale)
    assert dialog.previewText() == expected


def test_the_preview_follows_the_sides(make_dialog) -> None:  # type: ignore[no-untyped-def]
    dialog = make_dialog()
    dialog.setLinked(False)
    dialog.heightBox().setValue(900)
    assert dialog.previewText() == "PNG image, 1,000 × 900 pixels"


def test_the_caption_box_decides_and_the_caption_lies_in_a_corner_free_of_cards(
    make_dialog, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    dealt = deal(617)

    def export(request: PictureRequest) -> Path:
        size = request.size
        return export_board(
            dealt, request.path, size.width(), size.height(), request.scale, caption=request.caption
        )

    dialog = make_dialog(tmp_path / "with.png", export=export)
    assert dialog.caption()  # on by default
    dialog.accept()
    dialog.captionBox().setChecked(False)
    dialog.pathField().setText(str(tmp_path / "without.png"))
    dialog.accept()
    with_caption, without = QImage(str(tmp_path / "with.png")), QImage(str(tmp_path / "without.png"))
    differing = [
        (x, y)
        for y in range(0, BOARD.height(), 2)
        for x in range(0, BOARD.width(), 2)
        if with_caption.pixel(x, y) != without.pixel(x, y)
    ]
    assert len(differing) > 50  # the caption is there with the box checked, and only then
    xs, ys = [x for x, _ in differing], [y for _, y in differing]
    drawn = QRect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)
    assert drawn.left() > BOARD.width() * 0.7 and drawn.top() > BOARD.height() * 0.9  # bottom right, small
    assert not any(drawn.intersects(card) for card in card_rects(False, BOARD.width(), BOARD.height()))


@pytest.mark.parametrize(
    ("dealt", "size"),
    [
        (deal(8_589_934_591), QSize(1000, 720)),
        (deal(1), QSize(640, 480)),
        (deal_doudizhu(42), QSize(1000, 700)),
        (deal_doudizhu(4_294_967_295), QSize(800, 600)),
    ],
)
def test_the_caption_covers_no_card(qapp, tmp_path: Path, dealt: Deal | DouDizhuDeal, size: QSize) -> None:  # type: ignore[no-untyped-def]
    with_caption = QImage(str(export_board(dealt, tmp_path / "a.png", size.width(), size.height())))
    without = QImage(str(export_board(dealt, tmp_path / "b.png", size.width(), size.height(), caption=False)))
    cards = card_rects(isinstance(dealt, DouDizhuDeal), size.width(), size.height())
    changed = 0
    for card in cards:
        for y in range(card.top(), card.bottom() + 1, 3):
            for x in range(card.left(), card.right() + 1, 3):
                changed += with_caption.pixel(x, y) != without.pixel(x, y)
    assert changed == 0
    assert with_caption != without


def test_caption_text_names_the_game_and_the_deal() -> None:
    assert caption_text(deal(617)) == "FreeCell deal 617"
    assert caption_text(deal(8_589_934_591)) == "FreeCell deal 8,589,934,591"
    assert caption_text(deal_doudizhu(42)) == "Dou Dizhu deal 42"


def test_the_command_line_export_has_the_caption_unless_no_caption(qapp, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    assert main(["export", "617", str(tmp_path / "cli.png")]) == 0
    assert main(["export", "617", str(tmp_path / "cli-bare.png"), "--no-caption"]) == 0
    captioned = QImage(str(export_board(deal(617), tmp_path / "api.png")))
    bare = QImage(str(export_board(deal(617), tmp_path / "api-bare.png", caption=False)))
    assert QImage(str(tmp_path / "cli.png")) == captioned
    assert QImage(str(tmp_path / "cli-bare.png")) == bare
    assert captioned != bare


def test_the_windows_export_follows_the_caption_box(make_window, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    target = tmp_path / "board.png"

    def save_without_caption(dialog: ExportDialog) -> int:
        dialog.pathField().setText(str(target))
        dialog.captionBox().setChecked(False)
        dialog.accept()
        return int(dialog.result())

    monkeypatch.setattr(ExportDialog, "exec", save_without_caption)
    window = make_window(617)
    window.actionsByName()["export"].trigger()
    written = QImage(str(target))
    size = written.size()
    bare = QImage(
        str(export_board(deal(617), tmp_path / "bare.png", size.width(), size.height(), caption=False))
    )
    assert written == bare
