"""The panel's single-card steps: the toggle lists each sequence move as its single-card moves, bracketed
under the move's number; stepping through them shows each card on its way; Copy copies that form; the
choice is remembered, and the window's Solution menu has the same toggle."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QToolButton

from freecell_gui.app.session import ViewerSession
from freecell_gui.core.rules.autoplay import Autoplay
from freecell_gui.core.rules.position import Position
from freecell_gui.core.rules.replay import replay
from freecell_gui.ui.playback import PlaybackPanel
from freecell_gui.ui.settings import ViewerSettings
from tests.helpers.fc_solve import fc_solve_short_moves, normalized_board


def rows(panel: PlaybackPanel) -> list[str]:
    model = panel.moveList().model()
    return [str(model.index(row, 0).data()) for row in range(model.rowCount())]


def test_the_toggle_lists_single_cards_bracketed_and_steps_through_them(
    qtbot, panel, fc_solve_solution, session: ViewerSession, board_shows
) -> None:
    oracle = fc_solve_solution(1)
    assert panel.loadSolution(oracle.text())
    panel.setCurrentIndex(10)
    shown = session.shown_position()
    button = panel.findChild(QToolButton, "singleCardsButton")
    assert button is not None and button.isCheckable() and not button.isChecked()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert button.isChecked() and panel.stepCount() > len(oracle.moves)
    assert session.shown_position() == shown  # the same move, in single cards
    listed = rows(panel)
    first = next(i for i, row in enumerate(listed) if "┐" in row)
    assert listed[first].split()[0].endswith(".") and listed[first].split()[-1].count("v") == 1
    last = next(i for i in range(first, len(listed)) if "┘" in listed[i])
    assert all("│" in row for row in listed[first + 1 : last]) and not listed[last].split()[0].endswith(".")
    tip = panel.moveList().model().index(first, 0).data(Qt.ItemDataRole.ToolTipRole)
    assert tip.startswith(f"Step 1 of {last - first + 1} of {listed[first].split()[-1]}")
    panel.setCurrentIndex(first - 1)
    before = session.shown_position()
    panel.stepForward()
    after, animated = board_shows[-1]
    assert animated is True and before is not None and after is not None  # one card
    moved = sum(map(len, before.cascades)) - sum(map(len, after.cascades))
    assert abs(moved) <= 1
    panel.setCurrentIndex(last)  # the end of the move's steps: fc-solve's board after the move
    number = int(listed[first].split()[0].rstrip("."))
    assert normalized_board(session.shown_position().to_fcs()) == oracle.boards[number - 1]  # type: ignore[union-attr]
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert panel.stepCount() == len(oracle.moves) and panel.currentIndex() == number


def test_copy_copies_the_single_card_form_which_replays(qtbot, panel, fc_solve_solution) -> None:
    assert panel.loadSolution(fc_solve_solution(1).text())
    panel.playbackActions().single_cards.trigger()
    panel.playbackActions().copy_full.trigger()
    copied = QGuiApplication.clipboard().text()
    replayed = replay(Position.deal(1), copied, Autoplay.NONE)
    assert replayed.final.is_solved() and all(move.count == 1 for move in replayed.moves)
    assert len(copied.split()) == panel.stepCount()


def test_the_choice_is_remembered(make_panel, tmp_path: Path) -> None:
    store = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    panel = make_panel(settings=ViewerSettings(store))
    assert not panel.playbackActions().single_cards.isChecked()
    panel.playbackActions().single_cards.trigger()
    again = make_panel(settings=ViewerSettings(store))
    assert again.playbackActions().single_cards.isChecked()


def test_the_windows_solution_menu_lists_the_games_moves_in_single_cards(
    make_window: Callable[..., object],
) -> None:
    window = make_window(617)
    session = window.session()  # type: ignore[attr-defined]
    moves = fc_solve_short_moves(617)
    sequence = next(i for i, move in enumerate(moves) if move.count > 1)
    session.play_text(" ".join(move.written() for move in moves[: sequence + 3]))
    toggle = window.actionsByName()["singleCards"]  # type: ignore[attr-defined]
    panel = window.findChild(PlaybackPanel)  # type: ignore[attr-defined]
    before = panel.stepCount()
    toggle.trigger()
    assert panel.playbackActions().single_cards.isChecked() and panel.stepCount() > before
    assert session.playback().single_cards and any(
        f"┐ {moves[sequence].written()}" in row for row in rows(panel)
    )
