"""A resize never renders the deck on the GUI thread: the old faces are shown scaled, then replaced."""

from __future__ import annotations

import threading

import pytest

from freecell_gui.core.deal import deal
from freecell_gui.ui.board import render_worker
from freecell_gui.ui.board.board import BoardWidget
from freecell_gui.ui.board.deck import DECK_CODES, card_renderer
from freecell_gui.ui.board.render_worker import DeckImages, render_card_image


@pytest.fixture
def renders(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, int, bool]]:
    """Every face the worker renders: (code, width, on the GUI thread?)."""
    seen: list[tuple[str, int, bool]] = []

    def spy(source: bytes | None, code: str, width: int, dpr: float):  # type: ignore[no-untyped-def]
        seen.append((code, width, threading.current_thread() is threading.main_thread()))
        return render_card_image(source, code, width, dpr)

    monkeypatch.setattr(render_worker, "render_card_image", spy)
    return seen


def test_a_resize_shows_the_old_faces_scaled_then_the_new_ones(qtbot, renders) -> None:  # type: ignore[no-untyped-def]
    board = BoardWidget()
    qtbot.addWidget(board)
    board.resize(700, 500)
    board.setDeal(deal(617))
    board.show()
    qtbot.waitUntil(lambda: all(card.isCrisp() for card in board.cardWidgets()))
    card = board.cardWidgets()[0]
    old_width = card.width()
    images = render_worker.deck_images(board.deck())
    on_the_spot = images.gui_thread_renders

    board.resize(1100, 800)
    new_width = card.width()
    assert new_width > old_width
    assert not card.isCrisp()  # drawn from the old pixmap, scaled, while the worker renders
    dpr = card.devicePixelRatioF()
    assert card.pixmap().width() == round(old_width * dpr)
    assert not board.grab().isNull()  # painting with the stand-in works (and renders nothing here)
    assert images.gui_thread_renders == on_the_spot

    qtbot.waitUntil(card.isCrisp, timeout=5000)
    assert card.pixmap().width() == round(new_width * dpr)
    assert all(card.isCrisp() for card in board.cardWidgets())
    assert images.gui_thread_renders == on_the_spot  # none of the new faces was rendered on the GUI thread
    new = [(code, on_gui) for code, width, on_gui in renders if width == new_width]
    assert {code for code, _ in new} == set(DECK_CODES)
    assert not any(on_gui for _, on_gui in new)


def test_sizes_overtaken_by_a_newer_one_are_dropped(qtbot, renders) -> None:  # type: ignore[no-untyped-def]
    images = DeckImages(card_renderer("classic"))
    images.pixmap("AC", 80, 1.0)  # the first size, on the spot: something to scale from
    for width in range(90, 130, 2):  # twenty sizes in a row, as a resize goes
        images.request(width, 1.0)
    images.waitForDone()
    qtbot.waitUntil(lambda: not images.isPending(), timeout=5000)
    widths = {width for _, width, _ in renders}
    assert 128 in widths
    assert len(widths) < 20  # the sizes still queued when a newer came were never rendered
    pixmap, crisp = images.pixmap("KS", 128, 1.0)
    assert crisp and pixmap.width() == 128
