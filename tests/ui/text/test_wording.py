"""Messages are shown as sentences: a first word in lower case gets its capital, and nothing else does."""

from __future__ import annotations

import pytest

from freecell_gui.ui.text.wording import sentence, text_of


@pytest.mark.parametrize(
    ("message", "shown"),
    [
        (
            "cannot create the catalogue /tmp/x/catalogue.sqlite: permission denied",
            "Cannot create the catalogue",
        ),
        ("move 2 `TD`: not a move", "Move 2 `TD`"),
        ("search cancelled", "Search cancelled"),
        ("movimento 71 `zz`: não é um movimento", "Movimento 71"),
        ("не вдалося прочитати", "Не вдалося"),
        ("one card matches about 165,191,049 deals: give at least 2 cards", "One card matches"),
        # Left as written: names written in lower case, a file, a path, a move, a card, a quote, no case.
        ("fc-solve's solution (short preset), found in 0.23 s", "fc-solve's solution"),
        ("freecell-gui 0.9", "freecell-gui"),
        ("catalogue.sqlite is a damaged catalogue (bad row); it was left unchanged", "catalogue.sqlite is"),
        ("/tmp/x.png: permission denied", "/tmp/x.png"),
        ("8a is not possible", "8a is"),
        ("'abc' is not a deal number", "'abc' is"),
        ("0:00、70 手で勝ちました", "0:00、70"),
        ("解法", "解法"),
        ("", ""),
    ],
)
def test_a_message_is_shown_as_a_sentence(message: str, shown: str) -> None:
    assert sentence(message).startswith(shown)
    assert sentence(message)[1:] == message[1:]  # only the first letter ever changes


def test_a_text_is_worded_when_asked() -> None:
    words = iter(["first", "second"])
    assert text_of("as it is") == "as it is"
    assert text_of(lambda: next(words)) == "first"
