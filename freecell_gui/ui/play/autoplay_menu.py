"""View → Autoplay's table: the menu's title and each mode's text and shortcut."""

from __future__ import annotations

from freecell_gui.core.rules.autoplay import Autoplay
from freecell_gui.util.text_marks import QT_TRANSLATE_NOOP

# View → Autoplay, a radio group (hand_play.py makes it): the moves home made after each move,
# in hand play and in the solutions Solve finds. Mode, text, shortcut.
AUTOPLAY_MENU = QT_TRANSLATE_NOOP("Actions", "&Autoplay")
AUTOPLAY_CHOICES: tuple[tuple[Autoplay, str, str], ...] = (
    (Autoplay.SAFE, QT_TRANSLATE_NOOP("Actions", "&Safe: the automatic moves home"), "Ctrl+Alt+S"),
    (Autoplay.MAX, QT_TRANSLATE_NOOP("Actions", "&Max: every card that can go home"), "Ctrl+Alt+M"),
    (Autoplay.NONE, QT_TRANSLATE_NOOP("Actions", "&Off"), "Ctrl+Alt+O"),
)
