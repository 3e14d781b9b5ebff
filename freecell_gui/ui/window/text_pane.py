"""The "Deal as text" dock: the deal in the chosen text format, laid out for comparing with the web site.

Rows line up ("10" takes the room of two ranks and a suit, so the suits form columns) under a header
naming the cascades 1–8 as freecellgamesolutions.com does; JSON is indented; suits are coloured as on
the cards of the deck shown. Copy takes the plain text without the header.

While the board shows another position than the deal's start (a solution played back, a game in
progress), the pane writes it as fc-solve does, and its format box says so, disabled: the deal's formats
(and the one chosen, which Copy still uses) come back with the next deal.

Filling a hidden pane would cost a text layout on every deal switch for nothing, so a hidden pane only
remembers what to show and fills itself when it becomes visible.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QSignalBlocker, Signal, Slot
from PySide6.QtGui import QFontDatabase, QShowEvent
from PySide6.QtWidgets import QComboBox, QDockWidget, QPlainTextEdit, QVBoxLayout, QWidget

from freecell_gui.core.games import AnyDeal, GameDescription
from freecell_gui.core.rules.position import Position
from freecell_gui.util.resources import DECK_NAMES
from freecell_gui.util.text_marks import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from freecell_gui.ui.widgets.suit_highlighter import SuitHighlighter


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
POSITION_FORMAT = "fcs"  # the box's one entry while a position is shown: fc-solve's board format
FORMAT_LOOKS[POSITION_FORMAT] = FormatLook(QT_TRANSLATE_NOOP("TextPane", "Position, as fc-solve writes it"))


def look_of(fmt: str) -> FormatLook:
    return FORMAT_LOOKS.get(fmt, FormatLook(fmt))


def aligned_rows(text: str) -> list[str]:
    """The cards of each line right-aligned in columns of the widest card, one space apart."""
    width = max(map(len, text.split()), default=2)
    return [" ".join([card.rjust(width) for card in line.split()]) for line in text.splitlines()]


def cascade_header(rows: list[str]) -> str:
    """ "  1   2 …": each cascade's number over the rank of its cards (right-aligned like them)."""
    cards = max((len(row.split()) for row in rows), default=0)
    return _numbers_over(cards, max(map(len, " ".join(rows).split()), default=2))


@functools.lru_cache(maxsize=8)
def _numbers_over(cascades: int, width: int) -> str:
    """The header of ``cascades`` columns of cards ``width`` wide: the same for every deal of a format."""
    return " ".join(str(number).rjust(width - 1) + " " for number in range(1, cascades + 1)).rstrip()


def pretty_json(text: str) -> str:
    """One inner list (a row, a hand) per line, indented; the text as it was if it is not JSON."""
    import json  # for the JSON format only, never at the window's start

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


class _Content:
    """The pane's widgets: the format chooser over the text."""

    def __init__(self, dock: QDockWidget, deck: str) -> None:
        from freecell_gui.ui.widgets.suit_highlighter import SuitHighlighter

        self.text = QPlainTextEdit()
        self.text.setReadOnly(True)
        self.text.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.text.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.highlighter = SuitHighlighter(self.text.document(), self.text.palette())
        self.highlighter.setDeck(deck)
        self.format_box = QComboBox()
        pane = QWidget()
        layout = QVBoxLayout(pane)
        layout.addWidget(self.format_box)
        layout.addWidget(self.text)
        dock.setWidget(pane)


