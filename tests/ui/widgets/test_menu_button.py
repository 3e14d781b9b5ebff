"""The move panel's Solution button fits its word and its menu's arrow in every language: Qt draws the
arrow of a button that opens its menu at once over the button's right edge, without room for it."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtTest import QTest

from freecell_gui.ui.playback.panel import PlaybackPanel
from freecell_gui.util.languages import LANGUAGE_CODES
from tests.helpers.windows import choose_language


@pytest.mark.parametrize("code", LANGUAGE_CODES)
def test_the_solution_buttons_word_stays_clear_of_its_arrow(
    qtbot, make_window, interface_language: Callable[[str], str], code: str
) -> None:  # type: ignore[no-untyped-def]
    window = make_window(617)
    window.actionsByName()["playbackPane"].trigger()
    window.show()
    qtbot.waitExposed(window)
    choose_language(window, code)
    QTest.qWait(0)  # the dock's layout settles
    panel = window.findChild(PlaybackPanel)
    assert panel is not None
    button = panel.solveBar().menuButton()
    assert button.text() and button.isVisible()
    text = button.fontMetrics().horizontalAdvance(button.text())
    arrow = button.indicatorWidth()
    # The text is centred and the arrow sits at the right edge: an arrow's width must stay clear on each side.
    assert text <= button.width() - 2 * arrow, (code, button.text(), text, button.width(), arrow)
