"""A layout that lines its widgets up left to right and starts another line where the width ends, as words
wrap: a row of sample badges that must never widen a narrow window (a language with longer words, two
docks beside the page). Its minimum width is its widest widget's; its height follows its width.
"""

from __future__ import annotations

from PySide6.QtCore import QMargins, QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QLayout, QLayoutItem, QWidget


class FlowLayout(QLayout):
    """Widgets in lines, ``spacing`` pixels apart both ways, each line aligned right (as a status line's
    items are) or left."""

    def __init__(self, parent: QWidget | None = None, spacing: int = 6, right: bool = True) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self._right = right
        self.setSpacing(spacing)
        self.setContentsMargins(QMargins(0, 0, 0, 0))

    def addItem(self, item: QLayoutItem) -> None:
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:  # type: ignore[override]  # Qt's None for out of range
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:  # type: ignore[override]
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self) -> Qt.Orientation:
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self._place(QRect(0, 0, width, 0), move=False)

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        self._place(rect, move=True)

    def sizeHint(self) -> QSize:
        """All in one line."""
        shown = [item.sizeHint() for item in self._items if not item.isEmpty()]
        width = sum(size.width() for size in shown) + self.spacing() * max(len(shown) - 1, 0)
        height = max((size.height() for size in shown), default=0)
        return _with_margins(QSize(width, height), self.contentsMargins())

    def minimumSize(self) -> QSize:
        """The widest widget alone on its line."""
        widest = QSize(0, 0)
        for item in self._items:
            widest = widest.expandedTo(item.minimumSize())
        return _with_margins(widest, self.contentsMargins())

    def _lines(self, width: int) -> list[list[QLayoutItem]]:
        lines: list[list[QLayoutItem]] = [[]]
        used = 0
        for item in (item for item in self._items if not item.isEmpty()):
            needed = item.sizeHint().width() + (self.spacing() if lines[-1] else 0)
            if lines[-1] and used + needed > width:
                lines.append([])
                needed, used = item.sizeHint().width(), 0
            lines[-1].append(item)
            used += needed
        return lines

    def _place(self, rect: QRect, move: bool) -> int:
        """Lay the items out in ``rect`` (``move``: set their geometry); returns the height taken."""
        area = rect.marginsRemoved(self.contentsMargins())
        y = area.top()
        for line in self._lines(area.width()):
            if not line:
                continue
            sizes = [item.sizeHint() for item in line]
            height = max(size.height() for size in sizes)
            total = sum(size.width() for size in sizes) + self.spacing() * (len(sizes) - 1)
            x = area.right() + 1 - total if self._right else area.left()
            for item, size in zip(line, sizes, strict=True):
                if move:
                    item.setGeometry(QRect(QPoint(max(x, area.left()), y), size.boundedTo(area.size())))
                x += size.width() + self.spacing()
            y += height + self.spacing()
        return (
            max(y - self.spacing() - area.top(), 0)
            + self.contentsMargins().top()
            + self.contentsMargins().bottom()
        )


def _with_margins(size: QSize, margins: QMargins) -> QSize:
    return size + QSize(margins.left() + margins.right(), margins.top() + margins.bottom())
