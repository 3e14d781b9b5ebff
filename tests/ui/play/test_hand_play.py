"""Playing a deal by hand with real mouse gestures on the board's widgets (press, move, release where the
cards actually stand), and by keyboard.

fc-solve is the oracle: the moves come from its solution of the deal, and after each gesture the board
must show the position fc-solve prints after that move.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from freecell_gui.app.play_state import GamePlay
from freecell_gui.core.deals.cards import card_code
from freecell_gui.core.notation.standard import Move, parse_moves
from freecell_gui.core.rules.autoplay import Autoplay
from freecell_gui.core.rules.hints import pile_of
from freecell_gui.core.rules.position import Position
from freecell_gui.core.rules.replay import replay
from freecell_gui.ui import MainWindow
from freecell_gui.ui.board.board import BoardWidget
from freecell_gui.ui.board.card_widget import CardWidget
from freecell_gui.ui.board.interaction import BoardInteraction
from freecell_gui.ui.playback.panel import PlaybackPanel
from tests.helpers.fc_solve import fc_solve_boards, fc_solve_moves, fc_solve_short_moves

LEFT = Qt.MouseButton.LeftButton


@dataclass
class Table:
    """A board with a game on it: what the window does, without the window."""

    board: BoardWidget
    game: GamePlay
    interaction: BoardInteraction
    messages: list[str] = field(default_factory=list)
    autoplay: Autoplay = Autoplay.NONE

    def play(self, move: Move) -> None:
        self.game.play(move, self.autoplay)
        self.board.setPosition(self.game.position(), animate=True)
        self.interaction.positionChanged()

    def typed(self, text: str) -> None:
        _, error = self.game.play_text(text, self.autoplay)
        assert error is None
        self.board.setPosition(self.game.position(), animate=False)
        self.interaction.positionChanged()


MakeTable = Callable[[int], Table]


@pytest.fixture
def make_table(qtbot: QtBot) -> MakeTable:
    def make(number: int) -> Table:
        board = BoardWidget()
        qtbot.addWidget(board)
        board.resize(1000, 760)
        board.show()
        qtbot.waitExposed(board)
        game = GamePlay(Position.deal(number))
        board.setPosition(game.position(), animate=False)
        holder: list[Table] = []
        interaction = BoardInteraction(
            board, lambda move: holder[0].play(move), lambda: holder[0].game.position()
        )
        table = Table(board, game, interaction)
        holder.append(table)
        interaction.message.connect(table.messages.append)
        return table

    return make


def centre(widget: QWidget, board: BoardWidget) -> QPoint:
    """The widget's centre in board coordinates."""
    return widget.mapTo(board, widget.rect().center())


