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

from tools.hand_play_pictures import solver_hint, still_winnable

if TYPE_CHECKING:
    from freecell_gui.ui.window.main_window import MainWindow

os.environ["QT_QPA_PLATFORM"] = os.environ.get("QT_QPA_PLATFORM") or "offscreen"

# Deal 617, the first 24 moves of a solution (without the moves autoplay makes).
PLAYING_617_MOVES = "7a 7b 7c b7 1b 71 83 4d 46 83 48 74 b7 2b 27 a2 82 8a d8 48 4d d7 8d 8h"
# The whole of it: a game won by hand for the statistics.
STATISTICS_617_WIN = (
    f"{PLAYING_617_MOVES} d4 16 1h 48 21 a4 2d 24 2a ch 8h 6h d6 3c 3d 32 d2 c2 3d 3c 38 6h 53 5h 6h a6 "
    "51 5a 5h 1h ch 7a 7h 6c 1h 6h dh 2h 1d 15 1h dh 3h bh 1d 16"
)
WINDOW_SIZE = (1280, 800)
SMALL_SCREEN = (1366, 768)  # a common laptop's screen, the window maximised on it
FIRST_WINDOW = (1000, 760)  # the window's size at its first start (ui/window/screen_fit.py)


def _window(deal: int, language: str | None = None, catalogue: Path | None = None) -> MainWindow:
    from PySide6.QtCore import QSettings

    from freecell_gui.ui import MainWindow
    from freecell_gui.ui.settings import ViewerSettings
    from freecell_gui.ui.text.i18n import install_language
    from freecell_gui.util.languages import SOURCE_LANGUAGE

    install_language(language or SOURCE_LANGUAGE)  # as the program's start-up does, before any text is set

    folder = Path(tempfile.mkdtemp())  # the user's settings and record of games stay untouched
    settings = ViewerSettings(QSettings(str(folder / "screenshots.ini"), QSettings.Format.IniFormat))
    settings.set_catalogue_path(catalogue)
    window = MainWindow(deal, settings, record=folder / "record.sqlite")
    window.resize(*WINDOW_SIZE)
    window.show()
    return window


def _wait(milliseconds: int, done: Callable[[], bool] = lambda: False) -> None:
    """Run the event loop for ``milliseconds`` or until ``done()``. Not QTest.qWait: it keeps the GIL while
    it waits, and the workers that draw the deck and the gallery's thumbnails (Python threads) would
    starve, leaving placeholders in the picture."""
    import time

    from PySide6.QtCore import QCoreApplication

    end = time.monotonic() + milliseconds / 1000
    while time.monotonic() < end and not done():
        QCoreApplication.processEvents()
        time.sleep(0.01)  # the GIL is free meanwhile


