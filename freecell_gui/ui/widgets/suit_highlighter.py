"""The text pane's colours: each card coloured by its suit as the deck shown colours it, the header grey.

The document's text stays plain, so selecting and copying take no colour.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from PySide6.QtGui import QColor, QPalette, QSyntaxHighlighter, QTextCharFormat, QTextDocument

# The suits' colours on the packaged decks' faces (assets/decks/*/xS.svg), by suit letter.
CLASSIC_SUITS = {"H": "#c8102e", "D": "#c8102e"}
FOUR_COLOUR_SUITS = {"H": "#c8102e", "D": "#1450b4", "C": "#12823a"}
SYMBOL_SUITS = {"♣": "C", "♦": "D", "♥": "H", "♠": "S"}


def coloured_runs(colours: Mapping[str, str]) -> dict[str, re.Pattern[str]]:
    """For each colour of ``colours`` (suit letter → colour), a pattern of a run of its cards: neighbours
    apart only by white space are one run (a space shows no colour), laid out and drawn as one piece.
    Only the cards drawn in a colour of their own are matched, so the others cost nothing."""
    suits: dict[str, str] = {}
    for letter, colour in colours.items():
        symbols = "".join(symbol for symbol, of in SYMBOL_SUITS.items() if of == letter)
        suits[colour] = suits.get(colour, "") + letter + symbols
    card = r"(?:10|[2-9TJQKA])[{}](?!\w)"
    return {
        colour: re.compile(rf"(?<!\w){card.format(chars)}(?:\s+{card.format(chars)})*")
        for colour, chars in suits.items()
    }


class SuitHighlighter(QSyntaxHighlighter):
    """Colours each card by its suit (red hearts and diamonds, or the four-colour deck's four colours) and
    greys the :attr:`header` line; the document's text stays plain, so selecting and copying take no
    colour."""

    def __init__(self, document: QTextDocument, palette: QPalette) -> None:
        super().__init__(document)
        self._palette = palette
        self._colours: dict[str, str] = CLASSIC_SUITS
        self.header = ""  # the line of cascade numbers over the rows, if the text has one
        # The runs' patterns with their formats, and the header's format: made once, not for every line
        # of every deal switch (cleared when the deck or the palette changes).
        self._runs: list[tuple[re.Pattern[str], QTextCharFormat]] | None = None
        self._header_format: QTextCharFormat | None = None

    def setDeck(self, deck: str) -> None:
        colours = FOUR_COLOUR_SUITS if deck == "four-color" else CLASSIC_SUITS
        if colours is not self._colours:
            self._colours = colours
            self._runs = None
            self.rehighlight()

    def setPalette(self, palette: QPalette) -> None:
        """Colour for ``palette`` (lighter suits on a dark background)."""
        self._palette = palette
        self._runs = self._header_format = None
        self.rehighlight()

    def suitColour(self, suit: str) -> QColor | None:
        """The colour of ``suit`` (a letter) in this deck, lighter on a dark background; None: the text's."""
        name = self._colours.get(suit)
        return None if name is None else self._shown(name)

    def highlightBlock(self, text: str) -> None:
        if text and text == self.header:
            self.setFormat(0, len(text), self._header())
            return
        for pattern, colour in self._coloured_runs():
            for run in pattern.finditer(text):
                start, end = run.span()
                self.setFormat(start, end - start, colour)

    def _shown(self, name: str) -> QColor:
        dark = self._palette.color(QPalette.ColorRole.Base).lightness() < 128
        return QColor(name).lighter(170) if dark else QColor(name)

    def _coloured_runs(self) -> list[tuple[re.Pattern[str], QTextCharFormat]]:
        if self._runs is None:
            self._runs = []
            for name, pattern in coloured_runs(self._colours).items():
                colour = QTextCharFormat()
                colour.setForeground(self._shown(name))
                self._runs.append((pattern, colour))
        return self._runs

    def _header(self) -> QTextCharFormat:
        if self._header_format is None:
            self._header_format = QTextCharFormat()
            self._header_format.setForeground(self._palette.color(QPalette.ColorRole.PlaceholderText))
        return self._header_format
