"""Text: moves in standard notation, board formats, fc-solve's text, bulk text, lines of pasted text."""
