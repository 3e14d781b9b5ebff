"""What the catalogue knows, in the gallery: the filter bar narrows the pages to the catalogued deals that
match (checked against the rows written, an independent list), and says when nothing is catalogued."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QSpinBox

from freecell_gui.core.catalogue.store import Row


def matching(rows: list[Row], verdict: str | None, least: int | None, most: int | None) -> list[int]:
    return [
        row.deal
        for row in rows
        if (verdict is None or row.verdict == verdict)
        and (least is None or (row.moves is not None and row.moves >= least))
        and (most is None or (row.moves is not None and row.moves <= most))
    ]


def all_pages(qtbot, window) -> list[int]:  # type: ignore[no-untyped-def]
    """Every deal the gallery pages through, by Page Down from Home."""
    gallery = window.gallery()
    qtbot.keyClick(gallery.view(), Qt.Key.Key_Home)
    seen = list(gallery.visibleDeals())
    for _ in range(100):
        qtbot.keyClick(gallery.view(), Qt.Key.Key_PageDown)
        fresh = [n for n in gallery.visibleDeals() if n > seen[-1]]
        if not fresh:
            break
        seen += fresh
    return seen


@pytest.mark.parametrize(
    ("verdict", "least", "most"),
    [("no-solution", None, None), ("solved", 100, None), (None, 45, 50), ("gave-up", None, None)],
)
def test_the_filter_pages_through_exactly_the_matching_deals(  # type: ignore[no-untyped-def]
    qtbot,
    gallery_window,
    small_catalogue: list[Row],
    verdict: str | None,
    least: int | None,
    most: int | None,
) -> None:
    window = gallery_window(1)
    window.gallery().setFilter(verdict=verdict, min_moves=least, max_moves=most)
    expected = matching(small_catalogue, verdict, least, most)
    assert expected and all_pages(qtbot, window) == expected
    assert str(len(expected)) in window.gallery().filterBar().status()


def test_the_filter_bar_s_controls_set_the_filter(qtbot, gallery_window, small_catalogue: list[Row]) -> None:  # type: ignore[no-untyped-def]
    window = gallery_window(1)
    bar = window.gallery().filterBar()
    combo = bar.findChild(QComboBox)
    combo.setCurrentIndex(combo.findData("no-solution"))
    assert window.gallery().visibleDeals()[:3] == [7, 14, 21]
    combo.setCurrentIndex(combo.findData(None))
    least, most = bar.findChildren(QSpinBox)
    least.setValue(105)
    most.setValue(106)
    assert window.gallery().visibleDeals() == matching(small_catalogue, None, 105, 106)[:20]
    assert bar.filter() == (None, 105, 106)


def test_a_page_shows_each_deal_s_verdict_and_moves(
    qtbot, gallery_window, small_catalogue: list[Row]
) -> None:  # type: ignore[no-untyped-def]
    window = gallery_window(1)
    gallery = window.gallery()
    qtbot.waitUntil(gallery.isComplete)
    image = gallery.grab().toImage()
    unsolvable, solved = gallery.thumbnailRect(7), gallery.thumbnailRect(8)
    red = image.pixelColor(unsolvable.left() + 2, unsolvable.center().y())  # the red frame of "no solution"
    assert red.red() > 180 and red.green() < 80
    edge = image.pixelColor(solved.left() + 2, solved.center().y())  # felt, no frame
    assert edge.green() > edge.red()
    assert gallery.view().isComplete()


def test_without_a_catalogue_the_bar_says_how_to_build_one(qtbot, gallery_window) -> None:  # type: ignore[no-untyped-def]
    window = gallery_window(1)
    gallery = window.gallery()
    assert "Build catalogue" in gallery.filterBar().status()
    assert len(gallery.visibleDeals()) >= 20  # every deal still shows
    gallery.setFilter(verdict="solved")
    assert gallery.visibleDeals() == []
    assert "Build catalogue" in gallery.filterBar().status()
    gallery.setFilter()
    assert gallery.visibleDeals()[0] == 1


def test_a_filter_nothing_matches_says_so(qtbot, gallery_window, small_catalogue: list[Row]) -> None:  # type: ignore[no-untyped-def]
    window = gallery_window(1)
    gallery = window.gallery()
    gallery.setFilter(verdict="solved", min_moves=200)
    assert gallery.visibleDeals() == []
    assert "No catalogued deal matches" in gallery.filterBar().status()
    qtbot.keyClick(gallery.view(), Qt.Key.Key_End)  # nothing to page through, nothing breaks
    qtbot.keyClick(gallery.view(), Qt.Key.Key_Return)
    assert window.gallery().isVisible()


def test_the_bar_speaks_the_language_chosen(qtbot, gallery_window, interface_language) -> None:  # type: ignore[no-untyped-def]
    window = gallery_window(1)
    english = window.gallery().filterBar().status()
    interface_language("pt_BR")
    assert window.gallery().filterBar().status() not in ("", english)
    assert "Jogo" in window.gallery().filterBar().status()


def test_the_catalogue_the_settings_name_is_read_and_a_new_one_is_found(  # type: ignore[no-untyped-def]
    qtbot, gallery_window, make_settings, monkeypatch, tmp_path
) -> None:
    from freecell_gui.app import user_catalogue
    from tests.helpers.catalogue_helpers import catalogue_of, made_up_rows
    from tests.helpers.gallery import USERS_OPENER

    monkeypatch.setattr(user_catalogue, "open_user_catalogue", USERS_OPENER)
    path = tmp_path / "elsewhere.sqlite"
    make_settings().set_catalogue_path(path)  # no file there yet
    window = gallery_window(1)
    gallery = window.gallery()
    assert "Build catalogue" in gallery.filterBar().status()
    catalogue_of(path, made_up_rows(30))  # built meanwhile (Game → Build catalogue…)
    window.actionsByName()["gallery"].trigger()
    window.actionsByName()["gallery"].trigger()  # opened again: the catalogue is found
    assert gallery.filterBar().status() == ""
    gallery.setFilter(verdict="no-solution")
    assert gallery.visibleDeals() == [7, 14, 21, 28]
