"""A deal's layout pasted where moves go (Paste solution, the move field): the panel and the status bar say
it is a layout, and a question offers to find its deal — Find deal by layout, the text filled in and
searched. Not modal: the board stays in use, and a second layout pasted replaces the question."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, Qt, Slot
from PySide6.QtWidgets import QMessageBox, QWidget

from freecell_gui.core.notation.formats import parse_layout


class LayoutOffer(QObject):
    """``offer(text)`` asks whether to find the deal of the layout ``text``; yes calls ``find(text)``.
    Its texts: context "LayoutOffer" (a QObject's ``tr()``, which lupdate reads plural texts from)."""

    def __init__(self, parent: QWidget, find: Callable[[str], None]) -> None:
        super().__init__(parent)
        self._parent, self._find = parent, find
        self._box: QMessageBox | None = None

    @Slot(str)
    def offer(self, text: str) -> None:
        if self._box is not None:
            self._box.close()
        title = QCoreApplication.translate("FindDealDialog", "Find deal by layout")
        box = QMessageBox(QMessageBox.Icon.Question, title, "", parent=self._parent)
        box.setObjectName("layoutOffer")
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        cards = len(parse_layout(text).cards)
        box.setText(self.tr("The text pasted is a deal's layout (%n card(s)), not moves.", "", cards))
        box.setInformativeText(self.tr("Find deal by layout can tell which deal it is."))
        find = box.addButton(self.tr("&Find its deal"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(find)
        box.buttonClicked.connect(lambda button: self._find(text) if button is find else None)
        box.finished.connect(lambda _result: self._forget(box))
        self._box = box
        box.open()

    def _forget(self, box: QMessageBox) -> None:
        if self._box is box:
            self._box = None
