"""Menus of choices: a radio group of checkable actions and its submenu (View → Deck, Game, Autoplay)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenu, QWidget


def choice_group(
    parent: QObject,
    choices: Sequence[tuple[str, str]],
    checked: str,
    name_prefix: str = "",
    numbered: bool = False,
    shortcuts: Sequence[str] = (),
) -> QActionGroup:
    """Checkable actions of which one is chosen, each ``(text, data)``: ``name_prefix`` names them
    ``<prefix>-<data>`` (for actionsByName), ``numbered`` gives them Ctrl+1, Ctrl+2 …, else
    ``shortcuts`` gives each its own."""
    group = QActionGroup(parent)
    keys = [f"Ctrl+{number}" for number in range(1, len(choices) + 1)] if numbered else list(shortcuts)
    for number, (text, data) in enumerate(choices):
        action = QAction(text, group, checkable=True)
        action.setData(data)
        action.setChecked(data == checked)
        if name_prefix:
            action.setObjectName(f"{name_prefix}-{data}")
        if number < len(keys):
            action.setShortcut(QKeySequence(keys[number]))
    return group


def submenu(parent: QWidget, title: str, group: QActionGroup) -> QMenu:
    """A menu of ``group``'s actions; ``title`` marked with QT_TRANSLATE_NOOP("Actions", …) (the window's
    retranslate() words it again from its ``sourceTitle``)."""
    menu = QMenu(QCoreApplication.translate("Actions", title), parent)
    menu.setProperty("sourceTitle", title)
    menu.addActions(group.actions())
    return menu
