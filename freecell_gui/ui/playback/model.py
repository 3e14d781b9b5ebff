"""The move list as a Qt item model: row 0 is the start, row k the position after step k.

Moves the text gave are numbered as in the text (so "move 5" in a message is row "5."); the moves that
autoplay made after them follow unnumbered and grey. A sequence move listed as single-card steps is
numbered once, a bracket holding its steps together and naming the move they stand for. A move that did
not apply is shown last, in red and disabled: the playback stops before it.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QAbstractListModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontDatabase, QPalette
from PySide6.QtWidgets import QApplication

from freecell_gui.app.solution import ListedMove, Rejected
from freecell_gui.ui.playback.texts import texts

AnyIndex = QModelIndex | QPersistentModelIndex
ERROR_COLOUR = QColor("#b00020")
WRITTEN_WIDTH = 4  # "14v1": the longest single-card move, so that the brackets line up

# A step's flags, joined once: Qt's flags are Python enums here, and each join goes through the enum's
# constructor, while the view asks a row's flags for every row it lays out.
_STEP_FLAGS = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemNeverHasChildren


class StepListModel(QAbstractListModel):
    """Read-only rows: the start, every step, then the rejected move if there is one."""

    def __init__(self) -> None:
        super().__init__()
        self._start_label = "Start"
        self._steps: Sequence[ListedMove] = ()
        self._rejected: Rejected | None = None
        self._rejection = ""
        self._width = 1

    def setSteps(
        self, start_label: str, steps: Sequence[ListedMove], rejected: Rejected | None, rejection: str = ""
    ) -> None:
        """``rejection``: why ``rejected`` is illegal, in the interface language (its row's tooltip).

        Steps that only add to the rows listed (a game played on, the same rows kept) or replace their
        last ones (a move after an undo) insert and remove those rows alone: a long game's list is not
        laid out again on every move."""
        last = max(steps[-1].number if steps else 0, rejected.number if rejected else 0)  # numbers only grow
        width = len(str(last))
        frame = (start_label, rejected, self._rejected, width)
        same_frame = frame == (self._start_label, None, None, self._width)
        kept = _shared_rows(self._steps, steps) if same_frame else 0
        if not same_frame or (kept == 0 and self._steps):
            self.beginResetModel()
            self._start_label, self._steps, self._rejected = start_label, steps, rejected
            self._rejection, self._width = rejection, width
            self.endResetModel()
            return
        if kept < len(self._steps):
            self.beginRemoveRows(QModelIndex(), kept + 1, len(self._steps))
            self._steps = steps[:kept]
            self.endRemoveRows()
        if kept < len(steps):
            self.beginInsertRows(QModelIndex(), kept + 1, len(steps))
            self._steps = steps
            self.endInsertRows()
        self._steps = steps

    def stepCount(self) -> int:
        return len(self._steps)

    def rowCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008 - Qt's default argument
        if parent.isValid():
            return 0
        return 1 + len(self._steps) + (self._rejected is not None)

    def flags(self, index: AnyIndex) -> Qt.ItemFlag:
        if index.row() > len(self._steps):
            return Qt.ItemFlag.NoItemFlags  # the rejected move: shown, never a playback position
        return _STEP_FLAGS

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        row = index.row()
        if not index.isValid() or not 0 <= row < self.rowCount():
            return None
        if row == 0:
            return self._start_label if role == Qt.ItemDataRole.DisplayRole else None
        if row > len(self._steps):
            return self._rejected_data(role)
        step = self._steps[row - 1]
        if role == Qt.ItemDataRole.DisplayRole:
            first = not step.auto and (step.part is None or step.part.index == 1)
            number = f"{step.number:>{self._width}}." if first else " " * (self._width + 1)
            return f"{number} {step.text}" if step.part is None else f"{number} {_part_text(step)}"
        if role == Qt.ItemDataRole.ForegroundRole and step.auto:
            return QApplication.palette().brush(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text)
        if role == Qt.ItemDataRole.FontRole and step.by_solver:
            return _italic()
        if role == Qt.ItemDataRole.ToolTipRole and step.auto:
            return texts().auto_move_tip(step.text, step.number)
        if role == Qt.ItemDataRole.ToolTipRole and step.part is not None:
            return texts().single_step_tip(step.part)
        if role == Qt.ItemDataRole.ToolTipRole and step.by_solver:
            return texts().solver_move_tip()
        return None

    def _rejected_data(self, role: int) -> object:
        rejected = self._rejected
        assert rejected is not None
        if role == Qt.ItemDataRole.DisplayRole:
            return f"{rejected.number:>{self._width}}. {rejected.text}  ✗"
        if role == Qt.ItemDataRole.ForegroundRole:
            return QBrush(ERROR_COLOUR)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._rejection
        return None


def _shared_rows(old: Sequence[ListedMove], new: Sequence[ListedMove]) -> int:
    """How many first rows ``old`` and ``new`` share (the same objects, as a game's listing keeps them)."""
    shared = 0
    for before, after in zip(old, new, strict=False):
        if before is not after:
            break
        shared += 1
    return shared


def _part_text(step: ListedMove) -> str:
    """A single-card step as written (``14v1`` where a reader would take more cards), with its part of
    the bracket: ``┐ 73v3`` on the first step, ``│`` between, ``┘`` on the last."""
    part = step.part
    assert part is not None
    bracket = "┐ " + part.of if part.index == 1 else "┘" if part.index == part.count else "│"
    return f"{step.written:<{WRITTEN_WIDTH}} {bracket}"


def _italic() -> QFont:
    """The move list's font in italics: the moves the solver made for the player (continue from here)."""
    font = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
    font.setItalic(True)
    return font
