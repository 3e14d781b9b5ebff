"""What the gallery says in words of its badges: a thumbnail's tooltip gives the catalogue's facts (checked
against the rows written), a legend names the badge colours in the colours the captions use, and bounds
on the moves that exclude each other are said in the filter bar and not applied."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint
from PySide6.QtGui import QColor, QHelpEvent
from PySide6.QtWidgets import QApplication, QSpinBox, QToolTip

from freecell_gui.core.catalogue.store import Row
from freecell_gui.ui.gallery.facts import GAVE_UP_GREY, NO_SOLUTION_RED, difficulty_colour
from freecell_gui.ui.gallery.facts_tip import BAND_MIDDLES, BANDS, difficulty_band


def tooltip_over(gallery, number: int) -> str:  # type: ignore[no-untyped-def]
    """The tooltip shown when the mouse rests on deal ``number``'s thumbnail (a real ToolTip event)."""
    QToolTip.hideText()
    viewport = gallery.view().viewport()
    rect = gallery.thumbnailRect(number)
    point = viewport.mapFrom(gallery, rect.center())
    event = QHelpEvent(QEvent.Type.ToolTip, point, viewport.mapToGlobal(point))
    QApplication.sendEvent(viewport, event)
    return QToolTip.text() if QToolTip.isVisible() else ""


def test_a_thumbnail_s_tooltip_gives_the_catalogue_s_facts(
    qtbot, gallery_window, small_catalogue: list[Row]
) -> None:  # type: ignore[no-untyped-def]
    window = gallery_window(1)
    gallery = window.gallery()
    rows = {row.deal: row for row in small_catalogue}
    solved = rows[1]
    assert solved.verdict == "solved" and solved.moves is not None and solved.difficulty is not None
    tip = tooltip_over(gallery, 1)
    assert tip.splitlines()[0] == "Deal 1"
    assert f"Solved in {solved.moves} moves" in tip
    assert f"Difficulty: {solved.difficulty:.1f} ({difficulty_band(solved.difficulty)})" in tip
    assert f"Engine: {solved.engine}" in tip
    assert rows[7].verdict == "no-solution" and "No solution" in tooltip_over(gallery, 7)
    assert rows[11].verdict == "gave-up" and "gave up" in tooltip_over(gallery, 11)
    gallery.setFirstDeal(301)  # past the catalogue's last deal
    assert "Not in the catalogue" in tooltip_over(gallery, 301)


def test_off_the_thumbnails_there_is_no_tooltip(qtbot, gallery_window, small_catalogue: list[Row]) -> None:  # type: ignore[no-untyped-def]
    window = gallery_window(1)
    view = window.gallery().view()
    QToolTip.hideText()
    corner = QPoint(view.viewport().width() - 2, view.viewport().height() - 2)
    assert view.dealAt(corner) is None
    QApplication.sendEvent(view.viewport(), QHelpEvent(QEvent.Type.ToolTip, corner, corner))
    assert not QToolTip.isVisible()


def test_the_tooltip_speaks_the_language_chosen(
    qtbot, gallery_window, small_catalogue: list[Row], interface_language
) -> None:  # type: ignore[no-untyped-def]
    window = gallery_window(1)
    english = tooltip_over(window.gallery(), 1)
    interface_language("pt_BR")
    portuguese = tooltip_over(window.gallery(), 1)
    assert portuguese and portuguese != english
    assert "Partida 1" in portuguese


def _shown_colour(label) -> QColor:  # type: ignore[no-untyped-def]
    image = label.grab().toImage()
    colour: QColor = image.pixelColor(5, image.height() // 2)  # left of the text, inside the badge
    return colour


def test_the_legend_names_each_badge_colour(qtbot, gallery_window) -> None:  # type: ignore[no-untyped-def]
    window = gallery_window(1)
    legend = window.gallery().legend()
    assert legend.isVisible() and "difficulty" in legend.toolTip()
    samples = legend.samples()
    expected = {band: difficulty_colour(middle) for band, middle in zip(BANDS, BAND_MIDDLES, strict=True)}
    expected.update({"no-solution": NO_SOLUTION_RED, "gave-up": GAVE_UP_GREY})
    for key, colour in expected.items():
        label = samples[key]
        assert label.isVisible() and label.text()
        shown = _shown_colour(label)
        assert max(abs(shown.red() - colour.red()), abs(shown.green() - colour.green())) <= 3, key
    assert [samples[band].text() for band in BANDS] == ["easy", "medium", "hard"]
    assert samples["no-solution"].text().endswith("no solution")


def test_the_legend_speaks_the_language_chosen(qtbot, gallery_window, interface_language) -> None:  # type: ignore[no-untyped-def]
    window = gallery_window(1)
    legend = window.gallery().legend()
    english = [label.text() for label in legend.samples().values()]
    interface_language("ja")
    japanese = [label.text() for label in legend.samples().values()]
    assert all(a != b for a, b in zip(english, japanese, strict=True)), japanese


def test_the_difficulty_words_follow_the_colour_scale() -> None:
    assert [difficulty_band(middle) for middle in BAND_MIDDLES] == list(BANDS)
    assert difficulty_band(0.0) == "easy" and difficulty_band(1e9) == "hard"


def test_bounds_that_exclude_each_other_are_said_and_not_applied(
    qtbot, gallery_window, small_catalogue: list[Row]
) -> None:  # type: ignore[no-untyped-def]
    window = gallery_window(1)
    gallery = window.gallery()
    bar = gallery.filterBar()
    least, most = bar.findChildren(QSpinBox)
    least.setValue(100)  # applied: the deals of at least 100 moves
    shown = gallery.visibleDeals()
    assert shown and bar.contradiction() == ""
    most.setValue(90)
    assert "100" in bar.contradiction() and "90" in bar.contradiction()
    assert gallery.visibleDeals() == shown  # the filter before stays
    most.setValue(105)
    assert bar.contradiction() == ""
    expected = [row.deal for row in small_catalogue if row.moves is not None and 100 <= row.moves <= 105]
    assert gallery.visibleDeals() == expected[: len(gallery.visibleDeals())] and gallery.visibleDeals()


def test_the_gallery_refuses_bounds_that_exclude_each_other_from_its_api(
    qtbot, gallery_window, small_catalogue: list[Row], interface_language
) -> None:  # type: ignore[no-untyped-def]
    window = gallery_window(1)
    gallery = window.gallery()
    first_page = gallery.visibleDeals()
    gallery.setFilter(None, 130, 100)
    assert gallery.visibleDeals() == first_page  # not an empty page
    assert "130" in gallery.filterBar().contradiction()
    english = gallery.filterBar().contradiction()
    interface_language("uk")
    assert gallery.filterBar().contradiction() not in ("", english)
