"""The window's commands that open a dialog: Export, About and the keyboard shortcuts.

The dialogs' modules load on first use, which keeps the window's start quick.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QSize
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QWidget

from freecell_gui.core.games import AnyDeal
from freecell_gui.ui.board.card_table import CardTableWidget


def export_board_dialog(parent: QWidget, board: CardTableWidget, dealt: AnyDeal, stem: str) -> Path | None:
    """File → Export: the dialog exports on Save (and stays open, saying why, when that fails); the path
    written, or None when cancelled."""
    from freecell_gui.ui.export import export_board, window_caption
    from freecell_gui.ui.export_dialog import ExportDialog

    # The export function reads the dialog's check box; it must not hold the dialog itself: a dialog in a
    # reference cycle is freed by Python's garbage collector at some later moment, and PySide 6.11 then
    # crashed (tests/ui/test_monkey.py found it). Hence the list, emptied once the dialog is done.
    shown: list[ExportDialog] = []

    def export(path: Path, size: QSize, scale: float) -> Path:
        # The dialog's check box, read when Save is pressed; the caption in the interface language.
        caption = shown[0].caption() and window_caption(dealt)
        return export_board(dealt, path, size.width(), size.height(), scale, board.deck(), caption)

    dialog = ExportDialog(
        Path.home() / f"{stem}.png", board.size(), parent.devicePixelRatioF(), parent, export
    )
    shown.append(dialog)
    try:
        accepted = dialog.exec() == ExportDialog.DialogCode.Accepted
        return dialog.exportedPath() if accepted else None
    finally:
        shown.clear()
        dialog.deleteLater()  # not kept as a hidden child of the window, one per export


def show_about(parent: QWidget) -> None:
    """Help → About (ui/dialogs/about.py): version, each game's paragraph, links, licence, versions."""
    from freecell_gui.ui.dialogs.about import show_about as show_about_dialog

    show_about_dialog(parent)


def show_shortcuts(parent: QWidget, actions: Sequence[QAction]) -> None:
    """Help → Keyboard shortcuts: a table made from the actions themselves."""
    from freecell_gui.ui.shortcuts_dialog import ShortcutsDialog

    dialog = ShortcutsDialog(list(actions), parent)
    dialog.exec()
    dialog.deleteLater()  # not kept as a hidden child of the window, one per opening
