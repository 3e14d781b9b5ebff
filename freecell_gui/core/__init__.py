"""The Qt-free core: cards, Microsoft's generator and deals, text formats, batch dealing, the finder, the
rules (positions and moves) and the solvers. Its public face: deals, positions and the notation of moves."""

from freecell_gui.core.deals.deal import Deal, deal, deal_freecell
from freecell_gui.core.deals.generator import FIRST_DEAL, LAST_DEAL, DealRange, validate_deal_number
from freecell_gui.core.notation.standard import Move, parse_moves
from freecell_gui.core.rules.position import Position

__all__ = [
    "FIRST_DEAL",
    "LAST_DEAL",
    "Deal",
    "DealRange",
    "Move",
    "Position",
    "deal",
    "deal_freecell",
    "parse_moves",
    "validate_deal_number",
]
