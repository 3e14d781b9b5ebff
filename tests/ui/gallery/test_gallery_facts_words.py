"""What the gallery says in words of its badges: a thumbnail's tooltip gives the catalogue's facts (checked
against the rows written), the badges and the legend colour the difficulty bands that Go → Random deal by
difficulty offers (one table, core/difficulty_bands.py), a difficulty on another engine's scale stays
grey and is said to be, and bounds on the moves that exclude each other are said in the filter bar and not
applied."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QPoint, QRect
from PySide6.QtGui import QColor, QHelpEvent
from PySide6.QtWidgets import QApplication, QLabel, QSpinBox, QToolTip, QWidget

from freecell_gui.app import user_catalogue
from freecell_gui.core.catalogue.facts import engine_label
from freecell_gui.core.catalogue.store import Catalogue, Row
from freecell_gui.core.difficulty_bands import BANDS, band_of
from freecell_gui.ui.gallery.facts import (
    BAND_COLOURS,
    GAVE_UP_GREY,
    NO_SOLUTION_RED,
    OTHER_SCALE_GREY,
    difficulty_colour,
)
from freecell_gui.ui.gallery.grid import CAPTION
from freecell_gui.ui.gallery.legend import GalleryLegend
from tests.helpers.catalogue_helpers import catalogue_of
from tests.helpers.gallery import tooltip_over

OURS = engine_label("counts")
#: Deals 1 … 5 by our engine, one in each band and one on a band's lower limit; deal 6 by fc-solve.
DIFFICULTIES = {1: 44.2, 2: 47.0, 3: 49.6, 4: 53.8, 5: 50.5}


@pytest.fixture
def banded_catalogue(monkeypatch: pytest.MonkeyPatch, tmp_path: Path, no_catalogue: None) -> dict[int, Row]:
    """The user's catalogue: :data:`DIFFICULTIES` made by our engine, deal 6 by fc-solve (another scale)."""
    rows = [Row(deal, "solved", 40 + deal, 0, 9_000, score, OURS) for deal, score in DIFFICULTIES.items()]
    rows.append(Row(6, "solved", 85, 120, 3_000, 38.0, "fc-solve 6.6.0 fast"))
    path = catalogue_of(tmp_path / "catalogue.sqlite", rows)
    monkeypatch.setattr(user_catalogue, "open_user_catalogue", lambda _: Catalogue.open(path))
    return {row.deal: row for row in rows}


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
    # The made-up rows are fc-solve's, on another scale than the bands': said, not banded.
    assert f"Difficulty: {solved.difficulty:.1f}, on another engine's scale (no colour)" in tip
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
    expected = {**BAND_COLOURS, "no-solution": NO_SOLUTION_RED, "gave-up": GAVE_UP_GREY}
    for key, colour in expected.items():
        label = samples[key]
        assert label.isVisible() and label.text()
        shown = _shown_colour(label)
        assert max(abs(shown.red() - colour.red()), abs(shown.green() - colour.green())) <= 3, key
    assert [samples[band.key].text() for band in BANDS] == ["easy", "medium", "hard", "very hard"]
    assert samples["no-solution"].text().endswith("no solution")


def test_the_legend_speaks_the_language_chosen(qtbot, gallery_window, interface_language) -> None:  # type: ignore[no-untyped-def]
    window = gallery_window(1)
    legend = window.gallery().legend()
    english = [label.text() for label in legend.samples().values()]
    interface_language("ja")
    japanese = [label.text() for label in legend.samples().values()]
    assert all(a != b for a, b in zip(english, japanese, strict=True)), japanese


def test_each_band_has_a_colour_of_its_own() -> None:
    colours = [BAND_COLOURS[band.key].name() for band in BANDS]
    assert len(set(colours)) == len(BANDS) and not {NO_SOLUTION_RED.name(), OTHER_SCALE_GREY.name()} & set(
        colours
    )
    row = Row(1, "solved", 40, 0, 9_000, 47.0, OURS)
    assert difficulty_colour(row) == BAND_COLOURS["medium"]  # a band holds its lower limit
    assert difficulty_colour(row._replace(difficulty=46.9)) == BAND_COLOURS["easy"]
    assert difficulty_colour(row._replace(engine="fc-solve 6.6.0 fast")) == OTHER_SCALE_GREY


def _badge_colour(gallery, number: int) -> QColor:  # type: ignore[no-untyped-def]
    """The colour of deal ``number``'s badge as drawn: near the right end of its caption."""
    thumbnail = gallery.thumbnailRect(number)
    image = gallery.grab().toImage()
    colour: QColor = image.pixelColor(thumbnail.right() - 4, thumbnail.bottom() + 1 + CAPTION // 2)
    return colour


@pytest.mark.usefixtures("banded_catalogue")
def test_badges_are_coloured_by_difficulty_band_and_say_it(qtbot, gallery_window) -> None:  # type: ignore[no-untyped-def]
    window = gallery_window(1)
    gallery = window.gallery()
    qtbot.waitUntil(gallery.isComplete)
    for deal, score in DIFFICULTIES.items():
        band = band_of(score)
        shown, expected = _badge_colour(gallery, deal), BAND_COLOURS[band.key]
        assert max(abs(shown.red() - expected.red()), abs(shown.green() - expected.green())) <= 3, deal
        assert f"Difficulty: {score:.1f} ({band.name})" in tooltip_over(gallery, deal)
    assert [band_of(score).key for score in DIFFICULTIES.values()] == [
        "easy",
        "medium",
        "hard",
        "very-hard",
        "very-hard",
    ]
    other = _badge_colour(gallery, 6)  # fc-solve's count: neutral, and said to be
    assert max(abs(other.red() - OTHER_SCALE_GREY.red()), abs(other.blue() - OTHER_SCALE_GREY.blue())) <= 3
    tip = tooltip_over(gallery, 6)
    assert "Difficulty: 38.0, on another engine's scale (no colour)" in tip and "(easy)" not in tip


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


@pytest.mark.parametrize("code", ["en", "pt_BR"])
def test_the_legend_wraps_rather_than_widen_a_narrow_window(qtbot, interface_language, code: str) -> None:  # type: ignore[no-untyped-def]
    interface_language(code)
    legend = GalleryLegend()
    qtbot.addWidget(legend)
    title = legend.findChild(QLabel, "legendTitle")
    assert title is not None
    samples = list(legend.samples().values())

    def where(widget: QWidget) -> QRect:
        return QRect(widget.mapTo(legend, QPoint(0, 0)), widget.size())

    legend.resize(1600, 60)
    legend.show()
    qtbot.waitExposed(legend)
    qtbot.wait(20)
    assert all(where(sample).top() < where(title).bottom() for sample in samples)  # one line: room for all
    narrow = 380
    assert legend.minimumSizeHint().width() <= narrow
    legend.resize(narrow, 200)
    qtbot.waitUntil(lambda: all(where(sample).top() > where(title).bottom() for sample in samples))
    assert title.height() >= title.heightForWidth(title.width())  # no line of the title cut
    for sample in samples:
        assert legend.rect().contains(where(sample)), sample.text()
        assert sample.width() >= sample.sizeHint().width(), sample.text()  # said whole
    frames = [where(sample) for sample in samples]
    assert all(a == b or not a.intersects(b) for a in frames for b in frames)
