"""The Dou Dizhu board: the right cards in the right rows, every index visible, widgets reused, exports."""

from __future__ import annotations

from itertools import pairwise
from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QToolBar

from freecell_gui.core.deals.doudizhu import LAST_DOUDIZHU_DEAL, deal_doudizhu
from freecell_gui.core.games import DOUDIZHU, FREECELL
from freecell_gui.ui.board.doudizhu_board import DouDizhuBoardWidget
from freecell_gui.ui.board.pictures import export_board
from freecell_gui.util.resources import DECK_NAMES, deck_file_bytes

INDEX_WIDTH = 0.52  # the deck's index, rank and suit side by side, ends at ~52 % of the card width


@pytest.fixture
def board(qtbot) -> DouDizhuBoardWidget:  # type: ignore[no-untyped-def]
    widget = DouDizhuBoardWidget()
    qtbot.addWidget(widget)
    widget.resize(1000, 700)
    widget.show()
    return widget


@pytest.mark.parametrize("number", [1, 42, LAST_DOUDIZHU_DEAL])
def test_rows_show_the_landlord_cards_and_the_three_hands(board: DouDizhuBoardWidget, number: int) -> None:
    dealt = deal_doudizhu(number)
    board.setDeal(dealt)
    assert board.displayedHands() == (dealt.landlord, *dealt.players)


@pytest.mark.parametrize("size", [(420, 320), (800, 600), (1000, 700), (1600, 500), (600, 1000)])
def test_every_card_inside_and_every_index_visible(board: DouDizhuBoardWidget, size: tuple[int, int]) -> None:
    board.setDeal(deal_doudizhu(7))
    board.resize(*size)
    rows: dict[int, list] = {}  # type: ignore[type-arg]
    for widget in board.cardWidgets():
        assert board.rect().contains(widget.geometry()), (size, widget.geometry())
        rows.setdefault(widget.y(), []).append(widget.geometry())
    assert sorted(len(r) for r in rows.values()) == [3, 17, 17, 17]
    for row in rows.values():
        row.sort(key=lambda rect: rect.x())
        for left, right in pairwise(row):
            assert right.x() - left.x() >= INDEX_WIDTH * left.width()
    tops = sorted(rows)
    assert all(b - a >= rows[a][0].height() for a, b in pairwise(tops))  # rows do not overlap


def test_widgets_are_reused(board: DouDizhuBoardWidget) -> None:
    board.setDeal(deal_doudizhu(1))
    before = [id(w) for w in board.cardWidgets()]
    for number in range(2, 30):
        board.setDeal(deal_doudizhu(number))
    assert [id(w) for w in board.cardWidgets()] == before and len(before) == 54


def test_export_of_a_dou_dizhu_deal(qapp, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    first = QImage(str(export_board(deal_doudizhu(1), tmp_path / "a.png", 900, 600)))
    second = QImage(str(export_board(deal_doudizhu(2), tmp_path / "b.png", 900, 600, scale=2)))
    assert (first.width(), first.height(), second.width()) == (900, 600, 1800)
    svg = export_board(deal_doudizhu(1), tmp_path / "a.svg", 900, 600).read_text()
    assert "Dou Dizhu deal 1" in svg


# -- the look: full-size landlord's cards, a Q that stays a Q in a fan, jokers told apart by shape ------

FAN_STEP = 0.56  # the part of a card a hand's fan leaves visible (ui/board/doudizhu_board.py)


def render_card(deck: str, code: str, width: int = 250) -> QImage:
    """Card ``code`` of ``deck`` drawn straight from its SVG, on white, ``width`` pixels wide."""
    renderer = QSvgRenderer(deck_file_bytes(deck, code))
    size = renderer.defaultSize()
    image = QImage(width, round(width * size.height() / size.width()), QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    renderer.render(painter)
    painter.end()
    return image


def ink_rows(image: QImage, columns: range, rows: range) -> list[int]:
    """The rows, among ``rows``, holding a dark (letter-ink) pixel in one of ``columns``."""
    return [y for y in rows if any(image.pixelColor(x, y).lightness() < 90 for x in columns)]


@pytest.mark.parametrize("deck", DECK_NAMES)
def test_a_fanned_queen_shows_its_tail_so_it_does_not_read_as_a_g(deck: str) -> None:
    # The court letter sits at the card's centre (x 125 of 250); a fan hides all right of FAN_STEP.
    card = render_card(deck, "QS")
    visible = range(92, int(FAN_STEP * card.width()))
    letter = range(180, 270)  # below the crown, above the frame's bottom edge
    bowl_bottom = max(ink_rows(card, range(124, 127), letter))  # the bowl's lowest ink, at its centre
    lowest_visible = max(ink_rows(card, visible, letter))
    assert lowest_visible >= bowl_bottom + 3  # the tail crosses the bowl's bottom inside the visible part


def ink_mask(image: QImage, right: int, bottom: int) -> set[tuple[int, int]]:
    return {(x, y) for x in range(right) for y in range(bottom) if image.pixelColor(x, y).lightness() < 200}


@pytest.mark.parametrize("deck", DECK_NAMES)
def test_the_two_jokers_differ_in_shape_not_only_in_colour(deck: str) -> None:
    small, big = render_card(deck, "SJ"), render_card(deck, "BJ")
    # The index column a fan leaves visible, compared as ink masks: the colours do not count.
    right, bottom = int(0.25 * small.width()), int(0.5 * small.height())
    small_ink, big_ink = ink_mask(small, right, bottom), ink_mask(big, right, bottom)
    assert len(small_ink ^ big_ink) > 0.2 * len(big_ink)


def test_the_landlords_cards_are_full_size_and_wholly_visible(board: DouDizhuBoardWidget) -> None:
    board.setDeal(deal_doudizhu(42))
    widgets = sorted(board.cardWidgets(), key=lambda w: (w.y(), w.x()))
    landlord, hands = widgets[:3], widgets[3:]
    assert {w.size().toTuple() for w in landlord} == {hands[0].size().toTuple()}
    for card in landlord:
        assert not any(card.geometry().intersects(other.geometry()) for other in widgets if other is not card)


def test_dou_dizhu_has_no_site_button_and_freecell_has_one(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window(617)
    window.show()
    site = window.actionsByName()["openSite"]
    toolbar = window.findChild(QToolBar, "dealToolbar")
    assert toolbar is not None
    button = toolbar.widgetForAction(site)
    assert site.isVisible() and button is not None and button.isVisible()
    window.actionsByName()[f"game-{DOUDIZHU.key}"].trigger()
    assert not site.isVisible()
    qtbot.waitUntil(lambda: not button.isVisible())  # the toolbar lays itself out again a moment later
    window.actionsByName()[f"game-{FREECELL.key}"].trigger()
    assert site.isVisible()
    qtbot.waitUntil(button.isVisible)
