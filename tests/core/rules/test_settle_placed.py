"""autoplay.settle_placed, the reduction's autoplay, against settle's sweep of every column and cell and
against safe_autoplay on Position: the same cards home from every position random play reaches."""

from __future__ import annotations

from hypothesis import given, settings

from freecell_gui.core.rules.autoplay import card_places, safe_autoplay, settle, settle_placed
from freecell_gui.core.rules.position import Position
from tests.helpers.positions import played_positions


@settings(max_examples=300, deadline=None)
@given(played_positions())
def test_settle_placed_sends_home_the_cards_a_sweep_does(position: Position) -> None:
    swept = ([list(column) for column in position.cascades], list(position.free_cells))
    swept_home = list(position.foundations)
    settle(*swept, swept_home)
    columns, cells = [list(column) for column in position.cascades], list(position.free_cells)
    home = list(position.foundations)
    settle_placed(columns, cells, home, card_places(columns, cells))
    assert (columns, cells, home) == (*swept, swept_home)
    expected, _ = safe_autoplay(position)
    assert Position(tuple(map(tuple, columns)), tuple(cells), tuple(home)) == expected


def test_settle_placed_follows_a_run_of_cards_home_across_columns_and_cells() -> None:
    # Aces and twos of every suit spread over two columns and three cells, each under the next (the
    # threes and up under kings elsewhere): one call sends all eight home, one pass after another.
    higher = [tuple(range(first, 52, 6)) for first in range(8, 14)]  # each column ends in a queen or king
    position = Position(
        ((4, 1), (6, 3, 2), *higher),  # 2C AD | 2H AS AH
        (5, 0, 7, None),  # 2D AC 2S
        (0, 0, 0, 0),
    )
    columns, cells = [list(column) for column in position.cascades], list(position.free_cells)
    home = [0, 0, 0, 0]
    settle_placed(columns, cells, home, card_places(columns, cells))
    assert home == [2, 2, 2, 2] and columns[:2] == [[], []] and cells == [None] * 4
