"""The gallery's legend: a strip under the filter bar saying what a caption's badge means — the moves of the
solution found, on a colour that is the deal's difficulty (not its length: 70 moves may be red, 87 green) —
with a sample badge of each colour, in the colours the captions use (facts.py)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QHBoxLayout, QLabel, QWidget

from freecell_gui.ui.gallery.facts import GAVE_UP_GREY, NO_SOLUTION, NO_SOLUTION_RED, difficulty_colour
from freecell_gui.ui.gallery.facts_tip import BAND_MIDDLES, BANDS, FactsTexts


def _badge(label: QLabel, colour: QColor) -> None:
    """``label`` drawn as a caption's badge: rounded, ``colour`` behind, white or black text on it."""
    text = "white" if colour.lightnessF() < 0.6 else "black"
    label.setStyleSheet(
        f"QLabel {{ background: {colour.name()}; color: {text}; border-radius: 8px; padding: 1px 7px; }}"
    )


class GalleryLegend(QWidget):
    """ "Badge: moves of the solution found, coloured by difficulty" and a sample badge per colour."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("galleryLegend")
        self._title = QLabel()
        self._title.setWordWrap(True)  # wraps in a narrow window rather than widening it
        self._samples = {key: QLabel() for key in (*BANDS, "no-solution", "gave-up")}
        for band, difficulty in zip(BANDS, BAND_MIDDLES, strict=True):
            _badge(self._samples[band], difficulty_colour(difficulty))
        _badge(self._samples["no-solution"], NO_SOLUTION_RED)
        _badge(self._samples["gave-up"], GAVE_UP_GREY)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 0, 8, 4)
        layout.addWidget(self._title, 1)
        for sample in self._samples.values():
            layout.addWidget(sample)
        self.retranslateUi()

    def samples(self) -> dict[str, QLabel]:
        """The sample badges by what they stand for: the difficulty bands, "no-solution", "gave-up"."""
        return dict(self._samples)

    def retranslateUi(self) -> None:
        texts = FactsTexts()
        self._title.setText(texts.legend_title())
        for band in BANDS:
            self._samples[band].setText(texts.band(band))
        self._samples["no-solution"].setText("✗ " + QCoreApplication.translate("Gallery", NO_SOLUTION))
        self._samples["gave-up"].setText("? " + texts.gave_up_short())
        self.setToolTip(texts.legend_tip())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)
