"""The window and the deal catalogue: Game → Build catalogue…, the rows the solve service reads for the
status bar's verdict, from the catalogue the settings name (the user's data folder's by default), and the
one message a catalogue file that cannot be read gets, or a damaged row (found by the verdict or by the
gallery: said once).

The rows are read by a :class:`~freecell_gui.ui.window.catalogue_reader.CatalogueReader` of this object's,
off the GUI thread. The dialog's module loads on first use (a quicker start); the dialog is kept
afterwards, with its range. A build that ends (finished or cancelled: its chunks are stored) refreshes
the verdict shown.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Slot
from PySide6.QtWidgets import QMainWindow

from freecell_gui.ui.settings import ViewerSettings
from freecell_gui.ui.solving.service import SolveService
from freecell_gui.ui.window.catalogue_reader import CatalogueReader
from freecell_gui.ui.window.status_bar import StatusBar

if TYPE_CHECKING:
    from freecell_gui.ui.dialogs.catalogue.build_dialog import CatalogueBuildDialog

# How long the status bar says that the catalogue cannot be read.
UNUSABLE_MS = 15_000


class CatalogueCommands(QObject):
    """A child of the window: the handler of ``buildCatalogue`` (see :meth:`slots`) and the wiring of
    the solve service's verdicts to the catalogue."""

    def __init__(
        self, window: QMainWindow, settings: ViewerSettings, status: StatusBar, solving: SolveService
    ) -> None:
        super().__init__(window)
        self._window, self._settings, self._status, self._solving = window, settings, status, solving
        self._dialog: CatalogueBuildDialog | None = None
        self._said: set[str] = set()  # the damaged rows said, each once
        self._reader = CatalogueReader(self)
        verdicts = solving.verdicts()
        self._reader.answered.connect(verdicts.catalogueAnswered)
        self._reader.unusable.connect(self._on_reader_unusable)
        self._reader.damaged.connect(self.sayDamaged)
        path = settings.catalogue_path()
        verdicts.setCatalogueLookup(lambda deal: self._reader.lookup(deal, path))
        status.verdict.setCataloguePath(path)

    def slots(self) -> dict[str, Callable[[], object]]:
        return {"buildCatalogue": self._on_build_catalogue_triggered}

    def buildDialog(self) -> CatalogueBuildDialog:
        """The Build catalogue dialog, made on first use and kept afterwards."""
        if self._dialog is None:
            from freecell_gui.ui.dialogs.catalogue.build_dialog import CatalogueBuildDialog
            from freecell_gui.util.catalogue_file import default_path

            path = self._settings.catalogue_path() or default_path()
            self._dialog = CatalogueBuildDialog(path, self._window)
            self._dialog.buildEnded.connect(self._on_dialog_build_ended)
        return self._dialog

    def windowClosing(self) -> None:
        """Stop a build under way and wait for it; close the catalogue the status bar reads."""
        if self._dialog is not None:
            self._dialog.stopBuild()
        self._reader.shutdown()

    @Slot()
    def _on_build_catalogue_triggered(self) -> None:
        dialog = self.buildDialog()
        dialog.show()
        dialog.raise_()
        dialog.activateWindow()

    @Slot(object)
    def _on_dialog_build_ended(self, result: object) -> None:
        self._solving.verdicts().refreshFromCatalogue()

    @Slot(str)
    def sayDamaged(self, reason: str) -> None:
        """Say once that a catalogue row is damaged (``reason`` names it); its deal is shown without it."""
        if reason not in self._said:
            self._said.add(reason)
            text = QCoreApplication.translate(
                "MainWindow", "A damaged row of the deal catalogue is not used: %1"
            )
            self._status.showMessage(text.replace("%1", reason), UNUSABLE_MS)

    @Slot(str)
    def _on_reader_unusable(self, reason: str) -> None:
        text = QCoreApplication.translate("MainWindow", "The deal catalogue is not used: %1")
        self._status.showMessage(text.replace("%1", reason), UNUSABLE_MS)
