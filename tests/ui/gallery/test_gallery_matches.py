"""The finder's matches as a gallery: a real search (JD 2D 9H on top: thousands of deals across the range),
then "Show all in gallery" pages through exactly those deals, each checked against pysol_cards."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from freecell_gui.core.deals.generator import LAST_DEAL
from tests.helpers.oracle import oracle_cascades

TOP_ROW = ["JD", "2D", "9H"]


def test_the_finders_matches_open_as_a_gallery(qtbot, gallery_window) -> None:  # type: ignore[no-untyped-def]
    window = gallery_window(617)
    window.actionsByName()["gallery"].trigger()  # back to the board
    dialog = window.findDialog()
    dialog.show()
    dialog.setLayoutText(" ".join(TOP_ROW))
    dialog.startSearch()
    qtbot.waitUntil(lambda: not dialog.isSearching(), timeout=60_000)
    matches = dialog.matches()
    assert len(matches) > 100
    button = next(b for b in dialog.findChildren(QPushButton) if "gallery" in b.text())
    assert button.isEnabled()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    gallery = window.gallery()
    assert gallery.isVisible()
    assert gallery.visibleDeals() == matches[: len(gallery.visibleDeals())]
    status = gallery.filterBar().status()
    assert "finder" in status and str(len(matches)) in status.replace(",", "")
    for number in gallery.visibleDeals()[:5]:
        assert [column[0] for column in oracle_cascades(number)[:3]] == TOP_ROW
    qtbot.keyClick(gallery.view(), Qt.Key.Key_End)
    assert gallery.visibleDeals()[-1] == matches[-1] <= LAST_DEAL
    qtbot.keyClick(gallery.view(), Qt.Key.Key_Return)
    assert window.deal() == matches[-1] and window.board().isVisible()


def test_all_deals_leaves_the_matches_at_the_selected_one(qtbot, gallery_window) -> None:  # type: ignore[no-untyped-def]
    window = gallery_window(617)
    matches = [5, 900, 2**31 + 7, 2**32 + 1, LAST_DEAL]
    window.findDialog().galleryRequested.emit(matches)  # as its Show as gallery does
    gallery = window.gallery()
    assert gallery.visibleDeals() == matches
    qtbot.keyClick(gallery.view(), Qt.Key.Key_Right)
    qtbot.keyClick(gallery.view(), Qt.Key.Key_Right)
    assert gallery.selectedDeal() == 2**31 + 7
    button = next(b for b in gallery.filterBar().findChildren(QPushButton) if b.isVisible())
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    deals = gallery.visibleDeals()
    assert deals[0] == 2**31 + 7 and deals == list(range(deals[0], deals[0] + len(deals)))
    assert not button.isVisible()
