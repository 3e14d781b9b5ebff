"""Where a tool dialog goes so that it does not cover the board: beside the main window if the screen has
room, else beside the board over the window's docks (narrowed to its minimum width if need be), else at
the screen's edge over the window's side (the text pane's, on the right), below its menu and toolbar."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize
from PySide6.QtWidgets import QMainWindow, QWidget

GAP = 8  # pixels between the window and the dialog


def _clamp(value: int, low: int, high: int) -> int:
    return max(low, min(value, high))


def place_beside(
    window: QRect,
    dialog: QSize,
    screen: QRect,
    content_top: int | None = None,
    board: QRect | None = None,
    minimum_width: int | None = None,
) -> QRect:
    """The dialog's frame rectangle next to ``window`` (its frame), all within ``screen`` (available area).

    Right of the window first, then left of it. With no room on either side, beside ``board`` (the board's
    rectangle on the screen, if given) over the window's docks, as wide as there is room down to
    ``minimum_width``. Else against the screen's edge on the side with more room (the right on a tie, where
    the text pane sits), as narrow as it may be, so that it covers as little of the window as it can. Over
    the window its top is ``content_top`` (the top of the window's central area, below the menu and the
    toolbar; the window's top if None). The dialog is shrunk to the screen if it is larger.
    """
    width, height = min(dialog.width(), screen.width()), min(dialog.height(), screen.height())
    lowest_top = screen.bottom() + 1 - height
    top = _clamp(window.top(), screen.top(), lowest_top)
    room_right = max(screen.right() - window.right() - GAP, 0)  # a window reaching past the edge has none
    room_left = max(window.left() - screen.left() - GAP, 0)
    if room_right >= width:
        return QRect(window.right() + 1 + GAP, top, width, height)
    if room_left >= width:
        return QRect(window.left() - GAP - width, top, width, height)
    top = _clamp(window.top() if content_top is None else content_top, screen.top(), lowest_top)
    narrowest = min(width, minimum_width if minimum_width is not None else width)
    if board is not None:
        right_of_board = screen.right() - board.right() - GAP
        left_of_board = board.left() - screen.left() - GAP
        if right_of_board >= narrowest:
            return QRect(
                screen.right() + 1 - min(width, right_of_board), top, min(width, right_of_board), height
            )
        if left_of_board >= narrowest:
            return QRect(screen.left(), top, min(width, left_of_board), height)
    width = max(narrowest, max(room_right, room_left))  # over as little of the window as it can
    left = screen.right() + 1 - width if room_right >= room_left else screen.left()
    return QRect(left, top, width, height)


def place_beside_owner(dialog: QWidget, screen: QRect) -> None:
    """Move (and if need be shrink) ``dialog`` beside its parent's window, by :func:`place_beside`."""
    owner = dialog.parentWidget()
    if owner is None:
        return
    window = owner.window()
    central = window.centralWidget() if isinstance(window, QMainWindow) else None
    board = QRect(central.mapToGlobal(QPoint(0, 0)), central.size()) if central is not None else None
    content_top = board.top() if board is not None else None
    frame = dialog.frameGeometry()
    margins = frame.size() - dialog.geometry().size()  # the title bar and borders, once known
    narrowest = dialog.minimumSizeHint().expandedTo(dialog.minimumSize()).width() + margins.width()
    spot = place_beside(window.frameGeometry(), frame.size(), screen, content_top, board, narrowest)
    dialog.resize(spot.size() - margins)
    dialog.move(spot.topLeft())
