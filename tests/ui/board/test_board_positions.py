"""The board places its 52 card widgets, one per card, from a Position, and slides the cards a move moves.

The position is fc-solve's own (deal 1, after the move ``3h`` of its solution, printed by
``make-microsoft-freecell-board -t 1 | fc-solve -p -t -sam -snx``): four full free cells and cards on
every foundation. Expected places come from the layout, read back from each widget's geometry.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect

from freecell_gui.core.deals.cards import card_code, card_index, parse_card
from freecell_gui.core.deals.deal import deal
from freecell_gui.core.notation.standard import parse_moves
from freecell_gui.core.rules.position import Position
from freecell_gui.ui.board.board import BoardWidget
from freecell_gui.ui.board.layout import BoardLayout

# fc-solve's position after move 33 (`3h`) of its solution of deal 1; its next move is `8h` (3H home).
AFTER_3H = """\
Foundations: H-2 C-3 D-A S-A
Freecells:  4D  3D  4H  JS
: JD KD 2S 4C 3S 6D 6S 5D
: 2D KC KS 5C TD 8S 9C 8H 7S
: 9H 9S 9D TS 4S 8D
: JC 5S QD QH TH QS 6H
: 8C 7D 6C
: 7H QC JH TC
: 7C KH
: 5H 3H
"""


@pytest.fixture
def board(qtbot) -> BoardWidget:  # type: ignore[no-untyped-def]
    widget = BoardWidget()
    qtbot.addWidget(widget)
    widget.resize(900, 700)
    widget.show()
    return widget


def expected_rects(position: Position, layout: BoardLayout) -> dict[int, QRect]:
    """Where each card of ``position`` belongs; of a foundation, only its top card is listed."""
    rects: dict[int, QRect] = {}
    for column, cascade in enumerate(position.cascades):
        for row, card in enumerate(cascade):
            rects[card] = layout.card_rect(column, row)
    for cell, held in enumerate(position.free_cells):
        if held is not None:
            rects[held] = layout.free_cells[cell]
    for suit, count in enumerate(position.foundations):
        if count:
            rects[card_index(count - 1, suit)] = layout.foundation_rect(suit)
    return rects


def test_every_card_widget_stands_where_the_position_has_its_card(board: BoardWidget) -> None:
    position = Position.from_fcs(AFTER_3H)
    board.setPosition(position, animate=False)
    layout = board.boardLayout()
    expected = expected_rects(position, layout)
    assert len(expected) == 52 - sum(position.foundations) + sum(1 for n in position.foundations if n)
    for card, rect in expected.items():
        widget = board.cardWidget(card)
        assert widget.card() == card_code(card)
        assert widget.geometry() == rect, card_code(card)
    # Free cells and foundations show their cards: the topmost widget at each slot's centre.
    for cell, held in enumerate(position.free_cells):
        assert held is not None
        assert board.cardWidgetAt(layout.free_cells[cell].center()) is board.cardWidget(held)
    shown_home = {board.cardWidgetAt(layout.foundation_rect(suit).center()) for suit in range(4)}
    assert {w.card() if w else None for w in shown_home} == {"2H", "3C", "AD", "AS"}
    # The foundations' covered cards lie under their top card, never above it.
    assert board.cardWidgetAt(layout.foundation_rect(0).center()) is board.cardWidget(parse_card("3C"))
    assert board.displayedCascades() == tuple(tuple(map(card_code, c)) for c in position.cascades)
    # Stacking follows the cascades: each card lies on the one dealt before it.
    for cascade in position.cascades:
        for card in cascade:
            corner = board.cardWidget(card).geometry().topLeft() + QPoint(3, 3)
            assert board.cardWidgetAt(corner) is board.cardWidget(card), card_code(card)


def test_a_move_slides_the_card_and_ends_in_its_place(board: BoardWidget, qtbot) -> None:  # type: ignore[no-untyped-def]
    before = Position.from_fcs(AFTER_3H)
    after = before.apply(parse_moves("8h")[0])
    board.setPosition(before, animate=False)
    three_of_hearts = board.cardWidget(parse_card("3H"))
    start = three_of_hearts.pos()
    board.setPosition(after, animate=True)
    assert board.animator().isRunning()
    assert three_of_hearts.pos() == start  # not there yet: it slides
    target = board.boardLayout().foundation_rect(2).topLeft()
    qtbot.waitUntil(lambda: three_of_hearts.pos() not in (start, target), timeout=1000)
    qtbot.waitUntil(lambda: not board.animator().isRunning(), timeout=1000)
    assert three_of_hearts.pos() == target
    assert board.cardWidgetAt(board.boardLayout().foundation_rect(2).center()) is three_of_hearts
    # Only the card that moved was animated: the others never left their places.
    for card, rect in expected_rects(after, board.boardLayout()).items():
        assert board.cardWidget(card).geometry() == rect


def test_a_new_change_finishes_a_running_slide_at_once(board: BoardWidget) -> None:
    before = Position.from_fcs(AFTER_3H)
    after = before.apply(parse_moves("8h")[0])
    board.setPosition(before, animate=False)
    board.setPosition(after, animate=True)
    assert board.animator().isRunning()
    board.setPosition(before, animate=False)  # e.g. Undo pressed during the slide
    assert not board.animator().isRunning()
    for card, rect in expected_rects(before, board.boardLayout()).items():
        assert board.cardWidget(card).geometry() == rect


def test_a_deal_switch_does_not_animate(board: BoardWidget) -> None:
    board.setDeal(deal(1))
    board.setPosition(Position.deal(2), animate=False)
    assert not board.animator().isRunning()
    assert board.displayedCascades() == deal(2).cascades()


def test_a_long_cascade_gets_room(board: BoardWidget) -> None:
    """A cascade longer than a deal's seven rows still fits: the layout makes room for its cards."""
    position = Position.from_fcs(AFTER_3H)
    long_one = position.cascades[1]
    assert len(long_one) == 9
    board.resize(900, 520)
    board.setPosition(position, animate=False)
    last = board.cardWidget(long_one[-1])
    assert board.rect().contains(last.geometry())


