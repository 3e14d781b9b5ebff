"""The gallery tests' window size, and the catalogue opener the program uses (kept before the fixtures of
tests/ui/gallery/conftest.py replace it)."""

from __future__ import annotations

from freecell_gui.app import user_catalogue

WIDE = (1920, 1080)
USERS_OPENER = user_catalogue.open_user_catalogue
