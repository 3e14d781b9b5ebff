"""A catalogue with a damaged row in the window: the status bar says so once, the deal's verdict comes from
our search, and the gallery paints every deal, the damaged one without its facts; a catalogue file the
program cannot use is said, with why, in the gallery's filter bar."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QColor, QImage, QPalette

from freecell_gui.app import user_catalogue
from freecell_gui.ui.gallery.grid import CAPTION
from freecell_gui.ui.window.verdict_label import VerdictLabel
from tests.helpers.catalogue_helpers import UNUSABLE_FILES, catalogue_of, damage, made_up_rows
from tests.helpers.gallery import USERS_OPENER
from tests.helpers.scripted import ScriptedSearch, engine_solutions
from tests.helpers.windows import show_active

WAIT_MS = 30_000  # a ceiling for a loaded machine, not a speed goal
NEVER_MS = 600_000  # a pause no test reaches: no search starts while it is set
ROWS = made_up_rows(300)
SAID = "A damaged row of the deal catalogue is not used: {path} is a damaged catalogue (deal 5: moves 'abc')"


@pytest.fixture
def damaged(tmp_path: Path, make_settings, monkeypatch: pytest.MonkeyPatch) -> Path:  # type: ignore[no-untyped-def]
    """The window's catalogue (the settings name it): deals 1 … 300, deal 5's row damaged."""
    path = catalogue_of(tmp_path / "catalogue.sqlite", ROWS)
    damage(path, "moves = 'abc', difficulty = 'NaN'")
    settings = make_settings()
    settings.set_catalogue_path(path)
    settings.sync()
    monkeypatch.setattr(user_catalogue, "open_user_catalogue", USERS_OPENER)  # the program's own opener
    return path


def status_messages(window) -> list[str]:  # type: ignore[no-untyped-def]
    messages: list[str] = []
    window.statusBar().messageChanged.connect(lambda text: messages.append(text) if text else None)
    return messages


def test_the_status_bar_says_once_that_a_row_is_damaged_and_the_search_answers(  # type: ignore[no-untyped-def]
    qtbot, make_window, window_search, damaged: Path
) -> None:
    window_search(ScriptedSearch(first=engine_solutions(1)[-1]))  # 39 moves, whatever the deal
    window = make_window(5)
    messages = status_messages(window)
    verdicts = window.solveService().verdicts()
    label = window.findChild(VerdictLabel, "verdictLabel")
    qtbot.waitUntil(lambda: bool(messages), timeout=WAIT_MS)  # deal 5's row, looked up at the start
    verdicts.setPause(NEVER_MS)  # the catalogued deals' rows without a search racing them
    window.setDeal(4)
    qtbot.waitUntil(lambda: label.text() == "Solvable in 48 moves · the catalogue", timeout=WAIT_MS)
    for _ in range(2):
        verdicts.setPause(0)
        window.setDeal(5)
        qtbot.waitUntil(lambda: label.known() is not None, timeout=WAIT_MS)
        assert label.text() == "Solvable in 39 moves · our quick search, safe autoplay"  # not blank
        verdicts.refreshFromCatalogue()  # looked up again, found damaged again
        verdicts.setPause(NEVER_MS)
        window.setDeal(6)
        qtbot.waitUntil(lambda: label.text().endswith(" · the catalogue"), timeout=WAIT_MS)
    window.setDeal(5)
    show_active(qtbot, window)
    found: list[str] = []
    window.gallery().catalogueDamaged.connect(found.append)
    window.actionsByName()["gallery"].trigger()  # the gallery finds deal 5's row damaged too
    qtbot.waitUntil(lambda: bool(found), timeout=WAIT_MS)
    qtbot.wait(200)
    assert len(messages) == 1, messages
    assert messages[0].startswith(SAID.format(path=damaged))


def _caption_badge(image: QImage, thumbnail: QRect) -> QColor:
    """The colour at the right end of a thumbnail's caption, where the badge of its facts sits."""
    return image.pixelColor(QPoint(thumbnail.right() - 6, thumbnail.bottom() + 1 + CAPTION // 2))


def test_the_gallery_paints_the_damaged_deal_without_its_facts(  # type: ignore[no-untyped-def]
    qtbot, gallery_window, damaged: Path, tmp_path: Path
) -> None:
    window = gallery_window(1)
    gallery = window.gallery()
    messages = status_messages(window)
    qtbot.waitUntil(gallery.isComplete, timeout=WAIT_MS)
    for first in (200, 1):  # the page read again, and painted again and again
        gallery.setFirstDeal(first)
        for _ in range(3):
            gallery.view().viewport().repaint()
    qtbot.waitUntil(gallery.isComplete, timeout=WAIT_MS)
    assert gallery.selectedDeal() == 1
    grabbed = gallery.grab()
    grabbed.save(str(tmp_path / "gallery.png"))
    image = grabbed.toImage()
    background = gallery.view().viewport().palette().color(QPalette.ColorRole.Base)
    assert _caption_badge(image, gallery.thumbnailRect(5)) == background  # no facts for deal 5
    badge = _caption_badge(image, gallery.thumbnailRect(4))  # deal 4's moves on a green badge
    assert badge != background and badge.green() > badge.red()
    frame = image.pixelColor(gallery.thumbnailRect(7).left() + 2, gallery.thumbnailRect(7).center().y())
    assert frame.red() > 180 and frame.green() < 80  # deal 7's "no solution" frame
    qtbot.waitUntil(lambda: bool(messages), timeout=WAIT_MS)
    qtbot.wait(200)
    assert len(messages) == 1 and messages[0].startswith(SAID.format(path=damaged))


def test_a_filter_lists_no_row_of_a_number_that_is_not_a_deal(  # type: ignore[no-untyped-def]
    qtbot, gallery_window, damaged: Path
) -> None:
    damage(damaged, "deal = 9999999999999", deal=6)
    window = gallery_window(1)
    gallery = window.gallery()
    gallery.setFilter(verdict="solved", min_moves=None, max_moves=None)
    qtbot.keyClick(gallery.view(), Qt.Key.Key_End)
    qtbot.waitUntil(gallery.isComplete, timeout=WAIT_MS)
    solved = [row.deal for row in ROWS if row.verdict == "solved" and row.deal != 6]
    assert gallery.visibleDeals()[-1] == solved[-1] and 6 not in gallery.visibleDeals()
    assert gallery.filterBar().status() == f"{len(solved)} catalogued deals match"


@pytest.mark.parametrize(("make_file", "said"), UNUSABLE_FILES)
def test_the_filter_bar_says_why_a_catalogue_cannot_be_used(  # type: ignore[no-untyped-def]
    qtbot, gallery_window, make_settings, monkeypatch, tmp_path: Path, make_file, said: str
) -> None:
    path = tmp_path / "catalogue.sqlite"
    make_file(path)
    make_settings().set_catalogue_path(path)
    monkeypatch.setattr(user_catalogue, "open_user_catalogue", USERS_OPENER)
    window = gallery_window(1)
    status = window.gallery().filterBar().status()
    assert status.startswith(f"The deal catalogue cannot be used: {path} ") and said in status, status
    assert "Build catalogue" not in status
    window.gallery().setFilter(verdict="solved")
    assert window.gallery().visibleDeals() == [] and window.gallery().filterBar().status() == status


def test_why_a_catalogue_cannot_be_used_is_said_in_the_language_chosen(  # type: ignore[no-untyped-def]
    qtbot, gallery_window, make_settings, monkeypatch, tmp_path: Path, interface_language
) -> None:
    path = tmp_path / "catalogue.sqlite"
    UNUSABLE_FILES[0][0](path)
    make_settings().set_catalogue_path(path)
    monkeypatch.setattr(user_catalogue, "open_user_catalogue", USERS_OPENER)
    window = gallery_window(1)
    interface_language("pt_BR")
    status = window.gallery().filterBar().status()
    assert status.startswith("O catálogo de partidas não pode ser usado: ") and "outro programa" in status
