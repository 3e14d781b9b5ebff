"""The solver's hint in the window: H highlights the next move of the shortest solution known from the
position and says so; the move played, H again goes on along the same solution without a search; while
the solver looks, and where it has no solution, the rule of thumb's move stands in, and the status bar
says so."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from freecell_gui.core.notation.standard import Move, parse_moves
from freecell_gui.core.rules.hints import hint
from freecell_gui.core.rules.position import Position
from freecell_gui.core.rules.replay import replay
from freecell_gui.ui import MainWindow
from freecell_gui.ui.play.winnable_words import move_text
from freecell_gui.ui.solving.searches import Searcher
from tests.helpers.dead_ends import dead_end
from tests.helpers.scripted import GatedSearch, LocalSearch
from tests.helpers.windows import window_searching

WAIT_MS = 30_000
SOLVERS = "the next move of the shortest solution known"


def press_h(window: MainWindow) -> tuple[str, str]:
    """H on the board: the move the status bar names, and where it says it comes from."""
    QTest.keyClick(window.board(), Qt.Key.Key_H)
    return said_hint(window)


def said_hint(window: MainWindow) -> tuple[str, str]:
    message = window.statusBar().currentMessage()
    assert message.startswith("Hint: "), message
    move, _, whose = message.removeprefix("Hint: ").partition(" · ")
    parse_moves(move)  # a move in standard notation
    return move, whose


def written(move: Move | None) -> str:
    assert move is not None
    return move_text(move)


def test_h_plays_along_the_shortest_solution_known(
    qtbot: QtBot, make_window: Callable[..., MainWindow], window_search: Callable[[Searcher], Searcher]
) -> None:
    search = LocalSearch()
    window = window_searching(qtbot, make_window, window_search, search)
    session = window.session()
    session.play_text("5a 5b")  # off the deal's solution: judged by a search of its own
    position = session.position()
    assert position is not None
    qtbot.waitUntil(lambda: window.solveService().judgment(position) is not None, timeout=WAIT_MS)
    judged = window.solveService().judgment(position)
    assert judged is not None and judged.rest
    searched = len(search.calls)
    for step in range(5):
        assert press_h(window) == (written(judged.rest[step]), SOLVERS)
        session.play(judged.rest[step])  # the player's own move: a hint only shows it
    assert len(search.calls) == searched  # along a known solution: nothing to search
    game = session.game_play()
    assert game is not None and not any(turn.by_solver for turn in game.made())
    assert replay(session.position(), list(judged.rest[5:]), "safe").final.is_solved()  # type: ignore[arg-type]


def test_the_rule_of_thumb_stands_in_while_the_solver_looks_and_says_so(
    qtbot: QtBot, make_window: Callable[..., MainWindow], window_search: Callable[[Searcher], Searcher]
) -> None:
    search = GatedSearch()
    window = window_searching(qtbot, make_window, window_search, search)
    window.actionsByName()["stillWinnable"].trigger()  # off: only the hint asks the solver
    session = window.session()
    session.play_text("5a 5b")
    position = session.position()
    assert position is not None
    rule = written(hint(position))
    assert press_h(window) == (rule, "the rule of thumb's move, while the solver looks for one")
    search.gate.set()
    qtbot.waitUntil(lambda: said_hint(window)[1] == SOLVERS, timeout=WAIT_MS)
    judged = window.solveService().judgment(position)
    assert judged is not None and said_hint(window)[0] == written(judged.rest[0])


def test_where_no_solution_is_left_the_rule_of_thumb_says_why(qtbot: QtBot, window: MainWindow) -> None:
    lost = dead_end(1, 5)
    session = window.session()
    assert session.play_text(" ".join(str(move) for move in lost.moves)) is None
    position = session.position()
    assert isinstance(position, Position)
    qtbot.waitUntil(lambda: window.solveService().judgment(position) is not None, timeout=WAIT_MS)
    assert press_h(window) == (written(hint(position)), "the rule of thumb's move: no solution from here")
