"""The "Deal as text" dock: the deal in the chosen text format, laid out for comparing with the web site.

Rows line up ("10" takes the room of two ranks and a suit, so the suits form columns) under a header
naming the cascades 1–8 as freecellgamesolutions.com does; JSON is indented; suits are coloured as on
the cards of the deck shown. Copy takes the plain text without the header.

Filling a hidden pane would cost a text layout on every deal switch for nothing, so a hidden pane only
remembers what to show and fills itself when it becomes visible.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QEvent, Signal, Slot
from PySide6.QtGui import (
    QColor,
    QFontDatabase,
    QPalette,
    QShowEvent,
    QSyntaxHighlighter,
    QTextCharFormat,
    QTextDocument,
)
from PySide6.QtWidgets import QComboBox, QDockWidget, QPlainTextEdit, QVBoxLayout, QWidget

from freecell_gui.core.games import AnyDeal, GameDescription
from freecell_gui.core.position import Position
from freecell_gui.core.text_marks import QT_TRANSLATE_NOOP


@dataclass(frozen=True)
class FormatLook:
    """How the pane names a format in its chooser, and whether its lines are the board's rows."""

    name: str
    rows: bool = False


FORMAT_LOOKS = {
    # The names are marked for lupdate and translated in the chooser (TextPane.retranslateUi).
    "unicode": FormatLook(QT_TRANSLATE_NOOP("TextPane", "Rows with suit symbols"), rows=True),
    "rows": FormatLook(QT_TRANSLATE_NOOP("TextPane", "Rows with suit letters"), rows=True),
    "columns": FormatLook(QT_TRANSLATE_NOOP("TextPane", "Columns, one cascade a line")),
    "json": FormatLook("JSON"),
    "text": FormatLook(QT_TRANSLATE_NOOP("TextPane", "Hands with suit symbols")),
}

# The suits' colours on the packaged decks' faces (assets/decks/*/xS.svg), by suit letter.
CLASSIC_SUITS = {"H": "#c8102e", "D": "#c8102e"}
FOUR_COLOUR_SUITS = {"H": "#c8102e", "D": "#1450b4", "C": "#12823a"}
SYMBOL_SUITS = {"♣": "C", "♦": "D", "♥": "H", "♠": "S"}
CARD_PATTERN = re.compile(r"(?<![\w])(?:10|[2-9TJQKA])([♣♦♥♠CDHS])(?![\w])")


def look_of(fmt: str) -> FormatLook:
    return FORMAT_LOOKS.get(fmt, FormatLook(fmt))


def aligned_rows(text: str) -> list[str]:
    """The cards of each line right-aligned in columns of the widest card, one space apart."""
    rows = [line.split() for line in text.splitlines()]
    width = max((len(card) for row in rows for card in row), default=2)
    return [" ".join(card.rjust(width) for card in row) for row in rows]


def cascade_header(rows: list[str]) -> str:
    """ "  1   2 …": each cascade's number over the rank of its cards (right-aligned like them)."""
    cards = max((len(row.split()) for row in rows), default=0)
    width = max((len(card) for row in rows for card in row.split()), default=2)
    return " ".join(str(number).rjust(width - 1) + " " for number in range(1, cards + 1)).rstrip()


def pretty_json(text: str) -> str:
    """One inner list (a row, a hand) per line, indented; the text as it was if it is not JSON."""
    try:
        value = json.loads(text)
    except ValueError:
        return text

    def dump(item: object, indent: str) -> str:
        inner = indent + "  "
        if isinstance(item, dict) and item:
            body = ",\n".join(f"{inner}{json.dumps(key)}: {dump(val, inner)}" for key, val in item.items())
            return "{\n" + body + "\n" + indent + "}"
        if isinstance(item, list) and any(isinstance(element, list | dict) for element in item):
            return "[\n" + ",\n".join(inner + dump(element, inner) for element in item) + "\n" + indent + "]"
        return json.dumps(item, ensure_ascii=False)

    return dump(value, "")


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


