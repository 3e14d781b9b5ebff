"""A resize never renders the deck on the GUI thread: the old faces are shown scaled, then replaced."""

from __future__ import annotations

import threading
import time

import numpy as np
import numpy.typing as npt
import pytest
from PySide6.QtGui import QImage

from freecell_gui.core.deals.deal import deal
from freecell_gui.ui.board import deck_rendering
from freecell_gui.ui.board.board import BoardWidget
from freecell_gui.ui.board.deck import DECK_CODES, card_image, card_renderer, forget_renderers
from freecell_gui.ui.board.deck_rendering import RENDER_DELAY_MS, DeckImages, render_card_image


@pytest.fixture
def renders(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, int, bool]]:
    """Every face the worker renders: (code, width, on the GUI thread?), from a fresh cache: faces an
    earlier test left at these sizes (test_labels.py's window is 1100×800 too) would be crisp at once."""
    forget_renderers()
    seen: list[tuple[str, int, bool]] = []

    def spy(path: str | None, code: str, width: int, dpr: float):  # type: ignore[no-untyped-def]
        seen.append((code, width, threading.current_thread() is threading.main_thread()))
        return render_card_image(path, code, width, dpr)

    monkeypatch.setattr(deck_rendering, "render_card_image", spy)
    return seen


def test_a_resize_shows_the_old_faces_scaled_then_the_new_ones(qtbot, renders) -> None:  # type: ignore[no-untyped-def]
    # From no face at all: the shared cache may hold the new size already (test_labels.py, which runs
    # just before since the tests moved to tests/ui/board/, draws a board of that size).
    deck_rendering.deck_images("classic").release()
    board = BoardWidget()
    qtbot.addWidget(board)
    board.resize(700, 500)
    board.setDeal(deal(617))
    board.show()
    qtbot.waitUntil(lambda: all(card.isCrisp() for card in board.cardWidgets()))
    card = board.cardWidgets()[0]
    old_width = card.width()
    images = deck_rendering.deck_images(board.deck())
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
    assert widths == {128}  # sizes asked for within the delay of a newer one were never rendered
    pixmap, crisp = images.pixmap("KS", 128, 1.0)
    assert crisp and pixmap.width() == 128


def pixels(image: QImage) -> npt.NDArray[np.uint8]:
    image = image.convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)
    rows = np.frombuffer(image.constBits(), np.uint8).reshape(image.height(), image.bytesPerLine())
    copied: npt.NDArray[np.uint8] = rows[:, : image.width() * 4].copy()  # the converted image goes
    return copied


@pytest.mark.parametrize(("width", "dpr"), [(57, 1.0), (100, 2.0), (179, 1.0)])
def test_the_worker_draws_what_the_gui_thread_draws(qapp, width: int, dpr: float) -> None:  # type: ignore[no-untyped-def]
    """The worker reads the SVG file through Qt's image reader (which lets the GUI thread run Python
    meanwhile); its faces are the GUI thread's, pixel for pixel."""
    renderer = card_renderer("classic")
    for code in ("AS", "TD", "QH", "KC"):
        path = renderer.source_path(code)
        assert path is not None
        worker = render_card_image(path, code, width, dpr)
        here = card_image(renderer.svg(code), code, width, dpr)
        assert worker.size() == here.size() and worker.devicePixelRatio() == dpr
        assert np.array_equal(pixels(worker), pixels(here)), code


def test_a_file_the_reader_refuses_gets_the_plain_face(qapp, tmp_path) -> None:  # type: ignore[no-untyped-def]
    broken = tmp_path / "7H.svg"
    broken.write_bytes(b"<not svg")
    plain = pixels(card_image(None, "7H", 80, 1.0))
    assert np.array_equal(pixels(render_card_image(str(broken), "7H", 80, 1.0)), plain)
    assert np.array_equal(pixels(render_card_image(str(tmp_path / "gone.svg"), "7H", 80, 1.0)), plain)
    assert np.array_equal(pixels(render_card_image(None, "7H", 80, 1.0)), plain)
    good = render_card_image(card_renderer("classic").source_path("7H"), "7H", 80, 1.0)
    assert not np.array_equal(pixels(good), plain)


def test_without_the_svg_image_plugin_the_worker_still_draws_the_face(qapp, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(deck_rendering, "svg_reader_available", lambda: False)
    renderer = card_renderer("classic")
    face = render_card_image(renderer.source_path("QH"), "QH", 90, 1.0)
    assert np.array_equal(pixels(face), pixels(card_image(renderer.svg("QH"), "QH", 90, 1.0)))
    assert not np.array_equal(pixels(face), pixels(card_image(None, "QH", 90, 1.0)))


def test_the_worker_reads_files_never_python_made_buffers() -> None:
    """A QBuffer made in Python has virtual functions that take the GIL; Qt calls them inside the image
    reader while holding its plugin lock, which the GUI thread may wait for with the GIL held: the suite
    once hung there. The worker's module must not use one."""
    import inspect

    source = inspect.getsource(deck_rendering)
    assert "QBuffer" not in source.replace("never a QBuffer made in Python", "")
    assert "QImageReader(path" in source


def test_a_size_waits_for_the_resize_to_pause(qtbot, renders) -> None:  # type: ignore[no-untyped-def]
    images = DeckImages(card_renderer("classic"))
    images.pixmap("AC", 80, 1.0)
    images.request(90, 1.0)
    assert images.renderDelayRemaining() > 0 and images.isPending()
    # The event loop does not turn while this thread sleeps, so the delay, though overdue, cannot fire:
    # the next size comes longer than the delay after the first one, however loaded the machine.
    time.sleep(RENDER_DELAY_MS * 3 / 2 / 1000)
    assert images.renderDelayRemaining() == 0
    images.request(96, 1.0)  # the window still growing
    assert images.renderDelayRemaining() > 0  # put off again: the delay counts from the last size
    assert renders == [] and images.isPending()
    qtbot.waitUntil(lambda: not images.isPending(), timeout=5000)
    assert {width for _, width, _ in renders} == {96}
    assert images.pixmap("KS", 96, 1.0)[1]
