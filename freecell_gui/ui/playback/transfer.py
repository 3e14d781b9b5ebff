"""Solutions in and out: the clipboard, and a .txt file written atomically (never half a file)."""

from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QObject, Slot
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from freecell_gui.app.solution import PlaybackSolution
from freecell_gui.ui.playback.texts import texts
from freecell_gui.ui.text.core_messages import message_of
from freecell_gui.ui.text.wording import Text, sentence
from freecell_gui.util.atomic_file import write_atomically

if TYPE_CHECKING:
    from freecell_gui.ui.playback.actions import PlaybackActions


class SolutionShown(Protocol):
    """What the transfer reads and asks of the move panel: the solution it shows and its deal, its status
    line, and a paste's loading (a search under way is cancelled first)."""

    def solution(self) -> PlaybackSolution | None: ...
    def dealNumber(self) -> int | None: ...
    def setStatusText(self, message: Text, error: bool = False) -> None: ...
    def cancelSolve(self) -> None: ...
    def loadSolution(self, text: str) -> bool: ...


def clipboard_text() -> str:
    return QGuiApplication.clipboard().text()


def copy_solution(solution: PlaybackSolution, *, short: bool) -> str:
    """Put the moves on the clipboard in standard notation, one line; returns the text."""
    text = solution.text(short=short)
    QGuiApplication.clipboard().setText(text)
    return text


def suggested_file_name(deal_number: int | None) -> str:
    return f"freecell-{deal_number}-solution.txt" if deal_number is not None else "freecell-solution.txt"


def ask_export_path(parent: QWidget, deal_number: int | None) -> str:
    """The file the user picks for the export, or "" when cancelled."""
    title = QCoreApplication.translate("SolutionExport", "Export solution")
    kinds = QCoreApplication.translate("SolutionExport", "Text files (*.txt);;All files (*)")
    path, _ = QFileDialog.getSaveFileName(parent, title, suggested_file_name(deal_number), kinds)
    return path


def export_solution(
    parent: QWidget, solution: PlaybackSolution, path: str | Path, deal_number: int | None
) -> bool:
    """Write the solution of deal ``deal_number`` to ``path`` (:meth:`PlaybackSolution.file_text`); a
    failure is a message box and leaves no partial file."""
    try:
        write_atomically(path, solution.file_text(deal_number).encode("utf-8"))
    except OSError as error:
        title = QCoreApplication.translate("SolutionExport", "Export solution")
        QMessageBox.warning(parent, title, sentence(message_of(error)))
        return False
    return True


class SolutionTransfer(QObject):
    """The panel's Paste, Copy, Copy every move and Export actions, on the solution ``shown``; a child of
    ``parent`` (the panel), over which the file dialog and its warnings open."""

    def __init__(self, parent: QWidget, shown: SolutionShown, actions: PlaybackActions) -> None:
        super().__init__(parent)
        self._parent, self._panel = parent, shown
        actions.paste.triggered.connect(self._on_paste_triggered)
        actions.copy.triggered.connect(lambda: self._copy(short=True))
        actions.copy_full.triggered.connect(lambda: self._copy(short=False))
        actions.export.triggered.connect(self._on_export_triggered)

    def _copy(self, *, short: bool) -> None:
        solution = self._panel.solution()
        if solution is not None:
            text = copy_solution(solution, short=short)
            self._panel.setStatusText(partial(texts().copied, len(text.split())))  # worded again on a switch

    @Slot()
    def _on_paste_triggered(self) -> None:
        self._panel.cancelSolve()  # the pasted solution wins over one still being searched
        self._panel.loadSolution(clipboard_text())

    @Slot()
    def _on_export_triggered(self) -> None:
        solution = self._panel.solution()
        if solution is not None:
            path = ask_export_path(self._parent, self._panel.dealNumber())
            if path:
                export_solution(self._parent, solution, path, self._panel.dealNumber())
