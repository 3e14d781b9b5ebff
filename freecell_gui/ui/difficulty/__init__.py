"""Go → Random deal by difficulty: the menu of bands (menu.py) and the search for a deal off the GUI thread
(deal_search.py)."""
