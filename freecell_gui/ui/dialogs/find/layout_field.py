"""The find dialog's layout editor with its feedback line (wrapped when long): the cards typed or pasted,
checked as the user types (after a short pause) or at once on Enter.

Its texts keep the find dialog's translation context ("FindDealDialog"), where they were first written.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QMimeData, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QFontDatabase, QKeyEvent
from PySide6.QtWidgets import QPlainTextEdit, QVBoxLayout, QWidget

from freecell_gui.core.notation.formats import Layout, LayoutError, parse_layout
from freecell_gui.core.notation.text_lines import TextTooLongError, check_paste_length
from freecell_gui.ui.dialogs.find.texts import describe_cards, expected_matches
from freecell_gui.ui.text.core_messages import message_of
from freecell_gui.ui.text.i18n import format_number
from freecell_gui.ui.widgets.wrapped_label import WrappedLabel
from freecell_gui.util.text_marks import QT_TRANSLATE_NOOP

VALIDATE_DELAY_MS = 200
PLACEHOLDER = QT_TRANSLATE_NOOP(
    "FindDealDialog",
    "Paste a layout: eight cascades, one a line, top card first (fc-solve's format),\n"
    "the seven rows of the deal, or just the first cards dealt, e.g. the top row:\n\n"
    "7D AD 5C 3S 5S 8C 2D AH\n\n"
    "Enter searches; Shift+Enter starts a new line.",
)


class LayoutEditor(QPlainTextEdit):
    """The layout's text: Enter asks for a search (``submitted``), Shift+Enter starts a new line. A paste or
    drop too long to read within a frame is refused (``refused``: why)."""

    submitted = Signal()
    refused = Signal(str)

    def insertFromMimeData(self, source: QMimeData) -> None:
        try:
            check_paste_length(source.text())
        except TextTooLongError as error:
            self.refused.emit(message_of(error))
            return
        super().insertFromMimeData(source)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if event.modifiers() & Qt.KeyboardModifier.ShiftModifier:
                self.insertPlainText("\n")  # a plain line break, not the soft one Qt would insert
            else:
                self.submitted.emit()
            event.accept()
            return
        super().keyPressEvent(event)


class LayoutField(QWidget):
    """The editor over its feedback line. ``validated`` follows every check; ``currentLayout()`` is its result
    (None for no layout, or one that cannot be searched). ``submitted``: Enter, after a check."""

    validated = Signal()
    submitted = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._layout: Layout | None = None
        self.editor = LayoutEditor()
        self.editor.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.editor.textChanged.connect(self._on_editor_text_changed)
        self.editor.submitted.connect(self.submitted)
        self.editor.refused.connect(self._on_editor_refused)
        self.feedback = WrappedLabel()
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.editor, 1)
        box.addWidget(self.feedback)
        self._timer = QTimer(self, singleShot=True, interval=VALIDATE_DELAY_MS)
        self._timer.timeout.connect(self.validate)

    def retranslateUi(self) -> None:
        self.editor.setPlaceholderText(QCoreApplication.translate("FindDealDialog", PLACEHOLDER))
        self.editor.setAccessibleName(QCoreApplication.translate("FindDealDialog", "Layout"))
        self.validate()

    def currentLayout(self) -> Layout | None:
        return self._layout

    def setText(self, text: str) -> None:
        """Replace the text and check it at once (typing is checked after a short pause)."""
        self.editor.setPlainText(text)
        self.validate()

    @Slot()
    def validate(self) -> None:
        self._timer.stop()
        text = self.editor.toPlainText()
        error = False
        if not text.strip():
            self._layout = None
            message = QCoreApplication.translate("FindDealDialog", "Type or paste at least two cards.")
        else:
            try:
                self._layout = parse_layout(text)
                if len(self._layout.cards) < 2:
                    one = QCoreApplication.translate(
                        "FindDealDialog", "one card matches about %1 deals: give at least 2 cards"
                    )
                    raise LayoutError(one.replace("%1", format_number(round(expected_matches(1)))))
            except LayoutError as problem:
                self._layout = None
                message, error = message_of(problem), True
            else:
                message = describe_cards(len(self._layout.cards))
        self.feedback.setMessage(message, error)
        self.validated.emit()

    @Slot(str)
    def _on_editor_refused(self, why: str) -> None:
        self.feedback.setMessage(why, True)

    @Slot()
    def _on_editor_text_changed(self) -> None:
        self._timer.start()
