"""Export… (Ctrl+S): choose a file, a size and a pixel ratio for the picture of the board.

The file's whole path stays in view (the field grows with it, up to most of the screen's width); width
and height keep the board's proportions unless unlinked; a line previews the picture's size in pixels;
a check box leaves out the caption that names the deal. While the board shows a game in progress or a
solution's step, the picture is of that position (its caption says "after move 23"), or of the deal's
start if chosen.

Every value is checked as it is typed by the same check as the export (picture_limits.py's ranges, shared
with the command line): a value that cannot be written is shown as refused, in red with the reason in the
preview, and Save is disabled until it is corrected. Save runs the export it is given; when that fails all
the same (a full disk), a message box says why and the dialog stays open with everything as typed.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSize, Slot
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from freecell_gui.ui.dialogs.export.request import (
    REFUSED,
    BoardChoice,
    Checker,
    Exporter,
    PictureRequest,
    check_a_deal,
    picture_text,
    refuses,
)
from freecell_gui.ui.dialogs.export.sides import LinkedSides
from freecell_gui.ui.text.core_messages import message_of
from freecell_gui.ui.text.wording import sentence
from freecell_gui.ui.widgets.wrapped_label import WrappedLabel
from freecell_gui.util.atomic_file import check_file_name
from freecell_gui.util.picture_limits import (
    MAX_SCALE,
    MIN_SCALE,
    check_height,
    check_scale,
    check_width,
)

PATH_SHARE = 0.6  # the path field grows up to this share of the screen's width (room for its row)
BOX_SCALE = 100 * MAX_SCALE  # far beyond the limit, as sides.py's BOX_SIDE: too large shows, refused


class ExportDialog(QDialog):
    """Asks where and how big; PNG or SVG by the file's suffix."""

    def __init__(
        self,
        suggested_path: Path,
        size: QSize,
        scale: float,
        parent: QWidget | None = None,
        export: Exporter | None = None,
        check: Checker = check_a_deal,
        choice: BoardChoice | None = None,
    ) -> None:
        super().__init__(parent)
        self._export, self._check = export, check
        self._exported: Path | None = None
        self._suggested = suggested_path
        self.setWindowTitle(QCoreApplication.translate("ExportDialog", "Export board"))
        self._path = QLineEdit(str(suggested_path))
        self._path.setAccessibleName(QCoreApplication.translate("ExportDialog", "File"))
        self._path.textChanged.connect(self._on_path_text_changed)
        browse = QPushButton(QCoreApplication.translate("ExportDialog", "Browse…"))
        browse.clicked.connect(self._on_browse_clicked)
        path_row = QHBoxLayout()
        path_row.addWidget(self._path, 1)
        path_row.addWidget(browse)
        self._sides = LinkedSides(size, self)
        self._sides.changed.connect(self._update_preview)
        self._width, self._height = self._sides.width, self._sides.height
        self._scale = QDoubleSpinBox()
        self._scale.setRange(0.0, BOX_SCALE)
        self._scale.setSingleStep(0.25)
        self._scale.setValue(min(max(scale, MIN_SCALE), MAX_SCALE))
        self._scale.setSuffix(" ×")
        self._scale.setAccessibleName(QCoreApplication.translate("ExportDialog", "Scale"))
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
        self._preview = WrappedLabel()  # a refusal names the path: it wraps, never widens the dialog
        self._preview.setAccessibleName(QCoreApplication.translate("ExportDialog", "Picture size"))
        self._buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel
        )
        self._buttons.accepted.connect(self.accept)
        self._buttons.rejected.connect(self.reject)
        form = QFormLayout(self)
        form.addRow(QCoreApplication.translate("ExportDialog", "File:"), path_row)
        self._choice, self._start = choice, QRadioButton()
        if choice is not None:
            form.addRow(QCoreApplication.translate("ExportDialog", "Board:"), self._choice_buttons(choice))
        form.addRow(QCoreApplication.translate("ExportDialog", "Width:"), self._width)
        form.addRow(QCoreApplication.translate("ExportDialog", "Height:"), self._height)
        form.addRow("", self._sides.linked)
        form.addRow(QCoreApplication.translate("ExportDialog", "Scale:"), self._scale)
        form.addRow("", self._caption)
        form.addRow(QCoreApplication.translate("ExportDialog", "Picture:"), self._preview)
        form.addRow(self._buttons)
        self._fit_path()
        self._update_preview()

    def _choice_buttons(self, choice: BoardChoice) -> QVBoxLayout:
        """As shown (checked) or the deal's start."""
        shown = QRadioButton(
            QCoreApplication.translate("ExportDialog", "&As shown: %1").replace("%1", choice.shown)
        )
        self._start.setText(QCoreApplication.translate("ExportDialog", "The &deal's start"))
        shown.setChecked(True)
        group = QButtonGroup(self)
        group.addButton(shown)
        group.addButton(self._start)
        self._start.toggled.connect(self._on_start_toggled)
        column = QVBoxLayout()
        column.addWidget(shown)
        column.addWidget(self._start)
        return column

    def path(self) -> Path:
        return Path(self._path.text().strip()).expanduser()

    def size(self) -> QSize:  # type: ignore[override]
        return self._sides.size()

    def scale(self) -> float:
        return float(self._scale.value())

    def caption(self) -> bool:
        """Whether the picture gets the caption naming the deal (on unless unchecked)."""
        return self._caption.isChecked()

    def startChosen(self) -> bool:
        """Whether the picture is of the deal's start rather than of the position the board shows."""
        return self._choice is None or self._start.isChecked()

    def isLinked(self) -> bool:
        """Whether width and height keep the board's proportions."""
        return self._sides.linked.isChecked()

    def setLinked(self, linked: bool) -> None:
        self._sides.linked.setChecked(linked)

    def request(self) -> PictureRequest:
        """The picture the dialog asks for as it stands."""
        return PictureRequest(self.path(), self.size(), self.scale(), self.caption(), self.startChosen())

    def refusal(self) -> str:
        """Why the picture cannot be written as the dialog stands ("" if it can): what the preview says."""
        try:
            check_file_name(self._path.text().strip())  # an empty field would be Path("."), a folder
            self._check(self.request())
        except (ValueError, OSError) as error:
            return sentence(message_of(error))
        return ""

    def previewText(self) -> str:
        """What the preview line says: the picture's size, or why it cannot be written."""
        return self._preview.message()

    def pathField(self) -> QLineEdit:
        return self._path

    def widthBox(self) -> QSpinBox:
        return self._width

    def heightBox(self) -> QSpinBox:
        return self._height

    def scaleBox(self) -> QDoubleSpinBox:
        return self._scale

    def captionBox(self) -> QCheckBox:
        return self._caption

    def saveButton(self) -> QPushButton:
        return self._buttons.button(QDialogButtonBox.StandardButton.Save)

    def exportedPath(self) -> Path | None:
        """Where Save wrote the picture (None before a successful export)."""
        return self._exported

    def accept(self) -> None:
        """Export, then close; on failure say why in a message box and stay open."""
        if self._export is not None:
            try:
                self._exported = self._export(self.request())
            except (ValueError, OSError) as error:
                QMessageBox.warning(
                    self,
                    QCoreApplication.translate("ExportDialog", "Export failed"),
                    sentence(message_of(error)),
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

    @Slot(str)
    def _on_path_text_changed(self, _text: str) -> None:
        self._fit_path()
        self._update_preview()

    @Slot(bool)
    def _on_start_toggled(self, start: bool) -> None:
        assert self._choice is not None
        suggested, start_path = self._suggested, self._choice.start_path
        kept, other = (suggested, start_path) if start else (start_path, suggested)
        if self.path() == kept:  # the suggested name follows the choice until the user types another
            self._path.setText(str(other))
        self._update_preview()

    @Slot()
    def _update_preview(self) -> None:
        refusal = self.refusal()
        self._preview.setMessage(refusal or picture_text(self.path(), self.size(), self.scale()))
        self._preview.setStyleSheet(REFUSED if refusal else "")
        self.saveButton().setEnabled(not refusal)
        for box, check in (
            (self._width, check_width),
            (self._height, check_height),
            (self._scale, check_scale),
        ):
            box.lineEdit().setStyleSheet(REFUSED if refuses(check, box.value()) else "")

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
