"""File → Export…: the dialog and what it asks for (the pictures themselves: ui/board/pictures.py)."""
