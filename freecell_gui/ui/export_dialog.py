"""Export… (Ctrl+S): choose a file, a size and a pixel ratio for the picture of the board."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSize, Slot
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QWidget,
)

MAX_SIDE = 10_000


class ExportDialog(QDialog):
    """Asks where and how big; PNG or SVG by the file's suffix."""

    def __init__(
        self, suggested_path: Path, size: QSize, scale: float, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle("Export board")
        self._path = QLineEdit(str(suggested_path))
        self._path.setAccessibleName("File")
        browse = QPushButton("Browse…")
        browse.clicked.connect(self._on_browse_clicked)
        path_row = QHBoxLayout()
        path_row.addWidget(self._path, 1)
        path_row.addWidget(browse)
        self._width = self._side_box(size.width(), "Width")
        self._height = self._side_box(size.height(), "Height")
        self._scale = QDoubleSpinBox()
        self._scale.setRange(0.25, 8.0)
        self._scale.setSingleStep(0.25)
        self._scale.setValue(scale)
        self._scale.setSuffix(" ×")
        self._scale.setToolTip("Device pixel ratio: 2 gives a picture twice as sharp for HiDPI screens")
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form = QFormLayout(self)
        form.addRow("File:", path_row)
        form.addRow("Width:", self._width)
        form.addRow("Height:", self._height)
        form.addRow("Scale:", self._scale)
        form.addRow(buttons)

    @staticmethod
    def _side_box(value: int, name: str) -> QSpinBox:
        box = QSpinBox()
        box.setRange(100, MAX_SIDE)
        box.setSuffix(" px")
        box.setValue(value)
        box.setAccessibleName(name)
        return box

    def path(self) -> Path:
        return Path(self._path.text().strip()).expanduser()

    def size(self) -> QSize:  # type: ignore[override]
        return QSize(self._width.value(), self._height.value())

    def scale(self) -> float:
        return float(self._scale.value())

    @Slot()
    def _on_browse_clicked(self) -> None:
        chosen, _ = QFileDialog.getSaveFileName(
            self, "Export board", self._path.text(), "PNG image (*.png);;SVG drawing (*.svg)"
        )
        if chosen:
            self._path.setText(chosen)
