"""The "Deal as text" dock: the deal in the chosen text format (app/deal_text.py), laid out for comparing
with the web site, under a header naming the cascades; suits are coloured as on the cards of the deck shown.

While the board shows another position than the deal's start (a solution played back, a game in
progress), the pane writes it as fc-solve does, and its format box says so, disabled: the deal's formats
(and the one chosen, which Copy still uses) come back with the next deal.

Filling a hidden pane would cost a text layout on every deal switch for nothing, so a hidden pane only
remembers what to show and fills itself when it becomes visible.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QSignalBlocker, Signal, Slot
from PySide6.QtGui import QFont, QFontDatabase, QShowEvent
from PySide6.QtWidgets import QComboBox, QDockWidget, QPlainTextEdit, QVBoxLayout, QWidget

from freecell_gui.app.deal_text import POSITION_FORMAT, TextFormats, cascade_header, deal_text, look_of
from freecell_gui.core.games import AnyDeal, GameDescription
from freecell_gui.core.rules.position import Position
from freecell_gui.util.resources import DECK_NAMES

if TYPE_CHECKING:
    from freecell_gui.ui.widgets.suit_highlighter import SuitHighlighter


def format_name(fmt: str) -> str:
    """Format ``fmt`` in words, as the pane's chooser names it, in the interface language."""
    return QCoreApplication.translate("TextPane", look_of(fmt).name)


def pane_font() -> QFont:
    """The system's fixed-pitch font, laid out without shaping where the font has nothing to shape: every
    deal switch lays the text out again, and cards and numbers in a fixed pitch come out pixel for pixel
    the same without it."""
    font = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
    font.setStyleStrategy(QFont.StyleStrategy.PreferNoShaping)
    return font


class _Content:
    """The pane's widgets: the format chooser over the text."""

    def __init__(self, dock: QDockWidget, deck: str) -> None:
        from freecell_gui.ui.widgets.suit_highlighter import SuitHighlighter

        self.text = QPlainTextEdit()
        self.text.setReadOnly(True)
        self.text.setFont(pane_font())
        self.text.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.highlighter = SuitHighlighter(self.text.document(), self.text.palette())
        self.highlighter.setDeck(deck)
        self.format_box = QComboBox()
        pane = QWidget()
        layout = QVBoxLayout(pane)
        layout.addWidget(self.format_box)
        layout.addWidget(self.text)
        dock.setWidget(pane)

    def show(self, text: str) -> None:
        """Show ``text`` in place of what the pane shows. The document is filled, not the editor: the
        editor's setPlainText does that and more for an editable text (its cursor, its undo history), a
        third more of the pane's work on every deal switch."""
        self.text.document().setPlainText(text)


class TextPane(QDockWidget):
    """``showDeal(game, dealt)`` in the format ``formats`` holds for the game; ``formatChanged(str)`` (a
    format key) when the user picks another format, which ``formats`` then holds.

    The dock's widgets are made when it is first shown (most starts keep it hidden); until then what it
    shows is kept here, and the format box shows it once made.
    """

    formatChanged = Signal(str)

    def __init__(self, formats: TextFormats, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("textPane")
        self._formats = formats
        self._made: _Content | None = None
        self._deck = DECK_NAMES[0]
        self._game: GameDescription | None = None
        self._dealt: AnyDeal | None = None
        self._stale = False  # the text does not show the current deal yet
        self._position: Position | None = None  # a solution's step, shown instead of the deal
        self.retranslateUi()

    # -- public API -------------------------------------------------------------------------------------

    def format(self) -> str:
        """The key of the deal's chosen format ("unicode", "json" …), as the settings and the core name it
        (also while the pane shows a position in fc-solve's format: Copy copies the deal in it)."""
        return self._formats.chosen(self._game) if self._game is not None else ""

    def shownFormat(self) -> str:
        """The key of the format the pane's text is in: the deal's, or :data:`POSITION_FORMAT`."""
        return POSITION_FORMAT if self._position is not None else self.format()

    def formatBox(self) -> QComboBox:
        return self._content().format_box

    def setFormat(self, fmt: str) -> None:
        """Choose format ``fmt`` if the current game has it (the settings' choice); others are ignored."""
        if self._game is None or fmt == self.format() or not self._formats.choose(self._game, fmt):
            return
        if self._position is None:
            self._stale = True
            if self._made is not None:
                self._show_offered()
            if not self.isHidden():
                self._refresh()

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
        offered_before = self._offered()
        self._game, self._dealt, self._position = game, dealt, None
        self._stale = True
        if self._made is not None and self._offered() != offered_before:
            self._show_offered()
        if not self.isHidden():  # the user's choice, even before the window is shown
            self._refresh()

    def showPosition(self, position: Position) -> None:
        """Show ``position`` (a step of the solution panel) in fc-solve's format until the next deal; the
        format box names that format meanwhile."""
        shown_before = self._position is not None
        self._position = position
        self._stale = True
        if self._made is not None and not shown_before:
            self._show_offered()
        if not self.isHidden():
            self._refresh()

    # -- internals --------------------------------------------------------------------------------------

    def _content(self) -> _Content:
        """The pane's widgets, made the first time they are needed."""
        if self._made is None:
            self._made = _Content(self, self._deck)
            self._show_offered()
            self._made.format_box.currentIndexChanged.connect(self._on_format_box_current_index_changed)
            self._retranslate_content()
        return self._made

    def _offered(self) -> tuple[str, ...]:
        """The formats the box offers: the game's, or the position's alone while one is shown."""
        if self._position is not None:
            return (POSITION_FORMAT,)
        return self._game.text_formats if self._game is not None else ()

    def _show_offered(self) -> None:
        """The box lists the formats offered, the one shown selected; one format alone, the position's, is
        shown disabled, for there is nothing to choose (not the user's choice: no signal)."""
        assert self._made is not None
        box, offered = self._made.format_box, self._offered()
        with QSignalBlocker(box):
            box.clear()
            for fmt in offered:
                box.addItem(format_name(fmt), fmt)
            box.setCurrentIndex(box.findData(self.shownFormat()))
        box.setEnabled(offered != (POSITION_FORMAT,))

    def _refresh(self) -> None:
        if self._made is None:
            return  # filled when made (on show)
        if self._stale and self._game is not None and self._dealt is not None:
            self._stale = False
            if self._position is not None:
                self._made.highlighter.header = ""
                self._made.show(self._position.to_fcs())
                return
            body = deal_text(self._game, self._dealt, self.format())
            header = cascade_header(body.splitlines()) if look_of(self.format()).rows else ""
            self._made.highlighter.header = header
            self._made.show(f"{header}\n{body}" if header else body)

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
            box.setItemText(index, format_name(str(box.itemData(index))))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        elif event.type() == QEvent.Type.PaletteChange and self._made is not None:  # a dark theme, say
            self._made.highlighter.setPalette(self.palette())  # the text inherits it
        super().changeEvent(event)

    @Slot(int)
    def _on_format_box_current_index_changed(self, index: int) -> None:
        offered = self._offered()
        if self._position is None and 0 <= index < len(offered) and offered[index] != self.format():
            self.setFormat(offered[index])
            self.formatChanged.emit(offered[index])
