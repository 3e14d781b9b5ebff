"""Which card may lie on which, and how many cards may move at once: the tableau's rules as tables
precomputed over all 52 × 52 pairs of cards (cards.py: index = 4·rank + suit), shared by
:class:`~freecell_gui.core.rules.position.Position`, the fast checks and the compiled search, with the words
of a refusal that names them.
"""

from __future__ import annotations

from freecell_gui.core.deals.cards import DECK_SIZE, card_code
from freecell_gui.util.text_marks import QT_TRANSLATE_NOOP, Message, message

__all__ = ["FITS", "TAKES", "cannot_go_on", "is_sequence", "supermove_limit"]


def _is_red(card: int) -> bool:
    return (card & 3) in (1, 2)


# FITS[card * 52 + onto] is 1 when `card` may lie on `onto` in the tableau (one rank lower, other colour).
FITS = bytes(
    (onto >> 2) == (card >> 2) + 1 and _is_red(card) != _is_red(onto)
    for card in range(DECK_SIZE)
    for onto in range(DECK_SIZE)
)


def _takes(onto: int) -> Message:
    """What may lie on ``onto``: the two cards one rank lower of the other colour, or nothing (an ace)."""
    fitting = [card_code(c) for c in range(DECK_SIZE) if FITS[c * DECK_SIZE + onto]]
    if not fitting:
        return message(QT_TRANSLATE_NOOP("MoveRules", "nothing"))
    first, second = fitting
    return message(QT_TRANSLATE_NOOP("MoveRules", "{first} or {second}"), first=first, second=second)


TAKES = tuple(_takes(onto) for onto in range(DECK_SIZE))


def is_sequence(column: tuple[int, ...], count: int) -> bool:
    """Whether the bottom ``count`` cards of ``column`` build down in alternating colours."""
    for depth in range(1, count):  # noqa: SIM110 (a plain loop: all() over a generator is slower here)
        if not FITS[column[-depth] * DECK_SIZE + column[-depth - 1]]:
            return False
    return True


def cannot_go_on(card: int, onto: int) -> Message:
    """The refusal of ``card`` onto ``onto``, naming the two cards that would fit."""
    template = QT_TRANSLATE_NOOP("MoveRules", "{card} cannot go on {onto} (it takes {takes})")
    return message(template, card=card_code(card), onto=card_code(onto), takes=TAKES[onto])


def supermove_limit(free_cells: int, empty_columns: int) -> int:
    """The most cards that may move at once through ``free_cells`` empty free cells and ``empty_columns``
    empty columns other than the target: (free cells + 1) × 2^(empty columns), the FreeCell FAQ's count."""
    return (free_cells + 1) << max(empty_columns, 0)
