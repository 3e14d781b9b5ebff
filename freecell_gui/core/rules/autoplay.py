"""The automatic moves to the foundations made after every move: Microsoft FreeCell's ("safe"), every
card that may go ("max"), or none.

The rule, from Microsoft FreeCell's own help (a card goes home by itself once it is no longer needed:
no lower card of the opposite colour is left in play; its text is reproduced at
https://www.solitaire-play.com/blog/online-freecell-solitaire.html) and Michael Keller's FreeCell FAQ
(http://solitairelaboratory.com/fcfaq.html, as summarised in Wikipedia's FreeCell article: Microsoft
autoplays aces and twos, but not a red three while a black two is still out):

* an ace or a two goes home as soon as it may;
* any higher card goes home once both cards of the opposite colour one rank lower are home.

fc-solve's "Horne" autoplay (Games::Solitaire::Verify::HorneAutomovePrune in shlomif/fc-solve) is
bolder — it also sends a card home when the opposite colour is only two ranks lower and the other suit
of its colour three ranks lower — so it is not Microsoft's, and solutions shortened with it would not
replay here. The short solutions of freecellgamesolutions.com leave out exactly Microsoft's moves.

"max" sends home every exposed card (and free-cell card) that may go, as macroxue's solver and web game
do: solutions get shorter, but a card can leave too early — deals 1941 and 98714 are solvable with safe
autoplay and not with max.
"""

from __future__ import annotations

from enum import Enum

from freecell_gui.core.deals.cards import DECK_SIZE, RANKS, SUITS
from freecell_gui.core.notation.standard import COLUMN_NAMES, FREE_CELL_NAMES, HOME, Move
from freecell_gui.core.rules.position import Position


class Autoplay(str, Enum):
    """The automatic moves home after each move. Its values are the words the settings store and the
    command line takes, and a mode equals its word, so a word read back is the mode."""

    SAFE = "safe"  # Microsoft's
    MAX = "max"  # every card that may go
    NONE = "none"

    def __str__(self) -> str:
        return self.value

    def __format__(self, spec: str) -> str:
        return format(self.value, spec)


#: The autoplay of a new game, a search, a replay or a solution that does not say which.
DEFAULT_AUTOPLAY = Autoplay.SAFE
#: The modes' words, the default first (the command line's choices, the settings' values).
AUTOPLAY_MODES = tuple(mode.value for mode in Autoplay)

_OPPOSITE_SUITS = ((1, 2), (0, 3), (0, 3), (1, 2))  # C D H S → the two suits of the other colour
_OPPOSITE_A = tuple(_OPPOSITE_SUITS[card & 3][0] for card in range(DECK_SIZE))
_OPPOSITE_B = tuple(_OPPOSITE_SUITS[card & 3][1] for card in range(DECK_SIZE))
_LOW = 8  # cards below index 8 are the aces and twos
_SUITS = tuple(range(len(SUITS)))
_RANKS = len(RANKS)  # cards of a suit


def goes_home(card: int, home: tuple[int, ...] | list[int]) -> bool:
    """Whether the exposed ``card`` goes home by itself, given ``home`` (cards home per suit)."""
    rank = card >> 2
    if home[card & 3] != rank:
        return False
    # Both opposite-colour cards of rank - 1 are home exactly when their suits hold `rank` cards.
    return card < _LOW or (home[_OPPOSITE_A[card]] >= rank and home[_OPPOSITE_B[card]] >= rank)


def safe_autoplay(position: Position) -> tuple[Position, tuple[Move, ...]]:
    """The position after every automatic move, and those moves in order (columns 1–8, then a–d)."""
    home = position.foundations
    # The common case, nothing to do, first and fast: most exposed cards are not even next for home.
    for column in position.cascades:
        if column and home[column[-1] & 3] == column[-1] >> 2 and goes_home(column[-1], home):
            break
    else:
        for card in position.free_cells:
            if card is not None and home[card & 3] == card >> 2 and goes_home(card, home):
                break
        else:
            return position, ()
    return _send_home(position, _LOW)


def max_autoplay(position: Position) -> tuple[Position, tuple[Move, ...]]:
    """The position after every card that may go home has gone, and those moves in order (columns 1–8,
    then a–d, again until nothing moves)."""
    return _send_home(position, DECK_SIZE)


def _send_home(position: Position, low: int) -> tuple[Position, tuple[Move, ...]]:
    """Every card that is next for its foundation goes home, again until none does (columns 1–8, then
    a–d), if it is below ``low`` or both opposite-colour cards one rank lower are home: safe autoplay is
    ``low`` = :data:`_LOW`, max autoplay every card low. :func:`goes_home`, inlined: this loop is the hot
    path of replays and searches."""
    columns, cells, counts = list(position.cascades), list(position.free_cells), list(position.foundations)
    opposite_a, opposite_b = _OPPOSITE_A, _OPPOSITE_B
    moves: list[Move] = []
    progress = True
    while progress:
        progress = False
        for i, column in enumerate(columns):
            taken = 0
            for card in reversed(column):
                rank = card >> 2
                if counts[card & 3] != rank or (
                    card >= low and (counts[opposite_a[card]] < rank or counts[opposite_b[card]] < rank)
                ):
                    break
                counts[card & 3] += 1
                taken += 1
            if taken:
                columns[i] = column[:-taken]
                moves.extend([Move(COLUMN_NAMES[i], HOME)] * taken)
                progress = True
        for slot, held in enumerate(cells):
            if held is None:
                continue
            rank = held >> 2
            if counts[held & 3] == rank and (
                held < low or (counts[opposite_a[held]] >= rank and counts[opposite_b[held]] >= rank)
            ):
                counts[held & 3] += 1
                cells[slot] = None
                moves.append(Move(FREE_CELL_NAMES[slot], HOME))
                progress = True
    if not moves:
        return position, ()
    return Position(tuple(columns), tuple(cells), tuple(counts)), tuple(moves)


def autoplay_of(word: str) -> Autoplay:
    """The mode ``word`` names; ValueError naming the choices for any other word."""
    try:
        return Autoplay(word)
    except ValueError:
        raise ValueError(
            f"unknown autoplay mode {word!r}: choose one of {', '.join(AUTOPLAY_MODES)}"
        ) from None


def autoplay_after(position: Position, mode: Autoplay) -> tuple[Position, tuple[Move, ...]]:
    """Automatic moves after a move with ``mode``."""
    if mode == Autoplay.SAFE:
        return safe_autoplay(position)
    if mode == Autoplay.MAX:
        return max_autoplay(position)
    autoplay_of(mode)
    return position, ()
