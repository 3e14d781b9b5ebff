"""File → Export draws what the board shows (issue 20, item 17): the game in progress or the solution's
step being played back, its caption naming it ("FreeCell deal 1 after move 3"), with the deal's start as
the dialog's other choice. The cards are read back from the picture: a free cell holds a white card face
where the start shows bare felt; fc-solve gives the solution played back."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QLineEdit, QRadioButton

import freecell_gui.ui.board.pictures as export_module
from freecell_gui.core.deals.deal import deal
from freecell_gui.core.rules.position import Position
from freecell_gui.ui import MainWindow
from freecell_gui.ui.board.layout import board_layout, rows_of
from freecell_gui.ui.board.pictures import export_board
from freecell_gui.ui.dialogs.export.dialog import ExportDialog
from freecell_gui.ui.playback.panel import PlaybackPanel
from tests.helpers.fc_solve import fc_solve_moves


def white(color: QColor) -> bool:
    return min(color.red(), color.green(), color.blue()) > 235


def white_share(image: QImage, box: QRect) -> float:
    xs, ys = range(box.left(), box.right() + 1, 2), range(box.top(), box.bottom() + 1, 2)
    return sum(white(QColor(image.pixel(x, y))) for y in ys for x in xs) / (len(xs) * len(ys))


def free_cells_taken(image: QImage, position: Position | None) -> list[bool]:
    """Which free cells show a card face in the picture, laid out as the export lays out ``position``."""
    layout = board_layout(image.width(), image.height(), rows_of(position))
    return [white_share(image, cell.adjusted(4, 4, -4, -4)) > 0.3 for cell in layout.free_cells]


class Export:
    """Runs File → Export with the dialog answered by ``answer``; records the dialog and export_board's
    arguments (the real export still writes the picture)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, target: Path, answer: Callable[[ExportDialog], None]):
        self.calls: list[dict[str, Any]] = []
        self.choices: list[str] = []
        self.path_after_answer = Path()

        def record(*args: Any) -> Path:
            names = ("dealt", "path", "width", "height", "scale", "deck", "caption", "position")
            self.calls.append(dict(zip(names, args, strict=True)))
            return export_board(*args)

        def run(dialog: ExportDialog) -> int:
            self.choices = [button.text().replace("&", "") for button in dialog.findChildren(QRadioButton)]
            answer(dialog)
            self.path_after_answer = dialog.path()
            [field] = [f for f in dialog.findChildren(QLineEdit) if f.accessibleName() == "File"]
            field.setText(str(target))
            dialog.accept()
            return int(dialog.result())

        monkeypatch.setattr(export_module, "export_board", record)
        monkeypatch.setattr(ExportDialog, "exec", run)
        monkeypatch.setattr(Path, "home", lambda: target.parent)


def keep_as_shown(dialog: ExportDialog) -> None:
    pass


def choose_the_start(dialog: ExportDialog) -> None:
    [start] = [b for b in dialog.findChildren(QRadioButton) if "start" in b.text()]
    start.setChecked(True)


@pytest.fixture
def window(make_window) -> MainWindow:  # type: ignore[no-untyped-def]
    made: MainWindow = make_window(1)
    made.resize(1000, 760)
    return made


def test_a_game_in_progress_is_exported_as_played(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    session = window.session()
    assert session.play_text("5a 5b 5c") is None  # fc-solve's first moves of deal 1: three free cells taken
    assert window.board().position() == session.position()
    export = Export(monkeypatch, tmp_path / "game.png", keep_as_shown)
    window.actionsByName()["export"].trigger()
    assert export.choices == ["As shown: FreeCell deal 1 after move 3", "The deal's start"]
    assert export.path_after_answer.name == "freecell-1-move-3.png"
    [call] = export.calls
    assert call["position"] == session.position() and call["caption"] == "FreeCell deal 1 after move 3"
    image = QImage(str(tmp_path / "game.png"))
    assert free_cells_taken(image, session.position()) == [True, True, True, False]


def test_the_start_is_the_other_choice(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    window.session().play_text("5a 5b 5c")
    export = Export(monkeypatch, tmp_path / "start.png", choose_the_start)
    window.actionsByName()["export"].trigger()
    assert export.path_after_answer.name == "freecell-1.png"  # the suggested name follows the choice
    [call] = export.calls
    assert call["position"] is None and call["caption"] == "FreeCell deal 1"
    image = QImage(str(tmp_path / "start.png"))
    assert free_cells_taken(image, None) == [False] * 4
    start = export_board(
        deal(1), tmp_path / "s.png", image.width(), image.height(), caption="FreeCell deal 1"
    )
    assert image == QImage(str(start))


def test_a_solution_step_played_back_is_exported(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    panel = window.findChild(PlaybackPanel)
    assert panel is not None and panel.loadSolution(fc_solve_moves(1))
    panel.setCurrentIndex(4, animate=False)  # after fc-solve's 5a 5b 5c 5d
    shown = window.board().position()
    assert shown == window.session().shown_position() != window.session().position()
    export = Export(monkeypatch, tmp_path / "step.png", keep_as_shown)
    window.actionsByName()["export"].trigger()
    [call] = export.calls
    assert call["position"] == shown and call["caption"] == "FreeCell deal 1 after move 4"
    assert free_cells_taken(QImage(str(tmp_path / "step.png")), shown) == [True] * 4


def test_the_start_offers_no_choice(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    export = Export(monkeypatch, tmp_path / "plain.png", keep_as_shown)
    window.actionsByName()["export"].trigger()
    assert export.choices == [] and export.calls[0]["position"] is None
    assert export.calls[0]["caption"] == "FreeCell deal 1"
