"""Crisp at every screen density: cards are rendered at device pixels, never scaled from a smaller pixmap."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

SCRIPT = """
import json
from freecell_gui.ui.board.offscreen import ensure_gui_application
app = ensure_gui_application()
from freecell_gui.core import deal
from freecell_gui.ui.board import BoardWidget
board = BoardWidget()
board.resize(800, 600)
board.setDeal(deal(1))
board.show()
app.processEvents()
card = board.cardWidgets()[0]
pixmap = card.pixmap()
print(json.dumps({"dpr": board.devicePixelRatioF(), "pixmap_dpr": pixmap.devicePixelRatio(),
                  "pixmap_width": pixmap.width(), "widget_width": card.width(),
                  "grab_width": board.grab().toImage().width()}))
"""


@pytest.mark.parametrize("factor", [1.0, 1.25, 1.5, 2.0])
def test_cards_are_rendered_at_the_device_pixel_ratio(factor: float) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "QT_SCALE_FACTOR": str(factor)}
    result = subprocess.run(
        [sys.executable, "-c", SCRIPT], capture_output=True, text=True, env=env, check=True
    )
    figures = json.loads(result.stdout.strip().splitlines()[-1])
    assert figures["dpr"] == figures["pixmap_dpr"] == factor
    assert figures["pixmap_width"] == round(figures["widget_width"] * factor)  # device pixels, not scaled
    assert figures["grab_width"] == round(800 * factor)
