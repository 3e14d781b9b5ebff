"""A deal's text (``freecell deal 617`` in every format) given where moves go is refused as a layout — not
read as moves until "move 2 `TD`: not a move" — and changes nothing; moves, and text that is neither, are
read as before."""

from __future__ import annotations

import pytest

from freecell_gui.app.pasted_layout import LayoutNotMovesError
from freecell_gui.app.session import ViewerSession
from freecell_gui.app.solution import SolutionTextError, load_solution
from freecell_gui.core.deals.deal import deal
from freecell_gui.core.games import FREECELL
from freecell_gui.core.notation.formats import FORMATS, format_deal
from freecell_gui.core.notation.standard import MoveTextError
from freecell_gui.core.rules.position import Position

TOP_ROW = "7D AD 5C 3S 5S 8C 2D AH"  # deal 617's first eight cards


def layouts() -> list[tuple[str, int]]:
    texts = [(format_deal(deal(617), name), 52) for name in FORMATS]
    return [*texts, (TOP_ROW, 8), (TOP_ROW.lower(), 8), ("# deal 617\n" + texts[0][0], 52)]


@pytest.mark.parametrize(("text", "cards"), layouts())
def test_a_layout_pasted_as_a_solution_is_refused_as_one(text: str, cards: int) -> None:
    with pytest.raises(LayoutNotMovesError) as refused:
        load_solution(Position.deal(617), text)
    assert str(refused.value) == f"this is a deal's layout ({cards} cards), not moves"
    assert refused.value.text == text


@pytest.mark.parametrize(("text", "cards"), layouts())
def test_a_layout_typed_as_moves_is_refused_as_one_and_changes_nothing(text: str, cards: int) -> None:
    session = ViewerSession({FREECELL.key: 617})
    with pytest.raises(LayoutNotMovesError, match=f"layout \\({cards} cards\\)"):
        session.play_text(text)
    assert session.position() == Position.deal(617) and session.moves() == ()


@pytest.mark.parametrize("text", ["8a 8b zz", "KH", "hello world"])
def test_text_that_is_neither_moves_nor_a_layout_is_refused_as_before(text: str) -> None:
    session = ViewerSession({FREECELL.key: 617})
    with pytest.raises(MoveTextError) as refused:
        session.play_text(text)
    assert not isinstance(refused.value, LayoutNotMovesError)
    with pytest.raises(SolutionTextError):
        load_solution(Position.deal(617), text)


def test_moves_are_still_moves() -> None:
    session = ViewerSession({FREECELL.key: 617})
    assert session.play_text("8a 8b") is None and len(session.moves()) == 2
    assert load_solution(Position.deal(617), "8a 8b").rejected is None
