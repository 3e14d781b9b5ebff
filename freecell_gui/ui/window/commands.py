"""The window's commands that open a dialog: Export, About and the keyboard shortcuts.

The dialogs' modules load on first use, which keeps the window's start quick.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QWidget

from freecell_gui.core.games import AnyDeal
from freecell_gui.core.rules.position import Position
from freecell_gui.ui.board.card_table import CardTableWidget
from freecell_gui.ui.settings import ViewerSettings
from freecell_gui.ui.window.shown_board import ShownBoard


def export_board_dialog(
    parent: QWidget, board: CardTableWidget, dealt: AnyDeal, stem: str, shown: ShownBoard
) -> Path | None:
    """File → Export of what the board ``shown``: the dialog exports on Save (and stays open, saying why,
    when that fails); the path written, or None when cancelled."""
    from freecell_gui.ui.board.pictures import check_export, export_board, window_caption
    from freecell_gui.ui.dialogs.export.dialog import ExportDialog
    from freecell_gui.ui.dialogs.export.request import BoardChoice, PictureRequest

    def position(request: PictureRequest) -> Position | None:
        return None if request.start else shown.position

    def check(request: PictureRequest) -> object:
        width, height = request.size.width(), request.size.height()
        return check_export(dealt, request.path, width, height, request.scale, position(request))

    def export(request: PictureRequest) -> Path:
        # The caption in the interface language, naming the position drawn.
        moves = None if request.start else shown.moves
        caption = request.caption and window_caption(dealt, moves)
        width, height, scale = request.size.width(), request.size.height(), request.scale
        return export_board(
            dealt, request.path, width, height, scale, board.deck(), caption, position(request)
        )

    folder = Path.home()
    choice = None
    if shown.position is not None:
        choice = BoardChoice(window_caption(dealt, shown.moves), folder / f"{stem}.png")
        stem = f"{stem}-move-{shown.moves}"
    size, ratio = board.size(), parent.devicePixelRatioF()
    dialog = ExportDialog(folder / f"{stem}.png", size, ratio, parent, export, check, choice)
    try:
        accepted = dialog.exec() == ExportDialog.DialogCode.Accepted
        return dialog.exportedPath() if accepted else None
    finally:
        dialog.deleteLater()  # not kept as a hidden child of the window, one per export


def show_about(parent: QWidget, settings: ViewerSettings) -> None:
    """Help → About (ui/dialogs/about.py): version, each game's paragraph, links, licence, versions, and
    where ``settings`` (the window's), the catalogue and the data folder are."""
    from freecell_gui.ui.dialogs.about import show_about as show_about_dialog

    show_about_dialog(parent, settings)


def show_shortcuts(parent: QWidget, actions: Sequence[QAction]) -> None:
    """Help → Keyboard shortcuts: a table made from the actions themselves."""
    from freecell_gui.ui.dialogs.shortcuts import ShortcutsDialog

    dialog = ShortcutsDialog(list(actions), parent)
    dialog.exec()
    dialog.deleteLater()  # not kept as a hidden child of the window, one per opening
