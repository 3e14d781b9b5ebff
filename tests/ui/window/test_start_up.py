"""What the window's start leaves for later: ``freecell-gui 617`` started in a fresh interpreter, as a user
starts it, is looked at the moment its board has been painted for the first time.

Each module named here was loaded by the start before it was put off (to the first use, the first show
of a dock, or the first game of Dou Dizhu); the others that must never load at start are tested beside
the code that defers them (numpy and numba: test_search_process_window.py, sqlite3:
test_record_survives_a_kill.py).
"""

from __future__ import annotations

import subprocess
import sys

import pytest

from tests.helpers.processes import uncovered_environment

PROBE = """
import os, sys
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication

config = os.environ["XDG_CONFIG_HOME"]
seen = []

def look(when):
    written = any(files for _, _, files in os.walk(config))
    seen.append(f"{when}: settings written {written}")
    if when == "painted":
        seen.append("loaded " + " ".join(sorted(sys.modules)))

class FirstPaint(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint and not seen:
            QTimer.singleShot(0, lambda: look("painted"))
            QTimer.singleShot(1000, lambda: (look("a second later"), QApplication.quit()))
        return False

run = QApplication.exec

def exec_watched(app):
    window = next(w for w in QApplication.topLevelWidgets() if hasattr(w, "board"))
    window.board().installEventFilter(FirstPaint(window))
    return run()  # static in Qt 6

QApplication.exec = exec_watched
from freecell_gui.cli import gui_main
status = gui_main(["617"])
print("\\n".join(seen))
sys.exit(status)
"""


@pytest.fixture(scope="module")
def start(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    """What the probe saw: "loaded" (the modules at the first paint, space-separated), "painted" and
    "a second later" (whether the settings file had been written by then)."""
    home = tmp_path_factory.mktemp("home")
    environment = uncovered_environment(
        QT_QPA_PLATFORM="offscreen",
        HOME=str(home),
        XDG_CONFIG_HOME=str(home / "config"),
        XDG_DATA_HOME=str(home / "data"),
    )
    command = [sys.executable, "-c", PROBE]
    done = subprocess.run(command, capture_output=True, text=True, env=environment, timeout=120, check=True)
    lines = done.stdout.strip().splitlines()
    return dict(line.split(" ", 1) if line.startswith("loaded") else line.split(": ", 1) for line in lines)


DEFERRED = {
    # Loaded where JSON is written or read (a deal in the JSON format), never to show a deal.
    "json": "json",
    # ctypes.util runs ldconfig through subprocess: the display check and the libraries are found without.
    "subprocess": "subprocess",
    "ctypes.util": "ctypes.util",
    # The display check connects to a display only when there is one to check (offscreen: none).
    "socket": "socket",
    # The card images are checked by expat itself, without building a tree.
    "ElementTree": "xml.etree.ElementTree",
    # The Dou Dizhu board is made when the game is first shown.
    "Dou Dizhu board": "freecell_gui.ui.board.doudizhu_board",
    # The text pane, hidden unless chosen, makes its widgets (and its suits' highlighter) when first shown.
    "text pane's highlighter": "freecell_gui.ui.widgets.suit_highlighter",
    # freecell-gui's arguments need none of the command line's other commands.
    "catalogue command": "freecell_gui.cli.commands.catalogue",
    "solve command": "freecell_gui.cli.commands.solve",
    "deal command": "freecell_gui.cli.commands.deals",
}


@pytest.mark.parametrize("module", DEFERRED.values(), ids=DEFERRED.keys())
def test_the_start_leaves_it_unloaded_until_the_board_is_painted(start: dict[str, str], module: str) -> None:
    loaded = set(start["loaded"].split())
    assert "freecell_gui.ui.window.main_window" in loaded  # the probe looked at a started window
    assert module not in loaded


def test_the_settings_are_tried_for_writing_after_the_first_paint(start: dict[str, str]) -> None:
    # Whether they can be saved is found by writing them (an fsync): after the board is shown, not before.
    assert start["painted"] == "settings written False"
    assert start["a second later"] == "settings written True"


def test_a_pane_made_on_first_show_shows_the_deal_and_its_chosen_format(qtbot, make_settings) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QPlainTextEdit

    from freecell_gui.ui.window.main_window import MainWindow

    settings = make_settings()
    settings.set_text_format("columns")
    window = MainWindow(617, settings=settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    pane = window.findChild(QPlainTextEdit)
    assert pane is None  # hidden, so not made yet
    window.actionsByName()["textPane"].trigger()
    qtbot.waitUntil(lambda: window.findChild(QPlainTextEdit) is not None)
    shown = window.findChild(QPlainTextEdit)
    assert shown is not None and shown.isVisible()
    assert shown.toPlainText().splitlines()[0] == "7D TD TH KD 4C 4S JD"  # deal 617's first cascade
    assert window.textPaneText() == shown.toPlainText()


def test_the_dou_dizhu_board_is_made_when_its_game_is_first_shown(make_window) -> None:  # type: ignore[no-untyped-def]
    from freecell_gui.ui.board.card_table import CardTableWidget

    window = make_window(617)
    assert window.findChildren(CardTableWidget) == [window.board()]  # FreeCell's only
    window.setGame("doudizhu")
    assert set(window.findChildren(CardTableWidget)) == {window.board(), window.doudizhuBoard()}
    assert window.centralWidget().currentWidget() is window.doudizhuBoard()
    window.setGame("freecell")
    window.setGame("doudizhu")  # made once, kept
    assert len(window.findChildren(CardTableWidget)) == 2
