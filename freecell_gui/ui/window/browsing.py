"""Browsing deals from the board, and what Ctrl+C copies.

On a board with the keyboard focus, Left/Right and the mouse wheel show the previous/next deal and Page
Up/Down go 1000 deals on/back, as the deal box does. Ctrl+C copies the deal unless text is selected in
the field that has the focus (an editable field or the text pane), which then copies its selection: a
text field takes Ctrl+C for itself even with nothing selected, so it is made to let the key through.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent, QKeySequence, QWheelEvent
from PySide6.QtWidgets import QAbstractSpinBox, QApplication, QLineEdit, QPlainTextEdit, QTextEdit, QWidget

from freecell_gui.ui.widgets.deal_spinbox import PAGE_STEP
from freecell_gui.ui.widgets.wheel_notches import WheelNotches

Step = Callable[[int], None]


class BoardBrowsing(QObject):
    """Installed on each board: ``step(n)`` shows the deal ``n`` away (clamped to the game's range).

    Keys with modifiers pass on (Ctrl+Left is an action; hand play has its own keys on the board).
    """

    def __init__(self, step: Step, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._step = step
        self._wheel = WheelNotches()

    def watch(self, board: QWidget) -> None:
        board.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.KeyPress:
            assert isinstance(event, QKeyEvent)
            steps = {
                Qt.Key.Key_Left: -1,
                Qt.Key.Key_Right: 1,
                Qt.Key.Key_PageUp: PAGE_STEP,
                Qt.Key.Key_PageDown: -PAGE_STEP,
            }.get(Qt.Key(event.key()))
            if steps is not None and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
                self._step(steps)
                return True
        elif kind == QEvent.Type.Wheel:
            assert isinstance(event, QWheelEvent)
            delta = event.angleDelta()
            notches = self._wheel.add(delta.y() or delta.x())
            if notches:
                self._step(notches)  # as in the deal box: up is the next deal
            return True
        return False


def selected_text(widget: QWidget | None) -> str:
    """The text selected in ``widget`` if it is a text field (a spin box's own field included)."""
    if isinstance(widget, QAbstractSpinBox):
        widget = widget.findChild(QLineEdit)
    if isinstance(widget, QLineEdit):
        return widget.selectedText()
    if isinstance(widget, QPlainTextEdit | QTextEdit):
        return widget.textCursor().selectedText()
    return ""


class CopyRule(QObject):
    """Makes every text field of ``window`` that gets the focus pass Ctrl+C on to the window's Copy action
    when nothing is selected in it."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self._window = window
        app = QApplication.instance()
        assert isinstance(app, QApplication)
        app.focusChanged.connect(self._on_app_focus_changed)

    def _on_app_focus_changed(self, old: QWidget | None, new: QWidget | None) -> None:
        text_field = isinstance(new, QAbstractSpinBox | QLineEdit | QPlainTextEdit | QTextEdit)
        if text_field and new is not None and new.window() is self._window:
            new.installEventFilter(self)  # installed once however often it is asked

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ShortcutOverride:
            assert isinstance(event, QKeyEvent)
            if event.matches(QKeySequence.StandardKey.Copy) and isinstance(watched, QWidget):
                # Taken by the field (a read-only one too) with a selection, else left to the shortcut.
                event.setAccepted(bool(selected_text(watched)))
                return True
        return False
