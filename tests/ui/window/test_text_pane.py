"""The text pane as it is read beside the web site: aligned rows, numbered cascades, coloured suits."""

from __future__ import annotations

import json
import re

import pytest
from PySide6.QtGui import QColor, QFont, QPalette, QTextLayout
from PySide6.QtWidgets import QComboBox

from freecell_gui.app.deal_text import POSITION_FORMAT, TextFormats, cascade_header, deal_text
from freecell_gui.core import deal
from freecell_gui.core.deals.doudizhu import deal_doudizhu
from freecell_gui.core.games import DOUDIZHU, FREECELL, GAMES
from freecell_gui.core.notation.formats import parse_layout
from freecell_gui.core.notation.standard import parse_moves
from freecell_gui.core.rules.position import Position
from freecell_gui.ui.playback.panel import PlaybackPanel
from freecell_gui.ui.widgets.suit_highlighter import FOUR_COLOUR_SUITS
from freecell_gui.ui.window.text_pane import TextPane, format_name, pane_font
from tests.helpers.fc_solve import fc_solve_moves

SUIT_OF = {"♣": "C", "♦": "D", "♥": "H", "♠": "S"}


@pytest.fixture
def pane(qtbot) -> TextPane:  # type: ignore[no-untyped-def]
    pane = TextPane(TextFormats())
    qtbot.addWidget(pane)
    pane.show()
    pane.showDeal(FREECELL, deal(617))
    return pane


def colours(pane: TextPane, line: int) -> dict[int, QColor]:
    """The foreground colour the highlighter gave each character of ``line`` (only those it coloured)."""
    block = pane.textEdit().document().findBlockByNumber(line)
    found: dict[int, QColor] = {}
    for span in block.layout().formats():
        assert isinstance(span, QTextLayout.FormatRange)
        for i in range(span.start, span.start + span.length):
            found[i] = span.format.foreground().color()
    return found


def test_formats_are_named_in_words(pane: TextPane) -> None:
    box = pane.findChild(QComboBox)
    assert box is not None
    names = [box.itemText(i) for i in range(box.count())]
    assert [box.itemData(i) for i in range(box.count())] == list(FREECELL.text_formats)
    assert "Rows with suit symbols" in names and "JSON" in names
    assert not set(names) & set(FREECELL.text_formats) - {"json"}, names  # no "unicode", "rows" …
    assert pane.format() == "unicode" and format_name(pane.format()) == "Rows with suit symbols"


def test_rows_line_up_under_the_cascade_numbers(pane: TextPane) -> None:
    pane.setFormat("unicode")
    header, *rows = pane.text().splitlines()
    assert header.split() == [str(n) for n in range(1, 9)]
    for row in rows:
        suits = [i for i, c in enumerate(row) if c in SUIT_OF]
        assert suits == [4 * k + 2 for k in range(len(suits))], row  # "10♦" and " 7♠" end alike
        for column, at in enumerate(suits, start=1):
            assert header[at - 1] == str(column)  # the number over the card's rank
    assert parse_layout("\n".join(rows)) == parse_layout(FREECELL.text(deal(617), "unicode"))
    assert cascade_header([" 7D AD"]) == "1  2"


def test_suits_are_coloured_as_on_the_deck(pane: TextPane) -> None:
    pane.setFormat("unicode")
    lines = pane.text().splitlines()
    for deck in ("classic", "four-color"):
        pane.setDeck(deck)
        for number, line in enumerate(lines[1:], start=1):
            shown = colours(pane, number)
            for i, char in enumerate(line):
                if char not in SUIT_OF:
                    continue
                expected = pane.highlighter().suitColour(SUIT_OF[char])
                assert (shown.get(i) or None) == expected, (deck, line, char)
                assert shown.get(i - 1) == expected  # the rank too
    assert pane.highlighter().suitColour("D") == QColor(FOUR_COLOUR_SUITS["D"])  # blue, not red
    pane.setDeck("classic")
    red = pane.highlighter().suitColour("H")
    assert red is not None and red.red() > 150 > red.green() and pane.highlighter().suitColour("D") == red
    assert pane.highlighter().suitColour("S") is None  # the text's own colour
    assert not colours(pane, 0)[0].isValid() or colours(pane, 0)[0] != red  # the header: no suit colour


def test_neighbours_of_one_colour_are_coloured_as_one_piece(pane: TextPane) -> None:
    """Each coloured range is laid out and drawn as a piece of its own: red cards side by side (the space
    between them shows no colour) make one, so a deal switch lays out fewer."""
    pane.setFormat("unicode")
    pane.setDeck("classic")
    lines = pane.text().splitlines()
    runs = 0
    for number, line in enumerate(lines[1:], start=1):
        red = ["♦" in card or "♥" in card for card in line.split()]
        expected = sum(1 for i, is_red in enumerate(red) if is_red and (i == 0 or not red[i - 1]))
        ranges = pane.textEdit().document().findBlockByNumber(number).layout().formats()
        assert len(ranges) == expected, line
        runs += sum(1 for i in range(1, len(red)) if red[i] and red[i - 1])
    assert runs, "deal 617 has red neighbours: the test would not see ranges merged"


def test_letter_formats_and_json_are_coloured_too(pane: TextPane) -> None:
    pane.setFormat("rows")
    first = pane.text().splitlines()[1]
    assert first.split()[0] == "7D" and colours(pane, 1)[0] == pane.highlighter().suitColour("D")
    pane.setFormat("json")
    assert any(colours(pane, n) for n in range(3))


