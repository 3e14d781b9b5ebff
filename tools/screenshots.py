"""The README's pictures of the real window, made offscreen by the program itself.

``python -m tools.screenshots NAME OUT.png`` (``make screenshots`` makes them all). Each picture is one
function below, registered in :data:`PICTURES`; the window runs on a throw-away settings file, so the
user's own settings are neither read nor changed.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from freecell_gui.ui.window.main_window import MainWindow

os.environ["QT_QPA_PLATFORM"] = os.environ.get("QT_QPA_PLATFORM") or "offscreen"

# Deal 617, the first 24 moves of a solution (fc-solve's, without the moves autoplay makes).
PLAYING_617_MOVES = "7a 7b 7c b7 1b 71 83 4d 46 83 48 74 b7 2b 27 a2 82 8a d8 48 4d d7 8d 8h"
WINDOW_SIZE = (1280, 800)
SMALL_SCREEN = (1366, 768)  # a common laptop's screen, the window maximised on it


def _window(deal: int, language: str | None = None) -> MainWindow:
    from PySide6.QtCore import QSettings

    from freecell_gui.ui import MainWindow
    from freecell_gui.ui.settings import ViewerSettings
    from freecell_gui.ui.text.i18n import install_language
    from freecell_gui.util.languages import SOURCE_LANGUAGE

    install_language(language or SOURCE_LANGUAGE)  # as the program's start-up does, before any text is set

    store = Path(tempfile.mkdtemp()) / "screenshots.ini"
    window = MainWindow(deal, ViewerSettings(QSettings(str(store), QSettings.Format.IniFormat)))
    window.resize(*WINDOW_SIZE)
    window.show()
    return window


def _settle() -> None:
    from PySide6.QtTest import QTest

    QTest.qWait(400)  # slides (150 ms), the deck's render worker and the dock layout


def playing_617(out: Path) -> None:
    """A game in progress: moves made by hand, the move list, a card selected and a hint shown."""
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QDockWidget

    window = _window(617)
    dock = window.findChild(QDockWidget, "playbackPane")
    if dock is not None:
        dock.show()  # the move panel: the game's moves and the move field
    session = window.session()
    error = session.play_text(PLAYING_617_MOVES)
    assert error is None, error
    _settle()
    board = window.board()
    position = session.position()
    assert position is not None
    column = max(range(8), key=lambda c: position.sequence_length(c) if position.cascades[c] else 0)
    card = board.cardWidget(position.cascades[column][-position.sequence_length(column)])
    QTest.mouseClick(card, Qt.MouseButton.LeftButton, pos=QPoint(card.width() // 2, 8))  # select a sequence
    _settle()
    window.grab().save(str(out))
    window.close()


def window_in(language: str) -> Callable[[Path], None]:
    """The window in ``language`` (the README's "Languages"): a game in progress and its move list."""

    def picture(out: Path) -> None:
        from PySide6.QtWidgets import QDockWidget

        window = _window(617, language)
        dock = window.findChild(QDockWidget, "playbackPane")
        if dock is not None:
            dock.show()
        error = window.session().play_text(PLAYING_617_MOVES)
        assert error is None, error
        _settle()
        window.grab().save(str(out))
        window.close()

    return picture


def playback_in(language: str | None = None) -> Callable[[Path], None]:
    """A solution played back: Solve (F5) on deal 617 — fc-solve's solution, then our search's shorter
    ones — until the search ends, then half-way through the shortest."""

    def picture(out: Path) -> None:
        from PySide6.QtTest import QTest

        from freecell_gui.ui.playback.dock import PlaybackDock

        window = _window(617, language)
        window.actionsByName()["solve"].trigger()
        dock = window.findChild(PlaybackDock)
        assert dock is not None and dock.isVisible()
        panel = dock.panel()
        for _ in range(3000):  # our search, the kernels loaded first (60 s at most)
            if not panel.isSolving():
                break
            QTest.qWait(20)
        panel.setCurrentIndex(panel.stepCount() // 2, animate=False)
        _settle()
        window.grab().save(str(out))
        window.close()

    return picture


def docks_in(language: str) -> Callable[[Path], None]:
    """The window on a 1366×768 screen with both docks open, in ``language``: the solver's verdict clicked
    (Solve: its solution in the panel at once, half-way), the position in the text pane, a refused move
    in the status bar (issue 20: every message whole, the move list ten rows or more)."""

    def picture(out: Path) -> None:
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest
        from PySide6.QtWidgets import QDockWidget

        from freecell_gui.ui.playback.dock import PlaybackDock

        window = _window(617, language)
        window.resize(*SMALL_SCREEN)
        pane = window.findChild(QDockWidget, "textPane")
        if pane is not None:
            pane.show()
        verdict = window.statusBar().verdict  # type: ignore[attr-defined]
        for _ in range(1500):  # the verdict, found in the background (30 s at most)
            if verdict.known() is not None:
                break
            QTest.qWait(20)
        QTest.mouseClick(verdict, Qt.MouseButton.LeftButton)  # the verdict's solution, in the panel
        dock = window.findChild(PlaybackDock)
        assert dock is not None and dock.isVisible()
        panel = dock.panel()
        panel.setCurrentIndex(panel.stepCount() // 2, animate=False)
        field = panel.moveField()
        QTest.keyClicks(field, "1h")
        QTest.keyClick(field, Qt.Key.Key_Return)  # refused: the board shows the solution, not the game
        _settle()
        _settle()  # the deck at the board's new size, once the docks have taken their room
        window.grab().save(str(out))
        window.close()

    return picture


def gallery(out: Path) -> None:
    """View → Gallery at deal 11975, with a catalogue of the deals on screen built by fc-solve first (in a
    throw-away file): each thumbnail's moves on its difficulty colour, and 11982's red "no solution"."""
    import subprocess

    from PySide6.QtTest import QTest

    from freecell_gui.core.catalogue.store import Catalogue
    from freecell_gui.ui.gallery import navigation

    path = Path(tempfile.mkdtemp()) / "catalogue.sqlite"
    command = [sys.executable, "-m", "freecell_gui", "catalogue", "build", "11975..12010", "--db", str(path)]
    subprocess.run(command, check=True, capture_output=True)
    navigation.open_user_catalogue = lambda _: Catalogue.open(path)  # type: ignore[assignment]
    window = _window(11975)
    window.actionsByName()["gallery"].trigger()
    gallery_widget = window.gallery()
    for _ in range(500):
        if gallery_widget.isComplete():
            break
        QTest.qWait(20)
    _settle()
    window.grab().save(str(out))
    window.close()


PICTURES: dict[str, Callable[[Path], None]] = {
    "playing-617": playing_617,
    "playback-617": playback_in(),
    "gallery": gallery,
}
PICTURES["playback-617-ja"] = playback_in("ja")  # not in the README: to look at the texts in Japanese
PICTURES.update({f"window-{code}": window_in(code) for code in ("ja", "pt_BR")})  # needs a CJK font
PICTURES.update({f"docks-{code}": docks_in(code) for code in ("en", "pt_BR", "ja")})


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.screenshots", description=__doc__.splitlines()[0])
    parser.add_argument("name", choices=sorted(PICTURES))
    parser.add_argument("out", type=Path)
    args = parser.parse_args(argv)
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])
    PICTURES[args.name](args.out)
    del app
    print(args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
