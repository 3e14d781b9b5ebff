"""The playback panel as a user drives it: buttons, keys, clicks on rows, the slider, play, paste, copy."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QSettings, Qt
from PySide6.QtGui import QGuiApplication, QPalette
from PySide6.QtWidgets import QLineEdit, QMainWindow, QMessageBox, QVBoxLayout, QWidget

from freecell_gui.app.session import ViewerSession
from freecell_gui.core.notation.text_lines import MAX_PASTE_CHARS
from freecell_gui.core.rules.autoplay import Autoplay
from freecell_gui.core.rules.position import Position
from freecell_gui.core.rules.replay import replay
from freecell_gui.ui.playback import PlaybackPanel
from freecell_gui.ui.settings import DEFAULT_INTERVAL_MS, ViewerSettings
from tests.helpers.compact_writer import first_compact
from tests.helpers.fc_solve import normalized_board
from tests.helpers.windows import show_active


def _board(position: object) -> str:
    assert isinstance(position, Position)
    return normalized_board(position.to_fcs())


@pytest.fixture
def loaded(panel: PlaybackPanel, fc_solve_solution):  # type: ignore[no-untyped-def]
    oracle = fc_solve_solution(1)
    assert panel.loadSolution(oracle.text())
    return oracle


def test_steps_forward_and_back_show_the_position_animated(
    panel: PlaybackPanel, loaded, session: ViewerSession, board_shows
) -> None:
    assert panel.stepCount() == len(loaded.moves)
    panel.playbackActions().forward.trigger()
    position, animate = board_shows[-1]
    assert animate is True and _board(position) == loaded.boards[0]
    panel.playbackActions().forward.trigger()
    assert _board(session.shown_position()) == loaded.boards[1]
    panel.playbackActions().back.trigger()
    assert board_shows[-1][1] is True and _board(board_shows[-1][0]) == loaded.boards[0]
    panel.playbackActions().start.trigger()
    assert session.shown_position() == Position.deal(1)
    assert not panel.playbackActions().back.isEnabled()
    panel.playbackActions().end.trigger()
    end = session.shown_position()
    assert end is not None and end.is_solved() and not panel.playbackActions().forward.isEnabled()


def test_clicking_a_row_jumps_there(qtbot, panel: PlaybackPanel, loaded, board_shows) -> None:
    panel.show()
    qtbot.waitExposed(panel)
    view = panel.moveList()
    row = 7
    rect = view.visualRect(view.model().index(row, 0))
    assert rect.isValid() and view.viewport().rect().contains(rect.center())
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert panel.currentIndex() == row
    assert _board(board_shows[-1][0]) == loaded.boards[row - 1]
    assert view.currentIndex().row() == row
    assert panel.transportBar().slider().value() == row


def test_the_keys_of_the_move_list(qtbot, panel: PlaybackPanel, loaded) -> None:
    view = panel.moveList()
    qtbot.keyClick(view, Qt.Key.Key_Right)
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert panel.currentIndex() == 2
    qtbot.keyClick(view, Qt.Key.Key_Left)
    assert panel.currentIndex() == 1
    qtbot.keyClick(view, Qt.Key.Key_End)
    assert panel.currentIndex() == panel.stepCount()
    qtbot.keyClick(view, Qt.Key.Key_Home)
    assert panel.currentIndex() == 0
    qtbot.keyClick(view, Qt.Key.Key_Down)
    assert panel.currentIndex() == 1


def test_space_period_and_comma_work_anywhere_in_the_window(qtbot, panel: PlaybackPanel, loaded) -> None:
    window = QMainWindow()
    qtbot.addWidget(window)
    central = QWidget()
    layout = QVBoxLayout(central)
    board_stand_in = QWidget()
    board_stand_in.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
    field = QLineEdit()
    layout.addWidget(board_stand_in)
    layout.addWidget(field)
    layout.addWidget(panel)
    window.setCentralWidget(central)
    window.addActions(panel.actions())
    show_active(qtbot, window)
    board_stand_in.setFocus()
    qtbot.waitUntil(board_stand_in.hasFocus)
    qtbot.keyClick(board_stand_in, Qt.Key.Key_Period)
    qtbot.keyClick(board_stand_in, Qt.Key.Key_Period)
    qtbot.keyClick(board_stand_in, Qt.Key.Key_Comma)
    assert panel.currentIndex() == 1
    qtbot.keyClick(board_stand_in, Qt.Key.Key_Space)
    assert panel.isPlaying()
    qtbot.keyClick(board_stand_in, Qt.Key.Key_Space)
    assert not panel.isPlaying()
    # A text field keeps its characters: no step when typing a period there.
    index = panel.currentIndex()
    field.setFocus()
    qtbot.waitUntil(field.hasFocus)
    qtbot.keyClicks(field, ". ,")
    assert field.text() == ". ," and panel.currentIndex() == index
    panel.setParent(None)  # the fixture owns the panel: the window must not delete it


def test_play_runs_to_the_end_and_stops(qtbot, panel: PlaybackPanel, loaded, board_shows) -> None:
    slider = panel.transportBar().slider()
    del board_shows[:]
    panel.playbackActions().play.trigger()
    assert panel.isPlaying() and panel.playbackActions().play.text() == "&Pause"
    qtbot.waitUntil(lambda: not panel.isPlaying(), timeout=20_000)
    assert panel.currentIndex() == panel.stepCount() == slider.maximum() == slider.value()
    assert [_board(position) for position, _ in board_shows] == list(loaded.boards)
    assert panel.playbackActions().play.text() == "&Play"
    panel.playbackActions().play.trigger()  # from the end, play starts over
    assert panel.currentIndex() == 0 and panel.isPlaying()
    panel.playbackActions().play.trigger()
    assert not panel.isPlaying()


def test_the_slider_follows_and_drives_the_cursor(panel: PlaybackPanel, loaded, board_shows) -> None:
    slider = panel.transportBar().slider()
    assert (slider.minimum(), slider.maximum(), slider.value()) == (0, len(loaded.moves), 0)
    panel.stepForward()
    assert slider.value() == 1
    slider.triggerAction(slider.SliderAction.SliderPageStepAdd)
    assert panel.currentIndex() == 11 and _board(board_shows[-1][0]) == loaded.boards[10]


def test_pasting_text_with_an_illegal_fifth_move(
    panel: PlaybackPanel, loaded, session: ViewerSession, board_shows
) -> None:
    moves = [*loaded.moves[:4], "5a", *loaded.moves[5:]]
    QGuiApplication.clipboard().setText(" ".join(moves))
    panel.playbackActions().end.trigger()
    panel.playbackActions().paste.trigger()
    assert board_shows[-1] == (Position.deal(1), False)  # the board jumps back to the start
    assert "move 5" in panel.statusText() and "free cell a is occupied" in panel.statusText()
    assert "\n" not in panel.statusText()
    assert panel.stepCount() == 4
    panel.playbackActions().end.trigger()
    assert panel.currentIndex() == 4 and _board(session.shown_position()) == loaded.boards[3]
    assert not panel.stepForward()
    model = panel.moveList().model()
    assert model.rowCount() == 6  # the start, four moves, the rejected move
    assert "5a" in model.index(5, 0).data() and not model.flags(model.index(5, 0))


def test_pasting_text_that_is_not_moves_keeps_the_solution(panel: PlaybackPanel, loaded) -> None:
    QGuiApplication.clipboard().setText("hello world")
    panel.playbackActions().paste.trigger()
    assert "not a move" in panel.statusText()
    assert panel.stepCount() == len(loaded.moves)


def test_a_paste_too_long_to_read_within_a_frame_is_refused_and_keeps_the_solution(
    panel: PlaybackPanel, loaded
) -> None:
    # A solution and 10 MB of blank lines once froze the window for minutes.
    QGuiApplication.clipboard().setText(loaded.text() + "\n" * 10_000_000)
    panel.playbackActions().paste.trigger()
    assert panel.statusText().startswith("the text is too long to paste: 10,00")
    assert f"at most {MAX_PASTE_CHARS:,}" in panel.statusText()
    assert panel.stepCount() == len(loaded.moves)
    QGuiApplication.clipboard().setText(loaded.text() + "\n" * (MAX_PASTE_CHARS - len(loaded.text())))
    panel.playbackActions().paste.trigger()  # at the limit: read
    assert panel.stepCount() == len(loaded.moves) and "too long" not in panel.statusText()


@pytest.mark.parametrize("autoplay", ["max", "safe"])
def test_pasting_macroxue_s_compact_notation_plays_it_with_its_autoplay(
    panel: PlaybackPanel, autoplay: Autoplay, session: ViewerSession
) -> None:
    written = first_compact(autoplay)
    session.set_deal(int(written.text.split(":")[0]))
    QGuiApplication.clipboard().setText(
        f"https://macroxue.github.io/freecell/game/freecell.html?deal={written.text}"
    )
    panel.playbackActions().paste.trigger()
    solution = panel.solution()
    assert solution is not None and solution.autoplay == autoplay and solution.is_solved()
    after_each = {step.number: step.position for step in solution.steps}  # each move and its autoplay
    assert list(after_each.values())[-len(written.positions) :] == list(written.positions)
    assert panel.statusText().endswith("solved")
    if autoplay == "max":
        assert "autoplay max: every card that may go home goes" in panel.statusText()


def test_a_compact_solution_of_another_deal_is_refused(panel: PlaybackPanel) -> None:
    QGuiApplication.clipboard().setText("617:8r7r6ra25rc2")
    panel.playbackActions().paste.trigger()
    assert panel.statusText() == "this solution is for deal 617, not for the deal it is played on"
    assert panel.solution() is None


@pytest.mark.parametrize(("action", "autoplay"), [("copy", "safe"), ("copy_full", "none")])
def test_copied_text_replays_to_the_solved_deal(
    panel: PlaybackPanel, loaded, action: str, autoplay: Autoplay
) -> None:
    getattr(panel.playbackActions(), action).trigger()
    text = QGuiApplication.clipboard().text()
    assert "\n" not in text
    assert replay(Position.deal(1), text, autoplay=autoplay).final.is_solved()
    if action == "copy":
        assert len(text.split()) < len(loaded.moves)
    else:
        assert [m[:2] for m in text.split()] == [m[:2] for m in loaded.moves]


def test_export_writes_the_file_or_says_why_not(
    panel: PlaybackPanel, loaded, tmp_path: Path, monkeypatch
) -> None:
    from freecell_gui.ui.playback import transfer

    target = tmp_path / "deal-1.txt"
    monkeypatch.setattr(transfer, "ask_export_path", lambda parent, number: str(target))
    panel.playbackActions().export.trigger()
    text = target.read_text()
    assert text.endswith("\n") and text.startswith("# deal 1, none autoplay, ")
    assert len(text.splitlines()[1].split()) == 10
    assert replay(Position.deal(1), text, autoplay=Autoplay.NONE).final.is_solved()
    warnings: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: warnings.append(text))
    missing = tmp_path / "missing" / "deal-1.txt"
    monkeypatch.setattr(transfer, "ask_export_path", lambda parent, number: str(missing))
    panel.playbackActions().export.trigger()
    assert len(warnings) == 1 and "does not exist" in warnings[0]
    assert not missing.parent.exists() and sorted(tmp_path.iterdir()) == [target]


def test_the_speed_is_remembered_and_a_corrupt_value_means_the_default(make_panel, tmp_path: Path) -> None:
    store = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    store.setValue("playback/intervalMs", "fast please")
    settings = ViewerSettings(store)
    assert settings.playback_interval() == DEFAULT_INTERVAL_MS
    panel = make_panel(settings=settings)
    box = panel.transportBar().speedBox()
    assert box.currentData() == DEFAULT_INTERVAL_MS
    box.setCurrentIndex(box.count() - 1)
    assert ViewerSettings(store).playback_interval() == box.currentData() != DEFAULT_INTERVAL_MS
    again = make_panel(settings=ViewerSettings(store))
    assert again.transportBar().speedBox().currentIndex() == box.count() - 1


def test_a_new_deal_drops_the_solution(panel: PlaybackPanel, loaded, session: ViewerSession) -> None:
    panel.stepForward()
    session.set_deal(2)
    assert panel.stepCount() == 0 and session.shown_position() == Position.deal(2)
    assert not panel.playbackActions().play.isEnabled() and not panel.playbackActions().copy.isEnabled()


def test_look_at_the_panel(qtbot, panel: PlaybackPanel, loaded, tmp_path: Path) -> None:
    """A picture to look at (saved in pytest's tmp folder); its current row is drawn highlighted."""
    panel.show()
    qtbot.waitExposed(panel)
    panel.setCurrentIndex(30)
    image = panel.grab().toImage()
    assert image.save(str(tmp_path / "playback-panel.png"))
    view = panel.moveList()

    def probe(row: int) -> tuple[int, int, int]:
        rect = view.visualRect(view.model().index(row, 0))
        point = view.viewport().mapTo(panel, rect.topLeft()) + QPoint(2, rect.height() // 2)
        colour = image.pixelColor(point)
        return colour.red(), colour.green(), colour.blue()

    highlight = view.palette().color(QPalette.ColorRole.Highlight)
    wanted = (highlight.red(), highlight.green(), highlight.blue())
    assert max(abs(a - b) for a, b in zip(probe(30), wanted, strict=True)) <= 8  # styles shade a little
    assert probe(28) != probe(30)


def test_a_solution_the_session_shows_is_drawn_at_its_step(
    panel: PlaybackPanel, fc_solve_solution, session: ViewerSession, board_shows
) -> None:
    from freecell_gui.app.solution import load_solution

    oracle = fc_solve_solution(617)
    session.set_deal(617)
    session.show_solution(load_solution(Position.deal(617), oracle.text()), 5, jump=False)
    assert panel.currentIndex() == 5 and _board(board_shows[-1][0]) == oracle.boards[4]
    assert board_shows[-1][1] is True and panel.stepCount() == len(oracle.moves)
    assert panel.moveList().currentIndex().row() == 5
    assert panel.transportBar().slider().value() == 5
