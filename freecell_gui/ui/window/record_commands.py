"""The window and the record of games: the recorder on the session (app/record/recorder.py), Game →
Statistics…, the deals won for the gallery, and the one message a record that cannot be used gets.

The record is opened at the first move or the first look at it, not at the window's start.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QWidget

from freecell_gui.app.record.recorder import GameRecorder
from freecell_gui.app.record.rows import RecordError
from freecell_gui.app.session import ViewerSession
from freecell_gui.core.games import FREECELL
from freecell_gui.ui.play.hand_play import MessageBar
from freecell_gui.ui.text.core_messages import message_of
from freecell_gui.util.record_file import record_path

if TYPE_CHECKING:
    from freecell_gui.core.catalogue.store import Row
    from freecell_gui.ui.dialogs.statistics import RecordFigures, StatisticsDialog

# How long the status bar says that the games are not recorded.
UNUSABLE_MS = 15_000


class RecordCommands(QObject):
    """A child of the window: the handler of ``statistics`` (see :meth:`slots`) and the recorder."""

    def __init__(
        self,
        window: QWidget,
        session: ViewerSession,
        messages: MessageBar,
        record: Path | None,
        catalogue_path: Callable[[], Path | None],
    ) -> None:
        """``record``: the record's file (None: :func:`record_path`'s); ``catalogue_path``: the catalogue
        whose counts the statistics compare with (the settings', read at each look)."""
        super().__init__(window)
        self._window, self._session, self._messages = window, session, messages
        self._catalogue_path = catalogue_path
        self._problem = ""
        self._recorder = GameRecorder(session, record_path(record), self._on_record_unusable)
        self._dialog: StatisticsDialog | None = None

    def slots(self) -> dict[str, Callable[[], object]]:
        return {"statistics": self.showStatistics}

    def recorder(self) -> GameRecorder:
        return self._recorder

    def wonDeals(self, deals: Sequence[int] | None = None) -> set[int]:
        """The FreeCell deals the player has won, among ``deals`` (None: all); none without a record."""
        from freecell_gui.app.record.statistics import won_deals

        store = self._recorder.store()
        if store is None:
            return set()
        try:
            return won_deals(store, FREECELL.key, deals)
        except RecordError as error:
            self._on_record_unusable(error)
            return set()

    def showStatistics(self) -> StatisticsDialog:
        """Game → Statistics: the figures as they are now, in a dialog over the window."""
        from freecell_gui.ui.dialogs.statistics import show_statistics

        if self._dialog is not None:
            self._dialog.close()
        self._dialog = show_statistics(self._window, self._figures(), self._open_deal)
        self._dialog.destroyed.connect(lambda: setattr(self, "_dialog", None))
        return self._dialog

    def windowClosing(self) -> None:
        """The games under way end; the record is closed."""
        self._recorder.close()

    # -- internals ----------------------------------------------------------------------------------------

    def _figures(self) -> RecordFigures:
        from freecell_gui.app.record.statistics import Statistics, deal_records, statistics
        from freecell_gui.ui.dialogs.statistics import RecordFigures

        where = str(self._recorder.path)
        store = self._recorder.store()
        if store is None:
            return RecordFigures(Statistics(), (), {}, where, self._problem)
        try:
            deals = deal_records(store, FREECELL.key)
            counted = statistics(store, FREECELL.key)
        except RecordError as error:
            self._on_record_unusable(error)
            return RecordFigures(Statistics(), (), {}, where, self._problem)
        return RecordFigures(counted, deals, self._catalogue_rows([record.deal for record in deals]), where)

    def _catalogue_rows(self, deals: list[int]) -> dict[int, Row]:
        """The catalogue's rows of ``deals`` (none without a catalogue: then nothing is known)."""
        from freecell_gui.app.user_catalogue import open_user_catalogue
        from freecell_gui.core.catalogue.store import CatalogueError
        from freecell_gui.ui.gallery.facts import PageFacts

        try:
            catalogue = open_user_catalogue(self._catalogue_path())
        except CatalogueError:
            return {}
        try:
            return dict(PageFacts(catalogue).rows(deals))
        finally:
            catalogue.close()

    def _open_deal(self, deal: int) -> None:
        self._session.set_game(FREECELL.key)
        self._session.set_deal(deal)

    def _on_record_unusable(self, error: RecordError) -> None:
        text = QCoreApplication.translate("MainWindow", "Your games are not recorded: %1")
        self._problem = text.replace("%1", message_of(error))
        self._messages.showMessage(self._problem, UNUSABLE_MS)
