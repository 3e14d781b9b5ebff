"""Labels: the column numbers readable on the felt (WCAG contrast measured on the painted board), court
cards without a sliver of their frame under the index, and numbers and ranges written alike everywhere."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QColor, QImage, QPainter

from freecell_gui.core import LAST_DEAL
from freecell_gui.core.deals.cards import card_index
from freecell_gui.ui.board.layout import board_layout
from freecell_gui.ui.board.painting import paint_felt
from freecell_gui.ui.window.main_window import MainWindow

MakeWindow = Callable[..., MainWindow]


def luminance(colour: QColor) -> float:
    """WCAG 2 relative luminance of an sRGB colour."""

    def linear(channel: int) -> float:
        c = channel / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    return 0.2126 * linear(colour.red()) + 0.7152 * linear(colour.green()) + 0.0722 * linear(colour.blue())


def contrast(a: QColor, b: QColor) -> float:
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def test_contrast_formula_matches_wcag_examples() -> None:
    assert contrast(QColor("white"), QColor("black")) == pytest.approx(21.0)
    assert contrast(QColor("#767676"), QColor("white")) == pytest.approx(4.54, abs=0.01)


@pytest.mark.parametrize(("width", "height"), [(1000, 700), (700, 520), (1300, 640)])
def test_column_numbers_contrast_with_the_felt(qapp, width: int, height: int) -> None:  # type: ignore[no-untyped-def]
    layout = board_layout(width, height, 7)
    image = QImage(width, height, QImage.Format.Format_RGB32)
    painter = QPainter(image)
    paint_felt(painter, image.rect(), layout, "classic")
    painter.end()
    for label in layout.labels:
        box = QRect(label).intersected(image.rect())
        pixels = [
            QColor(image.pixel(x, y))
            for x in range(box.left(), box.right())
            for y in range(box.top(), box.bottom())
        ]
        ink = max(pixels, key=luminance)  # the middle of a stroke: the label's own colour on the felt
        felt = max((QColor(image.pixel(x, box.top())) for x in range(box.left(), box.right())), key=luminance)
        assert contrast(ink, felt) >= 4.5, (label, ink.name(), felt.name())


def test_covered_court_cards_show_no_frame_under_the_index(make_window: MakeWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window(617)  # cascade 3 holds Q♦ covered; cascade 1 K♦
    window.resize(1100, 800)
    window.show()
    board = window.board()
    qtbot.waitUntil(board.isCrisp)
    image = board.grab().toImage()
    dpr = image.devicePixelRatio()
    for code in ("QD", "KD", "QC"):
        card = board.cardWidget(card_index("A23456789TJQK".index(code[0]), "CDHS".index(code[1])))
        shown = card.shownHeight()
        assert shown is not None, code  # covered: only its strip shows
        geometry = card.geometry()
        # The band between the index (top 19.4 %) and the card lying on it: face white only, and the
        # frame's colours (cream #f3e8c8, the suit's stroke) absent.
        top = geometry.top() + round(geometry.height() * 0.215)
        bottom = geometry.top() + shown - 2
        band = [
            QColor(image.pixel(round(x * dpr), round(y * dpr)))
            for x in range(geometry.left() + 8, geometry.right() - 8)
            for y in range(top, min(bottom, geometry.top() + board.boardLayout().overlap - 1))
        ]
        assert band, code
        assert all(colour.lightness() > 245 for colour in band), (
            code,
            {c.name() for c in band if c.lightness() <= 245},
        )


def test_numbers_are_grouped_alike_in_the_title_and_the_box(make_window: MakeWindow) -> None:
    window = make_window(LAST_DEAL)
    assert window.spinBox().text() == "8,589,934,591"
    assert window.spinBox().text() in window.windowTitle()


@pytest.mark.parametrize(
    ("number", "label"),
    [
        (617, "Windows 1 … 32,000"),
        (32_001, "Microsoft 1 … 1,000,000"),
        (1_000_001, "FreeCell Pro 1 … 8,589,934,591"),
        (2**32, "FreeCell Pro 1 … 8,589,934,591"),
    ],
)
def test_ranges_are_named_alike(make_window: MakeWindow, number: int, label: str) -> None:
    window = make_window(number)
    status = window.statusBar()
    assert status.range_label.text() == label  # type: ignore[attr-defined]
    assert window.spinBox().rangeText().endswith("1 … 8,589,934,591")  # the box's tooltip: the same "…"
