"""Help → Keyboard shortcuts: a table built from the window's own actions, so it cannot go stale."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

# Keys handled by the deal spin box itself rather than by actions.
SPIN_BOX_KEYS = (
    ("Next / previous deal (in the deal box)", "Up / Down, mouse wheel"),
    ("1000 deals on / back (in the deal box)", "Page Up / Page Down"),
    ("First / last deal (in the deal box)", "Home / End"),
    ("Type a deal number", "digits, then Enter"),
)


def shortcut_rows(actions: Sequence[QAction]) -> list[tuple[str, str]]:
    """(what, keys) for every action with a shortcut, then the deal box's own keys."""
    rows = []
    for action in actions:
        keys = ", ".join(k.toString(QKeySequence.SequenceFormat.NativeText) for k in action.shortcuts())
        if keys:
            rows.append((action.text().replace("&", ""), keys))
    return rows + list(SPIN_BOX_KEYS)


class ShortcutsDialog(QDialog):
    def __init__(self, actions: Sequence[QAction], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Keyboard shortcuts")
        rows = shortcut_rows(actions)
        table = QTableWidget(len(rows), 2)
        table.setHorizontalHeaderLabels(["Action", "Keys"])
        table.verticalHeader().hide()
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        for row, (what, keys) in enumerate(rows):
            table.setItem(row, 0, QTableWidgetItem(what))
            table.setItem(row, 1, QTableWidgetItem(keys))
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(table)
        layout.addWidget(buttons)
        self.resize(520, 460)
