"""The record with a real window in a process of its own. It survives a kill -9 in the middle of a game:
the window plays moves by hand, is killed without a chance to close anything, and the record then holds
every move made, the game ending unwon when the record is next opened for writing. And neither the
record nor SQLite is loaded before the first move (the window's start stays quick)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

from freecell_gui.app.record.store import RecordStore
from freecell_gui.core.rules.position import Position
from freecell_gui.core.rules.replay import replay
from tests.helpers.processes import uncovered_environment

# The window's process: deal 617, moves made as a player makes them (the board's gestures go to the
# session), one at a time; "played" once they are made, then it waits to be killed.
WINDOW = """
import sys, time
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication
from freecell_gui.core.notation.standard import parse_moves
from freecell_gui.ui.settings import ViewerSettings
from freecell_gui.ui.window.main_window import MainWindow

app = QApplication([])
window = MainWindow(617, ViewerSettings(QSettings(sys.argv[1], QSettings.Format.IniFormat)))
window.show()
for move in parse_moves(sys.argv[2]):
    window.session().play(move)
    app.processEvents()
print("played", flush=True)
time.sleep(120)
"""
MOVES = "7a 7b 7c b7 1b 71 83 4d 46 83"


def test_a_window_killed_mid_game_leaves_every_move_made_in_the_record(tmp_path: Path) -> None:
    record = tmp_path / "record.sqlite"
    environment = {**os.environ, "FREECELL_GUI_RECORD": str(record), "QT_QPA_PLATFORM": "offscreen"}
    window = subprocess.Popen(
        [sys.executable, "-c", WINDOW, str(tmp_path / "settings.ini"), MOVES],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        env=environment,
    )
    try:
        assert window.stdout is not None and window.stdout.readline() == "played\n"
    finally:
        window.send_signal(signal.SIGKILL)
        window.wait(30)
    assert window.returncode == -signal.SIGKILL
    assert (tmp_path / "record.sqlite-wal").exists()  # killed: its log was never folded into the file
    reader = RecordStore.open_to_read(record)
    assert reader is not None
    with reader:
        ((deal, moves, own, ended),) = reader.read("SELECT deal, moves, own_moves, ended FROM games")
    assert (deal, own, ended) == (617, len(MOVES.split()), None)
    assert replay(Position.deal(617), moves).final == replay(Position.deal(617), MOVES).final
    with RecordStore.open(record) as store:  # the next window: the game the kill cut off has ended, unwon
        assert store.read("SELECT won, ended IS NOT NULL FROM games") == [(0, 1)]


STARTUP = """
import sys
from PySide6.QtWidgets import QApplication
from freecell_gui.core.notation.standard import Move
app = QApplication([])
from freecell_gui.ui.window.main_window import MainWindow
window = MainWindow(617)
window.show()
app.processEvents()
print("sqlite3" in sys.modules, flush=True)
window.session().play(Move("7", "a"))
print("sqlite3" in sys.modules, flush=True)
"""


def test_the_record_and_sqlite_load_at_the_first_move_not_at_start_up(tmp_path: Path) -> None:
    environment = uncovered_environment(
        QT_QPA_PLATFORM="offscreen",
        HOME=str(tmp_path),
        FREECELL_GUI_RECORD=str(tmp_path / "record.sqlite"),
    )
    done = subprocess.run(
        [sys.executable, "-c", STARTUP],
        capture_output=True,
        text=True,
        env=environment,
        timeout=120,
        check=True,
    )
    assert done.stdout.split() == ["False", "True"]
    assert (tmp_path / "record.sqlite").exists()
