"""The solution playback panel: the move list, the transport bar, the status line and the Solve button.

The panel draws a Qt-free move list (:class:`~freecell_gui.app.playback.Playback`: steps and cursor,
0 = the start, k = after step k) that the viewer session owns. Every way of moving the cursor (buttons,
keys, slider, a click, the player) goes through ``setCurrentIndex`` to the session, and the panel draws
after the session's notification (:meth:`PlaybackPanel.sessionChanged`); the board draws what the
session shows.
"""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QEvent, QModelIndex, QSignalBlocker, Signal, Slot
from PySide6.QtGui import QAction, QShowEvent
from PySide6.QtWidgets import QAbstractItemView, QVBoxLayout, QWidget

from freecell_gui.app.notify import Change
from freecell_gui.app.pasted_layout import LayoutNotMovesError
from freecell_gui.app.playback import Playback, PlaybackHost
from freecell_gui.app.solution import PlaybackSolution, SolutionTextError, load_solution
from freecell_gui.ui.playback.actions import PlaybackActions
from freecell_gui.ui.playback.controls import SolveBar, TransportBar
from freecell_gui.ui.playback.model import StepListModel
from freecell_gui.ui.playback.move_field import MoveField
from freecell_gui.ui.playback.player import Player
from freecell_gui.ui.playback.step_list import StepListView
from freecell_gui.ui.playback.texts import texts
from freecell_gui.ui.playback.transfer import SolutionTransfer
from freecell_gui.ui.settings import PanelSettings
from freecell_gui.ui.solving.panel_link import PanelSolve
from freecell_gui.ui.solving.service import SolveService
from freecell_gui.ui.text.i18n import ensure_language
from freecell_gui.ui.text.wording import Text
from freecell_gui.ui.widgets.wrapped_label import WrappedLabel


