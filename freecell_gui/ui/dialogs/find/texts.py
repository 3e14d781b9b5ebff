"""The find dialog's words: what a layout holds, how many deals match, how a search ended, in the
interface language (plural forms and grouped numbers by Qt's ``%Ln``).

The texts are methods of a QObject because lupdate reads a plural text (a count as the third argument)
only from ``self.tr()``; the module's functions are what the dialog calls.
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QObject

from freecell_gui.core.deals.cards import DECK_SIZE
from freecell_gui.core.deals.generator import LAST_DEAL
from freecell_gui.ui.text.i18n import format_number

LISTED_MATCHES = 10_000  # two cards match ~3 million deals: the list shows the first ones


def expected_matches(card_count: int) -> float:
    """About how many deal numbers start with ``card_count`` given cards (all choices equally likely)."""
    expected = float(LAST_DEAL)
    for k in range(card_count):
        expected /= DECK_SIZE - k
    return expected


class FindTexts(QObject):
    """The texts themselves (context "FindTexts"); see the module's functions."""

    def describe_cards(self, count: int) -> str:
        cards = self.tr("%Ln card(s)", "", count)
        rows = count // 8
        if count == DECK_SIZE:
            text = self.tr("%1 — a whole deal", "%1: 52 cards")
        elif count % 8 == 0 and rows == 1:
            text = self.tr("%1 — the top row", "%1: 8 cards")
        elif count % 8 == 0:
            text = self.tr("%1 — the top %n row(s)", "%1: 16 cards", rows)
        else:
            text = self.tr("%1 — the first cards dealt", "%1: 3 cards")
            expected = round(expected_matches(count))
            if expected >= 2:
                text += self.tr(" (about %Ln deal(s) will match)", "", expected)
        return text.replace("%1", cards)

    def count(self, count: int) -> str:
        if count == 0:
            return self.tr("no deal matches")
        text = self.tr("%Ln deal(s) match", "", count)
        if count > LISTED_MATCHES:
            listed = self.tr(" (the first %1 are listed: give more cards)")
            text += listed.replace("%1", format_number(LISTED_MATCHES))
        return text

    def cancelled(self, count: int) -> str:
        if not count:
            return self.tr("search cancelled")
        return self.tr("search cancelled (%Ln deal(s) found so far)", "", count)

    def searching(self, found: int | None) -> str:
        text = self.tr("Searching all %1 deals…").replace("%1", format_number(LAST_DEAL))
        return text if found is None else text + " " + self.tr("%Ln deal(s) found", "", found)


@cache
def _texts() -> FindTexts:
    return FindTexts()


def describe_cards(count: int) -> str:
    """The feedback under the editor for a valid layout of ``count`` cards."""
    return _texts().describe_cards(count)


def count_text(count: int) -> str:
    """The status after a search that found ``count`` deals."""
    return _texts().count(count)


def cancelled_text(count: int) -> str:
    """The status after a search cancelled with ``count`` deals found."""
    return _texts().cancelled(count)


def searching_text(found: int | None = None) -> str:
    """The status while a search runs, with the deals ``found`` so far once there are any."""
    return _texts().searching(found)
