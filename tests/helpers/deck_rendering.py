"""Waiting for the boards' render threads, so that a test leaves none of its work to the next."""

from __future__ import annotations

import time

from PySide6.QtCore import QCoreApplication

from freecell_gui.ui.board.deck_rendering import shared_deck_images

IDLE_WITHIN_S = 30  # a generous ceiling for a loaded machine, not a speed goal


def wait_for_deck_rendering() -> None:
    """Render every size still asked for and deliver it: afterwards no job runs or delivers faces."""
    deadline = time.monotonic() + IDLE_WITHIN_S
    while any(images.isPending() for images in shared_deck_images()):
        assert time.monotonic() < deadline, "a deck's render thread never went idle"
        for images in shared_deck_images():
            images.waitForDone()
        QCoreApplication.processEvents()  # the faces arrive through the event loop