def _settle(window: MainWindow) -> None:
    """Slides (150 ms), the deck's render worker and the dock layout done: on a loaded machine a slide may
    outlast a fixed wait, and a picture taken then shows cards half-way."""
    _wait(400)
    board = window.board()
    _wait(10_000, lambda: not board.animator().isRunning() and board.isCrisp())


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
    _settle(window)
    board = window.board()
    position = session.position()
    assert position is not None
    column = max(range(8), key=lambda c: position.sequence_length(c) if position.cascades[c] else 0)
    card = board.cardWidget(position.cascades[column][-position.sequence_length(column)])
    QTest.mouseClick(card, Qt.MouseButton.LeftButton, pos=QPoint(card.width() // 2, 8))  # select a sequence
    _settle(window)
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
        _settle(window)
        window.grab().save(str(out))
        window.close()

    return picture


def playback_in(language: str | None = None) -> Callable[[Path], None]:
    """A solution played back: Solve (F5) on deal 617 — our quick pass's solution, then our search's
    shorter ones — until the search ends, then half-way through the shortest."""

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
        _settle(window)
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
        _settle(window)
        _settle(window)  # the deck at the board's new size, once the docks have taken their room
        window.grab().save(str(out))
        window.close()

    return picture


def single_cards(out: Path) -> None:
    """A game in progress with its moves listed in single-card steps (the panel's toggle): each sequence
    move bracketed under its number, the board at the step half-way through the last one."""
    from PySide6.QtWidgets import QDockWidget

    window = _window(617)
    dock = window.findChild(QDockWidget, "playbackPane")
    if dock is not None:
        dock.show()
    session = window.session()
    error = session.play_text(PLAYING_617_MOVES)
    assert error is None, error
    window.actionsByName()["singleCards"].trigger()
    steps = session.playback().solution
    assert steps is not None
    last = max(i for i, step in enumerate(steps.steps, 1) if step.part is not None and step.part.index == 2)
    session.go_to_step(last, animate=False)
    _settle(window)
    window.grab().save(str(out))
    window.close()


def statistics(out: Path) -> None:
    """Game → Statistics after a few games (a throw-away record): deal 617 won twice, deal 1 begun; the
    fewest moves known come from a catalogue of deal 617 built first (deal 1's is not known)."""
    import subprocess

    from freecell_gui.ui.dialogs.statistics import StatisticsDialog

    catalogue = Path(tempfile.mkdtemp()) / "catalogue.sqlite"
    build = [sys.executable, "-m", "freecell_gui", "catalogue", "build", "617..617", "--db", str(catalogue)]
    subprocess.run(build, check=True, capture_output=True)
    window = _window(617, catalogue=catalogue)
    session = window.session()
    for moves in (STATISTICS_617_WIN, STATISTICS_617_WIN):
        session.play_text(moves)
        session.restart()
    session.set_deal(1)
    session.play_text("6a 6b 7b")
    window.actionsByName()["statistics"].trigger()
    dialog = window.findChild(StatisticsDialog)
    assert dialog is not None
    _settle(window)
    dialog.grab().save(str(out))
    window.close()


def by_difficulty(out: Path) -> None:
    """Go → Random deal by difficulty → Hard, drawn in the menus over the window (a grab leaves popups
    out), after a hard deal was found this way (rated by the window's search process, a seeded draw):
    the board and the status bar's word on it."""
    from PySide6.QtCore import QPoint
    from PySide6.QtGui import QAction, QPainter
    from PySide6.QtWidgets import QMenu

    from freecell_gui.ui.difficulty.deal_search import DealSearch

    window = _window(617)
    search = window.findChild(DealSearch)
    assert search is not None
    search.random.seed(6)
    hard = window.findChild(QAction, "difficulty-hard")
    assert hard is not None
    hard.trigger()
    _wait(60_000, lambda: not search.isSearching())
    _settle(window)
    picture = window.grab()
    bar = window.menuBar()
    go = next(
        action for action in bar.actions() if action.menu() and action.menu().property("sourceTitle") == "G&o"
    )
    menu, entry = go.menu(), window.actionsByName()["randomByDifficulty"]
    assert isinstance(menu, QMenu)
    menu.setActiveAction(entry)  # the entry highlighted, as under the pointer
    at = bar.mapTo(window, bar.actionGeometry(go).bottomLeft())
    menu.popup(window.mapToGlobal(at))
    submenu = entry.menu()
    assert isinstance(submenu, QMenu)
    submenu.setActiveAction(hard)
    _wait(300)
    painter = QPainter(picture)
    painter.drawPixmap(at, menu.grab())
    painter.drawPixmap(at + menu.actionGeometry(entry).topRight() + QPoint(-4, -4), submenu.grab())
    painter.end()
    picture.save(str(out))
    menu.close()
    window.close()


def gallery_at(size: tuple[int, int]) -> Callable[[Path], None]:
    """View → Gallery at deal 11975 in a window of ``size``, with a catalogue of the deals on screen built
    by our engine first (in a throw-away file): each thumbnail's moves on its difficulty band's colour, the
    legend of the colours, and 11982's red "no solution"."""

    def picture(out: Path) -> None:
        import subprocess

        from freecell_gui.app import user_catalogue
        from freecell_gui.core.catalogue.store import Catalogue

        path = Path(tempfile.mkdtemp()) / "catalogue.sqlite"
        deals = "11975..12010"
        command = [sys.executable, "-m", "freecell_gui", "catalogue", "build", deals, "--db", str(path)]
        subprocess.run(command, check=True, capture_output=True)
        user_catalogue.open_user_catalogue = lambda _: Catalogue.open(path)  # type: ignore[assignment]
        window = _window(11975, catalogue=path)  # the status bar's verdict from the same catalogue
        window.resize(*size)
        window.actionsByName()["gallery"].trigger()
        _wait(10_000, window.gallery().isComplete)
        _settle(window)
        window.grab().save(str(out))
        window.close()

    return picture


PICTURES: dict[str, Callable[[Path], None]] = {
    "playing-617": playing_617,
    "still-winnable": still_winnable,
    "solver-hint": solver_hint,
    "playback-617": playback_in(),
    "gallery": gallery_at(WINDOW_SIZE),
    "gallery-1000": gallery_at(FIRST_WINDOW),  # not in the README: the gallery in the window as first opened
    "single-cards": single_cards,
    "statistics": statistics,
    "by-difficulty": by_difficulty,
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
