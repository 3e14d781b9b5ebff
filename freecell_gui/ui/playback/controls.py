"""The panel's bars: Solve/Cancel and the solution menu on top; under it the transport bar (start, back,
play/pause, forward, end as buttons of the panel's actions, a slider over the moves, the speed)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QSignalBlocker, Qt, Signal, Slot
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QMenu, QSlider, QToolButton, QVBoxLayout, QWidget

from freecell_gui.ui.playback.actions import PlaybackActions
from freecell_gui.ui.settings import DEFAULT_INTERVAL_MS, SPEEDS
from freecell_gui.ui.widgets.menu_button import MenuButton


class TransportBar(QWidget):
    """``sliderMoved(k)`` when the user drags or clicks the slider; ``speedChanged(ms)`` on a new speed."""

    sliderMoved = Signal(int)
    speedChanged = Signal(int)

    def __init__(self, actions: PlaybackActions, interval: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        buttons = QHBoxLayout()
        buttons.setContentsMargins(0, 0, 0, 0)
        for action in (actions.start, actions.back, actions.play, actions.forward, actions.end):
            buttons.addWidget(self._button(action))
        buttons.addStretch(1)
        self._speed = QComboBox()
        # Sized to its longest words again after a language switch ("Normal (2 movimentos/s)").
        self._speed.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        for milliseconds, _label in SPEEDS:
            self._speed.addItem("", milliseconds)
        known = [milliseconds for milliseconds, _ in SPEEDS]
        self._speed.setCurrentIndex(known.index(interval if interval in known else DEFAULT_INTERVAL_MS))
        self._speed.currentIndexChanged.connect(self._on_speed_current_index_changed)
        buttons.addWidget(self._speed)
        self._slider = QSlider(Qt.Orientation.Horizontal)
        self._slider.setRange(0, 0)
        self._slider.setPageStep(10)
        self._slider.valueChanged.connect(self._on_slider_value_changed)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(buttons)
        layout.addWidget(self._slider)
        self.retranslateUi()

    def retranslateUi(self) -> None:
        self._speed.setAccessibleName(QCoreApplication.translate("TransportBar", "Playback speed"))
        self._speed.setToolTip(QCoreApplication.translate("TransportBar", "Playback speed"))
        for index, (_milliseconds, label) in enumerate(SPEEDS):
            self._speed.setItemText(index, QCoreApplication.translate("PlaybackSpeed", label))
        self._speed.setMinimumWidth(self._speed.sizeHint().width())  # the dock widens rather than cut it
        self._slider.setAccessibleName(QCoreApplication.translate("TransportBar", "Move"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    def slider(self) -> QSlider:
        return self._slider

    def speedBox(self) -> QComboBox:
        return self._speed

    def setPosition(self, index: int, count: int) -> None:
        """Show step ``index`` of ``count`` without echoing it back as ``sliderMoved`` (a shorter range
        clamps the old value first: that is not the user's)."""
        with QSignalBlocker(self._slider):
            self._slider.setRange(0, count)
            self._slider.setValue(index)

    @staticmethod
    def _button(action: QAction) -> QToolButton:
        button = QToolButton()
        button.setDefaultAction(action)
        button.setAutoRaise(True)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Space must reach the play action, not a button
        return button

    @Slot(int)
    def _on_slider_value_changed(self, value: int) -> None:
        self.sliderMoved.emit(value)

    @Slot(int)
    def _on_speed_current_index_changed(self, index: int) -> None:
        self.speedChanged.emit(int(self._speed.itemData(index)))


class SolveBar(QWidget):
    """Solve, Cancel (shown only while solving), the single-card steps' toggle and a menu of paste, copy
    and export (disabled while none of them can be used: a game without moves)."""

    def __init__(self, actions: PlaybackActions, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        cancel = QToolButton()
        cancel.setDefaultAction(actions.cancel)
        cancel.setVisible(False)
        actions.cancel.enabledChanged.connect(cancel.setVisible)
        for action, button in ((actions.solve, QToolButton()), (actions.cancel, cancel)):
            button.setDefaultAction(action)
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            layout.addWidget(button)
        layout.addStretch(1)
        single_cards = QToolButton()
        single_cards.setObjectName("singleCardsButton")
        single_cards.setDefaultAction(actions.single_cards)
        single_cards.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        layout.addWidget(single_cards)
        more = MenuButton()
        more.setObjectName("solutionMenuButton")
        self._more = more
        self.retranslateUi()
        menu = QMenu(more)
        self._menu_actions = [actions.paste, actions.copy, actions.copy_full, actions.export]
        menu.addActions(self._menu_actions)
        more.setMenu(menu)
        layout.addWidget(more)
        for action in self._menu_actions:
            action.enabledChanged.connect(self._on_menu_action_enabled_changed)
        self._on_menu_action_enabled_changed()

    def menuButton(self) -> MenuButton:
        return self._more

    def retranslateUi(self) -> None:
        self._more.setText(QCoreApplication.translate("SolveBar", "Solution"))
        self._more.setAccessibleName(QCoreApplication.translate("SolveBar", "Solution menu"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    @Slot()
    def _on_menu_action_enabled_changed(self) -> None:
        self._more.setEnabled(any(action.isEnabled() for action in self._menu_actions))
