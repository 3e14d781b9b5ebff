"""Menus: every menu and item reachable by a unique accelerator; the shortcuts dialog lists real keys only."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QMenu, QMenuBar

from freecell_gui.core.games import GAMES
from freecell_gui.ui.dialogs.shortcuts import ShortcutsDialog, key_names
from freecell_gui.ui.text.i18n import install_language
from freecell_gui.ui.window.accelerators import accelerator, menu_items, with_accelerator
from freecell_gui.ui.window.action_table import ACTIONS
from freecell_gui.ui.window.main_window import MainWindow
from freecell_gui.util.languages import LANGUAGE_CODES
from tests.helpers.windows import all_menus

MakeWindow = Callable[..., MainWindow]


@pytest.fixture
def language(qapp) -> Iterator[Callable[[str], str]]:  # type: ignore[no-untyped-def]
    """Installs a language for the test, English again afterwards."""
    yield install_language
    install_language("en")


def check_level(menu: QMenu | QMenuBar, where: str) -> list[str]:
    """What is wrong at one menu level: an item without an accelerator, or two sharing one."""
    problems: list[str] = []
    seen: dict[str, str] = {}
    for item in menu_items(menu):
        key = accelerator(item.text())
        if not key:
            problems.append(f"{where}: {item.text()!r} has no accelerator")
        elif key in seen:
            problems.append(f"{where}: {item.text()!r} and {seen[key]!r} share Alt+{key.upper()}")
        else:
            seen[key] = item.text()
    return problems


def menu_problems(window: MainWindow) -> list[str]:
    """Walks the menu bar and every menu and submenu in it, opening each as the user would."""
    bar = window.menuBar()
    problems = check_level(bar, "menu bar")
    for menu in all_menus(bar):
        menu.aboutToShow.emit()  # what opening it does (items named at run time get their letter then)
        problems += check_level(menu, menu.title())
    return problems


@pytest.mark.parametrize("code", LANGUAGE_CODES)
@pytest.mark.parametrize("game", list(GAMES))
def test_every_menu_item_has_a_unique_accelerator(
    make_window: MakeWindow, language: Callable[[str], str], game: str, code: str
) -> None:
    window = make_window(617)
    language(code)
    window.setGame(game)  # the games show different items (Dou Dizhu has no site to open)
    assert menu_problems(window) == []
    assert len(all_menus(window.menuBar())) >= 7


@pytest.mark.parametrize("code", LANGUAGE_CODES)
def test_the_action_tables_items_bring_their_own_accelerators(
    make_window: MakeWindow, language: Callable[[str], str], code: str
) -> None:
    """Every item of the action table (Open on freecellgamesolutions.com included, whose text names the
    site at run time) has its letter in its own text, in every language: none waits for the fix-up made
    when a menu opens, which is only for names made at run time (games, decks, languages)."""
    window = make_window(617)
    language(code)
    actions = window.actionsByName()
    missing = [
        f"{spec.name}: {actions[spec.name].text()!r}"
        for spec in ACTIONS
        if spec.menu is not None and not accelerator(actions[spec.name].text())
    ]
    assert missing == []
    assert "freecellgamesolutions.com" in actions["openSite"].text()


def test_the_walk_finds_a_duplicate(make_window: MakeWindow) -> None:
    """The negative control: a later addition that repeats a letter is caught."""
    window = make_window(617)
    game_menu = next(m for m in all_menus(window.menuBar()) if accelerator(m.title()) == "g")
    taken = accelerator(menu_items(game_menu)[0].text())
    game_menu.addAction(f"&{taken.upper()}nother item")
    assert any("share" in problem for problem in menu_problems(window))


def test_alt_g_is_the_game_menu_only(make_window: MakeWindow) -> None:
    window = make_window(617)
    titles = [a.text() for a in window.menuBar().actions()]
    assert [t for t in titles if accelerator(t) == "g"] == ["&Game"]
    assert "G&o" in titles


def test_accelerators_for_texts_named_at_run_time() -> None:
    assert with_accelerator("FreeCell", set()) == "&FreeCell"
    assert with_accelerator("FreeCell", {"f"}) == "F&reeCell"
    assert with_accelerator("Dou Dizhu", {"d"}) == "Dou Di&zhu" or with_accelerator("Dou Dizhu", {"d"}) == (
        "D&ou Dizhu"
    )
    assert with_accelerator("Four color", {"f"}) == "Four &color"  # a word's first letter first
    assert with_accelerator("フリーセル", set()) == "フリーセル (&A)"  # as CJK menus write it
    assert with_accelerator("Класична", set()) == "&Класична"
    assert accelerator("Copy && paste") == "" and accelerator("Save && &quit") == "q"


def test_the_deck_and_game_items_have_accelerators(make_window: MakeWindow) -> None:
    window = make_window(617)
    for menu in all_menus(window.menuBar()):
        menu.aboutToShow.emit()
    texts = [a.text() for m in all_menus(window.menuBar()) for a in menu_items(m)]
    assert "&Classic" in texts and "&Four color" in texts
    assert "&FreeCell" in texts and "&Dou Dizhu" in texts


def test_shortcuts_dialog_lists_real_keys_by_menu(make_window: MakeWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window(617)
    dialog = ShortcutsDialog(list(window.actionsByName().values()), window)
    qtbot.addWidget(dialog)
    rows = dialog.visibleRows()
    menus = {menu for menu, _, _ in rows}
    assert {"File", "Edit", "Game", "Go", "Help"} <= menus
    keys = " | ".join(k for _, _, k in rows)
    native = QKeySequence.SequenceFormat.NativeText
    for real in ("Ctrl+C", "Ctrl+R", "Ctrl+Left", "Alt+Left", "F5", "Ctrl+1"):
        assert QKeySequence(real).toString(native) in keys
    named = {name for listed in keys.split(" | ") for name in listed.split(", ")}
    for spare in ("F16", "F20", "Copy", "Exit", "Back", "Forward", "Cut", "Open", "Help"):
        assert spare not in named  # keys of a few special keyboards only (Qt's extra standard bindings)
    assert QKeySequence("Ctrl+Insert").toString(native) in keys  # a PC keyboard's own Copy key: real
    by_action = {what: (menu, k) for menu, what, k in rows}
    assert by_action["Copy deal as text"][0] == "Edit"
    assert by_action["Random deal"] == ("Go", QKeySequence("Ctrl+R").toString(native))


def test_shortcuts_dialog_is_searchable(make_window: MakeWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window(617)
    dialog = ShortcutsDialog(list(window.actionsByName().values()), window)
    qtbot.addWidget(dialog)
    everything = dialog.visibleRows()
    dialog.searchField().setText("random")
    found = dialog.visibleRows()
    by_difficulty = {"Easy", "Medium", "Hard", "Very hard"}  # found by their submenu's title
    assert {what for _, what, _ in found} == {"Random deal", "Random deal, whole range", *by_difficulty}
    dialog.searchField().setText("ctrl+t")
    assert [what for _, what, _ in dialog.visibleRows()] == ["Show deal as text"]
    dialog.searchField().setText("wheel")  # the board's own keys are listed too
    assert dialog.visibleRows() and all("wheel" in keys for _, _, keys in dialog.visibleRows())
    dialog.searchField().clear()
    assert dialog.visibleRows() == everything


def test_key_names_drop_spare_bindings(qapp) -> None:  # type: ignore[no-untyped-def]
    copy = QKeySequence.keyBindings(QKeySequence.StandardKey.Copy)
    named = key_names(copy)
    assert named.startswith(QKeySequence("Ctrl+C").toString(QKeySequence.SequenceFormat.NativeText))
    assert ("F16" not in named and len(named.split(", ")) < len(copy)) or len(copy) == 1
