"""The card renderer: sizes at every pixel ratio, the cache, colours read back from pixels, broken files."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter, QPixmap

from freecell_gui.core.deals.cards import CARD_CODES, card_suit, parse_card
from freecell_gui.ui.board import deck as deck_module
from freecell_gui.ui.board.contact_sheet import render_contact_sheet
from freecell_gui.ui.board.deck import CARD_ASPECT, DECK_CODES, CardRenderer, card_height, card_renderer
from freecell_gui.ui.board.offscreen import ensure_gui_application
from freecell_gui.util.resources import DECK_NAMES, decks_root

pytestmark = pytest.mark.usefixtures("qapp")


def _image(pixmap: QPixmap) -> QImage:
    return pixmap.toImage().convertToFormat(QImage.Format.Format_ARGB32)


def _count(image: QImage, x0: float, y0: float, x1: float, y1: float, test) -> int:
    """How many pixels in the box (fractions of the image size) pass ``test(QColor)``."""
    w, h = image.width(), image.height()
    return sum(
        1
        for y in range(round(y0 * h), round(y1 * h))
        for x in range(round(x0 * w), round(x1 * w))
        if test(image.pixelColor(x, y))
    )


def _red(c: QColor) -> bool:
    return c.alpha() > 200 and c.red() > 150 and c.green() < 90 and c.blue() < 100


def _blue(c: QColor) -> bool:
    return c.alpha() > 200 and c.blue() > 130 and c.red() < 80 and c.green() < 120


def _green(c: QColor) -> bool:
    return c.alpha() > 200 and c.green() > 100 and c.red() < 60 and c.blue() < 100


def _dark(c: QColor) -> bool:
    return c.alpha() > 200 and max(c.red(), c.green(), c.blue()) < 70


@pytest.fixture
def renderer() -> CardRenderer:
    return CardRenderer("classic")


def test_card_height_keeps_poker_proportions() -> None:
    assert CARD_ASPECT == 3.5 / 2.5
    assert card_height(250) == 350
    assert card_height(60) == 84
    assert card_height(71) == 99


@pytest.mark.parametrize(("width", "dpr"), [(60, 1.0), (80, 2.0), (101, 1.5), (73, 1.25)])
def test_pixmap_is_rendered_at_device_pixels(renderer: CardRenderer, width: int, dpr: float) -> None:
    pixmap = renderer.pixmap("QH", width, dpr)
    assert pixmap.devicePixelRatio() == dpr
    assert pixmap.width() == round(width * dpr)
    assert pixmap.height() == round(card_height(width) * dpr)
    assert pixmap.deviceIndependentSize().width() == pytest.approx(width, abs=0.5)


def test_cache_returns_the_same_pixmap_for_the_same_key(renderer: CardRenderer) -> None:
    first = renderer.pixmap("7S", 90, 1.0)
    assert renderer.pixmap("7S", 90, 1.0) is first
    assert renderer.pixmap("7S", 90, 1.0).cacheKey() == first.cacheKey()
    other_size = renderer.pixmap("7S", 91, 1.0)
    other_ratio = renderer.pixmap("7S", 90, 2.0)
    assert other_size is not first and other_size.width() == 91
    assert other_ratio is not first and other_ratio.width() == 180
    assert renderer.pixmap("7D", 90, 1.0) is not first


def test_cache_is_bounded_and_forgets_the_least_recently_used(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(deck_module, "_CACHE_LIMIT", 3)
    renderer = CardRenderer("classic")
    oldest = renderer.pixmap("AC", 40)
    kept = renderer.pixmap("2C", 40)
    renderer.pixmap("3C", 40)
    assert renderer.pixmap("2C", 40) is kept  # touched, so "AC" is now the oldest
    renderer.pixmap("4C", 40)
    assert renderer.pixmap("2C", 40) is kept
    assert renderer.pixmap("AC", 40) is not oldest


def test_prerender_fills_the_cache(renderer: CardRenderer, monkeypatch: pytest.MonkeyPatch) -> None:
    renderer.prerender(CARD_CODES, 50, 1.0)
    calls: list[str] = []
    monkeypatch.setattr(renderer, "_render", lambda code, width, dpr: calls.append(code))
    for code in CARD_CODES:
        renderer.pixmap(code, 50, 1.0)
    assert calls == []


def test_shared_renderers_are_one_per_deck() -> None:
    classic = card_renderer("classic")
    assert card_renderer() is classic
    assert classic.deck_name == "classic"
    four = card_renderer("four-color")
    assert four is not classic and four.deck_name == "four-color"
    with pytest.raises(ValueError, match="unknown deck"):
        card_renderer("tarot")


def test_bad_requests_raise_value_errors(renderer: CardRenderer) -> None:
    with pytest.raises(ValueError, match="not a card"):
        renderer.pixmap("1X", 60)
    with pytest.raises(ValueError, match="width"):
        renderer.pixmap("AC", 0)
    with pytest.raises(ValueError, match="pixel ratio"):
        renderer.pixmap("AC", 60, 0.0)


def test_every_image_of_both_decks_renders() -> None:
    for name in DECK_NAMES:
        renderer = CardRenderer(name)
        for code in DECK_CODES:
            image = _image(renderer.pixmap(code, 40))
            centre = image.pixelColor(20, 28)
            assert centre.alpha() == 255, (name, code)


@pytest.mark.parametrize("code", CARD_CODES)
def test_index_corner_and_centre_hold_the_suit_colour(renderer: CardRenderer, code: str) -> None:
    red = card_suit(parse_card(code)) in (1, 2)  # diamonds, hearts
    image = _image(renderer.pixmap(code, 100))
    # The index lies in the top fifth of the card, left half; the rotated one mirrors it.
    corner_red = _count(image, 0.0, 0.0, 0.5, 0.2, _red)
    corner_dark = _count(image, 0.0, 0.0, 0.5, 0.2, _dark)
    mirror_red = _count(image, 0.5, 0.8, 1.0, 1.0, _red)
    if red:
        assert corner_red > 150 and mirror_red > 150 and corner_dark == 0
    else:
        assert corner_dark > 150 and corner_red == 0 and mirror_red == 0
    centre_red = _count(image, 0.2, 0.25, 0.8, 0.75, _red)
    assert (centre_red > 100) if red else (centre_red == 0)


FOUR_COLOR_INK = {"C": _green, "D": _blue, "H": _red, "S": _dark}


@pytest.mark.parametrize("code", CARD_CODES)
def test_four_color_deck_paints_diamonds_blue_and_clubs_green(code: str) -> None:
    image = _image(CardRenderer("four-color").pixmap(code, 100))
    ink = FOUR_COLOR_INK[code[1]]
    assert _count(image, 0.0, 0.0, 0.5, 0.2, ink) > 150
    assert _count(image, 0.2, 0.25, 0.8, 0.75, ink) > 100
    others = [test for test in FOUR_COLOR_INK.values() if test is not ink]
    assert all(_count(image, 0.0, 0.0, 1.0, 1.0, test) == 0 for test in others)


def test_corners_are_transparent_and_have_no_dark_fringe(renderer: CardRenderer) -> None:
    pixmap = renderer.pixmap("KS", 120)
    image = pixmap.toImage()
    assert image.hasAlphaChannel()
    assert image.pixelColor(0, 0).alpha() == 0
    # Stack the card on a white card: around the rounded corner nothing may be darker than the border.
    base = QImage(pixmap.size(), QImage.Format.Format_ARGB32)
    base.fill(QColor("white"))
    painter = QPainter(base)
    painter.drawPixmap(0, 0, pixmap)
    painter.end()
    darkest = min(base.pixelColor(x, y).lightness() for y in range(6) for x in range(6))
    assert darkest >= QColor("#5a5a5a").lightness() - 12


def test_corrupt_file_gives_placeholder_and_one_message(tmp_path: Path, caplog) -> None:
    (tmp_path / "AC.svg").write_text('<svg xmlns="http://www.w3.org/2000/svg"><rect', encoding="utf-8")
    renderer = CardRenderer("classic", folder=tmp_path)
    with caplog.at_level(logging.WARNING, logger=deck_module.__name__):
        pixmaps = [renderer.pixmap("AC", width) for width in (60, 61, 62, 60)]
    messages = [r.getMessage() for r in caplog.records]
    assert len(messages) == 1
    assert "AC.svg" in messages[0] and "placeholder" in messages[0]
    image = _image(pixmaps[0])
    assert (image.width(), image.height()) == (60, 84)
    assert image.pixelColor(30, 12).alpha() == 255  # the placeholder is an opaque card …
    assert _count(image, 0.1, 0.3, 0.9, 0.7, _dark) > 10  # … with its code written on it


def test_missing_file_is_named_once(tmp_path: Path, caplog) -> None:
    (tmp_path / "AC.svg").write_bytes((decks_root() / "four-color" / "AC.svg").read_bytes())  # not empty
    renderer = CardRenderer("four-color", folder=tmp_path)
    with caplog.at_level(logging.WARNING, logger=deck_module.__name__):
        renderer.pixmap("BJ", 50)
        renderer.pixmap("BJ", 70)
        renderer.pixmap("back", 50)
    messages = [r.getMessage() for r in caplog.records]
    assert len(messages) == 2
    assert "BJ.svg" in messages[0] and "back.svg" in messages[1]


def test_non_svg_document_is_refused_without_qt_warnings(tmp_path: Path, caplog) -> None:
    (tmp_path / "QD.svg").write_text("<html><body>not a card</body></html>", encoding="utf-8")
    with caplog.at_level(logging.WARNING, logger=deck_module.__name__):
        pixmap = CardRenderer("classic", folder=tmp_path).pixmap("QD", 60)
    assert pixmap.width() == 60
    assert "QD.svg" in caplog.records[0].getMessage()


def test_contact_sheet_has_every_card_on_felt(tmp_path: Path) -> None:
    path = tmp_path / "sheet.png"
    render_contact_sheet(path, "four-color", 30)
    image = QImage(str(path))
    gap = 4
    assert image.width() == gap + 13 * (30 + gap)
    assert image.height() == gap + 5 * (card_height(30) + gap)
    felt = image.pixelColor(1, 1)
    assert felt.green() > felt.red() and felt.green() > felt.blue()
    # Bottom row: back, small joker, big joker, then felt.
    row_y = gap + 4 * (card_height(30) + gap) + card_height(30) // 2
    assert image.pixelColor(gap + 3 * (30 + gap) + 15, row_y) == felt
    assert image.pixelColor(gap + 15, row_y) != felt


@pytest.mark.parametrize(
    ("deck", "width", "error"),
    [("tarot", 60, "unknown deck"), ("classic", 5, "width"), ("classic", 60.5, "width")],
)
def test_contact_sheet_rejects_bad_arguments(tmp_path: Path, deck: str, width, error: str) -> None:
    with pytest.raises(ValueError, match=error):
        render_contact_sheet(tmp_path / "x.png", deck, width)


def test_contact_sheet_reports_unwritable_paths(tmp_path: Path) -> None:
    with pytest.raises(OSError, match="cannot write"):
        render_contact_sheet(tmp_path / "missing" / "x.png")
    with pytest.raises(OSError, match="cannot write"):
        render_contact_sheet(tmp_path)  # a folder, not a file


def test_ensure_gui_application_reuses_the_running_one(qapp) -> None:
    assert ensure_gui_application() is QGuiApplication.instance() is qapp
