"""Where everything goes on the FreeCell board, for a given board size (pure geometry, no widgets).

The card width is the largest that fits both ways. Cascades overlap by a comfortable 28 % of a card's
height, shrinking down to 22 % when the height is short, but never below it: the index drawn in each
card's top 19.4 % must stay readable.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRect

from freecell_gui.core.deals.cards import SUITS
from freecell_gui.core.deals.deal import CASCADE_COUNT, ROW_COUNT
from freecell_gui.core.rules.position import Position
from freecell_gui.ui.board.deck import CARD_ASPECT, card_height

MIN_CARD_WIDTH = 30
MAX_OVERLAP = 0.28  # of the card height: the visible strip of a covered card
MIN_OVERLAP = 0.22  # the index needs 19.4 %, plus a margin
# Proportions of the card width.
MARGIN = 0.15
COLUMN_GAP = 0.12
ROW_GAP = 0.14
LABEL_HEIGHT = 0.24
SLOTS = 4  # free cells, and foundations
# Foundations left to right by suit, in the order the aces usually go up: ♠ ♥ ♦ ♣ (any order works).
FOUNDATION_SUITS = ("S", "H", "D", "C")


@dataclass(frozen=True)
class BoardLayout:
    card_width: int
    card_height: int
    overlap: int  # vertical offset between consecutive cards of a cascade
    free_cells: tuple[QRect, ...]
    foundations: tuple[QRect, ...]
    labels: tuple[QRect, ...]  # where the cascade numbers 1–8 are written
    columns: tuple[int, ...]  # x of each cascade
    cascade_top: int

    def card_rect(self, cascade: int, row: int) -> QRect:
        return QRect(
            self.columns[cascade], self.cascade_top + row * self.overlap, self.card_width, self.card_height
        )

    def foundation_rect(self, suit: int) -> QRect:
        """The foundation of ``suit`` (0 = ♣ … 3 = ♠, as in core/cards.py)."""
        return self.foundations[FOUNDATION_SUITS.index(SUITS[suit])]


def rows_of(position: Position | None) -> int:
    """The rows a layout makes room for: the longest cascade of ``position``, and at least a deal's 7."""
    if position is None:
        return ROW_COUNT
    return max(ROW_COUNT, *(len(cascade) for cascade in position.cascades))


def _height_in_cards(overlap: float, rows: int) -> float:
    """The board's height as a multiple of the card width, for a cascade of ``rows`` cards."""
    return 2 * MARGIN + ROW_GAP + LABEL_HEIGHT + CARD_ASPECT * (2 + (rows - 1) * overlap)


def board_layout(width: int, height: int, rows: int = 7) -> BoardLayout:
    """The layout of a ``width`` × ``height`` board whose longest cascade has ``rows`` cards."""
    rows = max(rows, 1)
    by_width = width / (CASCADE_COUNT + (CASCADE_COUNT - 1) * COLUMN_GAP + 2 * MARGIN)
    by_height = height / _height_in_cards(MIN_OVERLAP, rows)
    card_w = max(MIN_CARD_WIDTH, int(min(by_width, by_height)))
    card_h = card_height(card_w)
    # As much overlap as the height allows, within the limits.
    spare = height / card_w - _height_in_cards(0, rows)
    ratio = MIN_OVERLAP if rows == 1 else spare / (CARD_ASPECT * (rows - 1))
    ratio = min(MAX_OVERLAP, max(MIN_OVERLAP, ratio))
    overlap = max(round(ratio * card_h), round(MIN_OVERLAP * card_h))

    gap = round(COLUMN_GAP * card_w)
    used = CASCADE_COUNT * card_w + (CASCADE_COUNT - 1) * gap
    left = max(round(MARGIN * card_w), (width - used) // 2)
    columns = tuple(left + c * (card_w + gap) for c in range(CASCADE_COUNT))
    top = round(MARGIN * card_w)
    slots = tuple(QRect(x, top, card_w, card_h) for x in columns)
    label_top = top + card_h + round(ROW_GAP * card_w)
    label_height = round(LABEL_HEIGHT * card_w)
    labels = tuple(QRect(x, label_top, card_w, label_height) for x in columns)
    return BoardLayout(
        card_width=card_w,
        card_height=card_h,
        overlap=overlap,
        free_cells=slots[:SLOTS],
        foundations=slots[SLOTS:],
        labels=labels,
        columns=columns,
        cascade_top=label_top + label_height,
    )
