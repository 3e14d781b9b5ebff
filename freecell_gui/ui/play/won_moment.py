"""The moment a game is won: the cards leave their foundations one by one and bounce off the board, leaving
trails, under a banner with the time and the moves; a click or any key ends it at once.

It blocks nothing: the overlay lets the mouse through, and the key or click that ends it still does its
own work (Ctrl+Z undoes, a click lands on the board). Any change of the position ends it too. Its pace is
the board's card slides' (a slide of 0 ms, no animation, leaves the banner alone, still); Game → Celebrate
won games turns it off, remembered in the settings.

The trails are drawn into a pixmap kept between frames (each frame adds the stretch of path flown since
the last): a whole path redrawn at every frame would cost thousands of card draws by the end.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QElapsedTimer, QEvent, QObject, QRectF, Qt, QTimer, Slot
from PySide6.QtGui import QAction, QColor, QFont, QFontMetricsF, QPainter, QPaintEvent, QPixmap
from PySide6.QtWidgets import QApplication, QWidget

from freecell_gui.app.play_state import Tally
from freecell_gui.core.deals.cards import RANKS, SUITS, card_index
from freecell_gui.ui.board.animation import DURATION_MS
from freecell_gui.ui.board.board import BoardWidget
from freecell_gui.ui.board.painting import paint_felt
from freecell_gui.ui.play.card_flight import Flight, flights
from freecell_gui.ui.playback.texts import texts

FRAME_MS = 16
TRAIL_STEP = 1 / 60  # seconds of flight between two prints of a card's trail
HOLD = 0.8  # seconds the banner stays once the last card has left
STILL_MS = 4000  # the banner alone, when the board does not animate
BANNER = QColor(20, 30, 24, 215)
ENDING = (QEvent.Type.KeyPress, QEvent.Type.ShortcutOverride, QEvent.Type.MouseButtonPress)


class WonMomentSettings(Protocol):
    def won_moment(self) -> bool: ...
    def set_won_moment(self, on: bool) -> None: ...


class WonMoment(QWidget):
    """An overlay of ``board``, shown by :meth:`celebrate`; ``toggleAction()`` turns it on and off."""

    def __init__(self, board: BoardWidget, settings: WonMomentSettings) -> None:
        super().__init__(board)
        self._board = board
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.hide()
        self._toggle = QAction(self)
        self._toggle.setCheckable(True)
        self._toggle.setChecked(settings.won_moment())
        self._toggle.toggled.connect(settings.set_won_moment)
        self._toggle.toggled.connect(self._on_toggle_toggled)
        self._timer = QTimer(self, interval=FRAME_MS)
        self._timer.timeout.connect(self._on_timer_timeout)
        self._clock = QElapsedTimer()
        self._tally: Tally | None = None
        self._flights: list[Flight] = []
        self._trails: QPixmap | None = None
        self._drawn_until = 0.0  # the flight time the trails reach
        self._pace = 1.0  # seconds of the moment per second of flight

    def toggleAction(self) -> QAction:
        """The menu's checkable action: whether a won game is celebrated."""
        return self._toggle

    def isShowing(self) -> bool:
        return self._tally is not None

    def celebrate(self, counted: Tally) -> None:
        """The moment of a game just won (unless turned off), over the board as it is now."""
        self.finish()
        if not self._toggle.isChecked() or not self._board.isVisible():
            return
        self._tally = counted
        self._pace = self._board.animator().duration_ms / DURATION_MS
        self._fit_board()
        app = QApplication.instance()
        assert app is not None
        app.installEventFilter(self)
        self._clock.start()
        self._timer.start()
        self.show()
        self.raise_()

    def finish(self) -> None:
        """End the moment now (a click, a key, a new position, the board hidden)."""
        if self._tally is None:
            return
        self._tally = None
        self._timer.stop()
        app = QApplication.instance()
        if app is not None:
            app.removeEventFilter(self)
        self._flights, self._trails = [], None
        self.hide()

    def bannerLines(self, counted: Tally | None = None) -> tuple[str, str, str]:
        """The banner's words, in the interface language: a title, the time and moves of ``counted`` (the
        game celebrated now), and how to go on."""
        counted = counted or self._tally
        won = texts().won(counted) if counted is not None else ""
        return self.tr("Well played!"), won, self.tr("A click or any key goes on")

    # -- internals ----------------------------------------------------------------------------------------

    def _fit_board(self) -> None:
        """Cover the board at its size now: the paths across it (the same ones, scaled) and the trails
        drawn again from the start (at the next paint)."""
        board = self._board
        self.setGeometry(board.rect())
        self._flights, self._trails, self._drawn_until = [], None, 0.0
        if self._pace <= 0:
            return
        layout = board.boardLayout()
        starts = []
        for rank in reversed(range(len(RANKS))):  # kings first, as the foundations stack them
            for suit in range(len(SUITS)):
                corner = layout.foundation_rect(suit).topLeft()
                starts.append((card_index(rank, suit), float(corner.x()), float(corner.y())))
        card = (float(layout.card_width), float(layout.card_height))
        self._flights = flights(starts, (float(board.width()), float(board.height())), card)
        self._trails = self._felt()

    def _felt(self) -> QPixmap:
        """The board without its cards: the trails' ground."""
        ratio = self._board.devicePixelRatioF()
        pixmap = QPixmap(self.size() * ratio)
        pixmap.setDevicePixelRatio(ratio)
        painter = QPainter(pixmap)
        paint_felt(painter, self.rect(), self._board.boardLayout(), self._board.deck())
        painter.end()
        return pixmap

    def _flown(self) -> float:
        """Seconds of flight so far (the moment's time over its pace)."""
        return self._clock.elapsed() / 1000 / self._pace if self._pace > 0 else 0.0

    def _over(self) -> bool:
        if self._pace <= 0:
            return self._clock.elapsed() >= STILL_MS
        last = max((flight.leaves() for flight in self._flights), default=0.0)
        return self._flown() >= last + HOLD

    @Slot(bool)
    def _on_toggle_toggled(self, on: bool) -> None:
        if not on:
            self.finish()

    @Slot()
    def _on_timer_timeout(self) -> None:
        if self._over():
            self.finish()
        else:
            self.update()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind in ENDING and isinstance(watched, QWidget) and watched.window() is self.window():
            self.finish()  # the key or the click goes on to do its own work
        elif watched is self._board and kind == QEvent.Type.Hide:
            self.finish()
        elif watched is self._board and kind == QEvent.Type.Resize:
            self._fit_board()  # the window's layout settling after the win, or the user resizing it
        return False

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        if self._trails is not None:
            self._draw_trails(self._flown())
            painter.drawPixmap(0, 0, self._trails)
            self._paint_foundations(painter, self._flown())
        if self._tally is not None:
            self._paint_banner(painter, self._tally)
        painter.end()

    def _draw_trails(self, until: float) -> None:
        """Print each card in flight along its path from where the trails end up to ``until``."""
        assert self._trails is not None
        painter = QPainter(self._trails)
        time = self._drawn_until
        while time < until:
            time = min(until, time + TRAIL_STEP)
            for flight in self._flights:
                place = flight.place(time)
                if place is not None:
                    painter.drawPixmap(
                        round(place[0]), round(place[1]), self._board.cardWidget(flight.card).pixmap()
                    )
        painter.end()
        self._drawn_until = until

    def _paint_foundations(self, painter: QPainter, flown: float) -> None:
        """Each foundation's top card still waiting to leave."""
        layout = self._board.boardLayout()
        waiting = {flight.card for flight in self._flights if flight.launch > flown}
        for suit in range(len(SUITS)):
            for rank in reversed(range(len(RANKS))):
                card = card_index(rank, suit)
                if card in waiting:
                    painter.drawPixmap(
                        layout.foundation_rect(suit).topLeft(), self._board.cardWidget(card).pixmap()
                    )
                    break

    def _paint_banner(self, painter: QPainter, counted: Tally) -> None:
        """The title, the time and moves, and how to go on, wrapped on a dark box in the middle."""
        title, won, hint = self.bannerLines(counted)
        lines = ((title, 2.0, True), (won, 1.15, False), (hint, 0.95, False))
        room = QRectF(0, 0, max(120.0, self.width() - 80.0), 10_000.0)
        flags = Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap
        blocks = []
        for text, scale, bold in lines:
            font = QFont(self.font())
            font.setPointSizeF(max(1.0, font.pointSizeF()) * scale)
            font.setBold(bold)
            blocks.append((font, text, QFontMetricsF(font).boundingRect(room, flags, text)))
        inner = max(bounds.width() for _, _, bounds in blocks)
        box = QRectF(0, 0, inner + 48, sum(bounds.height() for _, _, bounds in blocks) + 36)
        box.moveCenter(QRectF(self.rect()).center())
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(BANNER)
        painter.drawRoundedRect(box, 12, 12)
        painter.setPen(QColor("white"))
        top = box.top() + 18
        for font, text, bounds in blocks:
            painter.setFont(font)
            painter.drawText(QRectF(box.left() + 24, top, inner, bounds.height()), flags, text)
            top += bounds.height()
        painter.restore()