def test_pile_rects_and_the_card_under_a_point(board: BoardWidget) -> None:
    position = Position.from_fcs(AFTER_3H)
    board.setPosition(position, animate=False)
    layout = board.boardLayout()
    assert board.pileRect("a") == layout.free_cells[0]
    assert board.pileRect("3").topLeft() == layout.card_rect(2, 0).topLeft()
    assert board.pileRect("h").contains(layout.foundation_rect(0))
    exposed = board.cardWidget(position.cascades[7][-1])
    assert board.cardWidgetAt(exposed.geometry().bottomRight() - QPoint(2, 2)) is exposed
    assert board.cardWidgetAt(QPoint(1, board.height() - 2)) is None
    with pytest.raises(ValueError, match="not a pile"):
        board.pileRect("9")


def test_the_pointer_finds_the_card_painted_on_top_and_its_name(board: BoardWidget) -> None:
    """The board, not the card widgets, takes the mouse: the card under a point and its tool tip follow
    the order the cards are painted in, deal after deal."""
    from PySide6.QtCore import QEvent, Qt
    from PySide6.QtGui import QHelpEvent
    from PySide6.QtWidgets import QApplication, QToolTip

    for number in (1, 617, 11982):
        board.setDeal(deal(number))
        for cascade in Position.deal(number).cascades:
            covered, top = board.cardWidget(cascade[-2]), board.cardWidget(cascade[-1])
            strip = QPoint(covered.x() + covered.width() // 2, covered.y() + 3)  # only its index shows
            assert board.cardWidgetAt(strip) is covered, card_code(cascade[-2])
            assert board.cardWidgetAt(top.geometry().center()) is top
            assert top.testAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
            assert board.childAt(top.geometry().center()) is None  # Qt hands the mouse to the board
    card = board.cardWidget(Position.deal(11982).cascades[0][-1])
    point = card.geometry().center()
    QApplication.sendEvent(board, QHelpEvent(QEvent.Type.ToolTip, point, board.mapToGlobal(point)))
    assert QToolTip.isVisible() and QToolTip.text() == card.toolTip() != ""
    QToolTip.hideText()
