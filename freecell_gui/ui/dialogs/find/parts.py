"""The find dialog's parts, for tests and screenshots: public accessors instead of its private widgets."""

from __future__ import annotations

from PySide6.QtWidgets import QProgressBar, QPushButton

from freecell_gui.ui.dialogs.find.buttons import FindButtons
from freecell_gui.ui.dialogs.find.layout_field import LayoutField
from freecell_gui.ui.dialogs.find.results import MatchList
from freecell_gui.ui.dialogs.find.search_task import SearchSignals
from freecell_gui.ui.widgets.wrapped_label import WrappedLabel


class FindDialogParts:
    """Mixed into :class:`FindDealDialog`, which makes the widgets named here."""

    _field: LayoutField
    _status: WrappedLabel
    _progress: QProgressBar
    _results: MatchList
    _buttons: FindButtons
    _task_signals: SearchSignals | None

    def layoutField(self) -> LayoutField:
        return self._field

    def statusLabel(self) -> WrappedLabel:
        return self._status

    def progressBar(self) -> QProgressBar:
        return self._progress

    def resultList(self) -> MatchList:
        return self._results

    def findButton(self) -> QPushButton:
        return self._buttons.find

    def cancelButton(self) -> QPushButton:
        return self._buttons.cancel

    def showButton(self) -> QPushButton:
        return self._buttons.show

    def searchSignals(self) -> SearchSignals | None:
        """The running search's signals (None between searches)."""
        return self._task_signals
