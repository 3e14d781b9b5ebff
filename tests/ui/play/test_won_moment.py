"""The won moment in the window: a game won by hand gets its moment (the cards bouncing off the board under a
banner with the time and moves), which ends by itself, by a click or any key (which still do their work),
by an undo; it follows the board's slides (none: a still banner); Game → Celebrate won games turns it off,
remembered. fc-solve's solution of deal 1 wins the games."""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from freecell_gui.ui import MainWindow
from freecell_gui.ui.board.animation import DURATION_MS
from freecell_gui.ui.play.won_moment import WonMoment
from tests.helpers.fc_solve import fc_solve_short_moves
from tests.helpers.image_arrays import rgb_array

FAST = DURATION_MS // 10  # slides ten times as fast: the moment too


def moment_of(window: MainWindow) -> WonMoment:
    return window.handPlay().wonMoment()


def win(window: MainWindow) -> None:
    """Every move of fc-solve's solution but the last, then the last one: the game is won."""
    moves = [str(move) for move in fc_solve_short_moves(1)]
    session = window.session()
    assert session.play_text(" ".join(moves[:-1])) is None
    assert not moment_of(window).isShowing()
    assert session.play_text(moves[-1]) is None
    game = session.game_play()
    assert game is not None and game.is_won()


def board_pixels(window: MainWindow):  # type: ignore[no-untyped-def]
    return rgb_array(window.board().grab().toImage())


def test_a_won_game_gets_its_moment_with_the_time_and_the_moves(qtbot: QtBot, window: MainWindow) -> None:
    win(window)
    moment = moment_of(window)
    assert moment.isShowing() and moment.isVisible() and moment.geometry() == window.board().rect()
    title, tally, hint = moment.bannerLines()
    game = window.session().game_play()
    assert game is not None
    assert title == "Well played!" and hint
    assert tally == window.statusBar().currentMessage()  # "Won in 0:00 with 80 moves (+ 34 by autoplay)"
    assert tally.startswith("Won in 0:0") and f"with {len(game.made())} moves" in tally
    before = board_pixels(window)
    qtbot.wait(1200)
    after = board_pixels(window)
    assert moment.isShowing()
    # The cards have left their foundations and fly over the felt: the board's lower half has changed.
    lower = slice(before.shape[0] // 2, None)
    assert (np.abs(after[lower] - before[lower]).max(axis=2) > 60).mean() > 0.05


def test_the_moment_ends_by_itself_at_the_board_s_pace(qtbot: QtBot, window: MainWindow) -> None:
    window.board().animator().duration_ms = FAST
    win(window)
    moment = moment_of(window)
    assert moment.isShowing()
    qtbot.waitUntil(lambda: not moment.isShowing(), timeout=3000)
    assert not moment.isVisible()


def test_any_key_ends_the_moment_and_still_does_its_work(qtbot: QtBot, window: MainWindow) -> None:
    win(window)
    moment = moment_of(window)
    qtbot.keyClick(window.board(), Qt.Key.Key_Shift)
    assert not moment.isShowing()
    win_again = window.session().game_play()
    assert win_again is not None and win_again.is_won()
    window.session().undo()
    window.session().redo()  # the last move again: won again
    assert moment.isShowing()
    qtbot.keyClick(window.board(), Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # Undo, a shortcut
    assert not moment.isShowing()
    assert not win_again.is_won()  # the key undid the last move too


def test_a_click_ends_the_moment_and_goes_through_to_the_board(qtbot: QtBot, window: MainWindow) -> None:
    win(window)
    moment = moment_of(window)
    board = window.board()
    point = board.rect().center()
    assert board.childAt(point) is not moment  # the mouse is not caught by the overlay
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=point)
    assert not moment.isShowing()


def test_leaving_the_board_ends_the_moment(qtbot: QtBot, window: MainWindow) -> None:
    win(window)
    moment = moment_of(window)
    window.actionsByName()["gallery"].trigger()
    assert not moment.isShowing()


def test_a_resized_board_keeps_its_moment_over_all_of_it(qtbot: QtBot, window: MainWindow) -> None:
    win(window)
    moment = moment_of(window)
    window.resize(1500, 1000)  # as the window's layout settles after the win, or the user drags its edge
    qtbot.waitUntil(lambda: window.board().width() > 1300)
    assert moment.isShowing() and moment.geometry() == window.board().rect()


def test_without_slides_the_banner_stands_still(qtbot: QtBot, window: MainWindow) -> None:
    window.board().animator().duration_ms = 0
    win(window)
    moment = moment_of(window)
    assert moment.isShowing()
    first = board_pixels(window)
    qtbot.wait(300)
    assert np.array_equal(first, board_pixels(window))  # nothing moves
    moment.hide()
    plain = board_pixels(window)
    moment.show()
    rows, columns = np.nonzero((np.abs(first - plain) > 2).any(axis=2))
    height, width = plain.shape[:2]
    # Only the banner differs from the board under it, in the middle: no card has left its foundation.
    assert rows.size and columns.min() > width // 5 and columns.max() < width - width // 5
    assert rows.min() > height // 4 and rows.max() < height - height // 4


def test_turned_off_a_win_has_no_moment_and_that_is_remembered(
    qtbot: QtBot, window: MainWindow, make_window: Callable[..., MainWindow], make_settings
) -> None:  # type: ignore[no-untyped-def]
    toggle = window.actionsByName()["wonMoment"]
    assert toggle.isCheckable() and toggle.isChecked()
    toggle.trigger()
    assert not toggle.isChecked() and make_settings().won_moment() is False
    win(window)
    assert not moment_of(window).isShowing() and not moment_of(window).isVisible()
    assert window.statusBar().currentMessage().startswith("Won in")  # the status line still says it
    again = make_window(1)
    assert not again.actionsByName()["wonMoment"].isChecked()
    again.actionsByName()["wonMoment"].trigger()
    assert make_settings().won_moment() is True


def test_turning_it_off_ends_a_moment_under_way(qtbot: QtBot, window: MainWindow) -> None:
    win(window)
    moment = moment_of(window)
    window.actionsByName()["wonMoment"].setChecked(False)
    assert not moment.isShowing()


def test_the_menu_entry_and_the_banner_speak_the_language_chosen(
    qtbot: QtBot, window: MainWindow, interface_language
) -> None:  # type: ignore[no-untyped-def]
    english = window.actionsByName()["wonMoment"].text()
    win(window)
    banner = moment_of(window).bannerLines()
    interface_language("pt_BR")
    assert window.actionsByName()["wonMoment"].text() not in ("", english)
    translated = moment_of(window).bannerLines()
    assert all(a != b for a, b in zip(banner, translated, strict=True)), translated


def test_the_banner_shows_at_the_board_s_middle(qtbot: QtBot, window: MainWindow) -> None:
    window.board().animator().duration_ms = 0  # the banner alone on the board
    before = board_pixels(window)
    win(window)
    after = board_pixels(window)
    middle = (after.shape[0] // 2, after.shape[1] // 2)
    dark = after[middle[0] - 5 : middle[0] + 5, middle[1] - 150 : middle[1] - 140]
    assert dark.max() < 90 and before[middle].sum() > dark.max() * 2  # the dark box, on the lighter felt
