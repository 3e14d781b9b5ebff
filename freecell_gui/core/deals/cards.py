"""Cards as small integers: index = 4·rank + suit, so Ace of Clubs is 0 and King of Spades 51.

This is the order of Microsoft's FreeCell deck before the shuffle, which is why the dealing code
can start from ``range(52)``.
"""

from __future__ import annotations

from freecell_gui.util.text_marks import QT_TRANSLATE_NOOP, message, shorten_for_message

RANKS = "A23456789TJQK"
SUITS = "CDHS"
SUIT_SYMBOLS = "♣♦♥♠"
DECK_SIZE = 52

#: Two-character codes in index order: CARD_CODES[0] == "AC", CARD_CODES[51] == "KS".
CARD_CODES: tuple[str, ...] = tuple(r + s for r in RANKS for s in SUITS)
#: The cards as freecellgamesolutions.com's deal tables write them, in index order: "A♣" … "10♥" … "K♠".
CARD_SYMBOL_TEXTS: tuple[str, ...] = tuple(
    ("10" if rank == "T" else rank) + symbol for rank in RANKS for symbol in SUIT_SYMBOLS
)
# A card's index by its code as written in CARD_CODES ("7D"); parse_card reads the other spellings.
CODE_INDEX: dict[str, int] = {code: i for i, code in enumerate(CARD_CODES)}
_SYMBOL_TO_SUIT = dict(zip(SUIT_SYMBOLS, SUITS, strict=True))
# Text-presentation variants people paste from web pages (outlined suits, emoji selector stripped).
_SYMBOL_TO_SUIT.update({"♧": "C", "♢": "D", "♡": "H", "♤": "S"})


class CardError(ValueError):
    """A token that is not a card."""


def card_index(rank: int, suit: int) -> int:
    """Index of the card of ``rank`` (0 = Ace … 12 = King) and ``suit`` (0 = ♣ … 3 = ♠)."""
    return 4 * rank + suit


def card_code(index: int) -> str:
    """``"JD"`` for the Jack of Diamonds; T stands for ten."""
    return CARD_CODES[index]


def card_rank(index: int) -> int:
    return index >> 2


def card_suit(index: int) -> int:
    return index & 3


def card_symbol_text(index: int) -> str:
    """``"J♦"``, ``"10♥"``: the form of the deal tables on freecellgamesolutions.com."""
    return CARD_SYMBOL_TEXTS[index]


def parse_card(token: str) -> int:
    """The index of a card written as ``JD``, ``jd``, ``10D``, ``TD`` or ``J♦``; raises :class:`CardError`."""
    text = token.strip().replace("\ufe0f", "")
    if len(text) >= 2:
        rank_text, suit_text = text[:-1].upper(), text[-1]
        suit = _SYMBOL_TO_SUIT.get(suit_text, suit_text.upper())
        if rank_text == "10":
            rank_text = "T"
        index = CODE_INDEX.get(rank_text + suit)
        if index is not None:
            return index
    template = QT_TRANSLATE_NOOP(
        "Layouts", "{token} is not a card (expected a rank A 2-9 T/10 J Q K and a suit C D H S or ♣♦♥♠)"
    )
    raise CardError(message(template, token=shorten_for_message(token)))
