"""Back/forward through the deals viewed, as a browser does (Qt-free, so it is tested on its own)."""

from __future__ import annotations


class DealHistory:
    """Deals in the order viewed, with a cursor; visiting after going back drops the forward entries."""

    LIMIT = 1000  # holding Up scrubs through hundreds of deals: keep the list bounded

    def __init__(self) -> None:
        self._entries: list[int] = []
        self._cursor = -1

    def visit(self, number: int) -> None:
        if self._entries and self._entries[self._cursor] == number:
            return
        del self._entries[self._cursor + 1 :]
        self._entries.append(number)
        if len(self._entries) > self.LIMIT:
            del self._entries[0]
        self._cursor = len(self._entries) - 1

    def can_go_back(self) -> bool:
        return self._cursor > 0

    def can_go_forward(self) -> bool:
        return self._cursor < len(self._entries) - 1

    def back(self) -> int | None:
        """The previous deal, moving the cursor there, or None at the start."""
        if not self.can_go_back():
            return None
        self._cursor -= 1
        return self._entries[self._cursor]

    def forward(self) -> int | None:
        """The next deal after going back, moving the cursor there, or None at the end."""
        if not self.can_go_forward():
            return None
        self._cursor += 1
        return self._entries[self._cursor]
