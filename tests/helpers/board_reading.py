"""The position a FreeCell board draws, read back from its card widgets' places (not from its model)."""

from __future__ import annotations

from freecell_gui.core.deals.cards import card_code, card_rank
from freecell_gui.core.rules.position import Position
from freecell_gui.ui.board.board import BoardWidget

Drawn = tuple[tuple[tuple[str, ...], ...], tuple[str | None, ...], tuple[int, ...]]


def drawn(board: BoardWidget) -> Drawn:
    """Cascades top to bottom, free cells and foundation heights (per suit, 0 = ♣ … 3 = ♠) as the visible
    card widgets stand, once any animation has ended."""
    board.animator().finish()
    layout = board.boardLayout()
    cards = [board.cardWidget(card) for card in range(52)]
    visible = [(card, widget) for card, widget in enumerate(cards) if widget.isVisibleTo(board)]
    cells = tuple(
        next((card_code(card) for card, widget in visible if widget.geometry() == rect), None)
        for rect in layout.free_cells
    )
    heights = tuple(
        max(
            (
                card_rank(card) + 1
                for card, widget in visible
                if widget.geometry() == layout.foundation_rect(suit)
            ),
            default=0,
        )
        for suit in range(4)
    )
    return board.displayedCascades(), cells, heights


def expected(position: Position) -> Drawn:
    """What :func:`drawn` reads from a board that draws ``position``."""
    cascades = tuple(tuple(card_code(card) for card in cascade) for cascade in position.cascades)
    cells = tuple(None if card is None else card_code(card) for card in position.free_cells)
    return cascades, cells, tuple(position.foundations)
