"""A message as the interface keeps it, and as it shows it.

A message is kept as a :data:`Text`: the words, or a function that words them in the interface language of
the moment, so that a label can word it again after a language switch (numbers in the locale's way too).
It is shown as a sentence (:func:`sentence`): the core's messages start in lower case, because the command
line writes them after "freecell: error: ".
"""

from __future__ import annotations

import re
from collections.abc import Callable

# A text as shown, or a function that words it in the interface language of the moment.
Text = str | Callable[[], str]

# A first word of letters alone, ended by a space or a punctuation mark of a sentence (not by "-", "'",
# "." or "/": "fc-solve's", "freecell-gui", a file name or a path stay as written).
_FIRST_WORD = re.compile(r"[^\W\d_]+(?=[\s,:;!?…]|$)")


def text_of(text: Text) -> str:
    """``text`` worded now."""
    return text if isinstance(text, str) else text()


def sentence(text: str) -> str:
    """``text`` with a capital first letter ("cannot write …" → "Cannot write …") when it starts with a
    word in lower case; a name written in lower case on purpose, a move (``8a``), a card (``7H``), a number,
    a quoted text or a path stays as it is, and so do scripts without case (Japanese, Chinese)."""
    first = _FIRST_WORD.match(text)
    if first is None or not first.group().islower():
        return text
    return text[:1].upper() + text[1:]
