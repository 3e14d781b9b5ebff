"""The deal as text without Qt: the format chosen in each game, rows lined up, JSON indented, and what
Copy copies (the pane's text without its header)."""

from __future__ import annotations

import json

from freecell_gui.app.deal_text import TextFormats, aligned_rows, cascade_header, deal_text
from freecell_gui.core import deal
from freecell_gui.core.deals.doudizhu import deal_doudizhu
from freecell_gui.core.games import DOUDIZHU, FREECELL
from freecell_gui.core.notation.formats import parse_layout


def test_each_game_keeps_its_own_choice_and_refuses_another_game_s_format() -> None:
    formats = TextFormats()
    assert formats.chosen(FREECELL) == FREECELL.default_text_format == "unicode"
    assert formats.choose(FREECELL, "json") and formats.chosen(FREECELL) == "json"
    assert formats.chosen(DOUDIZHU) == DOUDIZHU.default_text_format  # untouched
    assert (
        not formats.choose(DOUDIZHU, "columns") and formats.chosen(DOUDIZHU) == DOUDIZHU.default_text_format
    )
    assert json.loads(formats.text(FREECELL, deal(1))) == json.loads(FREECELL.text(deal(1), "json"))


def test_rows_are_aligned_for_the_header_and_json_is_indented() -> None:
    rows = deal_text(FREECELL, deal(617), "unicode").splitlines()
    assert rows == aligned_rows(FREECELL.text(deal(617), "unicode"))
    assert {len(card) for row in rows for card in row.split(" ") if card} == {2, 3}  # " 7♠" beside "10♦"
    assert parse_layout("\n".join(rows)) == parse_layout(FREECELL.text(deal(617), "unicode"))
    assert cascade_header([" 7D AD"]) == "1  2"
    lines = deal_text(DOUDIZHU, deal_doudizhu(42), "json").splitlines()
    assert len(lines) > 5 and json.loads("\n".join(lines)) == json.loads(
        DOUDIZHU.text(deal_doudizhu(42), "json")
    )
