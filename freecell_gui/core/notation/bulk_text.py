"""Deals in bulk as text, assembled with NumPy: the output of ``freecell deal A..B`` at disk speed.

Every deal of a format has the same shape — a header with the deal number, then 52 card tokens in fixed
places with fixed separators — so a chunk of deals becomes one byte matrix filled by a single table
look-up, and a mask drops the padding of shorter tokens (``9♥`` against ``10♥``) where widths differ.
Each deal's text equals :func:`~freecell_gui.core.notation.formats.format_cards` under a line ``# deal N``,
or,
for ``json``, the object ``{"deal": N, "rows": [...]}`` on one line.
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from freecell_gui.core.deals.cards import CARD_CODES, DECK_SIZE, card_symbol_text
from freecell_gui.core.deals.deal import CASCADE_COUNT
from freecell_gui.core.notation.formats import FORMATS


def _lines(fmt: str) -> list[list[int]]:
    """Dealing-order positions, line by line, in the order the format writes them."""
    if fmt == "columns":
        return [list(range(c, DECK_SIZE, CASCADE_COUNT)) for c in range(CASCADE_COUNT)]
    return [list(range(r, min(r + CASCADE_COUNT, DECK_SIZE))) for r in range(0, DECK_SIZE, CASCADE_COUNT)]


def _wrapping(fmt: str, first_in_line: bool, last_in_line: bool, last_line: bool) -> tuple[bytes, bytes]:
    """What a format writes before and after a card, by the card's place."""
    if fmt != "json":
        return b"", b"\n" if last_in_line else b" "
    prefix = b'["' if first_in_line else b'"'
    if not last_in_line:
        return prefix, b'", '
    return prefix, b'"]' if last_line else b'"], '


_TEN = b"\x01"  # one-byte stand-in for "10" in the unicode format, so every token has one width
_PAD = b"\x00"


class BulkFormatter:
    """Formats chunks of consecutive deals (card indices in dealing order) in one of :data:`FORMATS`."""

    def __init__(self, fmt: str) -> None:
        if fmt not in FORMATS:
            raise ValueError(f"unknown format {fmt!r}: choose one of {', '.join(FORMATS)}")
        if fmt == "unicode":
            names = [card_symbol_text(card).encode().replace(b"10", _TEN) for card in range(DECK_SIZE)]
        else:
            names = [code.encode() for code in CARD_CODES]
        self._unicode = fmt == "unicode"
        wrappings: list[tuple[bytes, bytes]] = []
        positions: list[int] = []
        table_of_slot: list[int] = []
        lines = _lines(fmt)
        for line_number, line in enumerate(lines):
            for i, position in enumerate(line):
                wrapping = _wrapping(fmt, i == 0, i == len(line) - 1, line_number == len(lines) - 1)
                if wrapping not in wrappings:
                    wrappings.append(wrapping)
                positions.append(position)
                table_of_slot.append(wrappings.index(wrapping))
        tokens = [prefix + name + suffix for prefix, suffix in wrappings for name in names]
        self._width = max(map(len, tokens))
        self._padded = any(len(t) < self._width for t in tokens)
        # Tokens NUL-padded to one width, so a single `take` fetches every token of a chunk; any padding
        # is then removed by one bytes.replace, far cheaper than masking the byte matrix.
        self._tokens = np.array([t.ljust(self._width, _PAD) for t in tokens], dtype=f"S{self._width}")
        self._positions = np.array(positions, dtype=np.intp)
        self._table_offsets = np.array(table_of_slot, dtype=np.uint16) * DECK_SIZE
        self._head, self._tail = (b'{"deal": ', b', "rows": [') if fmt == "json" else (b"# deal ", b"\n")
        self._end = b"]}\n" if fmt == "json" else b""

    def format_chunk(self, first: int, orders: npt.NDArray[np.uint8]) -> bytes:
        """Deals ``first``, ``first + 1`` … whose card orders are the rows of ``orders`` (count × 52)."""
        parts = []
        start = 0
        while start < len(orders):  # split where the deal numbers gain a digit
            stop = min(len(orders), 10 ** len(str(first + start)) - first)
            parts.append(self._format_same_digits(first + start, orders[start:stop]))
            start = stop
        text = b"".join(parts)
        if self._padded:
            text = text.replace(_PAD, b"")
        return text.replace(_TEN, b"10") if self._unicode else text

    def _format_same_digits(self, first: int, orders: npt.NDArray[np.uint8]) -> bytes:
        count = len(orders)
        slots = orders[:, self._positions].astype(np.uint16)
        slots += self._table_offsets
        cards = self._tokens.take(slots).view(np.uint8).reshape(count, -1)
        numbers = np.arange(first, first + count, dtype=np.uint64)
        powers = np.uint64(10) ** np.arange(len(str(first)) - 1, -1, -1, dtype=np.uint64)
        digits = ((numbers[:, None] // powers) % np.uint64(10) + np.uint64(ord("0"))).astype(np.uint8)
        pieces = [
            np.broadcast_to(np.frombuffer(self._head, dtype=np.uint8), (count, len(self._head))),
            digits,
            np.broadcast_to(np.frombuffer(self._tail, dtype=np.uint8), (count, len(self._tail))),
            cards,
            np.broadcast_to(np.frombuffer(self._end, dtype=np.uint8), (count, len(self._end))),
        ]
        return np.concatenate(pieces, axis=1).tobytes()