class TextPane(QDockWidget):
    """``showDeal(game, dealt)``; ``formatChanged(str)`` (a format key) when the user picks another format.

    The dock's widgets are made when it is first shown (most starts keep it hidden); until then the formats
    offered and the one chosen are kept here, as the format box shows them once made.
    """

    formatChanged = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("textPane")
        self._made: _Content | None = None
        self._offered: tuple[str, ...] = ()  # the formats the box offers
        self._chosen = ""  # the one it selects
        self._deck = DECK_NAMES[0]
        self._game: GameDescription | None = None
        self._dealt: AnyDeal | None = None
        self._stale = False  # the text does not show the current deal yet
        self._formats: dict[str, str] = {}  # the format chosen in each game
        self._position: Position | None = None  # a solution's step, shown instead of the deal
        self._deal_format = ""  # the deal's format chosen, kept while the box names the position's
        self.retranslateUi()

    # -- public API -------------------------------------------------------------------------------------

    def format(self) -> str:
        """The key of the deal's chosen format ("unicode", "json" …), as the settings and the core name it
        (also while the pane shows a position in fc-solve's format: Copy copies the deal in it)."""
        return self._deal_format if self._position is not None else self._chosen

    def formatName(self) -> str:
        """The deal's chosen format in words, as the chooser shows it."""
        return QCoreApplication.translate("TextPane", look_of(self.format()).name)

    def shownFormat(self) -> str:
        """The key of the format the pane's text is in: the deal's, or :data:`POSITION_FORMAT`."""
        return POSITION_FORMAT if self._position is not None else self.format()

    def formatBox(self) -> QComboBox:
        return self._content().format_box

    def setFormat(self, fmt: str) -> None:
        """Choose format ``fmt`` if the current game has it (the settings' choice); others are ignored."""
        if self._position is not None:
            if self._game is not None and fmt in self._game.text_formats:
                self._deal_format = fmt
            return
        if fmt in self._offered and fmt != self._chosen:
            self._choose(fmt)
            if self._made is not None:
                with QSignalBlocker(self._made.format_box):
                    self._made.format_box.setCurrentIndex(self._offered.index(fmt))

    def setDeck(self, deck: str) -> None:
        """Colour the suits as the cards of ``deck`` do."""
        self._deck = deck
        if self._made is not None:
            self._made.highlighter.setDeck(deck)

    def highlighter(self) -> SuitHighlighter:
        return self._content().highlighter

    def textEdit(self) -> QPlainTextEdit:
        return self._content().text

    def text(self) -> str:
        """The pane's text as shown, header included."""
        self._content()
        self._refresh()
        return self.textEdit().toPlainText()

    def showDeal(self, game: GameDescription, dealt: AnyDeal) -> None:
        """Show ``dealt`` of ``game`` (at once if the pane is visible, else when it is shown)."""
        if game is not self._game or self._position is not None:
            if self._game is not None:
                self._formats[self._game.key] = self.format()
            self._game = game
            self._position = None
            self._fill_box(game.text_formats, self._formats.get(game.key, game.default_text_format))
        self._dealt = dealt
        self._stale = True
        if not self.isHidden():  # the user's choice, even before the window is shown
            self._refresh()

    def showPosition(self, position: Position) -> None:
        """Show ``position`` (a step of the solution panel) in fc-solve's format until the next deal; the
        format box names that format meanwhile."""
        if self._position is None:
            self._deal_format = self.format()
            self._fill_box((POSITION_FORMAT,), POSITION_FORMAT)
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

    def _content(self) -> _Content:
        """The pane's widgets, made the first time they are needed."""
        if self._made is None:
            self._made = _Content(self, self._deck)
            self._show_offered()
            self._made.format_box.currentIndexChanged.connect(self._on_format_box_current_index_changed)
            self._retranslate_content()
        return self._made

    def _fill_box(self, formats: tuple[str, ...], chosen: str) -> None:
        """Offer ``formats`` with ``chosen`` selected (not the user's choice: no signal)."""
        self._offered = formats
        self._chosen = chosen if chosen in formats else (formats[0] if formats else "")
        if self._made is not None:
            self._show_offered()

    def _show_offered(self) -> None:
        """The box lists the formats offered, the chosen one selected; one format alone, the position's, is
        shown disabled, for there is nothing to choose."""
        assert self._made is not None
        box = self._made.format_box
        with QSignalBlocker(box):
            box.clear()
            for fmt in self._offered:
                box.addItem(QCoreApplication.translate("TextPane", look_of(fmt).name), fmt)
            box.setCurrentIndex(box.findData(self._chosen))
        box.setEnabled(self._offered != (POSITION_FORMAT,))

    def _choose(self, fmt: str) -> None:
        self._chosen = fmt
        self._stale = True
        if not self.isHidden():
            self._refresh()
        self.formatChanged.emit(fmt)

    def _refresh(self) -> None:
        if self._made is None:
            return  # filled when made (on show)
        if self._stale and self._game is not None and self._dealt is not None:
            self._stale = False
            if self._position is not None:
                self._made.highlighter.header_lines = 0
                self._made.text.setPlainText(self._position.to_fcs())
                return
            body = self.deal_text()
            header = cascade_header(body.splitlines()) if look_of(self.format()).rows else ""
            self._made.highlighter.header_lines = 1 if header else 0
            self._made.text.setPlainText(f"{header}\n{body}" if header else body)

    def setVisible(self, visible: bool) -> None:
        if visible:
            self._content()  # before the dock is laid out: it takes the size its widgets ask for
        super().setVisible(visible)

    def showEvent(self, event: QShowEvent) -> None:
        self._content()
        self._refresh()
        super().showEvent(event)

    def retranslateUi(self) -> None:
        """The pane's words in the interface language (the window calls this first on a switch: a dock
        resets its toggle action's text to its title, which the window then sets again)."""
        self.setWindowTitle(QCoreApplication.translate("TextPane", "Deal as text"))
        if self._made is not None:
            self._retranslate_content()

    def _retranslate_content(self) -> None:
        assert self._made is not None
        box = self._made.format_box
        self._made.text.setAccessibleName(QCoreApplication.translate("TextPane", "Deal as text"))
        box.setToolTip(QCoreApplication.translate("TextPane", "Text format of the pane and of Copy"))
        box.setAccessibleName(QCoreApplication.translate("TextPane", "Text format"))
        for index in range(box.count()):
            name = look_of(str(box.itemData(index))).name
            box.setItemText(index, QCoreApplication.translate("TextPane", name))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        elif event.type() == QEvent.Type.PaletteChange and self._made is not None:  # a dark theme, say
            self._made.highlighter.setPalette(self.palette())  # the text inherits it
        super().changeEvent(event)

    @Slot(int)
    def _on_format_box_current_index_changed(self, index: int) -> None:
        if 0 <= index < len(self._offered):
            self._choose(self._offered[index])
