"""The FreeCell board: felt, four free cells, four foundations and eight cascades of 52 card widgets.

Cards are keyed by identity: widget k always shows card k (index = 4·rank + suit) and is placed where
the :class:`Position` has that card, so a move only moves the widgets of the cards that moved — and may
slide them there. Stacking follows the position: foundations from the ace up, then free cells, then each
cascade from its first dealt card to its exposed one; sliding cards fly above everything.
"""

from __future__ import annotations

import math
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QRect, Slot
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QWidget

from freecell_gui.core.deals.cards import DECK_SIZE, card_code, card_index
from freecell_gui.core.deals.deal import CASCADE_COUNT, ROW_COUNT, Deal
from freecell_gui.core.notation.standard import COLUMN_NAMES, FREE_CELL_NAMES, HOME
from freecell_gui.core.rules.position import Position
from freecell_gui.ui.board.animation import CardAnimator
from freecell_gui.ui.board.card_table import CardTableWidget
from freecell_gui.ui.board.card_widget import CardWidget
from freecell_gui.ui.board.layout import BoardLayout, board_layout, rows_of
from freecell_gui.ui.board.painting import Box, paint_felt

if TYPE_CHECKING:
    from freecell_gui.core.games import AnyDeal


CORNER = 0.08  # of the card width: room for any deck's rounded corner (the packaged decks use 5.6 %)
Place = tuple[str, int, int]  # ("cascade", column, row), ("cell", cell, 0) or ("home", suit, 0)
# Where the cards wait, hidden, until the first deal: in dealing order.
_WAITING = [("cascade", k % CASCADE_COUNT, k // CASCADE_COUNT) for k in range(DECK_SIZE)]


def _placements(position: Position) -> tuple[list[Place], list[int]]:
    """Each card's place, and the stacking order (bottom first)."""
    places: list[Place] = [("", 0, 0)] * DECK_SIZE
    order: list[int] = []
    for suit, count in enumerate(position.foundations):
        for rank in range(count):
            card = card_index(rank, suit)
            places[card] = ("home", suit, 0)
            order.append(card)
    for cell, card_or_none in enumerate(position.free_cells):
        if card_or_none is not None:
            places[card_or_none] = ("cell", cell, 0)
            order.append(card_or_none)
    for column, cascade in enumerate(position.cascades):
        for row, card in enumerate(cascade):
            places[card] = ("cascade", column, row)
            order.append(card)
    return places, order


class BoardWidget(CardTableWidget):
    """Shows one :class:`Position`; ``displayedCascades()`` reads the cascades back from the widgets."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(DECK_SIZE, parent)
        for index, widget in enumerate(self._cards):
            widget.setCard(card_code(index))
        self._deal: Deal | None = None
        self._position: Position | None = None
        self._places: list[Place] = []
        self._animator = CardAnimator(self)
        self._animator.finished.connect(self._on_animator_finished)
        self._covered_height: list[int | None] = [None] * DECK_SIZE  # see _show_heights
        self._layout_rows = ROW_COUNT
        self._layout = board_layout(self.width(), self.height(), ROW_COUNT)
        self._place_cache: dict[Place, tuple[QRect, Box]] = {}  # see _card_places

    # -- public API -------------------------------------------------------------------------------------

    def position(self) -> Position | None:
        return self._position

    def setPosition(self, position: Position, animate: bool = False) -> None:
        """Place every card where ``position`` has it; ``animate`` slides the cards that moved (~150 ms).

        A running slide is finished at once first, so quick changes never queue up.
        """
        if position == self._position:
            return
        self._animator.finish()
        first = self._position is None
        self._position = position
        self._places, order = _placements(position)
        if rows_of(position) != self._layout_rows:  # a long cascade: the cards overlap more
            self._relayout()
        slide = animate and not first
        if slide:
            self.followCards()  # the widgets slide from where the cards are painted
        places = self._card_places()
        moving: list[int] = []
        left = top = sys.maxsize  # ``changed``, around where each card that moves was and goes
        right = bottom = -sys.maxsize
        for index, (face, (rect, box)) in enumerate(zip(self._faces, places, strict=True)):
            was = face.box
            if was == box:
                continue
            (x, y, width, height), (new_x, new_y, new_width, new_height) = was, box
            left, top = min(left, x, new_x), min(top, y, new_y)
            right = max(right, x + width, new_x + new_width)
            bottom = max(bottom, y + height, new_y + new_height)
            if slide and (x, y) != (new_x, new_y):
                self._cards[index].resize(rect.size())
                moving.append(index)
            else:
                face.place(rect, box)  # within ``changed``, repainted below
        if moving:
            flying = set(moving)
            # Sliding cards fly above the rest, keeping their order: a sequence lands as it lies.
            staying = [card for card in order if card not in flying]
            order = staying + [card for card in order if card in flying]
        self._set_z_order([self._cards[i] for i in order])
        # One rectangle around everything that moves: painting through the ragged region the moves
        # leave (a dozen rectangles) makes every drawPixmap clip span by span, twice as slow.
        if right > left:
            self.update(left, top, right - left, bottom - top)
        if first:
            for widget in self._cards:
                widget.show()
        self._follow_later()
        self._show_heights(defer=bool(moving))
        if moving:
            self._animator.animate((self._cards[i], places[i][0].topLeft()) for i in moving)

    def display(self, dealt: AnyDeal, position: Position | None = None, animate: bool = False) -> None:
        if position is not None:
            self.setPosition(position, animate)
        else:
            assert isinstance(dealt, Deal)
            self.setDeal(dealt)

    def deal(self) -> Deal | None:
        """The deal last given to :meth:`setDeal`."""
        return self._deal

    def setDeal(self, deal: Deal) -> None:
        """Show the start of ``deal`` (no animation)."""
        if deal != self._deal:
            self._deal = deal
            self.setPosition(Position.deal(deal.number), animate=False)

    def animator(self) -> CardAnimator:
        return self._animator

    def boardLayout(self) -> BoardLayout:
        return self._layout

    def cardWidget(self, card: int) -> CardWidget:
        """The widget of card ``card`` (index = 4·rank + suit), at the geometry the board paints it at."""
        self.followCards()
        return self._cards[card]

    def cardRect(self, card: int) -> QRect:
        """Where the board paints card ``card`` (index = 4·rank + suit)."""
        return self._cards[card].table_rect  # a copy: the table's own is shared

    def pileRect(self, pile: str) -> QRect:
        """Where pile ``pile`` lies, named in standard notation: ``1``–``8`` a cascade (down to the board's
        bottom edge), ``a``–``d`` a free cell, ``h`` the four foundations; ValueError for anything else."""
        layout = self._layout
        if len(pile) == 1 and pile in COLUMN_NAMES:
            x = layout.columns[int(pile) - 1]
            return QRect(x, layout.cascade_top, layout.card_width, max(0, self.height() - layout.cascade_top))
        if len(pile) == 1 and pile in FREE_CELL_NAMES:
            return QRect(layout.free_cells[FREE_CELL_NAMES.index(pile)])
        if pile == HOME:
            return layout.foundations[0].united(layout.foundations[-1])
        raise ValueError(f"{pile!r} is not a pile (expected 1-8, a-d or h)")

    def displayedCascades(self) -> tuple[tuple[str, ...], ...]:
        """The cascades as painted: visible cards below the free cells and foundations, grouped by x (left
        to right), each top to bottom."""
        columns: dict[int, list[tuple[int, str]]] = {x: [] for x in self._layout.columns}
        for widget in self._cards:
            rect = widget.table_rect
            if widget.isVisibleTo(self) and rect.y() >= self._layout.cascade_top:
                columns.setdefault(rect.x(), []).append((rect.y(), widget.card()))
        return tuple(tuple(code for _, code in sorted(columns[x])) for x in sorted(columns))

    # -- CardTableWidget --------------------------------------------------------------------------------

    def _relayout(self) -> None:
        self._animator.finish()
        self._layout_rows = rows_of(self._position)
        self._layout = board_layout(self.width(), self.height(), self._layout_rows)
        self._place_cache = {}

    def _card_rects(self) -> Sequence[QRect]:
        return [rect for rect, _ in self._card_places()]

    def _card_places(self) -> list[tuple[QRect, Box]]:
        """Where each card goes at the current size, as a rectangle and as ints (x, y, width, height).
        Each place is made once per layout and kept (never changed in place): a deal switch looks its 52
        up rather than making 52 rectangles and asking each for its ints."""
        wanted = self._places or _WAITING  # nothing shown yet
        cache, places = self._place_cache, []
        for place in wanted:
            found = cache.get(place)
            if found is None:
                rect = self._place_rect(place)
                found = cache[place] = (rect, cast("Box", rect.getRect()))
            places.append(found)
        return places

    def _place_rect(self, place: Place) -> QRect:
        kind, where, row = place
        if kind == "cascade":
            return self._layout.card_rect(where, row)
        if kind == "cell":
            return self._layout.free_cells[where]
        return self._layout.foundation_rect(where)

    def _paint_felt(self, painter: QPainter) -> None:
        paint_felt(painter, self.rect(), self._layout, self._deck)

    def _place_cards(self) -> None:
        super()._place_cards()
        self._show_heights(defer=False)

    def _show_heights(self, defer: bool) -> None:
        """Tell each card how much of it shows: a strip when a card of its cascade lies on it (its index
        and the rounded corners of the card on it), nothing under a foundation's top card.

        While cards slide, a card is only shortened once the slide ends: until the moving card lands
        on it, all of it shows.
        """
        layout = self._layout
        corner = math.ceil(layout.card_width * CORNER) + 1
        strip = min(layout.card_height, layout.overlap + corner)
        heights: list[int | None] = [None] * DECK_SIZE
        if self._position is not None:
            for cascade in self._position.cascades:
                for card in cascade[:-1]:
                    heights[card] = strip
            for suit, count in enumerate(self._position.foundations):
                for rank in range(count - 1):
                    heights[card_index(rank, suit)] = 0
        self._covered_height = heights
        for face, height in zip(self._faces, heights, strict=True):
            shown = face.shown_height
            deferred = defer and height is not None and (shown is None or height < shown)
            if not deferred and face.show_height(height):  # more of it shows: repaint it
                self.update(face.rect)

    @Slot()
    def _on_animator_finished(self) -> None:
        for face, height in zip(self._faces, self._covered_height, strict=True):
            if face.show_height(height):
                self.update(face.rect)
