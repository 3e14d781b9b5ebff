"""The record of games in the window: the games played go to the record named on the command line, Game →
Statistics shows them beside the catalogue's fewest moves (or "not known"), and a record that is not
ours is said once in the status bar and left byte for byte as it was."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtWidgets import QLabel, QTableWidget

from freecell_gui.app.record.store import RecordStore
from freecell_gui.core.catalogue.store import Catalogue, Row
from freecell_gui.ui.dialogs.statistics import StatisticsDialog
from freecell_gui.ui.settings import ViewerSettings
from freecell_gui.ui.window.main_window import MainWindow
from tests.helpers.fc_solve import fc_solve_short_moves


def window_recording(qtbot, settings: ViewerSettings, record: Path) -> MainWindow:  # type: ignore[no-untyped-def]
    window = MainWindow(617, settings, record=record)
    qtbot.addWidget(window)
    return window


def statistics_dialog(window: MainWindow) -> StatisticsDialog:
    window.actionsByName()["statistics"].trigger()
    dialog = window.findChild(StatisticsDialog)
    assert dialog is not None and dialog.isVisible()
    return dialog


def cells(table: QTableWidget) -> list[list[str]]:
    return [
        [table.item(row, column).text() for column in range(table.columnCount())]  # type: ignore[union-attr]
        for row in range(table.rowCount())
    ]


def test_the_games_played_are_in_the_statistics_beside_the_catalogues_count(
    qtbot, tmp_path: Path, make_settings: Callable[[], ViewerSettings]
) -> None:
    settings = make_settings()
    catalogue_path = tmp_path / "catalogue.sqlite"
    with Catalogue.open(catalogue_path, create=True) as catalogue:
        catalogue.write(
            [Row(617, "solved", 70, 6904, 4152, 30.0, "fc-solve 5.0.0", 41, "freecell-gui search 0.72")]
        )
    settings.set_catalogue_path(catalogue_path)
    window = window_recording(qtbot, settings, tmp_path / "record.sqlite")
    session = window.session()
    moves = [move.written() for move in fc_solve_short_moves(617)]
    session.play_text(" ".join(moves))  # won
    session.set_deal(5)
    session.play_text("1a 1b")  # under way
    dialog = statistics_dialog(window)
    assert dict(dialog.summary()) == {
        "Games played:": "2 (1 under way)",
        "Won:": "1",
        "Win rate:": "100 %",
        "Current streak:": "1",
        "Longest streak:": "1",
    }
    assert cells(dialog.table()) == [
        ["5", "1", "0", "—", "—", "not known"],
        ["617", "1", "1", str(len(moves)), "0:00", "41, by freecell-gui search 0.72"],
    ]
    note = dialog.findChild(QLabel, "recordNote")
    assert note is not None and str(tmp_path / "record.sqlite") in note.text()
    dialog.table().cellDoubleClicked.emit(1, 0)  # a deal double-clicked opens on the board
    assert session.deal_number() == 617
    window.close()
    with RecordStore.open_to_read(tmp_path / "record.sqlite") as store:  # type: ignore[union-attr]
        assert store.read("SELECT count(*) FROM games WHERE ended IS NULL") == [(0,)]  # the window closed


def test_a_record_that_is_not_ours_is_said_once_and_left_as_it_was(
    qtbot, tmp_path: Path, make_settings: Callable[[], ViewerSettings]
) -> None:
    record = tmp_path / "record.sqlite"
    record.write_bytes(b"SQLite format 3\x00" + bytes(200))  # SQLite's magic, but nothing of ours
    before = record.read_bytes()
    window = window_recording(qtbot, make_settings(), record)
    said: list[str] = []
    window.statusBar().messageChanged.connect(said.append)
    window.session().play_text("7a 7b")
    window.session().play_text("7c")
    told = [text for text in said if "not recorded" in text]
    assert len(told) == 1 and str(record) in told[0] and "left unchanged" in told[0]
    dialog = statistics_dialog(window)  # the statistics say why there are none
    note = dialog.findChild(QLabel, "recordNote")
    assert note is not None and note.text() == told[0] and dialog.table().isHidden()
    window.close()
    assert record.read_bytes() == before
    assert {path.name for path in tmp_path.iterdir()} <= {
        "freecell-gui.ini",
        "record.sqlite",
    }  # nothing beside
