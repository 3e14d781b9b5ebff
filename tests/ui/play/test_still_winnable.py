"""Still winnable? in the window: after each move the status bar says whether the game can still be won,
with the count from there; a game driven into a dead end (found by the engine) says it is lost and names
the move that lost it, and "Go back there" (its link, or the Game menu) undoes to the position before it;
Game → Still winnable? turns it off, remembered; "Judging…" once the solver has looked a moment."""

from __future__ import annotations

import re
from collections.abc import Callable

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from freecell_gui.core.notation.standard import Move
from freecell_gui.ui import MainWindow
from freecell_gui.ui.play.still_winnable import WinnableLabel
from freecell_gui.ui.solving.searches import Searcher
from tests.helpers.dead_ends import dead_end
from tests.helpers.scripted import GatedSearch, LocalSearch
from tests.helpers.windows import window_searching

WAIT_MS = 30_000
WINNABLE = re.compile(r"Winnable: (\d+) moves? from here · our quick search")


def label_of(window: MainWindow) -> WinnableLabel:
    label = window.findChild(WinnableLabel, "winnableLabel")
    assert label is not None and label.isVisibleTo(window.statusBar())
    return label


def words(window: MainWindow) -> str:
    """What the label says, as the user reads it (the link's words without the markup)."""
    return re.sub(r"<[^>]+>", "", label_of(window).text())


def written(move: Move) -> str:
    return move.written() if move.count > 1 else str(move)


def test_each_move_is_judged_and_a_dead_end_names_the_move_that_lost_it(
    qtbot: QtBot, window: MainWindow
) -> None:
    lost = dead_end(1, 5, more=2)  # two moves more after the one that lost it
    session = window.session()
    for number, move in enumerate(lost.moves, start=1):
        session.play(move)
        if number < lost.lost_by:
            qtbot.waitUntil(lambda: WINNABLE.fullmatch(words(window)) is not None, timeout=WAIT_MS)
    losing = lost.moves[lost.lost_by - 1]
    said = f"No longer winnable: move {lost.lost_by} ({written(losing)}) lost it — Go back there"
    qtbot.waitUntil(lambda: words(window) == said, timeout=WAIT_MS)
    back = window.actionsByName()["backToWinnable"]
    assert back.isEnabled()
    label = label_of(window)
    QTest.mouseClick(label, Qt.MouseButton.LeftButton, pos=QPoint(label.width() - 12, label.height() // 2))
    assert session.move_cursor() == lost.lost_by - 1  # undone to the position before the losing move
    qtbot.waitUntil(lambda: WINNABLE.fullmatch(words(window)) is not None, timeout=WAIT_MS)
    assert not back.isEnabled()
    session.redo()  # what was found is known: said at once
    assert words(window) == said
    back.trigger()  # the Game menu's way back
    assert session.move_cursor() == lost.lost_by - 1


def test_moves_typed_at_once_are_judged_back_to_the_move_that_lost_it(
    qtbot: QtBot, window: MainWindow
) -> None:
    lost = dead_end(617, 2, more=6)
    window.setDeal(617)
    assert window.session().play_text(" ".join(str(move) for move in lost.moves)) is None
    losing = written(lost.moves[lost.lost_by - 1])
    said = f"No longer winnable: move {lost.lost_by} ({losing}) lost it — Go back there"
    qtbot.waitUntil(lambda: words(window) == said, timeout=WAIT_MS)


def test_judging_is_said_once_the_solver_has_looked_a_moment(
    qtbot: QtBot, make_window: Callable[..., MainWindow], window_search: Callable[[Searcher], Searcher]
) -> None:
    search = GatedSearch()
    window = window_searching(qtbot, make_window, window_search, search)
    window.session().play_text("5a")
    assert words(window) == ""  # nothing yet: most answers come before "Judging…" would be said
    qtbot.waitUntil(lambda: words(window) == "Still winnable? Judging…", timeout=WAIT_MS)
    search.gate.set()
    qtbot.waitUntil(lambda: WINNABLE.fullmatch(words(window)) is not None, timeout=WAIT_MS)
    before = words(window)
    search.gate.clear()
    window.session().play_text("5b")
    assert words(window) == before  # the words of the position before stay a moment, then:
    qtbot.waitUntil(lambda: words(window) == "Still winnable? Judging…", timeout=WAIT_MS)
    search.gate.set()
    qtbot.waitUntil(lambda: WINNABLE.fullmatch(words(window)) is not None, timeout=WAIT_MS)


def test_the_setting_turns_it_off_and_is_remembered(
    qtbot: QtBot, make_window: Callable[..., MainWindow], window_search: Callable[[Searcher], Searcher]
) -> None:
    search = LocalSearch()
    window = window_searching(qtbot, make_window, window_search, search)
    toggle = window.actionsByName()["stillWinnable"]
    assert toggle.isChecked()  # on unless turned off
    toggle.trigger()
    session = window.session()
    session.play_text("5a 5b")
    qtbot.wait(200)
    start = session.start_position()
    assert words(window) == "" and [call for call in search.calls if call[1] != start] == []  # none judged
    toggle.trigger()  # on again: the game as it stands is judged
    qtbot.waitUntil(lambda: WINNABLE.fullmatch(words(window)) is not None, timeout=WAIT_MS)
    toggle.trigger()
    window.close()
    again = make_window(1)
    assert not again.actionsByName()["stillWinnable"].isChecked()


def test_nothing_is_said_before_a_move_nor_while_the_board_shows_a_solution(
    qtbot: QtBot, window: MainWindow
) -> None:
    assert words(window) == ""  # the deal's verdict speaks for its start
    session = window.session()
    session.play_text("5a")
    qtbot.waitUntil(lambda: WINNABLE.fullmatch(words(window)) is not None, timeout=WAIT_MS)
    count = int(WINNABLE.fullmatch(words(window)).group(1))  # type: ignore[union-attr]
    window.actionsByName()["solve"].trigger()  # the panel plays a solution of the deal on the board
    qtbot.waitUntil(lambda: words(window) == "", timeout=WAIT_MS)
    session.undo()  # back to the game
    assert session.shown().position == session.position()
    assert words(window) == f"Winnable: {count} moves from here · our quick search"


def test_a_language_switch_words_it_again(
    qtbot: QtBot, window: MainWindow, interface_language: Callable[[str], str]
) -> None:
    window.session().play_text("5a")
    qtbot.waitUntil(lambda: WINNABLE.fullmatch(words(window)) is not None, timeout=WAIT_MS)
    count = int(WINNABLE.fullmatch(words(window)).group(1))  # type: ignore[union-attr]
    interface_language("pt_BR")
    assert words(window) == f"Dá para vencer: {count} movimentos daqui · nossa busca rápida"
