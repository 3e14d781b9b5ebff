"""The export dialog's width and height: two boxes that keep the board's proportions while linked."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, QSize, Signal, Slot
from PySide6.QtWidgets import QCheckBox, QSpinBox

from freecell_gui.core.deals.deal import Deal
from freecell_gui.core.deals.doudizhu import DouDizhuDeal
from freecell_gui.ui.board.pictures import minimum_export_size
from freecell_gui.util.picture_limits import MAX_SIDE

# The boxes take far more than the limits, so that a value typed too large shows, refused, instead of
# losing the keystroke that made it too large (QSpinBox drops it silently).
BOX_SIDE = 100 * MAX_SIDE


class LinkedSides(QObject):
    """The width and height boxes and the check box that links them; `changed` after either side moves."""

    changed = Signal()

    def __init__(self, size: QSize, parent: QObject | None = None) -> None:
        super().__init__(parent)
        # The smallest size that holds either game's board opens the dialog, rather than a refusal.
        least = [minimum_export_size(Deal), minimum_export_size(DouDizhuDeal)]
        self.width = _side_box(
            max(size.width(), min(m.width() for m in least)),
            QCoreApplication.translate("ExportDialog", "Width"),
        )
        self.height = _side_box(
            max(size.height(), min(m.height() for m in least)),
            QCoreApplication.translate("ExportDialog", "Height"),
        )
        # The board's proportions, kept while linked; from the board itself, before any clamping.
        self._aspect = size.width() / size.height() if size.width() > 0 and size.height() > 0 else 1.0
        self._syncing = False
        self.linked = QCheckBox(QCoreApplication.translate("ExportDialog", "&Keep the board's proportions"))
        self.linked.setChecked(True)
        self.linked.toggled.connect(self._on_linked_toggled)
        self.width.valueChanged.connect(self._on_width_value_changed)
        self.height.valueChanged.connect(self._on_height_value_changed)

    def size(self) -> QSize:
        return QSize(self.width.value(), self.height.value())

    def _sync(self, box: QSpinBox, value: int) -> None:
        """Set the other side of a linked pair without echoing back (the box clamps to its range)."""
        self._syncing = True
        try:
            box.setValue(value)
        finally:
            self._syncing = False

    @Slot(int)
    def _on_width_value_changed(self, width: int) -> None:
        if self.linked.isChecked() and not self._syncing:
            self._sync(self.height, round(width / self._aspect))
        self.changed.emit()

    @Slot(int)
    def _on_height_value_changed(self, height: int) -> None:
        if self.linked.isChecked() and not self._syncing:
            self._sync(self.width, round(height * self._aspect))
        self.changed.emit()

    @Slot(bool)
    def _on_linked_toggled(self, linked: bool) -> None:
        if linked:  # back to the board's proportions, from the width
            self._sync(self.height, round(self.width.value() / self._aspect))
            self.changed.emit()


def _side_box(value: int, name: str) -> QSpinBox:
    box = QSpinBox()
    box.setRange(0, BOX_SIDE)
    box.setSuffix(" px")
    box.setValue(value)
    box.setAccessibleName(name)
    return box
