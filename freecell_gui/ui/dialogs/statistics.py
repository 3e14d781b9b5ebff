"""Game → Statistics: the games played by hand, won, the win rate and streaks, and for each deal played
the player's best beside the fewest moves known (the deal catalogue's, saying whose count it is, or "not
known": never a guess). Double-clicking a deal opens it.

The figures are read when the dialog opens, from the record (app/record/) and the catalogue's rows of
the deals listed; the dialog only words them.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QLocale, Qt, Signal, Slot
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from freecell_gui.app.play_state import clock_text
from freecell_gui.app.record.statistics import DealRecord, Statistics, shortest_known
from freecell_gui.core.catalogue.store import Row
from freecell_gui.ui.text.i18n import format_number

NONE = "—"


@dataclass(frozen=True)
class RecordFigures:
    """What the dialog shows: the statistics and each deal's record (read from the record), the
    catalogue's rows of those deals, and where the record lives (or why it cannot be read)."""

    statistics: Statistics
    deals: Sequence[DealRecord]
    catalogue: Mapping[int, Row]
    where: str
    problem: str = ""


class StatisticsDialog(QDialog):
    """``dealActivated(n)``: a deal double-clicked, to open on the board."""

    dealActivated = Signal(object)

    def __init__(self, figures: RecordFigures, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statisticsDialog")
        self.setWindowTitle(self.tr("Statistics"))
        self._figures = figures
        layout = QVBoxLayout(self)
        form = QFormLayout()
        for label, value in self._summary():
            shown = QLabel(value)
            shown.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            form.addRow(label, shown)
        layout.addLayout(form)
        self._table = self._deal_table()
        layout.addWidget(self._table, 1)
        note = QLabel(
            figures.problem or self.tr("Your games are recorded in %1").replace("%1", figures.where)
        )
        note.setObjectName("recordNote")
        note.setWordWrap(True)
        note.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(note)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(720, 520)

    def table(self) -> QTableWidget:
        return self._table

    def _column_names(self) -> list[str]:
        return [
            self.tr("Deal"),
            self.tr("Played"),
            self.tr("Won"),
            self.tr("Fewest moves"),
            self.tr("Fastest"),
            self.tr("Fewest known"),
        ]

    def _column_tips(self) -> list[str]:
        counted = self.tr("counted as freecellgamesolutions.com counts: autoplay's moves home apart")
        catalogue = self.tr(
            "The fewest moves known to solve the deal, from the deal catalogue (Game → Build catalogue…), %1"
        )
        return [
            "",
            self.tr("Games begun on this deal"),
            self.tr("Games won without the solver's moves"),
            self.tr("Your fewest moves in a win, %1").replace("%1", counted),
            self.tr("Your fastest win"),
            catalogue.replace("%1", counted),
        ]

    def summary(self) -> list[tuple[str, str]]:
        """The figures at the top, as (label, value) pairs."""
        return self._summary()

    def _summary(self) -> list[tuple[str, str]]:
        counted = self._figures.statistics
        played = format_number(counted.played)
        if counted.under_way:
            played = (
                self.tr("%1 (%2 under way)")
                .replace("%1", played)
                .replace("%2", format_number(counted.under_way))
            )
        rate = counted.win_rate()
        lines = [
            (self.tr("Games played:"), played),
            (self.tr("Won:"), format_number(counted.won)),
            (self.tr("Win rate:"), NONE if rate is None else QLocale().toString(100 * rate, "f", 0) + " %"),
            (self.tr("Current streak:"), format_number(counted.current_streak)),
            (self.tr("Longest streak:"), format_number(counted.longest_streak)),
        ]
        if counted.by_solver:
            lines.append((self.tr("Finished by the solver:"), format_number(counted.by_solver)))
        return lines

    def _deal_table(self) -> QTableWidget:
        deals = self._figures.deals
        names = self._column_names()
        table = QTableWidget(len(deals), len(names))
        table.setObjectName("dealRecords")
        table.setHorizontalHeaderLabels(names)
        for column, tip in enumerate(self._column_tips()):
            header = table.horizontalHeaderItem(column)
            if header is not None:
                header.setToolTip(tip)
        table.verticalHeader().setVisible(False)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        table.horizontalHeader().setStretchLastSection(True)
        for row, record in enumerate(deals):
            for column, text in enumerate(self._cells(record)):
                item = QTableWidgetItem(text)
                item.setData(Qt.ItemDataRole.UserRole, record.deal)
                if column < len(names) - 1:  # numbers, aligned as numbers
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                table.setItem(row, column, item)
        if not deals:
            table.hide()
        table.cellDoubleClicked.connect(self._on_table_cell_double_clicked)
        return table

    def _cells(self, record: DealRecord) -> list[str]:
        known = shortest_known(self._figures.catalogue.get(record.deal))
        fewest = NONE if record.fewest_moves is None else format_number(record.fewest_moves)
        fastest = NONE if record.fastest_seconds is None else clock_text(record.fastest_seconds)
        whose = (
            self.tr("not known")
            if known is None
            else self.tr("%1, by %2", "moves, by a solver")
            .replace("%1", format_number(known.moves))
            .replace("%2", known.by)
        )
        return [
            format_number(record.deal),
            format_number(record.played),
            format_number(record.won),
            fewest,
            fastest,
            whose,
        ]

    @Slot(int, int)
    def _on_table_cell_double_clicked(self, row: int, column: int) -> None:
        item = self._table.item(row, column)
        if item is not None:
            self.dealActivated.emit(int(item.data(Qt.ItemDataRole.UserRole)))


def show_statistics(
    parent: QWidget, figures: RecordFigures, open_deal: Callable[[int], None]
) -> StatisticsDialog:
    """Game → Statistics: the dialog over the window (not modal: a deal double-clicked opens behind it)."""
    dialog = StatisticsDialog(figures, parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.dealActivated.connect(open_deal)
    dialog.show()
    return dialog
