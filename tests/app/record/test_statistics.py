"""The fewest moves known for a deal, from a catalogue row: the fewer of its solver's count and the short
search's, with whose it is; nothing for a deal without a solution or without a count (never a guess)."""

from __future__ import annotations

from freecell_gui.app.record.statistics import Known, shortest_known
from freecell_gui.core.catalogue.store import Row


def test_the_fewer_count_and_whose_it_is() -> None:
    assert shortest_known(Row(617, "solved", 70, 1, 1, 30.0, "fc-solve 5.0")) == Known(70, "fc-solve 5.0")
    both = Row(617, "solved", 70, 1, 1, 30.0, "fc-solve 5.0", 41, "freecell-gui search 0.72")
    assert shortest_known(both) == Known(41, "freecell-gui search 0.72")
    longer = Row(617, "solved", 70, 1, 1, 30.0, "fc-solve 5.0", 90, "another search")
    assert shortest_known(longer) == Known(70, "fc-solve 5.0")


def test_nothing_is_known_without_a_solution_or_a_row() -> None:
    assert shortest_known(None) is None
    assert shortest_known(Row(11982, "no-solution", None, 1, 1, None, "fc-solve 5.0")) is None
    assert shortest_known(Row(5, "gave-up", None, 1, 1, None, "fc-solve 5.0")) is None
