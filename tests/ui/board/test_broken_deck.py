"""A deck with a deleted, an empty and a non-XML card image (issue 11, item 3): every way of drawing names
each bad file once, draws a plain face for it and goes on — no crash, no flood of Qt warnings."""

from __future__ import annotations

import logging
import os
import shutil
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from freecell_gui.core.deals.cards import card_code
from freecell_gui.core.deals.deal import deal
from freecell_gui.ui.board import deck as deck_module
from freecell_gui.ui.board.deck import forget_renderers
from freecell_gui.ui.board.layout import board_layout
from freecell_gui.util.resources import DECKS_VARIABLE, decks_root
from tests.helpers.deck_rendering import wait_for_deck_rendering

BAD = {"AC": None, "2C": "<svg xmlns='http://www.w3.org/2000/svg'/>", "AS": "not XML at all"}


@pytest.fixture
def broken_decks(tmp_path: Path) -> Path:
    """A copy of both decks; in the classic one AC.svg is deleted, 2C.svg empty and AS.svg not XML."""
    root = tmp_path / "decks"
    for name in ("classic", "four-color"):
        shutil.copytree(str(decks_root() / name), root / name)
    for code, text in BAD.items():
        path = root / "classic" / f"{code}.svg"
        if text is None:
            path.unlink()
        else:
            path.write_text(text, encoding="utf-8")
    return root


@pytest.fixture
def use_decks() -> Iterator[Callable[[Path], None]]:
    """``use_decks(root)`` points the viewer at the decks folder ``root`` for the rest of the test.

    The real folder comes back only after the test's windows are closed (pytest-qt closes them before
    fixtures are torn down) and their render workers are idle, then the renderers are forgotten: a window
    repainting, or a face delivered, after that would otherwise make a renderer of ``root`` that every
    later test draws with.
    """
    with pytest.MonkeyPatch.context() as patch:

        def use(root: Path) -> None:
            patch.setenv(DECKS_VARIABLE, str(root))
            forget_renderers()

        yield use
        wait_for_deck_rendering()
    forget_renderers()  # the next test draws with the real deck again


@pytest.fixture
def use_broken_decks(broken_decks: Path, use_decks: Callable[[Path], None]) -> Path:
    use_decks(broken_decks)
    return broken_decks


def run(decks: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, DECKS_VARIABLE: str(decks)}
    return subprocess.run(
        [sys.executable, "-m", "freecell_gui", *args], capture_output=True, text=True, env=env, timeout=120
    )


def assert_each_bad_file_named_once(stderr: str, command: str) -> None:
    lines = stderr.splitlines()
    for code in BAD:
        named = [line for line in lines if f"/classic/{code}.svg" in line]
        assert len(named) == 1, stderr
        assert named[0].startswith(f"freecell {command}: warning: card image ")
    assert "qt." not in stderr and "Traceback" not in stderr


def _picture(path: Path, width: int, height: int) -> QImage:
    """The PNG, or the SVG drawn at ``width`` × ``height``."""
    if path.suffix == ".png":
        image = QImage(str(path))
        assert (image.width(), image.height()) == (width, height)
        return image
    renderer = QSvgRenderer(str(path))
    assert renderer.isValid() and renderer.viewBox() == QRect(0, 0, width, height)
    image = QImage(width, height, QImage.Format.Format_ARGB32)
    image.fill(QColor("black"))
    painter = QPainter(image)
    renderer.render(painter)
    painter.end()
    return image


def _white(color: QColor) -> bool:
    return min(color.red(), color.green(), color.blue()) > 235


def _dark(color: QColor) -> bool:
    return max(color.red(), color.green(), color.blue()) < 70


def _share(image: QImage, box: QRect, test) -> float:  # type: ignore[no-untyped-def]
    points = [(x, y) for y in range(box.top(), box.bottom() + 1) for x in range(box.left(), box.right() + 1)]
    return sum(1 for x, y in points if test(image.pixelColor(x, y))) / len(points)


