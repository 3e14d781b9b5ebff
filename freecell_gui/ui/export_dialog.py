"""Export… (Ctrl+S): choose a file, a size and a pixel ratio for the picture of the board.

The file's whole path stays in view (the field grows with it, up to most of the screen's width); width
and height keep the board's proportions unless unlinked; a line previews the picture's size in pixels;
a check box leaves out the caption that names the deal.

Save runs the export it is given; when that fails, a message box says why and the dialog stays open with
everything as typed, so the user can pick another folder or size.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSize, Slot
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QWidget,
)

from freecell_gui.core.deal import Deal
from freecell_gui.core.doudizhu import DouDizhuDeal
from freecell_gui.ui.core_messages import message_of
from freecell_gui.ui.export import MAX_PIXELS, MIN_SCALE, minimum_export_size
from freecell_gui.ui.i18n import format_number

MAX_SIDE = 10_000
PATH_SHARE = 0.6  # the path field grows up to this share of the screen's width (room for its row)


def picture_text(path: Path, size: QSize, scale: float) -> str:
    """The preview of what Save writes: the picture's pixels (PNG) or its size as a drawing (SVG)."""
    width, height = size.width(), size.height()
    suffix = path.suffix.lower()
    size_text = f"{format_number(width)} × {format_number(height)}"
    if suffix == ".svg":
        svg = QCoreApplication.translate("ExportDialog", "SVG drawing, %1 (vector: the scale does not apply)")
        return svg.replace("%1", size_text)
    if suffix != ".png":
        return QCoreApplication.translate("ExportDialog", "The file name must end in .png or .svg")
    pixels = round(width * scale), round(height * scale)
    text = QCoreApplication.translate("ExportDialog", "PNG image, %1 pixels").replace(
        "%1", f"{format_number(pixels[0])} × {format_number(pixels[1])}"
    )
    if pixels[0] * pixels[1] > MAX_PIXELS:
        return text + QCoreApplication.translate("ExportDialog", ": too large")
    if scale == 1:
        return text
    at = QCoreApplication.translate("ExportDialog", "%1 (%2 at %3×)", "PNG image, … (1,000 × 760 at 2×)")
    return at.replace("%1", text).replace("%2", size_text).replace("%3", f"{scale:g}")


#: Writes the picture to (path, logical size, scale) and returns the path written; raises ValueError or
#: OSError with a message for the user.
Exporter = Callable[[Path, QSize, float], Path]


