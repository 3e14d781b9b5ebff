"""One move count everywhere, as freecellgamesolutions.com counts: the moves a player makes, autoplay's
moves home apart, and always said whose solution or whose moves are counted.

The oracles: the command line's quick pass (`freecell solve N --preset fast`: its own code path to the
count, in a process of its own), and the rule that every card goes home exactly once, by a move to the
foundations or by autoplay.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from freecell_gui.core.notation.standard import Move
from freecell_gui.ui.playback.dock import PlaybackDock
from freecell_gui.ui.window.main_window import MainWindow
from freecell_gui.ui.window.verdict_label import VerdictLabel
from tests.helpers.cli_process import command_line_count
from tests.helpers.windows import show_active

MakeWindow = Callable[..., MainWindow]
WAIT_MS = 30_000  # a ceiling for a loaded machine, not a speed goal
SITE_COUNT = re.compile(r"(\d+) moves \+ (\d+) by autoplay")


def home_by_autoplay(moves_made: Iterable[Move]) -> int:
    """The cards autoplay sent home in a won game: every card goes home once, by a move or by autoplay."""
    return 52 - sum(move.dest == "h" for move in moves_made)


def test_the_status_bar_the_panel_and_the_command_line_count_alike(qtbot, make_window: MakeWindow) -> None:  # type: ignore[no-untyped-def]
    window = make_window(617)
    window.resize(1366, 768)
    show_active(qtbot, window)
    label = window.findChild(VerdictLabel, "verdictLabel")
    assert label is not None
    qtbot.waitUntil(lambda: label.known() is not None, timeout=WAIT_MS)
    given, auto, cli_moves = command_line_count(617)
    assert label.text() == f"Solvable in {given} moves · our quick search, safe autoplay"
    assert SITE_COUNT.search(label.toolTip())[0] == f"{given} moves + {auto} by autoplay"  # type: ignore[index]

    QTest.mouseClick(label, Qt.MouseButton.LeftButton)  # Solve: the verdict's own solution at once
    dock = window.findChild(PlaybackDock)
    assert dock is not None and dock.isVisible()
    panel = dock.panel()
    solution = panel.solution()
    assert solution is not None and solution.is_solved() and solution.by_solver
    made = [step for step in solution.steps if not step.auto]
    assert [step.text for step in made] == cli_moves and len(made) == given
    assert len(solution.steps) - len(made) == auto == home_by_autoplay(step.move for step in made)
    assert panel.statusText().startswith(
        f"Solvable in {given} moves (+ {auto} by autoplay) · our quick search, safe autoplay, "
    )
    panel.cancelSolve()


def test_continue_from_here_says_which_moves_were_the_solvers(qtbot, make_window: MakeWindow) -> None:  # type: ignore[no-untyped-def]
    window = make_window(1)
    show_active(qtbot, window)
    window.actionsByName()["playbackPane"].trigger()
    session = window.session()
    assert session.play_text("5a 5b 5c") is None  # the player's own three moves
    window.handPlay().setContinueInterval(1)
    window.actionsByName()["continueHere"].trigger()
    game = session.game_play()
    assert game is not None
    qtbot.waitUntil(game.is_won, timeout=WAIT_MS)
    turns = game.made()
    own = [str(turn.move) for turn in turns if not turn.by_solver]
    by_solver = sum(turn.by_solver for turn in turns)
    assert own == ["5a", "5b", "5c"] and by_solver > 0
    auto = home_by_autoplay(turn.move for turn in turns)
    assert auto == sum(len(turn.auto) for turn in turns)  # the solver's moves home count as autoplay's
    message = window.statusBar().currentMessage()
    expected = rf"Won in \d+:\d\d: 3 moves by you, {by_solver} by the solver \(\+ {auto} by autoplay\)"
    assert re.fullmatch(expected, message), message
    panel = window.findChild(PlaybackDock).panel()  # type: ignore[union-attr]
    assert panel.statusText() == message
    model = panel.moveList().model()
    italic = [bool(model.index(row, 0).data(Qt.ItemDataRole.FontRole)) for row in range(1, model.rowCount())]
    steps = panel.solution().steps  # type: ignore[union-attr]
    assert italic == [step.by_solver for step in steps] and italic[:3] == [False] * 3 and all(italic[3:])

    window.actionsByName()["undo"].trigger()  # no longer won: the panel counts the solver's moves still
    played = f"Played by hand and by the solver ({by_solver - 1} moves, in italics): Ctrl+Z undoes a move"
    assert panel.statusText().startswith(played)
