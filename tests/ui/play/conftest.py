"""Hand play's window: deal 1 in a 1200 × 800 window, active, the board focused."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytestqt.qtbot import QtBot

from freecell_gui.ui import MainWindow
from tests.helpers.windows import show_active


@pytest.fixture
def window(qtbot: QtBot, make_window: Callable[..., MainWindow]) -> MainWindow:
    window = make_window(1)
    window.resize(1200, 800)
    show_active(qtbot, window)
    window.board().setFocus()
    return window
