"""What a deal switch costs, part by part: ``python -m tools.deal_switch_costs [--catalogue]``.

The switch of benchmarks/bench_window.py (Up in the deal box until painted, 1920 × 1080, the text pane
shown), counted in the instructions the GUI thread retires (Linux's performance counters, user space): a
count the machine's load does not change, where times on a shared machine vary twofold. Each part is the
instructions spent inside the window's slot for it (a part called inside another counts in both); "painted
after the key" is what the paint that follows costs, the board's share printed beside it. No verdict
search runs (its pause never ends), so nothing loads beside the window; ``--catalogue``: the deals
switched to are catalogued (their counts shown in the status bar, as a user with a catalogue sees them).
Convert to time with the board alone: ``make bench`` times it.
"""

from __future__ import annotations

import ctypes
import importlib
import os
import statistics
import struct
import sys
import tempfile
from collections import defaultdict
from collections.abc import Callable
from typing import Any

SWITCHES = 200
#: (module, class, method): the parts of a deal switch, as the window calls them.
PARTS = (
    ("freecell_gui.app.session", "ViewerSession", "set_deal"),
    ("freecell_gui.ui.board.board", "BoardWidget", "display"),
    ("freecell_gui.ui.board.card_table", "CardTableWidget", "paintEvent"),
    ("freecell_gui.ui.window.text_pane", "TextPane", "showDeal"),
    ("freecell_gui.ui.playback.panel", "PlaybackPanel", "sessionChanged"),
    ("freecell_gui.ui.solving.service", "SolveService", "showDeal"),
    ("freecell_gui.ui.solving.deal_verdict", "DealVerdict", "catalogueAnswered"),
    ("freecell_gui.ui.window.session_display", "SessionDisplay", "showDealTexts"),
    ("freecell_gui.ui.play.hand_play", "HandPlay", "sessionChanged"),
    ("freecell_gui.ui.window.status_bar", "StatusBar", "_fit"),
)


class Instructions:
    """The calling thread's retired instructions in user space (perf_event_open; Linux only)."""

    def __init__(self) -> None:
        # perf_event_attr, the first 64 bytes: PERF_TYPE_HARDWARE, PERF_COUNT_HW_INSTRUCTIONS, counting
        # from now (not disabled), exclude_kernel and exclude_hv (allowed unprivileged).
        attr = struct.pack("IIQQQQQIIQ", 0, 64, 1, 0, 0, 0, (1 << 5) | (1 << 6), 0, 0, 0)
        libc = ctypes.CDLL(None, use_errno=True)
        self._fd = libc.syscall(298, ctypes.create_string_buffer(attr, 64), 0, -1, -1, 0)  # x86-64
        if self._fd < 0:
            raise OSError(ctypes.get_errno(), "perf_event_open: no instruction counter here")

    def __call__(self) -> int:
        return int(struct.unpack("Q", os.read(self._fd, 8))[0])


def _counted(parts: dict[str, int], name: str, method: Callable[..., Any], count: Instructions) -> Any:
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        before = count()
        try:
            return method(*args, **kwargs)
        finally:
            parts[name] += count() - before

    return wrapper


def _board_alone(window: Any, count: Instructions) -> float:
    """The median instructions of the board shown another deal and repainted, nothing else."""
    from freecell_gui.core.rules.position import Position

    board, spent = window.board(), []
    for number in range(5000, 5000 + SWITCHES):
        position = Position.deal(number)
        began = count()
        board.setPosition(position)
        board.repaint()
        spent.append(count() - began)
    return statistics.median(spent)


def main(catalogued: bool) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from benchmarks import bench_window
    from freecell_gui.ui.board.offscreen import ensure_gui_application

    app, count, parts = ensure_gui_application(), Instructions(), defaultdict[str, int](int)
    for module, owner, name in PARTS:
        cls = getattr(importlib.import_module(module), owner)
        setattr(cls, name, _counted(parts, f"{owner}.{name}", getattr(cls, name), count))
    with tempfile.TemporaryDirectory() as folder:
        window = bench_window._window(folder, bench_window._catalogue(folder) if catalogued else None)
        window.solveService().verdicts().setPause(10**9)
        bench_window._shown(app, window)
        spin = window.spinBox()
        spin.setFocus()
        totals: list[int] = []
        after = 0
        for number in range(SWITCHES + 20):
            if number == 20:  # the first ones warm the caches
                parts.clear()
                totals.clear()
                after = 0
            began = count()
            QTest.keyClick(spin, Qt.Key.Key_Up)
            pressed = count()
            app.sendPostedEvents()
            app.processEvents()
            totals.append(count() - began)
            after += count() - pressed
        switching = dict(parts)
        board = _board_alone(window, count)
        window.close()
    million = 1e6 * SWITCHES
    print(f"deal switch: {statistics.median(totals) / 1e6:.2f} M instructions (median of {SWITCHES})")
    print(f"  the board alone (setPosition + repaint, as make bench times it): {board / 1e6:.2f} M")
    print(f"  painted after the key: {after / million:.2f} M (the board's paint in it)")
    for name, spent in sorted(switching.items(), key=lambda item: -item[1]):
        print(f"  {name:40s} {spent / million:6.2f} M")


if __name__ == "__main__":
    os.environ["QT_QPA_PLATFORM"] = os.environ.get("QT_QPA_PLATFORM") or "offscreen"
    main("--catalogue" in sys.argv[1:])
