"""The gallery's legend: a strip under the filter bar saying what a caption's badge means — the moves of the
solution found, on the colour of the deal's difficulty band (not its length: 70 moves may be very hard, 87
easy) — with a sample badge of each band, named as Go → Random deal by difficulty names them, in the
colours the captions use (facts.py)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtGui import QColor, QResizeEvent
from PySide6.QtWidgets import QGridLayout, QLabel, QWidget

from freecell_gui.core.difficulty_bands import BANDS
from freecell_gui.ui.gallery.facts import (
    BAND_COLOURS,
    GAVE_UP_GREY,
    NO_SOLUTION,
    NO_SOLUTION_RED,
    text_colour_on,
)
from freecell_gui.ui.gallery.facts_tip import FactsTexts, band_name
from freecell_gui.ui.widgets.flow_layout import FlowLayout


def _badge(label: QLabel, colour: QColor) -> None:
    """``label`` drawn as a caption's badge: rounded, ``colour`` behind, white or black text on it."""
    text = text_colour_on(colour).name()
    label.setStyleSheet(
        f"QLabel {{ background: {colour.name()}; color: {text}; border-radius: 8px; padding: 1px 7px; }}"
    )


class GalleryLegend(QWidget):
    """ "Badge: moves of the solution found, coloured by difficulty" and a sample badge per colour."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("galleryLegend")
        self._title = QLabel()
        self._title.setObjectName("legendTitle")
        self._title.setWordWrap(True)  # wraps in a narrow window rather than widening it
        self._samples = {key: QLabel() for key in (*(band.key for band in BANDS), "no-solution", "gave-up")}
        for band in BANDS:
            _badge(self._samples[band.key], BAND_COLOURS[band.key])
        _badge(self._samples["no-solution"], NO_SOLUTION_RED)
        _badge(self._samples["gave-up"], GAVE_UP_GREY)
        self._badges = QWidget()  # the samples start another line rather than widen a narrow window
        flow = FlowLayout(self._badges)
        for sample in self._samples.values():
            flow.addWidget(sample)
        self._grid = QGridLayout(self)
        self._grid.setContentsMargins(8, 0, 8, 4)
        self._grid.setVerticalSpacing(2)
        self._one_line: bool | None = None
        self.retranslateUi()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._arrange()

    def _arrange(self) -> None:
        """The title and the badges side by side where both fit whole, else the badges under the title:
        beside a title squeezed to a narrow column, its words would be cut."""
        margins = self._grid.contentsMargins()
        room = self.width() - margins.left() - margins.right() - self._grid.horizontalSpacing()
        one_line = self._title.sizeHint().width() + self._badges.sizeHint().width() <= room
        if one_line == self._one_line:
            return
        self._one_line = one_line
        for widget in (self._title, self._badges):
            self._grid.removeWidget(widget)
        if one_line:
            self._grid.addWidget(self._title, 0, 0)
            self._grid.addWidget(self._badges, 0, 1)
            self._grid.setColumnStretch(0, 1)
        else:
            self._grid.addWidget(self._title, 0, 0, 1, 2)
            self._grid.addWidget(self._badges, 1, 0, 1, 2)
            self._grid.setColumnStretch(0, 0)

    def samples(self) -> dict[str, QLabel]:
        """The sample badges by what they stand for: the difficulty bands' keys, "no-solution", "gave-up"."""
        return dict(self._samples)

    def retranslateUi(self) -> None:
        texts = FactsTexts()
        self._title.setText(texts.legend_title())
        for band in BANDS:
            self._samples[band.key].setText(band_name(band))
        self._samples["no-solution"].setText("✗ " + QCoreApplication.translate("Gallery", NO_SOLUTION))
        self._samples["gave-up"].setText("? " + texts.gave_up_short())
        self.setToolTip(texts.legend_tip())
        self._one_line = None  # words of another width: arranged again
        self._arrange()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)
