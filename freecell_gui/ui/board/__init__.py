"""The boards: card widgets placed from a deal or a position, their layout, painting and animation.

Light on purpose: ``BoardWidget`` is loaded on first use, so importing a sibling module stays cheap.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from freecell_gui.ui.board.board import BoardWidget

__all__ = ["BoardWidget"]


def __getattr__(name: str) -> object:
    if name == "BoardWidget":
        from freecell_gui.ui.board.board import BoardWidget

        return BoardWidget
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
