"""Runs after tests/ui/board/test_broken_deck.py (file order): none of its deck folders outlives its tests."""

from __future__ import annotations

from freecell_gui.ui.board.deck import DECK_CODES, card_renderer


def test_the_tests_after_the_broken_decks_draw_with_the_real_deck(qapp) -> None:  # type: ignore[no-untyped-def]
    """A window repainting as it closed, its deck folder still patched, once made a renderer of that
    folder which every later test drew with (seen under load: 4 runs in 12)."""
    renderer = card_renderer("classic")
    assert all(renderer.source_path(code) is not None for code in DECK_CODES)
