"""A language switch words everything again and changes nothing else: the move list of a game played by
hand, the playback panel's status line (numbers in the locale's way), the status bar's message, boxes sized
to their new words, and the window's size.

Every switch goes through View → Language, as a user makes it.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QStyle, QStyleOptionComboBox

from freecell_gui.core.rules.position import Position
from freecell_gui.ui.playback.panel import PlaybackPanel
from freecell_gui.ui.text.wording import sentence
from freecell_gui.ui.widgets.wrapped_label import ZERO_WIDTH_SPACE
from freecell_gui.ui.window.main_window import MainWindow
from freecell_gui.ui.window.status_bar import StatusBar
from tests.helpers.fc_solve import fc_solve_moves, fc_solve_short_moves, require_fc_solve
from tests.helpers.scripted import ScriptedSearch, engine_solutions
from tests.helpers.windows import choose_language, laptop_window, show_active, show_dock

MakeWindow = Callable[..., MainWindow]


def panel_of(window: MainWindow) -> PlaybackPanel:
    panel = window.findChild(PlaybackPanel)
    assert panel is not None
    return panel


def what_the_panel_shows(window: MainWindow) -> dict[str, object]:
    """Everything about the game's state that the panel and the window show (no words)."""
    panel = panel_of(window)
    slider = panel.transportBar().slider()
    solution = panel.solution()
    return {
        "steps": panel.stepCount(),
        "index": panel.currentIndex(),
        "moves": [step.text for step in solution.steps] if solution is not None else [],
        "slider": (slider.value(), slider.maximum()),
        "export": window.actionsByName()["exportSolution"].isEnabled(),
        "undo": window.actionsByName()["undo"].isEnabled(),
        "board": window.board().position(),
        "session": window.session().position(),
    }


@pytest.fixture
def shown_panel(qtbot, make_window: MakeWindow) -> MainWindow:  # type: ignore[no-untyped-def]
    """Deal 1 in a 1366×768 window, the playback panel open."""
    window = make_window(1)
    laptop_window(qtbot, window, "playbackPane")
    return window


def test_a_language_switch_keeps_a_hand_played_games_move_list(
    shown_panel: MainWindow, interface_language: Callable[[str], str]
) -> None:
    window = shown_panel
    field = panel_of(window).moveField()
    field.setFocus()
    QTest.keyClicks(field, "6a 6b")
    QTest.keyClick(field, Qt.Key.Key_Return)
    played = what_the_panel_shows(window)
    game = window.session().game_play()
    assert game is not None and played["steps"] == played["index"] == game.move_count() > 2  # autoplay's too
    assert played["moves"][:2] == ["6a", "6b"] and played["export"] and played["undo"]  # type: ignore[index]
    assert played["board"] == played["session"] != Position.deal(1)
    model = panel_of(window).moveList().model()
    for code, start_row in (
        ("pt_BR", "Início: partida 1"),
        ("ja", "開始: ディール 1"),
        ("en", "Start: deal 1"),
    ):
        choose_language(window, code)
        assert what_the_panel_shows(window) == played, code
        assert model.index(0, 0).data() == start_row  # the words did change


def test_the_status_line_is_worded_again_with_the_locales_decimal_sign(
    qtbot, make_window: MakeWindow, window_search, interface_language: Callable[[str], str]
) -> None:  # type: ignore[no-untyped-def]
    search = window_search(ScriptedSearch(first=engine_solutions(1)[-1], seconds=0.23))
    window = make_window(1)
    panel = panel_of(window)
    window.actionsByName()["solve"].trigger()
    qtbot.waitUntil(search.started.is_set, timeout=10_000)
    search.finish()
    qtbot.waitUntil(lambda: not panel.isSolving(), timeout=10_000)
    solution = panel.solution()
    assert solution is not None
    moves, auto = solution.given_count(), len(solution.steps) - solution.given_count()
    assert panel.statusText() == (
        f"Solvable in {moves} moves (+ {auto} by autoplay) · our quick search, safe autoplay, 0.23 s"
        " · our search found none shorter"
    )
    choose_language(window, "pt_BR")
    assert panel.statusText().startswith(f"Solucionável em {moves} movimentos (+ ")
    assert "nossa busca rápida, movimento automático seguro, 0,23 s · " in panel.statusText()
    choose_language(window, "ja")
    assert panel.statusText().startswith(f"{moves} 手で解あり") and "0.23 秒" in panel.statusText()
    choose_language(window, "en")
    assert panel.statusText().startswith(f"Solvable in {moves} moves (+ {auto} by autoplay)")


