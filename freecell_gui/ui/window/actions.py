"""The window's actions, menus and toolbar, built from the action table (action_table.py).

The window supplies a slot per action name (or, for an action it already owns such as the text pane's
toggle, the QAction itself); :func:`create_actions` and :func:`build_menus_and_toolbar` do the rest;
:func:`retranslate` applies a new language to the table's texts.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDockWidget, QMainWindow, QMenu, QToolBar, QToolButton, QWidget

from freecell_gui.ui.icons import icon
from freecell_gui.ui.window.action_table import (
    ACTIONS,
    AFTER_DEAL,
    BEFORE_DEAL,
    MENUS,
    TOOLBAR_TITLE,
    TOOLS,
    ActionSpec,
    Shortcut,
)


def _key_sequences(shortcuts: tuple[Shortcut, ...]) -> list[QKeySequence]:
    keys: list[QKeySequence] = []
    for shortcut in shortcuts:  # a standard key may have several bindings (Back: Alt+Left and Back)
        keys += [QKeySequence(shortcut)] if isinstance(shortcut, str) else QKeySequence.keyBindings(shortcut)
    return keys


def _tr(text: str) -> str:
    """A text of this table in the interface language (the table marks them for lupdate)."""
    return QCoreApplication.translate("Actions", text)


def _set_texts(action: QAction, spec: ActionSpec) -> None:
    text = _tr(spec.text)
    action.setText(text)
    action.setToolTip(_tr(spec.tip) if spec.tip else text.replace("&", "").rstrip("…"))


def retranslate(window: QMainWindow, actions: Mapping[str, QAction]) -> None:
    """The table's texts and the menus' titles again, in the language just installed."""
    for spec in ACTIONS:
        if spec.name in actions:
            _set_texts(actions[spec.name], spec)
    for menu in window.findChildren(QMenu):
        source = menu.property("sourceTitle")
        if isinstance(source, str) and source:
            menu.setTitle(_tr(source))
    for toolbar in window.findChildren(QToolBar, "dealToolbar"):
        toolbar.setWindowTitle(_tr(TOOLBAR_TITLE))


def create_actions(
    window: QWidget,
    slots: Mapping[str, Callable[[], object]],
    provided: Mapping[str, QAction] | None = None,
) -> dict[str, QAction]:
    """One QAction per spec, added to ``window`` so its shortcut works even with the toolbar hidden.

    ``slots`` gives each action's handler; ``provided`` gives actions made elsewhere (a dock's toggle),
    which only get the spec's text and shortcuts.
    """
    provided = provided or {}
    actions: dict[str, QAction] = {}
    for spec in ACTIONS:
        action = provided.get(spec.name) or QAction(window)
        _set_texts(action, spec)
        action.setObjectName(spec.name)
        action.setShortcuts(_key_sequences(spec.shortcuts))
        if spec.icon:
            action.setIcon(icon(spec.icon))
        if spec.name not in provided:
            action.triggered.connect(slots[spec.name])
        elif isinstance(action.parent(), QDockWidget):
            _keep_table_text(action, spec)
        window.addAction(action)
        actions[spec.name] = action
    return actions


def _keep_table_text(toggle: QAction, spec: ActionSpec) -> None:
    """A dock's toggle takes the dock's title whenever the title changes (a language switch retitles the
    dock after the window has set the table's texts): give it the table's text, with its letter, again."""

    def restore() -> None:
        if toggle.text() != _tr(spec.text):
            _set_texts(toggle, spec)  # emits changed once more, with the text now equal

    toggle.changed.connect(restore)


def build_menus_and_toolbar(
    window: QMainWindow,
    actions: Mapping[str, QAction],
    deal_box: QWidget,
    extra_menus: Mapping[str, Sequence[QAction | QMenu]],
) -> QToolBar:
    """The menu bar in :data:`MENUS` order and the toolbar around ``deal_box``.

    ``extra_menus`` appends actions or submenus made at run time (the games, the decks) to a menu.
    """
    for title in MENUS:
        menu = window.menuBar().addMenu(_tr(title))
        menu.setProperty("sourceTitle", title)  # for retranslate()
        group: int | None = None
        for spec in ACTIONS:
            if spec.menu != title:
                continue
            if group is not None and spec.group != group:
                menu.addSeparator()
            group = spec.group
            menu.addAction(actions[spec.name])
        if group is not None and extra_menus.get(title):
            menu.addSeparator()  # the table's actions, then the choices made at run time
        for item in extra_menus.get(title, []):
            if isinstance(item, QMenu):
                menu.addMenu(item)
            else:
                menu.addAction(item)
    toolbar = QToolBar(_tr(TOOLBAR_TITLE))
    toolbar.setObjectName("dealToolbar")
    toolbar.setMovable(False)
    toolbar.setIconSize(QSize(16, 16))
    for place in (BEFORE_DEAL, AFTER_DEAL, TOOLS):
        if place == AFTER_DEAL:
            toolbar.addWidget(deal_box)
        if place == TOOLS:
            toolbar.addSeparator()
        toolbar.addActions([actions[spec.name] for spec in ACTIONS if spec.toolbar == place])
    for spec in ACTIONS:  # the tools show their icons; Previous and Next beside the deal box say so too
        if spec.toolbar in (BEFORE_DEAL, AFTER_DEAL):
            button = toolbar.widgetForAction(actions[spec.name])
            if isinstance(button, QToolButton):
                button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
    window.addToolBar(toolbar)
    return toolbar
