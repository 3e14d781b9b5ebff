"""The Position value: the rules of each move, every IllegalMove message, fc-solve's text, and properties."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from freecell_gui.core.deals.cards import parse_card
from freecell_gui.core.notation.fcs_text import PositionTextError
from freecell_gui.core.notation.standard import UNCOUNTED, IllegalMove, Move
from freecell_gui.core.rules.position import Position
from tests.helpers.oracle import oracle_cascades
from tests.helpers.positions import cards, make, played_positions

# Deal 1's start as `make-microsoft-freecell-board -t 1 | fc-solve -p -t` prints it (trailing spaces kept).
DEAL_1_FCS = "\n".join(
    [
        "Foundations: H-0 C-0 D-0 S-0 ",
        "Freecells:" + " " * 16,
        ": JD KD 2S 4C 3S 6D 6S",
        ": 2D KC KS 5C TD 8S 9C",
        ": 9H 9S 9D TS 4S 8D 2H",
        ": JC 5S QD QH TH QS 6H",
        ": 5D AD JS 4H 8H 6C",
        ": 7H QC AS AC 2C 3D",
        ": 7C KH AH 4D JH 8C",
        ": 5H 3H 3C 7S 7D TC",
    ]
)

# The long sequence of the supermove tests, top card first: KS QH JS … 3S 2H (12 cards).
SEQUENCE = "KS QH JS TH 9S 8H 7S 6H 5S 4H 3S 2H"
COLUMN_FILLERS = ["KD", "KH", "QC", "QD", "JC", "JD"]
CELL_FILLERS = ["TC", "TD", "9C", "9D"]


def uncounted(source: str, dest: str) -> Move:
    """A move as standard notation writes it, its count left to the position (Move's default is 1)."""
    return Move(source, dest, UNCOUNTED)


def codes(position: Position, column: int) -> str:
    return position.to_fcs().splitlines()[1 + column].removeprefix(": ").strip()


# ---- the deal and fc-solve's text ----------------------------------------------------------------------


def test_deal_1_prints_exactly_as_fc_solve_prints_it() -> None:
    assert Position.deal(1).to_fcs() == DEAL_1_FCS
    assert str(Position.deal(1)) == DEAL_1_FCS


@pytest.mark.parametrize("number", [1, 617, 2**31 - 1, 2**31, 2**32 - 1, 2**32, 2**33 - 1])
def test_a_deal_starts_as_pysol_cards_deals_it(number: int) -> None:
    position = Position.deal(number)
    assert tuple(tuple(codes(position, c).split()) for c in range(1, 9)) == oracle_cascades(number)
    assert position.free_cells == (None,) * 4
    assert position.foundations == (0, 0, 0, 0)
    assert not position.is_solved()


def test_free_cells_and_foundations_print_in_fc_solve_columns() -> None:
    position = Position.deal(1).apply(Move("5", "b")).apply(Move("5", "d"))
    lines = position.to_fcs().splitlines()
    assert lines[1] == "Freecells:      6C      8H"
    solved = Position(((),) * 8, (None,) * 4, (13, 13, 13, 13))
    assert solved.to_fcs().splitlines()[:3] == [
        "Foundations: H-K C-K D-K S-K ",
        "Freecells:" + " " * 16,
        ": ",
    ]
    assert solved.is_solved()


def test_fc_solve_input_forms_are_read() -> None:
    # The examples of fc-solve's README: a free cell marked "-", columns with and without colons.
    text = """Foundations: H-6 C-9 D-2 S-0
Freecells:  QS  3S  -  KD
8H 3D 2S
KS QD JC
AS 8D TD 7D JH TS 9D
: 7S 6D
5S
KH QC JD TC 9H 8S 7H 6S 5D 4S
KC QH JS TH 9S
4D
"""
    position = Position.from_fcs(text)
    assert position.free_cells == (parse_card("QS"), parse_card("3S"), None, parse_card("KD"))
    assert position.foundations == (9, 2, 6, 0)  # C D H S
    assert position.cascades[3] == cards("7S 6D")
    founds = text.replace("Foundations: H-6 C-9 D-2 S-0", "Founds: D-2 C-9 H-6").replace(
        "Freecells:  QS  3S  -  KD", "FC: QS 3S - KD"
    )
    assert Position.from_fcs(founds) == position


def test_a_position_without_headers_is_a_start() -> None:
    assert Position.from_fcs("\n".join(line[2:] for line in DEAL_1_FCS.splitlines()[2:])) == Position.deal(1)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (DEAL_1_FCS.replace("JD KD", "JD XD", 1), "column 1: 'XD' is not a card"),
        (DEAL_1_FCS.replace("JD KD", "JD JD", 1), "JD appear(s) more than once"),
        (DEAL_1_FCS.replace(" TC", ""), "1 card missing: TC"),
        (DEAL_1_FCS.replace(" TC", "").replace(" 9C", ""), "2 cards missing: 9C TC"),
        (DEAL_1_FCS + "\n: KS", "more than 8 columns"),
        ("\n".join(DEAL_1_FCS.splitlines()[:-1]), "7 columns, but a position has 8"),
        (DEAL_1_FCS.replace("Freecells:", "Freecells: - - - - -"), "free cells: 5 entries"),
        (DEAL_1_FCS.replace("H-0", "H-X"), "'H-X' is not a suit and a rank"),
        (DEAL_1_FCS.replace("H-0", "H-A"), "AH also on the foundations"),
    ],
)
def test_bad_position_text_is_refused_with_a_reason(text: str, message: str) -> None:
    with pytest.raises(PositionTextError, match=None) as caught:
        Position.from_fcs(text)
    assert message in str(caught.value)


