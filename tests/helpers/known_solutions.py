"""Solutions kept as text because of what they show about reading a solution."""

from __future__ import annotations

# fc-solve's solution of deal 5731 (lg) less the moves safe autoplay makes. Move 67, "21", moves one card
# of a two-card run to an empty column: read as two (the most that may move) every move still replays
# and the game ends with 9 cards home.
DEAL_5731 = (
    "3a 3b 53 3c 3d 32 b3 36 a3 61 2b 2a c2 6c a6 c7 b6 32 65 4a 4c 4b b6 74 7b 31 c3 a3 7a 75 37 63v2 "
    "6c 63 a6 c6 86 8c 8a b8 c8 83 8h 78 a7 17 81 d8 68 16v5 1b 1c 1a 1d 12 ch 5h b2 d8 a3 73 68 2c 2b "
    "2d 2a 21 27 26 a1 d1 b1 c1 52 5a 56"
)