def test_json_is_pretty_printed(pane: TextPane) -> None:
    pane.setFormat("json")
    text = pane.text()
    assert json.loads(text) == json.loads(FREECELL.text(deal(617), "json"))
    lines = text.splitlines()
    assert lines[0] == "[" and lines[-1] == "]" and len(lines) == 9  # a row a line
    assert lines[1].startswith('  ["7D", "AD"')
    pane.showDeal(DOUDIZHU, deal_doudizhu(42))
    pane.setFormat("json")
    assert json.loads(pane.text()) == json.loads(DOUDIZHU.text(deal_doudizhu(42), "json"))
    assert len(pane.text().splitlines()) > 5


@pytest.mark.parametrize("game", list(GAMES.values()), ids=list(GAMES))
def test_each_games_formats_differ(pane: TextPane, game) -> None:  # type: ignore[no-untyped-def]
    dealt = game.dealer(42)
    pane.showDeal(game, dealt)
    texts = {}
    for fmt in game.text_formats:
        pane.setFormat(fmt)
        texts[fmt] = deal_text(game, dealt, pane.format())
    assert len(set(texts.values())) == len(texts) >= 2, texts


def test_copy_text_is_the_pane_s_without_the_header(pane: TextPane) -> None:
    pane.setFormat("unicode")
    assert deal_text(FREECELL, deal(617), "unicode") == "\n".join(pane.text().splitlines()[1:])
    pane.setFormat("columns")  # one cascade a line: no header over it
    assert pane.text() == deal_text(FREECELL, deal(617), "columns")
    assert parse_layout(pane.text()) == parse_layout(FREECELL.text(deal(617), "columns"))


def test_a_dark_palette_lightens_the_suits_and_recolours_the_text(pane: TextPane) -> None:
    pane.setFormat("rows")
    light = colours(pane, 1)[0]  # 7D, red on the default light base
    dark = QPalette(pane.palette())
    dark.setColor(QPalette.ColorRole.Base, QColor("#202020"))
    pane.setPalette(dark)  # as when the system switches to a dark theme while the window is open
    lighter = pane.highlighter().suitColour("D")
    assert lighter is not None and lighter.lightness() > light.lightness()
    assert colours(pane, 1)[0] == lighter  # the text shown, not only the next deal


def test_the_box_names_the_format_of_a_position_shown(pane: TextPane) -> None:
    """A solution's step is written as fc-solve writes a position, and the box says so (issue 20, item 18);
    the deal's format comes back, chosen as before, with the deal."""
    pane.setFormat("unicode")
    box = pane.formatBox()
    after = Position.deal(617).apply(parse_moves("6a")[0])
    pane.showPosition(after)
    assert pane.text() == after.to_fcs()
    assert [box.itemText(i) for i in range(box.count())] == ["Position, as fc-solve writes it"]
    assert not box.isEnabled() and pane.shownFormat() == POSITION_FORMAT
    assert pane.format() == "unicode" and format_name(pane.format()) == "Rows with suit symbols"  # Copy's
    pane.setFormat("json")  # the settings' choice meanwhile is the deal's
    pane.showDeal(FREECELL, deal(618))
    assert box.isEnabled() and box.currentText() == "JSON" and pane.shownFormat() == "json"
    assert json.loads(pane.text()) == json.loads(FREECELL.text(deal(618), "json"))


def test_the_window_s_pane_names_the_playback_s_format(make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window(1)
    window.actionsByName()["textPane"].setChecked(True)
    pane = window.findChild(TextPane)
    panel = window.findChild(PlaybackPanel)
    assert pane is not None and panel is not None
    assert pane.formatBox().currentText() == "Rows with suit symbols"
    assert panel.loadSolution(fc_solve_moves(1))
    panel.setCurrentIndex(3, animate=False)
    assert window.textPaneText() == window.session().shown_position().to_fcs()  # type: ignore[union-attr]
    assert pane.formatBox().currentText() == "Position, as fc-solve writes it"


@pytest.mark.parametrize("fmt", FREECELL.text_formats)
def test_the_text_is_laid_out_unshaped_and_drawn_as_shaped(pane: TextPane, fmt: str) -> None:
    pane.setFormat(fmt)
    edit = pane.textEdit()
    assert edit.font().styleStrategy() & QFont.StyleStrategy.PreferNoShaping
    unshaped = edit.grab().toImage()
    shaped = QFont(pane_font())
    shaped.setStyleStrategy(QFont.StyleStrategy.PreferDefault)
    edit.setFont(shaped)
    assert edit.grab().toImage() == unshaped


@pytest.mark.parametrize("fmt", FREECELL.text_formats)
def test_every_card_of_every_format_has_its_suit_s_colour_and_nothing_else_has_one(
    pane: TextPane, fmt: str
) -> None:
    pane.setFormat(fmt)
    for deck in ("classic", "four-color"):
        pane.setDeck(deck)
        for number in (1, 2, 617):
            pane.showDeal(FREECELL, deal(number))
            lines = pane.text().splitlines()
            for at, line in enumerate(lines):
                shown = colours(pane, at)
                cards: dict[int, QColor | None] = {}  # a card's characters: its suit's colour, if any
                for card in re.finditer(r"(10|[2-9TJQKA])([CDHS♣♦♥♠])", line):
                    suit = SUIT_OF.get(card.group(2), card.group(2))
                    cards |= dict.fromkeys(range(*card.span()), pane.highlighter().suitColour(suit))
                if not cards:
                    continue  # the cascade numbers' line, grey (see above)
                for i, char in enumerate(line):
                    if i in cards:
                        assert shown.get(i) == cards[i], (deck, fmt, line, i)
                    elif i in shown:  # only the spaces between two cards of the colour shown
                        left = len(line[:i].rstrip()) - 1
                        right = i + len(line[i:]) - len(line[i:].lstrip())
                        assert char == " " and cards.get(left) == shown[i] == cards.get(right), (line, i)