@pytest.mark.parametrize("code", ["pt_BR", "ja", "uk", "zh_CN"])
def test_a_pasted_solutions_summary_and_a_refusal_follow_the_language(
    make_window: MakeWindow, interface_language: Callable[[str], str], code: str
) -> None:  # type: ignore[no-untyped-def]
    require_fc_solve()
    window = make_window(1)
    panel = panel_of(window)
    assert panel.loadSolution(fc_solve_moves(1) + " 1a 1a")  # stops before the second 1a
    english = panel.statusText()
    assert english.startswith("move ") and "playback stops before it" in english
    choose_language(window, code)
    translated = panel.statusText()
    assert translated != english and "1a" in translated
    choose_language(window, "en")
    assert panel.statusText() == english


def test_the_speed_box_fits_its_words_after_a_switch(
    qtbot, shown_panel: MainWindow, interface_language: Callable[[str], str]
) -> None:  # type: ignore[no-untyped-def]
    window = shown_panel
    box = panel_of(window).transportBar().speedBox()
    for code in ("en", "pt_BR", "uk", "ja"):
        choose_language(window, code)
        qtbot.waitUntil(lambda: not box.geometry().isEmpty())
        QTest.qWait(0)  # the dock's layout settles
        option = QStyleOptionComboBox()
        box.initStyleOption(option)
        field = box.style().subControlRect(
            QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxEditField, box
        )
        for index in range(box.count()):
            text = box.itemText(index)
            assert box.fontMetrics().horizontalAdvance(text) <= field.width(), (code, text)


def test_a_copy_message_follows_the_language(
    make_window: MakeWindow, interface_language: Callable[[str], str]
) -> None:
    require_fc_solve()
    window = make_window(1)
    panel = panel_of(window)
    assert panel.loadSolution(fc_solve_moves(1))
    window.actionsByName()["copySolutionFull"].trigger()
    count = len(fc_solve_moves(1).split())
    assert panel.statusText() == f"Copied {count} moves"
    choose_language(window, "pt_BR")
    assert panel.statusText() == f"{count} movimentos copiados"


def won_game(window: MainWindow) -> None:
    """Deal 617 won by fc-solve's moves, typed at once."""
    require_fc_solve()
    assert window.session().play_text(" ".join(str(move) for move in fc_solve_short_moves(617))) is None
    game = window.session().game_play()
    assert game is not None and game.is_won()


def test_a_won_games_status_bar_message_follows_the_language(
    qtbot, make_window: MakeWindow, interface_language: Callable[[str], str]
) -> None:  # type: ignore[no-untyped-def]
    window = make_window(617)
    laptop_window(qtbot, window, "playbackPane")
    won_game(window)
    bar, panel = window.statusBar(), panel_of(window)
    assert isinstance(bar, StatusBar)
    english = bar.currentMessage()
    assert english.startswith("Won in ") and english == panel.statusText()
    for code, start in (("pt_BR", "Vitória em "), ("ja", "0:0"), ("en", "Won in ")):
        choose_language(window, code)
        assert bar.currentMessage().startswith(start), (code, bar.currentMessage())
        assert bar.currentMessage() == panel.statusText()  # the same words in both places
        assert bar.messageLabel().text().replace(ZERO_WIDTH_SPACE, "") == sentence(bar.currentMessage())
    assert bar.currentMessage() == english


@pytest.mark.parametrize(
    ("size", "docks", "won"),
    # 900 px: room for the board and both docks in every language, not for the gallery's row of filters
    # beside them (which the stack of pages counted while the board was shown); 760 px: not for the
    # status bar's labels in Portuguese or Ukrainian.
    [((900, 700), ("textPane", "playbackPane"), True), ((760, 600), (), False)],
    ids=["both docks and a won game", "a small window"],
)
def test_a_language_switch_keeps_the_windows_size(
    qtbot,
    make_window: MakeWindow,
    interface_language: Callable[[str], str],
    size: tuple[int, int],
    docks: tuple[str, ...],
    won: bool,
) -> None:  # type: ignore[no-untyped-def]
    """Longer words (a verdict, the gallery's filters, a won game's message) must not widen the window:
    the labels that no longer fit step aside instead."""
    window = make_window(617)
    window.resize(*size)
    show_active(qtbot, window)
    for name in docks:
        show_dock(window, name)
    window.actionsByName()["gallery"].trigger()  # opened once, then left: its page stays in the stack
    window.actionsByName()["gallery"].trigger()
    if won:
        won_game(window)
    bar = window.statusBar()
    assert isinstance(bar, StatusBar)

    def shown_whole() -> bool:
        labels = [bar.messageLabel(), bar.range_label, *bar.permanentLabels()]
        return all(
            label.width() >= min(label.sizeHint().width(), bar.width())
            for label in labels
            if label.isVisible()
        )

    QTest.qWait(50)
    assert window.size().toTuple() == size
    for code in ("pt_BR", "uk", "ja", "zh_CN", "en", "pt_BR"):
        choose_language(window, code)
        QTest.qWait(50)  # the layouts settle
        assert window.size().toTuple() == size, code
        qtbot.waitUntil(shown_whole)  # whatever the status bar shows, it shows whole (once laid out)