@pytest.mark.parametrize("suffix", ["png", "svg"])
def test_export_names_each_bad_file_and_draws_a_plain_face(
    qapp, broken_decks: Path, tmp_path: Path, suffix: str
) -> None:  # type: ignore[no-untyped-def]
    target = tmp_path / f"deal1.{suffix}"
    result = run(broken_decks, "export", "1", str(target), "--width", "800", "--height", "576")
    assert result.returncode == 0, result.stderr[-2000:]
    assert_each_bad_file_named_once(result.stderr, "export")
    image = _picture(target, 800, 576)
    # The ace of clubs (row 4 of deal 1) shows its top strip: a white card, its index in dark ink.
    layout = board_layout(800, 576)
    k = [card_code(c) for c in deal(1).order].index("AC")
    strip = layout.card_rect(k % 8, k // 8)
    strip.setHeight(layout.overlap)
    inner = strip.adjusted(4, 3, -4, 0)
    assert _share(image, inner, _white) > 0.6
    corner = QRect(inner.left(), inner.top(), inner.width() // 3, inner.height())
    assert _share(image, corner, _dark) > 0.05


def test_deck_sheet_names_each_bad_file(qapp, broken_decks: Path, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    result = run(broken_decks, "deck-sheet", str(tmp_path / "sheet.png"), "--width", "40")
    assert result.returncode == 0, result.stderr[-2000:]
    assert_each_bad_file_named_once(result.stderr, "deck-sheet")
    image = QImage(str(tmp_path / "sheet.png"))
    gap = 5
    ace_of_clubs = QRect(gap + 4, gap + 4, 40 - 8, 56 - 8)  # first card of the first row
    assert _share(image, ace_of_clubs, _white) > 0.6


def test_the_good_deck_is_untouched(broken_decks: Path, tmp_path: Path) -> None:
    result = run(broken_decks, "export", "1", str(tmp_path / "x.png"), "--deck", "four-color")
    assert result.returncode == 0 and "warning" not in result.stderr


def test_the_viewer_logs_each_bad_file_once_and_shows_a_plain_face(
    use_broken_decks: Path, make_window, qtbot, caplog: pytest.LogCaptureFixture
) -> None:  # type: ignore[no-untyped-def]
    with caplog.at_level(logging.WARNING, logger=deck_module.__name__):
        window = make_window(1)
        window.resize(1000, 760)
        window.show()
        qtbot.waitExposed(window)
        first = window.grab().toImage()
        window.setDeal(2)
        window.setDeal(1)
        window.resize(900, 700)
        qtbot.wait(50)
        window.grab()
    messages = [record.getMessage() for record in caplog.records]
    for code in BAD:
        assert sum(f"{code}.svg" in message for message in messages) == 1, messages
    assert not first.isNull()


@pytest.fixture(params=["missing", "empty", "a file"])
def deckless_root(request: pytest.FixtureRequest, tmp_path: Path) -> Path:
    """A decks folder whose classic deck is missing, an empty folder, or a file (issue 20, item 6)."""
    root = tmp_path / "decks"
    root.mkdir()
    if request.param == "empty":
        (root / "classic").mkdir()
    elif request.param == "a file":
        (root / "classic").write_text("not a folder", encoding="utf-8")
    return root


@pytest.mark.parametrize("command", ["export", "deck-sheet"])
def test_a_deck_folder_without_cards_is_one_line(deckless_root: Path, tmp_path: Path, command: str) -> None:
    target = str(tmp_path / "picture.png")
    result = run(deckless_root, *(["export", "617", target] if command == "export" else [command, target]))
    assert result.returncode == 0, result.stderr[-2000:]
    warnings = [line for line in result.stderr.splitlines() if "warning" in line]
    assert len(warnings) == 1, result.stderr[-2000:]
    assert warnings[0].startswith(f"freecell {command}: warning: deck folder {deckless_root / 'classic'} ")
    assert warnings[0].endswith("drawing plain placeholder cards instead")
    assert not QImage(target).isNull()


def test_the_viewer_says_once_that_its_deck_folder_has_no_cards(
    deckless_root: Path,
    use_decks: Callable[[Path], None],
    make_window,
    qtbot,
    caplog: pytest.LogCaptureFixture,
) -> None:  # type: ignore[no-untyped-def]
    use_decks(deckless_root)
    with caplog.at_level(logging.WARNING, logger=deck_module.__name__):
        window = make_window(617)
        window.resize(1000, 760)
        window.show()
        qtbot.waitExposed(window)
        window.grab()
        window.resize(900, 700)
        qtbot.waitUntil(window.board().isCrisp)
        window.grab()
    messages = [record.getMessage() for record in caplog.records]
    assert len(messages) == 1 and str(deckless_root / "classic") in messages[0], messages
