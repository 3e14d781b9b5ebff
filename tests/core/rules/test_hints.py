"""Hand play without Qt: what a grab lifts, where a double-click sends cards, hints, a won game.

fc-solve's solution of a deal is the oracle of positions met in a real game: along it, every hint and
every double-click destination must be a move the rules allow (our rules are checked against fc-solve's
own positions in test_fcsolve_oracle.py).
"""

from __future__ import annotations

import pytest

from freecell_gui.core.deals.cards import parse_card
from freecell_gui.core.notation.standard import UNCOUNTED, IllegalMove, Move
from freecell_gui.core.rules.autoplay import Autoplay
from freecell_gui.core.rules.hints import (
    Pick,
    best_move,
    drop_move,
    hint,
    is_won,
    pick_card,
    pick_pile,
    pile_of,
)
from freecell_gui.core.rules.position import Position
from freecell_gui.core.rules.replay import replay
from tests.helpers.fc_solve import fc_solve_moves
from tests.helpers.positions import make


def card(code: str) -> int:
    return parse_card(code)


# ---- what a grab lifts ----------------------------------------------------------------------------------


def test_a_grab_lifts_the_card_and_the_sequence_on_it() -> None:
    position = make({1: "KS 9C 8H 7S", 2: "5D"}, cells="3C")
    assert pile_of(position, card("8H")) == ("1", 2)
    assert pick_card(position, card("7S")) == Pick("1", 1)
    assert pick_card(position, card("9C")) == Pick("1", 3)
    assert pick_card(position, card("KS")) is None  # the 9C on it does not follow a king
    assert pick_card(position, card("3C")) == Pick("a", 1)


def test_cards_home_cannot_be_grabbed() -> None:
    position = make({1: "2C"}, home=(1, 0, 0, 0))
    assert pile_of(position, card("AC")) is None
    assert pick_card(position, card("AC")) is None


def test_selecting_a_pile_leaves_the_count_to_the_destination() -> None:
    position = make({1: "9C 8H", 3: "9S"}, cells="- 4S")
    assert pick_pile(position, "1") == Pick("1", UNCOUNTED)
    assert pick_pile(position, "b") == Pick("b", 1)
    assert (
        pick_pile(position, "a") is None
        and pick_pile(position, "2") is None
        and pick_pile(position, "h") is None
    )
    # Onto 9S only the 8H fits: the open count moves exactly that card.
    after = position.apply(drop_move(pick_pile(position, "1"), "3"))  # type: ignore[arg-type]
    assert after.cascades[2] == (card("9S"), card("8H")) and after.cascades[0] == (card("9C"),)


def test_an_illegal_drop_says_why() -> None:
    position = make({1: "KS 7S", 2: "9H"})
    with pytest.raises(IllegalMove, match="7S cannot go on 9H"):
        position.apply(drop_move(Pick("1", 1), "2"))


# ---- double-click: home, then a card, then an empty column, then a free cell ------------------------------


def test_a_card_that_can_go_home_goes_home_first() -> None:
    position = make({1: "KS AH", 2: "2S", 3: ""}, home=(0, 0, 0, 1))  # AH could also go to column 3
    assert best_move(position, Pick("1")) == Move("1", "h")


def test_then_onto_the_leftmost_column_that_takes_it() -> None:
    position = make({1: "KS 7D", 2: "QC", 3: "8S", 4: "", 5: "8C"})
    assert best_move(position, Pick("1")) == Move("1", "3")


def test_then_an_empty_column_then_a_free_cell() -> None:
    position = make({1: "KS 7D", 2: "QC", 3: ""}, cells="5C")
    assert best_move(position, Pick("1")) == Move("1", "3")
    full = make({1: "KS 7D", 2: "QC", 3: "JD", 4: "TD", 5: "9D", 6: "5H", 7: "4D", 8: "2D"}, cells="5C")
    assert best_move(full, Pick("1")) == Move("1", "b")  # the first empty free cell


