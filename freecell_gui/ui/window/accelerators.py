"""Menu accelerators for items whose text is made at run time (games, decks, languages, a site's name).

The action table gives its items their "&" letters; items named at run time have none, and a
translation may name them anew. Before a menu opens, each of its visible items without an accelerator
gets the first letter not taken in that menu (a word's first letter preferred), or "(&X)" after a text
with no free letter (as CJK menus write it). Explicit accelerators are left as they are.
"""

from __future__ import annotations

import string

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QMenuBar

HOOKED = "acceleratorsHooked"  # a dynamic property: the menu's aboutToShow is connected already


def accelerator(text: str) -> str:
    """The accelerator letter of a menu text ("" if it has none); "&&" is a literal ampersand."""
    index = 0
    while (index := text.find("&", index)) >= 0:
        following = text[index + 1 : index + 2]
        if following != "&":
            return following.casefold()
        index += 2
    return ""


def _typable(char: str) -> bool:
    """A letter or digit of the Latin, Greek or Cyrillic keyboards, which Alt plus that key can reach."""
    return char.isalnum() and ord(char) < 0x0530


def with_accelerator(text: str, taken: set[str]) -> str:
    """``text`` with an "&" before its first free letter, word starts first, else with "(&X)" added."""
    starts = [i for i, c in enumerate(text) if _typable(c) and (i == 0 or not text[i - 1].isalnum())]
    others = [i for i, c in enumerate(text) if _typable(c) and i not in starts]
    for i in starts + others:
        if text[i].casefold() not in taken:
            return text[:i] + "&" + text[i:]
    free = next((c for c in string.ascii_uppercase + string.digits if c.casefold() not in taken), None)
    return f"{text} (&{free})" if free is not None else text


def menu_items(menu: QMenu | QMenuBar) -> list[QAction]:
    """The items shown in ``menu``: visible actions, separators left out (submenus are their actions)."""
    return [action for action in menu.actions() if action.isVisible() and not action.isSeparator()]


def give_accelerators(menu: QMenu | QMenuBar) -> None:
    """Give every item of ``menu`` without an accelerator a free one, and hook its submenus."""
    items = menu_items(menu)
    taken = {key for key in (accelerator(item.text()) for item in items) if key}
    for item in items:
        if not accelerator(item.text()) and item.text():
            text = with_accelerator(item.text(), taken)
            taken.add(accelerator(text))
            item.setText(text)
        submenu = item.menu()
        if isinstance(submenu, QMenu):
            keep_accelerators(submenu)


def keep_accelerators(menu: QMenu | QMenuBar) -> None:
    """Give ``menu``'s items accelerators now and again whenever it (or a submenu) is about to open."""
    if isinstance(menu, QMenu) and not menu.property(HOOKED):
        menu.setProperty(HOOKED, True)
        menu.aboutToShow.connect(lambda: give_accelerators(menu))
    give_accelerators(menu)
