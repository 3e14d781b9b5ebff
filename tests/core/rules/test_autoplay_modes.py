"""The autoplay modes are one enum whose values are the words the settings store and the command line
takes: a word read back is its mode, a mode writes as its word, and any other word is refused naming the
choices."""

from __future__ import annotations

import json
import pickle

import pytest

from freecell_gui.core.rules.autoplay import AUTOPLAY_MODES, DEFAULT_AUTOPLAY, Autoplay, autoplay_of


def test_the_words_are_the_modes_values_the_default_first() -> None:
    assert AUTOPLAY_MODES == ("safe", "max", "none")
    assert AUTOPLAY_MODES[0] == DEFAULT_AUTOPLAY.value
    assert [autoplay_of(word) for word in AUTOPLAY_MODES] == [Autoplay.SAFE, Autoplay.MAX, Autoplay.NONE]


@pytest.mark.parametrize("mode", list(Autoplay))
def test_a_mode_writes_as_its_word_everywhere_a_word_goes(mode: Autoplay) -> None:
    assert mode == mode.value and str(mode) == mode.value and f"{mode} autoplay" == f"{mode.value} autoplay"
    assert json.loads(json.dumps({"autoplay": mode})) == {"autoplay": mode.value}  # the search's process
    assert pickle.loads(pickle.dumps(mode)) is mode
    assert {mode.value: 1}[mode] == 1  # a table keyed by words answers a mode


@pytest.mark.parametrize("word", ["Safe", "", "maximum", "off"])
def test_another_word_is_refused_naming_the_choices(word: str) -> None:
    with pytest.raises(ValueError, match="choose one of safe, max, none"):
        autoplay_of(word)
