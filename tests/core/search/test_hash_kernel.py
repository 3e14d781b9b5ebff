"""The position's hash: the same whatever the order of the columns and of the free cells, another for
another position."""

from __future__ import annotations

from freecell_gui.core.notation.standard import parse_move
from freecell_gui.core.rules.position import Position
from freecell_gui.core.search import layout
from freecell_gui.core.search.hash_kernel import position_hash


def test_hash_ignores_the_order_of_columns_and_free_cells() -> None:
    position = Position.deal(617)
    position = position.apply(parse_move("1a")).apply(parse_move("2c"))
    swapped = Position(
        (position.cascades[3], *position.cascades[1:3], position.cascades[0], *position.cascades[4:]),
        (position.free_cells[2], None, position.free_cells[0], None),
        position.foundations,
    )
    assert position_hash(layout.state_of(position)) == position_hash(layout.state_of(swapped))
    other = position.apply(parse_move("3b"))
    assert position_hash(layout.state_of(position)) != position_hash(layout.state_of(other))
