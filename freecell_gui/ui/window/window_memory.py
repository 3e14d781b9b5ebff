"""What the window remembers between runs: each game's last deal (a second after scrubbing stops, and on
close) and the window's place and size."""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Slot
from PySide6.QtWidgets import QMainWindow

from freecell_gui.app.session import ViewerSession
from freecell_gui.ui.settings import ViewerSettings
from freecell_gui.ui.window.screen_fit import fit_first_window


class WindowMemory(QObject):
    """Writes the session's deals and the window's geometry to ``settings``."""

    def __init__(self, window: QMainWindow, settings: ViewerSettings, session: ViewerSession) -> None:
        super().__init__(window)
        self._window, self._settings, self._session = window, settings, session
        self._save_timer = QTimer(self, singleShot=True, interval=1000)
        self._save_timer.timeout.connect(self._remember_deals)

    def restoreGeometry(self) -> None:
        """The place and size remembered, or a first window fitted to the screen."""
        geometry = self._settings.geometry()
        # restoreGeometry itself moves a window remembered off every screen (a monitor unplugged) back
        # onto one and shrinks it to fit (tests/ui/window/test_browsing.py checks that it stays so).
        if geometry is None or not self._window.restoreGeometry(geometry):
            fit_first_window(self._window)

    def dealChanged(self) -> None:
        """Remember the deals a second from now (restarted while the user scrubs through deals)."""
        self._save_timer.start()

    def windowClosing(self) -> None:
        self._save_timer.stop()
        self._remember_deals()
        self._settings.set_geometry(self._window.saveGeometry())
        self._settings.sync()

    @Slot()
    def _remember_deals(self) -> None:
        for key, number in self._session.deal_numbers().items():
            self._settings.set_last_deal(number, key)
