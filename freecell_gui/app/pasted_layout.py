"""A deal's layout given where moves were expected: ``freecell deal 617``'s text (fc-solve's columns, the
rows, the suit symbols, JSON) pasted as a solution or typed in the move field. Its cards read as moves
("7D" from column 7 to free cell d) until one does not ("move 2 `TD`: not a move"), which hides what
happened: the text is recognised and refused as a layout, and the window offers to find its deal. Qt-free.
"""

from __future__ import annotations

from freecell_gui.core.notation.formats import LayoutError, parse_layout
from freecell_gui.core.notation.standard import MoveTextError
from freecell_gui.util.text_marks import QT_TRANSLATE_NOOP, counted

LEAST_CARDS = 2  # the finder's least: one card is every 52nd deal
LAYOUT_NOT_MOVES = QT_TRANSLATE_NOOP("PastedText", "this is a deal's layout (%Ln card(s)), not moves", "", 1)


class LayoutNotMovesError(MoveTextError):
    """Text read as moves that is a deal's layout; ``text`` is that text (to find its deal)."""

    def __init__(self, text: str, cards: int) -> None:
        super().__init__(counted(LAYOUT_NOT_MOVES, cards))
        self.text = text


def refuse_layout(text: str) -> None:
    """Raise :class:`LayoutNotMovesError` if ``text``, which is not moves, reads as a layout of
    :data:`LEAST_CARDS` or more cards; return otherwise."""
    try:
        layout = parse_layout(text)
    except LayoutError:
        return
    if len(layout.cards) >= LEAST_CARDS:
        raise LayoutNotMovesError(text, len(layout.cards))