# ---- the rules, one by one ------------------------------------------------------------------------------


def test_a_card_goes_to_a_free_cell_and_back_onto_a_fitting_card() -> None:
    position = make({1: "KS 5D", 2: "6C", 3: "9H"})
    to_cell = position.apply(Move("1", "c"))
    assert to_cell.free_cells == (None, None, parse_card("5D"), None)
    assert to_cell.cascades[0] == cards("KS")
    back = to_cell.apply(Move("c", "2"))
    assert back.cascades[1] == cards("6C 5D") and back.free_cells == (None,) * 4
    with pytest.raises(IllegalMove, match=r"^`c3`: 5D cannot go on 9H \(it takes 8C or 8S\)$"):
        to_cell.apply(Move("c", "3"))


def test_any_card_goes_to_an_empty_column() -> None:
    position = make({1: "KS 5D"}, "QH")
    assert position.apply(Move("1", "4")).cascades[3] == cards("5D")
    assert position.apply(Move("a", "8")).cascades[7] == cards("QH")


def test_foundations_build_up_by_suit_from_the_ace() -> None:
    position = make({1: "3D 2D", 2: "AD"})
    home = position.apply(Move("2", "h")).apply(Move("1", "h")).apply(Move("1", "h"))
    assert home.foundations == (0, 3, 0, 0)
    with pytest.raises(
        IllegalMove, match=r"^`1h`: 2D cannot go home: the diamonds foundation takes AD next$"
    ):
        position.apply(Move("1", "h"))


def test_the_tableau_builds_down_in_alternating_colours() -> None:
    position = make({1: "9S", 2: "8H", 3: "8C", 4: "7H"})
    assert position.apply(Move("2", "1")).cascades[0] == cards("9S 8H")
    for source in ("3", "4"):  # same colour; wrong rank
        with pytest.raises(
            IllegalMove, match=rf"^`{source}1`: nothing movable in column {source} fits on 9S"
        ):
            position.apply(uncounted(source, "1"))
    with pytest.raises(IllegalMove, match=r"^`31`: 8C cannot go on 9S \(it takes 8D or 8H\)$"):
        position.apply(Move("3", "1"))


def test_an_uncounted_move_onto_a_card_moves_the_one_count_that_fits() -> None:
    position = make({1: SEQUENCE, 2: "7D"})  # 7D takes a black 6: the sequence has none
    assert position.sequence_length(0) == 12
    onto_8d = make({1: SEQUENCE, 2: "8D"})
    moved = onto_8d.apply(uncounted("1", "2"))  # 8D takes a black 7: 7S and the five cards below it
    assert moved.cascades[1] == cards("8D 7S 6H 5S 4H 3S 2H")
    with pytest.raises(IllegalMove, match="fits on 7D"):
        position.apply(uncounted("1", "2"))


SUPERMOVES = [
    (0, 0, 1),
    (1, 0, 2),
    (3, 0, 4),
    (4, 0, 5),
    (0, 1, 2),
    (1, 1, 4),
    (3, 1, 8),
    (4, 1, 10),
    (0, 2, 4),
    (2, 1, 6),
]


@pytest.mark.parametrize(("empty_cells", "empty_columns", "limit"), SUPERMOVES)
def test_a_supermove_onto_a_card_is_limited_by_free_cells_and_empty_columns(
    empty_cells: int, empty_columns: int, limit: int
) -> None:
    cells = " ".join(CELL_FILLERS[: 4 - empty_cells])
    fillers = {3 + i: card for i, card in enumerate(COLUMN_FILLERS[: 6 - empty_columns])}

    def onto(count: int) -> Position:
        # The count-th card from the bottom has rank count + 1 and is red when count is odd.
        takes = "23456789TJQK"[count] + ("C" if count % 2 else "D")
        return make({1: SEQUENCE, 2: takes, **fillers}, cells)

    assert onto(limit).supermove_limit() == limit
    assert len(onto(limit).apply(uncounted("1", "2")).cascades[1]) == limit + 1
    assert onto(limit).apply(Move("1", "2", limit)) == onto(limit).apply(uncounted("1", "2"))
    if limit < 11:
        with pytest.raises(
            IllegalMove, match=rf"^`12`: {limit + 1} cards cannot move at once: .* = {limit}$"
        ):
            onto(limit + 1).apply(uncounted("1", "2"))


