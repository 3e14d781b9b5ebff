"""What the interface says about a game, a deal and a deck, in the interface language.

core/games.py describes each game once, in English (the command line's language), and marks the texts
the interface shows (core/text_marks.py); this module translates them and writes numbers the locale's
way, so the status bar reads "Windows 1–32.000" in pt_BR.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from freecell_gui.core.games import GameDescription
from freecell_gui.core.text_marks import QT_TRANSLATE_NOOP
from freecell_gui.ui.text.i18n import format_number


def game_title(game: GameDescription) -> str:
    """The game's title in the interface language: FreeCell → フリーセル."""
    return QCoreApplication.translate("Games", game.title)


def range_text(first: int, last: int) -> str:
    return (
        QCoreApplication.translate("Games", "%1 … %2", "a range of deals")
        .replace("%1", format_number(first))
        .replace("%2", format_number(last))
    )


def range_label(game: GameDescription, number: int) -> str:
    """Where ``number`` lies: the name of its range ("Windows 1–32,000"), else the game's whole range."""
    if game.ranges is not None:  # its marks are in context "DealRange" (core/generator.py)
        return QCoreApplication.translate("DealRange", game.ranges(number))
    text = QCoreApplication.translate("Games", "%1 %2", "a game's title and its range of deals")
    return text.replace("%1", game_title(game)).replace("%2", range_text(game.first, game.last))


def site_note(game: GameDescription, number: int) -> str:
    """What is known of deal ``number``, as :meth:`GameDescription.site_note` says it, translated."""
    known = game.note(number) if game.note is not None else ""
    if known or game.site is None:
        return QCoreApplication.translate("Games", known) if known else ""
    if game.site.covers(number):
        return QCoreApplication.translate("Games", "Solution on %1").replace("%1", game.site.name)
    text = QCoreApplication.translate("Games", "Published solutions cover %1")
    return text.replace("%1", range_text(game.site.first, game.site.last))


def deal_title(game: GameDescription, number: int) -> str:
    """The deal's name, "FreeCell deal 617": the window's title, and wherever a deal is named."""
    text = QCoreApplication.translate("Games", "%1 deal %2", "%1: a game's title, %2: the deal's number")
    # Grouped as the deal box groups it (issue 15: the title and the box write a number alike).
    return text.replace("%1", game_title(game)).replace("%2", format_number(number))


DECK_TITLES = {
    "classic": QT_TRANSLATE_NOOP("Decks", "Classic"),
    "four-color": QT_TRANSLATE_NOOP("Decks", "Four color"),
}


def deck_title(name: str) -> str:
    """The View → Deck entry of deck ``name`` (resources.DECK_NAMES)."""
    return QCoreApplication.translate("Decks", DECK_TITLES.get(name, name.replace("-", " ").capitalize()))
