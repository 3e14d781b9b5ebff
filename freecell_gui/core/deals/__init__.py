"""Deals: the cards, deal numbers, Microsoft's generator, a deal, batches of deals, Dou Dizhu."""