def test_a_lone_card_never_moves_to_another_empty_column() -> None:
    position = make({1: "7D", 2: "QC", 3: ""})
    assert best_move(position, Pick("1")) == Move("1", "a")


def test_a_sequence_moves_whole_or_not_at_all() -> None:
    position = make({1: "KS 9C 8H 7S", 2: "TD", 3: "QC", 4: "JD", 5: "KH", 6: "KC", 7: "QH", 8: "5S"})
    assert best_move(position, Pick("1", 3)) == Move("1", "2", 3)  # 3 ≤ (4 free cells + 1) × 2^0
    crowded = make({1: "KS 9C 8H 7S", 2: "TD", 3: "QC", 4: "JD", 5: "KH", 6: "KC", 7: "QH"}, "2C 2D 3S 3C")
    assert best_move(crowded, Pick("1", 3)) is None  # one card at a time with no free cell or column


def test_a_free_cell_card_goes_home_or_to_a_column_never_to_another_cell() -> None:
    position = make({1: "8S", 2: "KC"}, cells="7D")
    assert best_move(position, Pick("a")) == Move("a", "1")
    stuck = make({1: "8D", 2: "KC", 3: "QS", 4: "JD", 5: "5C", 6: "6C", 7: "4H", 8: "2S"}, cells="7D")
    assert best_move(stuck, Pick("a")) is None


# ---- hints and the end of the game --------------------------------------------------------------------


def test_a_hint_prefers_a_move_home() -> None:
    position = make({1: "KS 9C", 2: "TD", 3: "AH"})
    assert hint(position) == Move("3", "h")


def test_a_hint_prefers_progress_to_parking_a_card() -> None:
    position = make({1: "KS 9C", 2: "TD", 3: "5H 2S"})
    assert hint(position) == Move("1", "2", 1)


def test_a_hint_does_not_move_a_sequence_off_a_card_that_already_takes_it() -> None:
    # 8H lies on 9C already: moving it onto 9S is legal but only shuffles, so the hint parks a card.
    position = make(
        {1: "9C 8H", 2: "9S", 3: "KD 5H", 4: "6D", 5: "KH", 6: "QD", 7: "JD", 8: "2D"}, cells="2C 3C 3S"
    )
    assert Move("1", "2", 1) in position.legal_moves()
    assert hint(position) == Move("1", "d")


def test_no_hint_when_no_move_is_left() -> None:
    position = make(
        {1: "8D", 2: "KH", 3: "QH", 4: "JH", 5: "5D", 6: "TD", 7: "4H", 8: "2H"}, cells="7D 3H 6H 9D"
    )
    assert hint(position) is None and not position.legal_moves() and not is_won(position)


def test_a_game_is_won_when_every_card_is_home() -> None:
    won = Position((((),) * 8), (None,) * 4, (13, 13, 13, 13))
    assert is_won(won) and not won.legal_moves() and hint(won) is None


@pytest.mark.parametrize("number", [1, 617])
def test_hints_and_double_clicks_are_legal_along_a_real_game(number: int) -> None:
    """Every position of fc-solve's solution: the hint and every double-click destination apply."""
    game = replay(Position.deal(number), fc_solve_moves(number), autoplay=Autoplay.NONE)
    positions = [game.start, *(step.position for step in game.steps)]
    double_clicks = 0
    for position in positions[:-1]:
        move = hint(position)
        assert move is not None and move in position.legal_moves()
        for column in position.cascades:
            for depth in range(1, len(column) + 1):
                pick = pick_card(position, column[-depth])
                if pick is None:
                    continue
                target = best_move(position, pick)
                if target is not None:
                    position.apply(target)  # raises if the rules forbid it
                    double_clicks += 1
    assert is_won(positions[-1]) and hint(positions[-1]) is None
    assert double_clicks > len(positions)  # most positions offer at least one