def test_a_supermove_to_an_empty_column_does_not_count_that_column() -> None:
    position = make({1: SEQUENCE, 3: "KD", 4: "KH", 5: "QC", 6: "QD"}, "TC TD")  # columns 2, 7, 8 empty
    assert position.supermove_limit(to_empty_column=True) == (2 + 1) * 2**2
    assert position.supermove_limit() == (2 + 1) * 2**3
    assert len(position.apply(uncounted("1", "2")).cascades[1]) == 12  # uncounted: as many as may move
    tight = make({1: SEQUENCE, 3: "KD", 4: "KH", 5: "QC", 6: "QD", 7: "JC"}, "TC TD 9C")  # 2 and 8 empty
    assert tight.supermove_limit(to_empty_column=True) == 4
    assert tight.apply(uncounted("1", "2")).cascades[1] == cards("5S 4H 3S 2H")
    with pytest.raises(
        IllegalMove, match=r"5 cards cannot move at once: .*not counting the destination.* = 4$"
    ):
        tight.apply(Move("1", "2", 5))


@pytest.mark.parametrize(
    ("move", "message"),
    [
        (Move("1", "a"), "free cell a is occupied"),
        (Move("7", "b"), "column 7 is empty"),
        (Move("c", "1"), "free cell c is empty"),
        (Move("h", "1"), "cards never leave the foundations"),
        (Move("1", "1"), "the source and the destination are the same"),
        (Move("a", "b"), "a card cannot move from one free cell to another"),
        (Move("1", "b", 2), "a free cell holds one card, not 2"),
        (Move("a", "2", 2), "a free cell holds one card, not 2"),
        (Move("1", "h", 2), "cards go home one at a time, not 2"),
        (Move("9", "a"), "'9' is not a place (columns 1-8, free cells a-d, home h)"),
        (Move("1", "x"), "'x' is not a place (columns 1-8, free cells a-d, home h)"),
        (Move("1", "2", 14), "a move carries 1 to 13 cards, not 14"),
        (Move("1", "2", 3), "column 1 holds only 2 cards"),
        (Move("2", "7", 3), "the bottom 3 cards of column 2 are not one sequence in alternating colours"),
        (Move("3", "2", 1), "8H cannot go on 4C (it takes 3D or 3H)"),
        (Move("3", "h"), "8H cannot go home: the hearts foundation takes 2H next"),
    ],
)
def test_each_illegal_move_says_what_is_wrong(move: Move, message: str) -> None:
    position = make({1: "KS 5D", 2: "9S 8H 4C", 3: "9C 8H"}, "QH", (0, 0, 1, 0))
    with pytest.raises(IllegalMove) as caught:
        position.apply(move)
    assert str(caught.value) == f"`{move.written()}`: {message}"
    assert caught.value.reason == message


def test_positions_are_values() -> None:
    first, again = Position.deal(617), Position.from_fcs(Position.deal(617).to_fcs())
    assert first == again and hash(first) == hash(again) and first is not again
    assert len({first, again, first.apply(Move("1", "a"))}) == 2
    with pytest.raises(AttributeError):
        first.free_cells = (None,) * 4  # type: ignore[misc]


# ---- properties over positions reached by random legal moves ------------------------------------------


ALL_MOVES = [
    Move(source, dest, count)
    for source, dest in itertools.product("12345678abcdh", repeat=2)
    for count in range(1, 14)
    if count == 1 or (source in "12345678" and dest in "12345678")
]


@settings(max_examples=60, deadline=None)
@given(played_positions())
def test_every_position_holds_the_52_cards_once_and_round_trips_through_fc_solve_text(
    position: Position,
) -> None:
    held = [card for column in position.cascades for card in column]
    held += [card for card in position.free_cells if card is not None]
    home = [4 * rank + suit for suit in range(4) for rank in range(position.foundations[suit])]
    assert sorted(held + home) == list(range(52))
    assert Position.from_fcs(position.to_fcs()) == position


@settings(max_examples=25, deadline=None)
@given(played_positions())
def test_legal_moves_and_allows_are_exactly_the_moves_apply_accepts(position: Position) -> None:
    accepted = set()
    for move in ALL_MOVES:
        try:
            position.apply(move)
        except IllegalMove:
            continue
        accepted.add(move)
    assert set(position.legal_moves()) == accepted
    assert {move for move in ALL_MOVES if position.allows(move)} == accepted


@settings(max_examples=300, deadline=None)
@given(
    st.text(alphabet=st.sampled_from("FoundatisFCre: HCDS-0A2TJQK10\n \u212a\u017f"), max_size=120)
    | st.text()
    | played_positions().map(lambda p: p.to_fcs()[: len(p.to_fcs()) // 2])
)
def test_reading_arbitrary_text_raises_only_position_text_error(text: str) -> None:
    try:
        position = Position.from_fcs(text)
    except PositionTextError as error:
        assert "\n" not in str(error)
        return
    assert Position.from_fcs(position.to_fcs()) == position
