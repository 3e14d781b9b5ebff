"""Browser-like history of the deals viewed."""

from __future__ import annotations

from freecell_gui.app.session import DealHistory


def test_back_and_forward_walk_the_visits() -> None:
    history = DealHistory()
    for number in (1, 2, 3):
        history.visit(number)
    assert (history.back(), history.back(), history.back()) == (2, 1, None)
    assert (history.forward(), history.forward(), history.forward()) == (2, 3, None)


def test_a_visit_after_going_back_drops_the_forward_entries() -> None:
    history = DealHistory()
    for number in (1, 2, 3):
        history.visit(number)
    history.back()
    history.visit(9)
    assert not history.can_go_forward()
    assert history.back() == 2


def test_repeated_visits_are_one_entry_and_the_list_is_bounded() -> None:
    history = DealHistory()
    history.visit(5)
    history.visit(5)
    assert not history.can_go_back()
    for number in range(DealHistory.LIMIT + 50):
        history.visit(number)
    steps = 0
    while history.back() is not None:
        steps += 1
    assert steps == DealHistory.LIMIT - 1
