"""The gallery's filter bar: a verdict and a range of moves over the catalogued deals, and a line saying what
the gallery shows (how many deals match, the finder's matches, or that nothing is catalogued yet).

Bounds that exclude each other ("at least 130, at most 100") are a slip, not a filter: the bar says so
beside them and keeps the filter shown before, as ``freecell catalogue query`` refuses them."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Signal, Slot
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from freecell_gui.core.catalogue.query import bounds_contradict
from freecell_gui.core.catalogue.store import VERDICTS
from freecell_gui.ui.text.i18n import format_number
from freecell_gui.util.text_marks import QT_TRANSLATE_NOOP

VERDICT_TEXTS = (
    (None, QT_TRANSLATE_NOOP("GalleryFilter", "Any verdict")),
    ("solved", QT_TRANSLATE_NOOP("GalleryFilter", "Solved")),
    ("no-solution", QT_TRANSLATE_NOOP("GalleryFilter", "No solution")),
    ("gave-up", QT_TRANSLATE_NOOP("GalleryFilter", "Solver gave up")),
)
assert tuple(verdict for verdict, _ in VERDICT_TEXTS[1:]) == VERDICTS
LABELS = (
    QT_TRANSLATE_NOOP("GalleryFilter", "&Verdict:"),
    QT_TRANSLATE_NOOP("GalleryFilter", "Moves at &least:"),
    QT_TRANSLATE_NOOP("GalleryFilter", "at &most:"),
)
ANY = QT_TRANSLATE_NOOP("GalleryFilter", "any")
ALL_DEALS = QT_TRANSLATE_NOOP("GalleryFilter", "&All deals")
CONTRADICTING = QT_TRANSLATE_NOOP(
    "GalleryFilter", "At least %1 moves is more than at most %2: this filter is not applied"
)
NOT_YET_WON = QT_TRANSLATE_NOOP("GalleryFilter", "Not yet &won")
NOT_YET_WON_TIP = QT_TRANSLATE_NOOP(
    "GalleryFilter", "Leave out the deals you have won (your record of games)"
)
MOST_MOVES = 9999
Filter = tuple[str | None, int | None, int | None]


def _tr(text: str) -> str:
    return QCoreApplication.translate("GalleryFilter", text)


class FilterBar(QWidget):
    """``filterChanged(verdict, min_moves, max_moves)`` (None: any) as the user picks, bounds that exclude
    each other left out; ``allDealsRequested`` from the button that leaves the finder's matches;
    ``notYetWonChanged(on)`` from "Not yet won"."""

    filterChanged = Signal(object, object, object)
    allDealsRequested = Signal()
    notYetWonChanged = Signal(bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._verdict_label, self._least_label, self._most_label = QLabel(), QLabel(), QLabel()
        self._verdict = QComboBox()
        for verdict, _ in VERDICT_TEXTS:
            self._verdict.addItem("", verdict)
        self._least, self._most = QSpinBox(), QSpinBox()
        for box in (self._least, self._most):
            box.setRange(0, MOST_MOVES)  # 0 is "any"
            box.setKeyboardTracking(False)
            box.valueChanged.connect(self._on_control_changed)
        self._verdict.currentIndexChanged.connect(self._on_control_changed)
        self._verdict_label.setBuddy(self._verdict)
        self._least_label.setBuddy(self._least)
        self._most_label.setBuddy(self._most)
        self._not_yet_won = QCheckBox()
        self._not_yet_won.toggled.connect(self.notYetWonChanged)
        self._all = QPushButton()
        self._all.setVisible(False)
        self._all.clicked.connect(self.allDealsRequested)
        self._contradiction = QLabel()
        self._contradiction.setObjectName("galleryContradiction")
        self._contradiction.setStyleSheet("QLabel { color: #c01c28; font-weight: bold; }")
        self._contradiction.setWordWrap(True)
        self._contradiction.setVisible(False)
        self._status = QLabel()
        self._status.setObjectName("galleryStatus")
        self._status.setWordWrap(True)
        # Two rows: the filters, then what they match; one row would widen a narrow window with docks.
        rows = QVBoxLayout(self)
        rows.setContentsMargins(8, 4, 8, 4)
        filters, matches = QHBoxLayout(), QHBoxLayout()
        rows.addLayout(filters)
        rows.addLayout(matches)
        for widget in (self._verdict_label, self._verdict, self._least_label, self._least):
            filters.addWidget(widget)
        filters.addWidget(self._most_label)
        filters.addWidget(self._most)
        filters.addWidget(self._contradiction, 1)
        matches.addWidget(self._not_yet_won)
        matches.addWidget(self._all)
        matches.addWidget(self._status, 1)
        self.retranslateUi()

    def retranslateUi(self) -> None:
        for label, text in zip(
            (self._verdict_label, self._least_label, self._most_label), LABELS, strict=True
        ):
            label.setText(_tr(text))
        for index, (_, text) in enumerate(VERDICT_TEXTS):
            self._verdict.setItemText(index, _tr(text))
        for box in (self._least, self._most):
            box.setSpecialValueText(_tr(ANY))
        self._all.setText(_tr(ALL_DEALS))
        self._say_contradiction()
        self._not_yet_won.setText(_tr(NOT_YET_WON))
        self._not_yet_won.setToolTip(_tr(NOT_YET_WON_TIP))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    def filter(self) -> Filter:
        verdict = self._verdict.currentData()
        return verdict, self._least.value() or None, self._most.value() or None

    def setFilter(self, verdict: str | None, min_moves: int | None, max_moves: int | None) -> None:
        """Show this filter in the controls, without a ``filterChanged``."""
        for widget in (self._verdict, self._least, self._most):
            widget.blockSignals(True)
        self._verdict.setCurrentIndex(max(0, self._verdict.findData(verdict)))
        self._least.setValue(min_moves or 0)
        self._most.setValue(max_moves or 0)
        for widget in (self._verdict, self._least, self._most):
            widget.blockSignals(False)
        self._say_contradiction()

    def setStatus(self, text: str, matches: bool = False) -> None:
        """The line on the right; ``matches``: the finder's matches are shown (a button leads back)."""
        self._status.setText(text)
        self._all.setVisible(matches)

    def status(self) -> str:
        return self._status.text()

    def contradiction(self) -> str:
        """What the bar says of bounds that exclude each other ("" when they do not)."""
        return self._contradiction.text() if not self._contradiction.isHidden() else ""

    def _say_contradiction(self) -> bool:
        """Say whether the bounds shown exclude each other; True if they do."""
        _, least, most = self.filter()
        contradicts = bounds_contradict(least, most)
        if contradicts:
            assert least is not None and most is not None
            text = _tr(CONTRADICTING).replace("%1", format_number(least)).replace("%2", format_number(most))
            self._contradiction.setText(text)
        self._contradiction.setVisible(contradicts)
        return contradicts

    @Slot()
    def _on_control_changed(self) -> None:
        if not self._say_contradiction():
            self.filterChanged.emit(*self.filter())
