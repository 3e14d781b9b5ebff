"""The status bar, one widget per part: where the deal lies in its game's range, what is known of it, and
the messages of the moment (Copied …, a refused move).

A message is a label of its own, never Qt's text painted under the permanent labels: it takes the range
label's place, and the permanent labels that do not fit beside it step aside while it is shown (the site's
note before the verdict); one longer than the whole bar wraps onto a second line. A message given as a
function is worded again after a language switch. No label widens the window: in a window too narrow for
their words (a language with longer ones), the permanent labels step aside alike. Each part only touches
its label when its text changes, so a deal switch within one range repaints nothing here.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QTimer, Slot
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QStatusBar, QWidget

from freecell_gui.core.games import GameDescription
from freecell_gui.ui.solving.service import SolveService
from freecell_gui.ui.text.game_texts import range_label, site_note
from freecell_gui.ui.text.wording import Text, sentence
from freecell_gui.ui.widgets.steady_place import SteadyPlace
from freecell_gui.ui.widgets.wrapped_label import WrappedLabel
from freecell_gui.ui.window.verdict_label import VerdictLabel

#: Pixels a label needs besides its text (margins, the frame Qt leaves around a status bar item).
LABEL_ROOM = 16


class RangeLabel(QLabel):
    """ "Windows 1 … 32,000", "FreeCell Pro 1 … 8,589,934,591", "Dou Dizhu 1 … 4,294,967,295"."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rangeLabel")

    def showDeal(self, game: GameDescription, number: int) -> None:
        self.setText(range_label(game, number))  # QLabel ignores an unchanged text


class SiteNoteLabel(QLabel):
    """What is known about the deal: a published solution, none exists, or nothing claimed."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("siteNoteLabel")

    def showDeal(self, game: GameDescription, number: int, verdict_says_none: bool = False) -> None:
        """The note on deal ``number``; none when it would say what the verdict says (no solution)."""
        said_twice = verdict_says_none and game.note is not None and bool(game.note(number))
        self.setText("" if said_twice else site_note(game, number))


class StatusBar(QStatusBar):
    """The window's status bar; ``showMessage``, ``currentMessage`` and ``clearMessage`` as Qt's, with the
    message in :meth:`messageLabel`."""

    def __init__(self, solving: SolveService, parent: QWidget | None = None) -> None:
        """``solving``: the window's solve service, whose verdict on the deal shown the bar says."""
        super().__init__(parent)
        self._deal: tuple[GameDescription, int] | None = None
        self._message = WrappedLabel()
        self._message.setObjectName("statusMessage")
        # Its height is set for its width by _fit: a status bar's row of widgets does not ask for one.
        self._message.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self._message.installEventFilter(self)  # its width changes with the permanent labels' texts too
        self._message.hide()
        self.range_label = RangeLabel()
        self.site_note = SiteNoteLabel()
        self.addWidget(self._message, 1)
        self.addWidget(self.range_label)
        self.addPermanentWidget(self.site_note)
        self.verdict = VerdictLabel(solving)  # the solver's verdict, found in the background
        self.verdict.verdictShown.connect(self._show_site_note)
        # Its words change at every deal: the bar is laid out only when they need another width.
        self._verdict_place = SteadyPlace(self.verdict, lambda: self.verdict.known() is None)
        self._verdict_place.setObjectName("verdictPlace")
        self.addPermanentWidget(self._verdict_place)
        self._parts: list[QLabel] = []  # the window's other parts (still winnable?), the most useful last
        for label in (self.range_label, *self.permanentLabels()):
            label.setMinimumWidth(1)  # no minimum from its words: _fit hides what does not fit
        self._timer = QTimer(self, singleShot=True)
        self._timer.timeout.connect(self.clearMessage)

    def showDeal(self, game: GameDescription, number: int) -> None:
        """Where deal ``number`` lies and what is known of it (the service is told of it first)."""
        self._deal = (game, number)
        self.range_label.showDeal(game, number)
        self._show_site_note()

    @Slot()
    def _show_site_note(self) -> None:
        if self._deal is not None:
            self.site_note.showDeal(*self._deal, verdict_says_none=self.verdict.saysNoSolution())

    def messageLabel(self) -> WrappedLabel:
        return self._message

    def permanentLabels(self) -> list[QWidget]:
        """The labels right of the message (the verdict in its place), the most useful last (the last to
        step aside)."""
        return [self.site_note, self._verdict_place, *self._parts]

    def addPart(self, label: QLabel) -> None:
        """``label`` right of the others, stepping aside like them (the last to)."""
        self._parts.append(label)
        label.setMinimumWidth(1)
        self.addPermanentWidget(label)

    # -- the message (Qt's API, drawn in a label of its own) -----------------------------------------

    @Slot(str, int)
    def showMessage(self, text: Text, timeout: int | None = 0) -> None:
        """Show ``text`` until :meth:`clearMessage`, or for ``timeout`` milliseconds if that is not 0; a
        function is called again after a language switch."""
        if not text:
            self.clearMessage()
            return
        self._timer.stop()
        self._message.setMessage(text)
        self.range_label.hide()
        self._message.show()
        self._fit()
        if timeout:
            self._timer.start(timeout)
        self.messageChanged.emit(self._message.message())

    def currentMessage(self) -> str:
        return self._message.message()

    @Slot()
    def clearMessage(self) -> None:
        self._timer.stop()
        had = bool(self._message.message())
        self._message.setMessage("")
        self._message.hide()
        self.range_label.show()
        self._fit()
        if had:
            self.messageChanged.emit("")

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            QTimer.singleShot(0, self, self._fit)  # once every label has its new words
        super().changeEvent(event)

    def event(self, event: QEvent) -> bool:
        handled = super().event(event)
        if event.type() == QEvent.Type.LayoutRequest:  # a label's new words (a verdict found) may not fit
            self._fit()
        return handled

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._message and event.type() == QEvent.Type.Resize:
            self._fit()
        return super().eventFilter(watched, event)

    def _fit(self) -> None:
        """The permanent labels stand beside the message (or the range label) while they fit there; those
        that do not step aside, least useful first (all of them for a message that takes the whole bar)."""
        message = self._message.message()
        if message:
            first = self._message.fontMetrics().horizontalAdvance(sentence(message)) + LABEL_ROOM
        else:
            first = self.range_label.sizeHint().width() + LABEL_ROOM
        room = self.width() - first
        shown = []
        for label in reversed(self.permanentLabels()):
            needed = label.sizeHint().width() + LABEL_ROOM
            if needed > room:
                break
            room -= needed
            shown.append(label)
        for label in self.permanentLabels():
            label.setVisible(label in shown)
        beside = sum(label.sizeHint().width() + LABEL_ROOM for label in shown)
        width = self.width() - LABEL_ROOM - beside  # until the label is laid out
        if self._message.isVisible() and self._message.width() > 1:
            width = self._message.width()
        self._message.setFixedHeight(self._message.heightForWidth(max(width, 1)) if message else 0)
