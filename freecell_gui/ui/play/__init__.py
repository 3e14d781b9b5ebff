"""Play by hand: moves made on the board, continue from a solution's step, the game shown in the panel."""
