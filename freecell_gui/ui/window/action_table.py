"""The window's action table: every action with its text, shortcuts, menu and toolbar place, in one list.

Adding an action is one line here and one slot in the window (actions.py builds the QActions, the menus and
the toolbar from this table). Texts and menu titles are wrapped in ``QT_TRANSLATE_NOOP("Actions", …)`` so
that lupdate collects them.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QKeySequence

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
        QT_TRANSLATE_NOOP("Actions", "Show the next &move"),
        ("H",),
        GAME,
        0,
        TOOLS,
        QT_TRANSLATE_NOOP("Actions", "Hint: highlight the next move of the shortest solution known (H)"),
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
    # Still winnable? (ui/play/still_winnable.py): its toggle, and its way back once the game is lost.
    ActionSpec(
        "stillWinnable",
        QT_TRANSLATE_NOOP("Actions", "Still winnable? &Judge each move"),
        (),
        GAME,
        0,
        tip=QT_TRANSLATE_NOOP(
            "Actions", "After each move, say whether the game can still be won, and which move lost it"
        ),
    ),
    ActionSpec(
        "backToWinnable",
        QT_TRANSLATE_NOOP("Actions", "&Go back to where it could be won"),
        (),
        GAME,
        0,
        tip=QT_TRANSLATE_NOOP("Actions", "Undo to the last position from which the game could be won"),
    ),
    ActionSpec(
        "wonMoment",
        QT_TRANSLATE_NOOP("Actions", "Celebrate &won games"),
        (),
        GAME,
        0,
        tip=QT_TRANSLATE_NOOP(
            "Actions", "A won game: the cards bounce off the board, with the time and moves"
        ),
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
        "statistics",
        QT_TRANSLATE_NOOP("Actions", "S&tatistics…"),
        (),
        GAME,
        1,
        tip=QT_TRANSLATE_NOOP("Actions", "Your games played by hand: wins, streaks and each deal's best"),
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
    # Its submenu of difficulty bands comes from ui/difficulty/menu.py (the window provides the action).
    ActionSpec(
        "randomByDifficulty",
        QT_TRANSLATE_NOOP("Actions", "Random deal by &difficulty"),
        (),
        GO,
        2,
        tip=QT_TRANSLATE_NOOP("Actions", "A random deal with a solution, easy, medium, hard or very hard"),
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
    ActionSpec("singleCards", QT_TRANSLATE_NOOP("Actions", "S&ingle-card steps"), (), SOLUTION, 3),
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