class ExportDialog(QDialog):
    """Asks where and how big; PNG or SVG by the file's suffix."""

    def __init__(
        self,
        suggested_path: Path,
        size: QSize,
        scale: float,
        parent: QWidget | None = None,
        export: Exporter | None = None,
    ) -> None:
        super().__init__(parent)
        self._export = export
        self._exported: Path | None = None
        # The smallest size that holds either game's board; a game needing more is refused on Save.
        least = [minimum_export_size(Deal), minimum_export_size(DouDizhuDeal)]
        self._minimum = QSize(min(m.width() for m in least), min(m.height() for m in least))
        self.setWindowTitle(QCoreApplication.translate("ExportDialog", "Export board"))
        self._path = QLineEdit(str(suggested_path))
        self._path.setAccessibleName(QCoreApplication.translate("ExportDialog", "File"))
        self._path.textChanged.connect(self._on_path_text_changed)
        browse = QPushButton(QCoreApplication.translate("ExportDialog", "Browse…"))
        browse.clicked.connect(self._on_browse_clicked)
        path_row = QHBoxLayout()
        path_row.addWidget(self._path, 1)
        path_row.addWidget(browse)
        self._width = self._side_box(
            size.width(), self._minimum.width(), QCoreApplication.translate("ExportDialog", "Width")
        )
        self._height = self._side_box(
            size.height(), self._minimum.height(), QCoreApplication.translate("ExportDialog", "Height")
        )
        # The board's proportions, kept while linked; from the board itself, before any clamping.
        self._aspect = size.width() / size.height() if size.width() > 0 and size.height() > 0 else 1.0
        self._syncing = False
        self._linked = QCheckBox(QCoreApplication.translate("ExportDialog", "&Keep the board's proportions"))
        self._linked.setChecked(True)
        self._linked.toggled.connect(self._on_linked_toggled)
        self._width.valueChanged.connect(self._on_width_value_changed)
        self._height.valueChanged.connect(self._on_height_value_changed)
        self._scale = QDoubleSpinBox()
        self._scale.setRange(MIN_SCALE, 8.0)
        self._scale.setSingleStep(0.25)
        self._scale.setValue(scale)
        self._scale.setSuffix(" ×")
        self._scale.setToolTip(
            QCoreApplication.translate(
                "ExportDialog", "Device pixel ratio: 2 gives a picture twice as sharp for HiDPI screens"
            )
        )
        self._scale.valueChanged.connect(self._update_preview)
        self._caption = QCheckBox(QCoreApplication.translate("ExportDialog", "&Caption with the deal number"))
        self._caption.setChecked(True)
        self._caption.setToolTip(
            QCoreApplication.translate(
                "ExportDialog", "A small caption naming the deal, in a corner free of cards"
            )
        )
        self._preview = QLabel()
        self._preview.setAccessibleName(QCoreApplication.translate("ExportDialog", "Picture size"))
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form = QFormLayout(self)
        form.addRow(QCoreApplication.translate("ExportDialog", "File:"), path_row)
        form.addRow(QCoreApplication.translate("ExportDialog", "Width:"), self._width)
        form.addRow(QCoreApplication.translate("ExportDialog", "Height:"), self._height)
        form.addRow("", self._linked)
        form.addRow(QCoreApplication.translate("ExportDialog", "Scale:"), self._scale)
        form.addRow("", self._caption)
        form.addRow(QCoreApplication.translate("ExportDialog", "Picture:"), self._preview)
        form.addRow(buttons)
        self._fit_path()
        self._update_preview()

    @staticmethod
    def _side_box(value: int, minimum: int, name: str) -> QSpinBox:
        box = QSpinBox()
        box.setRange(minimum, MAX_SIDE)
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

    def caption(self) -> bool:
        """Whether the picture gets the caption naming the deal (on unless unchecked)."""
        return self._caption.isChecked()

    def isLinked(self) -> bool:
        """Whether width and height keep the board's proportions."""
        return self._linked.isChecked()

    def exportedPath(self) -> Path | None:
        """Where Save wrote the picture (None before a successful export)."""
        return self._exported

    def accept(self) -> None:
        """Export, then close; on failure say why in a message box and stay open."""
        if self._export is not None:
            try:
                self._exported = self._export(self.path(), self.size(), self.scale())
            except (ValueError, OSError) as error:
                QMessageBox.warning(
                    self, QCoreApplication.translate("ExportDialog", "Export failed"), message_of(error)
                )
                return
        super().accept()

    def _fit_path(self) -> None:
        """Widen the path field to its whole text, up to most of the screen (the dialog grows with it)."""
        text = self._path.text()
        self._path.setToolTip(text)
        screen = self.screen() or QGuiApplication.primaryScreen()
        cap = round(screen.availableGeometry().width() * PATH_SHARE) if screen is not None else 1000
        needed = self._path.fontMetrics().horizontalAdvance(text) + 24  # the frame and text margins
        self._path.setMinimumWidth(min(max(needed, 240), cap))

    def _sync(self, box: QSpinBox, value: int) -> None:
        """Set the other side of a linked pair without echoing back (the box clamps to its range)."""
        self._syncing = True
        try:
            box.setValue(value)
        finally:
            self._syncing = False

    @Slot(str)
    def _on_path_text_changed(self, _text: str) -> None:
        self._fit_path()
        self._update_preview()

    @Slot(int)
    def _on_width_value_changed(self, width: int) -> None:
        if self._linked.isChecked() and not self._syncing:
            self._sync(self._height, round(width / self._aspect))
        self._update_preview()

    @Slot(int)
    def _on_height_value_changed(self, height: int) -> None:
        if self._linked.isChecked() and not self._syncing:
            self._sync(self._width, round(height * self._aspect))
        self._update_preview()

    @Slot(bool)
    def _on_linked_toggled(self, linked: bool) -> None:
        if linked:  # back to the board's proportions, from the width
            self._sync(self._height, round(self._width.value() / self._aspect))
            self._update_preview()

    @Slot()
    def _update_preview(self) -> None:
        self._preview.setText(picture_text(self.path(), self.size(), self.scale()))

    @Slot()
    def _on_browse_clicked(self) -> None:
        chosen, _ = QFileDialog.getSaveFileName(
            self,
            QCoreApplication.translate("ExportDialog", "Export board"),
            self._path.text(),
            QCoreApplication.translate("ExportDialog", "PNG image (*.png);;SVG drawing (*.svg)"),
        )
        if chosen:
            self._path.setText(chosen)
