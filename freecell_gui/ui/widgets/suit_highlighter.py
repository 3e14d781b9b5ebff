"""The text pane's colours: each card coloured by its suit as the deck shown colours it, the header grey.

The document's text stays plain, so selecting and copying take no colour.
"""

from __future__ import annotations

import re

from PySide6.QtGui import QColor, QPalette, QSyntaxHighlighter, QTextCharFormat, QTextDocument

# The suits' colours on the packaged decks' faces (assets/decks/*/xS.svg), by suit letter.
CLASSIC_SUITS = {"H": "#c8102e", "D": "#c8102e"}
FOUR_COLOUR_SUITS = {"H": "#c8102e", "D": "#1450b4", "C": "#12823a"}
SYMBOL_SUITS = {"♣": "C", "♦": "D", "♥": "H", "♠": "S"}
CARD_PATTERN = re.compile(r"(?<![\w])(?:10|[2-9TJQKA])([♣♦♥♠CDHS])(?![\w])")


class SuitHighlighter(QSyntaxHighlighter):
    """Colours each card by its suit (red hearts and diamonds, or the four-colour deck's four colours) and
    greys the header line; the document's text stays plain, so selecting and copying take no colour."""

    def __init__(self, document: QTextDocument, palette: QPalette) -> None:
        super().__init__(document)
        self._palette = palette
        self._colours: dict[str, str] = CLASSIC_SUITS
        # Each suit's format, made once: building colours for 52 cards on every deal switch cost more
        # than laying out the text. Keyed by the letter or symbol as it appears in the text.
        self._formats: dict[str, QTextCharFormat | None] = {}
        self.header_lines = 0

    def setDeck(self, deck: str) -> None:
        colours = FOUR_COLOUR_SUITS if deck == "four-color" else CLASSIC_SUITS
        if colours is not self._colours:
            self._colours = colours
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
        if self.currentBlock().blockNumber() < self.header_lines:
            header = QTextCharFormat()
            header.setForeground(self._palette.color(QPalette.ColorRole.PlaceholderText))
            self.setFormat(0, len(text), header)
            return
        for match in CARD_PATTERN.finditer(text):
            suit_format = self._suit_format(match.group(1))
            if suit_format is not None:
                start = match.start()
                self.setFormat(start, match.end() - start, suit_format)

    def _suit_format(self, suit: str) -> QTextCharFormat | None:
        """The format of a card of ``suit`` (letter or symbol, as in the text); None: the text's own."""
        if suit not in self._formats:
            colour = self.suitColour(SYMBOL_SUITS.get(suit, suit))
            suit_format = None
            if colour is not None:
                suit_format = QTextCharFormat()
                suit_format.setForeground(colour)
            self._formats[suit] = suit_format
        return self._formats[suit]
