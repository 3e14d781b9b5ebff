"""The Qt-free core: cards, Microsoft's generator and deals, text formats, batch dealing, the finder."""

from freecell_gui.core.deal import Deal, deal, deal_freecell
from freecell_gui.core.generator import FIRST_DEAL, LAST_DEAL, DealRange, validate_deal_number

__all__ = ["FIRST_DEAL", "LAST_DEAL", "Deal", "DealRange", "deal", "deal_freecell", "validate_deal_number"]