class PlaybackPanel(QWidget):
    """Plays the move list of the session's deal; see the module docstring."""

    layoutPasted = Signal(str)  # a deal's layout was pasted as a solution (its text: to find its deal)

    def __init__(
        self,
        session: PlaybackHost,
        service: SolveService,
        settings: PanelSettings,
        parent: QWidget | None = None,
    ) -> None:
        """``session``: whose move list the panel plays; its owner hands the panel each of its changes
        (:meth:`sessionChanged`). ``service``: the window's solve service, which Solve asks."""
        ensure_language()  # plural forms ("1 move", "2 moves") even without the application's start-up
        super().__init__(parent)
        self._settings, self._service = settings, service
        self._session = session
        self._actions = PlaybackActions(self)
        self._player = Player(self.stepForward, self._settings.playback_interval(), self)
        self._solver = PanelSolve(service, self, self)
        self._model = StepListModel()
        self._centre_when_shown = False  # the list's row moved while the panel was hidden
        self._build()
        self._connect()
        SolutionTransfer(self, self, self._actions)  # a child of the panel: copy, paste and export
        self._actions.single_cards.setChecked(self._settings.single_cards())
        self._session.set_single_cards(self._settings.single_cards())
        self._update_enabled()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:  # the actions are no widgets: tell them
            self._actions.retranslate()
            self._show_steps()  # the status line words itself again
        super().changeEvent(event)

    # -- public API ---------------------------------------------------------------------------------------

    def actions(self) -> list[QAction]:  # type: ignore[override]  # Qt's list of added actions, by design
        return self._actions.all()

    def playbackActions(self) -> PlaybackActions:
        return self._actions

    def loadSolution(self, text: str) -> bool:
        """Check the moves of ``text`` (a paste) one by one from the start and show them; False (with the
        reason in the status line) when nothing could be loaded. Playable moves before an illegal one are
        kept. A deal's layout is refused as one, and ``layoutPasted`` carries it."""
        start = self._playback().start
        if start is None:
            self.setStatusText(texts().no_deal, error=True)
            return False
        self._service.dropSolve()  # the text replaces what a solve showed or kept back
        try:
            loaded = load_solution(start, text)
        except (SolutionTextError, LayoutNotMovesError) as error:
            self.setStatusText(partial(texts().error_line, error), error=True)
            if isinstance(error, LayoutNotMovesError):
                self.layoutPasted.emit(error.text)
            return False
        self.showSolved(loaded, partial(texts().summary, loaded))
        return True

    def showSolved(self, loaded: PlaybackSolution, summary: Text) -> None:
        """Show ``loaded`` (made from this start) at its start, saying ``summary``."""
        self.setStatusText(summary, error=loaded.rejected is not None)
        self._session.show_solution(loaded, 0, jump=True)

    def isAtStart(self) -> bool:
        """Playback at the start and not playing: a solve may replace the solution shown."""
        return self._playback().index == 0 and not self._player.isPlaying()

    def solver(self) -> PanelSolve:
        """The panel's side of the solve service (its :meth:`~PanelSolve.service`)."""
        return self._solver

    def solution(self) -> PlaybackSolution | None:
        return self._playback().solution

    def currentIndex(self) -> int:
        return self._playback().index

    def stepCount(self) -> int:
        return self._playback().step_count()

    def statusText(self) -> str:
        return self._status.message()

    def statusLabel(self) -> WrappedLabel:
        """The status line (for its geometry: a long message wraps there)."""
        return self._status

    def setStatusText(self, message: Text, error: bool = False) -> None:
        """Say ``message`` in the status line; a function is called again after a language switch."""
        self._status.setMessage(message, error)

    def dealNumber(self) -> int | None:
        return self._playback().deal_number

    def isPlaying(self) -> bool:
        return self._player.isPlaying()

    def isSolving(self) -> bool:
        return self._service.isSolving()

    def moveField(self) -> MoveField:
        """Where moves are typed for the game played by hand (the window plays them)."""
        return self._move_field

    def moveList(self) -> StepListView:
        return self._list

    def transportBar(self) -> TransportBar:
        return self._transport

    def solveBar(self) -> SolveBar:
        return self._solve_bar

    def setCurrentIndex(self, index: int, animate: bool = True) -> None:
        self._session.go_to_step(index, animate=animate)
        self._sync_views()  # a row chosen that is no step of its own (an automatic move of the game's)

    def stepForward(self) -> bool:
        """One step on; False at the end (the player stops there)."""
        if self.currentIndex() >= self.stepCount():
            return False
        self.setCurrentIndex(self.currentIndex() + 1)
        return True

    def stepBack(self) -> bool:
        if self.currentIndex() <= 0:
            return False
        self.setCurrentIndex(self.currentIndex() - 1)
        return True

    def sessionChanged(self, change: Change) -> None:
        """Draw the session's move list after ``change``: the steps and the cursor."""
        playback = self._playback()
        if change & (Change.DEAL | Change.GAME):
            self.setStatusText("")
        if change & Change.STEPS:
            self._player.pause()
            with QSignalBlocker(self._actions.single_cards):  # the session's word: single-card steps or not
                self._actions.single_cards.setChecked(playback.single_cards)
            if playback.solution is None or playback.lists_game:
                self._service.dropSolve()  # the solve's solution (or one kept back) is no longer shown
            self._show_steps()
        elif change & Change.STEP:
            self._sync_views()
        if change & Change.STEP and not change & Change.STEPS and playback.index == 0:
            self._service.playbackAtStart()  # a shorter solution kept back replaces the one shown now

    def togglePlaying(self) -> None:
        if self._player.isPlaying():
            self._player.pause()
        elif self.stepCount():
            if self.currentIndex() >= self.stepCount():
                self.setCurrentIndex(0)  # play from the end replays from the start
            self._player.play()

    def solve(self) -> None:
        playback = self._playback()
        if playback.start is not None and not self._service.isSolving():
            self._player.pause()
            self._solver.start(playback.start, playback.deal_number)

    def cancelSolve(self) -> None:
        self._service.cancelSolve()

    # -- construction -------------------------------------------------------------------------------------

    def _build(self) -> None:
        self._transport = TransportBar(self._actions, self._settings.playback_interval())
        self._list = StepListView()
        self._list.setModel(self._model)
        self._status = WrappedLabel()
        self._status.setObjectName("playbackStatus")
        self._move_field = MoveField()
        self._solve_bar = SolveBar(self._actions)
        layout = QVBoxLayout(self)
        layout.addWidget(self._solve_bar)
        layout.addWidget(self._transport)
        layout.addWidget(self._list, 1)
        layout.addWidget(self._move_field)
        layout.addWidget(self._status)
        self.addActions(self._actions.all())  # shortcuts work in the panel before the window adds them

    def _connect(self) -> None:
        actions = self._actions
        steps = {"start": lambda: self.setCurrentIndex(0), "back": self.stepBack, "forward": self.stepForward}
        steps["end"] = lambda: self.setCurrentIndex(self.stepCount())
        for name, step in steps.items():  # the buttons, and the move list's keys
            getattr(actions, name).triggered.connect(step)
        self._list.stepRequested.connect(lambda request: steps[request]())
        actions.play.triggered.connect(self.togglePlaying)
        actions.single_cards.toggled.connect(self._on_single_cards_toggled)
        actions.solve.triggered.connect(self.solve)
        actions.cancel.triggered.connect(self.cancelSolve)
        self._player.playingChanged.connect(self._actions.setPlaying)
        self._transport.sliderMoved.connect(self._on_transport_slider_moved)
        self._transport.speedChanged.connect(self._on_transport_speed_changed)
        self._list.selectionModel().currentChanged.connect(self._on_list_current_changed)
        self._solver.runningChanged.connect(lambda running: self._update_enabled())

    # -- internals ----------------------------------------------------------------------------------------

    def _playback(self) -> Playback:
        return self._session.playback()

    def _show_steps(self) -> None:
        start_label = texts().start_row(self.dealNumber())
        solution = self.solution()
        steps, rejected = (solution.steps, solution.rejected) if solution else ((), None)
        rejection = texts().rejection(solution) if solution else ""
        self._model.setSteps(start_label, steps, rejected, rejection)
        self._sync_views()

    def _sync_views(self) -> None:
        index = self._model.index(self.currentIndex(), 0)
        # Where the row lies is asked of a visible list only: a hidden one would lay out its rows for
        # nothing at every deal (the panel is hidden until Solve); it is scrolled when shown instead.
        shown = self._list.isVisible()
        out_of_sight = shown and not self._list.viewport().rect().contains(self._list.visualRect(index))
        self._centre_when_shown = not shown
        self._list.setCurrentIndex(index)  # echoes back through currentChanged, ignored there
        if out_of_sight:  # centred rather than at the edge: the moves ahead show too
            self._list.scrollTo(index, QAbstractItemView.ScrollHint.PositionAtCenter)
        self._transport.setPosition(self.currentIndex(), self.stepCount())
        self._update_enabled()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._centre_when_shown:  # the row moved while hidden: centred, as it would have been
            self._centre_when_shown = False
            self._list.scrollTo(self._list.currentIndex(), QAbstractItemView.ScrollHint.PositionAtCenter)

    def _update_enabled(self) -> None:
        has_start, solving = self._playback().start is not None, self._service.isSolving()
        self._actions.updateEnabled(self.currentIndex(), self.stepCount(), has_start, solving)
        self._move_field.setEnabled(has_start)  # a game dealt, not played move by move, takes no moves

    @Slot(int)
    def _on_transport_slider_moved(self, value: int) -> None:
        self.setCurrentIndex(value, animate=not self._transport.slider().isSliderDown())

    @Slot(bool)
    def _on_single_cards_toggled(self, on: bool) -> None:
        self._settings.set_single_cards(on)
        self._session.set_single_cards(on)

    @Slot(int)
    def _on_transport_speed_changed(self, milliseconds: int) -> None:
        self._player.setInterval(milliseconds)
        self._settings.set_playback_interval(milliseconds)

    @Slot(QModelIndex, QModelIndex)
    def _on_list_current_changed(self, current: QModelIndex, previous: QModelIndex) -> None:
        if current.isValid() and current.row() != self.currentIndex() and current.row() <= self.stepCount():
            self.setCurrentIndex(current.row())