def top_strip(widget: QWidget, board: BoardWidget) -> QPoint:
    """A point on the visible strip of a covered card (its index corner)."""
    return widget.mapTo(board, QPoint(widget.width() // 2, 8))


def drag(qtbot: QtBot, board: BoardWidget, start: QPoint, end: QPoint, settle: bool = True) -> None:
    """Press the card at ``start``, move to ``end`` in steps, release there (board coordinates)."""
    card = board.cardWidgetAt(start)
    assert card is not None
    position = board.position()
    assert position is not None
    where = pile_of(position, board.cardWidgets().index(card))
    assert where is not None
    source = where[0]
    exposed = (  # the last of the lifted cards: all of it shows while it flies
        position.cascades[int(source) - 1][-1]
        if source.isdigit()
        else position.free_cells["abcd".index(source)]
    )
    assert exposed is not None
    origin = card.pos()
    QTest.mousePress(card, LEFT, Qt.KeyboardModifier.NoModifier, card.mapFrom(board, start))
    for step in range(1, 6):
        QTest.mouseMove(board, start + (end - start) * step / 5)
    assert card.pos() == origin + end - start  # the card follows the pointer
    assert_drawn_on_top(board, board.cardWidget(exposed))
    QTest.mouseRelease(board, LEFT, Qt.KeyboardModifier.NoModifier, end)
    if settle:
        qtbot.waitUntil(lambda: not board.animator().isRunning(), timeout=2000)


def assert_drawn_on_top(board: BoardWidget, card: CardWidget) -> None:
    """The board's pixels where ``card`` is are the card's own: nothing is drawn over it."""
    alone = QImage(card.size(), QImage.Format.Format_ARGB32_Premultiplied)
    alone.fill(0)
    painter = QPainter(alone)
    card.paintCard(painter, (0, 0, card.width(), card.height()), card.devicePixelRatioF())
    painter.end()
    shot = board.grab(card.geometry()).toImage().convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)
    inner = QRect(8, 8, card.width() - 16, card.height() - 16)  # away from the rounded corners
    differing = sum(
        1
        for y in range(inner.top(), inner.bottom(), 3)
        for x in range(inner.left(), inner.right(), 3)
        if alone.pixel(x, y) != shot.pixel(x, y)
    )
    assert differing == 0, f"{differing} pixels of {card.card()} are covered"


def shown(board: BoardWidget) -> tuple[tuple[str, ...], ...]:
    return board.displayedCascades()


def cascades_text(position: Position) -> tuple[tuple[str, ...], ...]:
    return tuple(tuple(map(card_code, cascade)) for cascade in position.cascades)


def stripped(text: str) -> str:
    return "\n".join(line.rstrip() for line in text.strip().splitlines())


# ---- drag and drop ----------------------------------------------------------------------------------------


def test_dragging_a_card_onto_a_column_makes_the_move(qtbot: QtBot, make_table: MakeTable) -> None:
    table = make_table(617)
    moves = fc_solve_moves(617).split()
    table.typed(" ".join(moves[:7]))  # 7a 7b 7c b7 1b 71 7h; fc-solve's next move is 83
    assert moves[7] == "83"
    board, position = table.board, table.game.position()
    card = board.cardWidget(position.cascades[7][-1])
    onto = board.cardWidget(position.cascades[2][-1])
    drag(qtbot, board, centre(card, board), centre(onto, board))
    assert stripped(table.game.position().to_fcs()) == fc_solve_boards(617)[8]
    assert shown(board) == cascades_text(table.game.position())
    # The card stands where the layout puts it: one overlap below the card it lies on.
    assert card.pos() == onto.pos() + QPoint(0, board.boardLayout().overlap)
    assert table.messages == []


def test_dragging_a_sequence_makes_a_supermove(qtbot: QtBot, make_table: MakeTable) -> None:
    table = make_table(617)
    moves = fc_solve_moves(617).split()
    table.typed(" ".join(moves[:5]))  # 7a 7b 7c b7 1b; fc-solve's next move, 71, moves a sequence
    position = table.game.position()
    count = position.sequence_length(6)
    assert count > 1 and moves[5] == "71"
    board = table.board
    top_card = board.cardWidget(position.cascades[6][-count])
    onto = board.cardWidget(position.cascades[0][-1])
    drag(qtbot, board, top_strip(top_card, board), centre(onto, board))
    assert stripped(table.game.position().to_fcs()) == fc_solve_boards(617)[6]
    assert shown(board) == cascades_text(table.game.position())
    assert table.game.made()[-1].move == Move("7", "1", count)
    # The sequence lies in order: each card's visible strip shows that very card, above the one before.
    column = table.game.position().cascades[0]
    for card in column:
        assert board.cardWidgetAt(top_strip(board.cardWidget(card), board)) is board.cardWidget(card)


def test_an_illegal_drop_slides_back_and_says_why(qtbot: QtBot, make_table: MakeTable) -> None:
    table = make_table(617)
    board, position = table.board, table.game.position()
    # Deal 617: column 1 ends with a card that does not fit on column 2's exposed card.
    card = board.cardWidget(position.cascades[0][-1])
    onto = board.cardWidget(position.cascades[1][-1])
    start = card.pos()
    drag(qtbot, board, centre(card, board), centre(onto, board), settle=False)
    assert board.animator().isRunning() and card.pos() != start  # it slides back, visibly
    qtbot.waitUntil(lambda: not board.animator().isRunning(), timeout=2000)
    assert table.game.position() == position
    assert card.pos() == start and shown(board) == cascades_text(position)
    assert table.messages == [
        f"{card_code(position.cascades[0][-1])} cannot go on {card_code(position.cascades[1][-1])} "
        f"(it takes {_takes(position.cascades[1][-1])})"
    ]


def test_a_drop_on_the_felt_outside_any_pile_slides_back_silently(
    qtbot: QtBot, make_table: MakeTable
) -> None:
    table = make_table(617)
    board, position = table.board, table.game.position()
    card = board.cardWidget(position.cascades[0][-1])
    start = card.pos()
    gap = board.boardLayout().free_cells[-1].topRight() + QPoint(3, 5)  # between the cells and the homes
    drag(qtbot, board, centre(card, board), gap)
    assert card.pos() == start and table.game.position() == position and table.messages == []


# ---- clicks ------------------------------------------------------------------------------------------------


def test_a_double_click_sends_a_card_home(qtbot: QtBot, make_table: MakeTable) -> None:
    table = make_table(1)
    moves = fc_solve_moves(1).split()
    table.typed(" ".join(moves[:4]))  # 5a 5b 5c 5d; fc-solve's next move is 5h
    assert moves[4] == "5h"
    board = table.board
    card = board.cardWidget(table.game.position().cascades[4][-1])
    QTest.mouseDClick(card, LEFT)
    qtbot.waitUntil(lambda: not board.animator().isRunning(), timeout=2000)
    assert stripped(table.game.position().to_fcs()) == fc_solve_boards(1)[5]
    assert board.pileRect("h").contains(card.geometry().center())


def test_click_a_card_then_click_a_pile_moves_it(qtbot: QtBot, make_table: MakeTable) -> None:
    table = make_table(617)
    board, position = table.board, table.game.position()
    card = board.cardWidget(position.cascades[6][-1])  # fc-solve's first move: 7a
    QTest.mouseClick(card, LEFT, pos=card.rect().center())
    assert table.interaction.selection() is not None and table.game.cursor() == 0
    QTest.mouseClick(board, LEFT, pos=board.pileRect("a").center())
    assert stripped(table.game.position().to_fcs()) == fc_solve_boards(617)[1]
    assert table.interaction.selection() is None


def test_a_second_click_on_the_selection_drops_it(qtbot: QtBot, make_table: MakeTable) -> None:
    table = make_table(617)
    card = table.board.cardWidget(table.game.position().cascades[6][-1])
    QTest.mouseClick(card, LEFT, pos=card.rect().center())
    QTest.mouseClick(card, LEFT, pos=card.rect().center())
    assert table.interaction.selection() is None and table.game.cursor() == 0


# ---- keyboard ----------------------------------------------------------------------------------------------


def test_tab_walks_a_selection_over_the_piles_and_enter_moves(qtbot: QtBot, make_table: MakeTable) -> None:
    table = make_table(617)
    board = table.board
    board.setFocus()
    for _ in range(7):
        QTest.keyClick(board, Qt.Key.Key_Tab)
    assert table.interaction.cursorPile() == "7"
    QTest.keyClick(board, Qt.Key.Key_Return)  # select column 7
    QTest.keyClick(board, Qt.Key.Key_Tab)
    QTest.keyClick(board, Qt.Key.Key_Tab)
    assert table.interaction.cursorPile() == "a"
    QTest.keyClick(board, Qt.Key.Key_Return)  # 7a
    assert stripped(table.game.position().to_fcs()) == fc_solve_boards(617)[1]
    QTest.keyClick(board, Qt.Key.Key_Backtab)
    assert table.interaction.cursorPile() == "8"


def _takes(onto: int) -> str:
    """The cards that fit on ``onto``, as the rules' message lists them (one rank lower, other colour)."""
    rank, red = onto >> 2, (onto & 3) in (1, 2)
    fits = [4 * (rank - 1) + suit for suit in range(4) if ((suit in (1, 2)) != red)] if rank else []
    return " or ".join(map(card_code, fits)) or "nothing"


# ---- whole games ------------------------------------------------------------------------------------------


def short_solution(number: int) -> list[Move]:
    """fc-solve's solution of the deal without the moves safe autoplay makes, each with its count."""
    return fc_solve_short_moves(number)


def test_a_whole_game_is_won_by_mouse_clicks_alone(qtbot: QtBot, make_table: MakeTable) -> None:
    table = make_table(617)
    table.autoplay = Autoplay.SAFE
    board = table.board
    for move in short_solution(617):
        position = table.game.position()
        if move.source in "abcd":
            source = board.cardWidget(position.free_cells["abcd".index(move.source)])  # type: ignore[arg-type]
        else:
            source = board.cardWidget(position.cascades[int(move.source) - 1][-move.count])
        QTest.mouseClick(source, LEFT, pos=QPoint(source.width() // 2, 8))
        assert table.interaction.selection() is not None, move
        dest = board.pileRect(move.dest)
        QTest.mouseClick(board, LEFT, pos=QPoint(dest.center().x(), dest.top() + 4))
        assert table.game.position() != position, (move, table.messages)
    assert table.game.is_won() and table.messages == []
    qtbot.waitUntil(lambda: not board.animator().isRunning(), timeout=2000)
    home = board.pileRect("h")
    assert all(home.contains(widget.geometry().center()) for widget in board.cardWidgets())


def test_a_whole_game_is_won_by_the_keyboard_alone(qtbot: QtBot, make_table: MakeTable) -> None:
    table = make_table(617)
    table.autoplay = Autoplay.SAFE
    board = table.board
    board.setFocus()
    piles = "12345678abcdh"

    def walk_to(pile: str) -> None:
        while table.interaction.cursorPile() != pile:
            QTest.keyClick(board, Qt.Key.Key_Tab)
        QTest.keyClick(board, Qt.Key.Key_Return)

    for move in short_solution(617):
        assert move.source in piles and move.dest in piles
        walk_to(move.source)
        position = table.game.position()
        if move.source in "12345678" and move.dest in "12345678":
            lifted = position.sequence_length(int(move.source) - 1)
            for _ in range(lifted - move.count):  # Enter again: one card fewer
                QTest.keyClick(board, Qt.Key.Key_Return)
        walk_to(move.dest)
        assert table.messages == [], move
    assert table.game.is_won() and table.messages == []


# ---- in the window (conftest.py's) -----------------------------------------------------------------------


def settle(qtbot: QtBot, window: MainWindow) -> None:
    qtbot.waitUntil(lambda: not window.board().animator().isRunning(), timeout=2000)


def test_undo_and_redo_through_autoplay_in_the_window(qtbot: QtBot, window: MainWindow) -> None:
    board, session = window.board(), window.session()
    assert session.play_text("5a 5b 5c") is None  # fc-solve's first moves of deal 1; then 5d, then 5h
    settle(qtbot, window)
    three = session.position()
    assert three is not None
    card = board.cardWidget(three.cascades[4][-1])
    drag(qtbot, board, centre(card, board), board.pileRect("d").center())  # 5d: autoplay then makes 5h
    assert stripped(str(session.position())) == fc_solve_boards(1)[5]
    assert shown(board) == cascades_text(session.position())  # type: ignore[arg-type]
    QTest.keyClick(board, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    settle(qtbot, window)
    assert session.position() == three and shown(board) == cascades_text(three)
    assert board.cardWidgetAt(
        centre(card, board)
    ) is card and card.geometry() == board.boardLayout().card_rect(4, len(three.cascades[4]) - 1)
    undo = window.actionsByName()["undo"]
    QTest.keyClick(
        board, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    )
    settle(qtbot, window)
    assert stripped(str(session.position())) == fc_solve_boards(1)[5] and undo.isEnabled()
    assert not window.actionsByName()["redo"].isEnabled()
    assert window.spinBox().value() == 1  # playing never changes the deal shown


def test_autoplay_off_is_remembered(qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    window = make_window(1)
    window.actionsByName()  # the menu's actions are named autoplay-safe / autoplay-none
    [off] = [a for a in window.handPlay().autoplayActions() if a.objectName() == "autoplay-none"]
    off.trigger()
    window.session().play_text("5a 5b 5c 5d")
    assert window.session().position().foundations == (0, 0, 0, 0)  # type: ignore[union-attr]
    window.close()
    again = make_window(1)
    assert again.session().autoplay() == "none"
    assert [a.isChecked() for a in again.handPlay().autoplayActions()] == [False, False, True]


def test_a_hint_highlights_a_legal_move(qtbot: QtBot, window: MainWindow) -> None:
    QTest.keyClick(window.board(), Qt.Key.Key_H)
    message = window.statusBar().currentMessage()
    assert message.startswith("Hint: ")
    move = parse_moves(message.removeprefix("Hint: ").split(" · ")[0])[0]
    window.session().play(move)  # raises if it was not legal


def test_back_returns_to_the_half_played_game(qtbot: QtBot, window: MainWindow) -> None:
    session = window.session()
    session.play_text("5a 5b")
    left = session.position()
    window.actionsByName()["next"].trigger()
    assert window.spinBox().value() == 2 and session.moves() == ()
    QTest.keyClick(window.board(), Qt.Key.Key_Left, Qt.KeyboardModifier.AltModifier)
    settle(qtbot, window)
    assert window.spinBox().value() == 1 and session.position() == left
    assert window.board().position() == left and window.actionsByName()["undo"].isEnabled()
    panel = window.findChild(PlaybackPanel)
    assert panel is not None and panel.stepCount() == 2 and panel.currentIndex() == 2  # its move list too


def test_a_won_game_says_so(qtbot: QtBot, window: MainWindow) -> None:
    moves = short_solution(1)
    session, board = window.session(), window.board()
    assert session.play_text(" ".join(str(m) for m in moves[:-1])) is None
    settle(qtbot, window)
    last, position = moves[-1], session.position()
    assert position is not None and last == Move("7", "8", 6)
    top = board.cardWidget(position.cascades[6][-6])
    assert position.cascades[7] == ()
    # The last move: six cards to the empty column 8; autoplay ends the game.
    drag(qtbot, board, top_strip(top, board), board.pileRect("8").topLeft() + QPoint(20, 20))
    assert session.game_play().is_won()  # type: ignore[union-attr]
    message = window.statusBar().currentMessage()
    assert re.fullmatch(r"Won in \d+:\d\d with \d+ moves \(\+ \d+ by autoplay\)", message), message


def test_continue_from_here_solves_the_position_shown_and_plays_on(qtbot: QtBot, window: MainWindow) -> None:
    session = window.session()
    assert session.play_text("5a 5b 5c") is None  # no longer the deal's start
    window.handPlay().setContinueInterval(1)
    window.actionsByName()["continueHere"].trigger()
    game = session.game_play()
    assert game is not None
    qtbot.waitUntil(game.is_won, timeout=30000)
    assert [str(move) for move in session.moves()[:3]] == ["5a", "5b", "5c"]  # the player's moves stay
    assert len(session.moves()) > 3 and not window.handPlay().isContinuing()
    session.undo()  # the solver's moves are the game's own: they undo
    assert not game.is_won()


def test_a_whole_game_is_won_by_moves_typed_in_the_move_field(qtbot: QtBot, window: MainWindow) -> None:
    dock = window.findChild(QWidget, "playbackPane")
    assert dock is not None
    dock.show()
    panel = window.findChild(PlaybackPanel)
    assert panel is not None
    field = panel.moveField()
    field.setFocus()
    QTest.keyClicks(field, " ".join(str(move) for move in short_solution(1)))  # digits stay in the field
    assert window.spinBox().value() == 1
    QTest.keyClick(field, Qt.Key.Key_Return)
    settle(qtbot, window)
    game = window.session().game_play()
    assert game is not None and game.is_won() and field.text() == ""
    assert (
        panel.statusText().startswith("Won in ") and panel.statusText() == window.statusBar().currentMessage()
    )
    # The move list: every move made, autoplay's greyed under them, the last one current.
    assert panel.stepCount() == game.move_count() and panel.currentIndex() == panel.stepCount()
    model = panel.moveList().model()
    assert model.index(1, 0).data().split() == ["1.", str(game.made()[0].move)]
    assert all(
        home.contains(w.geometry().center())
        for home in [window.board().pileRect("h")]
        for w in window.board().cardWidgets()
    )


def test_the_move_list_grows_with_each_move_and_a_click_goes_back_to_one(
    qtbot: QtBot, window: MainWindow
) -> None:
    panel = window.findChild(PlaybackPanel)
    assert panel is not None
    window.findChild(QWidget, "playbackPane").show()  # type: ignore[union-attr]
    session, board = window.session(), window.board()
    session.play_text("5a 5b 5c")
    settle(qtbot, window)
    card = board.cardWidget(session.position().cascades[4][-1])  # type: ignore[union-attr]
    drag(qtbot, board, centre(card, board), board.pileRect("d").center())  # 5d, then autoplay's 5h
    rows = [
        panel.moveList().model().index(row, 0).data() for row in range(panel.moveList().model().rowCount())
    ]
    assert [row.split()[-1] for row in rows[1:]] == ["5a", "5b", "5c", "5d", "5h"]
    assert rows[-1].split() == ["5h"]  # autoplay's move: no number of its own
    view = panel.moveList()
    view.scrollTo(view.model().index(2, 0))
    rect = view.visualRect(view.model().index(2, 0))
    QTest.mouseClick(view.viewport(), LEFT, pos=rect.center())  # "2. 5b"
    settle(qtbot, window)
    assert session.move_cursor() == 2 and session.can_redo()
    assert board.position() == session.position() and panel.currentIndex() == 2


def test_an_illegal_typed_move_stays_in_the_field_with_the_reason(qtbot: QtBot, window: MainWindow) -> None:
    panel = window.findChild(PlaybackPanel)
    assert panel is not None
    field = panel.moveField()
    QTest.keyClicks(field, "5a 5a 5b")
    QTest.keyClick(field, Qt.Key.Key_Return)
    assert window.session().move_cursor() == 1
    assert field.text() == "5a 5b" and "move 2 `5a`: free cell a is occupied" in field.toolTip()
    assert window.statusBar().currentMessage() == "move 2 `5a`: free cell a is occupied"


def test_the_move_list_copies_and_pastes_back(qtbot: QtBot, window: MainWindow) -> None:
    panel = window.findChild(PlaybackPanel)
    assert panel is not None
    session = window.session()
    session.play_text(" ".join(str(move) for move in short_solution(1)[:30]))
    settle(qtbot, window)
    played = session.position()
    assert played is not None
    QGuiApplication.clipboard().clear()
    window.actionsByName()["copySolution"].trigger()
    text = QGuiApplication.clipboard().text()
    assert replay(Position.deal(1), text, autoplay=Autoplay.SAFE).final == played
    window.board().setFocus()
    window.actionsByName()["pasteSolution"].trigger()  # back in as a solution to play through
    panel.setCurrentIndex(panel.stepCount(), animate=False)
    assert session.shown_position() == played and window.board().position() == played


def test_restart_and_a_playback_position_on_the_board(qtbot: QtBot, window: MainWindow) -> None:
    session, board = window.session(), window.board()
    session.play_text("5a 5b")
    panel = window.findChild(PlaybackPanel)
    assert panel is not None
    assert panel.loadSolution(fc_solve_moves(1))  # a solution shown: the board is at its start
    assert board.position() == Position.deal(1) != session.position()
    card = board.cardWidget(Position.deal(1).cascades[0][-1])
    QTest.mouseDClick(card, LEFT)
    assert window.statusBar().currentMessage().startswith("The board shows a solution being played back")
    QTest.keyClick(board, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # back to the game first
    settle(qtbot, window)
    assert board.position() == session.position() and session.move_cursor() == 2
    window.actionsByName()["restart"].trigger()
    settle(qtbot, window)
    assert session.moves() == () and board.position() == Position.deal(1)
    assert (
        not window.actionsByName()["restart"].isEnabled() and not window.actionsByName()["undo"].isEnabled()
    )


def test_a_move_on_a_solution_shown_on_the_board_plays_on_from_it(qtbot: QtBot, window: MainWindow) -> None:
    panel = window.findChild(PlaybackPanel)
    assert panel is not None
    session, board = window.session(), window.board()
    moves = fc_solve_moves(1).split()
    assert panel.loadSolution(" ".join(moves))
    panel.setCurrentIndex(4, animate=False)  # after 5a 5b 5c 5d: fc-solve's next move is 5h
    assert board.position() != session.position() and session.moves() == ()
    card = board.cardWidget(board.position().cascades[4][-1])  # type: ignore[union-attr]
    QTest.mouseDClick(card, LEFT)  # no move of the game is lost: the game takes the solution's four
    settle(qtbot, window)
    assert [str(move) for move in session.moves()] == moves[:5]
    assert (
        stripped(str(session.position())) == fc_solve_boards(1)[5] and board.position() == session.position()
    )


def test_digits_typed_on_the_board_still_go_to_the_deal_box(qtbot: QtBot, window: MainWindow) -> None:
    window.session().play_text("5a")
    QTest.keyClick(window.board(), Qt.Key.Key_7)
    assert window.spinBox().lineEdit().text() == "7" and window.spinBox().lineEdit().hasFocus()
    assert window.session().move_cursor() == 1


def test_the_panel_plays_through_the_games_own_moves(qtbot: QtBot, window: MainWindow) -> None:
    panel = window.findChild(PlaybackPanel)
    assert panel is not None
    session = window.session()
    session.play_text("5a 5b 5c")
    end = session.position()
    panel.playbackActions().start.trigger()  # the move list's start: the game undone to its deal
    assert session.move_cursor() == 0 and window.board().position() == Position.deal(1)
    panel.playbackActions().play.trigger()
    qtbot.waitUntil(lambda: session.move_cursor() == 3, timeout=5000)  # redone move by move, not stopped
    settle(qtbot, window)
    assert window.board().position() == end and panel.currentIndex() == 3


def test_a_refusal_goes_with_the_next_move(qtbot: QtBot, window: MainWindow) -> None:
    session, board = window.session(), window.board()
    start = session.position()
    assert start is not None
    card, onto = (board.cardWidget(start.cascades[column][-1]) for column in (0, 1))  # deal 1: 6S, 9C
    drag(qtbot, board, centre(card, board), centre(onto, board))
    refusal = window.statusBar().currentMessage()
    assert refusal.startswith(f"{card.card()} cannot go on {onto.card()}") and session.position() == start
    first = fc_solve_moves(1).split()[0]  # a legal move: fc-solve's first, 5a
    assert first == "5a"
    mover = board.cardWidget(start.cascades[4][-1])
    drag(qtbot, board, centre(mover, board), board.pileRect("a").center())
    assert session.move_cursor() == 1 and window.statusBar().currentMessage() == ""
    QTest.keyClick(board, Qt.Key.Key_H)  # a hint is about this position: the next move takes it away too
    hinted = window.statusBar().currentMessage()
    assert hinted.startswith("Hint: ")
    QTest.keyClick(board, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    settle(qtbot, window)
    assert session.move_cursor() == 0 and window.statusBar().currentMessage() == ""


def test_ctrl_z_in_the_move_field_undoes_a_move_as_its_hint_says(qtbot: QtBot, window: MainWindow) -> None:
    window.actionsByName()["playbackPane"].trigger()
    panel = window.findChild(PlaybackPanel)
    assert panel is not None
    field = panel.moveField()
    field.setFocus()
    QTest.keyClicks(field, "5a")
    QTest.keyClick(field, Qt.Key.Key_Return)
    QTest.keyClicks(field, "5b")  # typed, not played
    assert "Ctrl+Z undoes a move, Shift+Ctrl+Z redoes it" in panel.statusText()
    session = window.session()
    assert session.move_cursor() == 1 and field.hasFocus()
    QTest.keyClick(field, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert session.move_cursor() == 0 and field.text() == "5b"
    redo = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    QTest.keyClick(field, Qt.Key.Key_Z, redo)
    assert session.move_cursor() == 1 and field.text() == "5b"
