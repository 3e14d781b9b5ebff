"""The text pane's colours: each card coloured by its suit as the deck shown colours it, the header grey.

The document's text stays plain, so selecting and copying take no colour.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from PySide6.QtGui import QColor, QPalette, QSyntaxHighlighter, QTextCharFormat, QTextDocument

# The suits' colours on the packaged decks' faces (assets/decks/*/xS.svg), by suit letter.
CLASSIC_SUITS = {"H": "#c8102e", "D": "#c8102e"}
FOUR_COLOUR_SUITS = {"H": "#c8102e", "D": "#1450b4", "C": "#12823a"}
SYMBOL_SUITS = {"♣": "C", "♦": "D", "♥": "H", "♠": "S"}


def coloured_cards(suits: Iterable[str]) -> re.Pattern[str]:
    """A card whose suit (letter or symbol) is one of ``suits`` (letters): only the cards drawn in a colour
    of their own are matched, so the others cost nothing on a deal switch."""
    letters = "".join(sorted(set(suits)))
    symbols = "".join(sorted(symbol for symbol, letter in SYMBOL_SUITS.items() if letter in letters))
    return re.compile(rf"(?<![\w])(?:10|[2-9TJQKA])([{letters}{symbols}])(?![\w])")


class SuitHighlighter(QSyntaxHighlighter):
    """Colours each card by its suit (red hearts and diamonds, or the four-colour deck's four colours) and
    greys the header line; the document's text stays plain, so selecting and copying take no colour."""

    def __init__(self, document: QTextDocument, palette: QPalette) -> None:
        super().__init__(document)
        self._palette = palette
        self._colours: dict[str, str] = CLASSIC_SUITS
        self._cards = coloured_cards(self._colours)
        # Each suit's format, made once: building colours for 52 cards on every deal switch cost more
        # than laying out the text. Keyed by the letter or symbol as it appears in the text.
        self._formats: dict[str, QTextCharFormat | None] = {}
        self.header_lines = 0

    def setDeck(self, deck: str) -> None:
        colours = FOUR_COLOUR_SUITS if deck == "four-color" else CLASSIC_SUITS
        if colours is not self._colours:
            self._colours = colours
            self._cards = coloured_cards(colours)
            self._formats.clear()
            self.rehighlight()

    def setPalette(self, palette: QPalette) -> None:
        """Colour for ``palette`` (lighter suits on a dark background)."""
        self._palette = palette
        self._formats.clear()
        self.rehighlight()

    def suitColour(self, suit: str) -> QColor | None:
        """The colour of ``suit`` (a letter) in this deck, lighter on a dark background; None: the text's."""
        name = self._colours.get(suit)
        if name is None:
            return None
        dark = self._palette.color(QPalette.ColorRole.Base).lightness() < 128
        return QColor(name).lighter(170) if dark else QColor(name)

    def highlightBlock(self, text: str) -> None:
        if self.header_lines and self.currentBlock().blockNumber() < self.header_lines:
            header = QTextCharFormat()
            header.setForeground(self._palette.color(QPalette.ColorRole.PlaceholderText))
            self.setFormat(0, len(text), header)
            return
        # Neighbours of one colour share a range, the space between them included (a space shows no
        # colour): each range is laid out and drawn as a piece of its own.
        start = end = 0
        colour: QTextCharFormat | None = None
        for match in self._cards.finditer(text):
            suit_format = self._suit_format(match.group(1))
            if suit_format is colour and not text[end : match.start()].strip():
                end = match.end()
                continue
            if colour is not None:
                self.setFormat(start, end - start, colour)
            (start, end), colour = match.span(), suit_format
        if colour is not None:
            self.setFormat(start, end - start, colour)

    def _suit_format(self, suit: str) -> QTextCharFormat | None:
        """The format of a card of ``suit`` (letter or symbol, as in the text); None: the text's own. Suits
        of one colour share one format object (neighbours of one colour then share a range)."""
        if suit not in self._formats:
            colour = self.suitColour(SYMBOL_SUITS.get(suit, suit))
            suit_format = None
            if colour is not None:
                suit_format = next(
                    (
                        known
                        for known in self._formats.values()
                        if known and known.foreground().color() == colour
                    ),
                    None,
                )
                if suit_format is None:
                    suit_format = QTextCharFormat()
                    suit_format.setForeground(colour)
            self._formats[suit] = suit_format
        return self._formats[suit]