class TextPane(QDockWidget):
    """``showDeal(game, dealt)``; ``formatChanged(str)`` (a format key) when the user picks another format."""

    formatChanged = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("textPane")
        self._text = QPlainTextEdit()
        self._text.setReadOnly(True)
        self._text.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self._text.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self._highlighter = SuitHighlighter(self._text.document(), self._text.palette())
        self._format_box = QComboBox()
        self._format_box.currentIndexChanged.connect(self._on_format_box_current_index_changed)
        pane = QWidget()
        layout = QVBoxLayout(pane)
        layout.addWidget(self._format_box)
        layout.addWidget(self._text)
        self.setWidget(pane)
        self._game: GameDescription | None = None
        self._dealt: AnyDeal | None = None
        self._stale = False  # the text does not show the current deal yet
        self._formats: dict[str, str] = {}  # the format chosen in each game
        self._position: Position | None = None  # a solution's step, shown instead of the deal
        self.retranslateUi()

    # -- public API -------------------------------------------------------------------------------------

    def format(self) -> str:
        """The key of the chosen format ("unicode", "json" …), as the settings and the core name it."""
        return str(self._format_box.currentData() or "")

    def formatName(self) -> str:
        """The chosen format in words, as the chooser shows it."""
        return self._format_box.currentText()

    def setFormat(self, fmt: str) -> None:
        """Choose format ``fmt`` if the current game has it (the settings' choice); others are ignored."""
        index = self._format_box.findData(fmt)
        if index >= 0:
            self._format_box.setCurrentIndex(index)

    def setDeck(self, deck: str) -> None:
        """Colour the suits as the cards of ``deck`` do."""
        self._highlighter.setDeck(deck)

    def highlighter(self) -> SuitHighlighter:
        return self._highlighter

    def textEdit(self) -> QPlainTextEdit:
        return self._text

    def text(self) -> str:
        """The pane's text as shown, header included."""
        self._refresh()
        return self._text.toPlainText()

    def showDeal(self, game: GameDescription, dealt: AnyDeal) -> None:
        """Show ``dealt`` of ``game`` (at once if the pane is visible, else when it is shown)."""
        if game is not self._game:
            if self._game is not None:
                self._formats[self._game.key] = self.format()
            self._game = game
            self._format_box.blockSignals(True)  # a new list of formats is not the user's choice
            self._format_box.clear()
            for fmt in game.text_formats:
                self._format_box.addItem(QCoreApplication.translate("TextPane", look_of(fmt).name), fmt)
            chosen = self._format_box.findData(self._formats.get(game.key, game.default_text_format))
            self._format_box.setCurrentIndex(max(chosen, 0))
            self._format_box.blockSignals(False)
        self._dealt = dealt
        self._position = None
        self._stale = True
        if not self.isHidden():  # the user's choice, even before the window is shown
            self._refresh()

    def showPosition(self, position: Position) -> None:
        """Show ``position`` (a step of the solution panel) in fc-solve's format until the next deal."""
        self._position = position
        self._stale = True
        if not self.isHidden():
            self._refresh()

    def deal_text(self) -> str:
        """The deal in the chosen format as the pane lays it out, without the header (for Copy), whether
        or not the pane shows it."""
        if self._game is None or self._dealt is None:
            return ""
        fmt = self.format()
        text = self._game.text(self._dealt, fmt)
        if look_of(fmt).rows:
            return "\n".join(aligned_rows(text))
        return pretty_json(text) if fmt == "json" else text

    # -- internals --------------------------------------------------------------------------------------

    def _refresh(self) -> None:
        if self._stale and self._game is not None and self._dealt is not None:
            self._stale = False
            if self._position is not None:
                self._highlighter.header_lines = 0
                self._text.setPlainText(self._position.to_fcs())
                return
            body = self.deal_text()
            header = cascade_header(body.splitlines()) if look_of(self.format()).rows else ""
            self._highlighter.header_lines = 1 if header else 0
            self._text.setPlainText(f"{header}\n{body}" if header else body)

    def showEvent(self, event: QShowEvent) -> None:
        self._refresh()
        super().showEvent(event)

    def retranslateUi(self) -> None:
        """The pane's words in the interface language (the window calls this first on a switch: a dock
        resets its toggle action's text to its title, which the window then sets again)."""
        self.setWindowTitle(QCoreApplication.translate("TextPane", "Deal as text"))
        self._text.setAccessibleName(QCoreApplication.translate("TextPane", "Deal as text"))
        self._format_box.setToolTip(
            QCoreApplication.translate("TextPane", "Text format of the pane and of Copy")
        )
        self._format_box.setAccessibleName(QCoreApplication.translate("TextPane", "Text format"))
        for index in range(self._format_box.count()):
            name = look_of(str(self._format_box.itemData(index))).name
            self._format_box.setItemText(index, QCoreApplication.translate("TextPane", name))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        elif event.type() == QEvent.Type.PaletteChange:  # e.g. the system switched to a dark theme
            self._highlighter.setPalette(self.palette())  # the text inherits it
        super().changeEvent(event)

    @Slot(int)
    def _on_format_box_current_index_changed(self, index: int) -> None:
        fmt = self.format()
        if index >= 0 and fmt:
            self._stale = True
            if not self.isHidden():
                self._refresh()
            self.formatChanged.emit(fmt)
