"""The manual's pictures of the solver's help in hand play (docs/viewer.md, "Playing a deal by hand"):
"still winnable?" naming the move that lost a game, and the solver's hint. Registered in
tools/screenshots.py, whose window they use (its searches in the search's process, as in the program).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from freecell_gui.ui.window.main_window import MainWindow

DEAL = 617
LOST_AFTER = 12  # the losing move comes after this many moves of the picture's game, or later
HINT_AFTER = 14  # the hint is asked for after this many moves of it
SEARCH_MS = 60_000  # the search's process started and loaded, then its answer


def _game_window(moves: int) -> MainWindow:
    """Deal 617 with the first ``moves`` moves of the README's game made, its move panel shown."""
    from PySide6.QtWidgets import QDockWidget

    from tools.screenshots import PLAYING_617_MOVES, _window

    window = _window(DEAL)
    dock = window.findChild(QDockWidget, "playbackPane")
    if dock is not None:
        dock.show()
    error = window.session().play_text(" ".join(PLAYING_617_MOVES.split()[:moves]))
    assert error is None, error
    return window


def still_winnable(out: Path) -> None:
    """A game lost: the status bar names the move that lost it (found by our engine here: the first of
    the game's positions from :data:`LOST_AFTER` on with a move that leaves no solution), one move later,
    and offers to go back there."""
    from freecell_gui.app.winnable import LOST
    from freecell_gui.core import search as engine
    from freecell_gui.core.search import NO_SOLUTION
    from tools.screenshots import _settle, _wait

    window = _game_window(LOST_AFTER)
    session = window.session()
    position = session.position()
    assert position is not None
    losing = next(m for m in position.legal_moves() if engine.quick(position.apply(m)).verdict == NO_SOLUTION)
    session.play(losing)
    after = session.position()
    assert after is not None and after.legal_moves(), "a move after the losing one"
    session.play(after.legal_moves()[0])
    winnable = window.handPlay().stillWinnable()

    def named() -> bool:
        said = winnable.said()
        return said is not None and said.state == LOST and said.lost_by == LOST_AFTER + 1

    _wait(SEARCH_MS, named)
    assert named(), "the losing move is named"
    _settle(window)
    window.grab().save(str(out))
    window.close()


def solver_hint(out: Path) -> None:
    """H in a game under way: the next move of the shortest solution known from the position,
    highlighted, and the status bar saying whose it is (the position judged first: "Winnable: …")."""
    from freecell_gui.app.winnable import WINNABLE
    from tools.screenshots import _settle, _wait

    window = _game_window(HINT_AFTER)
    winnable = window.handPlay().stillWinnable()

    def judged() -> bool:
        said = winnable.said()
        return said is not None and said.state == WINNABLE

    _wait(SEARCH_MS, judged)
    assert judged(), "the position is judged"
    _settle(window)
    window.actionsByName()["hint"].trigger()
    assert window.handPlay().solverHint().isWaiting() is False, "the solver's move, known at once"
    _wait(300)  # the frames drawn (they stay 1.5 s)
    window.grab().save(str(out))
    window.close()
