"""Driving a window as a user does: shown and active, a deal typed in, a language or a dock chosen from
the menus, a laptop's screen size."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMenu, QMenuBar, QWidget


def show_active(qtbot, window: QWidget) -> None:  # type: ignore[no-untyped-def]
    """Show ``window`` and wait until it is the active window, so that its shortcuts work."""
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)


def window_searching(qtbot, make_window, window_search, search, deal: int = 1):  # type: ignore[no-untyped-def]
    """A window on ``deal`` (from the ``make_window`` fixture) whose solve service searches with ``search``
    (through the ``window_search`` fixture), at 1200 × 800, active, the board focused."""
    window_search(search)
    window = make_window(deal)
    window.resize(1200, 800)
    show_active(qtbot, window)
    window.board().setFocus()
    return window


def type_in_deal_box(qtbot, window, text: str) -> None:  # type: ignore[no-untyped-def]
    """Type ``text`` over the deal box's number and press Enter, as a user does."""
    spin = window.spinBox()
    spin.setFocus()
    spin.lineEdit().selectAll()
    qtbot.keyClicks(spin.lineEdit(), text)
    qtbot.keyClick(spin.lineEdit(), Qt.Key.Key_Return)


def type_in_move_field(window: QWidget, text: str) -> None:
    """Type ``text`` in the move panel's move field (the panel shown) and press Enter, as a user does."""
    from freecell_gui.ui.playback.panel import PlaybackPanel

    show_dock(window, "playbackPane")
    panel = window.findChild(PlaybackPanel)
    assert isinstance(panel, PlaybackPanel)
    field = panel.moveField()
    field.setFocus()
    QTest.keyClicks(field, text)
    QTest.keyClick(field, Qt.Key.Key_Return)


def choose_language(window: QWidget, code: str) -> None:
    """View → Language → ``code``, as a user picks it from the window's menu."""
    from freecell_gui.ui.text.i18n import LanguageMenu

    menu = window.findChild(LanguageMenu, "languageMenu")
    assert isinstance(menu, LanguageMenu)
    menu.actionFor(code).trigger()


def laptop_window(qtbot, window: QWidget, *docks: str) -> QWidget:  # type: ignore[no-untyped-def]
    """``window`` at 1366×768 (a laptop's screen), active, with ``docks`` shown ("textPane", …)."""
    window.resize(1366, 768)
    show_active(qtbot, window)
    for name in docks:
        show_dock(window, name)
    return window


def show_dock(window: QWidget, name: str) -> None:
    """Show the dock ``name`` ("playbackPane", "textPane") through its View menu entry, as a user does."""
    actions = window.actionsByName()  # type: ignore[attr-defined]
    if not actions[name].isChecked():
        actions[name].trigger()


def all_menus(bar: QMenuBar) -> list[QMenu]:
    """Every menu of ``bar``, submenus included, each after the menu that holds it."""
    found: list[QMenu] = []
    pending: list[QWidget] = [bar]
    while pending:
        holder = pending.pop(0)
        for action in holder.actions():
            submenu = action.menu()
            if isinstance(submenu, QMenu) and submenu not in found:
                found.append(submenu)
                pending.append(submenu)
    return found
