"""Card names in the interface language, for screen readers and tooltips: "Jack of Diamonds",
"Valete de Ouros", "ダイヤのジャック". The core's English names (core/cards.py) stay the command line's.

Each language orders rank and suit its own way, so a name is one translated pattern ("%1 of %2") filled
with a translated rank and suit. The 54 names are computed once per language: boards look them up for
every card on every deal switch.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from freecell_gui.core.deals.cards import CARD_CODES, card_rank, card_suit, parse_card
from freecell_gui.ui.text.i18n import current_language
from freecell_gui.util.text_marks import QT_TRANSLATE_NOOP

RANK_NAMES = (
    QT_TRANSLATE_NOOP("CardRank", "Ace"),
    QT_TRANSLATE_NOOP("CardRank", "Two"),
    QT_TRANSLATE_NOOP("CardRank", "Three"),
    QT_TRANSLATE_NOOP("CardRank", "Four"),
    QT_TRANSLATE_NOOP("CardRank", "Five"),
    QT_TRANSLATE_NOOP("CardRank", "Six"),
    QT_TRANSLATE_NOOP("CardRank", "Seven"),
    QT_TRANSLATE_NOOP("CardRank", "Eight"),
    QT_TRANSLATE_NOOP("CardRank", "Nine"),
    QT_TRANSLATE_NOOP("CardRank", "Ten"),
    QT_TRANSLATE_NOOP("CardRank", "Jack"),
    QT_TRANSLATE_NOOP("CardRank", "Queen"),
    QT_TRANSLATE_NOOP("CardRank", "King"),
)
# The suit as it appears inside a card's name (its own context: a genitive in Ukrainian, "Валет бубон").
SUIT_NAMES = (
    QT_TRANSLATE_NOOP("CardSuitInName", "Clubs"),
    QT_TRANSLATE_NOOP("CardSuitInName", "Diamonds"),
    QT_TRANSLATE_NOOP("CardSuitInName", "Hearts"),
    QT_TRANSLATE_NOOP("CardSuitInName", "Spades"),
)
OTHER_NAMES = {
    "SJ": QT_TRANSLATE_NOOP("CardNames", "Small Joker"),
    "BJ": QT_TRANSLATE_NOOP("CardNames", "Big Joker"),
    "back": QT_TRANSLATE_NOOP("CardNames", "Card back"),
}

_cache: dict[str, dict[str, str]] = {}


def _names() -> dict[str, str]:
    names = {}
    pattern = QCoreApplication.translate(
        "CardNames", "%1 of %2", "a card's name: %1 is the rank, %2 the suit"
    )
    for index, code in enumerate(CARD_CODES):
        rank = QCoreApplication.translate("CardRank", RANK_NAMES[card_rank(index)])
        suit = QCoreApplication.translate("CardSuitInName", SUIT_NAMES[card_suit(index)])
        names[code] = pattern.replace("%1", rank).replace("%2", suit)
    names.update({code: QCoreApplication.translate("CardNames", text) for code, text in OTHER_NAMES.items()})
    return names


def card_display_name(code: str) -> str:
    """The name read out for ``code`` ("JD", "SJ", "back") in the interface language; CardError for
    codes that are no card."""
    names = _cache.get(current_language())
    if names is None:
        names = _cache[current_language()] = _names()
    name = names.get(code)
    if name is None:
        name = names[CARD_CODES[parse_card(code)]]  # "10D", "J♦": the same card written otherwise
    return name
