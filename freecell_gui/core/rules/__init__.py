"""The rules of FreeCell: positions, moves and their replay, autoplay, hand play's picks, and the
readers of solutions that must play moves to read them."""
