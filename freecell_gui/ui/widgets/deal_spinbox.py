"""A spin box for deal numbers up to 8,589,934,591, where QSpinBox stops at 2,147,483,647.

Typing commits on Enter or when the box loses focus (not on each keystroke, so the board does not jump
through 1, 11, 119 … while a number is typed); arrows, the wheel, Page Up/Down and Home/End commit at once.
Whatever is typed stays as typed — no keystroke is dropped, so "1e5" never becomes 15 — and text that is
not a deal in range cannot be committed: the box turns red with a tooltip naming the range, and Enter or
leaving the box restores the last good deal. Digits may be grouped in threes by the locale's group
separator only ("1.5" is no deal where "." does not group digits), read by the core's one parser.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt, Signal
from PySide6.QtGui import QKeyEvent, QValidator
from PySide6.QtWidgets import QAbstractSpinBox, QStyle, QStyleOptionSpinBox, QWidget

from freecell_gui.core.deals.deal_numbers import parse_deal_number, spin_box_separators
from freecell_gui.core.deals.generator import FIRST_DEAL, LAST_DEAL

PAGE_STEP = 1000

# The steps enabled, by (down possible, up possible), joined once: Qt's flags are Python enums here, each
# join goes through the enum's constructor, and Qt asks several times a key press.
_STEP = QAbstractSpinBox.StepEnabledFlag
_STEPS = {
    (False, False): _STEP.StepNone,
    (True, False): _STEP.StepDownEnabled,
    (False, True): _STEP.StepUpEnabled,
    (True, True): _STEP.StepDownEnabled | _STEP.StepUpEnabled,
}


class DealSpinBox(QAbstractSpinBox):
    """``value()``/``setValue(n)``; ``valueChanged`` carries the new deal as a Python int (64-bit safe)."""

    valueChanged = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._first = FIRST_DEAL
        self._last = LAST_DEAL
        self._value = FIRST_DEAL
        self._invalid = False
        self.setKeyboardTracking(False)
        self.setCorrectionMode(QAbstractSpinBox.CorrectionMode.CorrectToPreviousValue)
        self.setAccelerated(True)  # holding an arrow speeds up, as QSpinBox does
        self.setAccessibleName(QCoreApplication.translate("DealSpinBox", "Deal number"))
        self.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.lineEdit().textEdited.connect(self._on_line_edit_text_edited)
        self.editingFinished.connect(self._on_editing_finished)
        self._show_value()
        self._set_invalid(False, force=True)

    # -- public API -------------------------------------------------------------------------------------

    def value(self) -> int:
        return self._value

    def setValue(self, value: int) -> None:
        """Show ``value``, clamped to the range; emits ``valueChanged`` only if the value changed."""
        value = min(max(int(value), self._first), self._last)
        changed = value != self._value
        self._value = value
        if changed or self._invalid or self.text() != self._locale_text(value):
            self._show_value()
        if changed:
            self.valueChanged.emit(value)

    def minimum(self) -> int:
        return self._first

    def maximum(self) -> int:
        return self._last

    def setRange(self, first: int, last: int) -> None:
        if not 0 <= first <= last:
            raise ValueError(f"bad range {first} … {last}")
        self._first, self._last = first, last
        self.setValue(self._value)
        self._set_invalid(False, force=True)  # the tooltip names the new range
        self.updateGeometry()

    def rangeText(self) -> str:
        text = QCoreApplication.translate("DealSpinBox", "Deals are %1 … %2")
        return text.replace("%1", self._locale_text(self._first)).replace("%2", self._locale_text(self._last))

    def isInvalid(self) -> bool:
        """Whether the typed text is not (yet) a deal in range."""
        return self._invalid

    # -- QAbstractSpinBox -------------------------------------------------------------------------------

    def validate(self, text: str, pos: int) -> tuple[QValidator.State, str, int]:
        # Never Invalid: QAbstractSpinBox would drop the keystroke without a word. Text that is no deal
        # stays, shown red (see _on_line_edit_text_edited), and is refused on Enter.
        if self._parsed_text(text) is not None:
            return QValidator.State.Acceptable, text, pos
        return QValidator.State.Intermediate, text, pos

    def fixup(self, text: str) -> str:
        return self._locale_text(self._value)

    def stepBy(self, steps: int) -> None:
        self.setValue(self._value + steps)
        self.selectAll()

    def stepEnabled(self) -> QAbstractSpinBox.StepEnabledFlag:
        return _STEPS[self._value > self._first, self._value < self._last]

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        plain = not event.modifiers() & (
            Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
        )
        if plain and key in (Qt.Key.Key_PageUp, Qt.Key.Key_PageDown):
            self.stepBy(PAGE_STEP if key == Qt.Key.Key_PageUp else -PAGE_STEP)
        elif plain and key in (Qt.Key.Key_Home, Qt.Key.Key_End):
            # Home/End jump to the ends of the range (the choice over moving the text cursor).
            self.setValue(self._first if key == Qt.Key.Key_Home else self._last)
            self.selectAll()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._commit_text()
            super().keyPressEvent(event)
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def sizeHint(self) -> QSize:
        self.ensurePolished()
        metrics = self.fontMetrics()
        width = metrics.horizontalAdvance(self._locale_text(self._last) + "  ")
        option = QStyleOptionSpinBox()
        self.initStyleOption(option)
        height = super().sizeHint().height()
        return self.style().sizeFromContents(
            QStyle.ContentsType.CT_SpinBox, option, QSize(width, height), self
        )

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def changeEvent(self, event: QEvent) -> None:
        # A new interface language brings its own grouping (8.589.934.591 in pt_BR) and texts.
        if event.type() == QEvent.Type.LocaleChange and not self._invalid:
            self._show_value()
            self.updateGeometry()
        if event.type() in (QEvent.Type.LocaleChange, QEvent.Type.LanguageChange):
            self.setAccessibleName(QCoreApplication.translate("DealSpinBox", "Deal number"))
            self._set_invalid(self._invalid, force=True)
        super().changeEvent(event)

    # -- internals --------------------------------------------------------------------------------------

    def _locale_text(self, value: int) -> str:
        # Python groups the digits exactly at any size; the locale only chooses the separator.
        return f"{value:,}".replace(",", self.locale().groupSeparator() or ",")

    def _show_value(self) -> None:
        self.lineEdit().setText(self._locale_text(self._value))
        self._set_invalid(False)

    def _separators(self) -> str:
        return spin_box_separators(self.locale().groupSeparator())

    def _parsed_text(self, text: str | None = None) -> int | None:
        """The deal the text (by default the box's) names, if it is one in range."""
        text = self.text() if text is None else text
        if not text.strip() or text.strip()[0] in "+-":
            return None
        try:
            number = parse_deal_number(text, self._separators())
        except ValueError:
            return None
        return number if self._first <= number <= self._last else None

    def _commit_text(self) -> None:
        parsed = self._parsed_text()
        if parsed is None:
            self._show_value()  # refuse: back to the last good deal
        else:
            self.setValue(parsed)

    def _set_invalid(self, invalid: bool, force: bool = False) -> None:
        if invalid == self._invalid and not force:
            return  # the common case, every deal switch: nothing to restyle
        self._invalid = invalid
        not_a_deal = QCoreApplication.translate("DealSpinBox", "Not a deal. %1.", "%1: Deals are 1 … 32,000")
        self.setToolTip(not_a_deal.replace("%1", self.rangeText()) if invalid else self.rangeText())
        self.lineEdit().setStyleSheet("background: #ffd6d6; color: #8b0000;" if invalid else "")

    def _on_line_edit_text_edited(self, text: str) -> None:
        self._set_invalid(self._parsed_text() is None)

    def _on_editing_finished(self) -> None:
        self._commit_text()
