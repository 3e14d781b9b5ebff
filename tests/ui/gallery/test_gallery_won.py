"""The deals won, in the gallery: a deal won by hand gets a green tick on its thumbnail (its neighbours do
not), and "Not yet won" pages through the same deals less the won ones, whatever else is filtered."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QCheckBox

from freecell_gui.ui.gallery.facts import WON_GREEN
from freecell_gui.ui.gallery.sequence import ListedDeals, WholeRange
from freecell_gui.ui.gallery.won import NotYetWon
from freecell_gui.ui.settings import ViewerSettings
from freecell_gui.ui.window.main_window import MainWindow
from tests.helpers.fc_solve import fc_solve_short_moves
from tests.helpers.gallery import WIDE
from tests.helpers.windows import show_active


@given(
    st.lists(st.integers(1, 200), unique=True).map(sorted),
    st.frozensets(st.integers(1, 200)),
    st.integers(0, 210),
    st.integers(0, 30),
)
def test_not_yet_won_is_the_sequence_less_the_won_deals(
    deals: list[int], won: frozenset[int], number: int, count: int
) -> None:
    kept = [deal for deal in deals if deal not in won]
    shown = NotYetWon(ListedDeals(deals), won)
    assert shown.starting_at(number, count) == [deal for deal in kept if deal >= number][:count]
    earlier = [deal for deal in kept if deal < number]
    assert shown.before(number, count) == (earlier[max(0, len(earlier) - count) :] if count else [])
    assert shown.bounds() == ((kept[0], kept[-1]) if kept else None)


def test_the_whole_range_less_a_few_won_deals() -> None:
    shown = NotYetWon(WholeRange(), frozenset({1, 2, 5}))
    assert shown.starting_at(1, 4) == [3, 4, 6, 7] and shown.before(6, 3) == [3, 4]
    assert shown.bounds() == (3, 8_589_934_591)


def green(colour: QColor) -> bool:
    return abs(colour.red() - WON_GREEN.red()) < 40 and abs(colour.green() - WON_GREEN.green()) < 40


def test_a_deal_won_by_hand_is_ticked_in_the_gallery_and_not_yet_won_leaves_it_out(
    qtbot, tmp_path: Path, make_settings: Callable[[], ViewerSettings]
) -> None:
    window = MainWindow(616, make_settings(), record=tmp_path / "record.sqlite")
    qtbot.addWidget(window)
    window.resize(*WIDE)
    show_active(qtbot, window)
    session = window.session()
    session.set_deal(617)
    session.play_text(" ".join(move.written() for move in fc_solve_short_moves(617)))  # won
    session.set_deal(616)
    window.actionsByName()["gallery"].trigger()
    gallery = window.gallery()
    qtbot.waitUntil(gallery.isComplete)
    assert gallery.visibleDeals()[:3] == [616, 617, 618]
    image = gallery.grab().toImage()
    for deal, ticked in ((617, True), (616, False), (618, False)):  # its neighbours: the negative control
        rect = gallery.thumbnailRect(deal)
        side = max(12.0, min(rect.width(), rect.height()) * 0.16)
        spot = image.pixelColor(int(rect.right() - 3 - side / 2), int(rect.top() + 3 + side * 0.25))
        assert green(spot) is ticked, (deal, spot.name())
    box = gallery.filterBar().findChild(QCheckBox)
    assert box is not None
    box.setChecked(True)
    assert gallery.visibleDeals()[:3] == [616, 618, 619]
    box.setChecked(False)
    assert gallery.visibleDeals()[:3] == [616, 617, 618]
