"""The find dialog's row of buttons: Find, Cancel search, Show deal, Show all in gallery … Close.

The row only makes and names them (context "FindDealDialog"); the dialog connects them and enables each.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialogButtonBox, QHBoxLayout, QPushButton


class FindButtons(QHBoxLayout):
    """``find`` (the default button), ``cancel``, ``show`` and ``gallery``, all disabled at first; ``close``
    is a button box whose ``rejected`` closes the dialog."""

    def __init__(self) -> None:
        super().__init__()
        self.find, self.cancel, self.show, self.gallery = (QPushButton() for _ in range(4))
        self.find.setDefault(True)
        for button in (self.find, self.cancel, self.show, self.gallery):
            button.setEnabled(False)
            self.addWidget(button)
        self.addStretch(1)
        self.close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.addWidget(self.close)

    def retranslateUi(self) -> None:
        self.find.setText(QCoreApplication.translate("FindDealDialog", "&Find"))
        self.cancel.setText(QCoreApplication.translate("FindDealDialog", "&Cancel search"))
        self.show.setText(QCoreApplication.translate("FindDealDialog", "&Show deal"))
        self.gallery.setText(QCoreApplication.translate("FindDealDialog", "Show all in &gallery"))
