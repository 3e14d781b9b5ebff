"""The window's action table: every action with its text, shortcuts, menu and toolbar place, in one list.

The window supplies a slot per action name (or, for an action it already owns such as the text pane's
toggle, the QAction itself); :func:`create_actions` and :func:`build_menus_and_toolbar` do the rest, so
adding an action is one line here and one slot there. Texts and menu titles are wrapped in
``QT_TRANSLATE_NOOP("Actions", …)`` so that lupdate collects them; :func:`retranslate` applies a new language.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDockWidget, QMainWindow, QMenu, QToolBar, QToolButton, QWidget

from freecell_gui.ui.icons import icon
from freecell_gui.util.text_marks import QT_TRANSLATE_NOOP

Key = QKeySequence.StandardKey
Shortcut = Key | str

FILE, EDIT, GAME, GO, VIEW, HELP = (
    QT_TRANSLATE_NOOP("Actions", "&File"),
    QT_TRANSLATE_NOOP("Actions", "&Edit"),
    QT_TRANSLATE_NOOP("Actions", "&Game"),
    QT_TRANSLATE_NOOP("Actions", "G&o"),  # Alt+G is the Game menu's
    QT_TRANSLATE_NOOP("Actions", "&View"),
    QT_TRANSLATE_NOOP("Actions", "&Help"),
)
# The playback panel's actions (ui/playback/actions.py makes them).
SOLUTION = QT_TRANSLATE_NOOP("Actions", "&Solution")
MENUS = (FILE, EDIT, GAME, GO, SOLUTION, VIEW, HELP)
# Toolbar places: before the deal number box, right after it, and after a separator.
BEFORE_DEAL, AFTER_DEAL, TOOLS = "before-deal", "after-deal", "tools"
TOOLBAR_TITLE = QT_TRANSLATE_NOOP("Actions", "Deal")


@dataclass(frozen=True)
class ActionSpec:
    name: str  # the object name: actionsByName() and the tests use it
    text: str
    shortcuts: tuple[Shortcut, ...] = ()
    menu: str | None = None
    group: int = 0  # a separator goes between groups of one menu
    toolbar: str | None = None
    tip: str = ""
    icon: str = ""  # a name for ui/icons.py: the theme's icon, else our own


ACTIONS: tuple[ActionSpec, ...] = (
    ActionSpec(
        "export",
        QT_TRANSLATE_NOOP("Actions", "&Export…"),
        (Key.Save,),
        FILE,
        0,
        TOOLS,
        QT_TRANSLATE_NOOP("Actions", "Export the board as PNG or SVG"),
        "export",
    ),
    ActionSpec(
        "exportSolution",
        QT_TRANSLATE_NOOP("Actions", "E&xport solution as text…"),
        ("Ctrl+Shift+S",),
        FILE,
        0,
    ),
    ActionSpec("quit", QT_TRANSLATE_NOOP("Actions", "&Quit"), (Key.Quit,), FILE, 1),
    ActionSpec(
        "copy", QT_TRANSLATE_NOOP("Actions", "&Copy deal as text"), (Key.Copy,), EDIT, 0, TOOLS, icon="copy"
    ),
    ActionSpec("find", QT_TRANSLATE_NOOP("Actions", "&Find deal by layout…"), (Key.Find,), EDIT, icon="find"),
    ActionSpec("pasteSolution", QT_TRANSLATE_NOOP("Actions", "&Paste solution"), ("Ctrl+V",), EDIT, 1),
    ActionSpec(
        "copySolution",
        QT_TRANSLATE_NOOP("Actions", "Copy solution (&short form)"),
        ("Ctrl+Shift+C",),
        EDIT,
        1,
    ),
    ActionSpec("copySolutionFull", QT_TRANSLATE_NOOP("Actions", "Copy solution, &every move"), (), EDIT, 1),
    # Hand play (ui/play/hand_play.py): undo/redo take back a move with autoplay's moves after it.
    ActionSpec("undo", QT_TRANSLATE_NOOP("Actions", "&Undo move"), ("Ctrl+Z",), EDIT, 2, TOOLS, icon="undo"),
    ActionSpec(
        "redo", QT_TRANSLATE_NOOP("Actions", "&Redo move"), ("Ctrl+Shift+Z",), EDIT, 2, TOOLS, icon="redo"
    ),
    ActionSpec("restart", QT_TRANSLATE_NOOP("Actions", "Re&start the deal"), (), GAME, 0),
    ActionSpec(
        "hint",
        QT_TRANSLATE_NOOP("Actions", "Show a legal &move"),
        ("H",),
        GAME,
        0,
        TOOLS,
        QT_TRANSLATE_NOOP("Actions", "Hint: highlight a legal move (H)"),
        "hint",
    ),
    ActionSpec(
        "continueHere",
        QT_TRANSLATE_NOOP("Actions", "&Continue from here"),
        ("Shift+F5",),
        GAME,
        0,
        tip=QT_TRANSLATE_NOOP("Actions", "Solve the position on the board and play on from it"),
    ),
    ActionSpec(
        "buildCatalogue",
        QT_TRANSLATE_NOOP("Actions", "&Build catalogue…"),
        ("Ctrl+B",),
        GAME,
        1,
        tip=QT_TRANSLATE_NOOP("Actions", "Solve a range of deals in the background and keep their verdicts"),
    ),
    ActionSpec(
        "previous",
        QT_TRANSLATE_NOOP("Actions", "&Previous"),
        ("Ctrl+Left",),
        GO,
        0,
        BEFORE_DEAL,
        icon="previous",
    ),
    ActionSpec(
        "next", QT_TRANSLATE_NOOP("Actions", "&Next"), ("Ctrl+Right",), GO, 0, AFTER_DEAL, icon="next"
    ),
    ActionSpec(
        "back",
        QT_TRANSLATE_NOOP("Actions", "&Back"),
        (Key.Back,),
        GO,
        1,
        tip=QT_TRANSLATE_NOOP("Actions", "Back in history"),
    ),
    ActionSpec(
        "forward",
        QT_TRANSLATE_NOOP("Actions", "&Forward"),
        (Key.Forward,),
        GO,
        1,
        tip=QT_TRANSLATE_NOOP("Actions", "Forward in history"),
    ),
    ActionSpec("goTo", QT_TRANSLATE_NOOP("Actions", "&Type a deal number"), ("Ctrl+G", "Ctrl+L"), GO, 2),
    ActionSpec(
        "random",
        QT_TRANSLATE_NOOP("Actions", "&Random deal"),
        ("Ctrl+R",),
        GO,
        2,
        TOOLS,
        QT_TRANSLATE_NOOP("Actions", "A random deal (Shift+Ctrl+R: any)"),
        "random",
    ),
    ActionSpec(
        "randomAny", QT_TRANSLATE_NOOP("Actions", "Random deal, &whole range"), ("Ctrl+Shift+R",), GO, 2
    ),
    ActionSpec(
        "openSite",
        QT_TRANSLATE_NOOP("Actions", "&Open on the web"),
        ("Ctrl+Shift+O",),
        GO,
        3,
        TOOLS,
        icon="open-site",
    ),
    ActionSpec("solve", QT_TRANSLATE_NOOP("Actions", "&Solve"), ("F5",), SOLUTION, 0),
    ActionSpec("cancelSolve", QT_TRANSLATE_NOOP("Actions", "&Cancel solving"), ("Escape",), SOLUTION, 0),
    ActionSpec("playPause", QT_TRANSLATE_NOOP("Actions", "&Play"), ("Space",), SOLUTION, 1),
    ActionSpec("stepBack", QT_TRANSLATE_NOOP("Actions", "Step &back"), (",",), SOLUTION, 1),
    ActionSpec("stepForward", QT_TRANSLATE_NOOP("Actions", "Step &forward"), (".",), SOLUTION, 1),
    ActionSpec("playbackStart", QT_TRANSLATE_NOOP("Actions", "Go to s&tart"), (), SOLUTION, 2),
    ActionSpec("playbackEnd", QT_TRANSLATE_NOOP("Actions", "Go to &end"), (), SOLUTION, 2),
    ActionSpec(
        "gallery",
        QT_TRANSLATE_NOOP("Actions", "&Gallery"),
        ("Ctrl+Shift+G",),
        VIEW,
        tip=QT_TRANSLATE_NOOP("Actions", "Thumbnails of many deals at once; again: back to the board"),
    ),
    ActionSpec("textPane", QT_TRANSLATE_NOOP("Actions", "Show deal as &text"), ("Ctrl+T",), VIEW),
    ActionSpec("playbackPane", QT_TRANSLATE_NOOP("Actions", "Show &solution panel"), (), VIEW),
    ActionSpec("shortcuts", QT_TRANSLATE_NOOP("Actions", "&Keyboard shortcuts"), (Key.HelpContents,), HELP),
    ActionSpec("about", QT_TRANSLATE_NOOP("Actions", "&About freecell-gui"), (), HELP),
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
