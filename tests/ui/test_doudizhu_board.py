"""The Dou Dizhu board: the right cards in the right rows, every index visible, widgets reused, exports."""

from __future__ import annotations

from itertools import pairwise
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from freecell_gui.core.doudizhu import LAST_DOUDIZHU_DEAL, deal_doudizhu
from freecell_gui.ui.doudizhu_board import DouDizhuBoardWidget
from freecell_gui.ui.export import export_board

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
