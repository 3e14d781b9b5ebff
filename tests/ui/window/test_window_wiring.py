"""The window wired to the session: one user action is one update of the board, and moves animate."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt

from freecell_gui.core.deals.deal import deal
from freecell_gui.core.games import DOUDIZHU, FREECELL
from freecell_gui.core.notation.standard import parse_moves
from freecell_gui.ui import MainWindow
from freecell_gui.ui.window.main_window import MainWindow as WindowClass
from tests.helpers.windows import type_in_deal_box

MakeWindow = Callable[..., MainWindow]


class Calls:
    """Counts the window's calls of a board's ``display`` (and of its dealChanged)."""

    def __init__(self, window: MainWindow, key: str = FREECELL.key) -> None:
        self.displays: list[bool] = []
        self.deals: list[int] = []
        board = window.boardOf(key)
        original = board.display

        def display(dealt, position=None, animate=False):  # type: ignore[no-untyped-def]
            self.displays.append(animate)
            original(dealt, position, animate)

        board.display = display  # type: ignore[method-assign]
        window.dealChanged.connect(self.deals.append)

    def take(self) -> tuple[int, int]:
        counts = (len(self.displays), len(self.deals))
        self.displays.clear()
        self.deals.clear()
        return counts


def test_the_package_exports_the_window() -> None:
    assert MainWindow is WindowClass


def test_each_action_updates_the_board_once(make_window: MakeWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window(617)
    calls = Calls(window)
    actions = window.actionsByName()
    for name in ("next", "previous", "back", "forward", "random"):
        actions[name].trigger()
        assert calls.take() == (1, 1), name
    window.show()
    window.spinBox().setFocus()
    qtbot.keyClick(window.spinBox(), Qt.Key.Key_Up)
    assert calls.take() == (1, 1)
    window.spinBox().setValue(window.deal())  # no change: no update
    assert calls.take() == (0, 0)
    assert window.board().displayedCascades() == deal(window.deal()).cascades()


def test_a_game_switch_updates_the_other_board_once(make_window: MakeWindow) -> None:
    window = make_window(617)
    calls = Calls(window, DOUDIZHU.key)
    window.actionsByName()[f"game-{DOUDIZHU.key}"].trigger()
    assert calls.take() == (1, 1)


def test_deal_switches_do_not_animate_and_moves_do(make_window: MakeWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window(1)
    window.show()
    calls = Calls(window)
    window.actionsByName()["next"].trigger()
    assert calls.displays == [False] and not window.board().animator().isRunning()
    calls.take()
    window.session().play(parse_moves("8a")[0])
    assert calls.displays == [True] and window.board().animator().isRunning()
    qtbot.waitUntil(lambda: not window.board().animator().isRunning(), timeout=1000)
    cell = window.board().boardLayout().free_cells[0]
    exposed = deal(2).cascade_indices()[7][-1]
    assert window.board().cardWidget(exposed).geometry() == cell
    window.session().undo()
    assert calls.displays[-1] is True  # undo slides the card back


def test_a_refused_number_goes_to_the_status_bar(make_window: MakeWindow) -> None:
    window = make_window(5)
    window.actionsByName()[f"game-{DOUDIZHU.key}"].trigger()
    window.spinBox().valueChanged.emit(2**32)  # as if the box let it through: the slot must not raise
    assert "4,294,967,295" in window.statusBar().currentMessage()
    assert window.deal() == 1


def test_export_writes_the_board_of_the_game_shown(make_window: MakeWindow, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtGui import QImage

    from freecell_gui.ui.dialogs.export.dialog import ExportDialog

    target = tmp_path / "board.png"

    def save_at_once(dialog: ExportDialog) -> int:
        dialog._path.setText(str(target))
        dialog.accept()
        return int(dialog.result())

    monkeypatch.setattr(ExportDialog, "exec", save_at_once)
    window = make_window(617)
    window.actionsByName()[f"game-{DOUDIZHU.key}"].trigger()
    window.actionsByName()["export"].trigger()
    assert str(target) in window.statusBar().currentMessage()
    image = QImage(str(target))
    assert not image.isNull() and image.width() == window.boardOf(DOUDIZHU.key).width()


def test_typing_text_that_is_not_a_deal_opens_nothing(make_window: MakeWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window(617)
    with qtbot.assertNotEmitted(window.dealChanged):
        type_in_deal_box(qtbot, window, "1e5")
    assert window.deal() == 617 and window.spinBox().text() == "617"
