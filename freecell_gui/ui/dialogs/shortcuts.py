"""Help → Keyboard shortcuts: built from the window's own menus, so it cannot go stale.

Only keys found on an ordinary keyboard are listed: Qt's standard bindings add spare ones (Copy is
Ctrl+C, Ctrl+Insert, F16 and the Copy key of some Sun keyboards; Back has a Back key) that would only
make the table harder to read. Keys are named the platform's way (⌘ on macOS), grouped by menu, and a
search field filters the table.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QKeyCombination, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLineEdit,
    QMainWindow,
    QMenu,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from freecell_gui.core.text_marks import QT_TRANSLATE_NOOP

Rows = list[tuple[str, str]]  # (what it does, its keys)

_NAMED_KEYS = {
    Qt.Key.Key_Escape,
    Qt.Key.Key_Tab,
    Qt.Key.Key_Backtab,
    Qt.Key.Key_Backspace,
    Qt.Key.Key_Return,
    Qt.Key.Key_Enter,
    Qt.Key.Key_Insert,
    Qt.Key.Key_Delete,
    Qt.Key.Key_Home,
    Qt.Key.Key_End,
    Qt.Key.Key_Left,
    Qt.Key.Key_Up,
    Qt.Key.Key_Right,
    Qt.Key.Key_Down,
    Qt.Key.Key_PageUp,
    Qt.Key.Key_PageDown,
}


def is_keyboard_key(combination: QKeyCombination) -> bool:
    """A key of an ordinary keyboard: a printable key, F1–F12 or a named editing or arrow key."""
    key = combination.key()
    return (
        Qt.Key.Key_Space.value <= key.value <= Qt.Key.Key_ydiaeresis.value
        or Qt.Key.Key_F1.value <= key.value <= Qt.Key.Key_F12.value
        or key in _NAMED_KEYS
    )


def key_names(sequences: Sequence[QKeySequence]) -> str:
    """The sequences made of keyboard keys only, named as the platform names them, ", " between."""
    native = QKeySequence.SequenceFormat.NativeText
    kept = [
        sequence.toString(native)
        for sequence in sequences
        if not sequence.isEmpty() and all(is_keyboard_key(sequence[i]) for i in range(sequence.count()))  # type: ignore[index]
    ]
    return ", ".join(dict.fromkeys(kept))


def action_text(action: QAction) -> str:
    """An action's menu text as read: no accelerator marks ("&&" is an ampersand), no "(&X)" added for
    CJK menus, no ellipsis."""
    text = re.sub(r"\s*\(&\w\)$", "", action.text())
    text = text.replace("&&", "\0").replace("&", "").replace("\0", "&")
    return text.removesuffix("…").strip()


def shortcut_rows(actions: Sequence[QAction]) -> Rows:
    """(what, keys) for every action with a keyboard shortcut, in the order given."""
    rows: Rows = []
    for action in actions:
        keys = key_names(action.shortcuts())
        if keys:
            rows.append((action_text(action), keys))
    return rows


def board_rows() -> Rows:
    """The keys the board and the deal box handle themselves (no action carries them)."""
    native = QKeySequence.SequenceFormat.NativeText

    def name(*keys: str) -> str:
        return " / ".join(QKeySequence(key).toString(native) for key in keys)

    def tr(text: str) -> str:
        return QCoreApplication.translate("ShortcutsDialog", text)

    # Marked where lupdate reads them: a call with literal context and text.
    texts = (
        QT_TRANSLATE_NOOP("ShortcutsDialog", "Previous / next deal (board)"),
        QT_TRANSLATE_NOOP("ShortcutsDialog", "1000 deals back / on (board)"),
        QT_TRANSLATE_NOOP("ShortcutsDialog", "Previous / next deal (deal box)"),
        QT_TRANSLATE_NOOP("ShortcutsDialog", "1000 deals back / on (deal box)"),
        QT_TRANSLATE_NOOP("ShortcutsDialog", "First / last deal (deal box)"),
        QT_TRANSLATE_NOOP("ShortcutsDialog", "Type a deal number"),
        QT_TRANSLATE_NOOP("ShortcutsDialog", "Walk over the piles, choose, cancel (board)"),
    )
    wheel = QCoreApplication.translate("ShortcutsDialog", ", mouse wheel")
    digits = QCoreApplication.translate("ShortcutsDialog", "digits, then %1").replace("%1", name("Return"))
    keys = (
        name("Left", "Right") + wheel,
        name("PgDown", "PgUp"),
        name("Down", "Up") + wheel,
        name("PgDown", "PgUp"),
        name("Home", "End"),
        digits,
        name("Tab", "Shift+Tab", "Return", "Esc"),
    )
    return [(tr(text), key) for text, key in zip(texts, keys, strict=True)]


def menu_groups(window: QMainWindow) -> list[tuple[str, Rows]]:
    """(menu title, rows) for every menu of ``window`` with a shortcut in it, submenus as "View › Deck"."""
    groups: list[tuple[str, Rows]] = []
    pending: list[tuple[str, QMenu]] = [
        (action_text(action), action.menu())  # type: ignore[misc]
        for action in window.menuBar().actions()
        if isinstance(action.menu(), QMenu)
    ]
    while pending:
        title, menu = pending.pop(0)
        items = [a for a in menu.actions() if a.isVisible() and not a.isSeparator() and a.menu() is None]
        rows = shortcut_rows(items)
        if rows:
            groups.append((title, rows))
        pending += [
            (f"{title} › {action_text(a)}", a.menu())  # type: ignore[misc]
            for a in menu.actions()
            if isinstance(a.menu(), QMenu)
        ]
    return groups


class ShortcutsDialog(QDialog):
    """The shortcuts of ``parent``'s menus (or of ``actions`` when it has none), then the board's keys."""

    def __init__(self, actions: Sequence[QAction], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(QCoreApplication.translate("ShortcutsDialog", "Keyboard shortcuts"))
        window = parent.window() if parent is not None else None
        if isinstance(window, QMainWindow):
            groups = menu_groups(window)
        else:
            groups = [(QCoreApplication.translate("ShortcutsDialog", "Actions"), shortcut_rows(actions))]
        groups.append((QCoreApplication.translate("ShortcutsDialog", "Board and deal box"), board_rows()))
        self._search = QLineEdit()
        self._search.setPlaceholderText(
            QCoreApplication.translate("ShortcutsDialog", "Search actions and keys")
        )
        self._search.setClearButtonEnabled(True)
        self._search.textChanged.connect(self._on_search_text_changed)
        self._tree = QTreeWidget()
        self._tree.setColumnCount(2)
        self._tree.setHeaderLabels(
            [
                QCoreApplication.translate("ShortcutsDialog", "Action"),
                QCoreApplication.translate("ShortcutsDialog", "Keys"),
            ]
        )
        self._tree.setRootIsDecorated(False)
        self._tree.setEditTriggers(QTreeWidget.EditTrigger.NoEditTriggers)
        self._items: list[tuple[QTreeWidgetItem, list[QTreeWidgetItem]]] = []
        for title, rows in groups:
            group = QTreeWidgetItem(self._tree, [title])
            font = group.font(0)
            font.setBold(True)
            group.setFont(0, font)
            group.setFirstColumnSpanned(True)
            self._items.append((group, [QTreeWidgetItem(group, [what, keys]) for what, keys in rows]))
        self._tree.expandAll()
        self._tree.header().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self._search)
        layout.addWidget(self._tree)
        layout.addWidget(buttons)
        self.resize(560, 520)

    def tree(self) -> QTreeWidget:
        return self._tree

    def searchField(self) -> QLineEdit:
        return self._search

    def visibleRows(self) -> list[tuple[str, str, str]]:
        """(menu, action, keys) of every row the search leaves shown."""
        return [
            (group.text(0), row.text(0), row.text(1))
            for group, rows in self._items
            for row in rows
            if not group.isHidden() and not row.isHidden()
        ]

    def _on_search_text_changed(self, text: str) -> None:
        needle = text.casefold().strip()
        for group, rows in self._items:
            in_title = needle in group.text(0).casefold()
            any_shown = False
            for row in rows:
                hit = in_title or needle in row.text(0).casefold() or needle in row.text(1).casefold()
                row.setHidden(not hit)
                any_shown |= hit
            group.setHidden(not any_shown)
