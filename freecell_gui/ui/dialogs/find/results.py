"""The find dialog's list of matches: the deal number, its range, and what is known of its solution.

What is known comes from the window's solve service where it has solved the deal (its count, and whose:
the count the status bar says), else from core (the game description's site coverage, the known
unsolvable deals): a match is never called solvable without a solver run, only "published solution"
where the site has one.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import QCoreApplication, Qt, Signal, Slot
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTreeWidget, QTreeWidgetItem, QWidget

from freecell_gui.core.deals.known_deals import is_known_unsolvable
from freecell_gui.core.games import FREECELL
from freecell_gui.ui.text.game_texts import range_label
from freecell_gui.ui.text.i18n import format_number
from freecell_gui.util.text_marks import QT_TRANSLATE_NOOP

PUBLISHED, UNSOLVABLE, NOT_PUBLISHED = (
    QT_TRANSLATE_NOOP("MatchList", "published solution"),
    QT_TRANSLATE_NOOP("MatchList", "no solution exists"),
    QT_TRANSLATE_NOOP("MatchList", "not published"),
)
COLUMNS = (
    QT_TRANSLATE_NOOP("MatchList", "Deal"),
    QT_TRANSLATE_NOOP("MatchList", "Range"),
    QT_TRANSLATE_NOOP("MatchList", "Solution"),
)


def solution_word(number: int) -> str:
    """What is known of deal ``number``'s solution, from the known deals and the site's coverage."""
    if is_known_unsolvable(number):
        word = UNSOLVABLE
    else:
        word = PUBLISHED if FREECELL.has_site_page(number) else NOT_PUBLISHED
    return QCoreApplication.translate("MatchList", word)


#: What the window's solver says of a deal it has solved (None: nothing), in the interface language.
KnownWords = Callable[[int], "str | None"]


def match_columns(number: int, known: KnownWords = lambda number: None) -> tuple[str, str, str]:
    """The three cells of a match: ``617``, ``Windows 1–32,000``, ``published solution`` (or what the
    solver has found: ``Solvable in 40 moves · our quick search, safe autoplay``)."""
    return format_number(number), range_label(FREECELL, number), known(number) or solution_word(number)


class MatchList(QTreeWidget):
    """The matches as rows; double-click or Enter emits ``dealActivated`` with the number (a Python int).

    Enter goes no further than the list: the view would ignore it after activating, and the key would then
    press the dialog's default button.
    """

    dealActivated = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setColumnCount(len(COLUMNS))
        self.retranslateUi()
        self.setRootIsDecorated(False)
        self.setUniformRowHeights(True)  # ten thousand rows lay out in no time
        self.setAllColumnsShowFocus(True)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.header().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.header().setStretchLastSection(True)
        self.itemActivated.connect(self._on_item_activated)
        self._known: KnownWords = lambda number: None

    def setKnownWords(self, known: KnownWords) -> None:
        """Where a match's solution column reads what the solver has found of it."""
        self._known = known

    def retranslateUi(self) -> None:
        """Headers and every row's words in the interface language (the dialog calls this)."""
        self.setHeaderLabels([QCoreApplication.translate("MatchList", title) for title in COLUMNS])
        for row in range(self.topLevelItemCount()):
            item = self._row(row)
            for column, text in enumerate(match_columns(self.numberAt(row), self._known)):
                item.setText(column, text)

    def count(self) -> int:
        return self.topLevelItemCount()

    def addMatches(self, numbers: Iterable[int]) -> None:
        items = []
        for number in numbers:
            item = QTreeWidgetItem(list(match_columns(number, self._known)))
            item.setData(0, Qt.ItemDataRole.UserRole, number)
            item.setTextAlignment(0, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            items.append(item)
        self.addTopLevelItems(items)
        first = self.topLevelItem(0)
        if self.currentItem() is None and first is not None:
            self.setCurrentItem(first)

    def _row(self, row: int) -> QTreeWidgetItem:
        item = self.topLevelItem(row)
        if item is None:
            raise IndexError(f"no match in row {row}")
        return item

    def numberAt(self, row: int) -> int:
        return int(self._row(row).data(0, Qt.ItemDataRole.UserRole))

    def rowTexts(self, row: int) -> tuple[str, ...]:
        item = self._row(row)
        return tuple(item.text(column) for column in range(len(COLUMNS)))

    def activateCurrent(self) -> None:
        item = self.currentItem()
        if item is not None:
            self._on_item_activated(item, 0)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        super().keyPressEvent(event)
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.currentItem() is not None:
            event.accept()

    @Slot(QTreeWidgetItem, int)
    def _on_item_activated(self, item: QTreeWidgetItem, _column: int) -> None:
        self.dealActivated.emit(int(item.data(0, Qt.ItemDataRole.UserRole)))
